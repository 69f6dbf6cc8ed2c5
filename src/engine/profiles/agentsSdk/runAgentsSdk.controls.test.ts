import { afterAll, describe, expect, it } from 'vitest';
import { assistantMessage, functionCall, toolResultText, userMessage } from '../../../models/items.ts';
import { createScriptedModel } from '../../../models/scripted.ts';
import type { Model, ModelRequest } from '../../../models/model.ts';
import { createNodeSandbox } from '../../../sandbox/index.ts';
import { run } from '../../index.ts';
import { counterIds, exportTrace, replay } from '../../kernel/index.ts';
import type { RunEvent } from '../../events.ts';
import { createFakeSandbox } from '../../testing/fakeSandbox.ts';
import { edge, testGraph } from '../../testing/graphs.ts';

const weather = {
  id: 'weather',
  type: 'function' as const,
  name: 'get_weather',
  description: 'w',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false },
  code: 'export default ({ city }: { city: string }) => `sunny in ${city}`',
};
const graph = testGraph({
  agents: [{ id: 'triage', name: 'Triage', tools: ['weather'] }, { id: 'billing', name: 'Billing' }],
  tools: [weather],
  handoffs: [edge('h', 'triage', 'billing')],
});
const turns = () => [
  { output: [functionCall('get_weather', { city: 'Oslo' }, 'c1'), functionCall('transfer_to_Billing', {}, 'h1')] },
  { output: [assistantMessage('Billing speaking')] },
];

describe('agents SDK profile: run controls', () => {
  it('step mode pauses before each model call, tool call and handoff until continue()', async () => {
    const handle = run(graph, 'hi', { model: createScriptedModel(turns()), sandbox: createFakeSandbox(), trusted: true, stepMode: true, ids: counterIds() });
    const pauses: string[] = [];
    for await (const e of handle) {
      if (e.type === 'paused') {
        pauses.push(`${e.before}:${e.detail}`);
        handle.continue();
      }
    }
    expect(pauses).toEqual(['model_call:Triage', 'tool_call:get_weather', 'handoff:Triage -> Billing', 'model_call:Billing']);
    expect((await handle.result).finalOutput).toBe('Billing speaking');
  });

  it('streams model text as model_delta events', async () => {
    const model = createScriptedModel([{ output: [assistantMessage('Hello there')] }], { chunkSize: 4 });
    const handle = run(graph, 'hi', { model, sandbox: createFakeSandbox(), trusted: true, ids: counterIds() });
    const result = await handle.result;
    const deltas = result.events.filter((e): e is Extract<RunEvent, { type: 'model_delta' }> => e.type === 'model_delta').map((e) => e.delta);
    expect(deltas).toEqual(['Hell', 'o th', 'ere']);
    expect(model.calls[0].streamed).toBe(true);
  });

  it('stop() during a model call aborts it and keeps the transcript so far', async () => {
    const signals: AbortSignal[] = [];
    const scripted = createScriptedModel(turns());
    const model: Model = {
      provider: 'partly-hanging',
      async getResponse(request: ModelRequest) {
        if (scripted.calls.length === 0) return scripted.getResponse(request);
        signals.push(request.signal!);
        return new Promise((_, reject) => request.signal!.addEventListener('abort', () => reject(Object.assign(new Error('stopped'), { name: 'AbortError' }))));
      },
      getStreamedResponse: (request) => scripted.getStreamedResponse(request),
    };
    const handle = run(graph, 'hi', { model, sandbox: createFakeSandbox(), trusted: true, stream: false, ids: counterIds() });
    let requests = 0;
    for await (const e of handle) if (e.type === 'model_request' && ++requests === 2) handle.stop();
    const result = await handle.result;
    expect(signals[0].aborted).toBe(true);
    expect(result.status).toBe('cancelled');
    expect(result.lastAgentId).toBe('billing');
    expect(result.items.map((i) => i.type)).toEqual(['message', 'function_call', 'function_call', 'function_call_result', 'function_call_result']);
    expect(exportTrace(result.events).spans.every((s) => s.ended_at !== null)).toBe(true);
  });

  it('a recording replays to the same events and result without a model', async () => {
    const live = await run(graph, 'hi', { model: createScriptedModel(turns()), sandbox: createFakeSandbox(), trusted: true, ids: counterIds() }).result;
    const handle = replay(live.events);
    const replayed: RunEvent[] = [];
    for await (const e of handle) replayed.push(e);
    expect(replayed).toEqual(live.events);
    const again = await handle.result;
    expect({ ...again, events: [] }).toEqual({ ...live, events: [] });
  });

  it('continues a chat: the second turn starts at the last agent with the first turn as history', async () => {
    const model = createScriptedModel(turns().concat([{ output: [assistantMessage('Anything else?')] }]));
    const first = await run(graph, 'hi', { model, sandbox: createFakeSandbox(), trusted: true, ids: counterIds() }).result;
    const second = await run(graph, 'thanks', { model, sandbox: createFakeSandbox(), trusted: true, history: first.items, startAgentId: first.lastAgentId, context: first.context }).result;
    expect(model.calls[2].request.systemInstructions).toBe('');
    expect(model.calls[2].request.input).toEqual([...first.items, userMessage('thanks')]);
    expect(second.finalOutput).toBe('Anything else?');
  });
});

