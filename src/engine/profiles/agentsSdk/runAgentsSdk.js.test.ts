import { describe, expect, it } from 'vitest';
import { assistantMessage, functionCall, toolResultText, userMessage, type FunctionCallResultItem, type ProtocolItem } from '../../../models/items.ts';
import { drive } from '../../testing/drive.ts';
import { edge, testGraph } from '../../testing/graphs.ts';
import { exportTrace } from '../../kernel/index.ts';

const billing = { id: 'billing', name: 'Billing Agent', instructions: 'bill' };
const triage = { id: 'triage', name: 'Triage', instructions: 'route' };
const weather = {
  id: 'weather',
  type: 'function' as const,
  name: 'get weather',
  description: 'w',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false },
  code: 'export default ({ city }) => `sunny in ${city}`',
};

function outputs(items: ProtocolItem[]): string[] {
  return items.filter((i): i is FunctionCallResultItem => i.type === 'function_call_result').map((i) => toolResultText(i));
}

describe('agents-sdk-js profile', () => {
  it('exposes handoffs as transfer tools with the SDK name, description and strict schema', async () => {
    const g = testGraph({ agents: [{ ...triage, tools: ['weather'] }, billing], tools: [weather], handoffs: [edge('h', 'triage', 'billing')] });
    const { model } = await drive(g, 'hi', [[assistantMessage('ok')]]);
    const req = model.calls[0].request;
    expect(req.systemInstructions).toBe('route');
    expect(req.handoffs).toEqual([
      { toolName: 'transfer_to_Billing_Agent', toolDescription: 'Handoff to the Billing Agent agent to handle the request. ', inputJsonSchema: { type: 'object', properties: {}, required: [], additionalProperties: false }, strictJsonSchema: true },
    ]);
    expect(req.tools).toEqual([{ type: 'function', name: 'get_weather', description: 'w', parameters: weather.parameters, strict: true }]);
  });

  it('hands off with the JS transfer message and switches instructions', async () => {
    const g = testGraph({ agents: [triage, billing], handoffs: [edge('h', 'triage', 'billing')] });
    const { result, model } = await drive(g, 'invoice', [[functionCall('transfer_to_Billing_Agent', {}, 'h1')], [assistantMessage('Billing here')]]);
    expect(result.status).toBe('completed');
    expect(result.finalOutput).toBe('Billing here');
    expect(result.lastAgentId).toBe('billing');
    expect(model.calls[1].request.systemInstructions).toBe('bill');
    expect(outputs(model.calls[1].request.input)).toEqual(['{"assistant":"Billing Agent"}']);
  });

  it('first handoff wins; JS drops the extra call from the history and records the span error', async () => {
    const refunds = { id: 'refunds', name: 'Refunds' };
    const g = testGraph({ agents: [{ ...triage, tools: ['weather'] }, billing, refunds], tools: [weather], handoffs: [edge('h1', 'triage', 'billing'), edge('h2', 'triage', 'refunds')] });
    const { result, model } = await drive(g, 'x', [
      [assistantMessage('going'), functionCall('get_weather', { city: 'Paris' }, 'c1'), functionCall('transfer_to_Billing_Agent', {}, 'h1'), functionCall('transfer_to_Refunds', {}, 'h2')],
      [assistantMessage('billing done')],
    ]);
    expect(result.lastAgentId).toBe('billing');
    const input = model.calls[1].request.input;
    expect(input.map((i) => (i.type === 'message' ? `${i.role}` : `${i.type}:${'callId' in i ? i.callId : ''}`))).toEqual([
      'user', 'assistant', 'function_call:c1', 'function_call:h1', 'function_call_result:c1', 'function_call_result:h1',
    ]);
    expect(outputs(input)).toEqual(['sunny in Paris', '{"assistant":"Billing Agent"}']);
    const handoffSpan = exportTrace(result.events).spans.find((s) => s.span_data.type === 'handoff')!;
    expect(handoffSpan.error).toEqual({ message: 'Multiple handoffs requested', data: { requested_agents: ['Billing Agent', 'Refunds'] } });
    expect(handoffSpan.span_data).toEqual({ type: 'handoff', from_agent: 'Triage', to_agent: 'Billing Agent' });
  });

  it('a handoff beats stop_on_first_tool', async () => {
    const g = testGraph({ agents: [{ ...triage, tools: ['weather'], toolUseBehavior: 'stop_on_first_tool' }, billing], tools: [weather], handoffs: [edge('h', 'triage', 'billing')] });
    const { result } = await drive(g, 'x', [[functionCall('get_weather', { city: 'P' }, 'c1'), functionCall('transfer_to_Billing_Agent', {}, 'h1')], [assistantMessage('b')]]);
    expect(result.finalOutput).toBe('b');
    expect(result.lastAgentId).toBe('billing');
  });

  it('stop_on_first_tool and stopAtToolNames make a tool result the final output (its output text)', async () => {
    const obj = { ...weather, id: 'obj', name: 'obj', code: 'export default () => ({ a: 1 })' };
    const g = testGraph({ agents: [{ ...triage, tools: ['weather', 'obj'], toolUseBehavior: { stopAtToolNames: ['obj'] } }], tools: [weather, obj] });
    const { result, model } = await drive(g, 'x', [[functionCall('get_weather', { city: 'P' }, 'c1'), functionCall('obj', { city: 'P' }, 'c2')]]);
    expect(result.finalOutput).toBe('{"a":1}');
    expect(model.calls).toHaveLength(1);
  });

  it('validates handoff input: empty and invalid JSON are ModelBehaviorErrors with the JS texts', async () => {
    const g = testGraph({
      agents: [triage, billing],
      handoffs: [edge('h', 'triage', 'billing', { inputSchema: { type: 'object', properties: { reason: { type: 'string' } }, required: ['reason'], additionalProperties: false }, onHandoff: 'export default (input, { context }) => { context.reason = input.reason; }' })],
    });
    const empty = await drive(g, 'x', [[functionCall('transfer_to_Billing_Agent', '', 'h1')]]);
    expect(empty.result.error).toEqual({ type: 'ModelBehaviorError', message: 'Handoff function expected non empty input' });
    const bad = await drive(g, 'x', [[functionCall('transfer_to_Billing_Agent', '{nope', 'h1')]]);
    expect(bad.result.error).toEqual({ type: 'ModelBehaviorError', message: 'Invalid JSON provided' });
    expect(exportTrace(bad.result.events).spans.find((s) => s.span_data.type === 'handoff')!.error).toEqual({ message: 'Invalid JSON provided', data: {} });
    const ok = await drive(g, 'x', [[functionCall('transfer_to_Billing_Agent', { reason: 'invoice' }, 'h1')], [assistantMessage('done')]]);
    expect(ok.result.context).toEqual({ reason: 'invoice' });
    expect(ok.events.find((e) => e.type === 'handoff_taken')).toMatchObject({ input: { reason: 'invoice' }, via: 'llm' });
  });

  it('refuses a handoff input schema without on-handoff code, as handoff() does', async () => {
    const g = testGraph({ agents: [triage, billing], handoffs: [edge('h', 'triage', 'billing', { inputSchema: { type: 'object', properties: {}, required: [], additionalProperties: false } })] });
    const { result, model } = await drive(g, 'x', [[assistantMessage('never')]]);
    expect(result.error).toEqual({ type: 'UserError', message: 'You must provide `onHandoff` when `inputType` is provided.' });
    expect(model.calls).toHaveLength(0);
  });

  it('a refusal ends the run with ModelRefusalError', async () => {
    const g = testGraph({ agents: [triage] });
    const { result } = await drive(g, 'x', [[{ type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'refusal', refusal: 'I cannot help with that.' }] }]]);
    expect(result.error).toEqual({ type: 'ModelRefusalError', message: 'Model refused to produce output: I cannot help with that.' });
  });

  it('remove_all_tools leaves the next agent only the messages', async () => {
    const g = testGraph({ agents: [{ ...triage, tools: ['weather'] }, billing], tools: [weather], handoffs: [edge('h', 'triage', 'billing', { inputFilter: { type: 'remove_all_tools' } })] });
    const { model, result } = await drive(g, 'hi', [[functionCall('get_weather', { city: 'P' }, 'c1')], [assistantMessage('going'), functionCall('transfer_to_Billing_Agent', {}, 'h1')], [assistantMessage('done')]]);
    expect(model.calls[2].request.input).toEqual([userMessage('hi'), assistantMessage('going')]);
    expect(result.items).toEqual([userMessage('hi'), assistantMessage('going'), assistantMessage('done')]);
  });

  it('keep_last and code filters shape what the next agent sees', async () => {
    const keep = testGraph({ agents: [triage, billing], handoffs: [edge('h', 'triage', 'billing', { inputFilter: { type: 'keep_last', count: 2 } })] });
    const k = await drive(keep, 'hi', [[assistantMessage('a'), functionCall('transfer_to_Billing_Agent', {}, 'h1')], [assistantMessage('done')]]);
    expect(k.model.calls[1].request.input.map((i) => i.type)).toEqual(['function_call', 'function_call_result']);
    const code = testGraph({
      agents: [triage, billing],
      handoffs: [edge('h', 'triage', 'billing', { inputFilter: { type: 'code', code: 'export default (d) => ({ ...d, newItems: [] })' } })],
    });
    const c = await drive(code, 'hi', [[functionCall('transfer_to_Billing_Agent', {}, 'h1')], [assistantMessage('done')]]);
    expect(c.model.calls[1].request.input).toEqual([userMessage('hi')]);
  });

  it('evaluates enabled rules every turn; a disabled handoff is an unknown tool', async () => {
    const g = testGraph({
      agents: [{ ...triage, tools: ['flag'] }, billing],
      context: { vip: false },
      tools: [{ ...weather, id: 'flag', name: 'flag', code: 'export default (_a, { context }) => { context.vip = true; return "ok"; }' }],
      handoffs: [edge('h', 'triage', 'billing', { enabled: { when: 'ctx.vip === true' } })],
    });
    const { model, events, result } = await drive(g, 'x', [[functionCall('flag', { city: 'x' }, 'c1')], [functionCall('transfer_to_Billing_Agent', {}, 'h1')], [assistantMessage('vip')]]);
    expect(model.calls[0].request.handoffs).toEqual([]);
    expect(model.calls[1].request.handoffs.map((h) => h.toolName)).toEqual(['transfer_to_Billing_Agent']);
    expect(result.lastAgentId).toBe('billing');
    const evaluated = events.filter((e) => e.type === 'handoffs_evaluated');
    expect(evaluated[0]).toMatchObject({ enabled: [], disabled: ['h'] });
    expect(evaluated[1]).toMatchObject({ enabled: ['h'], disabled: [] });
    expect(events.some((e) => e.type === 'context_changed')).toBe(true);

    const off = testGraph({ agents: [{ ...triage, name: 'A' }, { ...billing, name: 'T' }], handoffs: [edge('h', 'triage', 'billing', { enabled: false })] });
    const r = await drive(off, 'x', [[functionCall('transfer_to_T', {}, 'h1')]]);
    expect(r.result.error).toEqual({ type: 'ModelBehaviorError', message: 'Tool transfer_to_T not found in agent A.' });
  });

  it('turns tool failures and non-string results into the JS outputs', async () => {
    const g = testGraph({
      agents: [{ ...triage, tools: ['boom', 'obj', 'weather'] }],
      tools: [
        { ...weather, id: 'boom', name: 'boom', code: 'export default () => { throw new Error("kapow"); }' },
        { ...weather, id: 'obj', name: 'obj', code: 'export default () => ({ a: 1, b: "x" })' },
        weather,
      ],
    });
    const { model, result } = await drive(g, 'x', [
      [functionCall('boom', { city: 'x' }, 'c1'), functionCall('obj', { city: 'x' }, 'c2'), functionCall('get_weather', '{bad', 'c3')],
      [assistantMessage('done')],
    ]);
    expect(outputs(model.calls[1].request.input)).toEqual([
      'An error occurred while running the tool. Please try again.',
      '{"a":1,"b":"x"}',
      'An error occurred while parsing tool arguments. Please try again with valid JSON.',
    ]);
    const fn = exportTrace(result.events).spans.filter((s) => s.span_data.type === 'function');
    expect(fn[0].error).toEqual({ message: 'Error running tool (non-fatal)', data: { tool_name: 'boom', error: 'Tool execution failed. Error details are redacted.' } });
  });

  it('ends with MaxTurnsExceededError; JS records "Error in agent run" on the agent, turn and task spans', async () => {
    const g = testGraph({ agents: [{ ...triage, tools: ['weather'] }], tools: [weather], maxTurns: 2 });
    const call = () => [functionCall('get_weather', { city: 'x' }, 'c')];
    const { result, model } = await drive(g, 'x', [call(), call(), call()]);
    expect(model.calls).toHaveLength(2);
    expect(result.error).toEqual({ type: 'MaxTurnsExceededError', message: 'Max turns (2) exceeded' });
    const expected = { message: 'Error in agent run', data: { error: 'MaxTurnsExceededError: Max turns (2) exceeded' } };
    const spans = exportTrace(result.events).spans;
    expect(spans.find((s) => s.span_data.type === 'agent')!.error).toEqual(expected);
    expect(spans.find((s) => s.span_data.type === 'custom' && s.span_data.name === 'task')!.error).toEqual(expected);
  });

  it('needs approval: approve runs the tool, reject answers with the rejection text', async () => {
    const del = { ...weather, id: 'del', name: 'delete_file', code: 'export default ({ city }) => `deleted ${city}`', needsApproval: { when: 'args.city.startsWith("/")' } };
    const g = testGraph({ agents: [{ ...triage, tools: ['del'] }], tools: [del] });
    const turns = () => [[functionCall('delete_file', { city: '/tmp/x' }, 'c1')], [assistantMessage('done')]];
    const yes = await drive(g, 'x', turns(), { approvals: [{ approved: true }] });
    expect(outputs(yes.model.calls[1].request.input)).toEqual(['deleted /tmp/x']);
    expect(yes.events.filter((e) => e.type === 'approval_needed')).toHaveLength(1);
    const no = await drive(g, 'x', turns(), { approvals: [{ approved: false }] });
    expect(outputs(no.model.calls[1].request.input)).toEqual(['Tool execution was not approved.']);
    expect(no.result.finalOutput).toBe('done');
    const skip = await drive(g, 'x', [[functionCall('delete_file', { city: 'rel' }, 'c1')], [assistantMessage('done')]]);
    expect(skip.events.some((e) => e.type === 'approval_needed')).toBe(false);
  });

  it('input guardrail tripwire ends the run with the JS message; output guardrail likewise', async () => {
    const g = testGraph({
      agents: [{ ...triage, inputGuardrails: ['card'], outputGuardrails: ['out'] }],
      guardrails: [
        { id: 'card', kind: 'input', name: 'No cards', code: 'export default (input) => ({ tripwire: /\\d{16}/.test(input), info: { reason: "blocked" } })' },
        { id: 'out', kind: 'output', name: 'Out', code: 'export default (output) => ({ tripwire: output === "bad", info: "bad" })' },
      ],
    });
    const tripped = await drive(g, 'card 1234567812345678', [[assistantMessage('ok')]]);
    expect(tripped.result.error).toEqual({ type: 'InputGuardrailTripwireTriggered', message: 'Input guardrail triggered: {"reason":"blocked"}' });
    const spans = exportTrace(tripped.result.events).spans;
    expect(spans.find((s) => s.span_data.type === 'guardrail')!.span_data).toEqual({ type: 'guardrail', name: 'No cards', triggered: true });
    expect(spans.find((s) => s.span_data.type === 'agent')!.error).toEqual({ message: 'Error in agent run', data: { error: 'InputGuardrailTripwireTriggered: Input guardrail triggered: {"reason":"blocked"}' } });
    const out = await drive(g, 'hello', [[assistantMessage('bad')]]);
    expect(out.result.error).toEqual({ type: 'OutputGuardrailTripwireTriggered', message: 'Output guardrail triggered: "bad"' });
    const fine = await drive(g, 'hello', [[assistantMessage('good')]]);
    expect(fine.result.finalOutput).toBe('good');
  });

  it('tool guardrails: reject_content replaces the output; throw ends the run wrapped in ToolCallError', async () => {
    const guarded = { ...weather, inputGuardrails: ['g'] };
    const mk = (behavior: string) =>
      testGraph({ agents: [{ ...triage, tools: ['weather'] }], tools: [guarded], guardrails: [{ id: 'g', kind: 'tool_input', name: 'city check', code: `export default () => ({ behavior: '${behavior}', message: 'not that city' })` }] });
    const rejected = await drive(mk('reject_content'), 'x', [[functionCall('get_weather', { city: 'P' }, 'c1')], [assistantMessage('done')]]);
    expect(outputs(rejected.model.calls[1].request.input)).toEqual(['not that city']);
    const thrown = await drive(mk('throw'), 'x', [[functionCall('get_weather', { city: 'P' }, 'c1')]]);
    expect(thrown.result.error).toEqual({ type: 'ToolCallError', message: 'Failed to run function tools: ToolInputGuardrailTripwireTriggered: Tool input guardrail triggered: city check' });
  });

  it('structured output: validated JSON, non-object wrapped as { response }', async () => {
    const g = testGraph({ agents: [{ ...triage, outputSchema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'], additionalProperties: false } }] });
    const ok = await drive(g, 'x', [[assistantMessage('{"n":2}')]]);
    expect(ok.result.finalOutput).toEqual({ n: 2 });
    const bad = await drive(g, 'x', [[assistantMessage('{"n":"two"}')]]);
    expect(bad.result.error).toEqual({ type: 'ModelBehaviorError', message: 'Invalid output type: final assistant output did not match the expected schema.' });
    const wrapped = testGraph({ agents: [{ ...triage, outputSchema: { type: 'number' } }] });
    const w = await drive(wrapped, 'x', [[assistantMessage('{"response":3}')]]);
    expect(w.model.calls[0].request.outputSchema).toEqual({ type: 'object', properties: { response: { type: 'number' } }, required: ['response'], additionalProperties: false });
    expect(w.result.finalOutput).toBe(3);
  });

  it('substitutes {{vars}} in instructions and never sends context to the model', async () => {
    const g = testGraph({ agents: [{ ...triage, instructions: 'Hello {{name}}, tier {{tier}}.' }], context: { name: 'Ada', tier: 2, secret: 'xyz' } });
    const { model } = await drive(g, 'x', [[assistantMessage('ok')]]);
    expect(model.calls[0].request.systemInstructions).toBe('Hello Ada, tier 2.');
    expect(JSON.stringify(model.calls[0].request)).not.toContain('xyz');
  });

  it('continues a conversation from history with the given agent', async () => {
    const g = testGraph({ agents: [triage, billing], handoffs: [edge('h', 'triage', 'billing')] });
    const history = [userMessage('first'), assistantMessage('reply')];
    const { model, result } = await drive(g, 'second', [[assistantMessage('again')]], { history, startAgentId: 'billing' });
    expect(model.calls[0].request.systemInstructions).toBe('bill');
    expect(model.calls[0].request.input).toEqual([...history, userMessage('second')]);
    expect(result.items).toEqual([...history, userMessage('second'), assistantMessage('again')]);
  });

  it('builds the task > agent > turn > generation/function/handoff span tree', async () => {
    const g = testGraph({ agents: [{ ...triage, tools: ['weather'] }, billing], tools: [weather], handoffs: [edge('h', 'triage', 'billing')] });
    const { result } = await drive(g, 'x', [[functionCall('get_weather', { city: 'Paris' }, 'c1'), functionCall('transfer_to_Billing_Agent', {}, 'h1')], [assistantMessage('done')]]);
    const spans = exportTrace(result.events).spans;
    const byId = new Map(spans.map((s) => [s.id, s]));
    const label = (s: (typeof spans)[number]) => (s.span_data.type === 'custom' ? String(s.span_data.data.sdk_span_type) : s.span_data.type);
    const paths = spans.map((s) => {
      const names = [label(s)];
      for (let p = s.parent_id; p; p = byId.get(p)!.parent_id) names.unshift(label(byId.get(p)!));
      return names.join('>');
    });
    expect(paths).toEqual(['task', 'task>agent', 'task>agent>turn', 'task>agent>turn>generation', 'task>agent>turn>function', 'task>agent>turn>handoff', 'task>agent', 'task>agent>turn', 'task>agent>turn>generation']);
    const agents = spans.filter((s) => s.span_data.type === 'agent').map((s) => s.span_data);
    expect(agents[0]).toEqual({ type: 'agent', name: 'Triage', handoffs: ['Billing Agent'], tools: ['get_weather'], output_type: 'text' });
    const turns = spans.filter((s) => s.span_data.type === 'custom').slice(1).map((s) => (s.span_data as { data: Record<string, unknown> }).data.turn);
    expect(turns).toEqual([1, 2]);
    const fn = spans.find((s) => s.span_data.type === 'function')!;
    expect(fn.span_data).toEqual({ type: 'function', name: 'get_weather', input: '{"city":"Paris"}', output: 'sunny in Paris' });
  });

  it('resets tool_choice after the agent used tools', async () => {
    const g = testGraph({ agents: [{ ...triage, tools: ['weather'], modelSettings: { toolChoice: 'required' } }], tools: [weather] });
    const { model } = await drive(g, 'x', [[functionCall('get_weather', { city: 'P' }, 'c1')], [assistantMessage('done')]]);
    expect(model.calls[0].request.modelSettings.toolChoice).toBe('required');
    expect(model.calls[1].request.modelSettings.toolChoice).toBeUndefined();
  });

  it('runs an untrusted graph that has no code', async () => {
    const g = testGraph({ agents: [triage, billing], handoffs: [edge('h', 'triage', 'billing')] });
    const { result } = await drive(g, 'x', [[functionCall('transfer_to_Billing_Agent', {}, 'h1')], [assistantMessage('fine')]], { trusted: false });
    expect(result.finalOutput).toBe('fine');
  });

  it('refuses untrusted graph code with a clear error, without running it', async () => {
    const g = testGraph({ agents: [{ ...triage, tools: ['weather'] }], tools: [weather] });
    const { result } = await drive(g, 'x', [[functionCall('get_weather', { city: 'P' }, 'c1')]], { trusted: false });
    expect(result.status).toBe('error');
    expect(result.error?.type).toBe('UntrustedCodeError');
  });

  // toolOutputNormalization.mjs: a file id is kept as { id } (the equivalence harness drops `id`
  // keys, so these are checked here), a `file` object's own filename wins over a top-level one
  // (normalizeFileObjectCandidate); a tool-derived final output is still the JSON text.
  it('structured tool output keeps file ids as { id }; the final output stays the smart string', async () => {
    const value = '[{ type: "image", image: { fileId: "file_1" } }, { type: "file", file: { id: "file_2", filename: "a.pdf" }, filename: "ignored.pdf" }]';
    const g = testGraph({ agents: [{ ...triage, tools: ['weather'], toolUseBehavior: 'stop_on_first_tool' }], tools: [{ ...weather, code: `export default () => ${value}` }] });
    const { result } = await drive(g, 'x', [[functionCall('get_weather', { city: 'P' }, 'c1')]]);
    const item = result.items.find((i): i is FunctionCallResultItem => i.type === 'function_call_result')!;
    expect(item.output).toEqual([
      { type: 'input_image', image: { id: 'file_1' } },
      { type: 'input_file', file: { id: 'file_2' }, filename: 'a.pdf' },
    ]);
    expect(result.finalOutput).toBe('[{"type":"image","image":{"fileId":"file_1"}},{"type":"file","file":{"id":"file_2","filename":"a.pdf"},"filename":"ignored.pdf"}]');
  });
});
