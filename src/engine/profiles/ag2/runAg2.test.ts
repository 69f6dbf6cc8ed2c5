import { describe, expect, it } from 'vitest';
import { assistantMessage, functionCall, toolResultText, functionCallResult, userMessage } from '../../../models/items.ts';
import { createScriptedModel, type ScriptedTurn } from '../../../models/scripted.ts';
import type { FunctionToolDefinition } from '../../../models/model.ts';
import { counterIds, exportTrace } from '../../kernel/index.ts';
import type { RunEvent, RunEventOf } from '../../events.ts';
import type { RunOptions } from '../../handle.ts';
import { createFakeSandbox } from '../../testing/fakeSandbox.ts';
import { edge, testGraph, type TestGraphInput } from '../../testing/graphs.ts';
import { runAg2 } from './runAg2.ts';

const fn = (id: string, code: string, extra: Record<string, unknown> = {}) => ({ id, type: 'function' as const, name: id, description: `${id} tool`, code, ...extra });

/**
 * triage: context condition to escalation when ctx.n_attempts >= 3; LLM conditions to billing
 * and tech; tools that touch the context and route through handoff().
 */
function graph(extra: Partial<TestGraphInput> = {}) {
  return testGraph({
    runtime: 'ag2',
    agents: [
      { id: 'triage', name: 'triage', instructions: 'Route the customer ({{tier}}).', tools: ['bump', 'read_x', 'route', 'flag', 'boom'] },
      { id: 'billing', name: 'billing', instructions: 'Billing.' },
      { id: 'tech', name: 'tech', instructions: 'Tech.' },
      { id: 'escalation', name: 'escalation', instructions: 'Escalate.' },
    ],
    handoffs: [
      edge('t-esc', 'triage', 'escalation', { trigger: { type: 'context', when: 'ctx.n_attempts >= 3' } }),
      edge('t-bill', 'triage', 'billing', { trigger: { type: 'llm', condition: 'The customer has a billing question.' } }),
      edge('t-tech', 'triage', 'tech', { trigger: { type: 'llm', condition: 'The customer has a technical problem.' }, enabled: { when: 'ctx.tier === "pro"' } }),
    ],
    tools: [
      fn('bump', 'export default async function (_a, { context }) { context.x = (context.x ?? 0) + 1; return null; }'),
      fn('read_x', 'export default async function (_a, { context }) { return { x: context.x ?? null, ok: true }; }'),
      // AG2 passes a function only the parameters its signature declares (fast_depends/core/model.py:256-258)
      fn('route', 'export default async function ({ to, note }, { handoff }) { handoff(to); return note ?? "routed"; }', { parameters: { type: 'object', properties: { to: { type: 'string' }, note: { type: 'string' } }, required: ['to'] } }),
      fn('flag', 'export default async function () { return true; }'),
      fn('boom', 'export default async function () { throw new Error("kapow"); }'),
    ],
    context: { tier: 'pro', n_attempts: 0 },
    ...extra,
  });
}

function opts(turns: ScriptedTurn[], over: Partial<RunOptions> = {}) {
  const model = createScriptedModel(turns);
  const options: RunOptions = { model, sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), now: () => 1_700_000_000_000, stream: false, ...over };
  return { model, options };
}

/** an item as AG2 sends it with the speaker's `name` (groupchat.py:318-325) */
const said = <T extends object>(item: T, speaker: string) => ({ ...item, speaker });
const say = (text: string): ScriptedTurn => ({ output: [assistantMessage(text)] });
const calls = (...items: Array<[string, string | object, string]>): ScriptedTurn => ({ output: items.map(([name, args, id]) => functionCall(name, args, id)) });

function events<T extends RunEvent['type']>(all: RunEvent[], type: T): RunEventOf<T>[] {
  return all.filter((e) => e.type === type) as RunEventOf<T>[];
}

