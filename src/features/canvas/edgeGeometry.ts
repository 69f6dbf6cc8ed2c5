/**
 * Floating edges: a route leaves and enters agents at the border point facing the other agent,
 * bending to the left of its direction. So A→B and B→A (handoff and "transfer back") never
 * overlap, parallel routes of different kinds bend by different amounts, and back edges do not
 * loop around the nodes as handle-anchored curves do.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EdgeGeometry {
  path: string;
  labelX: number;
  labelY: number;
  /**
   * the curve's points as rounded in `path`: a quadratic's start, control and end (x1, y1, cx, cy,
   * x2, y2), a bundled cubic's start, two controls and end (8 numbers), or a route through a
   * gate: two cubics sharing the gate (14 numbers; bundledEdge)
   */
  points: readonly number[];
}

/** The point at `t` on a curve given as its `points` (quadratic: 6 numbers, cubic: 8, two cubics joined: 14). */
export function curveAt(p: readonly number[], t: number): [number, number] {
  // two cubics end to end (a route through a gate): each takes half of t
  if (p.length === 14) return t <= 0.5 ? curveAt(p.slice(0, 8), t * 2) : curveAt(p.slice(6), t * 2 - 1);
  const u = 1 - t;
  if (p.length === 8) {
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    return [a * p[0] + b * p[2] + c * p[4] + d * p[6], a * p[1] + b * p[3] + c * p[5] + d * p[7]];
  }
  return [u * u * p[0] + 2 * u * t * p[2] + t * t * p[4], u * u * p[1] + 2 * u * t * p[3] + t * t * p[5]];
}

/** How far before and after a gate a route runs straight through it (along the gate's direction). */
const GATE_HANDLE = 36;

/**
 * A route that joins a bundle between two groups (edgeBundles.ts): a cubic through its two shared
 * controls, or, for a bundle with a `via` point (a gate between close groups, a trunk moved past a
 * third group), two cubics meeting there, passing it along `through` (so every route of the bundle
 * shares that point and its tangent).
 */
export function bundledEdge(
  source: Rect,
  target: Rect,
  bundle: { c1: readonly [number, number]; c2: readonly [number, number]; through?: readonly [number, number]; via?: readonly [number, number] },
): EdgeGeometry {
  const r = (n: number) => Math.round(n * 10) / 10;
  if (bundle.through) {
    const [gx, gy] = bundle.via ?? bundle.c1;
    const [dx, dy] = bundle.through;
    const [ax, ay] = [gx - dx * GATE_HANDLE, gy - dy * GATE_HANDLE];
    const [bx, by] = [gx + dx * GATE_HANDLE, gy + dy * GATE_HANDLE];
    // a gate has no trunk: its first and last controls are the handles; a moved trunk keeps its ends
    const gate = bundle.c1[0] === gx && bundle.c1[1] === gy;
    const [px, py] = gate ? [ax, ay] : bundle.c1;
    const [qx, qy] = gate ? [bx, by] : bundle.c2;
    const [x1, y1] = borderPoint(source, px, py, 2);
    const [x2, y2] = borderPoint(target, qx, qy, 4);
    const points = [x1, y1, px, py, ax, ay, gx, gy, bx, by, qx, qy, x2, y2].map(r);
    return {
      path: `M${points[0]},${points[1]} C${points[2]},${points[3]} ${points[4]},${points[5]} ${points[6]},${points[7]} C${points[8]},${points[9]} ${points[10]},${points[11]} ${points[12]},${points[13]}`,
      labelX: points[6],
      labelY: points[7],
      points,
    };
  }
  const [c1x, c1y] = bundle.c1;
  const [c2x, c2y] = bundle.c2;
  const [x1, y1] = borderPoint(source, c1x, c1y, 2);
  const [x2, y2] = borderPoint(target, c2x, c2y, 4);
  const points = [x1, y1, c1x, c1y, c2x, c2y, x2, y2].map(r);
  const [labelX, labelY] = curveAt(points, 0.5);
  return {
    path: `M${points[0]},${points[1]} C${points[2]},${points[3]} ${points[4]},${points[5]} ${points[6]},${points[7]}`,
    labelX: r(labelX),
    labelY: r(labelY),
    points,
  };
}

/** Where the ray from the rectangle's centre towards (px, py) leaves the rectangle, plus a gap. */
export function borderPoint(r: Rect, px: number, py: number, gap = 0): [number, number] {
  const cx = r.x + r.width / 2;
  const cy = r.y + r.height / 2;
  const dx = px - cx;
  const dy = py - cy;
  if (dx === 0 && dy === 0) return [cx, cy];
  const tx = dx === 0 ? Infinity : (r.width / 2 + gap) / Math.abs(dx);
  const ty = dy === 0 ? Infinity : (r.height / 2 + gap) / Math.abs(dy);
  const t = Math.min(tx, ty);
  return [cx + dx * t, cy + dy * t];
}

/** A quadratic curve between two agents, bent `bend` px to the left of the travel direction. */
export function floatingEdge(source: Rect, target: Rect, bend: number): EdgeGeometry {
  const sx = source.x + source.width / 2;
  const sy = source.y + source.height / 2;
  const tx = target.x + target.width / 2;
  const ty = target.y + target.height / 2;
  const dx = tx - sx;
  const dy = ty - sy;
  const length = Math.hypot(dx, dy) || 1;
  // Left normal of the direction (screen coordinates, y down).
  const nx = dy / length;
  const ny = -dx / length;
  const cx = (sx + tx) / 2 + nx * bend * 2;
  const cy = (sy + ty) / 2 + ny * bend * 2;
  const [x1, y1] = borderPoint(source, cx, cy, 2);
  const [x2, y2] = borderPoint(target, cx, cy, 4);
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    path: `M${r(x1)},${r(y1)} Q${r(cx)},${r(cy)} ${r(x2)},${r(y2)}`,
    // the curve's midpoint (t = 0.5)
    labelX: r(0.25 * x1 + 0.5 * cx + 0.25 * x2),
    labelY: r(0.25 * y1 + 0.5 * cy + 0.25 * y2),
    points: [r(x1), r(y1), r(cx), r(cy), r(x2), r(y2)],
  };
}
