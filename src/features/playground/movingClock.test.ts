import { describe, expect, it } from 'vitest';
import { clockValue, formatClock } from './movingClock.ts';

describe('moving clock', () => {
  it('runs from the old time to the new one, eased, and stops there', () => {
    expect(clockValue(1000, 3000, 0)).toBe(1000);
    const mid = clockValue(1000, 3000, 350);
    expect(mid).toBeGreaterThan(2000); // ease-out: more than half the way at half the time
    expect(mid).toBeLessThan(3000);
    expect(clockValue(1000, 3000, 700)).toBe(3000);
    expect(clockValue(3000, 1000, 350)).toBeLessThan(2000); // backwards too
  });

  it('formats minutes, seconds and tenths', () => {
    expect(formatClock(0)).toBe('0:00.0');
    expect(formatClock(83_450)).toBe('1:23.4');
    expect(formatClock(-5)).toBe('0:00.0');
  });
});
