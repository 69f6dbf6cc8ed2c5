/** App-wide keys: undo/redo, help, theme. Canvas keys live in features/canvas. */
import { useEffect } from 'react';
import { redo, undo } from '../store/documentStore.ts';
import { useUiStore } from '../store/uiStore.ts';
import { hasMod, isEditableTarget } from '../ui/index.ts';

export function useGlobalShortcuts() {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isEditableTarget(e.target)) return;
      const key = e.key.toLowerCase();
      if (hasMod(e) && key === 'z') {
        e.preventDefault();
        if (e.shiftKey) redo();
        else undo();
      } else if (e.ctrlKey && !e.metaKey && key === 'y') {
        e.preventDefault();
        redo();
      } else if (hasMod(e) && e.shiftKey && key === 'e') {
        e.preventDefault();
        useUiStore.getState().toggleTheme();
      } else if (e.key === '?' && !hasMod(e)) {
        e.preventDefault();
        const ui = useUiStore.getState();
        ui.setHelpOpen(!ui.helpOpen);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
