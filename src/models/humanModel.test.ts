import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../graph/examples.ts';
import { importGraph } from '../graph/importGraph.ts';
import type { Graph } from '../graph/schema.ts';
import { run } from '../engine/index.ts';
import { counterIds } from '../engine/kernel/index.ts';
import { createNodeSandbox } from '../sandbox/node/nodeSandbox.ts';
import { createNodePythonRunner } from '../sandbox/python/index.ts';
import { withPython } from '../sandbox/python/pythonSandbox.ts';
import type { RunEvent } from '../engine/events.ts';
import { choiceFromResponse, createHumanModel, outputOfChoice, type PendingTurn, type TurnChoice } from './humanModel.ts';
import { assistantMessage, functionCall, userMessage } from './items.ts';
import type { ModelRequest } from './model.ts';
import { createScriptedModel } from './scripted.ts';
import { createSimulatorModel } from './simulator/index.ts';

function acme(): Graph {
  const result = importGraph(EXAMPLES.find((e) => e.id === 'acme-customer-service')!.document);
  if (!result.ok) throw new Error('ACME example does not import');
  return result.graph;
}

const request = (): ModelRequest => ({
  model: 'm',
  systemInstructions: 'Be brief.',
  input: [userMessage('hi')],
  tools: [],
  handoffs: [],
  modelSettings: {},
  outputSchema: null,
});

describe('choiceFromResponse', () => {
  it('reads the first call (with its arguments) or else the reply', () => {
    const usage = { requests: 1, inputTokens: 0, outputTokens: 0, totalTokens: 0 };
    expect(choiceFromResponse({ output: [assistantMessage('One moment'), functionCall('look_up_item', '{"search_query":"boots"}', 'c')], usage })).toEqual({
      kind: 'call',
      name: 'look_up_item',
      arguments: { search_query: 'boots' },
    });
    expect(choiceFromResponse({ output: [functionCall('transfer', 'not json', 'c')], usage })).toEqual({ kind: 'call', name: 'transfer', arguments: {} });
    expect(choiceFromResponse({ output: [assistantMessage('Hello')], usage })).toEqual({ kind: 'reply', text: 'Hello' });
    expect(choiceFromResponse({ output: [], usage })).toBeNull();
  });

  it('turns a choice into model output with a call id fixed by the call number', () => {
    expect(outputOfChoice({ kind: 'call', name: 'f', arguments: { a: 1 } }, 3)).toEqual([functionCall('f', { a: 1 }, 'call_played_3')]);
    expect(outputOfChoice({ kind: 'reply', text: 'ok' }, 2)).toEqual([assistantMessage('ok', 'msg_played_2')]);
  });
});

describe('createHumanModel', () => {
  it('shows the suggestion with the request and answers with what the person chose', async () => {
    const seen: PendingTurn[] = [];
    const model = createHumanModel({
      suggest: createScriptedModel([{ output: [assistantMessage('suggested reply')] }]),
      decide: async (turn) => {
        seen.push(turn);
        return { kind: 'reply', text: 'my own reply' };
      },
    });
    const response = await model.getResponse(request());
    expect(seen[0]).toMatchObject({ call: 1, suggested: { kind: 'reply', text: 'suggested reply' } });
    expect(seen[0].request.systemInstructions).toBe('Be brief.');
    expect(response.output).toEqual([assistantMessage('my own reply', 'msg_played_1')]);
    expect(response.providerData).toMatchObject({ played: true, followedSuggestion: false });
  });

  it('rejects as aborted when the run is stopped while the card waits', async () => {
    const controller = new AbortController();
    const model = createHumanModel({ suggest: createScriptedModel([{ output: [] }]), decide: () => new Promise<TurnChoice>(() => undefined) });
    const pending = model.getResponse({ ...request(), signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('drives the real engine through a handoff, an approval and a reply (ACME)', async () => {
    const graph = acme();
    const turns: PendingTurn[] = [];
    // the person: hand off to Sales (whatever was suggested), order rocket skates, then reply
    const plan: Array<(turn: PendingTurn) => TurnChoice> = [
      (turn) => ({ kind: 'call', name: turn.request.tools.find((t) => t.type === 'function' && /sales/.test(t.name))!.name as string, arguments: {} }),
      () => ({ kind: 'call', name: 'execute_order', arguments: { product: 'rocket skates', price: 120 } }),
      () => ({ kind: 'reply', text: 'Your rocket skates are on their way.' }),
    ];
    const model = createHumanModel({
      suggest: createSimulatorModel(),
      decide: async (turn) => {
        turns.push(turn);
        return plan[turns.length - 1](turn);
      },
    });
    const handle = run(graph, 'I want to order a pair of rocket skates', { model, sandbox: withPython(createNodeSandbox(), () => createNodePythonRunner()), trusted: true, ids: counterIds(), stream: true });
    const events: RunEvent[] = [];
    for await (const event of handle) {
      events.push(event);
      if (event.type === 'approval_needed') handle.resolveApproval(event.approvalId, { approved: true });
    }
    const result = await handle.result;
    expect(result.error).toBeNull();
    // each card saw the agent's own instructions and the actions it has
    expect(turns[0].request.systemInstructions).toBe(graph.agents.find((a) => a.id === 'triage')!.instructions);
    expect(turns[1].request.tools.map((t) => t.name)).toContain('execute_order');
    expect(events.find((e) => e.type === 'handoff_taken')).toMatchObject({ fromAgentId: 'triage', toAgentId: 'sales' });
    expect(events.find((e) => e.type === 'approval_needed')).toMatchObject({ name: 'execute_order' });
    expect(events.find((e) => e.type === 'tool_call_end' && e.name === 'execute_order')).toMatchObject({ error: null });
    const last = events.filter((e) => e.type === 'model_response').at(-1);
    expect(last).toMatchObject({ agentId: 'sales', providerData: { played: true } });
    expect(result.lastAgentId).toBe('sales');
    expect(events.filter((e) => e.type === 'model_delta').map((e) => (e.type === 'model_delta' ? e.delta : '')).join('')).toBe('Your rocket skates are on their way.');
  }, 180_000);
});
