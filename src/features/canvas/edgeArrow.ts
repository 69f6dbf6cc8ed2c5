/**
 * An idle route's arrowhead as a plain filled path in the route's own SVG, in place of an SVG
 * `<marker>`. Same triangle, same place: the marker's path (EdgeMarkers in RoutingEdges.tsx:
 * `M0 1.5 9 5 0 8.5Z` in a 10x10 box, tip at refX 9 / refY 5, 7 stroke widths wide, turned to
 * the route's direction at its end) mapped to flow coordinates here once per layout.
 *
 * Why: Chromium rasterises marker instances far more slowly than paths (`npm run bench --
 * canvas 100`, a 1:1 drag: every route in the re-rasterised tiles draws its marker again; with
 * markers the raster threads took about twice the time). Selected, visited, highlighted,
 * disabled and inherited routes keep the marker (few routes; their opacity applies to the
 * stroke and the head as one group), and a hovered route shows its marker again (canvas.css),
 * because the marker grows with the hovered stroke.
 */
import type { RoutingKind } from './flowTypes.ts';

/** An idle route's stroke width per kind (canvas.css .sb-edge and the kind rules). */
export const IDLE_STROKE: Record<RoutingKind, number> = { llm: 1.6, context: 1.6, afterWork: 2, function: 1.2, agentTool: 1.6, nestedChat: 1.6 };
/** markerWidth / markerHeight of the kind markers (RoutingEdges.tsx EdgeMarkers) */
export const MARKER_SIZE = 7;
const BOX = 10;
const REF_X = 9;
const REF_Y = 5;
/** the marker's triangle, in its 10x10 box */
const TRIANGLE: ReadonlyArray<readonly [number, number]> = [
  [0, 1.5],
  [9, 5],
  [0, 8.5],
];

const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The direction a path from layoutEdge ends in: from its last control point (or the point before
 * its end) to its end. Null when the path has no length at its end.
 */
export function endDirection(path: string): { x: number; y: number; angle: number } | null {
  const n = path.match(/-?\d*\.?\d+(?:e-?\d+)?/gi)?.map(Number) ?? [];
  if (n.length < 4) return null;
  const x = n[n.length - 2];
  const y = n[n.length - 1];
  for (let i = n.length - 4; i >= 0; i -= 2) {
    const dx = x - n[i];
    const dy = y - n[i + 1];
    if (dx !== 0 || dy !== 0) return { x, y, angle: Math.atan2(dy, dx) };
  }
  return null;
}

/** The arrowhead a `<marker>` of MARKER_SIZE would draw at the end of `path` for a stroke of `strokeWidth`, as a path. */
export function arrowPath(path: string, strokeWidth: number): string | null {
  const end = endDirection(path);
  if (!end) return null;
  const scale = (MARKER_SIZE * strokeWidth) / BOX;
  const cos = Math.cos(end.angle);
  const sin = Math.sin(end.angle);
  const points = TRIANGLE.map(([px, py]) => {
    const mx = (px - REF_X) * scale;
    const my = (py - REF_Y) * scale;
    return `${r2(end.x + mx * cos - my * sin)},${r2(end.y + mx * sin + my * cos)}`;
  });
  return `M${points[0]} ${points[1]} ${points[2]}Z`;
}
