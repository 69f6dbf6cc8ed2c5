import { describe, expect, it } from 'vitest';
import { assistantMessage, functionCall, type FunctionCallResultItem, type ProtocolItem } from '../../../models/items.ts';
import { drive } from '../../testing/drive.ts';
import { edge, testGraph } from '../../testing/graphs.ts';
import { exportTrace } from '../../kernel/index.ts';

const runtime = 'agents-sdk-python' as const;
const billing = { id: 'billing', name: 'Billing Agent', instructions: 'bill' };
const triage = { id: 'triage', name: 'Triage', instructions: 'route' };
const tool = (id: string, name: string, code: string) => ({
  id,
  type: 'function' as const,
  name,
  description: 'd',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false },
  code,
});

function outputs(items: ProtocolItem[]): string[] {
  return items.filter((i): i is FunctionCallResultItem => i.type === 'function_call_result').map((i) => i.output.text);
}

describe('agents-sdk-python profile', () => {
  it('lowercases transfer tool names, keeps function tool names, uses json.dumps spacing', async () => {
    const g = testGraph({ runtime, agents: [{ ...triage, tools: ['t'] }, billing], tools: [tool('t', 'Get Weather', 'export default () => "x"')], handoffs: [edge('h', 'triage', 'billing')] });
    const { model, result } = await drive(g, 'x', [[functionCall('transfer_to_billing_agent', {}, 'h1')], [assistantMessage('done')]]);
    expect(model.calls[0].request.handoffs[0].toolName).toBe('transfer_to_billing_agent');
    expect(model.calls[0].request.tools.map((t) => ('name' in t ? t.name : ''))).toEqual(['Get Weather']);
    expect(outputs(model.calls[1].request.input)).toEqual(['{"assistant": "Billing Agent"}']);
    expect(result.lastAgentId).toBe('billing');
    expect(exportTrace(result.events).spans.find((s) => s.span_data.type === 'agent')!.span_data).toMatchObject({ output_type: 'str' });
  });

  it('keeps extra handoff calls with the ignored output, before the transfer message', async () => {
    const refunds = { id: 'refunds', name: 'Refunds' };
    const g = testGraph({ runtime, agents: [triage, billing, refunds], handoffs: [edge('h1', 'triage', 'billing'), edge('h2', 'triage', 'refunds')] });
    const { model, result } = await drive(g, 'x', [[functionCall('transfer_to_billing_agent', {}, 'h1'), functionCall('transfer_to_refunds', {}, 'h2')], [assistantMessage('done')]]);
    const input = model.calls[1].request.input;
    expect(input.map((i) => (i.type === 'message' ? i.role : `${i.type}:${i.callId}`))).toEqual([
      'user', 'function_call:h1', 'function_call:h2', 'function_call_result:h2', 'function_call_result:h1',
    ]);
    expect(outputs(input)).toEqual(['Multiple handoffs detected, ignoring this one.', '{"assistant": "Billing Agent"}']);
    expect(result.lastAgentId).toBe('billing');
  });

  it('tool errors keep the details; non-strings are str()-ed; bad JSON uses the redacted text', async () => {
    const g = testGraph({
      runtime,
      agents: [{ ...triage, tools: ['boom', 'obj', 'yes', 'none', 'w'] }],
      tools: [
        tool('boom', 'boom', 'export default () => { throw new Error("kapow"); }'),
        tool('obj', 'obj', 'export default () => ({ a: 1, b: [true, null] })'),
        tool('yes', 'yes', 'export default () => true'),
        tool('none', 'none', 'export default () => undefined'),
        tool('w', 'w', 'export default () => "x"'),
      ],
    });
    const { model } = await drive(g, 'x', [
      [
        functionCall('boom', { city: 'x' }, 'c1'),
        functionCall('obj', { city: 'x' }, 'c2'),
        functionCall('yes', { city: 'x' }, 'c3'),
        functionCall('none', { city: 'x' }, 'c4'),
        functionCall('w', '{bad', 'c5'),
        functionCall('w', '[1]', 'c6'),
        functionCall('w', { town: 'x' }, 'c7'),
      ],
      [assistantMessage('done')],
    ]);
    expect(outputs(model.calls[1].request.input)).toEqual([
      'An error occurred while running the tool. Please try again. Error: kapow',
      "{'a': 1, 'b': [True, None]}",
      'True',
      'None',
      'An error occurred while running the tool. Please try again. Error: Invalid JSON input for tool w',
      'An error occurred while running the tool. Please try again. Error: Invalid JSON input for tool w: expected a JSON object',
      'An error occurred while running the tool. Please try again. Error: Invalid JSON input for tool w',
    ]);
  });

  it('unknown tool: no trailing period, span data has only tool_name', async () => {
    const g = testGraph({ runtime, agents: [{ ...triage, name: 'A' }] });
    const { result } = await drive(g, 'x', [[functionCall('nope', {}, 'c1')]]);
    expect(result.error).toEqual({ type: 'ModelBehaviorError', message: 'Tool nope not found in agent A' });
    expect(exportTrace(result.events).spans.find((s) => s.span_data.type === 'agent')!.error).toEqual({ message: 'Tool not found', data: { tool_name: 'nope' } });
  });

  it('handoff input is strictly validated: type coercion and empty input fail', async () => {
    const g = testGraph({
      runtime,
      agents: [triage, billing],
      handoffs: [edge('h', 'triage', 'billing', { inputSchema: { type: 'object', properties: { age: { type: 'integer' } }, required: ['age'], additionalProperties: false }, onHandoff: 'export default () => {}' })],
    });
    for (const args of ['{"age":"25"}', '']) {
      const { result } = await drive(g, 'x', [[functionCall('transfer_to_billing_agent', args, 'h1')]]);
      expect(result.error).toEqual({ type: 'ModelBehaviorError', message: 'Invalid JSON when parsing model output' });
      expect(exportTrace(result.events).spans.find((s) => s.span_data.type === 'handoff')!.error).toEqual({ message: 'Invalid JSON provided', data: {} });
    }
  });

  it('max turns and guardrails use the Python classes and texts', async () => {
    const loop = testGraph({ runtime, agents: [{ ...triage, tools: ['w'] }], tools: [tool('w', 'w', 'export default () => "x"')], maxTurns: 1 });
    const m = await drive(loop, 'x', [[functionCall('w', { city: 'x' }, 'c1')], [assistantMessage('never')]]);
    expect(m.result.error).toEqual({ type: 'MaxTurnsExceeded', message: 'Max turns (1) exceeded' });
    expect(exportTrace(m.result.events).spans.find((s) => s.span_data.type === 'agent')!.error).toEqual({ message: 'Max turns exceeded', data: { max_turns: 1 } });
    const guarded = testGraph({
      runtime,
      agents: [{ ...triage, inputGuardrails: ['g'] }],
      guardrails: [{ id: 'g', kind: 'input', name: 'g', code: 'export default () => ({ tripwire: true })', runInParallel: false }],
    });
    const gr = await drive(guarded, 'x', [[assistantMessage('never')]]);
    expect(gr.result.error).toEqual({ type: 'InputGuardrailTripwireTriggered', message: 'Guardrail InputGuardrail triggered tripwire' });
    expect(gr.model.calls).toHaveLength(0);
    expect(exportTrace(gr.result.events).spans.find((s) => s.span_data.type === 'agent')!.error).toEqual({ message: 'Guardrail tripwire triggered', data: { guardrail: 'g' } });
  });

  it('a tool-derived final output is the str() of the result', async () => {
    const g = testGraph({ runtime, agents: [{ ...triage, tools: ['obj'], toolUseBehavior: 'stop_on_first_tool' }], tools: [tool('obj', 'obj', 'export default () => ({ a: 1 })')] });
    const { result } = await drive(g, 'x', [[functionCall('obj', { city: 'x' }, 'c1')]]);
    expect(result.finalOutput).toBe("{'a': 1}");
  });

  it('runs tools before the handoff; remove_all_tools leaves the messages', async () => {
    const g = testGraph({
      runtime,
      agents: [{ ...triage, tools: ['w'] }, billing],
      tools: [tool('w', 'w', 'export default ({ city }) => `sunny in ${city}`')],
      handoffs: [edge('h', 'triage', 'billing', { inputFilter: { type: 'remove_all_tools' } })],
    });
    const { model, result } = await drive(g, 'x', [[assistantMessage('going'), functionCall('transfer_to_billing_agent', {}, 'h1'), functionCall('w', { city: 'Rome' }, 'c1')], [assistantMessage('done')]]);
    expect(model.calls[1].request.input.map((i) => i.type)).toEqual(['message', 'message']);
    expect(result.finalOutput).toBe('done');
    const turn1 = result.events.filter((e) => e.type === 'tool_call_end' || e.type === 'handoff_taken').map((e) => e.type);
    expect(turn1).toEqual(['tool_call_end', 'handoff_taken']);
  });

  it('tests/test_agent_runner.py::test_handoffs: [tool] -> [message + handoff] -> [done] leaves 7 input items', async () => {
    const g = testGraph({ runtime, agents: [{ ...triage, tools: ['w'] }, billing], tools: [tool('w', 'w', 'export default () => "a"')], handoffs: [edge('h', 'triage', 'billing')] });
    const { result } = await drive(g, 'user_message', [[functionCall('w', { city: 'x' }, 'c1')], [assistantMessage('a_message'), functionCall('transfer_to_billing_agent', {}, 'h1')], [assistantMessage('done')]]);
    expect(result.items).toHaveLength(7);
    expect(result.items.map((i) => i.type)).toEqual(['message', 'function_call', 'function_call_result', 'message', 'function_call', 'function_call_result', 'message']);
    expect(result.lastAgentId).toBe('billing');
  });
});
