/**
 * AG2 fills a template with Python's `str.format(**context)` (UpdateSystemMessage through
 * OpenAIWrapper.instantiate, autogen/oai/client.py:1108-1111; ContextStr.format,
 * group/context_str.py:31-36; AG2 0.11.5). The graph writes `{{var}}`; the AG2 export writes the
 * same text as a format string (`{var}`, literal braces doubled), and the AG2 profile formats
 * that string the way Python does. One conversion for both, so they cannot drift apart.
 */

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

export type Ag2TemplatePart = { text: string } | { variable: string };

/** Literal text and `{{var}}` references, in order. */
export function ag2TemplateParts(text: string): Ag2TemplatePart[] {
  const parts: Ag2TemplatePart[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ variable: match[1] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function isAg2Template(text: string): boolean {
  return ag2TemplateParts(text).some((p) => 'variable' in p);
}

/** The graph's `{{var}}` text as a Python format string: `{var}`, and `{`/`}` doubled elsewhere. */
export function toAg2FormatString(text: string): string {
  return ag2TemplateParts(text)
    .map((p) => ('variable' in p ? `{${p.variable}}` : p.text.replace(/\{/g, '{{').replace(/\}/g, '}}')))
    .join('');
}
