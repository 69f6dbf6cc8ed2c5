/**
 * The graphs and scripted conversations the TypeScript export is checked on. Every scenario walks
 * edges of its graph and states what the engine run must come to (`expect`), so that a scenario
 * cannot pass by both sides failing the same way early.
 *
 * `diverges` marks scenarios where the export and the engine are known to differ; the test runs
 * them as `it.fails` so the divergence stays visible (DIVERGENCES.md beside this file).
 */
import { EXAMPLES, exampleGraph } from '../../graph/examples.ts';
import type { Graph } from '../../graph/schema.ts';
import { testGraph } from '../../graph/testGraph.ts';
import { assistantMessage, functionCall, type OutputItem } from '../../models/items.ts';
import { everyFeatureGraph } from '../fixtures/graphs.ts';
import type { Decision } from './harness.ts';
import { exampleWalkCases } from './exampleWalks.ts';
import { generatedGraphs } from './generatedGraphs.ts';

/** how the export is driven: from its start agent, through its runGraph(), or from its start agent streamed */
export type Via = 'startAgent' | 'runGraph' | 'stream';

export interface Scenario {
  name: string;
  input: string;
  turns: OutputItem[][];
  approvals?: Decision[];
  /** a variant of the graph for this scenario (another context, another start agent) */
  graph?: (graph: Graph) => Graph;
  /** what the engine run comes to */
  expect: { lastAgent?: string; finalOutput?: unknown; error?: string };
  /** known divergences, by driver (`stream` has those of `startAgent`): the id of the entry in DIVERGENCES.md */
  diverges?: Partial<Record<Via, string>>;
}

export interface GraphCase {
  name: string;
  graph: Graph;
  scenarios: Scenario[];
}

function example(id: string): Graph {
  const found = EXAMPLES.find((e) => e.id === id);
  if (!found) throw new Error(`no example ${id}`);
  return exampleGraph(found);
}

const withContext = (patch: Graph['context']) => (g: Graph): Graph => ({ ...g, context: { ...g.context, ...patch } });
const startingAt = (agent: string) => (g: Graph): Graph => ({ ...g, startAgent: agent });

const billing: GraphCase = {
  name: 'billing-support-sdk',
  graph: example('billing-support-sdk'),
  scenarios: [
    {
      name: 'handoff chain: input type + on-handoff + remove-all-tools, real tool code, enabled rule, approved refund',
      input: 'Why was I charged twice?',
      turns: [
        [functionCall('transfer_to_Billing_Agent', { reason: 'double charge' }, 'h1')],
        [functionCall('get_invoice', { invoice_id: 'INV-2041' }, 'c1')],
        [assistantMessage('Passing you to refunds.'), functionCall('transfer_to_Refunds_Agent', {}, 'h2')],
        [functionCall('issue_refund', { invoice_id: 'INV-2041', amount: 129.5 }, 'c2')],
        [assistantMessage('Refunded $129.50.')],
      ],
      approvals: [{ approved: true }],
      expect: { lastAgent: 'Refunds Agent', finalOutput: 'Refunded $129.50.' },
    },
    {
      name: 'refund over 100 rejected; unknown invoice from the tool code',
      input: 'Refund INV-9 please',
      turns: [
        [functionCall('transfer_to_Billing_Agent', { reason: 'refund' }, 'h1')],
        [functionCall('get_invoice', { invoice_id: 'INV-9' }, 'c1'), functionCall('transfer_to_Refunds_Agent', {}, 'h2')],
        [functionCall('issue_refund', { invoice_id: 'INV-9', amount: 500 }, 'c2')],
        [assistantMessage('The refund was not approved.')],
      ],
      approvals: [{ approved: false }],
      expect: { lastAgent: 'Refunds Agent', finalOutput: 'The refund was not approved.' },
    },
    {
      name: 'keep-last(6) filter along triage ⇄ support',
      input: 'My router is broken',
      turns: [
        [assistantMessage('Let me pass you on.'), functionCall('transfer_to_Support_Agent', {}, 'h1')],
        [assistantMessage('That sounds like money. Back to triage.'), functionCall('transfer_to_Triage_Agent', {}, 'h2')],
        [assistantMessage('Support again, then.'), functionCall('transfer_to_Support_Agent', {}, 'h3')],
        [assistantMessage('Have you tried turning it off and on?')],
      ],
      expect: { lastAgent: 'Support Agent', finalOutput: 'Have you tried turning it off and on?' },
    },
    {
      name: 'disabled handoff (not premium): the refunds transfer is absent and calling it fails',
      graph: withContext({ user_tier: 'basic' }),
      input: 'I want my money back',
      turns: [
        [functionCall('transfer_to_Billing_Agent', { reason: 'refund' }, 'h1')],
        [functionCall('transfer_to_Refunds_Agent', {}, 'h2')],
      ],
      expect: { error: 'Tool transfer_to_Refunds_Agent not found in agent Billing Agent.' },
    },
    {
      name: 'max turns (settings.maxTurns 10) exceeded along a handoff and tool calls',
      input: 'Look everything up',
      turns: [
        [functionCall('transfer_to_Billing_Agent', { reason: 'lookups' }, 'h1')],
        ...Array.from({ length: 10 }, (_, i) => [functionCall('get_invoice', { invoice_id: `INV-${i}` }, `c${i}`)]),
      ],
      expect: { error: 'Max turns (10) exceeded' },
    },
    {
      name: 'input guardrail tripwire',
      input: 'My card is 4242 4242 4242 4242',
      turns: [[assistantMessage('Sure.')]],
      expect: { error: 'Input guardrail triggered: "card number in the message"' },
    },
    {
      name: 'tool arguments that are not JSON',
      input: 'Invoice please',
      turns: [
        [functionCall('transfer_to_Billing_Agent', { reason: 'invoice' }, 'h1')],
        [functionCall('get_invoice', '{"invoice_id": ', 'c1')],
        [assistantMessage('Sorry, which invoice?')],
      ],
      expect: { lastAgent: 'Billing Agent', finalOutput: 'Sorry, which invoice?' },
    },
  ],
};

