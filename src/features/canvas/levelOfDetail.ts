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

/** On-screen size an agent's name (13 px) keeps when zoomed out to frame a group or a graph. */
export const NAME_SCREEN_PX = 10;
const NAME_PX = 13;
const NAME_SCALE_MAX = 1.7;

/**
 * How much an agent's name type grows (1 at and above 10/13 zoom, at most 1.7), so that a fitted
 * graph or a framed group (zoom 0.45-0.75, e.g. a 7-agent group at 1280x720 with the dock open)
 * still reads at about 10 px instead of 6-9 px; compact agents (zoom < 0.4) have their own 22 px
 * names. In tenths, so a zoom gesture restyles names a few times, not every frame.
 */
export function nameScaleAtZoom(zoom: number): number {
  if (!(zoom > 0)) return 1;
  const need = NAME_SCREEN_PX / (NAME_PX * zoom);
  if (need <= 1) return 1;
  return Math.min(NAME_SCALE_MAX, Math.ceil(need * 10) / 10);
}
export const nameScaleOf = (s: ReactFlowState): number => nameScaleAtZoom(s.transform[2]);

/**
 * From this zoom a pan on a graph of normal size moves the viewport as a compositor layer
 * (canvas.css; large graphs at every zoom). Measured on 100 agents (`npm run bench -- canvas
 * 100`, A/B in one run): at 1:1 the layer saves raster (pan, all threads 37.0 -> 26.7 ms per
 * frame), at 50% making it costs more than it saves (27.2 -> 57.6). Between the two, not measured.
 */
export const PAN_LAYER_FROM_ZOOM = 0.75;
export const panLayerOf = (s: ReactFlowState): boolean => s.transform[2] >= PAN_LAYER_FROM_ZOOM;

export function detailAtZoom(zoom: number): Detail {
  return zoom < PLACEHOLDER_BELOW_ZOOM ? 'tiny' : zoom < COMPACT_BELOW_ZOOM ? 'far' : zoom < LABELS_FROM_ZOOM ? 'mid' : 'near';
}

export const detailOf = (s: ReactFlowState): Detail => detailAtZoom(s.transform[2]);

export const DetailContext = createContext<Detail>('near');

export const useDetail = () => useContext(DetailContext);
