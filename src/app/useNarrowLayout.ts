/**
 * Laptop widths (up to 1366 px): the inspector leaves its column and becomes an overlay on the
 * canvas's right edge (app.css), so the canvas keeps the whole width. The overlay comes with a
 * selection and goes when the selection is cleared (a click on the empty canvas, Escape), as a
 * style panel does in tldraw or Figma at small sizes; the toolbar's inspector button opens it for
 * the graph's settings.
 */
import { useEffect } from 'react';
import { useSelectionStore, type SelectionState } from '../store/selectionStore.ts';
import { useUiStore } from '../store/uiStore.ts';

export const NARROW_QUERY = '(max-width: 1366px)';

const hasSelection = (s: Pick<SelectionState, 'agentIds' | 'edgeIds' | 'detail'>) => s.agentIds.length > 0 || s.edgeIds.length > 0 || s.detail !== null;

export function useNarrowLayout(): void {
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(NARROW_QUERY);
    const apply = () => useUiStore.setState({ narrow: query.matches, inspectorOverlay: query.matches && hasSelection(useSelectionStore.getState()) });
    apply();
    query.addEventListener('change', apply);
    const stop = useSelectionStore.subscribe((s, prev) => {
      if (!useUiStore.getState().narrow) return;
      const now = hasSelection(s);
      if (now !== hasSelection(prev)) useUiStore.setState({ inspectorOverlay: now });
    });
    return () => {
      query.removeEventListener('change', apply);
      stop();
    };
  }, []);
}
