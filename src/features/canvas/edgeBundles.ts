/**
 * Routes between two groups drawn as one bundle: every route from a member of group A to a
 * member of group B leaves A through one point on A's border (facing B) and enters B through one
 * point on B's border, so between the groups they run as one trunk and fan out only inside their
 * boxes. In a large graph (the AG2 research organisation: 29 agents, six groups) that turns the
 * hairball of long crossing curves into a few trunks between groups. A route is a cubic whose two
 * control points are those border points (edgeGeometry.ts bundledEdge); the trunk of A→B runs
 * beside B→A's (offset to the left of its direction), and kinds of route a little apart.
 * Pure: from rectangles only, computed when an edge is drawn (two map lookups and a few
 * multiplications), never per frame of a pan.
 */
import { borderPoint, type Rect } from './edgeGeometry.ts';

export interface Bundle {
  c1: readonly [number, number];
  c2: readonly [number, number];
}

/** How far outside its group's border a trunk starts. */
const MARGIN = 28;
/** Trunks closer than this (groups side by side) are not worth bundling: a plain curve reads better. */
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
  // overlapping or adjacent boxes: the border points cross or nearly meet
  if (Math.hypot(x2 - x1, y2 - y1) < MIN_TRUNK || (x2 - x1) * (tx - fx) + (y2 - y1) * (ty - fy) <= 0) return null;
  // left normal of the direction (y down): A→B and B→A run side by side
  const nx = (ty - fy) / length;
  const ny = -(tx - fx) / length;
  return { c1: [x1 + nx * offset, y1 + ny * offset], c2: [x2 + nx * offset, y2 + ny * offset] };
}

/** Groups as the canvas shows them (groupFlow.ts): expanded boxes and their members. */
export interface GroupLayout {
  boxes: ReadonlyMap<string, Rect>;
  memberOf: ReadonlyMap<string, string>;
}

/** The bundle a route from agent `source` to agent `target` joins, or null (same group, ungrouped, collapsed). */
export function bundleFor(groups: GroupLayout, source: string, target: string, offset: number): Bundle | null {
  const a = groups.memberOf.get(source);
  const b = groups.memberOf.get(target);
  if (!a || !b || a === b) return null;
  const from = groups.boxes.get(a);
  const to = groups.boxes.get(b);
  return from && to ? bundleBetween(from, to, offset) : null;
}
