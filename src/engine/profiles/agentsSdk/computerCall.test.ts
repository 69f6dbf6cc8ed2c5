/**
 * Computer calls end to end (docs/COMPUTER.md §2-3): the real Responses provider over a fetch that
 * plays scripted API responses, the engine running the actions on the demo screen or a recording
 * computer, and safety checks answered through the approval card.
 */
import { describe, expect, it } from 'vitest';
import { runOverScriptedResponses } from '../../testing/scriptedResponsesRun.ts';
import { testGraph } from '../../testing/graphs.ts';
import type { Graph } from '../../../graph/schema.ts';
import type { Computer } from '../../computer.ts';
import { FALLBACK_SCREENSHOT } from './computerCall.ts';
import { endedSpans } from '../../spans.ts';

const message = (text: string) => ({ type: 'message', id: `msg_${text.length}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
const click = { type: 'computer_call', id: 'cu_1', call_id: 'call_1', status: 'completed', action: { type: 'click', x: 10, y: 20, button: 'left' }, pending_safety_checks: [] };
const check = { id: 'sc_1', code: 'malicious_instructions', message: 'The page asks the agent to do something else.' };
const typed = { type: 'computer_call', id: 'cu_2', call_id: 'call_2', status: 'completed', action: { type: 'type', text: 'hello' }, pending_safety_checks: [check] };
const batch = { type: 'computer_call', id: 'cu_3', call_id: 'call_3', status: 'completed', actions: [{ type: 'move', x: 1, y: 2 }, { type: 'screenshot' }], pending_safety_checks: [] };

function computerGraph(runtime: Graph['runtime'] = 'agents-sdk-js', withTool = true): Graph {
  return testGraph({
    runtime,
    agents: [{ id: 'operator', name: 'Operator', tools: withTool ? ['screen'] : [] }],
    tools: withTool ? [{ id: 'screen', type: 'computer', environment: 'browser', displayWidth: 800, displayHeight: 600 }] : [],
  });
}

/** A computer that records what it was asked and numbers its screenshots. */
function recordingComputer() {
  const done: string[] = [];
  let shots = 0;
  const computer: Computer = {
    act: (action) => void done.push(action.type),
    screenshot: () => `data:image/png;base64,shot${++shots}`,
  };
  return { computer, done };
}

function runWith(graph: Graph, bodies: object[][], decisions: Array<{ approved: boolean; message?: string }>, computer?: Computer, model = 'gpt-test') {
  return runOverScriptedResponses({ ...graph, settings: { ...graph.settings, model } }, {
    bodies,
    input: 'search the help centre',
    decisions,
    model,
    options: computer ? { computer: () => computer } : {},
  });
}

describe('computer calls (Responses API)', () => {
  it('declares the GA tool, runs the action, and sends the screenshot back as computer_call_output', async () => {
    const { computer, done } = recordingComputer();
    const { result, sent } = await runWith(computerGraph(), [[click], [message('Clicked.')]], [], computer);
    expect(result.status).toBe('completed');
    expect(result.finalOutput).toBe('Clicked.');
    expect(sent[0].tools).toEqual([{ type: 'computer' }]);
    expect(done).toEqual(['click']);
    // the call goes back as it came (no empty pending_safety_checks), then its output
    expect((sent[1].input as unknown[]).slice(1)).toEqual([
      { type: 'computer_call', call_id: 'call_1', id: 'cu_1', status: 'completed', action: { type: 'click', x: 10, y: 20, button: 'left' } },
      { type: 'computer_call_output', call_id: 'call_1', output: { type: 'computer_screenshot', image_url: 'data:image/png;base64,shot1' } },
    ]);
  });

  it('a computer-use-preview model gets the preview tool with environment and display size', async () => {
    const { computer } = recordingComputer();
    const { sent } = await runWith(computerGraph(), [[message('Nothing to do.')]], [], computer, 'computer-use-preview');
    expect(sent[0].tools).toEqual([{ type: 'computer_use_preview', environment: 'browser', display_width: 800, display_height: 600 }]);
  });

  it('a batch of actions runs in order and reuses a final screenshot instead of taking another', async () => {
    const { computer, done } = recordingComputer();
    const { sent, result } = await runWith(computerGraph(), [[batch], [message('ok')]], [], computer);
    expect(done).toEqual(['move']);
    const input = sent[1].input as Array<Record<string, unknown>>;
    expect(input[1]).toMatchObject({ type: 'computer_call', action: { type: 'move', x: 1, y: 2 }, actions: batch.actions });
    expect(input[2]).toMatchObject({ output: { image_url: 'data:image/png;base64,shot1' } });
    // one function span named "computer" with the actions as input and the screenshot as output
    const spans = endedSpans(result.events).map((r) => r.span_data);
    expect(spans.filter((d) => d.type === 'function')).toEqual([{ type: 'function', name: 'computer', input: JSON.stringify(batch.actions), output: 'data:image/png;base64,shot1' }]);
  });

  it('pending safety checks ask the person; approved, they go back as acknowledged_safety_checks', async () => {
    const { computer, done } = recordingComputer();
    const { sent, asked, result } = await runWith(computerGraph(), [[typed], [message('Typed.')]], [{ approved: true }], computer);
    expect(asked.map((a) => [a.toolId, a.callId, a.name, JSON.parse(a.arguments)])).toEqual([['screen', 'call_2', 'computer', { pending_safety_checks: [check] }]]);
    expect(done).toEqual(['type']);
    const input = sent[1].input as unknown[];
    expect(input[1]).toEqual({ type: 'computer_call', call_id: 'call_2', id: 'cu_2', status: 'completed', pending_safety_checks: [check], action: { type: 'type', text: 'hello' } });
    expect(input[2]).toEqual({ type: 'computer_call_output', call_id: 'call_2', output: { type: 'computer_screenshot', image_url: 'data:image/png;base64,shot1' }, acknowledged_safety_checks: [check] });
    expect(result.finalOutput).toBe('Typed.');
  });

  it('agents-sdk-js: a refused check answers with a blank screenshot and the rejection text, and the run goes on', async () => {
    const { computer, done } = recordingComputer();
    const { sent, result } = await runWith(computerGraph('agents-sdk-js'), [[typed], [message('Understood.')]], [{ approved: false, message: 'Not on this page' }], computer);
    expect(done).toEqual([]);
    expect((sent[1].input as unknown[]).slice(2)).toEqual([
      { type: 'computer_call_output', call_id: 'call_2', output: { type: 'computer_screenshot', image_url: FALLBACK_SCREENSHOT } },
      { type: 'message', role: 'assistant', content: 'Not on this page' },
    ]);
    expect(result.finalOutput).toBe('Understood.');
  });

  it('agents-sdk-python: a refused check ends the run with UserError, before any action', async () => {
    const { computer, done } = recordingComputer();
    const { result, sent } = await runWith(computerGraph('agents-sdk-python'), [[typed]], [{ approved: false }], computer);
    expect(done).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(result.status).toBe('error');
    expect(result.error).toEqual({ type: 'UserError', message: 'Computer tool safety check was not acknowledged' });
  });

  it('a computer call from an agent without a computer tool is a ModelBehaviorError', async () => {
    const { result } = await runWith(computerGraph('agents-sdk-js', false), [[click]], []);
    expect(result.status).toBe('error');
    expect(result.error).toEqual({ type: 'ModelBehaviorError', message: 'Model produced computer action without a computer tool.' });
  });

  it.each(['agents-sdk-js', 'agents-sdk-python'] as const)('%s: a remove_all_tools handoff filter drops computer calls and their screenshots', async (runtime) => {
    const graph = testGraph({
      runtime,
      agents: [
        { id: 'operator', name: 'Operator', tools: ['screen'] },
        { id: 'writer', name: 'Writer' },
      ],
      tools: [{ id: 'screen', type: 'computer' }],
      handoffs: [{ id: 'h', from: 'operator', to: 'writer', trigger: { type: 'llm', toolName: 'to_writer', description: null, condition: null }, inputFilter: { type: 'remove_all_tools' } }],
    });
    const transfer = { type: 'function_call', id: 'fc_1', call_id: 'call_h', name: 'to_writer', arguments: '{}', status: 'completed' };
    const { computer } = recordingComputer();
    const { sent } = await runWith(graph, [[click], [transfer], [message('Written.')]], [], computer);
    expect((sent[2].input as Array<{ type: string }>).map((i) => i.type)).toEqual(['message']);
  });

  it('without a computer from the host, the demo screen answers with an SVG screenshot', async () => {
    const { sent, result } = await runWith(computerGraph(), [[click], [message('ok')]], []);
    const output = (sent[1].input as Array<Record<string, unknown>>)[2] as { output: { image_url: string } };
    expect(output.output.image_url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(output.output.image_url)).toContain('last action: click (10, 20)');
    // the row's screenshot reaches the transcript as an image part
    const end = result.events.find((e) => e.type === 'tool_call_end');
    expect(end?.type === 'tool_call_end' && end.parts).toEqual([{ type: 'input_image', image: output.output.image_url }]);
  });
});