const acme: GraphCase = {
  name: 'acme-customer-service (as agents-sdk-js)',
  graph: { ...example('acme-customer-service'), runtime: 'agents-sdk-js' },
  scenarios: [
    {
      name: 'overridden transfer names, look-up and approved refund, transfer back',
      input: 'I want a refund for my boots',
      turns: [
        [functionCall('transfer_to_issues_and_repairs', {}, 'h1')],
        [functionCall('look_up_item', { search_query: 'boots' }, 'c1')],
        [functionCall('execute_refund', { item_id: 'item_132612938', reason: null }, 'c2')],
        [assistantMessage('Refund done.'), functionCall('transfer_back_to_triage', {}, 'h2')],
        [assistantMessage('Anything else?')],
      ],
      approvals: [{ approved: true }],
      expect: { lastAgent: 'Triage Agent', finalOutput: 'Anything else?' },
    },
    {
      name: 'sales with a rejected order, transfer back',
      input: 'Sell me something',
      turns: [
        [functionCall('transfer_to_sales_agent', {}, 'h1')],
        [functionCall('execute_order', { product: 'Rocket skates', price: 1000 }, 'c1')],
        [assistantMessage('Order cancelled.'), functionCall('transfer_back_to_triage', {}, 'h2')],
        [assistantMessage('Anything else?')],
      ],
      approvals: [{ approved: false }],
      expect: { lastAgent: 'Triage Agent', finalOutput: 'Anything else?' },
    },
    {
      name: 'a tool that returns nothing (undefined)',
      input: 'Get me a human',
      turns: [
        [functionCall('escalate_to_human', { summary: 'wants a human' }, 'c1')],
        [assistantMessage('A human will call you.')],
      ],
      expect: { lastAgent: 'Triage Agent', finalOutput: 'A human will call you.' },
    },
  ],
};

/** control, whose two conditions to the engineer share `transfer_to_engineer`, as the start, with only the second one */
const withoutDuplicate = (g: Graph): Graph => ({ ...startingAt('control')(g), handoffs: g.handoffs.filter((h) => h.id !== 'control-code-failed') });

const planning: GraphCase = {
  name: 'ag2-planning-control (as agents-sdk-js)',
  graph: { ...example('ag2-planning-control'), runtime: 'agents-sdk-js' },
  scenarios: [
    {
      name: 'the start agent replies (its after-work goes to the planner)',
      input: 'Plot a sine wave',
      turns: [[assistantMessage('Task: plot sin(x) for x in [0, 2π].')]],
      expect: { lastAgent: 'task_improver', finalOutput: 'Task: plot sin(x) for x in [0, 2π].' },
    },
    {
      name: 'control hands off on an LLM condition (two conditions share a transfer name)',
      graph: startingAt('control'),
      input: 'Step 1 needs a report',
      turns: [
        [functionCall('transfer_to_researcher', {}, 'h1')],
        [assistantMessage('Report: sine is periodic.')],
      ],
      expect: { lastAgent: 'researcher', finalOutput: 'Report: sine is periodic.' },
    },
    {
      name: 'control hands off on an LLM condition (without the duplicate condition); context in instructions',
      graph: withoutDuplicate,
      input: 'Step 1 needs code',
      turns: [
        [assistantMessage('Engineer, please.'), functionCall('transfer_to_engineer', {}, 'h1')],
        [assistantMessage('print("sine")')],
      ],
      expect: { lastAgent: 'engineer', finalOutput: 'print("sine")' },
    },
    {
      name: 'handoff() from record_status code: the SDK has no such handoff, control goes on (without the duplicate condition)',
      graph: withoutDuplicate,
      input: 'Status?',
      turns: [
        [functionCall('record_status', { current_status: 'in progress', agent_for_sub_task: 'engineer' }, 'c1')],
        [assistantMessage('The engineer takes over.')],
      ],
      expect: { lastAgent: 'control', finalOutput: 'The engineer takes over.' },
    },
  ],
};

