/** Presentation state: theme, panels, overlays. Persisted to localStorage (not part of a project). */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type ThemeChoice = 'light' | 'dark';

export interface UiState {
  theme: ThemeChoice;
  inspectorOpen: boolean;
  /** the palette column (collapsible, issue 11) */
  paletteOpen: boolean;
  /** canvas focus mode: palette and inspector out of the way, whatever their own state */
  canvasFocus: boolean;
  playgroundOpen: boolean;
  helpOpen: boolean;
  setTheme: (theme: ThemeChoice) => void;
  toggleTheme: () => void;
  setInspectorOpen: (open: boolean) => void;
  setPaletteOpen: (open: boolean) => void;
  setCanvasFocus: (on: boolean) => void;
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
      paletteOpen: true,
      canvasFocus: false,
      playgroundOpen: false,
      helpOpen: false,
      setTheme: (theme) => set({ theme }),
      toggleTheme: () => set((s) => ({ theme: s.theme === 'dark' ? 'light' : 'dark' })),
      // opening a panel leaves focus mode, so the panel really appears
      setInspectorOpen: (inspectorOpen) => set(inspectorOpen ? { inspectorOpen, canvasFocus: false } : { inspectorOpen }),
      setPaletteOpen: (paletteOpen) => set(paletteOpen ? { paletteOpen, canvasFocus: false } : { paletteOpen }),
      setCanvasFocus: (canvasFocus) => set({ canvasFocus }),
      setPlaygroundOpen: (playgroundOpen) => set({ playgroundOpen }),
      setHelpOpen: (helpOpen) => set({ helpOpen }),
    }),
    {
      name: 'switchboard.ui',
      partialize: (s) => ({ theme: s.theme, inspectorOpen: s.inspectorOpen, paletteOpen: s.paletteOpen, playgroundOpen: s.playgroundOpen }),
    },
  ),
);
