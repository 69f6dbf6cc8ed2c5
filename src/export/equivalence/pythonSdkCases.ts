/**
 * The graphs and scripts the Agents SDK Python profile is checked on against the real SDK
 * (scripts/pythonSdkDifferential.ts; the results are pinned in fixtures/pythonSdkRequests.json and
 * compared in CI by pythonSdkFixtures.test.ts): every shipped example and the every-feature
 * fixture as agents-sdk-python graphs, walked from each agent through each of its tools and
 * transfers (src/export/equivalence/exampleWalks.ts), and a graph of the schema shapes pydantic
 * changes (nested models, optional and renamed parameters, handoff input types, output types).
 *
 * A tool without `pythonCode` is exported as a stub raising NotImplementedError("TODO: port from
 * TypeScript"); the engine runs the same tool as code that throws that text (`engineGraph`), so
 * both sides show the model the same tool error and everything else is compared as it is.
 */
import type { Graph } from '../../graph/schema.ts';
import { pythonName } from '../../graph/pythonIdentifiers.ts';
import { withAg2AgentNames } from '../../graph/ag2Names.ts';
import { testGraph } from '../../graph/testGraph.ts';
import { assistantMessage, functionCall, type OutputItem } from '../../models/items.ts';
import { exampleWalkCases, walks } from './exampleWalks.ts';
import { EXAMPLES, exampleGraph } from '../../graph/examples.ts';

export interface PythonSdkScenario {
  name: string;
  input: string;
  turns: OutputItem[][];
  graph?: (graph: Graph) => Graph;
  /** the graph the engine runs (default: stubs as the export writes them) */
  engineGraph?: (graph: Graph) => Graph;
}

export interface PythonSdkCase {
  name: string;
  graph: Graph;
  scenarios: PythonSdkScenario[];
}

const STUB = 'export default function () { throw new Error("TODO: port from TypeScript"); }';

/** Tools, on-handoff callbacks and input filters the export writes as stubs throw the stub's text in the engine too. */
export function withExportStubs(graph: Graph): Graph {
  return {
    ...graph,
    tools: graph.tools.map((t) => (t.type === 'function' && !t.pythonCode?.trim() ? { ...t, code: STUB } : t)),
    // an on-handoff without a Python body is exported as a stub
    handoffs: graph.handoffs.map((h) => {
      const stubbed = h.onHandoff && !h.onHandoffPython?.trim() ? { ...h, onHandoff: STUB } : h;
      // so is a code input filter (it has no Python body)
      return stubbed.inputFilter.type === 'code' ? { ...stubbed, inputFilter: { ...stubbed.inputFilter, code: STUB } } : stubbed;
    }),
  };
}

/**
 * The graph without its guardrails: they have no Python body, so the export writes each as a stub
 * raising NotImplementedError, and an input guardrail runs concurrently with the first model call
 * (whether that request goes out before the stub raises is a race on both sides). The walks
 * compare the tools and transfers; guardrails are not compared on the Python SDK.
 */
export function withoutGuardrails(graph: Graph): Graph {
  if (graph.guardrails.length === 0) return graph;
  return {
    ...graph,
    guardrails: [],
    agents: graph.agents.map((a) => ({ ...a, inputGuardrails: [], outputGuardrails: [] })),
    tools: graph.tools.map((t) => (t.type === 'function' ? { ...t, inputGuardrails: [], outputGuardrails: [] } : t)),
  };
}

/** A walk's call arguments under the exported signature's names (what the SDK shows the model). */
function pythonArguments(graph: Graph, turns: OutputItem[][]): OutputItem[][] {
  return turns.map((turn) =>
    turn.map((item) => {
      if (item.type !== 'function_call') return item;
      const tool = graph.tools.find((t) => t.type === 'function' && t.name === item.name);
      if (!tool || tool.type !== 'function') return item;
      const args = JSON.parse(item.arguments || '{}') as Record<string, unknown>;
      const props = Object.keys((tool.parameters.properties ?? {}) as object);
      const renamed = Object.fromEntries(Object.entries(args).map(([k, v]) => [props.includes(k) ? pythonName(k) : k, v]));
      return { ...item, arguments: JSON.stringify(renamed) };
    }),
  );
}

