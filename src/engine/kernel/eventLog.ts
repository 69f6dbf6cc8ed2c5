/**
 * The run's event log: stamps every event with seq / t / spanId, keeps them all (the recording)
 * and serves any number of async iterators, each of which sees every event from the first one,
 * however late it started iterating.
 */
import type { RunEvent, RunEventBody } from '../events.ts';

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

export class EventLog implements AsyncIterable<RunEvent> {
  readonly events: RunEvent[] = [];
  private closed = false;
  private waiters: Array<() => void> = [];
  private readonly startedAt: number;
  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
    this.startedAt = now();
  }

  /**
   * Stamps and appends an event; returns it. After close() (work the run abandoned, e.g. a model
   * call still settling after a guardrail tripped) the event is stamped but not recorded.
   */
  emit(body: RunEventBody, spanId: string | null): RunEvent {
    const event = stamp(body, this.events.length, Math.max(0, this.now() - this.startedAt), spanId);
    if (this.closed) return event;
    this.events.push(event);
    this.wake();
    return event;
  }

  /** No more events: iterators finish once they have delivered everything. */
  close(): void {
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
    return {
      next: async (): Promise<IteratorResult<RunEvent>> => {
        while (!finished && index >= this.events.length && !this.closed) {
          await new Promise<void>((resolve) => this.waiters.push(resolve));
        }
        if (!finished && index < this.events.length) return { done: false, value: this.events[index++] };
        return { done: true, value: undefined };
      },
      return: async (): Promise<IteratorResult<RunEvent>> => {
        finished = true;
        return { done: true, value: undefined };
      },
    };
  }
}
