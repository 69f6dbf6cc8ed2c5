/**
 * The routes near the view, for a big graph at a readable zoom. React Flow's own culling
 * (onlyRenderVisibleElements) walks every route of its store on every pan frame (6,000 at 2,000
 * agents); handing it only the routes near the view makes that walk, and the store's fan-out
 * per edge, a fraction of it. The set is recomputed only when the view moves into another cell
 * of a grid a quarter of the screen wide (or changes zoom step), and covers the view plus at
 * least a quarter screen on every side, so a route never pops in at an edge during a pan.
 * Pure: the caller gives the view and the agents' rectangles.
 */
import type { Rect } from './edgeGeometry.ts';
import type { RoutingEdge } from './flowTypes.ts';

/** Cells per screen width (and height): a smaller cell means a tighter set, recomputed more often. */
const CELLS_PER_SCREEN = 4;
/** Zoom steps per octave: within a step, the set is laid out for the step's lowest zoom (the widest view). */
const STEPS_PER_OCTAVE = 4;

/** The grid cell the view is in: equal cells give the same routes. */
export interface ViewCell {
  step: number;
  col: number;
  row: number;
  width: number;
  height: number;
}

/** The cell of the view `transform` ([x, y, zoom], React Flow's) over a pane `width` x `height` px. */
export function viewCellOf(transform: readonly [number, number, number], width: number, height: number): ViewCell {
  const [x, y, zoom] = transform;
  const step = Math.floor(Math.log2(zoom) * STEPS_PER_OCTAVE);
  const { cellW, cellH } = cellSize(step, width, height);
  return { step, col: Math.floor(-x / zoom / cellW), row: Math.floor(-y / zoom / cellH), width, height };
}

/** A string naming the cell (a store selector's result: the canvas re-renders only when it changes). */
export const viewCellKey = (c: ViewCell) => `${c.step}:${c.col}:${c.row}:${c.width}:${c.height}`;

export function parseViewCell(key: string): ViewCell {
  const [step, col, row, width, height] = key.split(':').map(Number);
  return { step, col, row, width, height };
}

function cellSize(step: number, width: number, height: number) {
  const zoom = 2 ** (step / STEPS_PER_OCTAVE); // at most the real zoom: cells at least as big as a quarter screen
  return { cellW: Math.max(1, width) / zoom / CELLS_PER_SCREEN, cellH: Math.max(1, height) / zoom / CELLS_PER_SCREEN };
}

/**
 * The flow rectangle whose routes are handed to React Flow while the view is in `cell`: the view
 * spans at most CELLS_PER_SCREEN + 1 cells from its own, plus one cell on every side.
 */
export function nearRect(cell: ViewCell): Rect {
  const { cellW, cellH } = cellSize(cell.step, cell.width, cell.height);
  const span = CELLS_PER_SCREEN + 3;
  return { x: (cell.col - 1) * cellW, y: (cell.row - 1) * cellH, width: span * cellW, height: span * cellH };
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The routes whose ends' bounding box overlaps `rect` (React Flow's own visibility test, on a
 * wider rectangle), plus every route `keep` names (selected, showing run state) and every route
 * with an end without a rectangle. The same array when nothing is left out.
 */
export function edgesNear(edges: RoutingEdge[], rectOf: (id: string) => Rect | null, rect: Rect, keep: (edge: RoutingEdge) => boolean): RoutingEdge[] {
  const near: RoutingEdge[] = [];
  for (const e of edges) {
    const s = rectOf(e.source);
    const t = rectOf(e.target);
    if (!s || !t || keep(e)) {
      near.push(e);
      continue;
    }
    const x = Math.min(s.x, t.x);
    const y = Math.min(s.y, t.y);
    const box = { x, y, width: Math.max(s.x + s.width, t.x + t.width) - x, height: Math.max(s.y + s.height, t.y + t.height) - y };
    if (overlaps(box, rect)) near.push(e);
  }
  return near.length === edges.length ? edges : near;
}
