import { describe, expect, it } from 'vitest';
import { assistantMessage, functionCall, toolResultText, functionCallResult, userMessage, type ProtocolItem } from '../../../models/items.ts';
import { createScriptedModel, type ScriptedTurn } from '../../../models/scripted.ts';
import type { FunctionToolDefinition } from '../../../models/model.ts';
import { counterIds, exportTrace } from '../../kernel/index.ts';
import type { RunEvent, RunEventOf } from '../../events.ts';
import type { RunOptions } from '../../handle.ts';
import { createFakeSandbox } from '../../testing/fakeSandbox.ts';
import { edge, testGraph, type TestGraphInput } from '../../testing/graphs.ts';
import { runSwarm } from './runSwarm.ts';

const tool = (id: string, code: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'function' as const,
  name: id,
  description: `${id} description`,
  // function_to_json: a type per parameter, no additionalProperties (swarm/util.py:60-87, 6af0b4c)
      parameters: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
  code,
  ...extra,
});

/** Triage (tools: look_up, set_n, read_n, boom) → Sales via a transfer function. */
function graph(extra: Partial<TestGraphInput> = {}) {
  return testGraph({
    runtime: 'swarm',
    agents: [
      { id: 'triage', name: 'Triage Agent', instructions: 'Help {{user}} (vip={{vip}}, tier={{missing}}).', tools: ['look_up', 'set_n', 'read_n', 'boom', 'route'] },
      { id: 'sales', name: 'Sales Agent', instructions: 'Sell. n={{n}}', handoffDescription: 'Use for anything sales or buying related.' },
    ],
    handoffs: [edge('triage-sales', 'triage', 'sales')],
    tools: [
      tool('look_up', 'export default async function ({ q }) { return { id: "item_1", q, ok: true, price: 1.5 }; }'),
      tool('set_n', 'export default async function (_a, { context }) { context.n = 1; return "set"; }'),
      tool('read_n', 'export default async function (_a, { context }) { return context.n === undefined ? null : context.n; }'),
      tool('boom', 'export default async function () { throw new TypeError("kapow"); }'),
      tool('route', 'export default async function ({ q }, { handoff }) { handoff(q); return "ignored"; }'),
    ],
    context: { user: 'Ada', vip: true },
    ...extra,
  });
}

function opts(turns: ScriptedTurn[], over: Partial<RunOptions> = {}) {
  const model = createScriptedModel(turns);
  const options: RunOptions = { model, sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), now: () => 1_700_000_000_000, stream: false, ...over };
  return { model, options };
}

const say = (text: string): ScriptedTurn => ({ output: [assistantMessage(text)] });
const call = (name: string, args: string | object, callId: string) => functionCall(name, args, callId);

function events<T extends RunEvent['type']>(all: RunEvent[], type: T): RunEventOf<T>[] {
  return all.filter((e) => e.type === type) as RunEventOf<T>[];
}

describe('runSwarm: the model request (get_chat_completion)', () => {
  it('sends the active agent instructions with {{var}} as Python str(), missing as "", and function_to_json tools', async () => {
    const { model, options } = opts([say('Hello!')]);
    const result = await runSwarm(graph(), [userMessage('hi')], options).result;
    const request = model.calls[0].request;
    expect(request.systemInstructions).toBe('Help Ada (vip=True, tier=).');
    expect(request.input).toEqual([userMessage('hi')]);
    const tools = request.tools as FunctionToolDefinition[];
    expect(tools.map((t) => t.name)).toEqual(['look_up', 'set_n', 'read_n', 'boom', 'route', 'transfer_to_sales_agent']);
    expect(tools[0]).toEqual({
      type: 'function',
      name: 'look_up',
      description: 'look_up description',
      // function_to_json: a type per parameter, no additionalProperties (swarm/util.py:60-87, 6af0b4c)
      parameters: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
      strict: false,
    });
    expect(tools[5]).toEqual({
      type: 'function',
      name: 'transfer_to_sales_agent',
      description: 'Use for anything sales or buying related.',
      parameters: { type: 'object', properties: {}, required: [] },
      strict: false,
    });
    expect(request.handoffs).toEqual([]);
    expect(request.modelSettings).toEqual({ parallelToolCalls: true });
    expect(result.status).toBe('awaiting_user');
    expect(result.finalOutput).toBe('Hello!');
    expect(result.lastAgentId).toBe('triage');
    expect(result.items).toEqual([userMessage('hi'), assistantMessage('Hello!')]);
  });

  it('sends no temperature (Swarm has none) and no parallel_tool_calls without tools', async () => {
    const g = graph();
    g.settings.modelSettings = { temperature: 0.2, toolChoice: 'auto' };
    const { model, options } = opts([say('hi')]);
    await runSwarm(g, [userMessage('x')], { ...options, startAgentId: 'sales' }).result;
    expect(model.calls[0].request.modelSettings).toEqual({ toolChoice: 'auto' });
    expect(model.calls[0].request.tools).toEqual([]);
  });
});

