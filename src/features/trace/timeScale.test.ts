import { describe, expect, it } from 'vitest';
import { fittedSpan, formatMs, tickStep } from './timeScale.ts';

describe('time scale', () => {
  it('spaces ticks at least 80px apart with nice steps', () => {
    expect(tickStep(1)).toBe(100);
    expect(tickStep(0.1)).toBe(1000);
    expect(tickStep(10)).toBe(10);
  });
  it('formats durations for people', () => {
    expect(formatMs(12.4)).toBe('12 ms');
    expect(formatMs(1500)).toBe('1.5 s');
    expect(formatMs(2000)).toBe('2 s');
    expect(formatMs(61_000)).toBe('1 min 1 s');
  });
  it('fits a finished trace exactly, and pins a growing one in steps about 1.26x apart', () => {
    expect(fittedSpan(1234, false)).toBe(1234);
    // growing: one span for every duration inside a step, so the scale holds while the run grows
    const spans = new Set([1001, 1100, 1200, 1258].map((d) => fittedSpan(d, true)));
    expect([...spans]).toEqual([10 ** 3.1]);
    expect(fittedSpan(1260, true)).toBeCloseTo(10 ** 3.2);
    for (const d of [0.3, 1, 7, 999.9, 1000, 10 ** 3.1, 86_400_000]) {
      const span = fittedSpan(d, true);
      expect(span).toBeGreaterThanOrEqual(d);
      expect(span).toBeLessThan(d * 1.26);
    }
    expect(fittedSpan(0, true)).toBe(0);
  });
});
