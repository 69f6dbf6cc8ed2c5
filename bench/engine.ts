/**
 * `npm run bench -- engine [--runs N] [--soak-turns N] [--sdk-soak-turns N]`: Switchboard's
 * agents-sdk-js profile beside `@openai/agents-core` 0.20.0 running the same scripted
 * conversation in the same process:
 *  - a 20-turn conversation (median time per run, heap retained per turn with the result kept);
 *  - a soak: one run of 10,000 turns with the heap after a full GC at checkpoints (memory over
 *    time) and the time taken to reach each. The SDK runs the same soak up to --sdk-soak-turns
 *    (default 1,000): its own time per turn grows with the history (0.20.0 re-keys every item of
 *    the conversation each turn: runner/items.ts getAgentInputItemKey), about 1 s per turn
 *    by turn 1,000 on this machine, so 10,000 turns would take hours.
 *
 * The conversation: 3 agents in a ring (A -> B -> C -> A); every third call is a function tool
 * call, the others hand off to the next agent, the last one answers. Model time is excluded:
 * both sides use an instant in-memory model that replays prepared outputs (prepared before the
 * heap baseline, so neither side is charged for them). Tool code is the same trivial function
 * on both sides; ours runs through an in-process Sandbox that caches the compiled module (no
 * worker), so the figure is the engine's own cost.
 *
 * Ours always records every event and span (the recording is the run's trace), which is included
 * in our time and memory. The SDK runs twice: tracing off (its default cost), and tracing on with
 * a processor that keeps every trace and span as the SDK exports it (`toJSON()`, what its
 * exporters send), kept with the result: the SDK's nearest to a run that keeps its trace.
 *
 * "Heap" is V8's heapUsed plus ArrayBuffer backing stores (process.memoryUsage().arrayBuffers),
 * so data kept outside the JS heap is counted too.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Agent, Runner, Usage, handoff, setTraceProcessors, setTracingDisabled, tool, type TracingProcessor } from '@openai/agents-core';
import { GraphSchema, type Graph } from '../src/graph/schema.ts';
import { assistantMessage, functionCall, type OutputItem } from '../src/models/items.ts';
import type { Model, ModelResponse, ModelStreamEvent } from '../src/models/model.ts';
import type { Sandbox, SandboxRequest, SandboxResult } from '../src/engine/sandbox.ts';
import type { JsonValue } from '../src/engine/json.ts';
import { run } from '../src/engine/index.ts';
import { counterIds } from '../src/engine/kernel/index.ts';

const NAMES = ['Agent A', 'Agent B', 'Agent C'];
const TOOL_CODE = 'export default ({ city }) => `sunny in ${city}`';
const PARAMS = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false };

/** The scripted outputs for `turns` model calls, valid for both runners. */
export function script(turns: number): OutputItem[][] {
  const out: OutputItem[][] = [];
  let agent = 0;
  for (let i = 0; i < turns - 1; i++) {
    if (i % 3 === 0) out.push([functionCall('get_weather', { city: `city ${i}` }, `call_${i}`)]);
    else {
      agent = (agent + 1) % 3;
      out.push([assistantMessage(`passing on (${i})`), functionCall(`transfer_to_${NAMES[agent].replace(/\s/g, '_')}`, {}, `call_${i}`)]);
    }
  }
  out.push([assistantMessage('All done.')]);
  return out;
}

function graphFor(): Graph {
  return GraphSchema.parse({
    format: 'switchboard.graph',
    version: 1,
    id: 'bench',
    name: 'Bench',
    runtime: 'agents-sdk-js',
    startAgent: 'a0',
    agents: NAMES.map((name, i) => ({ id: `a${i}`, name, instructions: `You are ${name}.`, tools: ['weather'] })),
    handoffs: NAMES.map((_, i) => ({ id: `h${i}`, from: `a${i}`, to: `a${(i + 1) % 3}` })),
    tools: [{ id: 'weather', type: 'function', name: 'get_weather', description: 'Weather', parameters: PARAMS, code: TOOL_CODE }],
  });
}

/** Called before the model answers call `turn` (1-based): the soak measures the heap there. */
export type OnTurn = (turn: number) => void;

function instantModel(outputs: OutputItem[][], onTurn?: OnTurn): Model {
  let i = 0;
  const next = (): ModelResponse => {
    onTurn?.(i + 1);
    return { output: outputs[i++], usage: { requests: 1, inputTokens: 0, outputTokens: 0, totalTokens: 0 } };
  };
  return {
    provider: 'bench',
    getResponse: async () => next(),
    async *getStreamedResponse(): AsyncIterable<ModelStreamEvent> {
      yield { type: 'response_done', response: next() };
    },
  };
}

