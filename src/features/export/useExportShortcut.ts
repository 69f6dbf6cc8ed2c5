/** Mod+E opens (or closes) the export dialog, except while typing in a field or editor. */
import { useEffect } from 'react';
import { hasMod, isEditableTarget } from '../../ui/index.ts';
import { useExportDialogStore } from './exportDialogStore.ts';

export function useExportShortcut(): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isEditableTarget(e.target)) return;
      if (!hasMod(e) || e.shiftKey || e.altKey || e.key.toLowerCase() !== 'e') return;
      // Chromium would otherwise focus its address bar search
      e.preventDefault();
      const state = useExportDialogStore.getState();
      state.setOpen(!state.open);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
