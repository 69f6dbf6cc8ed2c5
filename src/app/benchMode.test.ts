import { describe, expect, it } from 'vitest';
import { benchModeFromUrl, MAX_BENCH_AGENTS } from './benchMode.ts';

describe('benchModeFromUrl', () => {
  it('reads ?bench=N and &inspector=1', () => {
    expect(benchModeFromUrl('?bench=500&inspector=1')).toEqual({ size: 500, inspector: true });
    expect(benchModeFromUrl('?bench=abc')).toBeNull();
    expect(benchModeFromUrl('?bench=0')).toBeNull();
  });

  it('clamps a link\'s size to the most agents a document may hold (issue 20, item 8)', () => {
    expect(MAX_BENCH_AGENTS).toBe(10_000);
    expect(benchModeFromUrl('?bench=20000000')).toEqual({ size: 10_000, inspector: false });
  });
});
