/**
 * `npm run bench -- engine [--turns N] [--runs N]`: per-turn engine overhead of Switchboard's
 * agents-sdk-js profile beside `@openai/agents-core` 0.20.0 running the same scripted
 * conversation in the same process, plus heap growth per turn.
 *
 * The conversation: 3 agents in a ring (A -> B -> C -> A), N model calls in one run; every third
 * call is a function tool call, the others hand off to the next agent, the last one answers.
 * Model time is excluded: both sides use an instant in-memory model that replays prepared
 * outputs without copying requests. Tool code is the same trivial function on both sides; ours
 * runs through an in-process Sandbox that caches the compiled module (no worker), so the figure
 * is the engine's own cost. SDK tracing is disabled (it has no exporter here); ours always
 * records events and spans, which is included in our time and memory.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Agent, Runner, Usage, handoff, setTracingDisabled, tool } from '@openai/agents-core';
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

function instantModel(outputs: OutputItem[][]): Model {
  let i = 0;
  const next = (): ModelResponse => ({ output: outputs[i++], usage: { requests: 1, inputTokens: 0, outputTokens: 0, totalTokens: 0 } });
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

export async function runSwitchboard(turns: number, outputs: OutputItem[][]): Promise<unknown> {
  const handle = run(graphFor(), 'Start.', { model: instantModel(outputs), sandbox: cachedSandbox(), trusted: true, stream: false, maxTurns: turns, ids: counterIds() });
  const result = await handle.result;
  if (result.status !== 'completed') throw new Error(`Switchboard run ended ${result.status}: ${result.error?.message}`);
  return result;
}

export async function runSdk(turns: number, outputs: OutputItem[][]): Promise<unknown> {
  let i = 0;
  const model = {
    async getResponse() {
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
  const result = await new Runner({ model }).run(agents[0], 'Start.', { maxTurns: turns });
  if (result.finalOutput !== 'All done.') throw new Error(`SDK run ended without the final output`);
  return result;
}

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

interface Measured {
  label: string;
  runs: number;
  wallMs: number;
  cpuMs: number;
  heapPerTurn: number | null;
}

async function measure(label: string, turns: number, runs: number, gc: Gc | null, once: (turns: number, outputs: OutputItem[][]) => Promise<unknown>): Promise<Measured> {
  const warmUp = Math.min(turns, 50);
  await once(warmUp, script(warmUp)); // warm-up (JIT), kept short: the SDK's turns get slow as history grows
  const walls: number[] = [];
  const cpus: number[] = [];
  let heapPerTurn: number | null = null;
  for (let r = 0; r < runs; r++) {
    const outputs = script(turns);
    gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    const kept = await once(turns, outputs);
    walls.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuBefore);
    cpus.push((cpu.user + cpu.system) / 1000);
    if (gc && r === 0) {
      gc();
      heapPerTurn = (process.memoryUsage().heapUsed - heapBefore) / turns;
    }
    void kept;
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { label, runs, wallMs: median(walls), cpuMs: median(cpus), heapPerTurn };
}

export async function main(args: string[]): Promise<void> {
  setTracingDisabled(true);
  const flag = (name: string, fallback: number) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const turns = flag('--turns', 1000);
  const runs = flag('--runs', 3);
  // The SDK needs about a minute for 1,000 turns on this machine: one measured run by default.
  const sdkRuns = flag('--sdk-runs', 1);
  const gc = getGc();
  console.log(`${turns} model calls in one run, 3 agents (handoff ring + tool calls); instant scripted model; median of the measured runs after a 50-turn warm-up`);
  const ours = await measure('switchboard agents-sdk-js', turns, runs, gc, runSwitchboard);
  const sdk = await measure('@openai/agents-core 0.20.0', turns, sdkRuns, gc, runSdk);
  for (const m of [ours, sdk]) {
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB/turn`;
    const heap = m.heapPerTurn === null ? 'n/a (no gc)' : `${kib(m.heapPerTurn)} retained with the result`;
    const perTurn = (ms: number) => `${((ms * 1000) / turns).toFixed(0)} µs/turn`;
    console.log(`${m.label.padEnd(28)} wall ${m.wallMs.toFixed(0).padStart(6)} ms (${perTurn(m.wallMs)})  cpu ${m.cpuMs.toFixed(0).padStart(6)} ms (${perTurn(m.cpuMs)})  heap ${heap}  [${m.runs} run${m.runs === 1 ? '' : 's'}]`);
  }
  console.log(`ratio switchboard / sdk: wall ${(ours.wallMs / sdk.wallMs).toFixed(3)}x, cpu ${(ours.cpuMs / sdk.cpuMs).toFixed(3)}x (lower is better; < 1 is faster than the SDK)`);
  console.log(
    gc
      ? 'heap: heapUsed growth after gc() with the run result kept (ours includes the full event recording: every event and each request\'s input); approximate, V8 may keep recent garbage'
      : 'note: heap growth needs gc: run with node --expose-gc',
  );
}
