/**
 * The run's context variables (never sent to the model). Every change is announced with a
 * context_changed event naming the keys that changed.
 */
import type { JsonValue } from '../json.ts';
import type { RunEventBody } from '../events.ts';

export type ContextVars = Record<string, JsonValue>;

export class ContextStore {
  private current: ContextVars;
  private readonly emit: (body: RunEventBody, spanId: string | null) => void;

  constructor(initial: ContextVars, emit: (body: RunEventBody, spanId: string | null) => void) {
    this.current = structuredClone(initial);
    this.emit = emit;
  }

  /** A copy: callers (and sandboxed code) can never mutate the run's context behind its back. */
  get(): ContextVars {
    return structuredClone(this.current);
  }

  /** Read-only view without copying (do not mutate). */
  peek(): Readonly<ContextVars> {
    return this.current;
  }

  /** Replaces the context; emits context_changed when something differs. Returns the changed keys. */
  replace(next: ContextVars, spanId: string | null = null): string[] {
    const changed = changedKeys(this.current, next);
    if (changed.length === 0) return changed;
    this.current = structuredClone(next);
    this.emit({ type: 'context_changed', context: structuredClone(this.current), changedKeys: changed }, spanId);
    return changed;
  }

  /** Merges updates into the context (Swarm Result.context_variables, AG2 ReplyResult). */
  merge(updates: ContextVars, spanId: string | null = null): string[] {
    return this.replace({ ...this.current, ...updates }, spanId);
  }
}

export function changedKeys(before: ContextVars, after: ContextVars): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed: string[] = [];
  for (const key of keys) {
    if (!(key in after) || !(key in before) || !jsonEqual(before[key], after[key])) changed.push(key);
  }
  return changed;
}

export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => jsonEqual(v, b[i]));
  const ao = a as Record<string, JsonValue>;
  const bo = b as Record<string, JsonValue>;
  const ak = Object.keys(ao);
  return ak.length === Object.keys(bo).length && ak.every((k) => k in bo && jsonEqual(ao[k], bo[k]));
}
