import { describe, expect, it } from 'vitest';
import { option, percentile, sizeList } from './stats.ts';

describe('sizeList', () => {
  it('takes a positional list before options', () => {
    expect(sizeList(['1000,2000'], '100')).toEqual([1000, 2000]);
    expect(sizeList(['--frames', '30', '5000'], '100')).toEqual([5000]);
  });
  it('does not take an option value for sizes', () => {
    expect(sizeList(['--frames', '30'], '100,500')).toEqual([100, 500]);
  });
  it('falls back to --sizes, then to the default', () => {
    expect(sizeList(['--sizes', '500'], '100')).toEqual([500]);
    expect(sizeList([], '100,500')).toEqual([100, 500]);
  });
  it('names a bad size', () => {
    expect(() => sizeList(['--sizes', '100,1e3'], '100')).toThrow(/bad size "1e3" in "100,1e3"/);
  });
});

describe('option and percentile', () => {
  it('reads the value after an option', () => {
    expect(option(['--repeat', '3'], 'repeat', '2')).toBe('3');
    expect(option([], 'repeat', '2')).toBe('2');
  });
  it('is nearest-rank', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile([], 50)).toBeNaN();
  });
});
