/**
 * Generated agents-sdk-js graphs for the export equivalence test: a seeded generator (the same
 * graphs every run) that varies what the exporter must translate natively: agent names that need
 * sanitising (`Refund/agent`, `Café Über`, `a-b.c`), tool parameter schemas (enums, integers,
 * nullable as a type list and as anyOf, optional properties, arrays, nested objects), transfer
 * overrides, handoff input types with on-handoff code, every input filter kind, enabled rules,
 * a statically disabled handoff, `{{var}}` instructions, per-agent models and model settings.
 * Each graph is a chain start → … → last; its scenarios walk the chain (a tool call with real
 * code on every agent, then the handoff) and try the disabled handoff.
 */
import type { Graph, JsonSchema } from '../../graph/schema.ts';
import { testGraph } from '../../graph/testGraph.ts';
import { toFunctionToolName } from '../../graph/toolNames.ts';
import { assistantMessage, functionCall, type OutputItem } from '../../models/items.ts';
import type { GraphCase, Scenario } from './scenarios.ts';

/** mulberry32: a small seeded PRNG, so the generated graphs are the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ['Agent A', 'billing agent', 'Refund/agent', 'a-b.c', 'Café Über', 'Planner', 'Order Desk', 'QA'];

/** A parameter kind: its schema, whether it is required, and a value the model sends for it. */
interface Param {
  schema: JsonSchema;
  required: boolean;
  value: unknown;
}

const PARAMS: Array<(i: number) => Param> = [
  (i) => ({ schema: { type: 'string', description: `text ${i}` }, required: true, value: `text-${i}` }),
  () => ({ schema: { type: 'number' }, required: true, value: 1.5 }),
  () => ({ schema: { type: 'integer' }, required: true, value: 3 }),
  () => ({ schema: { type: 'boolean' }, required: true, value: true }),
  () => ({ schema: { type: 'string', enum: ['red', 'green'] }, required: true, value: 'green' }),
  () => ({ schema: { type: ['string', 'null'] }, required: true, value: null }),
  () => ({ schema: { anyOf: [{ type: 'number' }, { type: 'null' }] }, required: true, value: 2.5 }),
  () => ({ schema: { type: 'array', items: { type: 'string' } }, required: true, value: ['a', 'b'] }),
  () => ({
    schema: { type: 'object', properties: { x: { type: 'integer' }, y: { type: 'string' } }, required: ['x', 'y'], additionalProperties: false },
    required: true,
    value: { x: 1, y: 'y' },
  }),
  () => ({ schema: { type: 'object', properties: { y: { type: 'string' } }, required: ['y'], additionalProperties: false }, required: true, value: { y: 'y' } }),
  (i) => ({ schema: { type: 'string' }, required: false, value: `optional-${i}` }),
  // optional: strict JS schemas make it required and nullable; the model may send null
  () => ({ schema: { type: 'number' }, required: false, value: null }),
  () => ({ schema: { type: 'number', description: 'optional' }, required: false, value: null }),
];

const TOOL_CODE = `export default function (args, { context }) {
  context.calls = (context.calls ?? 0) + 1;
  return { got: args, calls: context.calls, open: context.open };
}`;

const ON_HANDOFF = `export default function (input, { context }) {
  context.last_reason = input.reason;
}`;

const FILTER_CODE = `export default function (data) {
  return { ...data, inputHistory: data.inputHistory.slice(-1) };
}`;

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)];
}

interface Generated {
  graph: Graph;
  /** per agent (chain order): its tool's arguments */
  args: Array<Record<string, unknown>>;
  /** per edge (chain order): the transfer tool name and its arguments */
  transfers: Array<{ name: string; args: Record<string, unknown> }>;
  disabled: { from: number; name: string };
}

