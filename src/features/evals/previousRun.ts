/**
 * The last finished suite run of each project, kept to compare the next run with (regressions
 * and fixes). Small (no events) and per browser, in localStorage: a run's result is a fact about
 * this machine's model settings, not part of the project document.
 */
import type { RunSummary } from '../../engine/evals/compare.ts';

const PREFIX = 'switchboard.evals.lastRun.';

export function loadPreviousRun(projectKey: string): RunSummary | null {
  try {
    const text = localStorage.getItem(PREFIX + projectKey);
    if (!text) return null;
    const value = JSON.parse(text) as RunSummary;
    return value && Array.isArray(value.cases) ? value : null;
  } catch {
    return null;
  }
}

/** False when it could not be kept (storage full or off); the run's results are still shown. */
export function savePreviousRun(projectKey: string, summary: RunSummary): boolean {
  try {
    localStorage.setItem(PREFIX + projectKey, JSON.stringify(summary));
    return true;
  } catch {
    return false;
  }
}
