/**
 * Trace export from a run's events: the SDK's JSON (`{ trace, spans }`, the records exactly as
 * `Trace.toJSON()` / `Span.toJSON()` give them). OTLP in the OpenTelemetry GenAI conventions is
 * src/export/otel.
 */
import type { RunEvent, SpanRecord, TraceRecord } from '../events.ts';
import { DEFAULT_WORKFLOW_NAME } from './tracer.ts';

export interface TraceExport {
  trace: TraceRecord;
  spans: SpanRecord[];
}

/** The trace of a recorded run; spans in start order, each in its latest state. */
export function exportTrace(events: readonly RunEvent[], workflowName = DEFAULT_WORKFLOW_NAME): TraceExport {
  const start = events.find((e) => e.type === 'run_start');
  const traceId = start?.type === 'run_start' ? start.traceId : (events.find((e) => e.type === 'span_start') as { span?: SpanRecord } | undefined)?.span?.trace_id ?? '';
  const byId = new Map<string, SpanRecord>();
  for (const event of events) {
    if (event.type === 'span_start' || event.type === 'span_end') byId.set(event.span.id, event.span);
  }
  return {
    trace: { object: 'trace', id: traceId, workflow_name: workflowName, group_id: null, metadata: {} },
    spans: [...byId.values()],
  };
}