const details = { tags: ['sole'], count: 1, urgent: true, score: null };

const everyFeature: GraphCase = {
  name: 'every-feature',
  graph: everyFeatureGraph(),
  scenarios: [
    {
      name: 'enabled tool with context-updating code, remove-all-tools handoff, stopAtToolNames, hosted and MCP tools',
      input: 'I want rocket skates',
      turns: [
        [functionCall('look_up_item', { search_query: 'rocket skates' }, 'c1')],
        [assistantMessage('Sales can help.'), functionCall('transfer_to_Sales_Agent', {}, 'h1')],
        [functionCall('execute_order', { product: 'rocket skates', price: 99.5, quantity: 2 }, 'c2')],
      ],
      expect: { lastAgent: 'Sales Agent', finalOutput: 'Order placed: 2 x rocket skates at $99.5' },
    },
    {
      name: 'typed handoff (override name, nested input, on-handoff) with keep-last(6), structured output',
      input: 'My boots broke',
      turns: [
        [functionCall('escalate_to_repairs', { reason: 'sole came off', priority: 'high', item_id: null, details }, 'h1')],
        [assistantMessage(JSON.stringify({ resolution: 'glued the sole', refunded: false }))],
      ],
      expect: { lastAgent: 'Issues and Repairs', finalOutput: { resolution: 'glued the sole', refunded: false } },
    },
    {
      name: 'approved refund (tool guardrails allow), context-updating code, code input filter back to triage',
      input: 'My boots broke',
      turns: [
        [functionCall('escalate_to_repairs', { reason: 'broken', priority: 'low', item_id: 'b2', details }, 'h1')],
        [functionCall('refund_item', { item_id: 'b2', reason: 'broken' }, 'c1')],
        [assistantMessage('Refunded.'), functionCall('transfer_to_Triage_Agent', {}, 'h2')],
        [assistantMessage('Anything else?')],
      ],
      approvals: [{ approved: true }],
      expect: { lastAgent: 'Triage Agent', finalOutput: 'Anything else?' },
    },
    {
      name: 'rejected refund (approval), structured reply',
      input: 'Refund my boots',
      turns: [
        [functionCall('escalate_to_repairs', { reason: 'broken', priority: 'low', item_id: null, details }, 'h1')],
        [functionCall('refund_item', { item_id: 'b3', reason: 'broken' }, 'c1')],
        [assistantMessage(JSON.stringify({ resolution: 'refund refused', refunded: false }))],
      ],
      approvals: [{ approved: false }],
      expect: { lastAgent: 'Issues and Repairs', finalOutput: { resolution: 'refund refused', refunded: false } },
    },
    {
      name: 'tool input guardrail code gets the arguments (blocked item)',
      input: 'My blocked boots broke',
      turns: [
        [functionCall('escalate_to_repairs', { reason: 'broken', priority: 'low', item_id: 'blocked-1', details }, 'h1')],
        [functionCall('refund_item', { item_id: 'blocked-1', reason: 'broken' }, 'c1')],
        [assistantMessage('No refund possible.'), functionCall('transfer_to_Triage_Agent', {}, 'h2')],
        [assistantMessage('Anything else?')],
      ],
      approvals: [{ approved: true }],
      expect: { lastAgent: 'Triage Agent', finalOutput: 'Anything else?' },
    },
    {
      name: 'tool output guardrail code gets the output and throws (secret item)',
      input: 'Refund my secret boots',
      turns: [
        [functionCall('escalate_to_repairs', { reason: 'broken', priority: 'normal', item_id: 'secret-1', details }, 'h1')],
        [functionCall('refund_item', { item_id: 'secret-1', reason: 'broken' }, 'c1')],
      ],
      approvals: [{ approved: true }],
      expect: { error: 'Failed to run function tools: ToolOutputGuardrailTripwireTriggered: Tool output guardrail triggered: Redact ids' },
    },
    {
      name: 'handoff() from tool code (a fraud refund): the SDK has no such handoff, the agent goes on',
      input: 'Refund, fraud',
      turns: [
        [functionCall('escalate_to_repairs', { reason: 'fraud', priority: 'high', item_id: 'b1', details }, 'h1')],
        [functionCall('refund_item', { item_id: 'b1', reason: 'fraud' }, 'c1')],
        [assistantMessage(JSON.stringify({ resolution: 'escalated', refunded: false }))],
      ],
      approvals: [{ approved: true }],
      expect: { lastAgent: 'Issues and Repairs', finalOutput: { resolution: 'escalated', refunded: false } },
    },
    {
      name: 'statically disabled handoff: calling it is an unknown tool',
      input: 'Buy, then back',
      turns: [
        [functionCall('transfer_to_Sales_Agent', {}, 'h1')],
        [functionCall('transfer_to_Triage_Agent', {}, 'h2')],
      ],
      expect: { error: 'Tool transfer_to_Triage_Agent not found in agent Sales Agent.' },
    },
    {
      name: 'enabled rule on a handoff and on a tool turn off (guest / blocked)',
      graph: withContext({ user_type: 'guest' }),
      input: 'Hello',
      turns: [[assistantMessage('Hi, guest.')]],
      expect: { lastAgent: 'Triage Agent', finalOutput: 'Hi, guest.' },
    },
    {
      name: 'sequential input guardrail trips before the model is called',
      input: 'Card 4242424242424242',
      turns: [[assistantMessage('never')]],
      expect: { error: 'Input guardrail triggered: "card number"' },
    },
  ],
};