describe('runSwarm: handle_tool_calls', () => {
  it('str()s tool results the Python way and runs the model again', async () => {
    const { model, options } = opts([{ output: [call('look_up', { q: 'boot' }, 'c1')] }, say('Found it.')]);
    const result = await runSwarm(graph(), [userMessage('find the boot')], options).result;
    expect(result.status).toBe('awaiting_user');
    expect(model.calls[1].request.input.at(-1)).toEqual(functionCallResult({ callId: 'c1', name: 'look_up' }, "{'id': 'item_1', 'q': 'boot', 'ok': True, 'price': 1.5}"));
    const end = events(result.events, 'tool_call_end')[0];
    expect(end).toMatchObject({ toolId: 'look_up', name: 'look_up', output: "{'id': 'item_1', 'q': 'boot', 'ok': True, 'price': 1.5}", error: null });
  });

  it('answers an unknown tool with "Error: Tool {name} not found." and goes on with the batch', async () => {
    const { model, options } = opts([{ output: [call('nope', '{}', 'c1'), call('read_n', '{}', 'c2')] }, say('ok')]);
    const result = await runSwarm(graph(), [userMessage('x')], options).result;
    const input = model.calls[1].request.input;
    expect(input.slice(-2)).toEqual([functionCallResult({ callId: 'c1', name: 'nope' }, 'Error: Tool nope not found.'), functionCallResult({ callId: 'c2', name: 'read_n' }, 'None')]);
    expect(result.status).toBe('awaiting_user');
  });

  it('ends the run with JSONDecodeError when the arguments are not JSON', async () => {
    const { options } = opts([{ output: [call('look_up', '{"q": ', 'c1')] }]);
    const result = await runSwarm(graph(), [userMessage('x')], options).result;
    expect(result.status).toBe('error');
    expect(result.error).toEqual({ type: 'JSONDecodeError', message: 'Expecting value: line 1 column 7 (char 6)' });
    expect(events(result.events, 'tool_call_start')).toHaveLength(0);
  });

  it('ends the run when a function raises (Swarm does not catch it)', async () => {
    const { options } = opts([{ output: [call('boom', '{}', 'c1')] }]);
    const result = await runSwarm(graph(), [userMessage('x')], options).result;
    expect(result.status).toBe('error');
    expect(result.error).toEqual({ type: 'TypeError', message: 'kapow' });
    expect(events(result.events, 'tool_call_end')[0].error).toBe('TypeError: kapow');
    const fnSpan = exportTrace(result.events).spans.find((s) => s.span_data.type === 'function');
    expect(fnSpan?.error?.message).toBe('TypeError: kapow');
  });

  it('applies in-place context changes at once: the next call of the batch sees them (swarm/core.py:119-121)', async () => {
    const { model, options } = opts([{ output: [call('set_n', '{}', 'c1'), call('read_n', '{}', 'c2')] }, say('done')]);
    const result = await runSwarm(graph(), [userMessage('x')], options).result;
    const input = model.calls[1].request.input;
    // Swarm passes the run's own dict to each function: read_n sees set_n's n
    expect(input.at(-1)).toEqual(functionCallResult({ callId: 'c2', name: 'read_n' }, '1'));
    expect(result.context).toEqual({ user: 'Ada', vip: true, n: 1 });
    const changed = events(result.events, 'context_changed');
    expect(changed).toHaveLength(1);
    expect(changed[0].changedKeys).toEqual(['n']);
    // the change is announced before read_n starts
    const readStart = events(result.events, 'tool_call_start').at(-1)!;
    expect(changed[0].seq).toBeLessThan(readStart.seq);
  });
});