export function schemaShapesGraph(): Graph {
  return testGraph({
    runtime: 'agents-sdk-python',
    startAgent: 'triage',
    agents: [
      { id: 'triage', name: 'Triage Agent', instructions: 'route', tools: ['find', 'blank'] },
      { id: 'billing', name: 'Billing Agent', instructions: 'bill', outputSchema: { type: 'object', description: 'The verdict', properties: { refund: { type: 'boolean' }, note: { type: 'string' } }, required: ['refund'] } },
      { id: 'lister', name: 'Lister', instructions: 'list', outputSchema: { type: 'array', items: { type: 'string' } } },
    ],
    tools: [
      {
        id: 'find', type: 'function', name: 'find_orders', description: 'Find orders.',
        parameters: {
          type: 'object',
          properties: {
            'customer-id': { type: 'string', description: 'The customer' },
            class: { type: 'string', enum: ['gold', 'basic'] },
            limit: { type: 'integer' },
            where: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
          },
          required: ['customer-id', 'class', 'where'],
          additionalProperties: false,
        },
        code: 'export default (args) => JSON.stringify(args)',
      },
      { id: 'blank', type: 'function', name: 'ping', description: '', parameters: { type: 'object', properties: {} }, code: 'export default () => "pong"' },
    ],
    handoffs: [
      { id: 'h', from: 'triage', to: 'billing', trigger: { type: 'llm' }, inputSchema: { type: 'object', description: 'Why billing.', properties: { reason: { type: 'string' }, urgent: { type: 'boolean' } }, required: ['reason'] }, onHandoff: 'export default (_ctx, input) => {}', onHandoffPython: 'def note_reason(ctx, input):\n    ctx.context["reason"] = input.reason' },
      { id: 'h2', from: 'triage', to: 'lister', trigger: { type: 'llm' } },
    ],
  });
}

function schemaScenarios(): PythonSdkScenario[] {
  const call = (name: string, args: unknown, id = 'c1') => functionCall(name, args as Record<string, unknown>, id);
  return [
    { name: 'tool with an optional parameter null', input: 'find', turns: [[call('find_orders', { customer_id_: 'c1', class_: 'gold', where: { city: 'Oslo' }, limit: null })], [assistantMessage('found')]] },
    { name: 'tool under JSON names (refused)', input: 'find', turns: [[call('find_orders', { 'customer-id': 'c1', class: 'gold', where: { city: 'Oslo' } })], [assistantMessage('no')]] },
    { name: 'tool with empty arguments', input: 'ping', turns: [[functionCall('ping', '', 'c1')], [assistantMessage('pinged')]] },
    { name: 'handoff with input, structured output', input: 'refund', turns: [[call('transfer_to_billing_agent', { reason: 'r', urgent: null }, 'h1')], [assistantMessage('{"refund":true,"note":null}')]] },
    { name: 'handoff to a list output', input: 'list', turns: [[call('transfer_to_lister', {}, 'h1')], [assistantMessage('{"response":["a","b"]}')]] },
  ];
}

export const PYTHON_SDK_CASES: PythonSdkCase[] = [
  // walked as Python graphs: the transfer tools under the Python SDK's names
  ...exampleWalkCases().map((c): PythonSdkCase => {
    const graph: Graph = withoutGuardrails({ ...c.graph, runtime: 'agents-sdk-python' });
    return {
      name: c.name.replace('agents-sdk-js', 'agents-sdk-python'),
      graph,
      scenarios: walks(graph).map((s) => ({ name: s.name, input: s.input, graph: s.graph, turns: pythonArguments(graph, s.turns), engineGraph: withExportStubs })),
    };
  }),
  { name: 'schema shapes', graph: schemaShapesGraph(), scenarios: schemaScenarios().map((s) => ({ ...s, engineGraph: withExportStubs })) },
];


/** A scenario's turns as replies of scripts/fakeOpenAIServer.ts (its FakeReply shape). */
export function scriptedReplies(scenario: PythonSdkScenario): Array<{ text?: string; toolCalls?: Array<{ name: string; arguments: string; id: string }> }> {
  return scenario.turns.map((turn) => {
    const reply: { text?: string; toolCalls?: Array<{ name: string; arguments: string; id: string }> } = {};
    for (const item of turn) {
      if (item.type === 'message') reply.text = item.content.map((c) => ('text' in c ? c.text : '')).join('');
      else if (item.type === 'function_call') (reply.toolCalls ??= []).push({ name: item.name, arguments: item.arguments, id: item.callId });
    }
    return reply;
  });
}

