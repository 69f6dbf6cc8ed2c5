/**
 * OTLP for GenAI spans, done by the official OpenTelemetry JS packages: the spans become SDK
 * ReadableSpans, @opentelemetry/otlp-transformer writes OTLP/JSON (the same bytes a collector
 * receives), and @opentelemetry/exporter-trace-otlp-http sends them (fetch in the browser, node:http
 * in the CLI; the package picks by platform). Headers are the caller's secrets: they are passed to
 * the exporter and never written anywhere else.
 */
import { SpanKind, SpanStatusCode, TraceFlags, type HrTime } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { GENAI_SCHEMA_URL, type GenAiSpan } from './genAiSpans.ts';

export const INSTRUMENTATION_SCOPE = { name: 'switchboard', version: '1', schemaUrl: GENAI_SCHEMA_URL };

function hrTime(ms: number): HrTime {
  const seconds = Math.floor(ms / 1000);
  return [seconds, Math.round((ms - seconds * 1000) * 1e6)];
}

/** GenAI spans as the OpenTelemetry SDK's ReadableSpans (what its exporters take). */
export function toReadableSpans(spans: readonly GenAiSpan[], serviceName = 'switchboard'): ReadableSpan[] {
  const resource = resourceFromAttributes({ 'service.name': serviceName });
  return spans.map((span) => {
    const context = { traceId: span.traceId, spanId: span.spanId, traceFlags: TraceFlags.SAMPLED };
    return {
      name: span.name,
      kind: span.kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL,
      spanContext: () => context,
      parentSpanContext: span.parentSpanId ? { traceId: span.traceId, spanId: span.parentSpanId, traceFlags: TraceFlags.SAMPLED } : undefined,
      startTime: hrTime(span.startMs),
      endTime: hrTime(span.endMs),
      duration: hrTime(Math.max(0, span.endMs - span.startMs)),
      status: span.status.code === 'error' ? { code: SpanStatusCode.ERROR, message: span.status.message } : { code: span.status.code === 'ok' ? SpanStatusCode.OK : SpanStatusCode.UNSET },
      attributes: { ...span.attributes },
      links: [],
      events: [],
      ended: true,
      resource,
      instrumentationScope: INSTRUMENTATION_SCOPE,
      droppedAttributesCount: 0,
      droppedEventsCount: 0,
      droppedLinksCount: 0,
    };
  });
}

/** OTLP/JSON (an ExportTraceServiceRequest, the body of POST /v1/traces), as text. */
export function toOtlpJsonText(spans: readonly GenAiSpan[], serviceName?: string): string {
  const bytes = JsonTraceSerializer.serializeRequest(toReadableSpans(spans, serviceName));
  if (!bytes) throw new Error('The OTLP serializer produced nothing.');
  return new TextDecoder().decode(bytes);
}

export interface OtlpTarget {
  /** the full traces URL, e.g. http://127.0.0.1:4318/v1/traces */
  endpoint: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** Checks a collector endpoint: an http(s) URL. Returns the problem, or null. */
export function endpointProblem(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint.trim());
  } catch {
    return `"${endpoint}" is not a URL (e.g. http://127.0.0.1:4318/v1/traces).`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `The collector endpoint must be http or https, not ${url.protocol}`;
  if (url.username || url.password) return 'Put credentials in a header, not in the endpoint URL.';
  return null;
}

/** Parses `Name: value` / `Name=value` lines into headers; a bad line is an error that names it. */
export function parseHeaders(lines: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const at = line.search(/[:=]/);
    const name = at > 0 ? line.slice(0, at).trim() : '';
    // the message never repeats the line: a malformed header may be nothing but its secret
    if (at <= 0) throw new Error(`Header ${index + 1} is not "Name: value" (no ":" or "=").`);
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new Error(`Header ${index + 1} has a name that is not a valid HTTP header name.`);
    headers[name] = line.slice(at + 1).trim();
  });
  return headers;
}

/** Sends the spans to an OTLP/HTTP collector; rejects with the exporter's error. */
export async function sendOtlp(spans: readonly GenAiSpan[], target: OtlpTarget, serviceName?: string): Promise<void> {
  const problem = endpointProblem(target.endpoint);
  if (problem) throw new Error(problem);
  if (spans.length === 0) return;
  const exporter = new OTLPTraceExporter({ url: target.endpoint.trim(), headers: { ...target.headers }, timeoutMillis: target.timeoutMs ?? 10_000 });
  try {
    await new Promise<void>((resolve, reject) => {
      exporter.export(toReadableSpans(spans, serviceName), (result) => {
        if (result.code === 0) resolve();
        else reject(new Error(`The collector at ${target.endpoint.trim()} did not take the trace: ${result.error?.message ?? 'export failed'}`));
      });
    });
  } finally {
    await exporter.shutdown().catch(() => undefined);
  }
}
