/**
 * Binds a code field's Monaco editor to its Y.Text with y-monaco: keystrokes go into the shared
 * text as they happen and others' edits land in the editor at their place, so two people typing
 * into one instruction both keep their text; others' text cursors and selections show in the
 * editor. Loaded only when a code field is on screen in a room (Monaco is already loaded then;
 * vite.config.ts points y-monaco's `editor.api.js` import at the app's own Monaco).
 */
import type * as Y from 'yjs';
import type { Awareness } from 'y-protocols/awareness';
import { MonacoBinding } from 'y-monaco';
import { KeyCode, KeyMod, type editor as MonacoEditorApi } from 'monaco-editor';
import type { SharedTextField } from './sharedTextField.ts';

type Editor = MonacoEditorApi.IStandaloneCodeEditor;

export interface MonacoBindingOptions {
  ytext: Y.Text;
  editor: unknown;
  target: SharedTextField;
  awareness: Awareness;
  /** the binding's transactions are mine: tracked by my undo, never a collaborator's change */
  trackOrigin: (origin: unknown, track: boolean) => void;
  undo: () => void;
  redo: () => void;
}

/**
 * What y-monaco sees of awareness: the text cursor lives in the `text` field (tagged with the
 * field's key) so it neither overwrites the agent selection in `selection` nor shows in another
 * field's editor.
 */
function fieldAwareness(awareness: Awareness, key: string, isLive: () => boolean) {
  return {
    getStates: () => {
      const states = new Map<number, { selection?: unknown }>();
      awareness.getStates().forEach((state, clientId) => {
        const text = (state as { text?: { field?: unknown; anchor?: unknown; head?: unknown } }).text;
        states.set(clientId, text && text.field === key ? { selection: { anchor: text.anchor, head: text.head } } : {});
      });
      return states;
    },
    setLocalStateField: (_field: string, value: { anchor: unknown; head: unknown }) => {
      if (isLive()) awareness.setLocalStateField('text', { field: key, anchor: value.anchor, head: value.head });
    },
    on: (event: 'change', listener: () => void) => awareness.on(event, listener),
    off: (event: 'change', listener: () => void) => awareness.off(event, listener),
  } as unknown as Awareness;
}

/** y-monaco marks others' cursors with per-client classes: colour them and name them. */
function paintRemoteCursors(awareness: Awareness) {
  let style = document.getElementById('sb-remote-text-style');
  if (!style) {
    style = document.createElement('style');
    style.id = 'sb-remote-text-style';
    document.head.append(style);
  }
  const rules: string[] = [
    '.yRemoteSelectionHead{position:relative;margin-left:-1px}',
    '.yRemoteSelectionHead::after{position:absolute;left:-2px;top:-14px;padding:0 3px;border-radius:3px;color:#fff;font:600 10px/14px system-ui,sans-serif;white-space:nowrap;pointer-events:none;z-index:1}',
    // on the first line shown the name goes below the cursor (above, the editor's edge clips it)
    '.view-lines>.view-line:first-child .yRemoteSelectionHead::after{top:100%}',
  ];
  awareness.getStates().forEach((state, clientId) => {
    const user = (state as { user?: { name?: unknown; color?: unknown } }).user;
    if (clientId === awareness.clientID || !user) return;
    const color = typeof user.color === 'string' && /^#[0-9a-f]{6}$/i.test(user.color) ? user.color : '#888888';
    const name = String(user.name ?? 'Guest')
      .slice(0, 40)
      .replace(/[^\p{L}\p{N} ._-]/gu, '');
    rules.push(
      `.yRemoteSelection-${clientId}{background-color:${color}40}`,
      `.yRemoteSelectionHead-${clientId}{border-left:2px solid ${color}}`,
      `.yRemoteSelectionHead-${clientId}::after{content:"${name}";background:${color}}`,
    );
  });
  const text = rules.join('\n');
  if (style.textContent !== text) style.textContent = text;
}

/** Binds the editor; returns how to unbind it. */
export function bindMonaco(options: MonacoBindingOptions): () => void {
  const editor = options.editor as Editor;
  const model = editor.getModel();
  if (!model) return () => {};
  let live = true;
  const awareness = fieldAwareness(options.awareness, options.target.key, () => live);
  const binding = new MonacoBinding(options.ytext, model, new Set([editor]), awareness);
  options.trackOrigin(binding, true);
  const paint = () => paintRemoteCursors(options.awareness);
  options.awareness.on('change', paint);
  paint();
  // Undo/Redo in a shared text are mine only (the room's Y.UndoManager), not Monaco's own stack,
  // which knows nothing of others' edits
  const shared = editor.createContextKey<boolean>('switchboardSharedText', true);
  editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyZ, () => options.undo(), 'switchboardSharedText');
  editor.addCommand(KeyMod.CtrlCmd | KeyMod.Shift | KeyCode.KeyZ, () => options.redo(), 'switchboardSharedText');
  editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyY, () => options.redo(), 'switchboardSharedText');
  return () => {
    live = false;
    shared.set(false);
    options.awareness.off('change', paint);
    options.awareness.setLocalStateField('text', null);
    options.trackOrigin(binding, false);
    // a disposed model has already destroyed its binding
    if (!model.isDisposed()) binding.destroy();
  };
}
