/**
 * Tracing on the Agents SDK span model (docs/SEMANTICS.md §3): a trace, spans with `span_` ids, ISO
 * start/end times, `span_data` and `error` as the SDK exports them. Every start and end is
 * emitted as a span_start / span_end event, so the recording holds the whole trace: the start
 * with the span's record, the end with only what the record lacks (events.ts).
 */
import type { JsonValue } from '../json.ts';
import { jsonEqual } from './contextStore.ts';
import type { RunEventBody, SpanData, SpanError, SpanRecord, TraceRecord } from '../events.ts';

export const DEFAULT_WORKFLOW_NAME = 'Agent workflow';

export interface Span {
  readonly id: string;
  /** Replaces fields of span_data (e.g. handoff.to_agent once known, usage at the end). */
  update(patch: Partial<SpanData>): void;
  /** Replaces span_data with `data` (a fresh literal the caller built). */
  replaceData(data: SpanData): void;
  setError(error: SpanError): void;
  readonly error: SpanError | null;
  /** Ends the span (idempotent) and emits span_end. */
  end(): void;
  readonly ended: boolean;
}

export interface TracerDeps {
  traceId: string;
  spanId: () => string;
  now: () => number;
  emit: (body: RunEventBody, spanId: string | null) => void;
}

export class Tracer {
  readonly trace: TraceRecord;
  private readonly deps: TracerDeps;
  private readonly open = new Map<string, Span>();
  private lastTime = { ms: Number.NaN, iso: '' };

  constructor(deps: TracerDeps, workflowName = DEFAULT_WORKFLOW_NAME, metadata: Record<string, unknown> = {}) {
    this.deps = deps;
    this.trace = { object: 'trace', id: deps.traceId, workflow_name: workflowName, group_id: null, metadata };
  }

  /** ISO time of `ms`; spans that start and end in the same millisecond share one string. */
  private iso(ms: number): string {
    if (ms !== this.lastTime.ms) this.lastTime = { ms, iso: new Date(ms).toISOString() };
    return this.lastTime.iso;
  }

  start(data: SpanData, parent: Span | string | null): Span {
    const { deps } = this;
    const iso = (ms: number) => this.iso(ms);
    // The span_start event keeps this record as the span started; it is never changed after.
    const record: SpanRecord = {
      object: 'trace.span',
      id: deps.spanId(),
      trace_id: deps.traceId,
      parent_id: parent === null ? null : typeof parent === 'string' ? parent : parent.id,
      started_at: iso(deps.now()),
      ended_at: null,
      // the caller's own object (a fresh literal): a spread copy of a bigger one costs a property array
      span_data: data,
      error: null,
    };
    const id = record.id;
    const open = this.open;
    let current = data;
    let error: SpanError | null = null;
    let ended = false;
    const span: Span = {
      id,
      update(patch) {
        current = patched(current, patch);
      },
      replaceData(next) {
        current = next;
      },
      setError(next) {
        error = next;
      },
      get error() {
        return error;
      },
      end() {
        if (ended) return;
        ended = true;
        open.delete(id);
        // only what the start record lacks (events.ts span_end): data updated to equal values is not repeated
        const changed = current !== data && !jsonEqual(current as unknown as JsonValue, data as unknown as JsonValue);
        deps.emit({ type: 'span_end', endedAt: iso(deps.now()), data: changed ? current : null, error: error === null ? null : { ...error } }, id);
      },
      get ended() {
        return ended;
      },
    };
    open.set(id, span);
    deps.emit({ type: 'span_start', span: record }, id);
    return span;
  }

  /** Ends every span still open, innermost first (a stopped or failed run). */
  endAll(error?: SpanError): void {
    for (const span of [...this.open.values()].reverse()) {
      if (error && span.error === null) span.setError(error);
      span.end();
    }
  }
}

/**
 * `{ ...data, ...patch }` rebuilt as a literal of its type: a spread copy of more than three fields
 * spills into a separate property array (about 40 bytes more, kept by every span_end of a run).
 * Optional fields stay absent when neither side has them, as in the spread.
 */
export function patched(data: SpanData, patch: Partial<SpanData>): SpanData {
  const next = { ...data, ...patch } as SpanData;
  switch (next.type) {
    case 'agent':
      return { type: 'agent', name: next.name, handoffs: next.handoffs, tools: next.tools, output_type: next.output_type };
    case 'generation':
      // optional fields (input, notices): the spread's shape, as rare as they are
      if ('input' in next || 'notices' in next) return next;
      return { type: 'generation', output: next.output, model: next.model, model_config: next.model_config, usage: next.usage };
    case 'function':
      return 'mcp_data' in next
        ? { type: 'function', name: next.name, input: next.input, output: next.output, mcp_data: next.mcp_data }
        : { type: 'function', name: next.name, input: next.input, output: next.output };
    case 'handoff':
      // a handoff span starts without to_agent (set once the target is known)
      return 'to_agent' in next ? { type: 'handoff', from_agent: next.from_agent, to_agent: next.to_agent } : ({ type: 'handoff', from_agent: (next as { from_agent: string }).from_agent } as SpanData);
    case 'custom':
      return { type: 'custom', name: next.name, data: next.data };
    default:
      return next;
  }
}
