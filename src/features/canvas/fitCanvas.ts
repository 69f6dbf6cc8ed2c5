/**
 * Fit view that respects the canvas chrome (issue 11): the padding comes from what is drawn over
 * the canvas right now (the floating toolbar at the top, the controls and mini map at the bottom),
 * so no agent lands under them at any window size or with the playground open.
 */
import { getViewportForBounds, useReactFlow, useStoreApi, type FitViewOptions } from '@xyflow/react';
import { useCallback } from 'react';
import { flowBounds } from './flowStore.ts';
import { union, type Box as FlowBox } from './followCamera.ts';

type Padding = NonNullable<FitViewOptions['padding']>;

const MARGIN = 24;
const GAP = 12;
/** Room for the toolbar before it has mounted (the first viewport is computed before React Flow). */
const TOOLBAR_ROOM = 64;

/**
 * Whether the view still shows a fit (nobody panned or zoomed since): then a resize of the canvas
 * (window, playground, side panels) fits again; a view someone chose is left alone.
 */
let showingFit = true;
export const viewFitted = () => void (showingFit = true);
export const viewMovedByUser = () => void (showingFit = false);
export const isShowingFit = () => showingFit;

type Box = { left: number; top: number; right: number; bottom: number; width: number; height: number };

/**
 * The padding that keeps a fitted graph clear of chrome in a bottom corner of the canvas: along
 * the bottom or along the corner's own side, whichever costs the smaller share of the canvas.
 */
export function cornerClearance(canvas: Box, corner: Box): { side: 'bottom' | 'left' | 'right'; px: number } {
  const bottom = Math.round(canvas.bottom - corner.top + GAP);
  const left = corner.left - canvas.left < canvas.right - corner.right;
  const side = Math.round(left ? corner.right - canvas.left + GAP : canvas.right - corner.left + GAP);
  if (side / canvas.width < bottom / canvas.height) return { side: left ? 'left' : 'right', px: side };
  return { side: 'bottom', px: bottom };
}

/** Padding in px for fitting the graph into `container` (the element with class sb-canvas). */
export function fitPadding(container: Element | null): Padding {
  const pad = fitPaddingPx(container);
  return { top: `${pad.top}px`, right: `${pad.right}px`, bottom: `${pad.bottom}px`, left: `${pad.left}px` };
}

/** fitPadding as numbers. */
export function fitPaddingPx(container: Element | null): { top: number; right: number; bottom: number; left: number } {
  const pad = { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN };
  if (!container) return pad;
  const box = container.getBoundingClientRect();
  const visible = (el: Element | null) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? r : null;
  };
  const toolbar = visible(container.querySelector('.sb-canvas-toolbar'));
  // the toolbar stands at the top, or at the bottom while an agent is under its top place (toolbarPlacement.ts)
  if (toolbar && toolbar.top > box.top + box.height / 2) pad.bottom = Math.max(pad.bottom, Math.round(box.bottom - toolbar.top + GAP));
  else pad.top = toolbar ? Math.max(pad.top, Math.round(toolbar.bottom - box.top + GAP)) : TOOLBAR_ROOM;
  // A corner's chrome (controls bottom left, mini map bottom right) is kept clear by padding the
  // bottom or its own side, whichever takes the smaller share of the canvas: on a short, wide
  // canvas (the playground open at 1280x720) the tall zoom buttons cost a third of the height
  // as bottom padding and a twentieth of the width as side padding.
  for (const corner of [container.querySelector('.sb-controls'), container.querySelector('.sb-minimap')]) {
    const r = visible(corner);
    if (!r) continue;
    const clear = cornerClearance(box, r);
    pad[clear.side] = Math.max(pad[clear.side], clear.px);
  }
  // What covers the canvas' right edge hides what is under it: the inspector overlay at laptop
  // widths (app.css) and panels drawn over the canvas that mark themselves (a version's diff).
  const covers = [document.querySelector('.sb-app[data-narrow] .sb-app__inspector:not([hidden])'), ...document.querySelectorAll('[data-canvas-cover="right"]')];
  for (const cover of covers) {
    const r = visible(cover);
    if (r && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top) {
      pad.right = Math.max(pad.right, Math.round(box.right - r.left + GAP));
    }
  }
  return pad;
}

export const FIT_MAX_ZOOM = 1.1;

export function canvasElement(): Element | null {
  return document.querySelector('.sb-canvas');
}

/**
 * `fit()` frames every agent (and `include`, places drawn over the canvas such as a removed
 * agent's) inside the free part of the canvas. It frames the canvas' own
 * bounds (flowBounds), not React Flow's fitView: far out on a big graph most agents are batched
 * and React Flow knows only the few it renders.
 */
export function useFitCanvas(): (duration?: number, include?: FlowBox) => void {
  const { setViewport } = useReactFlow();
  const store = useStoreApi();
  return useCallback(
    (duration = 250, include?: FlowBox) => {
      viewFitted();
      const agents = flowBounds();
      const bounds = agents && include ? union(agents, include) : (agents ?? include);
      if (!bounds) return;
      const container = canvasElement();
      // the canvas' size now, not React Flow's stored one: a refit on resize (the playground
      // closing) runs before React Flow has measured the new size, and framed the old one
      const state = store.getState();
      const size = container?.getBoundingClientRect() ?? state;
      void setViewport(getViewportForBounds(bounds, size.width, size.height, state.minZoom, FIT_MAX_ZOOM, fitPadding(container)), { duration });
    },
    [setViewport, store],
  );
}
