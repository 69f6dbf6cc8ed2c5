/** Check for JSON fields that hold a plain object (context variables, hosted tool config). */
export function checkJsonObject(text: string): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: 'Must be a JSON object, like { "name": "value" }' };
    return { ok: true, value: value as Record<string, unknown> };
  } catch (error) {
    return { ok: false, message: `JSON syntax error: ${error instanceof Error ? error.message : String(error)}` };
  }
}
