/**
 * Reads the text of a JSON Schema field: JSON syntax first (with line and column), then the
 * shape: it must be an object that is a valid JSON Schema (draft-07 meta-schema, as Monaco's
 * JSON markers check it too). Only a text that passes is committed to the document.
 */
import type Ajv from 'ajv';

export type JsonSchemaTextResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; message: string; line?: number; column?: number };

let ajv: Ajv | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the meta-schema checker (ajv, about 35 KiB gz) when Monaco loads: schema text is only
 * typed in Monaco, so it is there before the first check, and not on first paint (issue 11).
 */
export function loadJsonSchemaChecker(): Promise<void> {
  loading ??= import('ajv').then(({ default: AjvClass }) => {
    ajv = new AjvClass({ allErrors: false, strict: false, validateSchema: false });
  });
  return loading;
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

function syntaxError(text: string, error: unknown): JsonSchemaTextResult {
  const message = error instanceof Error ? error.message : String(error);
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) {
    return { ok: false, message: `JSON syntax error: ${message.replace(/\s*\(line \d+ column \d+\)/, '')}`, line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  }
  const at = /at position (\d+)/.exec(message);
  const where = at ? position(text, Number(at[1])) : {};
  return { ok: false, message: `JSON syntax error: ${message.replace(/\s*in JSON at position \d+.*$/, '')}`, ...where };
}

export function readJsonSchemaText(text: string): JsonSchemaTextResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return syntaxError(text, error);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'A JSON Schema here must be an object, like { "type": "object", "properties": {} }' };
  }
  if (!ajv) {
    // not committed until the checker can say whether it is a JSON Schema; the draft is kept
    void loadJsonSchemaChecker();
    return { ok: false, message: 'Checking the JSON Schema (the checker is still loading)' };
  }
  if (!ajv.validateSchema(value)) {
    const first = ajv.errors?.[0];
    const path = first?.instancePath ? first.instancePath : '(root)';
    return { ok: false, message: `Not a valid JSON Schema at ${path}: ${first?.message ?? 'invalid'}` };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
