import { describe, expect, it } from 'vitest';
import { formatMs, tickStep } from './timeScale.ts';

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
});
