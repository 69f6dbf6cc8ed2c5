/** Presentation state: theme, panels, overlays. Persisted to localStorage (not part of a project). */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type ThemeChoice = 'light' | 'dark';

export interface UiState {
  theme: ThemeChoice;
  inspectorOpen: boolean;
  playgroundOpen: boolean;
  helpOpen: boolean;
  setTheme: (theme: ThemeChoice) => void;
  toggleTheme: () => void;
  setInspectorOpen: (open: boolean) => void;
  setPlaygroundOpen: (open: boolean) => void;
  setHelpOpen: (open: boolean) => void;
}

function systemTheme(): ThemeChoice {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      theme: systemTheme(),
      inspectorOpen: true,
      playgroundOpen: false,
      helpOpen: false,
      setTheme: (theme) => set({ theme }),
      toggleTheme: () => set((s) => ({ theme: s.theme === 'dark' ? 'light' : 'dark' })),
      setInspectorOpen: (inspectorOpen) => set({ inspectorOpen }),
      setPlaygroundOpen: (playgroundOpen) => set({ playgroundOpen }),
      setHelpOpen: (helpOpen) => set({ helpOpen }),
    }),
    {
      name: 'switchboard.ui',
      partialize: (s) => ({ theme: s.theme, inspectorOpen: s.inspectorOpen, playgroundOpen: s.playgroundOpen }),
    },
  ),
);
