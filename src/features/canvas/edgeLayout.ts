/**
 * Where a routing edge is drawn and where its label sits, from the agents' rectangles only (no
 * DOM), so that the canvas and the layout test (edgeLayout.test.ts) use the same geometry:
 * - two-way pairs (A→B and B→A) bend further apart, two separate curves with separate labels;
 * - a route from an agent to itself (a tool routing to its own agent) is a loop above the agent;
 * - a label slides along its curve to the first spot that covers no agent;
 * - placeLabels places every label of a graph in one pass, each clear of the agents and of the
 *   labels placed before it (routes fanning out of one agent have close midpoints).
 */
import { bundledEdge, curveAt, floatingEdge, type Rect } from './edgeGeometry.ts';
import type { Bundle } from './edgeBundles.ts';
import type { RoutingKind } from './flowTypes.ts';

/** Bend per kind (px) keeps parallel routes between the same two agents apart. */
export const BEND: Record<RoutingKind, number> = { llm: 16, context: 30, function: 44, afterWork: 58, agentTool: 72, nestedChat: 72 };
/** Extra bend when the reverse route exists too, so the two curves and labels stay apart. */
export const TWO_WAY_EXTRA = 22;

/** The tag each kind shows before its text ("ctx", "fn", "tool" for an agent called as a tool). */
export const TAG: Record<RoutingKind, string | null> = { llm: null, context: 'ctx', function: 'fn', afterWork: null, agentTool: 'tool', nestedChat: 'chat' };

/** Label metrics (canvas.css .sb-edge-label: 10.5px monospace, 6px padding, 20px high). */
export const LABEL_FONT_PX = 10.5;
const CHAR_W = 6.4;
const LABEL_H = 20;
const LABEL_PAD = 14;
const TAG_W = 22;
const LABEL_MAX_W = 220;
/** Space kept between a label and an agent. */
const CLEARANCE = 4;

export interface LabelSpec {
  text: string;
  kind: RoutingKind;
  conditional?: boolean;
  lint?: boolean;
}

export function labelSize(label: LabelSpec): { width: number; height: number } {
  let width = LABEL_PAD + label.text.length * CHAR_W;
  if (TAG[label.kind]) width += TAG_W;
  if (label.conditional) width += TAG_W;
  if (label.lint) width += 12;
  return { width: Math.min(LABEL_MAX_W, Math.ceil(width)), height: LABEL_H };
}

