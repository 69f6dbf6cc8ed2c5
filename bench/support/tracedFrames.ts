/** Runs a page expression that returns per-frame wall times, under a Chromium trace (see frameCpu.ts). */
import type { Page } from 'playwright-core';
import { frameCpu, type TraceEvent } from './frameCpu.ts';

/** Per-frame samples of one interaction: wall (rAF to rAF) and main-thread CPU milliseconds. */
export interface Frames {
  wall: number[];
  cpu: number[];
}

/**
 * `expression` must mark each frame with performance.mark(FRAME_MARK) in its rAF callback, the
 * first mark before the first timed frame, and resolve to the wall time of each timed frame.
 */
export async function tracedFrames(page: Page, expression: string): Promise<Frames> {
  const browser = page.context().browser();
  if (!browser) throw new Error('tracing needs a launched browser');
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  const result = await page.evaluate(expression).then(
    (wall) => ({ wall: wall as number[] }),
    (error: unknown) => ({ error }),
  );
  const trace = await browser.stopTracing();
  if ('error' in result) throw result.error;
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  // marks after the last timed frame (a release, a settle) are not frames of the interaction
  return { wall: result.wall, cpu: frameCpu(traceEvents).slice(0, result.wall.length) };
}
