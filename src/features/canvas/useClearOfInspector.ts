/**
 * Laptop widths: the inspector opens as an overlay on the canvas's right edge (useNarrowLayout).
 * When it opens for agents it would cover, the view pans just enough to keep them in sight
 * (the same smallest move the run camera makes, followCamera.ts); anything else stays put.
 */
import { useReactFlow } from '@xyflow/react';
import { useEffect } from 'react';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { useUiStore } from '../../store/uiStore.ts';
import { canvasElement, fitPaddingPx } from './fitCanvas.ts';
import { followViewport, union, type Box } from './followCamera.ts';
import { nodeRect } from './flowStore.ts';
import { prefersReducedMotion } from '../../ui/motion.ts';

export function useClearOfInspector(): void {
  const { getViewport, setViewport } = useReactFlow();
  useEffect(() => {
    let frame = 0;
    const off = useUiStore.subscribe((s, before) => {
      if (!s.narrow || !s.inspectorOverlay || before.inspectorOverlay) return;
      cancelAnimationFrame(frame);
      // a frame later the overlay is laid out and its edge can be measured
      frame = requestAnimationFrame(() => {
        const rects = useSelectionStore.getState().agentIds.flatMap((id) => nodeRect(id) ?? []);
        const container = canvasElement();
        if (rects.length === 0 || !container) return;
        const target = rects.reduce<Box>((all, r) => union(all, r), rects[0]);
        const next = followViewport(target, getViewport(), container.getBoundingClientRect(), fitPaddingPx(container));
        if (next) void setViewport(next, { duration: prefersReducedMotion() ? 0 : 200 });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      off();
    };
  }, [getViewport, setViewport]);
}
