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

/** Milliseconds of main-thread CPU in each interval between consecutive frame marks. */
export function frameCpu(events: readonly TraceEvent[]): number[] {
  const marks = events.filter((e) => e.name === FRAME_MARK && e.ph !== 'M');
  if (marks.length < 2) throw new Error(`the trace has ${marks.length} frame marks; expected one per frame`);
  const { pid } = marks[0];
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('the trace names no renderer main thread for the marked page');
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === main.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts);
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