describe('runAg2: the model request', () => {
  it('sends the agent tools, then its available LLM-condition tools transfer_to_<name>_<n> described by the condition', async () => {
    const { model, options } = opts([say('How can I help?')]);
    const result = await runAg2(graph(), [userMessage('hi')], options).result;
    const request = model.calls[0].request;
    expect(request.systemInstructions).toBe('Route the customer (pro).');
    expect(request.input).toEqual([said(userMessage('hi'), '_User')]);
    const tools = request.tools as FunctionToolDefinition[];
    // tools taking context_variables are registered again at the end (group_tool_executor.py:149-155)
    expect(tools.map((t) => t.name)).toEqual(['flag', 'boom', 'bump', 'read_x', 'route', 'transfer_to_billing_1', 'transfer_to_tech_2']);
    expect(tools[5]).toEqual({ type: 'function', name: 'transfer_to_billing_1', description: 'The customer has a billing question.', parameters: { type: 'object', properties: {}, required: [] }, strict: false });
    expect(tools.every((t) => t.strict === false)).toBe(true);
    // a text reply with no after-work: the group after-work, TerminateTarget by default
    expect(result.status).toBe('terminated');
    expect(result.finalOutput).toBe('How can I help?');
    expect(result.lastAgentId).toBe('triage');
  });

  it('re-checks availability every turn: an unavailable LLM condition has no tool (and keeps its number)', async () => {
    const { model, options } = opts([say('ok')]);
    const result = await runAg2(graph({ context: { tier: 'free', n_attempts: 0 } }), [userMessage('hi')], options).result;
    expect((model.calls[0].request.tools as FunctionToolDefinition[]).map((t) => t.name).slice(-1)).toEqual(['transfer_to_billing_1']);
    expect(events(result.events, 'handoffs_evaluated')[0]).toMatchObject({ agentId: 'triage', enabled: ['t-bill', 't-esc'], disabled: ['t-tech'] });
  });

  it('formats a condition with {{var}} from the current context each turn (ContextStrLLMCondition)', async () => {
    const g = graph();
    g.handoffs[1].trigger = { type: 'llm', toolName: null, description: null, condition: 'Billing for the {{tier}} plan (attempt {{n_attempts}}).' };
    const bump = g.tools.find((t) => t.id === 'bump');
    if (bump?.type === 'function') bump.code = 'export default async function (_a, { context }) { context.n_attempts = 1; return null; }';
    const { model, options } = opts([calls(['bump', '{}', 'c1']), say('ok')]);
    await runAg2(g, [userMessage('hi')], options).result;
    const descriptions = model.calls.map((c) => (c.request.tools as FunctionToolDefinition[]).find((t) => t.name === 'transfer_to_billing_1')?.description);
    // bump changes the context without handing off: AG2 runs it on a copy and merges nothing
    // (dependency_injection.py:84-88, group_tool_executor.py:347-349), so the prompt stays
    expect(descriptions).toEqual(['Billing for the pro plan (attempt 0).', 'Billing for the pro plan (attempt 0).']);
  });
});

describe('runAg2: context conditions (OnContextCondition)', () => {
  it('hand off before the model is called, replying "[Handing off to {name}]"', async () => {
    const { model, options } = opts([say('I will escalate this.')]);
    const result = await runAg2(graph({ context: { tier: 'pro', n_attempts: 3 } }), [userMessage('still broken')], options).result;
    expect(model.calls).toHaveLength(1);
    expect(model.calls[0].request.systemInstructions).toBe('Escalate.');
    // escalation sees triage's message as a user message (broadcast by the group manager)
    expect(model.calls[0].request.input).toEqual([said(userMessage('still broken'), '_User'), said(userMessage('[Handing off to escalation]'), 'triage')]);
    expect(result.items).toEqual([userMessage('still broken'), assistantMessage('[Handing off to escalation]'), assistantMessage('I will escalate this.')]);
    expect(events(result.events, 'handoff_taken')).toEqual([expect.objectContaining({ fromAgentId: 'triage', toAgentId: 'escalation', handoffId: 't-esc', via: 'context' })]);
    expect(result.status).toBe('terminated');
    expect(result.lastAgentId).toBe('escalation');
  });

  it('the first available matching condition wins; an unavailable one is skipped', async () => {
    const g = graph({ context: { tier: 'pro', n_attempts: 5 } });
    g.handoffs.unshift(
      { ...g.handoffs[0], id: 'off', to: 'billing', enabled: false },
      { ...g.handoffs[0], id: 'first', to: 'tech', trigger: { type: 'context', when: 'ctx.n_attempts > 4' } },
    );
    const { model, options } = opts([say('tech here')]);
    const result = await runAg2(g, [userMessage('x')], options).result;
    expect(model.calls[0].request.systemInstructions).toBe('Tech.');
    expect(events(result.events, 'handoff_taken')[0]).toMatchObject({ handoffId: 'first', toAgentId: 'tech' });
  });
});

