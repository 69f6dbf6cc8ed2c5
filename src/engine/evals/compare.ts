/**
 * A suite run compared with the previous one: which cases broke (regressions) and which were
 * mended (fixes). Cases are matched by name (the n-th case of a repeated name matches the n-th
 * of the same name), so reordering cases or adding new ones does not confuse the comparison.
 */
import type { CaseOutcome, SuiteResult } from './runSuite.ts';

/** What is kept of a run to compare the next one with (small: no events). */
export interface RunSummary {
  at: number;
  provider: string;
  cases: Array<{ name: string; outcome: CaseOutcome; failures: string[]; route: string[]; lastAgent: string | null }>;
}

export type CaseChange =
  /** passed before, fails now (failed or run error) */
  | 'regressed'
  /** failed before, passes now */
  | 'fixed'
  | 'same'
  /** no case of that name last time */
  | 'new'
  /** stopped now or last time: nothing to compare */
  | 'not_compared';

export interface RunComparison {
  /** aligned with the current run's cases */
  changes: CaseChange[];
  regressions: string[];
  fixes: string[];
  /** cases of the previous run that are gone */
  removed: string[];
}

export function summarize(result: SuiteResult): RunSummary {
  return {
    at: result.startedAt,
    provider: result.provider,
    cases: result.cases.map((c) => ({ name: c.name, outcome: c.outcome, failures: c.failures, route: c.route, lastAgent: c.lastAgent })),
  };
}

function keyed<T extends { name: string }>(cases: readonly T[]): string[] {
  const seen = new Map<string, number>();
  return cases.map((c) => {
    const n = (seen.get(c.name) ?? 0) + 1;
    seen.set(c.name, n);
    return `${c.name}\u0000${n}`;
  });
}

const passes = (outcome: CaseOutcome) => outcome === 'passed';
const fails = (outcome: CaseOutcome) => outcome === 'failed' || outcome === 'error';

export function compareRuns(previous: RunSummary | null, current: RunSummary): RunComparison {
  if (!previous) return { changes: current.cases.map(() => 'new'), regressions: [], fixes: [], removed: [] };
  const before = new Map(keyed(previous.cases).map((key, i) => [key, previous.cases[i]]));
  const currentKeys = keyed(current.cases);
  const regressions: string[] = [];
  const fixes: string[] = [];
  const changes = current.cases.map((now, i): CaseChange => {
    const then = before.get(currentKeys[i]);
    if (!then) return 'new';
    if (now.outcome === 'cancelled' || then.outcome === 'cancelled') return 'not_compared';
    if (passes(then.outcome) && fails(now.outcome)) {
      regressions.push(now.name);
      return 'regressed';
    }
    if (fails(then.outcome) && passes(now.outcome)) {
      fixes.push(now.name);
      return 'fixed';
    }
    return 'same';
  });
  const kept = new Set(currentKeys);
  const removed = keyed(previous.cases).flatMap((key, i) => (kept.has(key) ? [] : [previous.cases[i].name]));
  return { changes, regressions, fixes, removed };
}
