/**
 * Per-run sharing of values that repeat turn after turn (an agent's model settings): the event
 * log holds one object for a run of equal ones instead of one per turn (docs/PERFORMANCE.md,
 * "Engine memory"). Events are never mutated, so sharing is invisible to their readers.
 */
import type { JsonValue } from '../json.ts';
import { jsonEqual } from './contextStore.ts';

export class SharedValues {
  private readonly last = new Map<string, unknown>();

  /** `next`, or the value last given for `slot` when it is equal to `next` by value. */
  share<T>(slot: string, next: T): T {
    const previous = this.last.get(slot) as T | undefined;
    if (previous !== undefined && (previous === next || jsonEqual(previous as JsonValue, next as JsonValue))) return previous;
    this.last.set(slot, next);
    return next;
  }
}