describe('runAg2: LLM conditions and transit messages', () => {
  it('a transfer tool outputs "Transfer to X", hands off, and is hidden from the next model', async () => {
    const { model, options } = opts([{ output: [assistantMessage('Let me transfer you.'), functionCall('transfer_to_billing_1', '{}', 'c1')] }, say('Billing here.')]);
    const result = await runAg2(graph(), [userMessage('my invoice')], options).result;
    expect(result.items.slice(1)).toEqual([
      assistantMessage('Let me transfer you.'),
      functionCall('transfer_to_billing_1', '{}', 'c1'),
      functionCallResult({ callId: 'c1', name: 'transfer_to_billing_1' }, 'Transfer to billing'),
      assistantMessage('Billing here.'),
    ]);
    // the text stays (it had tool calls, so it keeps the assistant role); the transit call and output are gone
    expect(model.calls[1].request.input).toEqual([said(userMessage('my invoice'), '_User'), said(assistantMessage('Let me transfer you.'), 'triage')]);
    expect(model.calls[1].request.tools).toEqual([]);
    expect(events(result.events, 'handoff_taken')).toEqual([expect.objectContaining({ toAgentId: 'billing', handoffId: 't-bill', via: 'llm' })]);
    const spans = exportTrace(result.events).spans;
    expect(spans.map((s) => s.span_data.type)).toEqual(['agent', 'generation', 'function', 'handoff', 'agent', 'generation']);
    expect(spans[3].span_data).toEqual({ type: 'handoff', from_agent: 'triage', to_agent: 'billing' });
  });
});

