/**
 * The run's event log: stamps every event with seq / t / spanId, keeps them all (the recording)
 * and serves any number of async iterators, each of which sees every event from the first one,
 * however late it started iterating.
 */
import type { RunEvent, RunEventBody } from '../events.ts';
import { LiveValues, decodeSegment, encodeSegment, type EncodedSegment } from './eventLogCodec.ts';

/**
 * `{ ...body, seq, t, spanId }`. The most frequent events (spans, items, streamed text and each
 * turn's own: most of a long run) are built as literals instead: V8 makes a spread copy with room for few fields and
 * puts the rest in a separate property array, about 40 bytes more per event (docs/PERFORMANCE.md,
 * "Engine memory").
 */
function stamp(body: RunEventBody, seq: number, t: number, spanId: string | null): RunEvent {
  switch (body.type) {
    case 'span_start':
      return { type: body.type, span: body.span, seq, t, spanId };
    case 'span_end':
      return { type: body.type, endedAt: body.endedAt, data: body.data, error: body.error, seq, t, spanId };
    case 'item':
      return { type: body.type, agentId: body.agentId, item: body.item, seq, t, spanId };
    case 'model_delta':
      return { type: body.type, agentId: body.agentId, delta: body.delta, seq, t, spanId };
    case 'model_request':
      return { type: body.type, agentId: body.agentId, turn: body.turn, request: body.request, seq, t, spanId };
    case 'model_response':
      return { type: body.type, agentId: body.agentId, output: body.output, usage: body.usage, providerData: body.providerData, seq, t, spanId };
    case 'handoffs_evaluated':
      return { type: body.type, agentId: body.agentId, enabled: body.enabled, disabled: body.disabled, seq, t, spanId };
    case 'agent_start':
      return { type: body.type, agentId: body.agentId, turn: body.turn, seq, t, spanId };
    case 'agent_end':
      return { type: body.type, agentId: body.agentId, output: body.output, seq, t, spanId };
    case 'tool_call_start':
      return { type: body.type, agentId: body.agentId, toolId: body.toolId, callId: body.callId, name: body.name, arguments: body.arguments, seq, t, spanId };
    case 'tool_call_end':
      // parts: only when the tool returned structured output (absent, not undefined, otherwise)
      return body.parts === undefined
        ? { type: body.type, agentId: body.agentId, toolId: body.toolId, callId: body.callId, name: body.name, output: body.output, error: body.error, durationMs: body.durationMs, seq, t, spanId }
        : { type: body.type, agentId: body.agentId, toolId: body.toolId, callId: body.callId, name: body.name, output: body.output, error: body.error, durationMs: body.durationMs, parts: body.parts, seq, t, spanId };
    case 'handoff_requested':
      return { type: body.type, fromAgentId: body.fromAgentId, toAgentId: body.toAgentId, handoffId: body.handoffId, callId: body.callId, toolName: body.toolName, arguments: body.arguments, seq, t, spanId };
    case 'handoff_taken':
      return { type: body.type, fromAgentId: body.fromAgentId, toAgentId: body.toAgentId, handoffId: body.handoffId, via: body.via, input: body.input, seq, t, spanId };
    default:
      return { ...body, seq, t, spanId } as RunEvent;
  }
}

/** Compile-time guard: a field added to one of those events must be added to stamp() too. */
type Body<T extends RunEventBody['type']> = Extract<RunEventBody, { type: T }>;
type OnlyKeys<T, K extends keyof T> = Exclude<keyof T, K> extends never ? true : false;
export type StampCoversEveryField = [
  OnlyKeys<Body<'span_start'>, 'type' | 'span'>,
  OnlyKeys<Body<'span_end'>, 'type' | 'endedAt' | 'data' | 'error'>,
  OnlyKeys<Body<'item'>, 'type' | 'agentId' | 'item'>,
  OnlyKeys<Body<'model_delta'>, 'type' | 'agentId' | 'delta'>,
  OnlyKeys<Body<'model_request'>, 'type' | 'agentId' | 'turn' | 'request'>,
  OnlyKeys<Body<'model_response'>, 'type' | 'agentId' | 'output' | 'usage' | 'providerData'>,
  OnlyKeys<Body<'handoffs_evaluated'>, 'type' | 'agentId' | 'enabled' | 'disabled'>,
  OnlyKeys<Body<'agent_start'>, 'type' | 'agentId' | 'turn'>,
  OnlyKeys<Body<'agent_end'>, 'type' | 'agentId' | 'output'>,
  OnlyKeys<Body<'tool_call_start'>, 'type' | 'agentId' | 'toolId' | 'callId' | 'name' | 'arguments'>,
  OnlyKeys<Body<'tool_call_end'>, 'type' | 'agentId' | 'toolId' | 'callId' | 'name' | 'output' | 'error' | 'durationMs' | 'parts'>,
  OnlyKeys<Body<'handoff_requested'>, 'type' | 'fromAgentId' | 'toAgentId' | 'handoffId' | 'callId' | 'toolName' | 'arguments'>,
  OnlyKeys<Body<'handoff_taken'>, 'type' | 'fromAgentId' | 'toAgentId' | 'handoffId' | 'via' | 'input'>,
] extends [true, true, true, true, true, true, true, true, true, true, true, true, true]
  ? true
  : never;
