/**
 * Where the floating canvas toolbar stands: at the top, unless an agent sits under it there and
 * the bottom band is free, then at the bottom (it never covers an agent a person may want to
 * click). Fits keep the toolbar's band clear (fitCanvas.ts), so this matters after a pan, a zoom,
 * a follow or a layout. Checked when the view stops moving or the agents change: one grid lookup
 * (flowStore.nodeRectsIn), never per frame.
 */
export type ToolbarSpot = 'top' | 'bottom';

type Rect = { x: number; y: number; width: number; height: number };
type View = { x: number; y: number; zoom: number };

/** A screen rectangle relative to the canvas, in flow coordinates. */
function toFlow(r: Rect, view: View): Rect {
  return { x: (r.x - view.x) / view.zoom, y: (r.y - view.y) / view.zoom, width: r.width / view.zoom, height: r.height / view.zoom };
}

/**
 * `bar`: the toolbar's rectangle at the top of the canvas (canvas pixels), `height`: the canvas
 * height, `agentsIn`: the agents that overlap a flow-space area.
 */
export function toolbarSpot(bar: Rect, height: number, view: View, agentsIn: (area: Rect) => unknown[]): ToolbarSpot {
  if (agentsIn(toFlow(bar, view)).length === 0) return 'top';
  const bottom = { ...bar, y: height - bar.y - bar.height };
  return agentsIn(toFlow(bottom, view)).length === 0 ? 'bottom' : 'top';
}