/**
 * A request body as the model sees it: keys sorted (JSON key order is not model-visible), except
 * inside the schemas of tools and of the output format, which reach the model as text and are
 * compared in their own order; without what only one client spells out (Python sends
 * `stream: false`, and a Responses input message without `type: "message"`, the API's default).
 */
/** The keys whose value is a JSON Schema the model reads as text: compared in their own order. */
const SCHEMA_KEYS = new Set(['parameters', 'schema']);

export function visibleBody(body: unknown): unknown {
  const b = { ...(body as Record<string, unknown>) };
  if (b.stream === false) delete b.stream;
  // and replays output items with the `id` and `status` the response gave them (bookkeeping of
  // the stored item, not content); the engine sends the same items without them
  if (Array.isArray(b.input)) {
    b.input = b.input.map((item: Record<string, unknown>) => {
      const { id: _id, status: _status, ...rest } = item;
      return 'role' in rest && !('type' in rest) ? { type: 'message', ...rest } : rest;
    });
  }
  // Swarm echoes whole response messages (refusal, audio, … as null, its own sender/tool_name keys)
  // and leaves out `strict: false` and `tool_choice: null`, the API's defaults (docs/SEMANTICS.md §0)
  if (Array.isArray(b.messages)) {
    b.messages = b.messages.map((m: Record<string, unknown>) => Object.fromEntries(Object.entries(m).filter(([k, v]) => k !== 'sender' && k !== 'tool_name' && (v !== null || k === 'content'))));
  }
  if (b.tool_choice === null) delete b.tool_choice;
  // and Responses `tools: []` for an agent without tools: no tools either way
  if (b.tools === null || (Array.isArray(b.tools) && b.tools.length === 0)) delete b.tools;
  // Python sends Responses `include: []`, the API's default
  if (Array.isArray(b.include) && b.include.length === 0) delete b.include;
  if (Array.isArray(b.tools)) {
    b.tools = b.tools.map((t: Record<string, unknown>) => {
      // Python spells out a hosted tool's unset options (`filters: null`), the API's default
      if (typeof t.type === 'string' && t.type !== 'function') return Object.fromEntries(Object.entries(t).filter(([, v]) => v !== null));
      const fn = t.function as Record<string, unknown> | undefined;
      if (!fn || fn.strict !== false) return t;
      const { strict: _strict, ...rest } = fn;
      return { ...t, function: rest };
    });
  }
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, SCHEMA_KEYS.has(k) ? (value as Record<string, unknown>)[k] : sorted((value as Record<string, unknown>)[k])]));
  };
  return sorted(b);
}

/**
 * Swarm (6af0b4c), run the same way on the Swarm export (Chat Completions only): every example as
 * a Swarm graph walked through each function of each agent, and a graph for a batch whose calls
 * change the context and for parameters that are not Python names (docs/SEMANTICS.md §4.4-4.5).
 */
export function swarmBatchGraph(): Graph {
  return testGraph({
    runtime: 'swarm',
    startAgent: 'triage',
    agents: [
      { id: 'triage', name: 'Triage Agent', instructions: 'Help.', tools: ['route_n', 'bump_n', 'search'] },
      { id: 'sales', name: 'Sales Agent', instructions: 'Sell. n={{n}} m={{m}}' },
    ],
    tools: [
      {
        id: 'route_n', type: 'function', name: 'route_n', description: 'Route.', parameters: { type: 'object', properties: {} },
        code: 'export default async function (_a, { context, handoff }) { context.n = 1; return handoff("sales", "go"); }',
        pythonCode: 'def route_n(context_variables):\n    context_variables["n"] = 1\n    return handoff("sales", "go", context_variables)',
        routesTo: ['sales'],
      },
      {
        id: 'bump_n', type: 'function', name: 'bump_n', description: 'Bump.', parameters: { type: 'object', properties: {} },
        code: 'export default async function (_a, { context }) { context.n = 2; context.m = 3; return "bumped"; }',
        pythonCode: 'def bump_n(context_variables):\n    context_variables["n"] = 2\n    context_variables["m"] = 3\n    return "bumped"',
      },
      {
        id: 'search', type: 'function', name: 'search', description: 'Search.',
        parameters: { type: 'object', properties: { 'max-results': { type: 'integer' }, class: { type: 'string' } }, required: ['max-results'] },
        code: 'export default async function (args) { return `${args["max-results"]} ${args.class}`; }',
        pythonCode: 'def search(max_results_, class_=None):\n    return f"{max_results_} {class_}"',
      },
    ],
    context: { n: 0, m: 0 },
  });
}

