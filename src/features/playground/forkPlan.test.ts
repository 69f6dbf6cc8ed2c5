import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../graph/examples.ts';
import { importGraph } from '../../graph/importGraph.ts';
import type { Graph } from '../../graph/schema.ts';
import { run } from '../../engine/index.ts';
import { counterIds } from '../../engine/kernel/index.ts';
import type { RunEvent } from '../../engine/events.ts';
import type { ProtocolItem } from '../../models/items.ts';
import type { Model } from '../../models/model.ts';
import { createHumanModel, type TurnChoice } from '../../models/humanModel.ts';
import { createReplayThenModel } from '../../models/replayThenModel.ts';
import { createNodeSandbox } from '../../sandbox/node/nodeSandbox.ts';
import { forkPlan, modelTurns } from './forkPlan.ts';

function acme(): Graph {
  const result = importGraph(EXAMPLES.find((e) => e.id === 'acme-customer-service')!.document);
  if (!result.ok) throw new Error('ACME example does not import');
  return result.graph;
}

/** A conversation as the playground runs it: each message a run continuing the last. */
async function converse(graph: Graph, messages: string[], model: Model, approvals: boolean[] = []): Promise<RunEvent[]> {
  const sandbox = createNodeSandbox();
  const events: RunEvent[] = [];
  let history: ProtocolItem[] = [];
  let startAgentId: string | undefined;
  for (const message of messages) {
    const options = { model, sandbox, trusted: true, ids: counterIds(), history, stream: true, ...(startAgentId ? { startAgentId } : {}) };
    const handle = run(graph, message, options);
    for await (const event of handle) {
      events.push(event);
      if (event.type === 'approval_needed') handle.resolveApproval(event.approvalId, { approved: approvals.shift() ?? true });
    }
    const result = await handle.result;
    history = result.items;
    startAgentId = result.lastAgentId;
  }
  return events;
}

const scriptedPerson = (choices: TurnChoice[]): Model => createHumanModel({ suggest: { provider: 'none', getResponse: async () => ({ output: [], usage: { requests: 0, inputTokens: 0, outputTokens: 0, totalTokens: 0 } }), getStreamedResponse: () => { throw new Error('unused'); } }, decide: async () => choices.shift()! });

describe('forking a recording', () => {
  it('lists model turns and replays the prefix exactly, then lets another model choose ("what if Triage had chosen Sales?")', async () => {
    const graph = acme();
    const original = await converse(
      graph,
      ['hello', 'my boots are broken'],
      scriptedPerson([
        { kind: 'reply', text: 'Hi, how can I help?' },
        { kind: 'call', name: 'transfer_to_issues_and_repairs', arguments: {} },
        { kind: 'reply', text: 'Sorry to hear that.' },
      ]),
    );
    const turns = modelTurns(original);
    expect(turns.map((t) => [t.run, t.agentId, t.summary])).toEqual([
      [0, 'triage', '“Hi, how can I help?”'],
      [1, 'triage', 'transfer_to_issues_and_repairs()'],
      [1, 'issues', '“Sorry to hear that.”'],
    ]);

    const plan = forkPlan(original, 1);
    expect(plan.userMessages).toEqual(['hello', 'my boots are broken']);
    expect(plan.recorded).toHaveLength(1);

    let switched = 0;
    const model = createReplayThenModel(plan.recorded, scriptedPerson([{ kind: 'call', name: 'transfer_to_sales_agent', arguments: {} }, { kind: 'reply', text: 'Sales here.' }]), () => switched++);
    const forked = await converse(graph, plan.userMessages, model);
    expect(switched).toBe(1);
    const forkedTurns = modelTurns(forked);
    // the prefix is the recording's, word for word; from the fork on, the new choice
    expect(forkedTurns[0].summary).toBe(turns[0].summary);
    expect(forkedTurns.slice(1).map((t) => [t.agentId, t.summary])).toEqual([
      ['triage', 'transfer_to_sales_agent()'],
      ['sales', '“Sales here.”'],
    ]);
    expect(forked.find((e) => e.type === 'handoff_taken')).toMatchObject({ fromAgentId: 'triage', toAgentId: 'sales' });
  });

  it('carries the approval decisions made before the fork, and says when a turn does not exist', async () => {
    const graph = acme();
    const original = await converse(
      graph,
      ['order skates'],
      scriptedPerson([
        { kind: 'call', name: 'transfer_to_sales_agent', arguments: {} },
        { kind: 'call', name: 'execute_order', arguments: { product: 'skates', price: 10 } },
        { kind: 'reply', text: 'Not ordered.' },
      ]),
      [false],
    );
    const plan = forkPlan(original, 2);
    expect(plan.approvals).toEqual([{ approved: false }]);
    expect(plan.recorded.map((r) => r.output[0].type)).toEqual(['function_call', 'function_call']);
    expect(() => forkPlan(original, 7)).toThrow('The recording has no model turn 8 (it has 3).');
  });
});