describe('runAg2: the group tool executor', () => {
  it('runs calls one at a time on a copy of the context (kept only through handoff); outputs via _normalize_tool_content', async () => {
    const { model, options } = opts([calls(['bump', '{}', 'c1'], ['read_x', '{}', 'c2'], ['flag', '{}', 'c3']), say('done')]);
    const result = await runAg2(graph(), [userMessage('x')], options).result;
    const input = model.calls[1].request.input;
    expect(input.slice(-3)).toEqual([
      functionCallResult({ callId: 'c1', name: 'bump' }, ''),
      // bump's change was made on its own copy (tools/dependency_injection.py:84-88, AG2 0.11.5)
      functionCallResult({ callId: 'c2', name: 'read_x' }, '{"x": null, "ok": true}'),
      functionCallResult({ callId: 'c3', name: 'flag' }, 'true'),
    ]);
    // no target: the same agent speaks again, then after-work (terminate)
    expect(model.calls[1].request.systemInstructions).toBe('Route the customer (pro).');
    expect(result.context).not.toHaveProperty('x');
    expect(result.status).toBe('terminated');
    expect(result.finalOutput).toBe('done');
  });

  it('writes AG2 error texts for unknown functions, bad JSON and raising tools, and goes on', async () => {
    const { model, options } = opts([calls(['nope', '{}', 'c1'], ['read_x', '{"a": ', 'c2'], ['boom', '{}', 'c3']), say('sorry')]);
    const result = await runAg2(graph(), [userMessage('x')], options).result;
    expect(model.calls[1].request.input.slice(-3).map((i) => (i.type === 'function_call_result' ? toolResultText(i) : ''))).toEqual([
      'Error: Function nope not found.',
      'Error: Expecting value: line 1 column 7 (char 6)\n The argument must be in JSON format.',
      'Error: kapow',
    ]);
    expect(events(result.events, 'tool_call_end').map((e) => e.error)).toEqual([null, null, 'Error: kapow']);
    expect(result.status).toBe('terminated');
  });

  it('handoff(id) in tool code is ReplyResult(target): the output is the message, the tool target beats after-work', async () => {
    const g = graph();
    g.agents[0].afterWork = { type: 'agent', agent: 'escalation' };
    const { model, options } = opts([calls(['route', { to: 'tech', note: 'Sending you to tech' }, 'c1']), say('tech here')]);
    const result = await runAg2(g, [userMessage('x')], options).result;
    expect(model.calls[1].request.systemInstructions).toBe('Tech.');
    // another agent's tool-call message: content "None" and its name (groupchat.py:322)
    expect(model.calls[1].request.input).toEqual([
      said(userMessage('x'), '_User'),
      said(assistantMessage('None'), 'triage'),
      said(functionCall('route', { to: 'tech', note: 'Sending you to tech' }, 'c1'), 'triage'),
      functionCallResult({ callId: 'c1', name: 'route' }, 'Sending you to tech'),
    ]);
    expect(events(result.events, 'handoff_taken')[0]).toMatchObject({ toAgentId: 'tech', via: 'tool', handoffId: null });
  });

  it('the last non-None target of the batch wins', async () => {
    const { model, options } = opts([calls(['route', { to: 'tech' }, 'c1'], ['read_x', '{}', 'c2'], ['transfer_to_billing_1', '{}', 'c3']), say('billing')]);
    const result = await runAg2(graph(), [userMessage('x')], options).result;
    expect(model.calls[1].request.systemInstructions).toBe('Billing.');
    expect(events(result.events, 'handoff_ignored')).toEqual([expect.objectContaining({ toAgentId: 'tech' })]);
    expect(result.lastAgentId).toBe('billing');
  });

  it('$terminate, $revert_to_user and $stay targets', async () => {
    const term = opts([calls(['flag', '{}', 'c0'], ['route', { to: '$terminate', note: 'Case closed' }, 'c1'])]);
    const r1 = await runAg2(graph(), [userMessage('x')], term.options).result;
    expect(r1.status).toBe('terminated');
    // the chat's last message is the tool executor's: its content joins the outputs with "\n"
    expect(r1.finalOutput).toBe('true\nCase closed');

    const user = opts([calls(['route', { to: '$revert_to_user' }, 'c1'])]);
    const r2 = await runAg2(graph(), [userMessage('x')], user.options).result;
    expect(r2.status).toBe('awaiting_user');
    expect(r2.lastAgentId).toBe('triage');

    const stay = opts([calls(['route', { to: '$stay' }, 'c1']), say('still me')]);
    const r3 = await runAg2(graph(), [userMessage('x')], stay.options).result;
    // StayTarget resolves against last_speaker, the tool executor (group_utils.py:482-487, AG2
    // 0.11.5): the executor speaks again with nothing to run, its default auto reply ""
    // (conversable_agent.py:3215); then triage's after-work (terminate, the default) decides
    expect(stay.model.calls).toHaveLength(1);
    expect(events(r3.events, 'handoff_taken')).toEqual([]);
    expect(r3.status).toBe('terminated');
    expect(r3.finalOutput).toBe('');
    expect(r3.items.at(-1)).toEqual({ ...userMessage(''), speaker: '_Group_Tool_Executor' });
  });

  // Run on AG2 0.11.5 with a scripted model (exported graph vs engine, same requests): after the
  // executor's empty turn every agent sees it as a user message named _Group_Tool_Executor, and
  // it takes a round; the calling agent's own after-work picks the next speaker.
  it('$stay from a tool: the executor\'s empty turn is seen by the next agent and counts as a round', async () => {
    const g = graph();
    g.agents[0].afterWork = { type: 'agent', agent: 'billing' };
    const stay = opts([calls(['route', { to: '$stay', note: 'routed' }, 'c1']), say('billing here')]);
    const result = await runAg2(g, [userMessage('x')], stay.options).result;
    expect(stay.model.calls).toHaveLength(2);
    expect(stay.model.calls[1].request.input.slice(-2)).toEqual([functionCallResult({ callId: 'c1', name: 'route' }, 'routed'), { ...userMessage(''), speaker: '_Group_Tool_Executor' }]);
    expect(events(result.events, 'handoff_taken').map((e) => `${e.fromAgentId}>${e.toAgentId}:${e.via}`)).toEqual(['triage>billing:after_work']);
    // rounds: user 1, triage 2, tool executor 3, its empty turn 4: max_rounds 4 stops before billing
    const capped = opts([calls(['route', { to: '$stay' }, 'c1']), say('never')]);
    const stopped = await runAg2({ ...g, settings: { ...g.settings, maxTurns: 4 } }, [userMessage('x')], capped.options).result;
    expect(capped.model.calls).toHaveLength(1);
    expect(stopped.status).toBe('max_turns');
  });
});

