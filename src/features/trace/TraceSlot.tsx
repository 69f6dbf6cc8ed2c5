/**
 * The trace panel's place in the dock. The span timeline (virtualiser, trace model, details, about
 * 14 KiB gz) loads with the conversation's first event, not with the dock: until then this shows
 * the timeline's empty state, which is all the timeline would show (issue 11: first paint).
 */
import { lazy, Suspense, useState } from 'react';
import { useRunSession } from '../../store/runSession.ts';
import './trace.css';

const SpanTimeline = lazy(() => import('./index.tsx').then((m) => ({ default: m.SpanTimeline })));
// the Trace menu (import a trace, collector settings) is there before any run: it is how a trace
// gets in; its small chunk loads with the dock, not on first paint
const TraceMenu = lazy(() => import('./TraceMenu.tsx').then((m) => ({ default: m.TraceMenu })));

/** Loads the timeline ahead of need (the composer warms it with the engine). */
export function prefetchTimeline(): void {
  void import('./index.tsx');
}

export function TraceSlot() {
  const hasEvents = useRunSession((s) => s.events.length > 0 || s.replay !== null);
  // once loaded it stays: a reset that empties the run does not swap the panel back
  const [loaded, setLoaded] = useState(false);
  if (hasEvents && !loaded) setLoaded(true);
  if (!hasEvents && !loaded) return <EmptyTimeline />;
  return (
    <Suspense fallback={<EmptyTimeline busy />}>
      <SpanTimeline />
    </Suspense>
  );
}

/** The timeline with no spans: its title, a count of none, the axis label and what will appear. */
function EmptyTimeline({ busy = false }: { busy?: boolean }) {
  return (
    <div className="sb-tr" data-testid="timeline" data-span-count={0} aria-busy={busy || undefined}>
      <header className="sb-tr-header">
        <h2 className="sb-tr-header__title">Trace</h2>
        <span className="sb-tr-totals" data-testid="trace-totals">
          0 spans
        </span>
        <div className="sb-tr-header__spacer" />
        <Suspense
          fallback={
            <div className="sb-menu sb-tr-menu">
              <button type="button" className="sb-btn sb-btn--ghost sb-btn--md sb-menu__trigger" disabled>
                Trace
              </button>
            </div>
          }
        >
          <TraceMenu hasSpans={false} />
        </Suspense>
      </header>
      <div className="sb-tr-body">
        <div className="sb-tr-scroll" data-testid="timeline-scroll" tabIndex={0} aria-label="Span waterfall">
          <div className="sb-tr-axis" style={{ height: 24 }}>
            <div className="sb-tr-axis__label">Span</div>
          </div>
          <p className="sb-tr-empty">Spans appear here as the run goes: agents, model calls, tools, handoffs and guardrails.</p>
        </div>
      </div>
    </div>
  );
}
