import { describe, expect, it } from 'vitest';
import { frameBreakdown, groupOf } from './frameBreakdown.ts';
import { FRAME_MARK, type TraceEvent } from './frameCpu.ts';

const PAGE = 7;
const MAIN = 1;
const meta = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });
const mark = (ts: number): TraceEvent => ({ name: FRAME_MARK, ph: 'R', pid: PAGE, tid: MAIN, ts });
const slice = (name: string, ts: number, dur: number, tdur = dur, tid = MAIN): TraceEvent => ({ name, ph: 'X', pid: PAGE, tid, ts, dur, tdur });

describe('frameBreakdown', () => {
  it('counts each event by its self thread time per frame, nested events apart from their parent', () => {
    const events = [
      meta(PAGE, MAIN, 'CrRendererMain'),
      meta(PAGE, 2, 'Compositor'),
      mark(0),
      slice('ThreadControllerImpl::RunTask', 1_000, 10_000),
      slice('FunctionCall', 1_000, 6_000), // 6 ms, of which a forced 2 ms layout
      slice('Layout', 3_000, 2_000),
      slice('UpdateLayoutTree', 8_000, 3_000),
      mark(20_000),
      slice('Paint', 21_000, 4_000, 2_000), // descheduled half the time: 2 ms of thread time
      slice('Layout', 21_000, 50_000, 50_000, 2), // another thread
      mark(40_000),
    ];
    const b = frameBreakdown(events);
    expect(b.frames).toBe(2);
    // per frame over 2 frames: script 4 ms / 2, layout 2 / 2, style 3 / 2, paint 2 / 2, other 1 / 2
    expect(b.perFrame).toEqual({ script: 2, style: 1.5, layout: 1, paint: 1, gc: 0, other: 0.5 });
    expect(b.top[0]).toEqual({ name: 'FunctionCall', group: 'script', ms: 2 });
  });

  it('clips a task that straddles the last mark to its share inside the frames', () => {
    const events = [meta(PAGE, MAIN, 'CrRendererMain'), mark(0), mark(10_000), slice('Layout', 8_000, 4_000)];
    expect(frameBreakdown(events).perFrame.layout).toBe(2);
  });

  it('groups garbage collection and unknown events', () => {
    expect(groupOf('V8.GC_MC_MARK')).toBe('gc');
    expect(groupOf('MinorGC')).toBe('gc');
    expect(groupOf('HitTest')).toBe('other');
  });

  it('says so when the page did not mark its frames', () => {
    expect(() => frameBreakdown([meta(PAGE, MAIN, 'CrRendererMain'), mark(10)])).toThrow(/1 frame marks/);
  });
});