describe('runAg2: after-work and rounds', () => {
  it('agent after-work beats the group after-work; the chain advances without user input', async () => {
    const g = testGraph({
      runtime: 'ag2',
      agents: [
        { id: 'a', name: 'a', afterWork: { type: 'agent', agent: 'b' } },
        { id: 'b', name: 'b', afterWork: { type: 'agent', agent: 'c' } },
        { id: 'c', name: 'c' },
      ],
    });
    g.settings.afterWork = { type: 'revert_to_user' };
    const { model, options } = opts([say('from a'), say('from b'), say('from c')]);
    const result = await runAg2(g, [userMessage('go')], options).result;
    expect(model.calls.map((c) => c.request.input.length)).toEqual([1, 2, 3]);
    // c sees a's and b's replies as user messages
    expect(model.calls[2].request.input).toEqual([said(userMessage('go'), 'user'), said(userMessage('from a'), 'a'), said(userMessage('from b'), 'b')]);
    expect(events(result.events, 'handoff_taken').map((e) => `${e.fromAgentId}>${e.toAgentId}:${e.via}`)).toEqual(['a>b:after_work', 'b>c:after_work']);
    // c has no after-work of its own: the group's (revert to user)
    expect(result.status).toBe('awaiting_user');
    expect(result.lastAgentId).toBe('c');
  });

  it('revert to user hands the chat back; the next run resumes with the last agent', async () => {
    const g = testGraph({ runtime: 'ag2', agents: [{ id: 'a', name: 'a', afterWork: { type: 'revert_to_user' } }] });
    const { model, options } = opts([say('Which plan?'), say('Pro it is.')]);
    const first = await runAg2(g, [userMessage('hi')], options).result;
    expect(first.status).toBe('awaiting_user');
    expect(first.finalOutput).toBe('Which plan?');
    const second = await runAg2(g, [userMessage('pro')], { ...options, history: first.items, startAgentId: first.lastAgentId, context: first.context }).result;
    expect(model.calls[1].request.input).toEqual([said(userMessage('hi'), 'user'), said(assistantMessage('Which plan?'), 'a'), said(userMessage('pro'), 'user')]);
    expect(second.status).toBe('awaiting_user');
    expect(second.items).toHaveLength(4);
  });

  it('stay after-work loops on the agent until max_rounds stops silently (user message = round 1)', async () => {
    const g = testGraph({ runtime: 'ag2', agents: [{ id: 'a', name: 'a', afterWork: { type: 'stay' } }], maxTurns: 4 });
    const { model, options } = opts([say('1'), say('2'), say('3'), say('4')]);
    const result = await runAg2(g, [userMessage('go')], options).result;
    expect(model.calls).toHaveLength(3);
    expect(result.status).toBe('max_turns');
    expect(result.error).toBeNull();
    expect(result.finalOutput).toBe('3');
  });

  it('the tool executor reply counts as a round', async () => {
    const { model, options } = opts([calls(['flag', '{}', 'c1']), say('never')], { maxTurns: 3 });
    const result = await runAg2(graph(), [userMessage('x')], options).result;
    expect(model.calls).toHaveLength(1);
    expect(result.status).toBe('max_turns');
    expect(result.finalOutput).toBe('true');
  });

  it('defaults to 20 rounds', async () => {
    const g = testGraph({ runtime: 'ag2', agents: [{ id: 'a', name: 'a', afterWork: { type: 'stay' } }] });
    const { model, options } = opts(Array.from({ length: 25 }, (_, i) => say(`r${i}`)));
    const result = await runAg2(g, [userMessage('go')], options).result;
    expect(model.calls).toHaveLength(19);
    expect(result.status).toBe('max_turns');
  });

  it('a message that is exactly TERMINATE ends the chat', async () => {
    const g = testGraph({ runtime: 'ag2', agents: [{ id: 'a', name: 'a', afterWork: { type: 'stay' } }] });
    const { model, options } = opts([say('working'), say('TERMINATE'), say('never')]);
    const result = await runAg2(g, [userMessage('go')], options).result;
    expect(model.calls).toHaveLength(2);
    expect(result.status).toBe('terminated');
  });
});

