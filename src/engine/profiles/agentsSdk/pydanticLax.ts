/**
 * The Python SDK validates tool arguments with a pydantic model in lax mode
 * (src/agents/function_schema.py:469, src/agents/tool.py:2620-2624@0.22.0): keys the model does
 * not declare are ignored, and a string holding a number is accepted for an int or float field
 * ("12" → 12). This applies those two rules before the JSON Schema check, so the Python profile
 * rejects only what pydantic rejects in these respects (other lax coercions are not modelled).
 */
import type { JsonValue } from '../../json.ts';

type Schema = Record<string, unknown>;

const INTEGER = /^[+-]?\d+$/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** The JSON types a field admits: its own, and an optional field's `anyOf: [T, null]` members'. */
function types(schema: Schema): string[] {
  const own = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  const members = Array.isArray(schema.anyOf) ? (schema.anyOf as Schema[]).flatMap((m) => (m && typeof m === 'object' ? types(m) : [])) : [];
  return [...own, ...members];
}

function laxValue(schema: Schema, value: JsonValue): JsonValue {
  if (typeof value !== 'string') return value;
  const allowed = types(schema);
  if (allowed.includes('string')) return value;
  const text = value.trim();
  if (allowed.includes('integer') && INTEGER.test(text)) return Number(text);
  if (allowed.includes('number') && NUMBER.test(text)) return Number(text);
  return value;
}

export function pydanticLaxArguments(schema: Schema, args: JsonValue): JsonValue {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return args;
  const properties = (schema.properties && typeof schema.properties === 'object' ? schema.properties : {}) as Record<string, Schema>;
  const out: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(args)) {
    if (!Object.hasOwn(properties, key)) continue;
    out[key] = laxValue(properties[key], value);
  }
  return out;
}
