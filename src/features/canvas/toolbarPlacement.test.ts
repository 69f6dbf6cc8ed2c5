import { describe, expect, it } from 'vitest';
import { toolbarSpot } from './toolbarPlacement.ts';

type Rect = { x: number; y: number; width: number; height: number };
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const agentsAt = (agents: Rect[]) => (area: Rect) => agents.filter((a) => overlaps(a, area));

// a 450 x 36 toolbar 12 px from the top of a 1100 x 400 canvas
const bar = { x: 325, y: 12, width: 450, height: 36 };

describe('toolbarSpot', () => {
  it('stays at the top while no agent is under it', () => {
    expect(toolbarSpot(bar, 400, { x: 0, y: 0, zoom: 1 }, agentsAt([{ x: 400, y: 100, width: 180, height: 60 }]))).toBe('top');
  });

  it('moves to the bottom when an agent sits under it and the bottom is free', () => {
    // at zoom 0.5 and panned 40 px down, the agent at flow y=-20 is on screen at y=30: under the bar
    expect(toolbarSpot(bar, 400, { x: 0, y: 40, zoom: 0.5 }, agentsAt([{ x: 900, y: -20, width: 180, height: 60 }]))).toBe('bottom');
  });

  it('keeps the top when both bands hold agents', () => {
    const agents = [
      { x: 400, y: 0, width: 180, height: 60 },
      { x: 400, y: 340, width: 180, height: 60 },
    ];
    expect(toolbarSpot(bar, 400, { x: 0, y: 0, zoom: 1 }, agentsAt(agents))).toBe('top');
  });
});