/** In-process sandbox that compiles each module once (bench only: no isolation, no time limit). */
function cachedSandbox(): Sandbox {
  const compiled = new Map<string, (input: unknown, extra: unknown) => unknown>();
  return {
    dispose() {},
    async run(request: SandboxRequest): Promise<SandboxResult> {
      let fn = compiled.get(request.code);
      if (!fn) {
        fn = new Function(request.code.replace(/export\s+default\s+/, 'return ')) () as (input: unknown, extra: unknown) => unknown;
        compiled.set(request.code, fn);
      }
      const value = (await fn(request.input, { context: request.context, handoff: () => undefined })) as JsonValue;
      return { ok: true, value: value ?? null, context: request.context, handoffs: [], logs: [], durationMs: 0 };
    },
  };
}

export async function runSwitchboard(turns: number, outputs: OutputItem[][], onTurn?: OnTurn): Promise<unknown> {
  const handle = run(graphFor(), 'Start.', { model: instantModel(outputs, onTurn), sandbox: cachedSandbox(), trusted: true, stream: false, maxTurns: turns, ids: counterIds() });
  const result = await handle.result;
  if (result.status !== 'completed') throw new Error(`Switchboard run ended ${result.status}: ${result.error?.message}`);
  return result;
}

/** Keeps every trace and span of the SDK's runs in memory, as its exporters would get them. */
class KeptTrace implements TracingProcessor {
  readonly records: object[] = [];
  async onTraceStart(trace: Parameters<TracingProcessor['onTraceStart']>[0]): Promise<void> {
    const json = trace.toJSON();
    if (json) this.records.push(json);
  }
  async onTraceEnd(): Promise<void> {}
  async onSpanStart(): Promise<void> {}
  async onSpanEnd(span: Parameters<TracingProcessor['onSpanEnd']>[0]): Promise<void> {
    const json = span.toJSON();
    if (json) this.records.push(json);
  }
  async shutdown(): Promise<void> {}
  async forceFlush(): Promise<void> {}
}

export function runSdk(turns: number, outputs: OutputItem[][], onTurn?: OnTurn): Promise<unknown> {
  return runSdkWith(false, turns, outputs, onTurn);
}

/** The SDK with tracing on: the result and the run's kept trace. */
export async function runSdkTraced(turns: number, outputs: OutputItem[][], onTurn?: OnTurn): Promise<unknown> {
  const kept = new KeptTrace();
  setTraceProcessors([kept]);
  setTracingDisabled(false);
  try {
    const result = await runSdkWith(true, turns, outputs, onTurn);
    if (kept.records.length === 0) throw new Error('SDK tracing on kept no trace');
    return { result, trace: kept.records };
  } finally {
    setTracingDisabled(true);
    setTraceProcessors([]);
  }
}

async function runSdkWith(tracing: boolean, turns: number, outputs: OutputItem[][], onTurn?: OnTurn): Promise<unknown> {
  let i = 0;
  const model = {
    async getResponse() {
      onTurn?.(i + 1);
      return { output: outputs[i++] as never, usage: new Usage(), responseId: `r${i}` };
    },
    // eslint-disable-next-line require-yield
    async *getStreamedResponse(): AsyncIterable<never> {
      throw new Error('not streamed');
    },
  };
  const weather = tool({ name: 'get_weather', description: 'Weather', parameters: PARAMS as never, strict: true, execute: async (a: any) => `sunny in ${a.city}` });
  const agents = NAMES.map((name) => new Agent({ name, instructions: `You are ${name}.`, tools: [weather] }));
  agents.forEach((agent, idx) => (agent.handoffs = [handoff(agents[(idx + 1) % 3])]));
  const result = await new Runner({ model, tracingDisabled: !tracing }).run(agents[0], 'Start.', { maxTurns: turns });
  if (result.finalOutput !== 'All done.') throw new Error(`SDK run ended without the final output`);
  return result;
}

type Runner1 = (turns: number, outputs: OutputItem[][], onTurn?: OnTurn) => Promise<unknown>;
type Gc = () => void;

/** global.gc, or one obtained by turning on --expose-gc at run time (Node only). */
function getGc(): Gc | null {
  const existing = (globalThis as { gc?: Gc }).gc;
  if (existing) return existing;
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as Gc;
  } catch {
    return null;
  }
}

const heapUsed = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ratio = (ours: number, sdk: number) => `${(ours / sdk).toFixed(2)}x`;

interface Conversation {
  wallMs: number;
  cpuMs: number;
  /** heap retained per turn with the results of all runs kept, after gc */
  heapPerTurn: number;
}

