import { describe, expect, it } from 'vitest';
import { cpuUntilMark, FRAME_MARK, frameCpu, processCpuPerFrame, type TraceEvent } from './frameCpu.ts';

const PAGE = 7;
const MAIN = 1;
const meta = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });
const mark = (ts: number, pid = PAGE): TraceEvent => ({ name: FRAME_MARK, ph: 'R', pid, tid: MAIN, ts });
const task = (ts: number, dur: number, tdur: number, tid = MAIN, pid = PAGE): TraceEvent => ({ name: 'ThreadControllerImpl::RunTask', ph: 'X', pid, tid, ts, dur, tdur });

describe('frameCpu', () => {
  it('sums the thread time of the marked page main thread tasks per frame, splitting a task across a mark by wall share', () => {
    const events = [
      meta(PAGE, MAIN, 'CrRendererMain'),
      meta(PAGE, 2, 'Compositor'),
      meta(99, MAIN, 'CrRendererMain'),
      mark(1_000),
      task(1_100, 2_000, 1_000), // frame 1: 1 ms of CPU over 2 ms of wall (descheduled half the time)
      task(5_000, 2_000, 2_000), // straddles the mark at 6,000: half in frame 1, half in frame 2
      mark(6_000),
      task(6_500, 500, 500),
      task(6_500, 9_000, 9_000, 2), // compositor thread: not the main thread
      task(6_500, 9_000, 9_000, MAIN, 99), // another page
      mark(10_000),
      task(20_000, 1_000, 1_000), // after the last mark
    ];
    expect(frameCpu(events)).toEqual([2, 1.5]);
  });

  it('says so when the page did not mark its frames', () => {
    expect(() => frameCpu([meta(PAGE, MAIN, 'CrRendererMain'), mark(10)])).toThrow(/1 frame marks/);
  });
});

describe('cpuUntilMark', () => {
  it('sums the marked page main thread thread time up to the mark, a straddling task by its wall share', () => {
    const rendered = (ts: number): TraceEvent => ({ name: 'sb-rendered', ph: 'R', pid: PAGE, tid: MAIN, ts });
    const events = [
      meta(PAGE, MAIN, 'CrRendererMain'),
      meta(99, MAIN, 'CrRendererMain'),
      task(0, 4_000, 3_000), // 3 ms of CPU in 4 ms of wall
      task(1_000, 9_000, 9_000, MAIN, 99), // another page
      task(5_000, 2_000, 1_000), // straddles the mark at 6,000: half of its 1 ms
      rendered(6_000),
      task(7_000, 1_000, 1_000), // after the page was rendered
    ];
    expect(cpuUntilMark(events, 'sb-rendered')).toBe(3.5);
  });

  it('says so when the page never set the mark', () => {
    expect(() => cpuUntilMark([meta(PAGE, MAIN, 'CrRendererMain')], 'sb-rendered')).toThrow(/no "sb-rendered" mark/);
  });
});

describe('processCpuPerFrame', () => {
  it('sums every thread of the page and the GPU process between the first and last mark, nested slices once, per frame', () => {
    const GPU = 3;
    const raster = (ts: number, dur: number, tdur: number, tid: number, pid: number, name = 'TaskGraphRunner::RunTask'): TraceEvent => ({ name, ph: 'X', pid, tid, ts, dur, tdur });
    const events = [
      meta(PAGE, MAIN, 'CrRendererMain'),
      meta(GPU, 1, 'CrGpuMain'),
      mark(1_000),
      task(1_000, 2_000, 2_000), // main thread: 2 ms
      raster(1_500, 1_000, 800, 2, PAGE, 'Paint'), // nested in nothing on its own thread (tile worker): 0.8 ms
      raster(1_600, 200, 200, 2, PAGE, 'RasterTask'), // nested in the slice above: not counted again
      mark(5_000),
      raster(5_000, 2_000, 1_200, 1, GPU), // GPU process: 1.2 ms
      raster(5_000, 9_000, 9_000, MAIN, 99), // another renderer
      task(8_000, 4_000, 4_000), // straddles the last mark at 9,000: a quarter inside
      mark(9_000),
    ];
    // (2 + 0.8 + 1.2 + 1) ms over 2 frames
    expect(processCpuPerFrame(events)).toBe(2.5);
  });
});
