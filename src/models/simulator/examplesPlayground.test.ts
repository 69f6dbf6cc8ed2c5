/**
 * The conversations the e2e spec (e2e/examples-conversation.spec.ts) plays in the playground,
 * run here through the engine and the simulator as the playground builds it (createRunModel
 * passes the graph): who holds the conversation after each turn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import acme from '../../../public/examples/acme-customer-service.json';
import billing from '../../../public/examples/billing-support-sdk.json';
import ag2 from '../../../public/examples/ag2-planning-control.json';
import organisation from '../../../public/examples/ag2-research-organisation.json';
import { GraphSchema, type Graph } from '../../graph/schema.ts';
import { run } from '../../engine/index.ts';
import { counterIds } from '../../engine/kernel/index.ts';
import type { JsonValue } from '../../engine/json.ts';
import { createNodeSandbox } from '../../sandbox/index.ts';
import { createNodePythonRunner } from '../../sandbox/python/index.ts';
import { withPython } from '../../sandbox/python/pythonSandbox.ts';
import type { ProtocolItem } from '../items.ts';
import { createSimulatorModel } from './simulator.ts';

// TypeScript bodies in worker threads; the Python bodies of the Python runtimes' examples in Pyodide
const sandbox = withPython(createNodeSandbox(), () => createNodePythonRunner());
// Pyodide's cold start is not part of any one test's time
beforeAll(() => sandbox.warm(), 180_000);
afterAll(() => sandbox.dispose());

async function holders(doc: unknown, messages: string[]): Promise<Array<{ status: string; agent: string; error: unknown; speakers: string[] }>> {
  const graph: Graph = GraphSchema.parse(doc);
  const out = [];
  let history: ProtocolItem[] = [];
  let last: string | undefined;
  let context: Record<string, JsonValue> | undefined;
  for (const message of messages) {
    const handle = run(graph, message, { model: createSimulatorModel({ graph }), sandbox, trusted: true, ids: counterIds(), stream: true, history, ...(last ? { startAgentId: last } : {}), ...(context ? { context } : {}) });
    for await (const event of handle) if (event.type === 'approval_needed') handle.resolveApproval(event.approvalId, { approved: true });
    const result = await handle.result;
    out.push({ status: result.status, agent: result.lastAgentId, error: result.error, speakers: result.events.flatMap((e) => (e.type === 'model_request' ? [e.agentId] : [])) });
    history = result.items;
    last = result.lastAgentId;
    context = result.context;
  }
  return out;
}

describe('the playground conversations of the e2e spec, at the engine', () => {
  it('ACME: "Thanks. I would also like to order…" is a change of topic to Sales, then back to Issues for a refund', async () => {
    const turns = await holders(acme, ['I want to return my boots', 'Thanks. I would also like to order a pair of rocket skates', 'My anvil arrived broken, I want a refund for it']);
    expect(turns.map((t) => t.error)).toEqual([null, null, null]);
    expect(turns.map((t) => t.agent)).toEqual(['issues', 'sales', 'issues']);
  });

  // The example gives the Refunds Agent no handoff at all (edges: triage>billing, triage>support,
  // billing>refunds, support>triage), and the next turn starts with the last agent (Agents SDK),
  // so no model could reach Support from there: the e2e spec's expectation of Support Agent for
  // this turn cannot hold with this graph. Pinned: Refunds keeps the conversation.
  it('Billing: after a refund, "Something else: my router…" stays with Refunds, which has no way out', async () => {
    const turns = await holders(billing, ['Can you show me invoice INV-1042?', 'I was charged twice on INV-1042, I want my money back', 'Something else: my router keeps dropping the internet connection']);
    expect(turns.map((t) => t.error)).toEqual([null, null, null]);
    expect(turns.map((t) => t.agent)).toEqual(['billing', 'refunds', 'refunds']);
    expect(GraphSchema.parse(billing).handoffs.filter((h) => h.from === 'refunds')).toEqual([]);
  });

  it('Billing: questions about a refund already made tell what it did, and never refund again', async () => {
    const graph = GraphSchema.parse(billing);
    let history: ProtocolItem[] = [];
    let last: string | undefined;
    const replies: string[] = [];
    let refunds = 0;
    for (const message of ['I was charged twice on INV-2042, I want my money back', 'How long until the refund is back on my card?', 'What is the status of my refund?']) {
      const handle = run(graph, message, { model: createSimulatorModel({ graph }), sandbox, trusted: true, ids: counterIds(), stream: true, history, ...(last ? { startAgentId: last } : {}) });
      for await (const event of handle) if (event.type === 'approval_needed') handle.resolveApproval(event.approvalId, { approved: true });
      const result = await handle.result;
      const added = result.items.slice(history.length);
      refunds += added.filter((i) => i.type === 'function_call' && i.name === 'issue_refund').length;
      replies.push(added.flatMap((i) => (i.type === 'message' && i.role === 'assistant' ? i.content.map((c) => ('text' in c ? c.text : '')) : [])).join(' '));
      history = result.items;
      last = result.lastAgentId;
    }
    expect(refunds).toBe(1);
    // before: "I can refund long until back card for you. Shall I go ahead?" and a second refund
    // the offer of more help came with the first report; it is not repeated every turn
    // (a second question about it gets the same fact, said as said before, not the same reply twice)
    expect(replies.slice(1)).toEqual(['Refunded $42.00 on INV-2042.', 'As I said: Refunded $42.00 on INV-2042.']);
  });

  it('AG2: planning tasks reach the terminator', async () => {
    for (const task of ['Plan a launch event for our new product', 'Plan a team offsite for twelve people next month', 'Write a short research report on solar panels']) {
      const [turn] = await holders(ag2, [task]);
      expect({ task, error: turn.error, status: turn.status, agent: turn.agent }).toEqual({ task, error: null, status: 'terminated', agent: 'terminator' });
    }
  });

  it('AG2 research organisation: the e2e conversation reaches the terminator every turn, through the planning, control and worker groups', async () => {
    const graph = GraphSchema.parse(organisation);
    const groupOf = new Map(graph.groups!.flatMap((g) => g.members.map((m) => [m, g.id] as const)));
    const turns = await holders(organisation, [
      'Plot the CMB temperature power spectrum for two values of the Hubble constant',
      'Write a short report on how neutrino mass changes the matter power spectrum',
      'Compare CAMB and CLASS for the same cosmology',
    ]);
    expect(turns.map((t) => [t.error, t.status, t.agent])).toEqual(Array(3).fill([null, 'terminated', 'terminator']));
    const groups = new Set(turns[0].speakers.map((a) => groupOf.get(a)));
    expect([...groups].sort()).toEqual(expect.arrayContaining(['control_group', 'execution', 'planning']));
  });
});
