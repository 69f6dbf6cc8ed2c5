/**
 * Every piece of document text reaches generated code through one of these functions, one per
 * target language and context: string literal, template/triple-quoted text, comment, docstring,
 * Mermaid label. Each handles that context's line terminators (JS: \n \r U+2028 U+2029; Python:
 * \n \r and the other line boundaries str.splitlines honours: \v \f \x1c-\x1e \x85 U+2028
 * U+2029), quotes, backslashes and comment closers, so no text can end its context and become
 * code (docs/SECURITY.md, "Exported code"). Identifiers are mapped by identifiers.ts, never pasted.
 */

/** JavaScript's line terminators: a `//` comment ends at any of them. */
const JS_LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;
/** Python ends a line at \n and \r; tools that read source with str.splitlines also at these. */
// oxlint-disable-next-line no-control-regex -- control characters are what this matches
export const PY_LINE_BREAK = /\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/;
/** Characters shown as escapes inside comments: controls (tab aside), line/paragraph separators, lone surrogates. */
// oxlint-disable-next-line no-control-regex -- control characters are what this matches
const UNPRINTABLE = /[\0-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function hexEscape(ch: string): string {
  const code = ch.charCodeAt(0);
  if (ch === '\n') return '\\n';
  if (ch === '\r') return '\\r';
  if (ch === '\t') return '\\t';
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Text for one line of a `//` comment: line terminators and controls as visible escapes, no `*\/`. */
export function tsCommentText(text: string): string {
  return text.replace(UNPRINTABLE, hexEscape).replace(/\*\//g, '*\\/');
}

/** Multi-line text (e.g. code kept for reference) as `//` comment lines' texts, one per line. */
export function tsCommentLines(text: string): string[] {
  return text.split(JS_LINE_BREAK).map(tsCommentText);
}

/** Multi-line text as `//` comment lines (each prefixed by `indent`). */
export function tsComment(text: string, indent = ''): string {
  return tsCommentLines(text)
    .map((line) => `${indent}// ${line}`.trimEnd())
    .join('\n');
}

/** Text for one line of a `#` comment: line boundaries and controls as visible escapes. */
export function pyCommentText(text: string): string {
  return text.replace(UNPRINTABLE, hexEscape);
}

/** Multi-line text as `#` comment lines' texts, one per line (split at every Python line boundary). */
export function pyCommentLines(text: string): string[] {
  return text.split(PY_LINE_BREAK).map(pyCommentText);
}

/** Multi-line text as `#` comment lines (each prefixed by `indent`). */
export function pyComment(text: string, indent = ''): string {
  return pyCommentLines(text)
    .map((line) => `${indent}# ${line}`.trimEnd())
    .join('\n');
}

/** A Mermaid label's text, inside double quotes: no quote, no line break, no `%%`, no entity-looking `#`. */
export function mermaidLabel(text: string): string {
  return text
    .replace(UNPRINTABLE, ' ')
    .replace(/[\n\r\u2028\u2029]/g, ' ')
    .replace(/#/g, '#35;')
    .replace(/"/g, '#quot;')
    .replace(/%%/g, '%#37;');
}

/** Text for a Mermaid `%%` comment line. */
export function mermaidCommentText(text: string): string {
  return text.replace(UNPRINTABLE, ' ');
}

/** A single-quoted TypeScript string literal. */
export function tsString(text: string): string {
  return `'${text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(UNPRINTABLE, hexEscape)
    .replace(/\t/g, '\\t')}'`;
}

/** The body of a TypeScript template literal (without the backticks) holding `text` verbatim. */
export function tsTemplateText(text: string): string {
  // a raw CR would read back as LF; other controls are escaped for readability
  return text
    .replace(/\\/g, '\\\\')
    .replace(/`/g, '\\`')
    .replace(/\$\{/g, '\\${')
    .replace(UNPRINTABLE, (ch) => (ch === '\n' ? ch : hexEscape(ch)));
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

/** A double-quoted Python string literal (escapes only where needed). */
export function pyString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(UNPRINTABLE, hexEscape).replace(/\t/g, '\\t')}"`;
}

/** The body of a triple-quoted Python string holding `text` (line feeds raw, other breaks escaped). */
function pyTripleBody(text: string, endsAtQuotes = true): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/"""/g, '\\"\\"\\"')
    .replace(UNPRINTABLE, (ch) => (ch === '\n' ? ch : hexEscape(ch)));
  // a quote right before the closing quotes would end the string early, unless already escaped
  return endsAtQuotes && /(^|[^\\])(\\\\)*"$/.test(escaped) ? `${escaped.slice(0, -1)}\\"` : escaped;
}

/** A Python string expression: triple-quoted for multi-line text, else a quoted string. */
export function pyText(text: string): string {
  if (!text.includes('\n')) return pyString(text);
  return `"""${pyTripleBody(text)}"""`;
}

/** A Python docstring literal; `indent` is applied to continuation lines. */
export function pyDocstring(text: string, indent: string): string {
  const trimmed = text.trim();
  // a multi-line docstring closes on its own line: its last quote is not next to the closing quotes
  const body = pyTripleBody(trimmed, !trimmed.includes('\n'));
  if (!body.includes('\n')) return `"""${body}"""`;
  const lines = body.split('\n').map((line, i) => (line.trim() === '' ? '' : i === 0 ? line : indent + line));
  return `"""${lines.join('\n')}\n${indent}"""`;
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
