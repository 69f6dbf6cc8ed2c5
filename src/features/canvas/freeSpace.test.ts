import { describe, expect, it } from 'vitest';
import { freeOffset, GAP, type Rect } from './freeSpace.ts';

const node = (x: number, y: number): Rect => ({ x, y, width: 240, height: 88 });
const hit = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('freeOffset', () => {
  it('leaves a block where it is when that spot is free', () => {
    expect(freeOffset(node(0, 0), [node(600, 0)])).toEqual({ x: 0, y: 0 });
  });

  it('puts a copy beside its original, not 40 px over it', () => {
    const original = node(100, 100);
    const offset = freeOffset(original, [original], true);
    const copy = { ...original, x: original.x + offset.x, y: original.y + offset.y };
    expect(hit(copy, original)).toBe(false);
    expect(offset).toEqual({ x: 240 + GAP, y: 0 });
  });

  it('skips spots other agents hold', () => {
    const original = node(0, 0);
    const right = node(280, 0);
    const offset = freeOffset(original, [original, right], true);
    const copy = { ...original, x: offset.x, y: offset.y };
    expect([original, right].some((r) => hit(copy, r))).toBe(false);
  });

  it('a new agent at the centre of a crowd lands clear of every agent', () => {
    const crowd = [node(0, 0), node(0, 128), node(280, 0), node(-280, 0)];
    const block = node(0, 0);
    const offset = freeOffset(block, crowd);
    const placed = { ...block, x: offset.x, y: offset.y };
    expect(crowd.some((r) => hit(placed, r))).toBe(false);
  });
});
