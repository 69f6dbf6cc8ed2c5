/**
 * The Evals panel's one piece on first paint: whether it is open, and a running suite's progress
 * for the top bar button. The panel itself (and the runner) load when it is first opened.
 */
import { create } from 'zustand';

interface EvalsUiState {
  open: boolean;
  /** cases done / total while a suite runs; null when none runs */
  running: { done: number; total: number } | null;
}

export const useEvalsUi = create<EvalsUiState>()(() => ({ open: false, running: null }));

export function setEvalsOpen(open: boolean): void {
  useEvalsUi.setState({ open });
}
