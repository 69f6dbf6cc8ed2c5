/** A tool's JSON arguments or output, indented when it parses, as-is when it does not. */
export function prettyJson(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** One-line summary of JSON arguments: `query: "boots", limit: 3`. */
export function inlineArgs(text: string, max = 80): string {
  let out = text;
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      out = Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join(', ');
    }
  } catch {
    // raw text
  }
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}
