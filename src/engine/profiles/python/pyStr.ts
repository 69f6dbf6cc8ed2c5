/**
 * Python's `str()` and `repr()` of JSON values, as the Python runtimes (Swarm, AG2 0.9) write
 * tool results and context variables into model-visible text. A JSON value becomes the Python
 * object `json.loads` would give (an integral number is an `int`, any other number a `float`),
 * and that object is printed the CPython 3 way:
 *   str(None) = "None", str(True) = "True", str(1.0e-5) = "1e-05",
 *   str({"a": [1, "x"]}) = "{'a': [1, 'x']}".
 * Source: CPython Objects/unicodeobject.c unicode_repr, Objects/floatobject.c float_repr
 * (repr with 'r' format: shortest round-trip digits, scientific below 1e-4 and from 1e16).
 */
import type { JsonValue } from '../../json.ts';

/** `str(value)`: strings as they are, everything else as its repr. */
export function pyStr(value: JsonValue): string {
  return typeof value === 'string' ? value : pyRepr(value);
}

/** `repr(value)` of the Python object json.loads would produce for `value`. */
export function pyRepr(value: JsonValue): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return pyNumberRepr(value);
  if (typeof value === 'string') return pyStringRepr(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  const entries = Object.entries(value).map(([k, v]) => `${pyStringRepr(k)}: ${pyRepr(v)}`);
  return `{${entries.join(', ')}}`;
}

/** An integral number prints as a Python int (all digits), any other as a Python float. */
export function pyNumberRepr(value: number): string {
  if (Number.isInteger(value)) return BigInt(value).toString();
  return pyFloatRepr(value);
}

/** CPython `float.__repr__`: shortest digits; fixed notation for 1e-4 <= |x| < 1e16. */
export function pyFloatRepr(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (value === Infinity) return 'inf';
  if (value === -Infinity) return '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  // toExponential() without an argument gives the shortest digits that round-trip, like repr.
  const [mantissa, exponentText] = value.toExponential().split('e');
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '');
  const sign = negative ? '-' : '';
  if (exponent < -4 || exponent >= 16) {
    const body = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const expSign = exponent < 0 ? '-' : '+';
    return `${sign}${body}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const intPart = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  const fraction = digits.slice(exponent + 1);
  return `${sign}${intPart}.${fraction === '' ? '0' : fraction}`;
}

/**
 * CPython `str.__repr__`: single quotes unless the text holds a single quote and no double
 * quote; backslash escapes for \\, \t, \n, \r and the quote; \xhh / \uhhhh / \Uhhhhhhhh for
 * characters Python does not consider printable (controls, format characters, separators other
 * than the ASCII space, surrogates, private use, unassigned).
 */
export function pyStringRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of text) {
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch !== ' ' && NOT_PRINTABLE.test(ch)) out += escapeCodePoint(ch.codePointAt(0) ?? 0);
    else out += ch;
  }
  return out + quote;
}

const NOT_PRINTABLE = /^[\p{C}\p{Z}]$/u;

function escapeCodePoint(code: number): string {
  if (code < 0x100) return `\\x${code.toString(16).padStart(2, '0')}`;
  if (code < 0x10000) return `\\u${code.toString(16).padStart(4, '0')}`;
  return `\\U${code.toString(16).padStart(8, '0')}`;
}
