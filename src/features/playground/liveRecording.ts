/**
 * Recordings are written while a run goes, not only when it ends: each batch of events the run
 * session applies (at most one per frame) is saved, one write in flight at a time with the newest
 * snapshot winning. A reload mid-run therefore keeps what was said; when the app comes back, a
 * recording still marked 'running' that no tab is running any more (Web Locks tell) is closed
 * with an "interrupted" marker and shown in the playground, transcript and trace.
 */
import type { RunEvent } from '../../engine/events.ts';
import type { JsonValue } from '../../engine/json.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { loadReplay, onRunEnded, onRunProgress, seekReplay, useRunSession, type RunSessionState } from '../../store/runSession.ts';
import { useUiStore } from '../../store/uiStore.ts';
import { runAction } from '../../ui/runAction.ts';
import { toast } from '../../ui/toast.ts';
import { conversationDuration, countTurns, newRecording, type Recording } from './recordingRepository.ts';
import { currentProjectId, recordingRepository, refreshRecordings, scrubEvents } from './recordingsStore.ts';

interface Snapshot {
  id: string;
  projectId: string;
  events: RunEvent[];
  running: boolean;
}

/** the first run of the conversation being recorded (a reset or a replay starts another) */
let conversationKey: RunSessionState['runStarts'][number] | null = null;
let conversationId: string | null = null;
let latest: Snapshot | null = null;
let draining: Promise<void> | null = null;
let failing = false;
let releaseLock: (() => void) | null = null;
let lockedId: string | null = null;

