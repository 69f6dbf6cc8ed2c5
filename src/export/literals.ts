/** Source literals for generated TypeScript and Python: strings and JSON values. */

/** A single-quoted TypeScript string literal. */
export function tsString(text: string): string {
  return `'${text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}

/** The body of a TypeScript template literal (without the backticks) holding `text` verbatim. */
export function tsTemplateText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

/** A TypeScript string expression: a template literal for multi-line text, else a quoted string. */
export function tsText(text: string): string {
  return text.includes('\n') ? `\`${tsTemplateText(text)}\`` : tsString(text);
}

const TS_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A JSON value as a TypeScript expression (unquoted keys where possible), on one line. */
export function tsValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return tsString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(tsValue).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([k, v]) => `${TS_IDENTIFIER.test(k) ? k : tsString(k)}: ${tsValue(v)}`).join(', ')} }`;
}

/** A double-quoted Python string literal (ASCII-safe escapes only where needed). */
export function pyString(text: string): string {
  return `"${text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')}"`;
}

/** A Python string expression: triple-quoted for multi-line text, else a quoted string. */
export function pyText(text: string): string {
  if (!text.includes('\n')) return pyString(text);
  const escaped = text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"\\"\\"');
  // a quote right before the closing quotes would end the string early, unless already escaped
  const body = /(^|[^\\])(\\\\)*"$/.test(escaped) ? `${escaped.slice(0, -1)}\\"` : escaped;
  return `"""${body}"""`;
}

/** A JSON value as a Python literal, on one line. */
export function pyValue(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return pyString(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map(pyValue).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([k, v]) => `${pyString(k)}: ${pyValue(v)}`).join(', ')}}`;
}

/** Prefixes every line of `text` with `prefix` (comments, indentation); blank lines get the trimmed prefix. */
export function prefixLines(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? prefix.trimEnd() : prefix + line))
    .join('\n');
}
