/**
 * Proves the runtime support table (src/graph/runtimeSupport.ts) against the engine: for every
 * feature and every runtime profile, a tiny graph using the feature runs under that profile with
 * a scripted model and the fake sandbox, and the feature has a visible effect exactly when the
 * table says the runtime supports it. The lint rule built on the table must warn exactly when it
 * has none.
 */
import { describe, expect, it } from 'vitest';
import { runtimeSupportRule } from '../graph/lint/runtimeSupport.ts';
import { RUNTIME_SUPPORT, type RuntimeFeature } from '../graph/runtimeSupport.ts';
import { RuntimeSchema, type Graph, type JsonSchema, type Runtime } from '../graph/schema.ts';
import { assistantMessage, functionCall, type OutputItem } from '../models/items.ts';
import type { ModelRequest } from '../models/model.ts';
import type { RunEvent, RunEventOf } from './events.ts';
import type { McpConnector } from './mcp.ts';
import { createFakeSandbox, type FakeSandbox } from './testing/fakeSandbox.ts';
import { drive, type Driven } from './testing/drive.ts';
import { testGraph, type TestGraphInput } from './testing/graphs.ts';

/** A (instructions "I am A") and B ("I am B"); AG2 refuses names with whitespace. */
type AgentExtra = Partial<TestGraphInput['agents'][number]>;
function graph(runtime: Runtime, extra: Partial<TestGraphInput> & { a?: AgentExtra; b?: AgentExtra } = {}): Graph {
  const { a, b, ...rest } = extra;
  return testGraph({
    runtime,
    agents: [
      { id: 'a', name: 'A', instructions: 'I am A', ...a },
      { id: 'b', name: 'B', instructions: 'I am B', ...b },
    ],
    ...rest,
  });
}

/**
 * An llm-trigger edge A → B whose transfer tool is `go_b` under every runtime but AG2, which
 * names it `transfer_to_B_1` itself (handoffs.py:299-303, AG2 0.11.5; see goBName).
 */
const goB = (extra: Record<string, unknown> = {}) => ({
  id: 'a-b',
  from: 'a',
  to: 'b',
  trigger: { type: 'llm' as const, toolName: 'go_b', description: null, condition: null },
  ...extra,
});

const TRANSFER_NAMES = ['go_b', 'transfer_to_B_1'];
const goBName = (g: Graph) => (g.runtime === 'ag2' ? 'transfer_to_B_1' : 'go_b');

const say = (text: string) => (): OutputItem[] => [assistantMessage(text)];
const DONE = Array.from({ length: 6 }, () => say('done'));
const callThen = (name: string) => [() => [functionCall(name, '{}', 'call_1')], ...DONE];

const mcpServer = (requireApproval: 'always' | 'never') => ({ id: 'srv', name: 'srv', transport: { type: 'streamable_http' as const, url: 'http://127.0.0.1:9/mcp' }, requireApproval });

/** An in-process MCP server with one tool (the real server is in src/mcp/engineWithEverything.test.ts). */
function fakeMcp(): McpConnector {
  return {
    toolCache: new Map(),
    connect: async () => ({
      listTools: async () => [{ name: 'lookup', description: 'Looks up', inputSchema: { type: 'object', properties: {} } }],
      callTool: async () => ({ content: [{ type: 'text', text: 'FOUND' }] }),
    }),
  };
}

async function runIt(g: Graph, turns: Array<() => OutputItem[]>, sandbox: FakeSandbox = createFakeSandbox()): Promise<Driven & { sandbox: FakeSandbox }> {
  const driven = await drive(g, 'hi', turns, { sandbox });
  // A probe is only meaningful if the run itself went through.
  expect(driven.result.error, `${g.runtime}: ${driven.result.error?.message}`).toBeNull();
  return { ...driven, sandbox };
}

function events<T extends RunEvent['type']>(all: RunEvent[], type: T): RunEventOf<T>[] {
  return all.filter((e) => e.type === type) as RunEventOf<T>[];
}