/** `runs` runs of `turns` turns each (after a warm-up): median wall and CPU per run, heap kept per turn. */
async function conversation(turns: number, runs: number, gc: Gc, once: Runner1): Promise<Conversation> {
  for (let i = 0; i < 5; i++) await once(turns, script(turns)); // warm-up (JIT)
  const scripts = Array.from({ length: runs }, () => script(turns));
  const kept: unknown[] = [];
  const walls: number[] = [];
  const cpus: number[] = [];
  gc();
  const before = heapUsed();
  for (const outputs of scripts) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    kept.push(await once(turns, outputs));
    walls.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  gc();
  const heapPerTurn = (heapUsed() - before) / (turns * runs);
  void kept.length;
  return { wallMs: median(walls), cpuMs: median(cpus), heapPerTurn };
}

interface Checkpoint {
  turn: number;
  /** heap after gc, above the baseline taken before the run */
  heap: number;
  /** ms since the run started */
  elapsedMs: number;
  /** the process' CPU ms since the run started (checkpoint gc excluded): the figure load does not move */
  cpuMs: number;
}

interface Soak {
  checkpoints: Checkpoint[];
  /** heap after the run with its result kept (the figure issue 11 quoted), after gc */
  afterRun: number;
  turns: number;
  /** reading the kept result's events once: how many and how long (null: the result has none) */
  read: { events: number; ms: number; cpuMs: number } | null;
}

/**
 * One run of `turns` turns; at each checkpoint turn, a full gc and the heap; then the result's heap.
 * The warm-up is long enough for the long run's hot code to be optimised before the baseline: the
 * optimised code is the process's, not the run's (about 250 KB on our side after a 50-turn warm-up).
 */
async function soak(turns: number, checkpoints: number[], gc: Gc, once: Runner1): Promise<Soak> {
  await once(SOAK_WARM_UP, script(SOAK_WARM_UP));
  const outputs = script(turns);
  const wanted = new Set(checkpoints.filter((c) => c <= turns));
  const seen: Checkpoint[] = [];
  let paused = 0;
  gc();
  const before = heapUsed();
  const start = performance.now();
  const cpuStart = cpuMsNow();
  let cpuPaused = 0;
  const result = await once(turns, outputs, (turn) => {
    if (!wanted.has(turn)) return;
    const at = performance.now();
    const cpuAt = cpuMsNow();
    gc();
    seen.push({ turn, heap: heapUsed() - before, elapsedMs: at - start - paused, cpuMs: cpuAt - cpuStart - cpuPaused });
    paused += performance.now() - at;
    cpuPaused += cpuMsNow() - cpuAt;
  });
  gc();
  const afterRun = heapUsed() - before;
  // what reading a kept run's events costs (ours decodes its sealed log); measured after the heap
  const kept = result as { events?: unknown[] };
  const readStart = performance.now();
  const readCpu = cpuMsNow();
  const events = kept.events?.length;
  const read = events === undefined ? null : { events, ms: performance.now() - readStart, cpuMs: cpuMsNow() - readCpu };
  return { checkpoints: seen, afterRun, turns, read };
}

const CHECKPOINTS = [100, 250, 500, 1000, 2500, 5000, 7500, 10_000];

const cpuMsNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** "0-100 0.52, 100-250 0.49, …": CPU ms per turn between checkpoints (flat = time per turn does not grow). */
function perTurnBySegment(checkpoints: Checkpoint[]): string {
  let prev = { turn: 0, cpuMs: 0 };
  return checkpoints
    .map((c) => {
      const text = `${prev.turn}-${c.turn} ${((c.cpuMs - prev.cpuMs) / (c.turn - prev.turn)).toFixed(2)}`;
      prev = c;
      return text;
    })
    .join(', ');
}
const SOAK_WARM_UP = 200;

