/**
 * End to end: the shipped example public/examples/ag2-planning-control.json (seed 004, the AG2
 * planning-and-control loop) through the engine's run() with the real Node sandbox (its tools'
 * Python bodies run in Pyodide, as AG2 runs them) and a scripted model. One user message; everything after it is driven by
 * after-work, ReplyResult-style routing from tool code and a context condition.
 */
import { afterAll, describe, expect, it } from 'vitest';
import example from '../../../../public/examples/ag2-planning-control.json';
import { GraphSchema } from '../../../graph/schema.ts';
import { assistantMessage, functionCall, toolResultText, functionCallResult, userMessage } from '../../../models/items.ts';
import { createScriptedModel, type ScriptedTurn } from '../../../models/scripted.ts';
import type { FunctionToolDefinition } from '../../../models/model.ts';
import { createNodeSandbox } from '../../../sandbox/index.ts';
import { createNodePythonRunner } from '../../../sandbox/python/index.ts';
import { withPython } from '../../../sandbox/python/pythonSandbox.ts';
import type { RunEventOf } from '../../events.ts';
import { run } from '../../index.ts';
import { counterIds } from '../../kernel/index.ts';

// The example's tools have Python bodies: under this runtime they run in Pyodide.
const sandbox = withPython(createNodeSandbox(), () => createNodePythonRunner());
afterAll(() => sandbox.dispose());

const graph = GraphSchema.parse(example);
const say = (text: string): ScriptedTurn => ({ output: [assistantMessage(text)] });
const tool = (name: string, args: object, id: string): ScriptedTurn => ({ output: [functionCall(name, args, id)] });

async function play(turns: ScriptedTurn[], task: string) {
  const model = createScriptedModel(turns);
  const handle = run(graph, task, { model, sandbox, trusted: true, ids: counterIds(), stream: false });
  const result = await handle.result;
  return { model, result };
}

