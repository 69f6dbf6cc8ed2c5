/**
 * `{{var}}` completion in instructions: finds an open placeholder before the cursor so the
 * markdown completion provider can offer the graph's context variable names.
 */
export interface OpenPlaceholder {
  /** what is typed after `{{` so far (spaces trimmed) */
  prefix: string;
  /** 1-based column where the variable name starts */
  startColumn: number;
}

const OPEN = /\{\{\s*([A-Za-z0-9_.-]*)$/;

export function findOpenPlaceholder(textBeforeCursor: string): OpenPlaceholder | null {
  const match = OPEN.exec(textBeforeCursor);
  if (!match) return null;
  const prefix = match[1];
  return { prefix, startColumn: textBeforeCursor.length - prefix.length + 1 };
}

/** The text to insert for a name: closes the placeholder unless `}}` already follows. */
export function placeholderInsertText(name: string, textAfterCursor: string): string {
  return /^\s*\}\}/.test(textAfterCursor) ? name : `${name}}}`;
}
