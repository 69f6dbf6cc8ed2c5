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
import { testGraph } from '../../graph/testGraph.ts';
import { assistantMessage, functionCall, type OutputItem } from '../../models/items.ts';
import { exampleWalkCases } from '../../export/equivalence/exampleWalks.ts';

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

/** Tools the export writes as stubs throw the stub's text in the engine too. */
export function withExportStubs(graph: Graph): Graph {
  return { ...graph, tools: graph.tools.map((t) => (t.type === 'function' && !t.pythonCode?.trim() ? { ...t, code: STUB } : t)) };
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
      { id: 'h', from: 'triage', to: 'billing', trigger: { type: 'llm' }, inputSchema: { type: 'object', description: 'Why billing.', properties: { reason: { type: 'string' }, urgent: { type: 'boolean' } }, required: ['reason'] }, onHandoff: 'export default () => {}' },
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
  ...exampleWalkCases().map((c): PythonSdkCase => {
    const graph: Graph = { ...c.graph, runtime: 'agents-sdk-python' };
    return {
      name: c.name.replace('agents-sdk-js', 'agents-sdk-python'),
      graph,
      scenarios: c.scenarios.map((s) => ({ name: s.name, input: s.input, graph: s.graph, turns: pythonArguments(graph, s.turns), engineGraph: withExportStubs })),
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

/** A request body without what only one client spells out (Python sends `stream: false`). */
export function visibleBody(body: unknown): unknown {
  const b = { ...(body as Record<string, unknown>) };
  if (b.stream === false) delete b.stream;
  return b;
}
