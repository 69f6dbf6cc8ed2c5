/**
 * A tool row's time, as the timeline reads it: the work and the wait for a person apart
 * ("12 ms · waited 44.4 s"), in units a person reads at a glance rather than raw milliseconds.
 */

/** 840 ms, 1.2 s, 44.4 s, 2 min 05 s. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/** The row's time: its work, and the wait for an approval when there was one. */
export function toolTimeText(durationMs: number, waitedMs = 0): string {
  const waited = Math.max(0, Math.min(durationMs, waitedMs));
  const work = formatDuration(durationMs - waited);
  return waited > 0 ? `${work} · waited ${formatDuration(waited)}` : work;
}