function generate(seed: number): Generated {
  const rand = random(seed);
  const count = 3 + Math.floor(rand() * 2);
  const names = [...NAMES].sort(() => rand() - 0.5).slice(0, count);
  const ids = names.map((_, i) => `g${i}`);
  const args: Array<Record<string, unknown>> = [];
  const tools = names.map((name, i) => {
    const kinds = [...PARAMS.keys()].sort(() => rand() - 0.5).slice(0, 2 + Math.floor(rand() * 3));
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    const values: Record<string, unknown> = {};
    kinds.forEach((kind, k) => {
      const param = PARAMS[kind](k);
      const key = `p${k}_${kind}`;
      properties[key] = param.schema;
      if (param.required) required.push(key);
      values[key] = param.value;
    });
    args.push(values);
    return {
      id: `t${i}`,
      type: 'function' as const,
      name: `tool_${i}_${toFunctionToolName(name).toLowerCase()}`,
      description: `Tool of ${name}.`,
      parameters: { type: 'object', properties, required, additionalProperties: false },
      code: TOOL_CODE,
    };
  });
  const agents = names.map((name, i) => ({
    id: ids[i],
    name,
    instructions: rand() < 0.5 ? `You are ${name}. Calls so far: {{calls}}. Reason: {{last_reason}}.` : `You are ${name}.`,
    handoffDescription: rand() < 0.5 ? `${name} handles step ${i}.` : '',
    model: rand() < 0.3 ? 'gpt-4.1' : null,
    modelSettings: rand() < 0.5 ? { temperature: Math.round(rand() * 10) / 10 } : {},
    tools: [tools[i].id],
  }));
  const transfers: Generated['transfers'] = [];
  const handoffs: Array<Record<string, unknown>> = [];
  for (let i = 0; i + 1 < count; i++) {
    const toolName = rand() < 0.3 ? `go_to_step_${i + 1}` : null;
    const typed = rand() < 0.5;
    const filter = pick(rand, [{ type: 'none' }, { type: 'remove_all_tools' }, { type: 'keep_last', count: 2 + Math.floor(rand() * 4) }, { type: 'code', code: FILTER_CODE }]);
    handoffs.push({
      id: `e${i}`,
      from: ids[i],
      to: ids[i + 1],
      trigger: { type: 'llm', toolName, description: rand() < 0.3 ? `Go on to ${names[i + 1]}.` : null, condition: null },
      inputSchema: typed ? { type: 'object', properties: { reason: { type: 'string' }, urgent: { type: ['boolean', 'null'] } }, required: ['reason', 'urgent'], additionalProperties: false } : null,
      onHandoff: typed ? ON_HANDOFF : null,
      inputFilter: filter,
      enabled: rand() < 0.4 ? { when: 'ctx.open === true' } : true,
    });
    transfers.push({ name: toolName ?? `transfer_to_${toFunctionToolName(names[i + 1])}`, args: typed ? { reason: `step ${i + 1}`, urgent: null } : {} });
  }
  handoffs.push({ id: 'disabled', from: ids[0], to: ids[count - 1], enabled: false });
  const graph = testGraph({
    id: `generated-${seed}`,
    name: `Generated ${seed}`,
    runtime: 'agents-sdk-js',
    startAgent: ids[0],
    settings: { model: 'gpt-4.1-mini', modelSettings: rand() < 0.5 ? { temperature: 0.5 } : {}, maxTurns: 20, afterWork: null },
    context: { open: true, calls: 0, last_reason: '' },
    agents,
    tools,
    handoffs,
  } as never);
  return { graph, args, transfers, disabled: { from: 0, name: `transfer_to_${toFunctionToolName(names[count - 1])}` } };
}

function chainScenario(g: Generated): Scenario {
  const turns: OutputItem[][] = [];
  const agents = g.graph.agents;
  agents.forEach((agent, i) => {
    turns.push([functionCall(g.graph.tools[i].type === 'function' ? (g.graph.tools[i] as { name: string }).name : '', g.args[i], `c${i}`)]);
    if (i < g.transfers.length) turns.push([assistantMessage(`${agent.name} passes on.`), functionCall(g.transfers[i].name, g.transfers[i].args, `h${i}`)]);
  });
  turns.push([assistantMessage('Done.')]);
  // A code filter after an earlier code filter sees other input history in the export (DIVERGENCES.md).
  const codeFilters = g.graph.handoffs.filter((h) => h.enabled !== false && h.inputFilter.type === 'code').length;
  return {
    name: 'chain: a tool call with real code on every agent, then the handoff along the edge',
    input: 'Start the chain',
    turns,
    expect: { lastAgent: agents.at(-1)!.name, finalOutput: 'Done.' },
    ...(codeFilters >= 2 ? { diverges: { startAgent: 'code-filter-buckets', runGraph: 'code-filter-buckets' } } : {}),
  };
}

function disabledScenario(g: Generated): Scenario {
  return {
    name: 'the statically disabled handoff is absent; calling it is an unknown tool',
    input: 'Skip ahead',
    turns: [[functionCall(g.disabled.name, {}, 'x1')]],
    expect: { error: `Tool ${g.disabled.name} not found in agent ${g.graph.agents[0].name}.` },
  };
}

function closedScenario(g: Generated): Scenario {
  return {
    name: 'enabled rules off (ctx.open false): the first agent answers',
    graph: (graph) => ({ ...graph, context: { ...graph.context, open: false } }),
    input: 'Hello',
    turns: [[functionCall((g.graph.tools[0] as { name: string }).name, g.args[0], 'c0')], [assistantMessage('Closed.')]],
    expect: { lastAgent: g.graph.agents[0].name, finalOutput: 'Closed.' },
  };
}

export const GENERATED_SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

export function generatedGraphs(): GraphCase[] {
  return GENERATED_SEEDS.map((seed) => {
    const g = generate(seed);
    return { name: `generated seed ${seed} (${g.graph.agents.map((a) => a.name).join(' → ')})`, graph: g.graph, scenarios: [chainScenario(g), disabledScenario(g), closedScenario(g)] };
  });
}
