/**
 * Trace export from a run's events: the SDK's JSON (`{ trace, spans }`, the records exactly as
 * `Trace.toJSON()` / `Span.toJSON()` give them) and OTLP/JSON for OpenTelemetry tools.
 */
import type { RunEvent, SpanRecord, TraceRecord } from '../events.ts';
import { DEFAULT_WORKFLOW_NAME } from './tracer.ts';
import { requestInputs } from '../requestInput.ts';

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
  const byId = new Map<string, SpanRecord>();
  for (const event of events) {
    if (event.type === 'span_start' || event.type === 'span_end') byId.set(event.span.id, event.span);
  }
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

/* ------------------------------------------ OTLP/JSON ------------------------------------------ */

type OtlpValue = { stringValue: string } | { boolValue: boolean } | { intValue: string } | { doubleValue: number };
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}

export interface OtlpExport {
  resourceSpans: Array<{
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: Array<{
      scope: { name: string; version: string };
      spans: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        startTimeUnixNano: string;
        endTimeUnixNano: string;
        attributes: OtlpAttribute[];
        status: { code: number; message?: string };
      }>;
    }>;
  }>;
}

/**
 * OTLP/JSON (the body of POST /v1/traces). Ids are the hex part of the SDK ids (32 hex for the
 * trace; the span's 24 hex cut to the 16 OTLP wants). Span data goes into `openai.agents.*`
 * attributes, objects as JSON strings.
 */
export function toOtlpJson(exported: TraceExport, serviceName = 'switchboard'): OtlpExport {
  const traceHex = exported.trace.id.replace(/^trace_/, '');
  const spanHex = (id: string) => id.replace(/^span_/, '').slice(0, 16).padStart(16, '0');
  const spans = exported.spans.map((span) => {
    const data = span.span_data as Record<string, unknown>;
    const attributes: OtlpAttribute[] = [];
    for (const [key, value] of Object.entries(data)) attributes.push({ key: `openai.agents.span_data.${key}`, value: otlpValue(value) });
    if (span.error) attributes.push({ key: 'openai.agents.error', value: { stringValue: JSON.stringify(span.error) } });
    const out: OtlpExport['resourceSpans'][number]['scopeSpans'][number]['spans'][number] = {
      traceId: traceHex,
      spanId: spanHex(span.id),
      name: spanName(span),
      kind: 1,
      startTimeUnixNano: isoToNanos(span.started_at),
      endTimeUnixNano: isoToNanos(span.ended_at ?? span.started_at),
      attributes,
      status: span.error ? { code: 2, message: span.error.message } : { code: 0 },
    };
    if (span.parent_id) out.parentSpanId = spanHex(span.parent_id);
    return out;
  });
  return {
    resourceSpans: [
      {
        resource: {
          attributes: [
            { key: 'service.name', value: { stringValue: serviceName } },
            { key: 'openai.agents.workflow_name', value: { stringValue: exported.trace.workflow_name } },
          ],
        },
        scopeSpans: [{ scope: { name: 'switchboard.engine', version: '1' }, spans }],
      },
    ],
  };
}

function spanName(span: SpanRecord): string {
  const d = span.span_data;
  switch (d.type) {
    case 'agent':
    case 'function':
    case 'guardrail':
      return `${d.type} ${d.name}`;
    case 'handoff':
      return `handoff ${d.from_agent} -> ${d.to_agent ?? '?'}`;
    case 'custom':
      return typeof d.data.sdk_span_type === 'string' ? String(d.data.sdk_span_type) : d.name;
    default:
      return d.type;
  }
}

function otlpValue(value: unknown): OtlpValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { intValue: String(value) } : { doubleValue: value };
  return { stringValue: JSON.stringify(value) ?? 'null' };
}

function isoToNanos(iso: string): string {
  const ms = Date.parse(iso);
  return `${BigInt(Number.isNaN(ms) ? 0 : ms) * 1_000_000n}`;
}