export const SWARM_CASES: PythonSdkCase[] = [
  ...EXAMPLES.map((e): PythonSdkCase => {
    const graph: Graph = { ...exampleGraph(e), runtime: 'swarm' };
    return {
      name: `${e.id} walks (as swarm)`,
      graph,
      scenarios: walks(graph).map((s) => ({ name: s.name, input: s.input, graph: s.graph, turns: pythonArguments(graph, s.turns), engineGraph: withExportStubs })),
    };
  }),
  {
    name: 'swarm batch and names',
    graph: swarmBatchGraph(),
    scenarios: [
      { name: 'route then bump in one response', input: 'go', turns: [[functionCall('route_n', {}, 'c1'), functionCall('bump_n', {}, 'c2')], [assistantMessage('sold')]] },
      { name: 'bump then route in one response', input: 'go', turns: [[functionCall('bump_n', {}, 'c1'), functionCall('route_n', {}, 'c2')], [assistantMessage('sold')]] },
      { name: 'a parameter that is not a Python name', input: 'search', turns: [[functionCall('search', { max_results_: 3, class_: 'gold' }, 'c1')], [assistantMessage('found')]] },
    ],
  },
];

/**
 * AG2 (0.11.5), run the same way on the AG2 export (Chat Completions only): every example as an
 * AG2 graph walked through each tool and transfer of each agent, and a graph for the AG2 items of
 * #22: an optional parameter before `context_variables` (the export's signature, item 9), names
 * that are not Python names (item 11), `handoff(id)` without a message (item 12).
 */
export function ag2ItemsGraph(): Graph {
  return testGraph({
    runtime: 'ag2',
    startAgent: 'triage',
    agents: [
      { id: 'triage', name: 'Triage Agent', instructions: 'Help.', tools: ['post', 'search'] },
      { id: 'sales', name: 'Sales Agent', instructions: 'Sell. n={n}' },
    ],
    tools: [
      {
        id: 'post', type: 'function', name: 'post_execution_transfer', description: 'Route after the run.',
        parameters: { type: 'object', properties: { next: { type: 'string' }, note: { type: 'string' } }, required: ['next'] },
        code: 'export default async function (_a, { context, handoff }) { context.n = 1; return handoff("sales"); }',
        pythonCode: 'def post_execution_transfer(next, context_variables, note=None):\n    context_variables["n"] = 1\n    return handoff("sales")',
        routesTo: ['sales'],
      },
      {
        id: 'search', type: 'function', name: 'search', description: 'Search.',
        parameters: { type: 'object', properties: { 'max-results': { type: 'integer' }, class: { type: 'string' } }, required: ['max-results'] },
        code: 'export default async function (args) { return `${args["max-results"]} ${args.class}`; }',
        pythonCode: 'def search(max_results_, class_=None):\n    return f"{max_results_} {class_}"',
      },
    ],
    context: { n: 0 },
  });
}

export const AG2_CASES: PythonSdkCase[] = [
  ...EXAMPLES.map((e): PythonSdkCase => {
    // the engine refuses whitespace in AG2 agent names; the export renames them the same way
    const graph: Graph = withAg2AgentNames({ ...exampleGraph(e), runtime: 'ag2' });
    return {
      name: `${e.id} walks (as ag2)`,
      graph,
      scenarios: walks(graph).map((s) => ({ name: s.name, input: s.input, graph: s.graph, turns: pythonArguments(graph, s.turns), engineGraph: withExportStubs })),
    };
  }),
  {
    name: 'ag2 items',
    graph: withAg2AgentNames(ag2ItemsGraph()),
    scenarios: [
      { name: 'optional parameter and context, handoff without a message', input: 'post', turns: [[functionCall('post_execution_transfer', { next: 'sales', note: null }, 'c1')], [assistantMessage('sold')]] },
      { name: 'a parameter that is not a Python name', input: 'search', turns: [[functionCall('search', { max_results_: 3, class_: 'gold' }, 'c1')], [assistantMessage('found')]] },
    ],
  },
];
