/**
 * Zoom-dependent level of detail, computed once by the canvas and handed to nodes and edges by
 * context: a per-node/per-edge subscription to the zoom would run thousands of selectors on
 * every pan or drag frame, a context value changes only when a threshold is crossed.
 */
import { createContext, useContext } from 'react';
import type { ReactFlowState } from '@xyflow/react';

/** far: names only, no edge labels or arrowheads; mid: full nodes, no edge labels; near: everything. */
export type Detail = 'far' | 'mid' | 'near';

export const COMPACT_BELOW_ZOOM = 0.4;
export const LABELS_FROM_ZOOM = 0.5;

export const detailOf = (s: ReactFlowState): Detail => {
  const zoom = s.transform[2];
  return zoom < COMPACT_BELOW_ZOOM ? 'far' : zoom < LABELS_FROM_ZOOM ? 'mid' : 'near';
};

export const DetailContext = createContext<Detail>('near');

export const useDetail = () => useContext(DetailContext);
