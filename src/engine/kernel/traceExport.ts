/**
 * Trace export from a run's events: the SDK's JSON (`{ trace, spans }`, the records exactly as
 * `Trace.toJSON()` / `Span.toJSON()` give them). OTLP in the OpenTelemetry GenAI conventions is
 * src/export/otel.
 */
import type { RunEvent, SpanRecord, TraceRecord } from '../events.ts';
import { DEFAULT_WORKFLOW_NAME } from './tracer.ts';
import { requestInputs } from '../requestInput.ts';
import { spanRecords } from '../spans.ts';

export interface TraceExport {
  trace: TraceRecord;
  spans: SpanRecord[];
}

/**
 * The trace of a recorded run; spans in start order, each in its latest state. A generation span
 * gets its request's full input back (events keep it as a delta: src/engine/requestInput.ts).
 */
export function exportTrace(events: readonly RunEvent[], workflowName = DEFAULT_WORKFLOW_NAME): TraceExport {
  const start = events.find((e) => e.type === 'run_start');
  const traceId = start?.type === 'run_start' ? start.traceId : (events.find((e) => e.type === 'span_start') as { span?: SpanRecord } | undefined)?.span?.trace_id ?? '';
  const byId = spanRecords(events);
  const inputs = requestInputs(events);
  const spans = [...byId.values()].map((span): SpanRecord => {
    const data = span.span_data;
    if (data.type !== 'generation' || data.input !== undefined) return span;
    // keep the SDK's key order: input comes first
    const { type, ...rest } = data;
    return { ...span, span_data: { type, input: inputs.get(span.id) ?? null, ...rest } };
  });
  return {
    trace: { object: 'trace', id: traceId, workflow_name: workflowName, group_id: null, metadata: {} },
    spans,
  };
}
