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
  /**
   * Laptop widths (up to 1366 px, useNarrowLayout): the inspector is an overlay on the canvas's
   * right edge, shown for a selection (or when a person opens it) instead of a fixed column, so
   * the canvas keeps the whole width. Not persisted: it follows the window.
   */
  narrow: boolean;
  /** the overlay is showing (narrow only; wide widths use inspectorOpen) */
  inspectorOverlay: boolean;
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
      narrow: false,
      inspectorOverlay: false,
      setTheme: (theme) => set({ theme }),
      toggleTheme: () => set((s) => ({ theme: s.theme === 'dark' ? 'light' : 'dark' })),
      // opening a panel leaves focus mode, so the panel really appears
      setInspectorOpen: (open) =>
        set((s) => {
          const panel = s.narrow ? { inspectorOverlay: open } : { inspectorOpen: open };
          return open ? { ...panel, canvasFocus: false } : panel;
        }),
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

/** Whether the inspector is on screen, as a column (wide) or as an overlay (narrow). */
export const inspectorShown = (s: Pick<UiState, 'narrow' | 'inspectorOpen' | 'inspectorOverlay' | 'canvasFocus'>): boolean =>
  !s.canvasFocus && (s.narrow ? s.inspectorOverlay : s.inspectorOpen);
