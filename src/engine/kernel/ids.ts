/**
 * Run, trace and span ids in the Agents SDK formats (`trace_` + 32 hex, `span_` + 24 hex), drawn
 * from an injectable source so tests and recordings are deterministic.
 */

/** A source of fresh unique strings (RunOptions.ids); random when none is given. */
export type IdSource = () => string;

export interface RunIds {
  runId(): string;
  traceId(): string;
  spanId(): string;
  /** a short id for approvals and other handles */
  opaque(prefix: string): string;
}

export function randomHex(length: number): string {
  const bytes = new Uint8Array(Math.ceil(length / 2));
  crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out.slice(0, length);
}

/** A deterministic counter source: "0000…01", "0000…02", … (hex, 32 chars). */
export function counterIds(start = 1): IdSource {
  let n = start;
  return () => (n++).toString(16).padStart(32, '0');
}

/**
 * Turns whatever the source returns into `length` lowercase hex characters: hex input is used
 * as is (left-padded or cut), anything else is hashed (FNV-1a, repeated) so it still fits the
 * SDK's id format.
 */
export function toHex(raw: string, length: number): string {
  const lower = raw.toLowerCase();
  if (/^[0-9a-f]+$/.test(lower)) return lower.length >= length ? lower.slice(-length) : lower.padStart(length, '0');
  let out = '';
  let seed = 0x811c9dc5;
  while (out.length < length) {
    let h = seed;
    for (let i = 0; i < raw.length; i++) {
      h ^= raw.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    out += h.toString(16).padStart(8, '0');
    seed = (seed + 0x9e3779b9) >>> 0;
  }
  return out.slice(0, length);
}

/**
 * `prefix` + `hex` as one flat string. A template literal makes a rope (a ConsString over the
 * prefix and a SlicedString that pins the whole source string): about 110 bytes per span id,
 * kept by every event, against 48 for a flat copy, which Array.join builds (docs/PERFORMANCE.md,
 * "Engine memory").
 */
function flatId(prefix: string, hex: string): string {
  return [prefix, hex].join('');
}

export function createRunIds(source?: IdSource): RunIds {
  const next = source ?? (() => randomHex(32));
  return {
    runId: () => flatId('run_', toHex(next(), 24)),
    traceId: () => flatId('trace_', toHex(next(), 32)),
    spanId: () => flatId('span_', toHex(next(), 24)),
    opaque: (prefix) => flatId(`${prefix}_`, toHex(next(), 16)),
  };
}