const bRan = (all: RunEvent[]) => events(all, 'agent_start').some((e) => e.agentId === 'b');
const requestOf = (d: Driven, agent: 'A' | 'B'): ModelRequest | undefined => d.model.calls.find((c) => c.request.systemInstructions === `I am ${agent}`)?.request;

/** The JSON Schema of `go_b` as the model sees it (an SDK handoff, or a Swarm/AG2 function). */
function transferSchema(request: ModelRequest): JsonSchema | undefined {
  const handoff = request.handoffs.find((h) => TRANSFER_NAMES.includes(h.toolName));
  if (handoff) return handoff.inputJsonSchema;
  const tool = request.tools.find((t) => t.type === 'function' && TRANSFER_NAMES.includes(t.name));
  return tool?.type === 'function' ? tool.parameters : undefined;
}

function transferDescription(request: ModelRequest): string | undefined {
  const handoff = request.handoffs.find((h) => TRANSFER_NAMES.includes(h.toolName));
  if (handoff) return handoff.toolDescription;
  const tool = request.tools.find((t) => t.type === 'function' && TRANSFER_NAMES.includes(t.name));
  return tool?.type === 'function' ? tool.description : undefined;
}

const fn = (id: string, code: string, extra: Record<string, unknown> = {}) => ({ id, type: 'function' as const, name: id, code, ...extra });
const guardrail = (id: string, kind: 'input' | 'output' | 'tool_input' | 'tool_output', code: string) => ({ id, kind, name: id, code });

interface Probe {
  graph: Graph;
  /** whether the feature visibly did something in this run */
  effect: boolean;
}

