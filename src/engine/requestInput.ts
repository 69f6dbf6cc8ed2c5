/**
 * Model request inputs as the run records them: deltas, not copies (docs/PERFORMANCE.md, "Engine
 * memory"). Every request of a conversation repeats the conversation so far, so a recording that
 * kept each request's full input grew with the square of the run's length (18 KiB per turn at
 * 1,000 turns). A model_request event holds an InputDelta instead: "the first `keep` items of an
 * earlier request's input, then `added`". The earlier request is named by its generation span id
 * (the model_request event's spanId), which stays unique when a conversation's runs are laid end
 * to end or saved as a recording.
 *
 * Writing: `InputDeltaEncoder` (one per run, in the kernel). Reading: `requestInput` rebuilds one
 * request's full input, `requestInputs` every request's input of a recording (trace export).
 */
import type { ProtocolItem } from '../models/items.ts';
import type { InputDelta, RunEvent } from './events.ts';
import type { JsonValue } from './json.ts';
import { jsonEqual } from './kernel/contextStore.ts';

/** Items are never mutated once made, so the same object is the same item; a rebuilt view (AG2) compares by value. */
function sameItem(a: ProtocolItem, b: ProtocolItem): boolean {
  return a === b || jsonEqual(a as unknown as JsonValue, b as unknown as JsonValue);
}

/** How many leading items `a` and `b` share. */
export function commonPrefix(a: readonly ProtocolItem[], b: readonly ProtocolItem[]): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && sameItem(a[i], b[i])) i++;
  return i;
}

/** A constant-time check of the caller's word that `input` starts with `prefix`: long enough, same last item. */
function startsWithCheap(input: readonly ProtocolItem[], prefix: readonly ProtocolItem[]): boolean {
  return input.length >= prefix.length && (prefix.length === 0 || input[prefix.length - 1] === prefix[prefix.length - 1]);
}

interface Sent {
  spanId: string;
  input: readonly ProtocolItem[];
}

/**
 * Encodes each request of one run against the best of two earlier ones: the run's previous
 * request (the Agents SDK and Swarm append to one conversation) and the same agent's previous
 * request (an AG2 agent sees its own view of the group chat). It keeps those full inputs (at
 * most one per agent, each the live array the profile already built), not one per turn.
 */
export class InputDeltaEncoder {
  private last: Sent | null = null;
  private readonly lastByAgent = new Map<string, Sent>();

  /**
   * The delta of `input`, the request of generation span `spanId` (null: cannot be a base later).
   * `extending`: an earlier request's input that `input` starts with, as the caller built it (the
   * Agents SDK profile appends to one conversation): its prefix is then taken without comparing
   * item by item, which made each turn's cost grow with the conversation.
   */
  encode(spanId: string | null, agentId: string, input: readonly ProtocolItem[], extending?: readonly ProtocolItem[]): InputDelta {
    let best: { base: Sent; keep: number } | null = null;
    const own = this.lastByAgent.get(agentId);
    for (const base of own && own !== this.last ? [this.last, own] : [this.last]) {
      // a base no longer than the best prefix so far cannot share more (runs append, so the older one is shorter)
      if (!base || (best && base.input.length <= best.keep)) continue;
      const keep = base.input === extending && startsWithCheap(input, extending) ? extending.length : commonPrefix(base.input, input);
      if (keep > 0 && (!best || keep > best.keep)) best = { base, keep };
    }
    if (spanId !== null) {
      const sent = { spanId, input };
      this.last = sent;
      this.lastByAgent.set(agentId, sent);
    }
    return best ? { base: best.base.spanId, keep: best.keep, added: input.slice(best.keep) } : { base: null, keep: 0, added: [...input] };
  }
}

/**
 * The full input of the request of generation span `spanId`, rebuilt from the chain of deltas
 * `deltaOf` gives (an index of model_request events by span id); null when a link is missing
 * (events cut from the list) or the chain is inconsistent. Cost: the chain's length plus the
 * input's size (no intermediate inputs are built).
 */
export function requestInput(spanId: string, deltaOf: (spanId: string) => InputDelta | undefined): ProtocolItem[] | null {
  const segments: ProtocolItem[][] = [];
  let wanted = Infinity;
  let at: string | null = spanId;
  const seen = new Set<string>();
  while (at !== null) {
    const delta = deltaOf(at);
    if (!delta || seen.has(at)) return null;
    seen.add(at);
    // this request's items from position `keep` on; only the first `wanted` of the whole are needed
    const fromAdded = Math.max(0, Math.min(delta.added.length, wanted - delta.keep));
    if (wanted !== Infinity && delta.keep + fromAdded < wanted) return null;
    if (fromAdded > 0) segments.push(fromAdded === delta.added.length ? delta.added : delta.added.slice(0, fromAdded));
    wanted = Math.min(wanted, delta.keep);
    if (wanted === 0) break;
    at = delta.base;
  }
  if (wanted > 0 && wanted !== Infinity) return null;
  const out: ProtocolItem[] = [];
  for (let i = segments.length - 1; i >= 0; i--) for (const item of segments[i]) out.push(item);
  return out;
}

/** model_request deltas of a list of events, by generation span id (for `requestInput`). */
export function inputDeltaIndex(events: readonly RunEvent[]): Map<string, InputDelta> {
  const index = new Map<string, InputDelta>();
  for (const event of events) if (event.type === 'model_request' && event.spanId !== null) index.set(event.spanId, event.request.inputDelta);
  return index;
}

/**
 * Every request's full input, by generation span id, in one pass: each is built from its base's
 * (already built) input, so the cost is the size of the result. For exports, which write each
 * input out in full anyway.
 */
export function requestInputs(events: readonly RunEvent[]): Map<string, ProtocolItem[] | null> {
  const built = new Map<string, ProtocolItem[] | null>();
  for (const event of events) {
    if (event.type !== 'model_request' || event.spanId === null) continue;
    const { base, keep, added } = event.request.inputDelta;
    if (base === null) {
      built.set(event.spanId, keep === 0 ? added : null);
      continue;
    }
    const from = built.get(base);
    built.set(event.spanId, from && from.length >= keep ? [...from.slice(0, keep), ...added] : null);
  }
  return built;
}
