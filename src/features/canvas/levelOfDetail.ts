/**
 * Zoom-dependent level of detail, computed once by the canvas and handed to nodes and edges by
 * context: a per-node/per-edge subscription to the zoom would run thousands of selectors on
 * every pan or drag frame, a context value changes only when a threshold is crossed.
 */
import { createContext, useContext } from 'react';
import type { ReactFlowState } from '@xyflow/react';

/**
 * tiny: agents are coloured placeholders (a name would be under 3 px tall), edges are bare
 * strokes (no arrowheads, no wide hit area), no dot grid (it would be a dot per pixel);
 * far: names only, no edge labels or arrowheads; mid: full nodes, no edge labels; near: everything.
 */
export type Detail = 'tiny' | 'far' | 'mid' | 'near';

export const PLACEHOLDER_BELOW_ZOOM = 0.13;
export const COMPACT_BELOW_ZOOM = 0.4;
export const LABELS_FROM_ZOOM = 0.5;

export function detailAtZoom(zoom: number): Detail {
  return zoom < PLACEHOLDER_BELOW_ZOOM ? 'tiny' : zoom < COMPACT_BELOW_ZOOM ? 'far' : zoom < LABELS_FROM_ZOOM ? 'mid' : 'near';
}

export const detailOf = (s: ReactFlowState): Detail => detailAtZoom(s.transform[2]);

export const DetailContext = createContext<Detail>('near');

export const useDetail = () => useContext(DetailContext);
