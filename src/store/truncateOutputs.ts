/**
 * Huge values in run events (a tool that returns 100 MB) are cut to a limit with a visible
 * marker, so the chat stays responsive and the recording still fits in storage. A 100 MB output
 * appears in several events (tool_call_end, the item, the function span, the next
 * model_request's input delta), and a recording is JSON.stringified for the key scrub: uncut, it
 * outgrew what the browser can store or even stringify, and the recording was lost in silence.
 */

/** Characters kept of any one string in a run event (256 Ki: far beyond a readable reply). */
export const OUTPUT_LIMIT = 256 * 1024;

/** Marker shape: "… truncated 99.7 MB" (what was cut, in UTF-8 bytes, decimal units). */
export const TRUNCATION_MARK = '… truncated ';

/** How much was cut from `s` ("99.7 MB"), or null when `s` was not truncated. */
export function truncatedSize(s: string | null | undefined): string | null {
  if (!s) return null;
  const at = s.lastIndexOf(TRUNCATION_MARK);
  if (at < 0) return null;
  const size = s.slice(at + TRUNCATION_MARK.length);
  return /^\d+(\.\d)? [KMG]?B$/.test(size) ? size : null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(1)} GB`;
}

/** Longest marker: "… truncated 999.9 GB". */
const MARKER_ROOM = 24;

const NON_ASCII = /[\u0080-\uffff]/g;

/** UTF-8 length of s[from..] without allocating an encoded copy (all-ASCII, the usual case, is one regex scan). */
function utf8Length(s: string, from: number): number {
  NON_ASCII.lastIndex = from;
  if (!NON_ASCII.test(s)) return s.length - from;
  let bytes = 0;
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** `s` itself when it is within `limit`, else its head and the marker. */
export function truncateString(s: string, limit = OUTPUT_LIMIT): string {
  if (s.length <= limit) return s;
  // already cut (a replayed recording): the head plus its marker stays as it is
  if (s.length <= limit + MARKER_ROOM && truncatedSize(s) !== null) return s;
  // never split a surrogate pair
  let cut = limit;
  const last = s.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut--;
  return `${s.slice(0, cut)}${TRUNCATION_MARK}${formatBytes(utf8Length(s, cut))}`;
}

/** Deep enough for any event the engine makes; deeper structures are left as they are. */
const MAX_DEPTH = 64;

/**
 * `value` with every string longer than `limit` truncated. Returns the very same object when
 * nothing was cut (the common case costs one walk and no copy).
 */
export function truncateLongStrings<T>(value: T, limit = OUTPUT_LIMIT): T {
  return walk(value, limit, 0) as T;
}

function walk(value: unknown, limit: number, depth: number): unknown {
  if (typeof value === 'string') return value.length > limit ? truncateString(value, limit) : value;
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const next = walk(value[i], limit, depth + 1);
      if (next !== value[i]) {
        copy ??= value.slice();
        copy[i] = next;
      }
    }
    return copy ?? value;
  }
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(value)) {
    const before = (value as Record<string, unknown>)[key];
    const next = walk(before, limit, depth + 1);
    if (next !== before) {
      copy ??= { ...(value as Record<string, unknown>) };
      copy[key] = next;
    }
  }
  return copy ?? value;
}
