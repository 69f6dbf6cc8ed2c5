import { describe, expect, it } from 'vitest';
import { arrowPath, endDirection, MARKER_SIZE } from './edgeArrow.ts';
import { layoutEdge } from './edgeLayout.ts';

const points = (d: string) => (d.match(/-?\d*\.?\d+/g) ?? []).map(Number);

describe('edge arrowheads as paths', () => {
  it('draws the marker triangle with its tip on the end of the route, 7 stroke widths long, pointing along it', () => {
    // a route ending at (100, 0) heading right: the marker's (0,1.5) (9,5) (0,8.5) at 1.12 px per unit (7 x 1.6 / 10)
    const [ax, ay, tx, ty, bx, by] = points(arrowPath('M0,0 Q50,0 100,0', 1.6)!);
    expect([tx, ty]).toEqual([100, 0]);
    expect(ax).toBeCloseTo(100 - 9 * 1.12, 2);
    expect(ay).toBeCloseTo(-3.5 * 1.12, 2);
    expect(bx).toBeCloseTo(100 - 9 * 1.12, 2);
    expect(by).toBeCloseTo(3.5 * 1.12, 2);
    expect(MARKER_SIZE).toBe(7);
  });

  it('turns with the route: a route heading down has its head pointing down, scaled by the stroke', () => {
    const [ax, ay, tx, ty, bx, by] = points(arrowPath('M0,0 C0,10 0,20 0,50', 2)!);
    expect([tx, ty]).toEqual([0, 50]);
    // rotated 90°: the marker's y offset becomes -x
    expect(ay).toBeCloseTo(50 - 9 * 1.4, 2);
    expect(by).toBeCloseTo(50 - 9 * 1.4, 2);
    expect(Math.abs(ax - bx)).toBeCloseTo(2 * 3.5 * 1.4, 2);
  });

  it('reads the end direction of the paths layoutEdge draws (quadratic, loop), skipping a control point on the end', () => {
    const rect = (x: number, y: number) => ({ x, y, width: 240, height: 88 });
    const route = layoutEdge({ kind: 'llm', source: rect(0, 0), target: rect(400, 0), selfLoop: false, twoWay: false, label: null, obstacles: [] });
    const n = points(route.path);
    const dir = endDirection(route.path)!;
    expect([dir.x, dir.y]).toEqual(n.slice(-2));
    expect(dir.angle).toBeCloseTo(Math.atan2(n[5] - n[3], n[4] - n[2]), 6);
    expect(endDirection('M0,0 C5,5 10,10 10,10')!.angle).toBeCloseTo(Math.PI / 4, 6);
    expect(endDirection('M3,3 L3,3')).toBeNull();
    const loop = layoutEdge({ kind: 'llm', source: rect(0, 0), target: rect(0, 0), selfLoop: true, twoWay: false, label: null, obstacles: [] });
    expect(arrowPath(loop.path, 1.6)).toMatch(/^M[\d.,\s-]+Z$/);
  });
});
