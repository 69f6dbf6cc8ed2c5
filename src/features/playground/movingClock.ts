/**
 * The presentation clock: when a step jumps the recording's time forward (or back), the clock runs
 * there over a short eased stretch instead of jumping, so a room sees time pass between steps.
 */
export const CLOCK_TWEEN_MS = 700;

/** Where the clock shows `elapsed` ms into a tween from `from` to `to`. */
export function clockValue(from: number, to: number, elapsed: number, duration = CLOCK_TWEEN_MS): number {
  if (elapsed >= duration || from === to) return to;
  const x = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - x) ** 3;
  return from + (to - from) * eased;
}

/** 83400 -> "1:23.4" */
export function formatClock(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${tenths % 10}`;
}
