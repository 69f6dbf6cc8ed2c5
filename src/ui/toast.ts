/**
 * App-wide notifications: `toast('Saved')`, `toast.error('Could not read the file', details)`,
 * `toast.action('3 agents deleted', { label: 'Undo', run: undo })` (a button that acts once).
 */
import { create } from 'zustand';

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastItem {
  id: number;
  tone: 'info' | 'success' | 'error';
  message: string;
  detail?: string;
  action?: ToastAction;
}

interface ToastState {
  items: ToastItem[];
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  items: [],
  dismiss: (id) => set((s) => ({ items: s.items.filter((t) => t.id !== id) })),
}));

function push(tone: ToastItem['tone'], message: string, detail?: string, action?: ToastAction, ms = tone === 'error' || action ? 8000 : 3500) {
  const id = nextId++;
  const item: ToastItem = { id, tone, message };
  if (detail) item.detail = detail;
  if (action) item.action = action;
  useToastStore.setState((s) => ({ items: [...s.items.slice(-3), item] }));
  setTimeout(() => useToastStore.getState().dismiss(id), ms);
  return id;
}

export const toast = Object.assign((message: string, detail?: string) => push('info', message, detail), {
  success: (message: string, detail?: string) => push('success', message, detail),
  error: (message: string, detail?: string) => push('error', message, detail),
  /** An info toast with one action button (Undo); it stays a little longer so there is time to press it. */
  action: (message: string, action: ToastAction, detail?: string) => push('info', message, detail, action),
});