/** One probe per feature: runs a graph using it under `runtime`. */
const PROBES: Record<RuntimeFeature, (runtime: Runtime) => Promise<Probe[]>> = {
  async contextTrigger(runtime) {
    const g = graph(runtime, { handoffs: [{ id: 'a-b', from: 'a', to: 'b', trigger: { type: 'context', when: 'true' } }] });
    const d = await runIt(g, DONE);
    return [{ graph: g, effect: events(d.events, 'handoff_taken').some((e) => e.toAgentId === 'b') && bRan(d.events) }];
  },

  async conditionPrompt(runtime) {
    const g = graph(runtime, { handoffs: [goB({ trigger: { type: 'llm', toolName: 'go_b', description: null, condition: 'COND-PROMPT' } })] });
    const d = await runIt(g, DONE);
    const description = transferDescription(d.model.calls[0].request);
    expect(description, 'the transfer tool is offered').toBeDefined();
    return [{ graph: g, effect: description?.includes('COND-PROMPT') === true }];
  },

  async handoffDescription(runtime) {
    const g = graph(runtime, { b: { handoffDescription: 'HD-TEXT' }, handoffs: [goB()] });
    const d = await runIt(g, DONE);
    const description = transferDescription(d.model.calls[0].request);
    expect(description, 'the transfer tool is offered').toBeDefined();
    return [{ graph: g, effect: description?.includes('HD-TEXT') === true }];
  },

  async inputSchema(runtime) {
    const schema = { type: 'object', properties: { reason: { type: 'string' } }, required: ['reason'], additionalProperties: false };
    const g = graph(runtime, { handoffs: [goB({ inputSchema: schema, onHandoff: 'export default async function () { return null; }' })] });
    const d = await runIt(g, DONE);
    const seen = transferSchema(d.model.calls[0].request);
    expect(seen, 'the transfer tool is offered').toBeDefined();
    const properties = (seen?.properties ?? {}) as Record<string, unknown>;
    return [{ graph: g, effect: 'reason' in properties }];
  },

  async onHandoff(runtime) {
    const g = graph(runtime, { handoffs: [goB({ onHandoff: 'export default async function () { return null; }' })] });
    const d = await runIt(g, callThen(goBName(g)));
    expect(bRan(d.events), 'the handoff is taken').toBe(true);
    return [{ graph: g, effect: d.sandbox.requests.some((r) => r.kind === 'on_handoff') }];
  },

  async inputFilter(runtime) {
    const g = graph(runtime, { handoffs: [goB({ inputFilter: { type: 'keep_last', count: 1 } })] });
    const d = await runIt(g, callThen(goBName(g)));
    const seenByB = requestOf(d, 'B');
    expect(seenByB, 'B is asked after the handoff').toBeDefined();
    const sawUser = seenByB?.input.some((item) => item.type === 'message' && item.role === 'user' && item.content === 'hi');
    return [{ graph: g, effect: sawUser === false }];
  },

  async agentGuardrails(runtime) {
    const g = graph(runtime, {
      a: { inputGuardrails: ['gin'], outputGuardrails: ['gout'] },
      guardrails: [guardrail('gin', 'input', 'export default async function () { return { tripwire: false }; }'), guardrail('gout', 'output', 'export default async function () { return { tripwire: false }; }')],
    });
    const d = await runIt(g, DONE);
    const kinds = new Set(events(d.events, 'guardrail').map((e) => e.kind));
    return [{ graph: g, effect: kinds.has('input') && kinds.has('output') }];
  },

  async outputSchema(runtime) {
    const g = graph(runtime, { a: { outputSchema: { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'], additionalProperties: false } } });
    const d = await runIt(g, [say('{"answer":"yes"}'), ...DONE]);
    const structured = d.model.calls[0].request.outputSchema !== null && typeof d.result.finalOutput === 'object' && d.result.finalOutput !== null;
    return [{ graph: g, effect: structured }];
  },

  async toolUseBehavior(runtime) {
    const g = graph(runtime, { a: { tools: ['t'], toolUseBehavior: 'stop_on_first_tool' }, tools: [fn('t', 'export default async function () { return "TOOL-OUT"; }')] });
    const d = await runIt(g, callThen('t'));
    expect(events(d.events, 'tool_call_end').map((e) => e.output), 'the tool ran').toEqual(['TOOL-OUT']);
    // stop_on_first_tool: the tool's output is final, the model is not asked again
    return [{ graph: g, effect: d.model.calls.length === 1 }];
  },

  async afterWork(runtime) {
    const own = graph(runtime, { a: { afterWork: { type: 'agent', agent: 'b' } } });
    // B inherits the group after-work too (back to itself): AG2 would go round until max_rounds
    const base = graph(runtime, { maxTurns: 4 });
    const group: Graph = { ...base, settings: { ...base.settings, afterWork: { type: 'agent', agent: 'b' } } };
    const probes: Probe[] = [];
    for (const g of [own, group]) probes.push({ graph: g, effect: bRan((await runIt(g, DONE)).events) });
    return probes;
  },

  async functionRouting(runtime) {
    const g = graph(runtime, {
      a: { tools: ['r'] },
      tools: [fn('r', 'export default async function (_args, { handoff }) { handoff("b"); return "routed"; }', { routesTo: ['b'] })],
    });
    const d = await runIt(g, callThen('r'));
    expect(events(d.events, 'tool_call_end').length, 'the tool ran').toBe(1);
    return [{ graph: g, effect: bRan(d.events) }];
  },

  async toolGuardrails(runtime) {
    const g = graph(runtime, {
      a: { tools: ['t'] },
      tools: [fn('t', 'export default async function () { return "TOOL-OUT"; }', { inputGuardrails: ['tin'], outputGuardrails: ['tout'] })],
      guardrails: [
        guardrail('tin', 'tool_input', 'export default async function () { return { behavior: "allow" }; }'),
        guardrail('tout', 'tool_output', 'export default async function () { return { behavior: "reject_content", message: "BLOCKED" }; }'),
      ],
    });
    const d = await runIt(g, callThen('t'));
    const kinds = new Set(events(d.events, 'guardrail').map((e) => e.kind));
    const output = events(d.events, 'tool_call_end')[0]?.output;
    return [{ graph: g, effect: kinds.has('tool_input') && kinds.has('tool_output') && output === 'BLOCKED' }];
  },

  async hostedTools(runtime) {
    const g = graph(runtime, {
      a: { tools: ['search', 'docs'] },
      tools: [
        { id: 'search', type: 'hosted', hosted: 'web_search' },
        { id: 'docs', type: 'mcp', serverLabel: 'docs', serverUrl: 'https://example.com/mcp' },
      ],
    });
    const d = await runIt(g, DONE);
    return [{ graph: g, effect: d.model.calls[0].request.tools.filter((t) => t.type === 'hosted_tool').length === 2 }];
  },

  async computerTool(runtime) {
    const g = graph(runtime, { a: { tools: ['screen'] }, tools: [{ id: 'screen', type: 'computer' }] });
    const d = await runIt(g, DONE);
    return [{ graph: g, effect: d.model.calls[0].request.tools.some((t) => t.type === 'computer') }];
  },

  async mcpServers(runtime) {
    const g = graph(runtime, { a: { mcpServers: [mcpServer('never')] } });
    const d = await drive(g, 'hi', DONE, { mcp: fakeMcp() });
    expect(d.result.error).toBeNull();
    return [{ graph: g, effect: d.model.calls[0].request.tools.some((t) => t.type === 'function' && t.name === 'lookup') }];
  },

  async mcpApproval(runtime) {
    const g = graph(runtime, { a: { mcpServers: [mcpServer('always')] } });
    const d = await drive(g, 'hi', callThen('lookup'), { mcp: fakeMcp() });
    return [{ graph: g, effect: events(d.events, 'approval_needed').length === 1 }];
  },

  async samplingSettings(runtime) {
    const base = graph(runtime, { a: { modelSettings: { topP: 0.5, maxTokens: 50 } } });
    const g: Graph = { ...base, settings: { ...base.settings, modelSettings: { temperature: 0.3 } } };
    const d = await runIt(g, DONE);
    const settings = d.model.calls[0].request.modelSettings;
    return [{ graph: g, effect: settings.temperature === 0.3 && settings.topP === 0.5 && settings.maxTokens === 50 }];
  },

  async nestedChats(runtime) {
    // A's reply is B's answer in a nested chat: B's model is asked with B's instructions
    const g = graph(runtime, { a: { nestedChats: [{ agent: 'b' }] } });
    const d = await runIt(g, DONE);
    return [{ graph: g, effect: requestOf(d, 'B') !== undefined }];
  },

  async agentTools(runtime) {
    // under the SDKs the tool is offered as `ask_b` and its call runs B nested
    const g = graph(runtime, { agentTools: [{ id: 'a-b', from: 'a', to: 'b', toolName: 'ask_b' }] });
    const offered = (await runIt(g, DONE)).model.calls[0].request.tools.some((t) => t.type === 'function' && t.name === 'ask_b');
    if (!offered) return [{ graph: g, effect: false }];
    const d = await runIt(g, [() => [functionCall('ask_b', { input: 'q' }, 'call_1')], ...DONE]);
    return [{ graph: g, effect: bRan(d.events) && requestOf(d, 'B') !== undefined }];
  },
};

describe('runtime support table, proven by running the engine', () => {
  for (const feature of Object.keys(PROBES) as RuntimeFeature[]) {
    describe(feature, () => {
      for (const runtime of RuntimeSchema.options) {
        const support = RUNTIME_SUPPORT[feature].support[runtime];
        it(`${runtime}: ${support.supported ? 'has an effect' : 'has no effect, and lint warns'}`, async () => {
          for (const probe of await PROBES[feature](runtime)) {
            expect(probe.effect, support.source).toBe(support.supported);
            const warnings = runtimeSupportRule.check(probe.graph);
            expect(warnings.length > 0, warnings.map((w) => w.message).join('\n')).toBe(!support.supported);
          }
        });
      }
    });
  }
});
