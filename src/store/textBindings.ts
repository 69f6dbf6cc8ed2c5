/**
 * Code fields (Monaco editors) that something may bind straight to a shared text. Alone nothing
 * does: a field edits its draft and commits to the document store. In a shared room the
 * collaboration session sets a binder that ties the editor of a shared text field (instructions,
 * tool and guardrail code) to its Y.Text with y-monaco, so concurrent typing merges character by
 * character and others' text cursors show; the field then stops committing its own draft.
 * The editor and collaboration features meet here without importing each other.
 */

/** A mounted code field: its path (`agent/<id>/instructions`) and its Monaco editor. */
export interface TextEditorHandle {
  path: string;
  /** Monaco's IStandaloneCodeEditor (kept opaque here: the store does not load Monaco) */
  editor: unknown;
  /** the binder tells the field whether it owns its text now (the field then stops committing) */
  setBound: (bound: boolean) => void;
  /** commits the field's pending keystrokes (before a binder takes its text over) */
  flush: () => void;
}

/**
 * Binds one editor (it may finish later: it calls setBound(true) once it owns the text); returns
 * how to undo it, or null when the field is not a shared text.
 */
export type TextBinder = (handle: TextEditorHandle) => (() => void) | null;

const editors = new Set<TextEditorHandle>();
const unbinders = new Map<TextEditorHandle, () => void>();
let binder: TextBinder | null = null;

function bind(handle: TextEditorHandle) {
  const unbind = binder?.(handle) ?? null;
  if (unbind) unbinders.set(handle, unbind);
}

function unbind(handle: TextEditorHandle) {
  const stop = unbinders.get(handle);
  if (!stop) return;
  unbinders.delete(handle);
  stop();
}

/** Called by a code field when its editor mounts; the returned function when it goes away. */
export function registerTextEditor(handle: TextEditorHandle): () => void {
  editors.add(handle);
  bind(handle);
  return () => {
    unbind(handle);
    editors.delete(handle);
  };
}

/** Sets (or clears, with null) who binds code fields; the fields on screen are rebound. */
export function setTextBinder(next: TextBinder | null) {
  for (const handle of editors) unbind(handle);
  binder = next;
  for (const handle of editors) bind(handle);
}
