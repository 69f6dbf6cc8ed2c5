import { describe, expect, it } from 'vitest';
import type { Rect } from './edgeGeometry.ts';
import type { RoutingEdge } from './flowTypes.ts';
import { edgesNear, nearRect, parseViewCell, viewCellKey, viewCellOf } from './nearView.ts';

const W = 1440;
const H = 900;
/** The flow rectangle a pane W x H shows at transform [x, y, zoom]. */
const viewOf = (x: number, y: number, zoom: number): Rect => ({ x: -x / zoom, y: -y / zoom, width: W / zoom, height: H / zoom });
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

const edge = (id: string, source: string, target: string, selected = false) => ({ id, source, target, selected }) as RoutingEdge;

describe('routes near the view', () => {
  it('the rectangle covers the view plus at least a quarter screen on every side, at any pan and zoom', () => {
    for (const zoom of [0.41, 0.5, 0.6, 0.77, 1, 1.3, 2]) {
      for (const [x, y] of [[0, 0], [-1234.5, 877], [5000, -9000.25], [-77777, -3333]]) {
        const view = viewOf(x, y, zoom);
        const rect = nearRect(viewCellOf([x, y, zoom], W, H));
        const quarterW = W / zoom / 4;
        const quarterH = H / zoom / 4;
        const widened = { x: view.x - quarterW, y: view.y - quarterH, width: view.width + 2 * quarterW, height: view.height + 2 * quarterH };
        expect(inside(widened, rect), `zoom ${zoom} at ${x},${y}`).toBe(true);
        // and not much more: at most about 2.2 screens each way
        expect(rect.width).toBeLessThan(2.2 * view.width);
        expect(rect.height).toBeLessThan(2.2 * view.height);
      }
    }
  });

  it('a pan within a cell keeps the cell (the routes are not recomputed each frame)', () => {
    const zoom = 0.5;
    const keys = new Set<string>();
    // 40 frames of 2 px each: 80 screen px, less than a quarter screen (360 px)
    for (let i = 0; i < 40; i++) keys.add(viewCellKey(viewCellOf([-1000 - 2 * i, -600, zoom], W, H)));
    expect(keys.size).toBeLessThanOrEqual(2);
    const key = viewCellKey(viewCellOf([-1000, -600, zoom], W, H));
    expect(viewCellKey(parseViewCell(key))).toBe(key);
  });

  it('keeps routes whose ends box meets the rectangle, the kept ones, and those with an end unknown; drops the rest', () => {
    const rects: Record<string, Rect> = {
      a: { x: 0, y: 0, width: 100, height: 50 },
      b: { x: 300, y: 0, width: 100, height: 50 },
      far1: { x: 5000, y: 5000, width: 100, height: 50 },
      far2: { x: 6000, y: 5000, width: 100, height: 50 },
      left: { x: -3000, y: 20, width: 100, height: 50 },
      right: { x: 3000, y: 20, width: 100, height: 50 },
    };
    const rectOf = (id: string) => rects[id] ?? null;
    const edges = [
      edge('ab', 'a', 'b'),
      edge('far', 'far1', 'far2'),
      edge('across', 'left', 'right'), // both ends off the rectangle, the route crosses it
      edge('farSelected', 'far1', 'far2', true),
      edge('unknown', 'a', 'gone'),
    ];
    const near = edgesNear(edges, rectOf, { x: -200, y: -200, width: 800, height: 600 }, (e) => !!e.selected);
    expect(near.map((e) => e.id)).toEqual(['ab', 'across', 'farSelected', 'unknown']);
    // nothing left out: the same array (React Flow sees no change)
    expect(edgesNear(edges, rectOf, { x: -10000, y: -10000, width: 20000, height: 20000 }, () => false)).toBe(edges);
  });
});
