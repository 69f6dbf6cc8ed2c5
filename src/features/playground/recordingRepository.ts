/**
 * Recordings: every conversation's run events (with their timing), kept per project in
 * IndexedDB so it can be replayed with no model and no network. Never holds an API key: events
 * carry none, and `redact` strips the current key again before anything is written.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { RunEvent } from '../../engine/events.ts';
// the format and lifts only: the file checker (zod) is readRecordingFile.ts, off first paint
import { liftStoredEvents, RECORDING_FORMAT, RECORDING_VERSION } from '../../engine/recordingFormat.ts';

export interface Recording {
  id: string;
  projectId: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  /** user turns in the conversation */
  turns: number;
  durationMs: number;
  events: RunEvent[];
  /**
   * 'running': saved while its run was still going (events are written as they arrive);
   * 'interrupted': the page went away mid-run (closed with a marker when the app came back).
   * Absent: a finished conversation.
   */
  state?: 'running' | 'interrupted';
}

export type RecordingSummary = Omit<Recording, 'events'>;

interface RecordingDb extends DBSchema {
  recordings: { key: string; value: Recording; indexes: { byProject: string } };
}

export const RECORDINGS_DB = 'switchboard-recordings';

export interface RecordingRepository {
  list(projectId: string): Promise<RecordingSummary[]>;
  get(id: string): Promise<Recording | undefined>;
  put(recording: Recording): Promise<void>;
  rename(id: string, name: string): Promise<void>;
  remove(id: string): Promise<void>;
}

export async function openRecordingRepository(name = RECORDINGS_DB): Promise<RecordingRepository> {
  const db: IDBPDatabase<RecordingDb> = await openDB<RecordingDb>(name, 1, {
    upgrade(database) {
      const store = database.createObjectStore('recordings', { keyPath: 'id' });
      store.createIndex('byProject', 'projectId');
    },
  });
  return {
    async list(projectId) {
      const all = await db.getAllFromIndex('recordings', 'byProject', projectId);
      return all.map(({ events: _events, ...summary }) => summary).sort((a, b) => b.updatedAt - a.updatedAt);
    },
    async get(id) {
      const record = await db.get('recordings', id);
      // saved before requests were recorded as deltas or span ends compactly: lifted as an old file would be
      return record && { ...record, events: liftStoredEvents(record.events) };
    },
    async put(recording) {
      await db.put('recordings', recording);
    },
    async rename(id, newName) {
      const record = await db.get('recordings', id);
      if (record) await db.put('recordings', { ...record, name: newName });
    },
    async remove(id) {
      await db.delete('recordings', id);
    },
  };
}

/** How long a conversation lasted (last event of the last run, runs laid end to end). */
export function conversationDuration(events: readonly RunEvent[]): number {
  let total = 0;
  let runT = 0;
  for (const e of events) {
    if (e.type === 'run_start') {
      total += runT;
      runT = 0;
    }
    runT = Math.max(runT, e.t);
  }
  return total + runT;
}

/** A fresh recording of a conversation, named after its first user message. */
export function newRecording(id: string, projectId: string, events: RunEvent[], now: number): Recording {
  const first = events.find((e) => e.type === 'run_start');
  const text = first?.type === 'run_start' ? first.input.map((i) => (i.type === 'message' && i.role === 'user' ? i.content : '')).join(' ').trim() : '';
  const name = text ? (text.length > 48 ? `${text.slice(0, 47)}…` : text) : 'Conversation';
  return { id, projectId, name, createdAt: now, updatedAt: now, turns: countTurns(events), durationMs: conversationDuration(events), events };
}

export function countTurns(events: readonly RunEvent[]): number {
  return events.filter((e) => e.type === 'run_start').length;
}

/** The recording file format: self-describing, versioned, importable (src/engine/recordingSchema.ts). */
export { RECORDING_FORMAT };

export function recordingFile(recording: Recording): string {
  const { projectId: _p, ...rest } = recording;
  return JSON.stringify({ format: RECORDING_FORMAT, version: RECORDING_VERSION, ...rest }, null, 2);
}
