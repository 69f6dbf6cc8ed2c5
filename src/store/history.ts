/** Hooks over the document's undo history (zundo's temporal store, or a room's per-person history). */
import { useStore } from 'zustand';
import { useDocumentStore } from './documentStore.ts';
import { useHistoryDelegate } from './historyDelegate.ts';

export const useCanUndo = () => {
  const local = useStore(useDocumentStore.temporal, (s) => s.pastStates.length > 0);
  const shared = useHistoryDelegate((s) => (s.delegate ? s.canUndo : null));
  return shared ?? local;
};
export const useCanRedo = () => {
  const local = useStore(useDocumentStore.temporal, (s) => s.futureStates.length > 0);
  const shared = useHistoryDelegate((s) => (s.delegate ? s.canRedo : null));
  return shared ?? local;
};
