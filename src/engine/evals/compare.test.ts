import { describe, expect, it } from 'vitest';
import { compareRuns, type RunSummary } from './compare.ts';

function summary(cases: Array<[string, RunSummary['cases'][number]['outcome']]>): RunSummary {
  return { at: 0, provider: 'simulator', cases: cases.map(([name, outcome]) => ({ name, outcome, failures: [], route: [], lastAgent: null })) };
}

describe('compareRuns', () => {
  it('marks regressions and fixes by case name, whatever the order', () => {
    const before = summary([['a', 'passed'], ['b', 'failed'], ['c', 'passed'], ['d', 'passed'], ['gone', 'passed']]);
    const now = summary([['c', 'error'], ['b', 'passed'], ['a', 'passed'], ['new', 'failed'], ['d', 'cancelled']]);
    expect(compareRuns(before, now)).toEqual({
      changes: ['regressed', 'fixed', 'same', 'new', 'not_compared'],
      regressions: ['c'],
      fixes: ['b'],
      removed: ['gone'],
    });
  });

  it('matches repeated names in order', () => {
    const before = summary([['x', 'passed'], ['x', 'failed']]);
    const now = summary([['x', 'passed'], ['x', 'passed'], ['x', 'failed']]);
    expect(compareRuns(before, now).changes).toEqual(['same', 'fixed', 'new']);
  });

  it('has nothing to compare on a first run', () => {
    expect(compareRuns(null, summary([['a', 'failed']]))).toEqual({ changes: ['new'], regressions: [], fixes: [], removed: [] });
  });
});
