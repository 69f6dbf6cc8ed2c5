import { describe, expect, it } from 'vitest';
import { assistantMessage, functionCall, toolResultText, type FunctionCallResultItem, type ProtocolItem } from '../../../models/items.ts';
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
  return items.filter((i): i is FunctionCallResultItem => i.type === 'function_call_result').map((i) => toolResultText(i));
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
    expect(input.map((i) => (i.type === 'message' ? i.role : `${i.type}:${'callId' in i ? i.callId : ''}`))).toEqual([
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

  // openai-agents 0.22.0, src/agents/run_internal/turn_resolution.py:1040-1057: with a structured
  // output type and no message, ModelBehaviorError("Model returned no final output for the structured
  // output type.") goes to _resolve_invalid_final_output; with no error handler it returns None and
  // the step is NextStepRunAgain(). A text agent (:1076-1083) ends with `potential_final_output_text or ""`.
  it('turn_resolution.py:1040-1057: an agent with an output type and no message runs again; a text agent ends with ""', async () => {
    const typed = testGraph({ runtime, agents: [{ ...triage, outputSchema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'], additionalProperties: false } }] });
    const t = await drive(typed, 'x', [[], [assistantMessage('{"n": 2}')]]);
    expect(t.model.calls).toHaveLength(2);
    expect(t.result.finalOutput).toEqual({ n: 2 });
    const text = testGraph({ runtime, agents: [triage] });
    const p = await drive(text, 'x', [[], [assistantMessage('never')]]);
    expect(p.model.calls).toHaveLength(1);
    expect(p.result.finalOutput).toBe('');
  });

  // turn_resolution.py:235-236 (_maybe_finalize_from_tool_results): `if public_agent.output_type is
  // None or public_agent.output_type is str: check_tool_use.final_output = str(...)`; otherwise the
  // tool's return value (FunctionToolResult.output, :765) is the final output as it is.
  it('turn_resolution.py:235-236: a tool-derived final output keeps the raw value for an agent with an output type', async () => {
    const outputSchema = { type: 'object', properties: { a: { type: 'number' } }, required: ['a'], additionalProperties: false };
    const stop = testGraph({ runtime, agents: [{ ...triage, outputSchema, tools: ['obj'], toolUseBehavior: 'stop_on_first_tool' }], tools: [tool('obj', 'obj', 'export default () => ({ a: 1 })')] });
    const s1 = await drive(stop, 'x', [[functionCall('obj', { city: 'x' }, 'c1')]]);
    expect(s1.result.finalOutput).toEqual({ a: 1 });
    const named = testGraph({
      runtime,
      agents: [{ ...triage, outputSchema, tools: ['w', 'obj'], toolUseBehavior: { stopAtToolNames: ['obj'] } }],
      tools: [tool('w', 'w', 'export default () => "x"'), tool('obj', 'obj', 'export default () => [1, true]')],
    });
    const s2 = await drive(named, 'x', [[functionCall('w', { city: 'x' }, 'c1'), functionCall('obj', { city: 'x' }, 'c2')]]);
    expect(s2.result.finalOutput).toEqual([1, true]);
    // the model still saw the str() of the value
    expect(outputs(s2.result.items)).toEqual(['x', '[1, True]']);
  });

  // items.py:953-1039 (_convert_tool_output): a dict with a "type" that validates as
  // ToolOutputText / ToolOutputImage / ToolOutputFileContent (tool.py:205-282), or a list of only
  // such, goes to the model as input parts; the tool event, span and a tool-derived final output
  // keep the str() text. (Every shape, pinned against upstream itself: toolOutputParts.python.test.ts.)
  it('items.py:997-1036: text/image/file tool results are sent as input_text/input_image/input_file parts', async () => {
    const value = '[{ type: "text", text: "Chart of sales" }, { type: "image", image_url: "data:image/png;base64,iVBOR", detail: "low" }, { type: "file", file_id: "file_7", filename: "q3.pdf" }]';
    const g = testGraph({ runtime, agents: [{ ...triage, tools: ['t', 'bad'] }], tools: [tool('t', 't', `export default () => ${value}`), tool('bad', 'bad', 'export default () => ({ type: "image" })')] });
    const { model, result } = await drive(g, 'x', [[functionCall('t', { city: 'x' }, 'c1'), functionCall('bad', { city: 'x' }, 'c2')], [assistantMessage('done')]]);
    const sent = model.calls[1].request.input.filter((i): i is FunctionCallResultItem => i.type === 'function_call_result').map((i) => i.output);
    expect(sent).toEqual([
      [
        { type: 'input_text', text: 'Chart of sales' },
        { type: 'input_image', imageUrl: 'data:image/png;base64,iVBOR', detail: 'low' },
        { type: 'input_file', fileId: 'file_7', filename: 'q3.pdf' },
      ],
      // an image with neither image_url nor file_id fails validation: str() of the dict
      { type: 'text', text: "{'type': 'image'}" },
    ]);
    const ends = result.events.filter((e) => e.type === 'tool_call_end');
    expect(ends[0]).toMatchObject({ output: "[{'type': 'text', 'text': 'Chart of sales'}, {'type': 'image', 'image_url': 'data:image/png;base64,iVBOR', 'detail': 'low'}, {'type': 'file', 'file_id': 'file_7', 'filename': 'q3.pdf'}]", parts: sent[0] });
    expect(ends[1]).not.toHaveProperty('parts');
  });
});
