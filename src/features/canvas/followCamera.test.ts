import { describe, expect, it } from 'vitest';
import { followViewport, union } from './followCamera.ts';

const size = { width: 800, height: 400 };
const insets = { top: 60, right: 20, bottom: 20, left: 60 };
const agent = { x: 0, y: 0, width: 240, height: 90 };

describe('followViewport', () => {
  it('leaves the view alone while the agent is inside the free area', () => {
    expect(followViewport(agent, { x: 100, y: 100, zoom: 1 }, size, insets)).toBeNull();
  });

  it('pans an agent out of view (under the dock) back in, keeping the zoom', () => {
    const view = { x: 100, y: 350, zoom: 1 };
    const next = followViewport(agent, view, size, insets)!;
    expect(next.zoom).toBe(1);
    expect(next.x).toBe(100);
    const bottom = agent.height * next.zoom + next.y;
    expect(bottom).toBeLessThanOrEqual(size.height - insets.bottom);
    expect(next.y).toBeGreaterThanOrEqual(insets.top);
  });

  it('an agent under the zoom buttons (left inset) comes out from under them', () => {
    const next = followViewport(agent, { x: 10, y: 100, zoom: 1 }, size, insets)!;
    expect(next.x).toBeGreaterThanOrEqual(insets.left);
  });

  it('zooms out when the two ends of a handoff do not fit at this zoom', () => {
    const ends = union(agent, { x: 1200, y: 0, width: 240, height: 90 });
    const next = followViewport(ends, { x: 0, y: 100, zoom: 1 }, size, insets)!;
    expect(next.zoom).toBeLessThan(1);
    const left = ends.x * next.zoom + next.x;
    const right = (ends.x + ends.width) * next.zoom + next.x;
    expect(left).toBeGreaterThanOrEqual(insets.left);
    expect(right).toBeLessThanOrEqual(size.width - insets.right);
  });
});