function newId(): string {
  return `rec_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

const lockName = (id: string) => `switchboard.run.${id}`;

/** Held while this tab runs recording `id`: another tab starting up then knows it is not interrupted. */
function holdLock(id: string): void {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || lockedId === id) return;
  dropLock();
  lockedId = id;
  void locks
    .request(lockName(id), () =>
      new Promise<void>((resolve) => {
        // dropped before it was granted: let go at once
        if (lockedId !== id) resolve();
        else releaseLock = resolve;
      }),
    )
    .catch(() => {});
}

function dropLock(): void {
  releaseLock?.();
  releaseLock = null;
  lockedId = null;
}

function recordingIdFor(runStarts: RunSessionState['runStarts']): string {
  if (runStarts[0] !== conversationKey || !conversationId) {
    conversationKey = runStarts[0] ?? null;
    conversationId = newId();
  }
  return conversationId;
}

async function write(snapshot: Snapshot): Promise<void> {
  const repo = await recordingRepository();
  const events = scrubEvents(snapshot.events);
  const existing = await repo.get(snapshot.id);
  const now = Date.now();
  const base: Recording = existing
    ? { ...existing, events, updatedAt: now, turns: countTurns(events), durationMs: conversationDuration(events) }
    : newRecording(snapshot.id, snapshot.projectId, events, now);
  const record: Recording = { ...base };
  if (snapshot.running) record.state = 'running';
  else delete record.state;
  await repo.put(record);
}

/** Writes the newest snapshot; while a write is in flight, newer snapshots replace each other. */
function queue(snapshot: Snapshot): Promise<void> {
  latest = snapshot;
  draining ??= (async () => {
    while (latest) {
      const next = latest;
      latest = null;
      try {
        await write(next);
        failing = false;
      } catch (error) {
        // one toast per failing spell, not one per frame
        if (!failing) await runAction("This conversation's recording is not being saved", () => Promise.reject(error));
        failing = true;
      }
    }
    draining = null;
  })();
  return draining;
}

/** Resolves when every queued write has landed (tests, and before reading the recordings). */
export function recordingWritesSettled(): Promise<void> {
  return draining ?? Promise.resolve();
}

let started = false;

/** Starts saving recordings as runs go and recovering interrupted ones (idempotent). */
export function startRecordingSaver(): void {
  if (started) return;
  started = true;
  onRunProgress(({ events, runStarts }) => {
    const id = recordingIdFor(runStarts);
    holdLock(id);
    void queue({ id, projectId: currentProjectId(), events, running: true });
  });
  onRunEnded(({ events, runStarts }) => {
    const id = recordingIdFor(runStarts);
    void queue({ id, projectId: currentProjectId(), events, running: false }).then(() => {
      dropLock();
      return runAction('Recordings could not be listed', refreshRecordings);
    });
  });
  // each project, once it is open, gets its interrupted runs back
  let checked: string | null = null;
  const check = () => {
    const projectId = useProjectStore.getState().projectId;
    if (!projectId || projectId === checked) return;
    checked = projectId;
    void runAction('An interrupted run could not be restored', () => recoverInterrupted(projectId));
  };
  useProjectStore.subscribe(check);
  check();
}

export const INTERRUPTED_ERROR = 'RunInterrupted';
export const INTERRUPTED_MESSAGE = 'The page was closed or reloaded during this run, so it stopped here. What was said up to then is kept.';

/** The events that close a run cut off mid-way: an error naming the interruption and a run_end. */
export function closeInterrupted(events: readonly RunEvent[]): RunEvent[] {
  let start = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    if (events[i].type === 'run_start') {
      start = i;
      break;
    }
  }
  if (start < 0) return [...events];
  const run = events.slice(start);
  if (run.some((e) => e.type === 'run_end')) return [...events];
  const first = events[start];
  let lastAgentId = first.type === 'run_start' ? first.startAgentId : '';
  let context: Record<string, JsonValue> = first.type === 'run_start' ? first.context : {};
  let nested = 0;
  for (const e of run) {
    // a worker called as a tool runs nested: the run's agent stays its manager
    if (e.type === 'agent_tool_start') nested += 1;
    if (e.type === 'agent_tool_end') nested = Math.max(0, nested - 1);
    if (e.type === 'agent_start' && nested === 0) lastAgentId = e.agentId;
    if (e.type === 'context_changed') context = e.context;
  }
  const last = events[events.length - 1];
  const error = { type: INTERRUPTED_ERROR, message: INTERRUPTED_MESSAGE };
  return [
    ...events,
    { type: 'error', agentId: lastAgentId || null, error, fatal: true, seq: last.seq + 1, t: last.t, spanId: null },
    { type: 'run_end', status: 'error', finalOutput: null, lastAgentId, error, items: [], context, seq: last.seq + 2, t: last.t, spanId: null },
  ];
}

async function heldLocks(): Promise<Set<string> | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return null;
  const state = await locks.query();
  return new Set((state.held ?? []).map((l) => l.name ?? ''));
}

/**
 * Closes the project's recordings left 'running' by a page that went away (a tab still running
 * one holds its lock and is left alone), and shows the newest of them in the playground.
 */
export async function recoverInterrupted(projectId: string): Promise<Recording | null> {
  const repo = await recordingRepository();
  const running = (await repo.list(projectId)).filter((r) => r.state === 'running');
  if (running.length === 0) return null;
  const held = await heldLocks();
  let newest: Recording | null = null;
  for (const summary of running) {
    const ownLiveRun = summary.id === conversationId && useRunSession.getState().phase === 'running';
    if (held?.has(lockName(summary.id)) || ownLiveRun) continue;
    const record = await repo.get(summary.id);
    if (!record) continue;
    const events = closeInterrupted(record.events);
    const closed: Recording = { ...record, events, state: 'interrupted', durationMs: conversationDuration(events) };
    await repo.put(closed);
    if (!newest || closed.updatedAt > newest.updatedAt) newest = closed;
  }
  await refreshRecordings();
  // show it only if nothing else took the playground meanwhile, and the project is still open
  if (newest && useProjectStore.getState().projectId === projectId && useRunSession.getState().phase === 'idle' && useRunSession.getState().events.length === 0) {
    loadReplay(newest.id, `${newest.name} (interrupted)`, newest.events);
    seekReplay(newest.events.length);
    useUiStore.getState().setPlaygroundOpen(true);
    toast('The last run was interrupted', 'Its conversation and trace are shown as they stood when the page went away.');
  }
  return newest;
}
