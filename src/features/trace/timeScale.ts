/** Tick spacing for the time axis: the smallest "nice" step at least `minPx` apart. */
const STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 30_000, 60_000, 120_000, 300_000, 600_000];

export function tickStep(pxPerMs: number, minPx = 80): number {
  for (const step of STEPS) if (step * pxPerMs >= minPx) return step;
  return STEPS[STEPS.length - 1];
}

export function formatMs(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1).replace(/\.?0+$/, '')} s`;
  const m = Math.floor(ms / 60_000);
  return `${m} min ${Math.round((ms % 60_000) / 1000)} s`;
}
