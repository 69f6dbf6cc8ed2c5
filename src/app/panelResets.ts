/**
 * What "Reset panel" clears for each panel's error boundary: the state the panel was showing,
 * never the document (the graph stays; its undo history stays too).
 */
import { resetConversation, selectSpan } from '../store/runSession.ts';
import { useRunStore } from '../store/runStore.ts';
import { useSelectionStore } from '../store/selectionStore.ts';

/** The canvas draws the document plus the run overlay and the selection: drop the last two. */
export function resetCanvasPanel(): void {
  useRunStore.getState().reset();
  useSelectionStore.getState().clear();
}

/** The inspector shows the selection. */
export function resetInspectorPanel(): void {
  useSelectionStore.getState().clear();
}

/** The playground shows the conversation or a replay: start a fresh one. */
export function resetPlaygroundPanel(): void {
  resetConversation();
}

/** The timeline folds the same events as the chat; a fresh conversation is the clean slate. */
export function resetTimelinePanel(): void {
  selectSpan(null, null);
  resetConversation();
}
