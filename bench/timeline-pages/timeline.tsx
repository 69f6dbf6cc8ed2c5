/**
 * Benchmark page: `?n=<spans>&mode=app|plain`. `app` renders Switchboard's SpanTimeline (in a
 * dock-sized box) fed with a generated trace; `plain` renders the same rows as a plain,
 * non-virtualised list (the baseline). `window.__bench` runs the measurements; every animation
 * frame is marked (FRAME_MARK) so the benchmark can read each frame's CPU time from a trace.
 */
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { RunEvent, SpanData, SpanRecord } from '../../src/engine/events.ts';
import { endedSpans } from '../../src/engine/spans.ts';
import { SpanTimeline } from '../../src/features/trace/index.tsx';
import { useRunSession } from '../../src/store/runSession.ts';
import '../../src/app/theme.css';
import '../../src/ui/ui.css';
import { FRAME_MARK } from '../support/frameCpu.ts';

const params = new URLSearchParams(location.search);
const n = Number(params.get('n') ?? '1000');
const mode = params.get('mode') ?? 'app';

/** A trace of `count` spans: agent spans of 10, each with generations, tools and a handoff. */
function generate(count: number): RunEvent[] {
  const events: RunEvent[] = [];
  const t0 = Date.parse('2026-01-01T00:00:00Z');
  let seq = 0;
  let clock = 0;
  const iso = (ms: number) => new Date(t0 + ms).toISOString();
  const span = (id: string, parent: string | null, data: SpanData, start: number, end: number | null): SpanRecord => ({
    object: 'trace.span', id, trace_id: 'trace_bench', parent_id: parent, started_at: iso(start), ended_at: end === null ? null : iso(end), span_data: data, error: null,
  });
  const push = (type: 'span_start' | 'span_end', s: SpanRecord) =>
    events.push(type === 'span_start' ? { type, span: s, seq: seq++, t: clock, spanId: s.id } : { type, endedAt: s.ended_at!, data: null, error: null, seq: seq++, t: clock, spanId: s.id });
  let made = 0;
  let agentIndex = 0;
  while (made < count) {
    const agentId = `span_a${agentIndex}`;
    const agentStart = clock;
    const agent: SpanData = { type: 'agent', name: `Agent ${agentIndex % 7}`, handoffs: [], tools: [], output_type: 'text' };
    push('span_start', span(agentId, null, agent, agentStart, null));
    made++;
    for (let c = 0; c < 9 && made < count; c++, made++) {
      const id = `span_${agentIndex}_${c}`;
      const kind = c % 3;
      const data: SpanData =
        kind === 0
          ? { type: 'generation', input: [], output: [], model: 'gpt-4.1-mini', model_config: {}, usage: {} }
          : kind === 1
            ? { type: 'function', name: `tool_${c}`, input: '{"q":1}', output: 'ok' }
            : { type: 'handoff', from_agent: 'A', to_agent: 'B' };
      const start = clock;
      clock += 5 + ((agentIndex * 7 + c * 13) % 40);
      push('span_start', span(id, agentId, data, start, null));
      push('span_end', span(id, agentId, data, start, clock));
    }
    push('span_end', span(agentId, null, agent, agentStart, clock));
    agentIndex++;
  }
  return events;
}

function PlainList({ events }: { events: RunEvent[] }) {
  const spans = endedSpans(events);
  const t0 = Date.parse(spans[0]?.started_at ?? '0');
  return (
    <div className="plain-scroll" style={{ overflow: 'auto', height: '100%', fontFamily: 'system-ui', fontSize: 12 }}>
      {spans.map((s) => (
        <div key={s.id} style={{ position: 'relative', height: 24, display: 'flex', alignItems: 'center' }}>
          <span style={{ width: 200, overflow: 'hidden', whiteSpace: 'nowrap' }}>{s.span_data.type}</span>
          <span style={{ position: 'absolute', left: 200 + (Date.parse(s.started_at) - t0) / 50, width: 40, height: 12, background: '#4f46e5' }} />
        </div>
      ))}
    </div>
  );
}

const events = generate(n);
const root = createRoot(document.getElementById('root') as HTMLElement);
const nextFrame = () =>
  new Promise<number>((r) =>
    requestAnimationFrame((t) => {
      performance.mark(FRAME_MARK);
      r(t);
    }),
  );
/** A frame that is not measured (setting up): no mark, so it is not counted as a frame of the interaction. */
const settle = () => new Promise<number>((r) => requestAnimationFrame(r));
/** More of the same run than `n` spans, for live growth past them. */
const LIVE_EXTRA_SPANS = 2000;
const more = generate(n + LIVE_EXTRA_SPANS);

async function render(): Promise<number> {
  const start = performance.now();
  if (mode === 'app') {
    flushSync(() => root.render(<SpanTimeline />));
    flushSync(() => useRunSession.setState((s) => ({ events, generation: s.generation + 1 })));
  } else {
    flushSync(() => root.render(<PlainList events={events} />));
  }
  await nextFrame();
  await nextFrame();
  return performance.now() - start;
}

/** A live run: the trace arrives in `batches` appends, one per frame; returns each frame's time. */
async function grow(batches: number): Promise<number[]> {
  if (mode !== 'app') return [];
  flushSync(() => root.render(<SpanTimeline />));
  // the session's phase while a trace arrives live (a run; a replay playing is the same to the timeline)
  flushSync(() => useRunSession.setState({ phase: 'running' }));
  const times: number[] = [];
  let last = await nextFrame();
  for (let b = 1; b <= batches; b++) {
    const upTo = Math.round((events.length * b) / batches);
    useRunSession.setState({ events: events.slice(0, upTo) });
    const t = await nextFrame();
    times.push(t - last);
    last = t;
  }
  return times;
}

/**
 * A live run at `n` spans: the trace so far is shown, then `perFrame` more events arrive each
 * frame (appended the way the run session appends a frame's batch) for `frames` frames.
 */
async function live(frames: number, perFrame: number): Promise<number[]> {
  if (mode !== 'app') return [];
  // the first events.length events of the longer run: about n spans, the last agent still open
  let shown = events.length;
  flushSync(() => root.render(<SpanTimeline />));
  flushSync(() => useRunSession.setState((s) => ({ phase: 'running', events: more.slice(0, shown), generation: s.generation + 1 })));
  await settle();
  await settle();
  const times: number[] = [];
  let last = await nextFrame();
  for (let f = 0; f < frames; f++) {
    const batch = more.slice(shown, shown + perFrame);
    shown += batch.length;
    useRunSession.setState((s) => ({ events: s.events.concat(batch) }));
    const t = await nextFrame();
    times.push(t - last);
    last = t;
  }
  return times;
}

async function scroll(frames: number): Promise<number[]> {
  const el = document.querySelector<HTMLElement>(mode === 'app' ? '[data-testid="timeline-scroll"]' : '.plain-scroll');
  if (!el) throw new Error('no scroller');
  // from the top: the timeline opens following the end of the trace, where there is nothing below to scroll to
  el.scrollTop = 0;
  await settle();
  await settle();
  const times: number[] = [];
  let last = await nextFrame();
  for (let i = 0; i < frames; i++) {
    el.scrollTop += 96;
    const t = await nextFrame();
    times.push(t - last);
    last = t;
  }
  return times;
}

(window as unknown as { __bench: unknown }).__bench = { render, scroll, grow, live, rows: () => document.querySelectorAll(mode === 'app' ? '[data-testid="span-row"]' : '.plain-scroll > div').length };
