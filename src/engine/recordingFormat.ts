/**
 * The recording file's name and version, and the lifts that bring older events to the current
 * shape, without the event schema (zod): stored recordings are lifted when read, and the
 * playground reads them on first paint (docs/PERFORMANCE.md). recordingSchema.ts checks files.
 */
import type { ProtocolItem } from '../models/items.ts';
import type { JsonValue } from './json.ts';
import { InputDeltaEncoder } from './requestInput.ts';
import { jsonEqual } from './kernel/contextStore.ts';

export const RECORDING_FORMAT = 'switchboard.recording';
export const RECORDING_VERSION = 3;

/**
 * Version 1 events kept each request's full input (on the model_request and on its generation
 * span); version 2 keeps a delta (src/engine/requestInput.ts). Events already in the version 2
 * shape pass through, so this also lifts recordings stored before the change (IndexedDB holds
 * events without a file version). Plain JSON in and out; anything unexpected is left for the
 * schema to report.
 */
export function liftFullInputEvents<T>(events: T[]): T[] {
  let encoder = new InputDeltaEncoder();
  let changed = false;
  const out = events.map((event): T => {
    if (typeof event !== 'object' || event === null) return event;
    const e = event as Record<string, unknown>;
    if (e.type === 'run_start') encoder = new InputDeltaEncoder();
    if (e.type === 'model_request' && isObject(e.request) && Array.isArray(e.request.input)) {
      const { input, ...request } = e.request;
      const spanId = typeof e.spanId === 'string' ? e.spanId : null;
      changed = true;
      return { ...e, request: { ...request, inputDelta: encoder.encode(spanId, String(e.agentId), input as ProtocolItem[]) } } as T;
    }
    if ((e.type === 'span_start' || e.type === 'span_end') && isObject(e.span) && isObject(e.span.span_data) && e.span.span_data.type === 'generation' && 'input' in e.span.span_data) {
      const { input: _input, ...data } = e.span.span_data;
      changed = true;
      return { ...e, span: { ...e.span, span_data: data } } as T;
    }
    return event;
  });
  return changed ? out : events;
}

/**
 * Version 2 span_end events carried the span's whole record; version 3 carries only what the
 * span_start's record lacks (events.ts: end time, span data, error), with the span named by the
 * event's spanId. Plain JSON in and out; events already in the version 3 shape pass through.
 */
export function liftSpanEndEvents<T>(events: T[]): T[] {
  let changed = false;
  const startData = new Map<unknown, unknown>();
  const out = events.map((event): T => {
    if (typeof event !== 'object' || event === null) return event;
    const e = event as Record<string, unknown>;
    if (e.type === 'span_start' && isObject(e.span)) startData.set(e.span.id, e.span.span_data);
    if (e.type !== 'span_end' || !isObject(e.span)) return event;
    const { span, ...rest } = e;
    changed = true;
    const unchanged = startData.has(span.id) && jsonEqual(startData.get(span.id) as JsonValue, span.span_data as JsonValue);
    return {
      ...rest,
      spanId: typeof e.spanId === 'string' ? e.spanId : span.id,
      endedAt: typeof span.ended_at === 'string' ? span.ended_at : span.started_at,
      data: unchanged ? null : span.span_data,
      error: span.error ?? null,
    } as T;
  });
  return changed ? out : events;
}

/** Events stored without a file version (IndexedDB) lifted to the current shape, as an old file would be. */
export function liftStoredEvents<T>(events: T[]): T[] {
  return liftSpanEndEvents(liftFullInputEvents(events));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
