/** Runs are recorded as they go: a reload mid-run keeps the interrupted turn, closed with a marker. */
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, beforeAll } from 'vitest';
import { EXAMPLES, exampleGraph } from '../../graph/examples.ts';
import type { RunEvent } from '../../engine/events.ts';
import { createSimulatorModel } from '../../models/simulator/index.ts';
import { createNodeSandbox } from '../../sandbox/index.ts';
import { createNodePythonRunner } from '../../sandbox/python/index.ts';
import { withPython } from '../../sandbox/python/pythonSandbox.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { flushEvents, resetConversation, sendMessage, useRunSession } from '../../store/runSession.ts';
import { closeInterrupted, INTERRUPTED_ERROR, recordingWritesSettled, recoverInterrupted, startRecordingSaver } from './liveRecording.ts';
import { recordingRepository } from './recordingsStore.ts';
import { foldAll } from './transcript.ts';

const acme = exampleGraph(EXAMPLES.find((e) => e.id === 'acme-customer-service')!);
// ACME's tools run their Python bodies under Swarm; Pyodide's cold start is warmed once
const sandbox = withPython(createNodeSandbox(), () => createNodePythonRunner());
beforeAll(() => sandbox.warm(), 180_000);
afterAll(() => resetConversation());

function waitFor(predicate: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (predicate()) return resolve();
    const stop = useRunSession.subscribe(() => {
      if (predicate()) {
        stop();
        resolve();
      }
    });
  });
}

describe('live recording', () => {
  it('saves a run while it waits for an approval, and after the page went away closes it as interrupted and shows it', async () => {
    useProjectStore.setState({ projectId: 'p_live' });
    startRecordingSaver();
    const run = sendMessage('I want to return my boots', { graph: acme, model: createSimulatorModel({ chunkDelayMs: 0 }), sandbox, trusted: true });
    await waitFor(() => useRunSession.getState().approvals.length > 0);
    flushEvents();
    await recordingWritesSettled();

    // written while the run is still waiting: the transcript so far, marked running
    const repo = await recordingRepository();
    const [summary] = await repo.list('p_live');
    expect(summary.state).toBe('running');
    const stored = (await repo.get(summary.id))!;
    expect(stored.events.some((e) => e.type === 'approval_needed')).toBe(true);
    expect(stored.events.some((e) => e.type === 'handoff_taken')).toBe(true);
    expect(stored.events.some((e) => e.type === 'run_end')).toBe(false);

    // the page goes away (nothing more is written), a new page starts on the project
    resetConversation();
    await run;
    const recovered = await recoverInterrupted('p_live');
    expect(recovered?.id).toBe(summary.id);
    expect((await repo.get(summary.id))!.state).toBe('interrupted');
    const tail = recovered!.events.slice(-2);
    expect(tail.map((e) => e.type)).toEqual(['error', 'run_end']);
    expect(tail[1]).toMatchObject({ type: 'run_end', status: 'error', lastAgentId: 'issues', error: { type: INTERRUPTED_ERROR } });

    // the session shows it: the user's words, the handoff, the waiting tool marked interrupted, the error
    const session = useRunSession.getState();
    expect(session.phase).toBe('replay');
    expect(session.events).toHaveLength(recovered!.events.length);
    const entries = foldAll(session.events).entries;
    expect(entries[0]).toMatchObject({ kind: 'user', text: 'I want to return my boots' });
    expect(entries.some((e) => e.kind === 'handoff')).toBe(true);
    expect(entries.some((e) => e.kind === 'tool' && e.status === 'interrupted')).toBe(true);
    expect(entries.at(-1)).toMatchObject({ kind: 'error', errorType: INTERRUPTED_ERROR });

    // a second start finds nothing left to recover
    expect(await recoverInterrupted('p_live')).toBeNull();
  });

  it('closeInterrupted leaves a finished run alone and closes only the last, unfinished run', () => {
    const start = (seq: number): RunEvent => ({ type: 'run_start', runId: 'r', traceId: 't', graphId: 'g', runtime: 'swarm', startAgentId: 'a', input: [], context: { n: 1 }, simulated: true, seq, t: 0, spanId: null });
    const end = (seq: number): RunEvent => ({ type: 'run_end', status: 'completed', finalOutput: 'ok', lastAgentId: 'a', error: null, items: [], context: {}, seq, t: 5, spanId: null });
    const finished = [start(0), end(1)];
    expect(closeInterrupted(finished)).toEqual(finished);
    const cut = closeInterrupted([...finished, start(0), { type: 'agent_start', agentId: 'b', turn: 1, seq: 1, t: 3, spanId: 's' }]);
    expect(cut).toHaveLength(6);
    expect(cut[5]).toMatchObject({ type: 'run_end', status: 'error', lastAgentId: 'b', context: { n: 1 }, seq: 3, t: 3 });
  });
});
