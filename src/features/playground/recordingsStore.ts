/**
 * The current project's recordings (the list the dialog shows) and the shared repository. Saving
 * them as runs go is liveRecording.ts. Keyed by the library's project id when known, else by the
 * graph id.
 */
import { create } from 'zustand';
import type { RunEvent } from '../../engine/events.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { redactSecret, useModelSettings } from './modelSettings.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import {
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
  // no key, nothing to cut: skip the stringify (this runs for every batch of a live run)
  if (key.length < 6) return [...events];
  const text = JSON.stringify(events);
  const clean = redactSecret(text, key);
  return clean === text ? [...events] : (JSON.parse(clean) as RunEvent[]);
}

/** Import/replay helpers for the dialog. */
export async function saveImported(recording: Recording): Promise<void> {
  await (await recordingRepository()).put({ ...recording, events: scrubEvents(recording.events) });
  await refreshRecordings();
}
