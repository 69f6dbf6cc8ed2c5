import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { EXAMPLES, exampleGraph } from '../graph/examples.ts';
import { createSimulatorModel } from '../models/simulator/index.ts';
import { createNodeSandbox } from '../sandbox/index.ts';
import { createNodePythonRunner } from '../sandbox/python/index.ts';
import { withPython } from '../sandbox/python/pythonSandbox.ts';
import { useRunStore } from './runStore.ts';
import { exportTraceJson } from './exportTraceJson.ts';
import {
  flushEvents,
  isRunning,
  isVisibleStep,
  registerSecretSource,
  loadReplay,
  onRunEnded,
  resetConversation,
  resolveApproval,
  seekReplay,
  sendMessage,
  stepReplay,
  stepReplayBack,
  useRunSession,
} from './runSession.ts';

const acme = exampleGraph(EXAMPLES.find((e) => e.id === 'acme-customer-service')!);
// ACME's tools run their Python bodies under Swarm; Pyodide's cold start is warmed once
const sandbox = withPython(createNodeSandbox(), () => createNodePythonRunner());
beforeAll(() => sandbox.warm(), 180_000);

function setup() {
  return { graph: acme, model: createSimulatorModel({ chunkDelayMs: 0 }), sandbox, trusted: true };
}

/** Approves every tool call as soon as it asks (the session exposes pending approvals). */
function autoApprove(approved: boolean): () => void {
  return useRunSession.subscribe((s) => {
    for (const a of s.approvals) resolveApproval(a.approvalId, approved);
  });
}

afterEach(() => resetConversation());

describe('run session', () => {
  it('folds a live ACME run into the canvas overlay and keeps the conversation for the next turn', async () => {
    const stop = autoApprove(true);
    const status = await sendMessage('I want to return my boots', setup());
    stop();
    expect(status).toBe('awaiting_user');
    const overlay = useRunStore.getState();
    expect([...overlay.visitedAgentIds]).toEqual(expect.arrayContaining(['triage', 'issues']));
    expect(overlay.visitedEdgeIds.has('triage-to-issues')).toBe(true);
    expect(overlay.travelling?.edgeId).toBe('triage-to-issues');
    expect(overlay.turnCounts.triage).toBe(1);
    expect(overlay.turnCounts.issues).toBeGreaterThan(1);
    expect(overlay.activeAgentId).toBeNull();
    expect(overlay.pulsingToolIds.size).toBe(0);
    const s = useRunSession.getState();
    expect(s.lastAgentId).toBe('issues');
    expect(s.history.some((i) => i.type === 'message' && i.role === 'user')).toBe(true);
    expect(s.phase).toBe('idle');

    // second turn starts where the first ended, with the history
    const stop2 = autoApprove(true);
    await sendMessage('thanks', setup());
    stop2();
    const after = useRunSession.getState();
    expect(after.runStarts).toHaveLength(2);
    const secondStart = after.events[after.runStarts[1].index];
    expect(secondStart.type === 'run_start' && secondStart.startAgentId).toBe('issues');
  });

  it('cuts the API key out of an exported trace, even when someone pasted it into the chat', async () => {
    const key = 'sk-PLANTED-0123456789';
    registerSecretSource(() => key);
    await sendMessage(`hello, my key is ${key}`, setup());
    expect(JSON.stringify(useRunSession.getState().events)).toContain(key);
    const text = exportTraceJson();
    expect(text).toContain('trace.span');
    expect(text).not.toContain(key);
    expect(text).toContain('[redacted]');
    registerSecretSource(() => '');
  });

  it('reports each ended run to listeners with the events so far', async () => {
    const seen: number[] = [];
    const off = onRunEnded(({ events }) => seen.push(events.length));
    const stop = autoApprove(false);
    await sendMessage('I want to return my boots', setup());
    stop();
    off();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(useRunSession.getState().events.length);
  });

  it('replays a recording to the same overlay, and scrubbing back refolds it', async () => {
    const stop = autoApprove(true);
    await sendMessage('I want to return my boots', setup());
    stop();
    const recorded = useRunSession.getState().events;
    const liveVisited = [...useRunStore.getState().visitedEdgeIds];
    loadReplay('r1', 'test', recorded);
    expect(useRunSession.getState().events).toHaveLength(0);
    expect(useRunStore.getState().visitedEdgeIds.size).toBe(0);
    seekReplay(recorded.length);
    expect(useRunSession.getState().events).toEqual(recorded);
    expect([...useRunStore.getState().visitedEdgeIds]).toEqual(liveVisited);
    const generation = useRunSession.getState().generation;
    seekReplay(3);
    expect(useRunSession.getState().events).toHaveLength(3);
    expect(useRunSession.getState().generation).toBe(generation + 1);
    expect(useRunStore.getState().visitedEdgeIds.size).toBe(0);
    // each step lands just after the next event that changes the chat, and never skips one
    seekReplay(0);
    const visible = recorded.filter(isVisibleStep);
    expect(visible.length).toBeGreaterThan(4);
    for (const expected of visible) {
      expect(stepReplay()).toBe(true);
      expect(useRunSession.getState().events.at(-1)).toBe(expected);
    }
    // and back, one visible step at a time
    for (const expected of visible.slice(0, -1).reverse()) {
      expect(stepReplayBack()).toBe(true);
      expect(useRunSession.getState().events.at(-1)).toBe(expected);
    }
    flushEvents();
  });
});

describe('run session takeovers', () => {
  it('a reset during a run leaves nothing of that run behind, and a new run can start at once', async () => {
    const slow = { graph: acme, model: createSimulatorModel({ chunkDelayMs: 20 }), sandbox, trusted: true };
    const first = sendMessage('Hello there, who are you? Tell me about your company and your week.', slow);
    await new Promise((r) => setTimeout(r, 60));
    resetConversation();
    expect(isRunning()).toBe(false);
    const stop = autoApprove(true);
    const second = sendMessage('I want to return my boots', setup());
    await first;
    await second;
    stop();
    const s = useRunSession.getState();
    expect(s.runStarts).toHaveLength(1);
    const starts = s.events.filter((e) => e.type === 'run_start');
    expect(starts).toHaveLength(1);
    expect(s.events.filter((e) => e.type === 'run_end')).toHaveLength(1);
    expect(starts[0].type === 'run_start' && starts[0].input[0]).toMatchObject({ content: 'I want to return my boots' });
    expect(s.phase).toBe('idle');
  });
});
