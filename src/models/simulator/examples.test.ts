/**
 * Each shipped example (public/examples) plays a three-turn conversation with the simulator
 * through the real engine and the Node sandbox (the Python runtimes run the tools' Python bodies), as the playground
 * does: history, the last agent and the context carry over between turns; approvals are granted.
 * Asserted: who holds the conversation after each turn, the calls made, and that no reply quotes
 * the person or shows raw JSON. These conversations are the examples' suggested first messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import acme from '../../../public/examples/acme-customer-service.json';
import billing from '../../../public/examples/billing-support-sdk.json';
import ag2 from '../../../public/examples/ag2-planning-control.json';
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

interface TurnResult {
  status: string;
  agent: string;
  calls: string[];
  moves: string[];
  replies: string[];
  speakers: string[];
}

async function converse(doc: unknown, messages: string[]): Promise<TurnResult[]> {
  const graph: Graph = GraphSchema.parse(doc);
  const out: TurnResult[] = [];
  let history: ProtocolItem[] = [];
  let last: string | undefined;
  let context: Record<string, JsonValue> | undefined;
  for (const message of messages) {
    const handle = run(graph, message, { model: createSimulatorModel({ graph }), sandbox, trusted: true, ids: counterIds(), stream: false, history, ...(last ? { startAgentId: last } : {}), ...(context ? { context } : {}) });
    for await (const event of handle) if (event.type === 'approval_needed') handle.resolveApproval(event.approvalId, { approved: true });
    const result = await handle.result;
    expect(result.error).toBeNull();
    out.push({
      status: result.status,
      agent: result.lastAgentId,
      calls: result.events.flatMap((e) => (e.type === 'tool_call_start' && !e.name.startsWith('transfer_') ? [`${e.name} ${e.arguments}`] : [])),
      moves: result.events.flatMap((e) => (e.type === 'handoff_taken' ? [`${e.fromAgentId}>${e.toAgentId}`] : [])),
      replies: result.events.flatMap((e) => (e.type === 'model_response' ? e.output.flatMap((i) => (i.type === 'message' && i.role === 'assistant' ? [i.content.map((p) => (p.type === 'output_text' ? p.text : '')).join('')] : [])) : [])),
      speakers: result.events.flatMap((e) => (e.type === 'model_request' ? [e.agentId] : [])),
    });
    history = result.items;
    last = result.lastAgentId;
    context = result.context;
  }
  return out;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** No reply quotes six words of the person's message in a row (or a short message whole), none shows JSON. */
function expectOwnWords(turns: TurnResult[], messages: string[]): void {
  turns.forEach((turn, i) => {
    const said = words(messages[i]);
    for (const reply of turn.replies) {
      const text = ` ${words(reply).join(' ')} `;
      for (let k = 0; k + 6 <= said.length; k++) expect(text).not.toContain(` ${said.slice(k, k + 6).join(' ')} `);
      if (said.length >= 3 && said.length < 6) expect(text).not.toContain(` ${said.join(' ')} `);
      expect(reply).not.toMatch(/[{[]\s*"|"\s*:\s*[{["\d]/);
    }
  });
}

describe('the examples with the simulator: a three-turn conversation each', () => {
  it('ACME customer service (Swarm): a return, a change of topic to Sales, an order only when confirmed', async () => {
    const messages = ['I want to return my boots', 'Do you sell rocket skates?', 'Yes please, for 120 dollars'];
    const turns = await converse(acme, messages);
    expect(turns.map((t) => t.agent)).toEqual(['issues', 'sales', 'sales']);
    expect(turns[0].moves).toEqual(['triage>issues']);
    expect(turns[0].calls).toEqual(['look_up_item {"search_query":"boots"}', 'execute_refund {"item_id":"item_132612938","reason":"I want to return my boots"}']);
    // out of scope for Issues: back through triage and on to Sales in the same turn, no order placed
    expect(turns[1].moves).toEqual(['issues>triage', 'triage>sales']);
    expect(turns[1].calls).toEqual([]);
    expect(turns[1].replies).toEqual(['I can order rocket skates for you. Shall I go ahead?']);
    expect(turns[2].calls).toEqual(['execute_order {"product":"rocket skates","price":120}']);
    expect(turns[2].replies).toEqual(['Order done.']);
    expectOwnWords(turns, messages);
  });

  it('Billing and support (Agents SDK): support, then billing through the way out, then a refund of the looked-up amount', async () => {
    const messages = ['My internet keeps dropping', 'Also, why is invoice INV-2042 so high?', 'Please refund it'];
    const turns = await converse(billing, messages);
    expect(turns.map((t) => t.agent)).toEqual(['support', 'billing', 'refunds']);
    expect(turns[0].replies).toEqual(["Sorry to hear that, let's sort it out. Have you tried restarting your router?"]);
    expect(turns[1].moves).toEqual(['support>triage', 'triage>billing']);
    expect(turns[1].calls).toEqual(['get_invoice {"invoice_id":"INV-2042"}']);
    expect(turns[1].replies).toEqual(['Invoice INV-2042, amount 42, open. Anything else I can do?']);
    expect(turns[2].moves).toEqual(['billing>refunds']);
    expect(turns[2].calls).toEqual(['issue_refund {"invoice_id":"INV-2042","amount":42}']);
    expectOwnWords(turns, messages);
  });

  it('AG2 planning and control: the task goes through planning, review and every step to the terminator', async () => {
    const messages = ['Plot the population of France over the last 50 years and explain the trend', 'Now do the same for Germany', 'Thanks!'];
    const turns = await converse(ag2, messages);
    expect(turns[0].status).toBe('terminated');
    expect(turns[0].speakers).toEqual(['task_improver', 'planner', 'plan_recorder', 'plan_reviewer', 'planner', 'plan_recorder', 'control', 'engineer', 'control', 'control', 'researcher', 'control', 'terminator']);
    expect(turns[0].calls).toEqual([
      'record_plan {"plan":"1. engineer: plot population France over last 50 years\\n2. researcher: explain trend","number_of_steps":2}',
      'record_plan {"plan":"1. engineer: plot population France over last 50 years\\n2. researcher: explain trend","number_of_steps":2}',
      'record_status {"current_status":"in progress","agent_for_sub_task":"engineer"}',
      'record_status {"current_status":"completed","agent_for_sub_task":"engineer"}',
      'record_status {"current_status":"in progress","agent_for_sub_task":"researcher"}',
      'record_status {"current_status":"completed","agent_for_sub_task":"researcher"}',
    ]);
    expect(turns[0].replies.at(-1)).toMatch(/^Summary: .*2 steps done.*Goodbye\.$/);
    // the chat is over: later messages get the terminator's summary of the same work
    expect(turns.map((t) => t.agent)).toEqual(['terminator', 'terminator', 'terminator']);
    expectOwnWords(turns, messages);
  });

  it('AG2 planning and control terminates well within its turn limit for other generic tasks', async () => {
    for (const task of ['Write a short report on renewable energy adoption in Europe', 'Compute the average rainfall in Lisbon per month and chart it', 'Summarise the causes of inflation']) {
      const [turn] = await converse(ag2, [task]);
      expect(turn.status).toBe('terminated');
      expect(turn.agent).toBe('terminator');
      expect(turn.speakers.length).toBeLessThan(40);
      expectOwnWords([turn], [task]);
    }
  });
});
