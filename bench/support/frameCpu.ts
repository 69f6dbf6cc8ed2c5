/**
 * Main-thread CPU time per frame, from a Chromium trace (categories `toplevel` and
 * `blink.user_timing`). The page marks each frame with `performance.mark(FRAME_MARK)` in its
 * requestAnimationFrame callback; a frame's CPU is the thread time (`tdur`) of the renderer main
 * thread's tasks between two marks, a task that straddles a mark split by the share of its wall
 * time on each side.
 *
 * Why: on this shared 2-core machine other processes take the CPU away from the browser, so
 * rAF-to-rAF wall times swing with whatever else runs. Thread time counts only the time the
 * page's main thread actually ran, which is what the page's code decides.
 */

export const FRAME_MARK = 'sb-frame';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The renderer main thread of the process that put `mark` in the trace, and that thread's tasks by start time. */
function markedMainThread(events: readonly TraceEvent[], markName: string) {
  const marks = events.filter((e) => e.name === markName && e.ph !== 'M');
  if (!marks.length) return null;
  const { pid } = marks[0];
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('the trace names no renderer main thread for the marked page');
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === main.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts);
  return { marks, tasks };
}

/**
 * Milliseconds of main-thread CPU of the marked page from the start of the trace to its first
 * `markName` mark (a page load: trace started before navigation, mark set once it is rendered);
 * a task straddling the mark counts by its wall share before the mark.
 */
export function cpuUntilMark(events: readonly TraceEvent[], markName: string): number {
  const found = markedMainThread(events, markName);
  if (!found) throw new Error(`the trace has no "${markName}" mark`);
  const end = Math.min(...found.marks.map((m) => m.ts));
  let cpu = 0;
  for (const t of found.tasks) {
    if (t.ts >= end) break;
    const dur = t.dur ?? 0;
    if (dur <= 0) continue;
    cpu += ((t.tdur ?? dur) * (Math.min(end, t.ts + dur) - t.ts)) / dur;
  }
  return cpu / 1000;
}

/** Milliseconds of main-thread CPU in each interval between consecutive frame marks. */
export function frameCpu(events: readonly TraceEvent[]): number[] {
  const found = markedMainThread(events, FRAME_MARK);
  const count = found?.marks.length ?? 0;
  if (!found || count < 2) throw new Error(`the trace has ${count} frame marks; expected one per frame`);
  const { marks, tasks } = found;
  const bounds = marks.map((m) => m.ts).sort((a, b) => a - b);
  const out: number[] = [];
  let first = 0;
  for (let f = 0; f + 1 < bounds.length; f++) {
    const [from, to] = [bounds[f], bounds[f + 1]];
    let cpu = 0;
    // tasks ending before this frame never matter again
    while (first < tasks.length && tasks[first].ts + (tasks[first].dur ?? 0) <= from) first++;
    for (let i = first; i < tasks.length && tasks[i].ts < to; i++) {
      const t = tasks[i];
      const dur = t.dur ?? 0;
      const tdur = t.tdur ?? dur;
      if (dur <= 0) continue;
      const overlap = Math.min(to, t.ts + dur) - Math.max(from, t.ts);
      if (overlap > 0) cpu += (tdur * overlap) / dur;
    }
    out.push(cpu / 1000);
  }
  return out;
}

/**
 * CPU milliseconds per frame of the page's whole renderer process and of the GPU process (where
 * Chromium composites and, without a GPU, draws the frame), between the first and last frame
 * mark: the main thread's work plus what it hands off (compositing, tile raster). Each thread's
 * outermost trace slices are summed by thread time, so nested slices count once.
 */
export function processCpuPerFrame(events: readonly TraceEvent[]): number {
  const marks = events.filter((e) => e.name === FRAME_MARK && e.ph !== 'M').map((m) => m.ts).sort((a, b) => a - b);
  if (marks.length < 2) throw new Error(`the trace has ${marks.length} frame marks; expected one per frame`);
  const renderer = events.find((e) => e.name === FRAME_MARK && e.ph !== 'M')!.pid;
  const gpu = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && (e.args?.name === 'CrGpuMain' || e.args?.name === 'VizCompositorThread'))?.pid;
  const [from, to] = [marks[0], marks[marks.length - 1]];
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || !(e.dur && e.dur > 0) || (e.pid !== renderer && e.pid !== gpu)) continue;
    if (e.ts >= to || e.ts + e.dur <= from) continue;
    const key = `${e.pid}:${e.tid}`;
    const list = byThread.get(key);
    if (list) list.push(e);
    else byThread.set(key, [e]);
  }
  let us = 0;
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let end = -Infinity;
    for (const e of list) {
      const dur = e.dur as number;
      if (e.ts < end) continue; // nested in the previous outermost slice
      end = e.ts + dur;
      const overlap = Math.min(to, e.ts + dur) - Math.max(from, e.ts);
      us += ((e.tdur ?? dur) * overlap) / dur;
    }
  }
  return us / 1000 / (marks.length - 1);
}