describe('runSwarm: handoffs ("return an agent")', () => {
  it('a transfer function outputs {"assistant": "<name>"} and swaps the system prompt', async () => {
    const { model, options } = opts([{ output: [call('transfer_to_sales_agent', '{}', 'c1')] }, say('Want some anvils?')]);
    const result = await runSwarm(graph({ context: { n: 2.5 } }), [userMessage('buy')], options).result;
    expect(result.status).toBe('awaiting_user');
    expect(result.lastAgentId).toBe('sales');
    expect(result.finalOutput).toBe('Want some anvils?');
    const second = model.calls[1].request;
    expect(second.systemInstructions).toBe('Sell. n=2.5');
    expect(second.input).toEqual([userMessage('buy'), call('transfer_to_sales_agent', '{}', 'c1'), functionCallResult({ callId: 'c1', name: 'transfer_to_sales_agent' }, '{"assistant": "Sales Agent"}')]);
    expect(second.tools).toEqual([]);
    const taken = events(result.events, 'handoff_taken');
    expect(taken).toEqual([expect.objectContaining({ fromAgentId: 'triage', toAgentId: 'sales', handoffId: 'triage-sales', via: 'llm' })]);
    expect(events(result.events, 'handoff_requested')[0]).toMatchObject({ toolName: 'transfer_to_sales_agent', callId: 'c1' });
    const spans = exportTrace(result.events).spans;
    expect(spans.map((s) => s.span_data.type)).toEqual(['agent', 'generation', 'function', 'handoff', 'agent', 'generation']);
    expect(spans[3].span_data).toEqual({ type: 'handoff', from_agent: 'Triage Agent', to_agent: 'Sales Agent' });
    expect(spans[3].parent_id).toBe(spans[0].id);
    expect(events(result.events, 'agent_start').map((e) => e.agentId)).toEqual(['triage', 'sales']);
  });

  it('handoff(id) from tool code is a function returning that agent', async () => {
    const { model, options } = opts([{ output: [call('route', { q: 'sales' }, 'c1')] }, say('Sales here')]);
    const result = await runSwarm(graph(), [userMessage('x')], options).result;
    expect(model.calls[1].request.input.at(-1)).toEqual(functionCallResult({ callId: 'c1', name: 'route' }, '{"assistant": "Sales Agent"}'));
    expect(result.lastAgentId).toBe('sales');
    expect(events(result.events, 'handoff_taken')[0]).toMatchObject({ via: 'tool', handoffId: null, toAgentId: 'sales' });
  });

  it('several agent switches in one batch: the last one wins', async () => {
    const g = graph();
    g.agents.push({ ...g.agents[1], id: 'refunds', name: 'Refunds Agent', instructions: 'Refund.' });
    g.handoffs.push({ ...g.handoffs[0], id: 'triage-refunds', to: 'refunds' });
    const { model, options } = opts([{ output: [call('transfer_to_refunds_agent', '{}', 'c1'), call('transfer_to_sales_agent', '{}', 'c2')] }, say('Sales!')]);
    const result = await runSwarm(g, [userMessage('x')], options).result;
    expect(result.lastAgentId).toBe('sales');
    expect(model.calls[1].request.systemInstructions).toBe('Sell. n=');
    expect(model.calls[1].request.input.slice(-2).map((i) => (i.type === 'function_call_result' ? toolResultText(i) : ''))).toEqual(['{"assistant": "Refunds Agent"}', '{"assistant": "Sales Agent"}']);
    expect(events(result.events, 'handoff_ignored')).toEqual([expect.objectContaining({ toAgentId: 'refunds', handoffId: 'triage-refunds' })]);
  });

  it('omits a transfer function whose enabled rule is false right now', async () => {
    const g = graph();
    g.handoffs[0].enabled = { when: 'ctx.vip === false' };
    const { model, options } = opts([say('hi')]);
    const result = await runSwarm(g, [userMessage('x')], options).result;
    expect((model.calls[0].request.tools as FunctionToolDefinition[]).map((t) => t.name)).not.toContain('transfer_to_sales_agent');
    expect(events(result.events, 'handoffs_evaluated')[0]).toMatchObject({ agentId: 'triage', enabled: [], disabled: ['triage-sales'] });
  });
});