describe('agents SDK profile with the Node sandbox', () => {
  const sandbox = createNodeSandbox();
  afterAll(() => sandbox.dispose());

  it('runs TypeScript tool code, and a runaway tool becomes the JS tool error while the run goes on', async () => {
    const g = testGraph({
      agents: [{ id: 'a', name: 'A', tools: ['weather', 'spin'] }],
      tools: [weather, { ...weather, id: 'spin', name: 'spin', timeoutMs: 300, code: 'export default () => { for (;;) {} }' }],
    });
    const model = createScriptedModel([{ output: [functionCall('get_weather', { city: 'Oslo' }, 'c1'), functionCall('spin', { city: 'x' }, 'c2')] }, { output: [assistantMessage('done')] }]);
    const result = await run(g, 'hi', { model, sandbox, trusted: true, stream: false }).result;
    expect(result.finalOutput).toBe('done');
    const outs = model.calls[1].request.input.filter((i) => i.type === 'function_call_result').map((i) => (i.type === 'function_call_result' ? toolResultText(i) : ''));
    expect(outs).toEqual(['sunny in Oslo', 'An error occurred while running the tool. Please try again.']);
  }, 20_000);

  it('evaluates enabled and approval rules, on-handoff code and context changes in the real host', async () => {
    const g = testGraph({
      context: { tier: 'gold' },
      agents: [{ id: 'a', name: 'A', tools: ['pay'] }, { id: 'b', name: 'B', instructions: 'Tier {{tier}}, reason {{reason}}' }],
      tools: [{ ...weather, id: 'pay', name: 'pay', needsApproval: { when: 'args.city === "Paris"' }, code: 'export default ({ city }: { city: string }) => `paid in ${city}`' }],
      handoffs: [
        edge('ab', 'a', 'b', {
          enabled: { when: "ctx.tier === 'gold'" },
          inputSchema: { type: 'object', properties: { reason: { type: 'string' } }, required: ['reason'], additionalProperties: false },
          onHandoff: 'export default (input: { reason: string }, { context }: any) => { context.reason = input.reason; }',
        }),
      ],
    });
    const model = createScriptedModel([
      { output: [functionCall('pay', { city: 'Paris' }, 'c1'), functionCall('pay', { city: 'Rome' }, 'c2')] },
      { output: [functionCall('transfer_to_B', { reason: 'vip' }, 'h1')] },
      { output: [assistantMessage('hello gold')] },
    ]);
    const handle = run(g, 'hi', { model, sandbox, trusted: true, stream: false });
    const asked: string[] = [];
    for await (const e of handle) {
      if (e.type === 'approval_needed') {
        asked.push(e.arguments);
        handle.resolveApproval(e.approvalId, { approved: false });
      }
    }
    const result = await handle.result;
    expect(asked).toEqual(['{"city":"Paris"}']);
    const outs = model.calls[1].request.input.filter((i) => i.type === 'function_call_result').map((i) => (i.type === 'function_call_result' ? toolResultText(i) : ''));
    expect(outs).toEqual(['paid in Rome', 'Tool execution was not approved.']);
    expect(result.context).toEqual({ tier: 'gold', reason: 'vip' });
    expect(model.calls[2].request.systemInstructions).toBe('Tier gold, reason vip');
    expect(result.finalOutput).toBe('hello gold');
  }, 20_000);
});
