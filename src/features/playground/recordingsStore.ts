/**
 * The current project's recordings, and the saver: each live run that ends updates its
 * conversation's recording (a reset starts a new one). Keyed by the library's project id when
 * known, else by the graph id.
 */
import { create } from 'zustand';
import type { RunEvent } from '../../engine/events.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { onRunEnded } from '../../store/runSession.ts';
import { redactSecret, useModelSettings } from './modelSettings.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { runAction } from '../../ui/runAction.ts';
import {
  countTurns,
  conversationDuration,
  newRecording,
  openRecordingRepository,
  type Recording,
  type RecordingRepository,
  type RecordingSummary,
} from './recordingRepository.ts';

interface RecordingsState {
  projectId: string | null;
  list: RecordingSummary[];
}

export const useRecordings = create<RecordingsState>()(() => ({ projectId: null, list: [] }));

let repoPromise: Promise<RecordingRepository> | null = null;
export function recordingRepository(): Promise<RecordingRepository> {
  repoPromise ??= openRecordingRepository();
  return repoPromise;
}

export function currentProjectId(): string {
  return useProjectStore.getState().projectId ?? `graph:${useDocumentStore.getState().graph.id}`;
}

export async function refreshRecordings(): Promise<void> {
  const projectId = currentProjectId();
  const list = await (await recordingRepository()).list(projectId);
  useRecordings.setState({ projectId, list });
}

/** Events as they may be stored or exported: the API key, if it somehow got in, is cut out. */
export function scrubEvents(events: readonly RunEvent[]): RunEvent[] {
  const key = useModelSettings.getState().apiKey.trim();
  const text = JSON.stringify(events);
  const clean = redactSecret(text, key);
  return clean === text ? [...events] : (JSON.parse(clean) as RunEvent[]);
}

let conversationRecordingId: string | null = null;
let started = false;

function newId(): string {
  return `rec_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Starts saving recordings (idempotent). */
export function startRecordingSaver(): void {
  if (started) return;
  started = true;
  onRunEnded(({ events, runStarts }) => {
    if (runStarts.length <= 1 || !conversationRecordingId) conversationRecordingId = newId();
    const id = conversationRecordingId;
    const projectId = currentProjectId();
    const clean = scrubEvents(events);
    void runAction("This conversation's recording was not saved", async () => {
      const repo = await recordingRepository();
      const existing = await repo.get(id);
      const now = Date.now();
      const record: Recording = existing
        ? { ...existing, events: clean, updatedAt: now, turns: countTurns(clean), durationMs: conversationDuration(clean) }
        : newRecording(id, projectId, clean, now);
      await repo.put(record);
      await refreshRecordings();
    });
  });
}

/** Import/replay helpers for the dialog. */
export async function saveImported(recording: Recording): Promise<void> {
  await (await recordingRepository()).put({ ...recording, events: scrubEvents(recording.events) });
  await refreshRecordings();
}