export interface EdgeLayout {
  path: string;
  labelX: number;
  labelY: number;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A loop above the agent's top edge, right of centre; `bend` makes loops of several kinds nest. */
export function selfLoop(rect: Rect, bend: number): EdgeLayout {
  const cx = rect.x + rect.width / 2;
  const top = rect.y;
  const spread = 26 + bend * 0.5;
  const rise = 52 + bend * 1.4;
  const x1 = cx + spread;
  const x2 = cx - spread;
  // cubic from the right foot up and over to the left foot (arrowhead lands on the agent)
  const c1x = cx + spread * 2.4;
  const c2x = cx - spread * 2.4;
  const cy = top - rise;
  const labelX = cx;
  // the cubic's midpoint: 0.125 * feet + 0.75 * control height
  const labelY = 0.25 * (top - 2) + 0.75 * cy;
  return {
    path: `M${r1(x1)},${r1(top - 2)} C${r1(c1x)},${r1(cy)} ${r1(c2x)},${r1(cy)} ${r1(x2)},${r1(top - 4)}`,
    labelX: r1(labelX),
    labelY: r1(labelY - LABEL_H / 2 - 2),
  };
}

/** Label boxes as centred rectangles. */
export function labelRect(x: number, y: number, size: { width: number; height: number }): Rect {
  return { x: x - size.width / 2, y: y - size.height / 2, width: size.width, height: size.height };
}

export function intersects(a: Rect, b: Rect, gap = 0): boolean {
  return a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;
}

/** Points along the curve tried for the label, from the middle outwards. */
const LABEL_TS = [0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.18, 0.82];

const quadraticAt = curveAt;

export interface EdgeInput {
  kind: RoutingKind;
  source: Rect;
  target: Rect;
  /** the source and target are the same agent */
  selfLoop: boolean;
  /** the reverse route exists too */
  twoWay: boolean;
  label: { width: number; height: number } | null;
  /** agents the label must not cover (near the edge; may include the two ends) */
  obstacles: readonly Rect[];
  /** the bundle between two groups this route joins (edgeBundles.ts), if any */
  bundle?: Bundle | null;
}

/** The curve of a route between two distinct agents: its bundle's cubic, else the bent quadratic. */
function routeGeometry(input: Pick<EdgeInput, 'kind' | 'source' | 'target' | 'twoWay' | 'bundle'>) {
  return input.bundle ? bundledEdge(input.source, input.target, input.bundle) : floatingEdge(input.source, input.target, BEND[input.kind] + (input.twoWay ? TWO_WAY_EXTRA : 0));
}

/** How far a bundle's trunk runs beside the reverse one, per kind (kinds a little apart). */
export const bundleOffset = (kind: RoutingKind): number => 10 + BEND[kind] * 0.25;

/** The path and the label centre of one routing edge. */
export function layoutEdge(input: EdgeInput): EdgeLayout {
  const bend = BEND[input.kind];
  if (input.selfLoop) {
    return selfLoop(input.source, bend);
  }
  const geometry = routeGeometry(input);
  if (!input.label || input.obstacles.length === 0) return { path: geometry.path, labelX: geometry.labelX, labelY: geometry.labelY };
  for (const t of LABEL_TS) {
    const at = t === 0.5 ? [geometry.labelX, geometry.labelY] : quadraticAt(geometry.points, t);
    const box = labelRect(at[0], at[1], input.label);
    if (!input.obstacles.some((o) => intersects(box, o, CLEARANCE))) return { path: geometry.path, labelX: r1(at[0]), labelY: r1(at[1]) };
  }
  return { path: geometry.path, labelX: geometry.labelX, labelY: geometry.labelY };
}

/** Finer points along the curve tried when the coarse ones (LABEL_TS) are all taken. */
const FINE_TS = [0.46, 0.54, 0.38, 0.62, 0.3, 0.7, 0.22, 0.78, 0.14, 0.86];
/**
 * Spots tried for a label, as [t along the curve, rows up or down]: on the curve first (coarse,
 * then fine), then a label's height above or below a point near the middle, where it still reads
 * as its curve's label (it touches the line).
 */
const CANDIDATES: Array<[number, number]> = [
  ...[...LABEL_TS, ...FINE_TS].map((t): [number, number] => [t, 0]),
  ...LABEL_TS.flatMap((t): Array<[number, number]> => [
    [t, -1],
    [t, 1],
  ]),
  ...LABEL_TS.slice(0, 5).flatMap((t): Array<[number, number]> => [
    [t, -2],
    [t, 2],
  ]),
];
/** Cost of a spot on an agent: more than any overlap of labels. */
const ON_AGENT = 1e9;
/**
 * Cost of a spot outside the frame (see placeLabels): more than a free spot inside, less than
 * any overlap with a label (an overlap's cost is its area plus 1).
 */
const OUTSIDE = 0.5;
/** Space kept between two labels. */
const LABEL_GAP = 2;
/** Label boxes on a coarse grid, so that a candidate is checked against nearby labels only. */
const CELL = 160;

export interface LabelledEdge extends EdgeInput {
  id: string;
  /** the label's size at scale 1 */
  label: { width: number; height: number };
  /** scales to draw the label at, largest first (the first with a free spot wins); [1] if absent */
  scales?: readonly number[];
}

/** Where a label's centre goes, and the scale it is drawn at. */
export type LabelSpot = { labelX: number; labelY: number; scale: number };
export type LabelPlacement = Map<string, LabelSpot>;

const scaled = (size: { width: number; height: number }, scale: number) => (scale === 1 ? size : { width: size.width * scale, height: size.height * scale });

class BoxGrid {
  private cells = new Map<number, number[]>();
  private boxes: Rect[] = [];
  /** Per box, the last query that counted it (a box spans several cells). */
  private stamps: number[] = [];
  private query = 0;
  private keys(r: Rect, fn: (key: number) => void) {
    for (let gx = Math.floor(r.x / CELL); gx <= Math.floor((r.x + r.width) / CELL); gx++) {
      // one number per cell (a canvas is far less than 2^20 cells across)
      for (let gy = Math.floor(r.y / CELL); gy <= Math.floor((r.y + r.height) / CELL); gy++) fn(gx * 1048576 + gy);
    }
  }
  /** Adds a box; returns its index (for `skip` and `remove`). */
  add(r: Rect): number {
    const i = this.boxes.length;
    this.boxes.push(r);
    this.stamps.push(0);
    this.keys(r, (key) => {
      const list = this.cells.get(key);
      if (list) list.push(i);
      else this.cells.set(key, [i]);
    });
    return i;
  }
  remove(i: number) {
    this.keys(this.boxes[i], (key) => {
      const list = this.cells.get(key)!;
      list.splice(list.indexOf(i), 1);
    });
  }
  /** Area of `r` (grown by `gap`) covered by boxes in the grid but box `skip`, summed (0 when clear). */
  overlap(r: Rect, gap: number, skip = -1): number {
    let area = 0;
    const query = ++this.query;
    this.keys(grow(r, gap), (key) => {
      for (const i of this.cells.get(key) ?? []) {
        if (this.stamps[i] === query || i === skip) continue;
        this.stamps[i] = query;
        const o = this.boxes[i];
        if (intersects(r, o, gap)) area += overlapArea(r, o, gap);
      }
    });
    return area;
  }
}

const grow = (r: Rect, by: number): Rect => ({ x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by });

function overlapArea(a: Rect, b: Rect, gap: number): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) + gap;
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) + gap;
  return Math.max(0, w) * Math.max(0, h) + 1;
}

