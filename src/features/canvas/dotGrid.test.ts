import { describe, expect, it } from 'vitest';
import { gridShift } from './DotGrid.tsx';

/** Where React Flow's <Background> puts the first dot column: pattern x = view x % step, less half a step. */
const reactFlowDot = (x: number, step: number) => (x % step) - step / 2;
/** Where DotGrid puts it: the svg starts a step before the pane and is moved by gridShift. */
const dotGridDot = (x: number, step: number) => -step + gridShift(x, step) - step / 2;
/** How far `a` is from the nearest whole multiple of `m`. */
const offLattice = (a: number, m: number) => {
  const r = ((a % m) + m) % m;
  return Math.min(r, m - r);
};

describe('DotGrid', () => {
  it('draws the dots where React Flow does, for views left, right and on the origin', () => {
    for (const step of [20, 10, 2.4, 37.5]) {
      for (const x of [0, 3, -3, 19.99, -20, 1234.56, -98765.4321, step * 7]) {
        // the same lattice: the two first columns differ by whole steps
        expect(offLattice(dotGridDot(x, step) - reactFlowDot(x, step), step), `step ${step}, x ${x}`).toBeCloseTo(0, 6);
      }
    }
  });

  it('keeps the shift inside one step, so the oversized svg always covers the pane', () => {
    for (const x of [-1e6 - 0.3, -7, -0, 0, 5, 19.999, 20, 1e6 + 0.7]) {
      const s = gridShift(x, 20);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThan(20);
    }
  });
});