const FILTER_CODE = `export default function (data) {
  return { ...data, inputHistory: data.inputHistory.slice(-1) };
}`;

const codeFilters: GraphCase = {
  name: 'two code input filters in a row',
  graph: testGraph({
    id: 'code-filters',
    runtime: 'agents-sdk-js',
    startAgent: 'a',
    agents: [
      { id: 'a', name: 'Agent A', instructions: 'First.' },
      { id: 'b', name: 'Agent B', instructions: 'Second.' },
      { id: 'c', name: 'Agent C', instructions: 'Third.' },
    ],
    handoffs: [
      { id: 'ab', from: 'a', to: 'b', inputFilter: { type: 'code', code: FILTER_CODE } },
      { id: 'bc', from: 'b', to: 'c', inputFilter: { type: 'code', code: FILTER_CODE } },
    ],
  }),
  scenarios: [
    {
      name: 'the second filter sees the original input as inputHistory, earlier turns as preHandoffItems',
      input: 'Pass me along',
      turns: [
        [assistantMessage('To B.'), functionCall('transfer_to_Agent_B', {}, 'h1')],
        [assistantMessage('To C.'), functionCall('transfer_to_Agent_C', {}, 'h2')],
        [assistantMessage('C here.')],
      ],
      expect: { lastAgent: 'Agent C', finalOutput: 'C here.' },
      diverges: { startAgent: 'code-filter-buckets', runGraph: 'code-filter-buckets' },
    },
  ],
};

const schemas: GraphCase = {
  name: 'tool schemas: integer, optional property with a description',
  graph: testGraph({
    id: 'schemas',
    runtime: 'agents-sdk-js',
    startAgent: 'a',
    agents: [{ id: 'a', name: 'Counter', instructions: 'Count.', tools: ['count'] }],
    tools: [
      {
        id: 'count',
        type: 'function',
        name: 'count',
        description: 'Counts.',
        parameters: {
          type: 'object',
          properties: { n: { type: 'integer' }, note: { type: 'string', description: 'optional note' } },
          required: ['n'],
          additionalProperties: false,
        },
        code: 'export default ({ n, note }) => `${n} ${note ?? "-"}`',
      },
    ],
  }),
  scenarios: [
    {
      name: 'an integer and an optional described property',
      input: 'Count to 3',
      turns: [[functionCall('count', { n: 3, note: null }, 'c1')], [assistantMessage('3')]],
      expect: { lastAgent: 'Counter', finalOutput: '3' },
    },
  ],
};

/**
 * Every graph case: the examples (hand-written scripts, then walks derived from each example), the
 * every-feature fixture, small cases for single features, generated graphs.
 */
export function graphCases(): GraphCase[] {
  return [billing, acme, planning, everyFeature, codeFilters, schemas, ...exampleWalkCases(), ...generatedGraphs()];
}