/**
 * Every label of a graph, placed against each other: each edge slides its label along its curve
 * (middle first, then outwards, coarse then fine, then a row above or below; last, just below or
 * above the two agents when they stand too close for a label between them) to the first spot
 * that covers no agent (`obstaclesIn(area)`: the agents overlapping a label's box, grown by the
 * clearance) and no label placed before it. Self-loops' labels are fixed and go first; then
 * shorter curves, whose labels have the least room to slide. When no spot is free, the one
 * covering the least label area (never an agent, if any spot avoids agents) is taken.
 *
 * Labels with several `scales` are placed at the smallest first (all of them: a big label placed
 * early must not take the room a later label needed), then each is enlarged, largest scale
 * first, where the bigger box finds a free spot; so enlarging never costs another label its
 * place. Deterministic: the canvas and the layout test (edgeLayout.test.ts) get the same result
 * for the same rectangles. `kept` labels stay where they are (placed first, not enlarged): the
 * canvas re-places only the labels of moving routes during a drag. `frame` is what Fit View
 * frames (every node's box): a spot outside it is taken only when no spot inside is free (it
 * beats lying on another label or an agent), and never to enlarge a label.
 */
export function placeLabels(
  edges: readonly LabelledEdge[],
  obstaclesIn: (area: Rect) => readonly Rect[],
  { kept, frame, carry }: { kept?: ReadonlyMap<string, LabelSpot>; frame?: Rect | null; carry?: LabelCarry } = {},
): LabelPlacement {
  const placed: LabelPlacement = new Map();
  // the kept labels' boxes from the call before, when it kept the very same spots (a drag's next frame)
  const reuse = !!kept && !!carry?.kept && sameSpots(carry.kept, kept);
  const labels = reuse ? carry!.labels! : new BoxGrid();
  const boxOf = reuse ? carry!.boxOf! : new Map<string, number>();
  if (reuse) {
    for (const id of carry!.moving!) {
      const i = boxOf.get(id);
      if (i !== undefined) labels.remove(i);
      boxOf.delete(id);
    }
  }
  const moving: string[] = [];
  const put = (id: string, x: number, y: number, size: { width: number; height: number }, scale: number) => {
    placed.set(id, { labelX: r1(x), labelY: r1(y), scale });
    boxOf.set(id, labels.add(labelRect(x, y, scaled(size, scale))));
  };
  /** labels with no free spot at their smallest size: a bigger box at the same spots has none either */
  const crowded = new Set<string>();
  const onAgent = (box: Rect) => obstaclesIn(grow(box, CLEARANCE)).some((o) => intersects(box, o, CLEARANCE));
  // outside what Fit View frames, a label lands under the canvas toolbar or past the canvas edge
  const outside = (box: Rect) => !!frame && (box.x < frame.x || box.y < frame.y || box.x + box.width > frame.x + frame.width || box.y + box.height > frame.y + frame.height);
  const smallest = (edge: LabelledEdge) => edge.scales?.[edge.scales.length - 1] ?? 1;
  const loops: LabelledEdge[] = [];
  const curves: Array<{ edge: LabelledEdge; points: readonly number[]; mid: [number, number]; length: number }> = [];
  for (const edge of edges) {
    const keep = kept?.get(edge.id);
    if (keep) {
      if (reuse) placed.set(edge.id, keep);
      else put(edge.id, keep.labelX, keep.labelY, edge.label, keep.scale);
      continue;
    }
    moving.push(edge.id);
    if (edge.selfLoop) {
      const loop = selfLoop(edge.source, BEND[edge.kind]);
      put(edge.id, loop.labelX, loop.labelY, edge.label, smallest(edge));
      loops.push(edge);
      continue;
    }
    const geometry = routeGeometry(edge);
    const length = Math.hypot(edge.target.x - edge.source.x, edge.target.y - edge.source.y);
    curves.push({ edge, points: geometry.points, mid: [geometry.labelX, geometry.labelY], length });
  }
  curves.sort((a, b) => a.length - b.length || (a.edge.id < b.edge.id ? -1 : a.edge.id > b.edge.id ? 1 : 0));
  /** The spots of a curve's label at a scale, in the order they are tried. */
  const spots = function* (edge: LabelledEdge, points: readonly number[], mid: [number, number], size: { width: number; height: number }, pairSpots: boolean) {
    for (const [t, dy] of CANDIDATES) {
      const on = t === 0.5 ? mid : quadraticAt(points, t);
      const at: [number, number] = [on[0], on[1] + dy * (size.height + LABEL_GAP)];
      yield { at, box: labelRect(at[0], at[1], size) };
    }
    // two agents closer than a label is wide leave no room on or beside the curve: last, just
    // below or just above the pair, over the middle of the curve (never to enlarge a label: a
    // smaller label on its curve reads better than a bigger one off it)
    if (!pairSpots) return;
    const top = Math.min(edge.source.y, edge.target.y) - CLEARANCE - LABEL_GAP - size.height / 2;
    const bottom = Math.max(edge.source.y + edge.source.height, edge.target.y + edge.target.height) + CLEARANCE + LABEL_GAP + size.height / 2;
    // below first: a pair in the top row would put its label under the canvas toolbar
    for (const y of [bottom, top]) yield { at: [mid[0], y] as [number, number], box: labelRect(mid[0], y, size) };
  };
  for (const { edge, points, mid } of curves) {
    const scale = smallest(edge);
    let best: { at: [number, number]; cost: number } | null = null;
    for (const { at, box } of spots(edge, points, mid, scaled(edge.label, scale), true)) {
      const agent = onAgent(box);
      // a spot on an agent loses to any spot off agents: skip counting its label overlap then
      if (agent && best && best.cost < ON_AGENT) continue;
      const cost = (agent ? ON_AGENT : outside(box) ? OUTSIDE : 0) + labels.overlap(box, LABEL_GAP);
      if (!best || cost < best.cost) best = { at, cost };
      if (cost === 0) break;
    }
    put(edge.id, best!.at[0], best!.at[1], edge.label, scale);
    if (best!.cost > 0) crowded.add(edge.id);
  }
  // enlarge where there is room, in the same order (a loop's label stays where its loop puts it)
  const enlarge = (edge: LabelledEdge, spotsAt: (size: { width: number; height: number }) => Iterable<{ at: [number, number]; box: Rect }>) => {
    const own = boxOf.get(edge.id)!;
    for (const scale of edge.scales!.slice(0, -1)) {
      for (const { at, box } of spotsAt(scaled(edge.label, scale))) {
        if (outside(box) || onAgent(box) || labels.overlap(box, LABEL_GAP, own) > 0) continue;
        labels.remove(own);
        put(edge.id, at[0], at[1], edge.label, scale);
        return;
      }
    }
  };
  for (const edge of loops) {
    if ((edge.scales?.length ?? 0) < 2) continue;
    const at = placed.get(edge.id)!;
    enlarge(edge, (size) => [{ at: [at.labelX, at.labelY], box: labelRect(at.labelX, at.labelY, size) }]);
  }
  for (const { edge, points, mid } of curves) {
    if ((edge.scales?.length ?? 0) < 2 || crowded.has(edge.id)) continue;
    enlarge(edge, (size) => spots(edge, points, mid, size, false));
  }
  if (carry) Object.assign(carry, kept ? { kept, labels, boxOf, moving } : { kept: undefined, labels: undefined, boxOf: undefined, moving: undefined });
  return placed;
}

/**
 * What placeLabels keeps between calls that keep the same labels (the frames of a drag, which
 * re-place only the moving routes' labels): the kept labels' boxes, so that a frame does not
 * build them again. Opaque to callers; the result is the same with or without it.
 */
export interface LabelCarry {
  kept?: ReadonlyMap<string, LabelSpot>;
  labels?: BoxGrid;
  boxOf?: Map<string, number>;
  moving?: string[];
}

/** Same ids at the very same spots (spot objects are reused while a label does not move). */
function sameSpots(a: ReadonlyMap<string, LabelSpot>, b: ReadonlyMap<string, LabelSpot>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, spot] of b) if (a.get(id) !== spot) return false;
  return true;
}