describe('runSwarm: max_turns counts messages', () => {
  it('max_turns=1 with a tool call returns [assistant, tool] and still switches agent', async () => {
    const { model, options } = opts([{ output: [call('transfer_to_sales_agent', '{}', 'c1')] }], { maxTurns: 1 });
    const result = await runSwarm(graph(), [userMessage('x')], options).result;
    expect(model.calls).toHaveLength(1);
    expect(result.status).toBe('max_turns');
    expect(result.error).toBeNull();
    expect(result.lastAgentId).toBe('sales');
    expect(result.items.slice(1).map((i: ProtocolItem) => i.type)).toEqual(['function_call', 'function_call_result']);
  });

  it('every tool message counts: max_turns=3 stops after one response with two calls', async () => {
    const { model, options } = opts([{ output: [assistantMessage('Checking'), call('read_n', '{}', 'c1'), call('read_n', '{}', 'c2')] }, say('never')], { maxTurns: 3 });
    const result = await runSwarm(graph(), [userMessage('x')], options).result;
    expect(model.calls).toHaveLength(1);
    expect(result.status).toBe('max_turns');
    expect(result.finalOutput).toBe('Checking');
  });

  it('graph settings.maxTurns applies when no option overrides it', async () => {
    const { model, options } = opts([{ output: [call('read_n', '{}', 'c1')] }, { output: [call('read_n', '{}', 'c2')] }]);
    const result = await runSwarm(graph({ maxTurns: 4 }), [userMessage('x')], options).result;
    expect(model.calls).toHaveLength(2);
    expect(result.status).toBe('max_turns');
  });
});

describe('runSwarm: controls', () => {
  it('asks for approval; a rejection becomes the tool output and the code does not run', async () => {
    const g = graph();
    const lookUp = g.tools.find((t) => t.id === 'set_n');
    if (lookUp?.type === 'function') lookUp.needsApproval = true;
    const { model, options } = opts([{ output: [call('set_n', '{}', 'c1')] }, say('ok')]);
    const handle = runSwarm(g, [userMessage('x')], options);
    for await (const e of handle) if (e.type === 'approval_needed') handle.resolveApproval(e.approvalId, { approved: false });
    const result = await handle.result;
    expect(model.calls[1].request.input.at(-1)).toEqual(functionCallResult({ callId: 'c1', name: 'set_n' }, 'Tool execution was not approved.'));
    expect(result.context).toEqual({ user: 'Ada', vip: true });
  });

  it('approval with a `when` rule over args: approved calls run', async () => {
    const g = graph();
    const lookUp = g.tools.find((t) => t.id === 'look_up');
    if (lookUp?.type === 'function') lookUp.needsApproval = { when: "args.q === 'big'" };
    const { model, options } = opts([{ output: [call('look_up', { q: 'small' }, 'c1'), call('look_up', { q: 'big' }, 'c2')] }, say('ok')]);
    const handle = runSwarm(g, [userMessage('x')], options);
    const asked: string[] = [];
    for await (const e of handle) {
      if (e.type === 'approval_needed') {
        asked.push(e.callId);
        handle.resolveApproval(e.approvalId, { approved: true });
      }
    }
    await handle.result;
    expect(asked).toEqual(['c2']);
    expect(model.calls[1].request.input.at(-1)).toEqual(functionCallResult({ callId: 'c2', name: 'look_up' }, "{'id': 'item_1', 'q': 'big', 'ok': True, 'price': 1.5}"));
  });

  it('step mode pauses before the model call, each tool call and the handoff', async () => {
    const { options } = opts([{ output: [call('transfer_to_sales_agent', '{}', 'c1')] }, say('hi')], { stepMode: true });
    const handle = runSwarm(graph(), [userMessage('x')], options);
    const pauses: string[] = [];
    for await (const e of handle) {
      if (e.type === 'paused') {
        pauses.push(`${e.before}:${e.detail}`);
        handle.continue();
      }
    }
    expect(pauses).toEqual(['model_call:Triage Agent', 'tool_call:transfer_to_sales_agent', 'handoff:Triage Agent -> Sales Agent', 'model_call:Sales Agent']);
    expect((await handle.result).status).toBe('awaiting_user');
  });

  it('stop() while paused cancels the run and keeps the transcript', async () => {
    const { options } = opts([say('hi')], { breakpoints: { agents: ['triage'] } });
    const handle = runSwarm(graph(), [userMessage('x')], options);
    for await (const e of handle) if (e.type === 'paused') handle.stop();
    const result = await handle.result;
    expect(result.status).toBe('cancelled');
    expect(result.items).toEqual([userMessage('x')]);
  });

  it('refuses to run tool code of an untrusted graph', async () => {
    const { options } = opts([{ output: [call('read_n', '{}', 'c1')] }], { trusted: false });
    const result = await runSwarm(graph(), [userMessage('x')], options).result;
    expect(result.status).toBe('error');
    expect(result.error?.type).toBe('UntrustedCodeError');
  });
});

