import { describe, expect, it } from 'vitest';
import { borderPoint, floatingEdge } from './edgeGeometry.ts';

const box = (x: number, y: number) => ({ x, y, width: 200, height: 100 });

describe('edge geometry', () => {
  it('leaves a node on the side that faces the target', () => {
    expect(borderPoint(box(0, 0), 1000, 50)).toEqual([200, 50]);
    expect(borderPoint(box(0, 0), 100, -500)).toEqual([100, 0]);
    expect(borderPoint(box(0, 0), -300, 50, 4)).toEqual([-4, 50]);
  });

  it('a route and its reverse bend to opposite sides, so their labels do not collide', () => {
    const a = box(0, 0);
    const b = box(600, 0);
    const there = floatingEdge(a, b, 20);
    const back = floatingEdge(b, a, 20);
    expect(there.labelY).toBeLessThan(50);
    expect(back.labelY).toBeGreaterThan(50);
    expect(Math.abs(there.labelY - back.labelY)).toBeGreaterThanOrEqual(40);
    expect(there.path.startsWith('M')).toBe(true);
  });

  it('an edge to an agent on the left enters it from its right side', () => {
    const g = floatingEdge(box(600, 0), box(0, 0), 0);
    expect(g.path).toMatch(/^M598,50 Q400,50 204,50$/);
  });
});
