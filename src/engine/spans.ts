/**
 * Span records from the event stream. A span_start carries the span's record as it started; its
 * span_end carries only the end time and what changed (events.ts). These put the two together.
 */
import type { RunEvent, RunEventOf, SpanRecord } from './events.ts';

export type SpanEnd = Pick<RunEventOf<'span_end'>, 'endedAt' | 'data' | 'error'>;

/** The record of a span that started as `start` and ended with `end`. */
export function endedSpan(start: SpanRecord, end: SpanEnd): SpanRecord {
  return {
    object: 'trace.span',
    id: start.id,
    trace_id: start.trace_id,
    parent_id: start.parent_id,
    started_at: start.started_at,
    ended_at: end.endedAt,
    span_data: end.data ?? start.span_data,
    error: end.error,
  };
}

/**
 * Every span of `events` as it stands after them (ended, or still open with ended_at null), by id
 * in start order. A span_end without its span_start (events cut from the list) is skipped.
 */
export function spanRecords(events: Iterable<RunEvent>): Map<string, SpanRecord> {
  const byId = new Map<string, SpanRecord>();
  for (const event of events) {
    if (event.type === 'span_start') byId.set(event.span.id, event.span);
    else if (event.type === 'span_end' && event.spanId !== null) {
      const start = byId.get(event.spanId);
      if (start) byId.set(event.spanId, endedSpan(start, event));
    }
  }
  return byId;
}

/** The spans that ended in `events`, in end order (what the SDK's processors see at onSpanEnd). */
export function endedSpans(events: Iterable<RunEvent>): SpanRecord[] {
  const started = new Map<string, SpanRecord>();
  const out: SpanRecord[] = [];
  for (const event of events) {
    if (event.type === 'span_start') started.set(event.span.id, event.span);
    else if (event.type === 'span_end' && event.spanId !== null) {
      const start = started.get(event.spanId);
      if (start) out.push(endedSpan(start, event));
    }
  }
  return out;
}
