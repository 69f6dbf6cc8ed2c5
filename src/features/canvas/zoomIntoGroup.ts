/**
 * Pressing a group (its block in the zoomed-out overview, groupFlow.ts, or its header) frames the
 * whole group, leaving room for the canvas chrome like a fit view does. Only when the group fits
 * nowhere above the overview's zoom (it would turn back into one block) does the view start at
 * the group's top left corner (its header and first agents) at READABLE_ZOOM, the rest a pan away.
 */
import { getViewportForBounds, useReactFlow, type Viewport } from '@xyflow/react';
import { useCallback } from 'react';
import { nodeRect } from './flowStore.ts';
import { canvasElement, FIT_MAX_ZOOM, fitPadding, fitPaddingPx, viewMovedByUser } from './fitCanvas.ts';
import { groupNodeId } from './groupFlow.ts';
import { GROUP_OVERVIEW_BELOW_ZOOM } from './levelOfDetail.ts';

/** Agent names (13 px) are 9 px or more on screen. */
export const READABLE_ZOOM = 0.7;

type Rect = { x: number; y: number; width: number; height: number };

/** The lowest zoom a framed group is shown at: just above the overview, where agents show their names. */
export const FRAME_MIN_ZOOM = GROUP_OVERVIEW_BELOW_ZOOM + 0.02;

/** The viewport for `box`: fitted whenever the members still show, else at READABLE_ZOOM from its top left. */
export function groupViewport(box: Rect, fitted: Viewport, padding: { top: number; left: number }): Viewport {
  if (fitted.zoom >= FRAME_MIN_ZOOM) return fitted;
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
