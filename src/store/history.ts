/** Hooks over the document's undo history (zundo's temporal store). */
import { useStore } from 'zustand';
import { useDocumentStore } from './documentStore.ts';

export const useCanUndo = () => useStore(useDocumentStore.temporal, (s) => s.pastStates.length > 0);
export const useCanRedo = () => useStore(useDocumentStore.temporal, (s) => s.futureStates.length > 0);
