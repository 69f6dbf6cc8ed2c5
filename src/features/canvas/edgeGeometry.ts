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
  /** the quadratic's start, control and end points (x1, y1, cx, cy, x2, y2), as rounded in `path` */
  points: [number, number, number, number, number, number];
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
