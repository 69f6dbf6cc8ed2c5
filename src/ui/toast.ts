/** App-wide notifications: `toast('Saved')`, `toast.error('Could not read the file', details)`. */
import { create } from 'zustand';

export interface ToastItem {
  id: number;
  tone: 'info' | 'success' | 'error';
  message: string;
  detail?: string;
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

function push(tone: ToastItem['tone'], message: string, detail?: string, ms = tone === 'error' ? 8000 : 3500) {
  const id = nextId++;
  useToastStore.setState((s) => ({ items: [...s.items.slice(-3), { id, tone, message, detail }] }));
  setTimeout(() => useToastStore.getState().dismiss(id), ms);
  return id;
}

export const toast = Object.assign((message: string, detail?: string) => push('info', message, detail), {
  success: (message: string, detail?: string) => push('success', message, detail),
  error: (message: string, detail?: string) => push('error', message, detail),
});
