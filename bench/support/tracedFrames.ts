/** Runs a page expression that returns per-frame wall times, under a Chromium trace (see frameCpu.ts). */
import type { Page } from 'playwright-core';
import { frameBreakdown, PROFILE_CATEGORIES, type Breakdown } from './frameBreakdown.ts';
import { frameCpu, processCpuPerFrame, type TraceEvent } from './frameCpu.ts';

/** Per-frame samples of one interaction: wall (rAF to rAF) and main-thread CPU milliseconds. */
export interface Frames {
  wall: number[];
  cpu: number[];
  /** CPU ms per frame of the renderer and GPU processes, all threads (raster and compositing too), mean over the frames */
  processCpu: number;
  /** where the frames spent main-thread time (only when traced with `{ profile: true }`) */
  breakdown?: Breakdown;
}

/**
 * `expression` must mark each frame with performance.mark(FRAME_MARK) in its rAF callback, the
 * first mark before the first timed frame, and resolve to the wall time of each timed frame.
 * `profile` also records DevTools' timeline categories and breaks the frames' time down
 * (frameBreakdown.ts); that tracing costs time itself, so profiled frames are not the figures.
 */
export async function tracedFrames(page: Page, expression: string, { profile = false } = {}): Promise<Frames> {
  const browser = page.context().browser();
  if (!browser) throw new Error('tracing needs a launched browser');
  await browser.startTracing(page, { categories: profile ? PROFILE_CATEGORIES : ['toplevel', 'blink.user_timing'] });
  const result = await page.evaluate(expression).then(
    (wall) => ({ wall: wall as number[] }),
    (error: unknown) => ({ error }),
  );
  const trace = await browser.stopTracing();
  if ('error' in result) throw result.error;
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  // marks after the last timed frame (a release, a settle) are not frames of the interaction
  const cpu = frameCpu(traceEvents).slice(0, result.wall.length);
  const processCpu = processCpuPerFrame(traceEvents);
  return profile ? { wall: result.wall, cpu, processCpu, breakdown: frameBreakdown(traceEvents) } : { wall: result.wall, cpu, processCpu };
}
