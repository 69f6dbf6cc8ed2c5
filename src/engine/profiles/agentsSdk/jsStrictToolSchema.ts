/**
 * @openai/agents-core 0.20.0's strict conversion of a plain JSON Schema tool/handoff input
 * (`prepareOpenAIStrictToolSchema`, dist/utils/strictToolSchema.mjs): every object gets all its
 * properties required and `additionalProperties: false`; a property that was optional and does
 * not already admit null is wrapped as `{ anyOf: [schema, { type: 'null' }] }` (verified: `n`
 * optional number becomes `{"anyOf":[{"type":"number"},{"type":"null"}]}`). The parser then drops
 * the nulls the model sends for those synthetic-nullable properties (`normalizeInput`).
 * This differs from Python's ensure_strict_json_schema, which does not add null.
 */
import type { JsonSchema } from '../../../graph/schema.ts';
import type { JsonValue } from '../../json.ts';

type Node = Record<string, unknown>;

export const JS_TYPELESS_OPEN_SCHEMA_ERROR =
  'Cannot convert a typeless open JSON schema to strict mode. Set `type: "object"` with `additionalProperties: false`, or disable strict mode.';
export const JS_SCHEMA_TOO_DEEP_ERROR = 'JSON schema is too deeply nested to process safely. Simplify or flatten the schema, or disable strict mode.';

const MAX_DEPTH = 100;

export interface JsStrictSchema {
  schema: JsonSchema;
  normalize: (value: JsonValue) => JsonValue;
}

/** Wrapped-optional property names per object node, for normalize(). */
type Synthetic = WeakMap<Node, Set<string>>;

export function toJsStrictToolSchema(input: JsonSchema): JsStrictSchema {
  const synthetic: Synthetic = new WeakMap();
  const schema = convert(structuredClone(input) as Node, true, synthetic, 1) as JsonSchema;
  return { schema, normalize: (value) => normalize(schema as Node, value, synthetic) };
}

function isRecord(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function allowsNull(schema: unknown): boolean | undefined {
  if (!isRecord(schema)) return undefined;
  if (schema.type === 'null') return true;
  if (Array.isArray(schema.type)) return schema.type.includes('null');
  if (Array.isArray(schema.anyOf)) {
    const parts = schema.anyOf.map(allowsNull);
    if (parts.includes(true)) return true;
    return parts.includes(undefined) ? undefined : false;
  }
  if (typeof schema.$ref === 'string') return undefined;
  if (schema.type !== undefined || schema.enum !== undefined || schema.const !== undefined) return false;
  return undefined;
}

function convert(node: unknown, isRoot: boolean, synthetic: Synthetic, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new Error(JS_SCHEMA_TOO_DEEP_ERROR);
  if (!isRecord(node)) return node;
  const properties = isRecord(node.properties) ? node.properties : undefined;
  const hasObjectKeywords = properties !== undefined || 'additionalProperties' in node;
  if (node.type === undefined && hasObjectKeywords && node.additionalProperties !== false) throw new Error(JS_TYPELESS_OPEN_SCHEMA_ERROR);
  if (!isRoot && node.type === undefined && properties !== undefined) node.type = 'object';
  const isObject = node.type === 'object' || (Array.isArray(node.type) && node.type.includes('object')) || (isRoot && properties !== undefined);
  if (isObject && properties !== undefined) {
    const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
    const wrapped = new Set<string>();
    for (const [key, value] of Object.entries(properties)) {
      const converted = convert(value, false, synthetic, depth + 1);
      if (!required.has(key) && allowsNull(value) === false) {
        properties[key] = { anyOf: [converted, { type: 'null' }] };
        wrapped.add(key);
      } else {
        properties[key] = converted;
      }
    }
    node.required = Object.keys(properties);
    node.additionalProperties = false;
    if (wrapped.size > 0) synthetic.set(node, wrapped);
  }
  for (const key of ['$defs', 'definitions'] as const) {
    const defs = node[key];
    if (isRecord(defs)) for (const [name, def] of Object.entries(defs)) defs[name] = convert(def, false, synthetic, depth + 1);
  }
  if (isRecord(node.items)) node.items = convert(node.items, false, synthetic, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = node[key];
    if (Array.isArray(list)) node[key] = list.map((entry) => convert(entry, false, synthetic, depth + 1));
  }
  return node;
}

function normalize(schema: Node, value: JsonValue, synthetic: Synthetic): JsonValue {
  if (!isRecord(value)) return value;
  const properties = isRecord(schema.properties) ? schema.properties : undefined;
  if (!properties) return value;
  const wrapped = synthetic.get(schema);
  const out: Record<string, JsonValue> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null && wrapped?.has(key)) continue;
    const sub = properties[key];
    const inner = isRecord(sub) && wrapped?.has(key) && Array.isArray(sub.anyOf) ? sub.anyOf[0] : sub;
    out[key] = isRecord(inner) ? normalize(inner, v, synthetic) : v;
  }
  return out;
}
