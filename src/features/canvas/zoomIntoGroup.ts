/**
 * Pressing a group in the zoomed-out overview (groupFlow.ts) frames that group: the zoom then
 * shows its agents again. The frame leaves room for the canvas chrome like a fit view does, and
 * never goes below READABLE_ZOOM: when the whole group would only fit at a zoom where agent names
 * are too small to read (a large group on a small canvas), the view starts at the group's top
 * left corner (its header and first agents) and the rest is a pan away.
 */
import { getViewportForBounds, useReactFlow, type Viewport } from '@xyflow/react';
import { useCallback } from 'react';
import { nodeRect } from './flowStore.ts';
import { canvasElement, FIT_MAX_ZOOM, fitPadding, fitPaddingPx, viewMovedByUser } from './fitCanvas.ts';
import { groupNodeId } from './groupFlow.ts';

/** Agent names (13 px) are 9 px or more on screen. */
export const READABLE_ZOOM = 0.7;

type Rect = { x: number; y: number; width: number; height: number };

/** The viewport for `box`: fitted when that is readable, else at READABLE_ZOOM from its top left. */
export function groupViewport(box: Rect, fitted: Viewport, padding: { top: number; left: number }): Viewport {
  if (fitted.zoom >= READABLE_ZOOM) return fitted;
  const zoom = READABLE_ZOOM;
  return { x: padding.left - box.x * zoom, y: padding.top - box.y * zoom, zoom };
}

export function useZoomIntoGroup(): (groupId: string) => void {
  const { setViewport } = useReactFlow();
  return useCallback(
    (groupId: string) => {
      const box = nodeRect(groupNodeId(groupId));
      const container = canvasElement();
      if (!box || !container) return;
      const { width, height } = container.getBoundingClientRect();
      const fitted = getViewportForBounds(box, width, height, 0.02, FIT_MAX_ZOOM, fitPadding(container));
      // a view the person chose: a later resize keeps it rather than fitting everything again
      viewMovedByUser();
      void setViewport(groupViewport(box, fitted, fitPaddingPx(container)), { duration: 300 });
    },
    [setViewport],
  );
}
