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
/**
 * Below this zoom a compact agent's name (22 px) is under 8 px on screen: a graph with groups is
 * shown as its groups instead (groupFlow.ts overview), named in type of a fixed screen size.
 */
export const GROUP_OVERVIEW_BELOW_ZOOM = 0.36;
export const groupOverviewOf = (s: ReactFlowState): boolean => s.transform[2] < GROUP_OVERVIEW_BELOW_ZOOM;

/**
 * 1/zoom in quarter-octave steps (1 at full zoom and above): zoomed out, edge strokes are scaled
 * by it so that they keep their screen width (canvas.css). `vector-effect: non-scaling-stroke`
 * cannot do it: React Flow zooms with a CSS transform on an HTML element, which that property
 * ignores. Stepped, so a zoom gesture restyles the edges a few times, not every frame.
 */
export function edgeScaleAtZoom(zoom: number): number {
  if (!(zoom > 0) || zoom >= 1) return 1;
  return Math.round(2 ** (Math.round(-Math.log2(zoom) * 4) / 4) * 100) / 100;
}
export const edgeScaleOf = (s: ReactFlowState): number => edgeScaleAtZoom(s.transform[2]);

export function detailAtZoom(zoom: number): Detail {
  return zoom < PLACEHOLDER_BELOW_ZOOM ? 'tiny' : zoom < COMPACT_BELOW_ZOOM ? 'far' : zoom < LABELS_FROM_ZOOM ? 'mid' : 'near';
}

export const detailOf = (s: ReactFlowState): Detail => detailAtZoom(s.transform[2]);

export const DetailContext = createContext<Detail>('near');

export const useDetail = () => useContext(DetailContext);
