/**
 * The run's event log: stamps every event with seq / t / spanId, keeps them all (the recording)
 * and serves any number of async iterators, each of which sees every event from the first one,
 * however late it started iterating.
 */
import type { RunEvent, RunEventBody } from '../events.ts';

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
    const event = { ...body, seq: this.events.length, t: Math.max(0, this.now() - this.startedAt), spanId } as RunEvent;
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