const stampCoversEveryField: StampCoversEveryField = true;
void stampCoversEveryField;

/**
 * Events per sealed segment: enough for each string of a segment (agent ids, model names, span
 * ids referred to by later events) to be written once for many events, few enough that reading one
 * event of a finished run decodes a small part of it.
 */
export const SEGMENT_EVENTS = 1024;

interface Sealed {
  readonly segment: EncodedSegment;
  /** the decoded events while someone still holds them (decoding again gives equal events) */
  decoded: WeakRef<RunEvent[]> | null;
}

export class EventLog implements AsyncIterable<RunEvent> {
  /**
   * Finished events in segments of SEGMENT_EVENTS, encoded compactly (eventLogCodec.ts), then the
   * newest as objects. A long run's log kept as objects was most of its memory (docs/PERFORMANCE.md,
   * "Engine memory"); readers get decoded events, equal to the ones emitted.
   */
  private readonly sealed: Sealed[] = [];
  private readonly live = new LiveValues();
  private hot: RunEvent[] = [];
  private size = 0;
  private snapshot: WeakRef<RunEvent[]> | null = null;
  private snapshotSize = -1;
  private closed = false;
  private waiters: Array<() => void> = [];
  private readonly startedAt: number;
  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
    this.startedAt = now();
  }

  /** How many events were recorded. */
  get length(): number {
    return this.size;
  }

  /**
   * Every recorded event, in order: one array, the same one for as long as someone holds it and no
   * event is added (it is not kept by the log; reading it again after that decodes it again).
   */
  get events(): RunEvent[] {
    const cached = this.snapshotSize === this.size ? this.snapshot?.deref() : undefined;
    if (cached) return cached;
    const out: RunEvent[] = [];
    for (const sealed of this.sealed) for (const event of this.decoded(sealed)) out.push(event);
    for (const event of this.hot) out.push(event);
    this.snapshot = new WeakRef(out);
    this.snapshotSize = this.size;
    return out;
  }

  /** The event at `index` (0 <= index < length). */
  at(index: number): RunEvent {
    const sealedCount = this.sealed.length * SEGMENT_EVENTS;
    if (index >= sealedCount) return this.hot[index - sealedCount];
    return this.decoded(this.sealed[Math.floor(index / SEGMENT_EVENTS)])[index % SEGMENT_EVENTS];
  }

  private decoded(sealed: Sealed): RunEvent[] {
    let events = sealed.decoded?.deref();
    if (!events) {
      events = decodeSegment<RunEvent>(sealed.segment, this.live);
      sealed.decoded = new WeakRef(events);
    }
    return events;
  }

  /**
   * Stamps and appends an event; returns it. After close() (work the run abandoned, e.g. a model
   * call still settling after a guardrail tripped) the event is stamped but not recorded.
   */
  emit(body: RunEventBody, spanId: string | null): RunEvent {
    const event = stamp(body, this.size, Math.max(0, this.now() - this.startedAt), spanId);
    if (this.closed) return event;
    this.hot.push(event);
    this.size++;
    // a segment is sealed once it is full and one more event has come: the newest event, which
    // its emitter was just given, is never the one encoded
    if (this.hot.length > SEGMENT_EVENTS) this.seal(SEGMENT_EVENTS);
    this.wake();
    return event;
  }

  private seal(count: number): void {
    const events = this.hot.slice(0, count);
    // The conversation's items are kept by the run (transcript, result.items): referred to, not
    // encoded again (wherever they appear: item events, responses, request inputs, run_end).
    for (const event of events) {
      if (event.type === 'item') this.live.add(event.item);
      else if (event.type === 'run_start') for (const item of event.input) this.live.add(item);
    }
    this.sealed.push({ segment: encodeSegment(events, this.sealed.length * SEGMENT_EVENTS, this.live), decoded: null });
    this.hot = this.hot.slice(count);
  }

  /** No more events: iterators finish once they have delivered everything. The log is sealed. */
  close(): void {
    if (!this.closed) {
      // the last, partial segment (at() finds it past the full ones)
      if (this.hot.length > 0) this.seal(this.hot.length);
      this.live.seal();
    }
    this.closed = true;
    this.wake();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  [Symbol.asyncIterator](): AsyncIterator<RunEvent> {
    let index = 0;
    let finished = false;
    // the sealed segment being read, held while this iterator reads it (not decoded per event)
    let segment: { at: number; events: RunEvent[] } | null = null;
    const read = (i: number): RunEvent => {
      const s = Math.floor(i / SEGMENT_EVENTS);
      if (s >= this.sealed.length) {
        segment = null;
        return this.at(i);
      }
      if (segment?.at !== s) segment = { at: s, events: this.decoded(this.sealed[s]) };
      return segment.events[i % SEGMENT_EVENTS];
    };
    return {
      next: async (): Promise<IteratorResult<RunEvent>> => {
        while (!finished && index >= this.size && !this.closed) {
          await new Promise<void>((resolve) => this.waiters.push(resolve));
        }
        if (!finished && index < this.size) return { done: false, value: read(index++) };
        segment = null;
        return { done: true, value: undefined };
      },
      return: async (): Promise<IteratorResult<RunEvent>> => {
        finished = true;
        segment = null;
        return { done: true, value: undefined };
      },
    };
  }
}