export async function main(args: string[]): Promise<void> {
  setTracingDisabled(true);
  setTraceProcessors([]);
  const flag = (name: string, fallback: number) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const runs = flag('--runs', 20);
  const soakTurns = flag('--soak-turns', 10_000);
  const sdkSoakTurns = flag('--sdk-soak-turns', 1000);
  const gc = getGc();
  if (!gc) {
    console.log('needs gc: run with node --expose-gc');
    return;
  }
  const sides = [
    { label: 'switchboard agents-sdk-js', short: 'ours', once: runSwitchboard, turns: soakTurns },
    { label: '@openai/agents-core 0.20.0', short: 'sdk', once: runSdk, turns: sdkSoakTurns },
    { label: 'agents-core, tracing kept', short: 'sdk+trace', once: runSdkTraced, turns: sdkSoakTurns },
  ];
  console.log('3 agents (handoff ring + tool calls), instant scripted model; heap = heapUsed + arrayBuffers after a full gc, above a baseline taken before');
  console.log('sdk: tracing off; sdk+trace: tracing on, every trace and span kept as exported (toJSON) with the result');

  console.log(`\n-- 20-turn conversation: ${runs} runs each (median), all results kept for the heap figure`);
  const conversations: Conversation[] = [];
  for (const side of sides) {
    const m = await conversation(20, runs, gc, side.once);
    conversations.push(m);
    console.log(`${side.label.padEnd(28)} wall ${m.wallMs.toFixed(2).padStart(7)} ms/run  cpu ${m.cpuMs.toFixed(2).padStart(7)} ms/run  heap ${kib(m.heapPerTurn)}/turn`);
  }
  const [ours20] = conversations;
  for (const [i, side] of sides.entries()) {
    if (i === 0) continue;
    const m = conversations[i];
    console.log(`ratio switchboard / ${side.short}: wall ${ratio(ours20.wallMs, m.wallMs)}, cpu ${ratio(ours20.cpuMs, m.cpuMs)}, heap per turn ${ratio(ours20.heapPerTurn, m.heapPerTurn)} (lower is better)`);
  }

  console.log(`\n-- soak: one run each, heap after gc at checkpoints (ours to ${soakTurns.toLocaleString('en-US')} turns, the SDK to ${sdkSoakTurns.toLocaleString('en-US')})`);
  const soaks: Soak[] = [];
  for (const side of sides) soaks.push(await soak(side.turns, CHECKPOINTS, gc, side.once));
  const [oursRun] = soaks;
  const mib = (b: number) => `${(b / 1024 / 1024).toFixed(2)} MiB`;
  const cell = (c: Checkpoint | undefined) => (c ? `${mib(c.heap).padStart(10)} ${kib(c.heap / c.turn).padStart(11)} ${`${(c.elapsedMs / 1000).toFixed(2)} s`.padStart(9)}` : `${'–'.padStart(10)} ${'–'.padStart(11)} ${'–'.padStart(9)}`);
  console.log(`${'turns'.padStart(7)} | ${sides.map((side) => `${`${side.short} heap`.padStart(10)} ${'per turn'.padStart(11)} ${'time'.padStart(9)}`).join(' | ')} | per-turn ratio vs ${sides.slice(1).map((side) => side.short).join(', ')}`);
  for (const o of oursRun.checkpoints) {
    const others = soaks.slice(1).map((r) => r.checkpoints.find((c) => c.turn === o.turn));
    const ratios = others.map((c) => (c ? ratio(o.heap / o.turn, c.heap / c.turn) : '–')).join(', ');
    console.log(`${o.turn.toLocaleString('en-US').padStart(7)} | ${[o, ...others].map(cell).join(' | ')} | ${ratios}`);
  }
  const at1000 = (r: Soak) => r.checkpoints.find((c) => c.turn === 1000);
  const o1 = at1000(oursRun);
  for (const [i, side] of sides.entries()) {
    const s1 = at1000(soaks[i]);
    if (i === 0 || !o1 || !s1) continue;
    console.log(`at 1,000 turns, in the run, vs ${side.short}: retained ${kib(o1.heap / 1000)}/turn vs ${kib(s1.heap / 1000)}/turn (${ratio(o1.heap, s1.heap)}); time to reach ${(o1.elapsedMs / 1000).toFixed(2)} s vs ${(s1.elapsedMs / 1000).toFixed(2)} s (${ratio(o1.elapsedMs, s1.elapsedMs)})`);
  }
  const afterRun = (r: Soak) => `${kib(r.afterRun / r.turns)}/turn after ${r.turns.toLocaleString('en-US')} turns`;
  // the after-run comparison at the same length: ours again, to the SDK's length
  const oursSame = soakTurns === sdkSoakTurns ? oursRun : await soak(sdkSoakTurns, [], gc, runSwitchboard);
  for (const [i, side] of sides.entries()) {
    if (i === 0) continue;
    const r = soaks[i];
    console.log(`after the run, result kept, vs ${side.short}: ours ${afterRun(oursSame)}, ${side.short} ${afterRun(r)} (${ratio(oursSame.afterRun / oursSame.turns, r.afterRun / r.turns)})`);
  }
  if (oursSame !== oursRun) console.log(`after the run, result kept, ours: ${afterRun(oursRun)}`);
  console.log(`ours, CPU ms per turn between checkpoints: ${perTurnBySegment(oursRun.checkpoints)}`);
  if (oursRun.read) console.log(`reading the kept result's events once (decoding the sealed log): ${oursRun.read.events.toLocaleString('en-US')} events in ${oursRun.read.ms.toFixed(1)} ms (${oursRun.read.cpuMs.toFixed(0)} ms CPU)`);
  const last = oursRun.checkpoints.at(-1);
  if (last && o1 && last.turn > 1000) {
    console.log(`ours from 1,000 to ${last.turn.toLocaleString('en-US')} turns: ${kib((last.heap - o1.heap) / (last.turn - 1000))}/turn (flat per-turn figure = memory grows linearly with the run)`);
  }
}
