/**
 * The box around everything drawn on the canvas, for features that frame the graph (the canvas
 * picture, presenting) without importing the canvas feature. The canvas registers its own
 * measure: far out on a big graph most agents are batched, so React Flow's node bounds cover
 * only the few it renders.
 */
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

let measure: () => Bounds | null = () => null;

/** The canvas calls this once with its measure of what it draws. */
export function registerCanvasBounds(of: () => Bounds | null) {
  measure = of;
}

/** The canvas content's box in flow coordinates; null when nothing is drawn (or no canvas). */
export const canvasBounds = (): Bounds | null => measure();