describe('runSwarm: streaming (run_and_stream)', () => {
  it('streams the text deltas of the active agent', async () => {
    const model = createScriptedModel([{ output: [assistantMessage('Hello there')] }], { chunkSize: 5 });
    const handle = runSwarm(graph(), [userMessage('hi')], { model, sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), stream: true });
    const result = await handle.result;
    expect(events(result.events, 'model_delta').map((e) => e.delta)).toEqual(['Hello', ' ther', 'e']);
    expect(model.calls[0].streamed).toBe(true);
    expect(result.finalOutput).toBe('Hello there');
  });
});

describe('runSwarm: a batch whose calls change the context (#22 item 10)', () => {
  // swarm/core.py:133 `partial_response.context_variables.update(result.context_variables)` copies the dict
  // a routing call's Result carries (the exports' `return handoff(id, message, context_variables)`,
  // the run's own dict) at that call; core.py:284 applies it again after the batch, so a later
  // call's in-place change to the same key is overwritten.
  const batchGraph = () =>
    graph({
      tools: [
        tool('route_n', 'export default async function (_a, { context, handoff }) { context.n = 1; return handoff("sales", "go"); }'),
        tool('bump_n', 'export default async function (_a, { context }) { context.n = 2; context.m = 3; return "bumped"; }'),
      ],
      agents: [
        { id: 'triage', name: 'Triage Agent', instructions: 'Help.', tools: ['route_n', 'bump_n'] },
        { id: 'sales', name: 'Sales Agent', instructions: 'Sell. n={{n}} m={{m}}' },
      ],
    });

  it('a Result\'s context copied at its call is applied again after the batch (core.py:133, :284)', async () => {
    const { model, options } = opts([{ output: [call('route_n', {}, 'c1'), call('bump_n', {}, 'c2')] }, say('sold')]);
    const result = await runSwarm(batchGraph(), [userMessage('hi')], options).result;
    expect(model.calls[1].request.systemInstructions).toBe('Sell. n=1 m=3');
    expect(result.context).toMatchObject({ n: 1, m: 3 });
  });
});

describe('runSwarm: parameters that are not Python names (#22 item 11)', () => {
  it('shows the exported signature\'s names (util.py:67 inspect.signature) and gives the code the JSON names', async () => {
    const g = graph({
      agents: [{ id: 'triage', name: 'Triage Agent', instructions: 'Help.', tools: ['search'] }, { id: 'sales', name: 'Sales Agent', instructions: 'Sell.' }],
      tools: [tool('search', 'export default async function (args) { return JSON.stringify(args); }', { parameters: { type: 'object', properties: { 'max-results': { type: 'integer' }, class: { type: 'string' } }, required: ['max-results'] } })],
    });
    const { model, options } = opts([{ output: [call('search', { max_results_: 3, class_: 'gold' }, 'c1')] }, say('done')]);
    await runSwarm(g, [userMessage('hi')], options).result;
    const search = (model.calls[0].request.tools as FunctionToolDefinition[])[0];
    expect(search.parameters).toEqual({ type: 'object', properties: { max_results_: { type: 'integer' }, class_: { type: 'string' } }, required: ['max_results_'] });
    expect(model.calls[1].request.input.at(-1)).toEqual(functionCallResult({ callId: 'c1', name: 'search' }, '{"max-results":3,"class":"gold"}'));
  });
});
