/**
 * Python's `json` module as the Python runtimes use it on model-visible text:
 *  - `pyJsonDumps`: `json.dumps(obj)` with the defaults (separators ", " and ": ",
 *    ensure_ascii=True), e.g. Swarm's `{"assistant": "Sales Agent"}` and AG2 0.11's tool output;
 *  - `pyJsonLoads`: `json.loads(text)`, raising `PyJsonDecodeError` with CPython's message, e.g.
 *    `Expecting value: line 1 column 1 (char 0)` (Swarm aborts the run with it; AG2 writes it into
 *    the tool output).
 * Sources: CPython Lib/json/encoder.py, Lib/json/decoder.py (JSONDecodeError), Modules/_json.c
 * (the C scanner that CPython uses; its messages are the ones users see). Messages are those of
 * CPython 3.12; 3.13 adds "Illegal trailing comma before end of object/array" for `{"a": 1,}`.
 */
import type { JsonValue } from '../../json.ts';
import { pyFloatRepr } from './pyStr.ts';

/** `json.dumps(value)` with Python's default separators and ASCII escaping. */
export function pyJsonDumps(value: JsonValue): string {
  if (value === null) return 'null';
  if (value === true) return 'true';
  if (value === false) return 'false';
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return BigInt(value).toString();
    if (Number.isNaN(value)) return 'NaN';
    if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
    return pyFloatRepr(value);
  }
  if (typeof value === 'string') return pyJsonString(value);
  if (Array.isArray(value)) return `[${value.map(pyJsonDumps).join(', ')}]`;
  return `{${Object.entries(value).map(([k, v]) => `${pyJsonString(k)}: ${pyJsonDumps(v)}`).join(', ')}}`;
}

/** encoder.py `py_encode_basestring_ascii`. */
function pyJsonString(text: string): string {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const code = text.charCodeAt(i);
    const named = ESCAPES[ch];
    if (named !== undefined) out += named;
    else if (code < 0x20 || code > 0x7e) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return out + '"';
}

const ESCAPES: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

/** Python's `json.JSONDecodeError`: `str(error)` is `message`. */
export class PyJsonDecodeError extends Error {
  readonly msg: string;
  readonly pos: number;
  readonly lineno: number;
  readonly colno: number;
  constructor(msg: string, doc: string, pos: number) {
    const lineno = countNewlines(doc, pos) + 1;
    const colno = pos - (pos === 0 ? -1 : doc.lastIndexOf('\n', pos - 1));
    super(`${msg}: line ${lineno} column ${colno} (char ${pos})`);
    this.name = 'JSONDecodeError';
    this.msg = msg;
    this.pos = pos;
    this.lineno = lineno;
    this.colno = colno;
  }
}

function countNewlines(doc: string, end: number): number {
  let n = 0;
  for (let i = 0; i < end && i < doc.length; i++) if (doc[i] === '\n') n++;
  return n;
}

/** Raised by the scanner where Python's raises StopIteration(idx): "Expecting value" at idx. */
class StopScan {
  readonly idx: number;
  constructor(idx: number) {
    this.idx = idx;
  }
}

