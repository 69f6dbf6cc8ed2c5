/**
 * Who answers Undo/Redo. Alone: the document store's own history (zundo). In a shared room the
 * collaboration session takes over with a per-person history (Y.UndoManager: my undo never undoes
 * your edit), publishing here whether either is possible.
 */
import { create } from 'zustand';

export interface HistoryDelegate {
  undo: () => void;
  redo: () => void;
}

export const useHistoryDelegate = create<{ delegate: HistoryDelegate | null; canUndo: boolean; canRedo: boolean }>()(() => ({
  delegate: null,
  canUndo: false,
  canRedo: false,
}));