describe('AG2 planning and control example', () => {
  it('advances through the after-work chain and tool routing without user input, then terminates', async () => {
    const plan1 = '1. engineer: compute the spectrum\n2. researcher: interpret it';
    const plan2 = '1. engineer: compute and plot the spectrum\n2. researcher: write the report';
    const { model, result } = await play(
      [
        say('Improved task: compute and plot the CMB power spectrum, then interpret it.'),
        say(plan1),
        tool('record_plan', { plan: plan1, number_of_steps: 2 }, 'p1'),
        say('Plot the spectrum in step 1.'),
        say(plan2),
        tool('record_plan', { plan: plan2, number_of_steps: 2 }, 'p2'),
        tool('record_status', { current_status: 'in progress', agent_for_sub_task: 'engineer' }, 's1'),
        say('```python\nprint("spectrum")\n```'),
        tool('record_status', { current_status: 'completed', agent_for_sub_task: 'engineer' }, 's2'),
        tool('record_status', { current_status: 'in progress', agent_for_sub_task: 'researcher' }, 's3'),
        say('The spectrum shows the acoustic peaks.'),
        tool('record_status', { current_status: 'completed', agent_for_sub_task: 'researcher' }, 's4'),
        say('We computed, plotted and interpreted the spectrum. Goodbye.'),
      ],
      'Compute the CMB power spectrum',
    );

    expect(result.error).toBeNull();
    expect(result.status).toBe('terminated');
    expect(result.lastAgentId).toBe('terminator');
    expect(result.finalOutput).toBe('We computed, plotted and interpreted the spectrum. Goodbye.');
    expect(model.remaining).toBe(0);

    const speakers = result.events.filter((e): e is RunEventOf<'model_request'> => e.type === 'model_request').map((e) => e.agentId);
    expect(speakers).toEqual(['task_improver', 'planner', 'plan_recorder', 'plan_reviewer', 'planner', 'plan_recorder', 'control', 'engineer', 'control', 'control', 'researcher', 'control', 'terminator']);

    const taken = result.events.filter((e): e is RunEventOf<'handoff_taken'> => e.type === 'handoff_taken').map((e) => `${e.fromAgentId}>${e.toAgentId}:${e.via}`);
    expect(taken).toEqual([
      'task_improver>planner:after_work',
      'planner>plan_recorder:after_work',
      'plan_recorder>plan_reviewer:tool',
      'plan_reviewer>planner:after_work',
      'planner>plan_recorder:after_work',
      'plan_recorder>control:tool',
      'control>engineer:tool',
      'engineer>control:after_work',
      'control>control:tool',
      'control>researcher:tool',
      'researcher>control:after_work',
      'control>terminator:tool',
    ]);

    // The Python tool body ran in the sandbox and its ReplyResult context was shared at once.
    expect(result.context).toMatchObject({ feedback_left: 0, final_plan: plan2, number_of_steps_in_plan: 2, current_plan_step_number: 2, n_attempts: 0 });
    const outputs = result.items.filter((i) => i.type === 'function_call_result').map((i) => (i.type === 'function_call_result' ? toolResultText(i) : ''));
    expect(outputs).toEqual([
      'Plan recorded; sending it for review.',
      'Final plan recorded; starting step 1.',
      'Step 1: engineer takes over.',
      'Step completed; moving on to step 2.',
      'Step 2: researcher takes over.',
      'All steps completed.',
    ]);

    // control's request: context in its instructions, record_status then its numbered LLM conditions
    const control = model.calls[8].request;
    expect(control.systemInstructions).toContain('Current step: 1 of 2. Attempts on this step: 0 of 3.');
    expect((control.tools as FunctionToolDefinition[]).map((t) => t.name)).toEqual([
      'record_status',
      'transfer_to_engineer_1',
      'transfer_to_researcher_2',
      'transfer_to_engineer_3',
      'transfer_to_terminator_4',
    ]);
    // plan_recorder's llm_config keeps tool_choice
    expect(model.calls[2].request.modelSettings).toMatchObject({ toolChoice: 'required' });
    // the reviewer sees the planner's plan and the recorder's tool exchange, from its own side
    // each message with its speaker's name; the recorder's tool-call message reads "None" (groupchat.py:318-325)
    expect(model.calls[3].request.input).toEqual([
      { ...userMessage('Compute the CMB power spectrum'), speaker: '_User' },
      { ...userMessage('Improved task: compute and plot the CMB power spectrum, then interpret it.'), speaker: 'task_improver' },
      { ...userMessage(plan1), speaker: 'planner' },
      { ...assistantMessage('None'), speaker: 'plan_recorder' },
      { ...functionCall('record_plan', { plan: plan1, number_of_steps: 2 }, 'p1'), speaker: 'plan_recorder' },
      functionCallResult({ callId: 'p1', name: 'record_plan' }, 'Plan recorded; sending it for review.'),
    ]);
  });

  it('hands control to the terminator by context condition, without the model, when attempts run out', async () => {
    const failedTimes = (n: number) =>
      Array.from({ length: n }, (_, i) => [tool('record_status', { current_status: 'failed', agent_for_sub_task: 'engineer' }, `f${i}`), say(`attempt ${i + 1}`)]).flat();
    const planTurns = [say('task'), say('plan'), tool('record_plan', { plan: 'p', number_of_steps: 1 }, 'p1'), say('review'), say('plan'), tool('record_plan', { plan: 'p', number_of_steps: 1 }, 'p2')];
    const { model, result } = await play([...planTurns, ...failedTimes(3), say('Out of attempts. Goodbye.')], 'Do it');
    expect(result.status).toBe('terminated');
    expect(result.context).toMatchObject({ n_attempts: 3 });
    expect(model.remaining).toBe(0);
    const handoffs = result.events.filter((e): e is RunEventOf<'handoff_taken'> => e.type === 'handoff_taken');
    expect(handoffs.at(-1)).toMatchObject({ fromAgentId: 'control', toAgentId: 'terminator', via: 'context', handoffId: 'control-out-of-attempts' });
    expect(result.items.at(-2)).toEqual(assistantMessage('[Handing off to terminator]'));
    expect(model.calls.at(-1)?.request.systemInstructions).toBe('Summarise what was done in two sentences and say goodbye.');
  });
});
