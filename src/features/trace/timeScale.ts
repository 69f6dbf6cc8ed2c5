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

/**
 * The duration a fitted timeline spans. While the trace grows (a run, or a replay playing) it is
 * pinned in steps of 10^(1/10) (about 1.26x, so the bars fill 79-100% of the width): the scale,
 * and with it every visible bar, changes only when the run outgrows its step instead of with
 * every event (docs/PERFORMANCE.md, "Span timeline"). A trace that is not growing fills the width.
 */
export function fittedSpan(duration: number, growing: boolean): number {
  if (!growing || !(duration > 0)) return duration;
  // the same step for every duration inside it, whatever the float rounding of 10 ** x
  const k = Math.ceil(Math.log10(duration) * 10);
  const span = 10 ** (k / 10);
  return span >= duration ? span : 10 ** ((k + 1) / 10);
}
