/**
 * Presenter notes: an optional line per step of a recording, shown to whoever presents it. They
 * are the presenter's own and stay on this device (localStorage), keyed by recording and step
 * (the replay cursor), so recordings and their file format are untouched.
 */
const KEY = 'switchboard.presenterNotes';

type Notes = Record<string, Record<string, string>>;

function read(storage: Storage | undefined): Notes {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Notes) : {};
  } catch {
    return {};
  }
}

export function presenterNote(recordingId: string, step: number, storage: Storage | undefined = globalThis.localStorage): string {
  return read(storage)[recordingId]?.[String(step)] ?? '';
}

/** Sets (or, with empty text, removes) the note of one step. */
export function setPresenterNote(recordingId: string, step: number, text: string, storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  const notes = read(storage);
  const forRecording = { ...notes[recordingId] };
  if (text.trim()) forRecording[String(step)] = text.trim();
  else delete forRecording[String(step)];
  if (Object.keys(forRecording).length) notes[recordingId] = forRecording;
  else delete notes[recordingId];
  try {
    storage.setItem(KEY, JSON.stringify(notes));
  } catch {
    // storage full or disabled: the note is not kept, nothing else is affected
  }
}