/** `json.loads(text)`; throws PyJsonDecodeError with CPython's message and position. */
export function pyJsonLoads(text: string): JsonValue {
  const scanner = new Scanner(text);
  let idx = scanner.skipWhitespace(0);
  let result: { value: JsonValue; end: number };
  try {
    result = scanner.scanOnce(idx);
  } catch (error) {
    if (error instanceof StopScan) throw new PyJsonDecodeError('Expecting value', text, error.idx);
    throw error;
  }
  idx = scanner.skipWhitespace(result.end);
  if (idx !== text.length) throw new PyJsonDecodeError('Extra data', text, idx);
  return result.value;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const SIMPLE_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** Mirrors Modules/_json.c scan_once_unicode and its helpers. */
class Scanner {
  private readonly s: string;
  constructor(s: string) {
    this.s = s;
  }

  skipWhitespace(idx: number): number {
    while (idx < this.s.length && WHITESPACE.has(this.s[idx])) idx++;
    return idx;
  }

  scanOnce(idx: number): { value: JsonValue; end: number } {
    const s = this.s;
    if (idx >= s.length) throw new StopScan(idx);
    const c = s[idx];
    if (c === '"') return this.scanString(idx + 1);
    if (c === '{') return this.parseObject(idx + 1);
    if (c === '[') return this.parseArray(idx + 1);
    if (c === 'n' && s.startsWith('null', idx)) return { value: null, end: idx + 4 };
    if (c === 't' && s.startsWith('true', idx)) return { value: true, end: idx + 4 };
    if (c === 'f' && s.startsWith('false', idx)) return { value: false, end: idx + 5 };
    if (c === 'N' && s.startsWith('NaN', idx)) return { value: Number.NaN, end: idx + 3 };
    if (c === 'I' && s.startsWith('Infinity', idx)) return { value: Number.POSITIVE_INFINITY, end: idx + 8 };
    if (c === '-' && s.startsWith('-Infinity', idx)) return { value: Number.NEGATIVE_INFINITY, end: idx + 9 };
    return this.matchNumber(idx);
  }

  private matchNumber(start: number): { value: JsonValue; end: number } {
    const s = this.s;
    let idx = start;
    if (s[idx] === '-') {
      idx++;
      if (idx >= s.length) throw new StopScan(start);
    }
    if (s[idx] >= '1' && s[idx] <= '9') {
      idx++;
      while (isDigit(s[idx])) idx++;
    } else if (s[idx] === '0') {
      idx++;
    } else {
      throw new StopScan(start);
    }
    if (s[idx] === '.' && isDigit(s[idx + 1])) {
      idx += 2;
      while (isDigit(s[idx])) idx++;
    }
    if (s[idx] === 'e' || s[idx] === 'E') {
      const eStart = idx;
      idx++;
      if (s[idx] === '-' || s[idx] === '+') idx++;
      while (isDigit(s[idx])) idx++;
      if (!isDigit(s[idx - 1])) idx = eStart;
    }
    return { value: Number(s.slice(start, idx)), end: idx };
  }

  /** `end` is just past the opening quote. */
  private scanString(end: number): { value: string; end: number } {
    const s = this.s;
    const begin = end - 1;
    let out = '';
    let idx = end;
    for (;;) {
      let next = idx;
      while (next < s.length && s[next] !== '"' && s[next] !== '\\') {
        if (s.charCodeAt(next) <= 0x1f) throw new PyJsonDecodeError('Invalid control character at', s, next);
        next++;
      }
      if (next >= s.length) throw new PyJsonDecodeError('Unterminated string starting at', s, begin);
      out += s.slice(idx, next);
      if (s[next] === '"') return { value: out, end: next + 1 };
      // a backslash
      next++;
      if (next >= s.length) throw new PyJsonDecodeError('Unterminated string starting at', s, begin);
      const esc = s[next];
      if (esc !== 'u') {
        const decoded = SIMPLE_ESCAPES[esc];
        if (decoded === undefined) throw new PyJsonDecodeError('Invalid \\escape', s, next - 1);
        out += decoded;
        idx = next + 1;
        continue;
      }
      const first = this.readHex4(next);
      idx = next + 5;
      let code = first;
      // A high surrogate followed by \uDC00-\uDFFF makes one astral character.
      if (first >= 0xd800 && first <= 0xdbff && s[idx] === '\\' && s[idx + 1] === 'u') {
        const second = this.readHex4(idx + 1);
        if (second >= 0xdc00 && second <= 0xdfff) {
          code = 0x10000 + ((first - 0xd800) << 10) + (second - 0xdc00);
          idx += 6;
        }
      }
      out += code > 0xffff ? String.fromCodePoint(code) : String.fromCharCode(code);
    }
  }

  /** Four hex digits after the `u` at `uIndex`. */
  private readHex4(uIndex: number): number {
    const s = this.s;
    const end = uIndex + 5;
    if (end >= s.length) throw new PyJsonDecodeError('Invalid \\uXXXX escape', s, uIndex);
    const hex = s.slice(uIndex + 1, end);
    if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new PyJsonDecodeError('Invalid \\uXXXX escape', s, uIndex);
    return Number.parseInt(hex, 16);
  }

  private parseObject(start: number): { value: JsonValue; end: number } {
    const s = this.s;
    const result: Record<string, JsonValue> = {};
    let idx = this.skipWhitespace(start);
    if (s[idx] !== '}') {
      for (;;) {
        if (s[idx] !== '"') throw new PyJsonDecodeError('Expecting property name enclosed in double quotes', s, idx);
        const key = this.scanString(idx + 1);
        idx = this.skipWhitespace(key.end);
        if (s[idx] !== ':') throw new PyJsonDecodeError("Expecting ':' delimiter", s, idx);
        idx = this.skipWhitespace(idx + 1);
        const item = this.scanOnce(idx);
        result[key.value] = item.value;
        idx = this.skipWhitespace(item.end);
        if (s[idx] === '}') break;
        if (s[idx] !== ',') throw new PyJsonDecodeError("Expecting ',' delimiter", s, idx);
        idx = this.skipWhitespace(idx + 1);
      }
    }
    return { value: result, end: idx + 1 };
  }

  private parseArray(start: number): { value: JsonValue; end: number } {
    const s = this.s;
    const result: JsonValue[] = [];
    let idx = this.skipWhitespace(start);
    if (s[idx] !== ']') {
      for (;;) {
        const item = this.scanOnce(idx);
        result.push(item.value);
        idx = this.skipWhitespace(item.end);
        if (s[idx] === ']') break;
        if (s[idx] !== ',') throw new PyJsonDecodeError("Expecting ',' delimiter", s, idx);
        idx = this.skipWhitespace(idx + 1);
      }
    }
    return { value: result, end: idx + 1 };
  }
}

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}
