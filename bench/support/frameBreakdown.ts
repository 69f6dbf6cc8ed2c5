/**
 * Where a page's frames spend main-thread time, from a Chromium trace recorded with the
 * `devtools.timeline` categories (PROFILE_CATEGORIES): the self time of each trace event on the
 * renderer main thread between the first and last frame mark (see frameCpu.ts), grouped as
 * DevTools' performance panel groups it (script, style, layout, paint, gc, other), in ms per
 * frame. Self time: an event's thread time less that of the events nested in it, so a forced
 * layout inside a script call counts as layout, not twice.
 */
import { FRAME_MARK, type TraceEvent } from './frameCpu.ts';

export const PROFILE_CATEGORIES = ['toplevel', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'];

export type Group = 'script' | 'style' | 'layout' | 'paint' | 'gc' | 'other';

const GROUPS: Record<string, Group> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  'v8.compile': 'script',
  'v8.run': 'script',
  'V8.Execute': 'script',
  'v8.callFunction': 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ScheduleStyleRecalculation: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  UpdateLayerTree: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  CompositeLayers: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GCScavenger': 'gc',
  'V8.GCIncrementalMarking': 'gc',
  'V8.GCFinalizeMC': 'gc',
  BlinkGC: 'gc',
};

export function groupOf(name: string): Group {
  return GROUPS[name] ?? (name.startsWith('V8.GC') || name.startsWith('BlinkGC') ? 'gc' : 'other');
}

export interface Breakdown {
  frames: number;
  /** ms of main-thread self time per frame, by group */
  perFrame: Record<Group, number>;
  /** the event names that took the most self time, ms per frame */
  top: Array<{ name: string; group: Group; ms: number }>;
}

/** Self time per event name on the marked page's main thread between its first and last frame mark. */
export function frameBreakdown(events: readonly TraceEvent[]): Breakdown {
  const marks = events
    .filter((e) => e.name === FRAME_MARK && e.ph !== 'M')
    .map((m) => m.ts)
    .sort((a, b) => a - b);
  if (marks.length < 2) throw new Error(`the trace has ${marks.length} frame marks; expected one per frame`);
  const markEvent = events.find((e) => e.name === FRAME_MARK && e.ph !== 'M') as TraceEvent;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === markEvent.pid && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('the trace names no renderer main thread for the marked page');
  const [from, to] = [marks[0], marks[marks.length - 1]];
  // complete events of the main thread, outermost first when two start together
  const slices = events
    .filter((e) => e.pid === markEvent.pid && e.tid === main.tid && e.ph === 'X' && (e.dur ?? 0) > 0 && e.ts < to && e.ts + (e.dur ?? 0) > from)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: Array<{ name: string; end: number; own: number }> = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1].end <= until) {
      const done = stack.pop() as { name: string; end: number; own: number };
      self.set(done.name, (self.get(done.name) ?? 0) + done.own);
    }
  };
  for (const e of slices) {
    close(e.ts);
    // thread time (tdur) where the trace has it: on a shared machine wall time counts other processes;
    // clipped to the measured window by wall share, so a task straddling a mark counts its inside
    const dur = e.dur ?? 0;
    const inside = Math.min(to, e.ts + dur) - Math.max(from, e.ts);
    if (inside <= 0) continue;
    const cpu = ((e.tdur ?? dur) * inside) / dur;
    const parent = stack[stack.length - 1];
    if (parent) parent.own -= cpu;
    stack.push({ name: e.name, end: e.ts + dur, own: cpu });
  }
  close(Number.POSITIVE_INFINITY);
  const frames = marks.length - 1;
  const perFrame: Record<Group, number> = { script: 0, style: 0, layout: 0, paint: 0, gc: 0, other: 0 };
  const top: Breakdown['top'] = [];
  for (const [name, us] of self) {
    const ms = us / 1000 / frames;
    const group = groupOf(name);
    perFrame[group] += ms;
    top.push({ name, group, ms });
  }
  top.sort((a, b) => b.ms - a.ms);
  return { frames, perFrame, top: top.slice(0, 8) };
}

/** One line: "script 3.1 · style 4.0 · layout 2.2 · paint 1.0 · gc 0.2 · other 0.5 ms/frame". */
export function formatBreakdown(b: Breakdown): string {
  const groups = (Object.entries(b.perFrame) as Array<[Group, number]>).map(([g, ms]) => `${g} ${ms.toFixed(1)}`).join(' · ');
  return `${groups} ms/frame; top: ${b.top.map((t) => `${t.name} ${t.ms.toFixed(1)}`).join(', ')}`;
}