describe('runAg2: agent names', () => {
  it('rejects an agent name with whitespace before the chat starts, as ConversableAgent does', async () => {
    const g = graph();
    g.agents[1].name = 'Billing Agent';
    const { model, options } = opts([say('never')]);
    const result = await runAg2(g, [userMessage('x')], options).result;
    expect(result.status).toBe('error');
    expect(result.error).toEqual({ type: 'ValueError', message: "The name of the agent cannot contain any whitespace. The name provided is: 'Billing Agent'" });
    expect(model.calls).toHaveLength(0);
  });
});

describe('runAg2: controls', () => {
  it('approvals work as in every profile: a rejection is the tool output', async () => {
    const g = graph();
    const bump = g.tools.find((t) => t.id === 'bump');
    if (bump?.type === 'function') bump.needsApproval = true;
    const { model, options } = opts([calls(['bump', '{}', 'c1']), say('ok')]);
    const handle = runAg2(g, [userMessage('x')], options);
    for await (const e of handle) if (e.type === 'approval_needed') handle.resolveApproval(e.approvalId, { approved: false });
    await handle.result;
    expect(model.calls[1].request.input.at(-1)).toEqual(functionCallResult({ callId: 'c1', name: 'bump' }, 'Tool execution was not approved.'));
  });

  it('step mode pauses before the model call, the tool call and the handoff', async () => {
    const { options } = opts([calls(['transfer_to_billing_1', '{}', 'c1']), say('hi')], { stepMode: true });
    const handle = runAg2(graph(), [userMessage('x')], options);
    const pauses: string[] = [];
    for await (const e of handle) {
      if (e.type === 'paused') {
        pauses.push(`${e.before}:${e.detail}`);
        handle.continue();
      }
    }
    expect(pauses).toEqual(['model_call:triage', 'tool_call:transfer_to_billing_1', 'handoff:triage -> billing', 'model_call:billing']);
  });

  it('stop() cancels the run', async () => {
    const { options } = opts([say('hi')], { breakpoints: { agents: ['triage'] } });
    const handle = runAg2(graph(), [userMessage('x')], options);
    for await (const e of handle) if (e.type === 'paused') handle.stop();
    expect((await handle.result).status).toBe('cancelled');
  });
});

describe('runAg2: #22 items 11 and 12', () => {
  it('item 12: handoff(id) without a message is str(target), "Transfer to tech" (AgentTarget.__str__, transition_target.py:113-115)', async () => {
    const g = graph();
    g.tools.push({ ...g.tools[2], id: 'bare', name: 'bare', code: 'export default async function (_a, { handoff }) { return handoff("tech"); }' } as (typeof g.tools)[number]);
    g.agents[0].tools.push('bare');
    const { model, options } = opts([calls(['bare', '{}', 'c1']), say('tech here')]);
    await runAg2(g, [userMessage('x')], options).result;
    expect(model.calls[1].request.input.at(-1)).toEqual(functionCallResult({ callId: 'c1', name: 'bare' }, 'Transfer to tech'));
  });

  it('item 11: a parameter that is not a Python name is shown under the exported signature\'s name, and the code gets the JSON name (function_utils.py get_parameters)', async () => {
    const g = graph();
    g.tools.push({
      ...g.tools[3], id: 'search', name: 'search', description: 'Search.',
      parameters: { type: 'object', properties: { 'max-results': { type: 'integer' }, class: { type: 'string' } }, required: ['max-results'] },
      code: 'export default async function (args) { return JSON.stringify(args); }',
    } as (typeof g.tools)[number]);
    g.agents[0].tools.push('search');
    const { model, options } = opts([calls(['search', { max_results_: 3, class_: 'gold' }, 'c1']), say('done')]);
    await runAg2(g, [userMessage('x')], options).result;
    const tool = (model.calls[0].request.tools as FunctionToolDefinition[]).find((t) => t.name === 'search')!;
    expect(tool.parameters).toEqual({
      type: 'object',
      properties: { max_results_: { type: 'integer', description: 'max_results_' }, class_: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, description: 'class_' } },
      required: ['max_results_'],
    });
    expect(model.calls[1].request.input.at(-1)).toEqual(functionCallResult({ callId: 'c1', name: 'search' }, '{"max-results":3,"class":"gold"}'));
  });
});
