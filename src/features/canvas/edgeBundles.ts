/**
 * Routes between two groups drawn as one bundle: every route from a member of group A to a
 * member of group B leaves A through one point on A's border (facing B) and enters B through one
 * point on B's border, so between the groups they run as one trunk and fan out only inside their
 * boxes. In a large graph (the AG2 research organisation: 29 agents, six groups) that turns the
 * hairball of long crossing curves into a few trunks between groups. A route is a cubic whose two
 * control points are those border points (edgeGeometry.ts bundledEdge); the trunk of A→B runs
 * beside B→A's (offset to the left of its direction), and kinds of route a little apart.
 * Groups close together (the organisation's Control above Research and Execution, 40 px apart)
 * have no room for a trunk: their routes pass through one gate in the gap between the facing
 * borders, so a hub agent's fan to every member of the other group is one strand until that
 * group's border and fans out inside it. A trunk whose straight part would cross a third group
 * moves sideways past it (trunkClearOf).
 * Pure: from rectangles only, computed when an edge is drawn (two map lookups and a few
 * multiplications), never per frame of a pan.
 */
import { borderPoint, type Rect } from './edgeGeometry.ts';

export interface Bundle {
  c1: readonly [number, number];
  c2: readonly [number, number];
  /** routes pass `via` in this direction (a unit vector): a gate between close groups, or the middle of a trunk moved past a third group */
  through?: readonly [number, number];
  /** the point every route of the bundle passes (a gate: c1 = c2 = via) */
  via?: readonly [number, number];
}

/** How far outside its group's border a trunk starts. */
const MARGIN = 28;
/** Trunks shorter than this (groups side by side) become a gate: both control points in the gap. */
const MIN_TRUNK = 60;

/** The shared control points of routes from group box `from` to group box `to`, or null. */
export function bundleBetween(from: Rect, to: Rect, offset: number): Bundle | null {
  const fx = from.x + from.width / 2;
  const fy = from.y + from.height / 2;
  const tx = to.x + to.width / 2;
  const ty = to.y + to.height / 2;
  const length = Math.hypot(tx - fx, ty - fy);
  if (length === 0) return null;
  const [x1, y1] = borderPoint(from, tx, ty, MARGIN);
  const [x2, y2] = borderPoint(to, fx, fy, MARGIN);
  // left normal of the direction (y down): A→B and B→A run side by side
  const nx = (ty - fy) / length;
  const ny = -(tx - fx) / length;
  const ahead = (ax: number, ay: number, bx: number, by: number) => (bx - ax) * (tx - fx) + (by - ay) * (ty - fy) > 0;
  if (Math.hypot(x2 - x1, y2 - y1) >= MIN_TRUNK && ahead(x1, y1, x2, y2)) {
    return { c1: [x1 + nx * offset, y1 + ny * offset], c2: [x2 + nx * offset, y2 + ny * offset] };
  }
  // close groups: one gate midway between the bare facing borders, if there is a gap at all
  const [g1x, g1y] = borderPoint(from, tx, ty);
  const [g2x, g2y] = borderPoint(to, fx, fy);
  if (!ahead(g1x, g1y, g2x, g2y)) return null; // overlapping or touching boxes
  // the two directions pass the gate a little apart (along the gap)
  const gate: [number, number] = [(g1x + g2x) / 2 + nx * offset, (g1y + g2y) / 2 + ny * offset];
  return { c1: gate, c2: gate, via: gate, through: [(tx - fx) / length, (ty - fy) / length] };
}

/** Groups as the canvas shows them (groupFlow.ts): expanded boxes and their members. */
export interface GroupLayout {
  boxes: ReadonlyMap<string, Rect>;
  memberOf: ReadonlyMap<string, string>;
}

/** How far a trunk keeps from a third group it passes. */
const CLEAR = 24;
/** A cubic bends only about 3/4 of the way to its controls: the trunk moves this much more than its segment needs. */
const PULL = 1.4;

/**
 * A trunk moved sideways (along the normal of its own direction) until its straight part between
 * the two control points passes clear of every other group box, or unchanged. The side needing the
 * smaller move wins; a few boxes per route, once per derivation.
 */
export function trunkClearOf(bundle: Bundle, others: Iterable<Rect>): Bundle {
  if (bundle.through) return bundle;
  let [c1, c2] = [bundle.c1, bundle.c2];
  for (const o of others) {
    const dx = c2[0] - c1[0];
    const dy = c2[1] - c1[1];
    const length = Math.hypot(dx, dy);
    if (length === 0) continue;
    const [ux, uy] = [dx / length, dy / length];
    const [nx, ny] = [uy, -ux];
    // the box's corners in the trunk's frame: along (0..length is the trunk) and across
    const corners = [
      [o.x - CLEAR, o.y - CLEAR],
      [o.x + o.width + CLEAR, o.y - CLEAR],
      [o.x - CLEAR, o.y + o.height + CLEAR],
      [o.x + o.width + CLEAR, o.y + o.height + CLEAR],
    ].map(([x, y]) => [(x - c1[0]) * ux + (y - c1[1]) * uy, (x - c1[0]) * nx + (y - c1[1]) * ny]);
    const along = corners.map((c) => c[0]);
    const across = corners.map((c) => c[1]);
    if (Math.max(...along) < 0 || Math.min(...along) > length) continue;
    const [low, high] = [Math.min(...across), Math.max(...across)];
    if (low > 0 || high < 0) continue; // the straight trunk misses it
    const shift = (high < -low ? high : low) * PULL;
    c1 = [c1[0] + nx * shift, c1[1] + ny * shift];
    c2 = [c2[0] + nx * shift, c2[1] + ny * shift];
  }
  if (c1 === bundle.c1) return bundle;
  // a moved trunk is passed through its middle along its direction: a single cubic would cut the
  // third group's corner on its way from a far member to the trunk
  const length = Math.hypot(c2[0] - c1[0], c2[1] - c1[1]) || 1;
  return { c1, c2, via: [(c1[0] + c2[0]) / 2, (c1[1] + c2[1]) / 2], through: [(c2[0] - c1[0]) / length, (c2[1] - c1[1]) / length] };
}

/** Bundles per layout (one derivation of the flow) and group pair: every route of a pair shares one. */
const pairCache = new WeakMap<GroupLayout, Map<string, Bundle | null>>();

/** The bundle a route from agent `source` to agent `target` joins, or null (same group, ungrouped, collapsed). */
export function bundleFor(groups: GroupLayout, source: string, target: string, offset: number): Bundle | null {
  const a = groups.memberOf.get(source);
  const b = groups.memberOf.get(target);
  if (!a || !b || a === b) return null;
  let cache = pairCache.get(groups);
  if (!cache) pairCache.set(groups, (cache = new Map()));
  const key = `${a}\n${b}\n${offset}`;
  let bundle = cache.get(key);
  if (bundle === undefined) cache.set(key, (bundle = pairBundle(groups, a, b, offset)));
  return bundle;
}

function pairBundle(groups: GroupLayout, a: string, b: string, offset: number): Bundle | null {
  const from = groups.boxes.get(a);
  const to = groups.boxes.get(b);
  const bundle = from && to ? bundleBetween(from, to, offset) : null;
  if (!bundle || groups.boxes.size < 3) return bundle;
  const others: Rect[] = [];
  for (const [id, box] of groups.boxes) if (id !== a && id !== b) others.push(box);
  return trunkClearOf(bundle, others);
}
