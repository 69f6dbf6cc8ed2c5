/**
 * The scripted screen flow offline (docs/COMPUTER.md §4): the simulator and the demo screen run the
 * whole computer-use loop through the engine with no key, the same way every time, and the run's
 * events make a valid recording that replays to the same transcript.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../engine/index.ts';
import { counterIds } from '../../engine/kernel/index.ts';
import { replay } from '../../engine/kernel/replay.ts';
import { checkRecordingFile, RECORDING_FORMAT, RECORDING_VERSION } from '../../engine/recordingSchema.ts';
import { createFakeSandbox } from '../../engine/testing/fakeSandbox.ts';
import { testGraph } from '../../engine/testing/graphs.ts';
import type { RunEvent } from '../../engine/events.ts';
import type { Graph } from '../../graph/schema.ts';
import { foldAll } from '../../features/playground/transcript.ts';
import { createSimulatorModel } from './index.ts';
import { queryOf } from './screenFlow.ts';

function operator(runtime: Graph['runtime'] = 'agents-sdk-js'): Graph {
  return testGraph({
    runtime,
    agents: [{ id: 'operator', name: 'Operator', instructions: 'You use the browser for the person.', tools: ['screen'] }],
    tools: [{ id: 'screen', type: 'computer', environment: 'browser', displayWidth: 1024, displayHeight: 768 }],
  });
}

async function walk(graph: Graph, input: string, approve: boolean) {
  const handle = run(graph, input, { model: createSimulatorModel({ graph }), sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), now: () => 0 });
  for await (const event of handle) if (event.type === 'approval_needed') handle.resolveApproval(event.approvalId, { approved: approve });
  return handle.result;
}

const toolEnds = (events: RunEvent[]) => events.flatMap((e) => (e.type === 'tool_call_end' ? [e] : []));

describe('the scripted screen flow', () => {
  it('reads the query from the request', () => {
    expect(queryOf('Please search for refund policy.')).toBe('refund policy');
    expect(queryOf('look up shipping times?')).toBe('shipping times');
    expect(queryOf('warranty for boots')).toBe('warranty for boots');
  });

  it('walks screenshot → click → type → Enter (after the safety check) → a reply naming the first result', async () => {
    const result = await walk(operator(), 'Search for refund policy', true);
    expect(result.status).toBe('completed');
    expect(result.finalOutput).toBe('I searched help.example for "refund policy". The results page lists 3 articles; the first is "Refund policy: an overview".');
    const calls = result.items.flatMap((i) => (i.type === 'computer_call' ? [i] : []));
    expect(calls.map((c) => c.action)).toEqual([
      { type: 'screenshot' },
      { type: 'click', x: 440, y: 307, button: 'left' },
      { type: 'type', text: 'refund policy' },
      { type: 'keypress', keys: ['ENTER'] },
    ]);
    expect(calls[3].pendingSafetyChecks?.[0].code).toBe('simulated_confirmation');
    // each screenshot shows the screen after the action: the box focused, the text typed, the results
    const shots = toolEnds(result.events).map((e) => decodeURIComponent(String(e.parts?.[0].type === 'input_image' ? e.parts[0].image : '')));
    expect(shots).toHaveLength(4);
    expect(shots[0]).toContain('Search articles');
    expect(shots[1]).toContain('last action: click (440, 307)');
    expect(shots[2]).toContain('refund policy|');
    expect(shots[3]).toContain('Results for “refund policy”');
    expect(shots[3]).toContain('https://help.example/search?q=refund%20policy');
    // the acknowledged check goes back with the Enter's screenshot
    const results = result.items.flatMap((i) => (i.type === 'computer_call_result' ? [i] : []));
    expect(results.map((r) => r.acknowledgedSafetyChecks?.length ?? 0)).toEqual([0, 0, 0, 1]);
  });

  it('is deterministic: the same conversation gives the same events, screenshots included', async () => {
    const a = await walk(operator(), 'Search for refund policy', true);
    const b = await walk(operator(), 'Search for refund policy', true);
    expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
  });

  it('agents-sdk-js: a refused check is answered and the agent says it stopped', async () => {
    const result = await walk(operator('agents-sdk-js'), 'Search for refund policy', false);
    expect(result.status).toBe('completed');
    expect(result.finalOutput).toBe('I stopped before submitting the search for "refund policy", since the safety check was not approved.');
  });

  it('agents-sdk-python: a refused check ends the run with UserError', async () => {
    const result = await walk(operator('agents-sdk-python'), 'Search for refund policy', false);
    expect(result.error).toEqual({ type: 'UserError', message: 'Computer tool safety check was not acknowledged' });
  });

  it('a later message in the same conversation starts a fresh search; small talk after it does not', async () => {
    const graph = operator();
    const first = await walk(graph, 'Search for refund policy', true);
    const again = run(graph, 'look up shipping times', { model: createSimulatorModel({ graph }), sandbox: createFakeSandbox(), trusted: true, history: first.items });
    for await (const event of again) if (event.type === 'approval_needed') again.resolveApproval(event.approvalId, { approved: true });
    expect((await again.result).finalOutput).toBe('I searched help.example for "shipping times". The results page lists 3 articles; the first is "Shipping times: an overview".');
    const thanks = run(graph, 'thanks', { model: createSimulatorModel({ graph }), sandbox: createFakeSandbox(), trusted: true, history: (await again.result).items });
    const done = await thanks.result;
    expect(done.status).toBe('completed');
    expect(done.items.slice((await again.result).items.length).some((i) => i.type === 'computer_call')).toBe(false);
  });

  it('small talk is not searched for', async () => {
    const result = await walk(operator(), 'thanks!', true);
    expect(result.items.some((i) => i.type === 'computer_call')).toBe(false);
  });

  it('the run is a valid recording, and its replay folds to the same transcript: each action with its screenshot', async () => {
    const result = await walk(operator(), 'Search for refund policy', true);
    const text = JSON.stringify({ format: RECORDING_FORMAT, version: RECORDING_VERSION, name: 'computer', events: result.events });
    const checked = checkRecordingFile(text);
    expect(checked.ok ? [] : checked.errors).toEqual([]);
    if (!checked.ok) return;
    const replayed = await replay(checked.recording.events).result;
    const live = foldAll(result.events).entries.filter((e) => e.kind === 'tool');
    const again = foldAll(replayed.events).entries.filter((e) => e.kind === 'tool');
    expect(again).toEqual(live);
    expect(live.map((e) => (e.kind === 'tool' ? [e.computerActions, e.status, e.parts?.length, e.approved] : null))).toEqual([
      [['screenshot'], 'done', 1, undefined],
      [['click (440, 307)'], 'done', 1, undefined],
      [['type "refund policy"'], 'done', 1, undefined],
      [['press ENTER'], 'done', 1, true],
    ]);
  });
});
