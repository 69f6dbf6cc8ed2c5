/**
 * The span timeline: a waterfall of the trace (agent spans containing generation, function,
 * handoff and guardrail spans) with a time axis, zoom (buttons or Ctrl+wheel) and scroll, growing
 * live. Rows are virtualised so 10,000 spans stay smooth. Selecting a span highlights its agent or
 * edge on the canvas and its message in the chat, and shows its details.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { selectSpan, useRunSession } from '../../store/runSession.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { agentColor } from '../../ui/agentColor.ts';
import { IconButton } from '../../ui/index.ts';
import { SpanDetails } from './SpanDetails.tsx';
import { TraceMenu } from './TraceMenu.tsx';
import { fittedSpan, formatMs, tickStep } from './timeScale.ts';
import { updateRows, type RowList } from './rowList.ts';
import { rowWindow } from './rowWindow.ts';
import { spanLabel, spanWaits, waitedMs, type SpanNode, type TraceModel } from './traceModel.ts';
import { useTraceModel } from './useTraceModel.ts';
import './trace.css';

const ROW_H = 24;
const AXIS_H = 24;
const LABEL_W = 200;
const INDENT = 14;
const MIN_PX_PER_MS = 0.0005;
const MAX_PX_PER_MS = 50;
const LABEL_ROOM = 64;
const WAIT_LABEL_ROOM = 176;
/** below this width the header keeps the numbers, not the title (the chat header does the same) */
const NARROW_PX = 520;
const OVERSCAN = 12;

export function SpanTimeline() {
  const { model, version } = useTraceModel();
  const selectedSpanId = useRunSession((s) => s.selectedSpanId);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [zoom, setZoom] = useState<number | null>(null); // null: fit to width
  const [width, setWidth] = useState(600);
  const [narrow, setNarrow] = useState(false);
  const [viewHeight, setViewHeight] = useState(0);
  // the first row in view, or -1 while following a live run at the end (re-renders only when it changes)
  const [firstRow, setFirstRow] = useState(-1);
  const atEnd = firstRow < 0;
  const box = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // a run, or a replay playing: the fitted scale is pinned in steps while the trace grows
  const growing = useRunSession((s) => s.phase === 'running' || (s.phase === 'replay' && s.replay?.playing === true));

  // appended in place while a live run adds spans at the end (rowList.ts); `version` says when
  const rowList = useRef<RowList | null>(null);
  const rows = useMemo(() => (rowList.current = updateRows(rowList.current, model, collapsed)).rows, [model, version, collapsed]); // eslint-disable-line react-hooks/exhaustive-deps
  const rowCount = rows.length;
  const duration = Math.max(1, Number.isFinite(model.startMs) ? model.nowMs - model.startMs : 1);
  // room right of the bars for the duration label; "770 ms + 1.2 s waiting" needs more than "36 ms"
  const tail = model.waitsBySpan.size > 0 ? WAIT_LABEL_ROOM : LABEL_ROOM;
  // what the axis covers: the fitted span (pinned in steps while growing), or the trace when zoomed
  const extent = zoom === null ? fittedSpan(duration, growing) : duration;
  const fit = Math.max(MIN_PX_PER_MS, (width - LABEL_W - tail) / extent);
  const pxPerMs = zoom ?? fit;
  const contentWidth = LABEL_W + Math.ceil(extent * pxPerMs) + tail;

  // The widths come from a ResizeObserver, not a CSS container query: `container-type` on the
  // timeline made every live frame's layout about three times dearer (docs/PERFORMANCE.md).
  useLayoutEffect(() => {
    const el = scroller.current;
    const outer = box.current;
    if (!el || !outer) return;
    const measure = () => {
      setWidth(el.clientWidth);
      setViewHeight(el.clientHeight);
      setNarrow(outer.clientWidth <= NARROW_PX);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    observer.observe(outer);
    measure();
    return () => observer.disconnect();
  }, []);

  // follow a live run: while the reader is at the bottom, new spans stay in view
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atEnd) el.scrollTop = el.scrollHeight;
  }, [rowCount, atEnd]);
  const shown = rowWindow({ count: rowCount, scrollTop: firstRow * ROW_H, viewHeight, rowHeight: ROW_H, headerHeight: AXIS_H, overscan: OVERSCAN, atEnd });
  const shownRows: number[] = [];
  for (let i = shown.start; i < shown.end; i++) shownRows.push(i);

  // Ctrl/⌘ + wheel zooms around the pointer (React's wheel listener is passive, so attach our own)
  const zoomAt = useCallback(
    (factor: number, clientX?: number) => {
      const el = scroller.current;
      const current = zoom ?? fit;
      const next = Math.min(MAX_PX_PER_MS, Math.max(MIN_PX_PER_MS, current * factor));
      if (el) {
        const x = clientX === undefined ? el.clientWidth / 2 : clientX - el.getBoundingClientRect().left;
        const msAtPointer = (el.scrollLeft + x - LABEL_W) / current;
        requestAnimationFrame(() => {
          el.scrollLeft = Math.max(0, msAtPointer * next + LABEL_W - x);
        });
      }
      setZoom(next);
    },
    [zoom, fit],
  );
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      zoomAt(e.deltaY < 0 ? 1.25 : 0.8, e.clientX);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  const select = useCallback(
    (id: string) => {
      const node = model.nodes.get(id);
      if (!node) return;
      if (useRunSession.getState().selectedSpanId === id) {
        selectSpan(null, null);
        return;
      }
      const target = node.span.span_data.type === 'handoff' && node.edgeId ? { edgeId: node.edgeId } : node.agentId ? { agentId: node.agentId } : null;
      selectSpan(id, target);
    },
    [model],
  );

  const toggle = useCallback((id: string) => {
    setCollapsed((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const selected = selectedSpanId ? model.nodes.get(selectedSpanId) : undefined;
  const step = tickStep(pxPerMs);
  const ticks: number[] = [];
  for (let ms = 0; ms <= extent && ticks.length < 2000; ms += step) ticks.push(ms);

  return (
    <div ref={box} className="sb-tr" data-testid="timeline" data-span-count={model.nodes.size} data-narrow={narrow || undefined}>
      <header className="sb-tr-header">
        <h2 className="sb-tr-header__title">Trace</h2>
        <span className="sb-tr-totals" data-testid="trace-totals">
          {model.nodes.size} span{model.nodes.size === 1 ? '' : 's'}
          {model.nodes.size > 0 && (
            <>
              {' · '}
              {formatMs(duration)}
              {' · '}
              <span title={`${model.inputTokens} in, ${model.outputTokens} out`}>{model.totalTokens.toLocaleString()} tokens</span>
            </>
          )}
        </span>
        <div className="sb-tr-header__spacer" />
        <button type="button" className="sb-iconbtn sb-tr-zoom" aria-label="Zoom out" title="Zoom out (Ctrl+wheel)" onClick={() => zoomAt(0.5)} data-testid="zoom-out">
          −
        </button>
        <button type="button" className="sb-iconbtn sb-tr-zoom" aria-label="Zoom in" title="Zoom in (Ctrl+wheel)" onClick={() => zoomAt(2)} data-testid="zoom-in">
          +
        </button>
        <IconButton icon="fit" label="Fit to width" pressed={zoom === null} onClick={() => setZoom(null)} data-testid="zoom-fit" />
        <TraceMenu hasSpans={model.nodes.size > 0} />
      </header>
      <div className="sb-tr-body">
        <div
          ref={scroller}
          className="sb-tr-scroll"
          data-testid="timeline-scroll"
          tabIndex={0}
          aria-label="Span waterfall"
          onScroll={(e) => {
            const el = e.currentTarget;
            const follow = el.scrollHeight - el.scrollTop - el.clientHeight < ROW_H * 2;
            setFirstRow(follow ? -1 : Math.floor(el.scrollTop / ROW_H));
          }}
        >
          <div style={{ width: contentWidth, minWidth: '100%' }}>
            <div className="sb-tr-axis" style={{ height: AXIS_H }}>
              <div className="sb-tr-axis__label">Span</div>
              {ticks.map((ms) => (
                <span key={ms} className="sb-tr-tick" style={{ left: LABEL_W + ms * pxPerMs }}>
                  {formatMs(ms)}
                </span>
              ))}
            </div>
            {model.nodes.size === 0 ? (
              <p className="sb-tr-empty">Spans appear here as the run goes: agents, model calls, tools, handoffs and guardrails.</p>
            ) : (
              <div className="sb-tr-rows" style={{ height: rowCount * ROW_H }}>
                {shownRows.map((index) => {
                  const row = rows[index];
                  const node = model.nodes.get(row.id);
                  if (!node) return null;
                  // primitives only: a closed span's row keeps its props, and skips rendering, while the run grows
                  return (
                    <SpanRowView
                      key={row.id}
                      id={row.id}
                      depth={row.depth}
                      hasChildren={row.hasChildren}
                      node={node}
                      model={model}
                      rev={node.rev}
                      end={node.endMs ?? model.nowMs}
                      top={index * ROW_H}
                      t0={model.startMs}
                      pxPerMs={pxPerMs}
                      selected={row.id === selectedSpanId}
                      collapsed={collapsed.has(row.id)}
                      onSelect={select}
                      onToggle={toggle}
                    />
                  );
                })}
              </div>
            )}
          </div>
        </div>
        {selected && <SpanDetails node={selected} model={model} onClose={() => selectSpan(null, null)} />}
      </div>
    </div>
  );
}

const WAIT_LABEL: Record<string, string> = { approval: 'Waiting for an approval', pause: 'Paused (step or breakpoint)', play: 'A person playing the model' };

/**
 * One span's row. `node` and `model` are mutable (the trace folds in place): `rev` says when the
 * span itself changed, `end` when an open span grew; every other prop is a primitive, so a row whose
 * span, position and scale are unchanged is not rendered again.
 */
const SpanRowView = memo(function SpanRowView({
  id,
  depth,
  hasChildren,
  node,
  model,
  end,
  top,
  t0,
  pxPerMs,
  selected,
  collapsed,
  onSelect,
  onToggle,
}: {
  id: string;
  depth: number;
  hasChildren: boolean;
  node: SpanNode;
  /** read for the span's waits */
  model: TraceModel;
  rev: number;
  /** where the bar ends: the span's end, or "now" while it is open */
  end: number;
  top: number;
  t0: number;
  pxPerMs: number;
  selected: boolean;
  collapsed: boolean;
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
}) {
  const type = node.span.span_data.type;
  const color = useAgentColor(node.agentId);
  const left = LABEL_W + (node.startMs - t0) * pxPerMs;
  const dur = Math.max(0, end - node.startMs);
  const width = Math.max(2, dur * pxPerMs);
  // time waiting for a person is a marked gap, and not counted as the span's work
  const waits = spanWaits(model, node);
  const waited = waits.length ? waitedMs(model, node) : 0;
  const active = dur - waited;
  const label = waited > 0 ? `${formatMs(active)} + ${formatMs(waited)} waiting` : formatMs(dur);
  const tripped = type === 'guardrail' && node.span.span_data.type === 'guardrail' && node.span.span_data.triggered;
  return (
    <div
      className="sb-tr-row"
      style={{ transform: `translateY(${top}px)`, height: ROW_H }}
      data-testid="span-row"
      data-span-id={id}
      data-span-type={type}
      data-selected={selected}
      data-open={node.endMs === null}
      data-error={node.span.error ? 'true' : undefined}
      aria-selected={selected}
      role="row"
      onClick={() => onSelect(id)}
    >
      <div className="sb-tr-label" style={{ width: LABEL_W, paddingLeft: 6 + depth * INDENT }}>
        {hasChildren ? (
          <button
            type="button"
            className="sb-tr-caret"
            aria-label={collapsed ? 'Expand' : 'Collapse'}
            aria-expanded={!collapsed}
            onClick={(e) => {
              e.stopPropagation();
              onToggle(id);
            }}
          >
            {collapsed ? '▸' : '▾'}
          </button>
        ) : (
          <span className="sb-tr-caret sb-tr-caret--none" />
        )}
        <span className="sb-tr-type" data-type={type} style={{ ['--agent' as string]: color }} aria-hidden="true" />
        <span className="sb-tr-name">{spanLabel(node.span)}</span>
      </div>
      <div
        className="sb-tr-bar"
        data-type={type}
        data-tripped={tripped || undefined}
        style={{ left, width, ['--agent' as string]: color }}
        title={`${spanLabel(node.span)} · ${label}`}
      >
        {waits.map((w) => (
          <span
            key={`${w.kind}${w.startMs}`}
            className="sb-tr-wait"
            data-testid="span-wait"
            data-kind={w.kind}
            style={{ left: (w.startMs - node.startMs) * pxPerMs, width: Math.max(2, (w.endMs - w.startMs) * pxPerMs) }}
            title={`${WAIT_LABEL[w.kind]} · ${formatMs(w.endMs - w.startMs)}`}
          />
        ))}
      </div>
      <span className="sb-tr-dur" style={{ left: left + width + 4 }} data-testid="span-duration">
        {label}
      </span>
    </div>
  );
});

function useAgentColor(agentId: string | null): string {
  const color = useDocumentStore((s) => (agentId ? (s.graph.agents.find((a) => a.id === agentId)?.color ?? null) : null));
  return agentId ? agentColor(agentId, color) : 'var(--sb-text-faint)';
}

export type { TraceModel };
