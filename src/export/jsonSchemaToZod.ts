/**
 * JSON Schema → zod source, for the subset graphs use in tool parameters, handoff input schemas
 * and output schemas: object, string, number, integer, boolean, null, array, enum/const,
 * nullable (type lists and `anyOf` with null), `anyOf` unions, descriptions and simple bounds.
 * A property the schema does not require becomes `.nullable().optional()`: the JS SDK then shows
 * it to the model as required and `anyOf [T, null]`, exactly as it does for the same JSON Schema
 * (and as the engine's agents-sdk-js profile does). A bare `.optional()` would lose `integer`
 * (the SDK's zod conversion makes it `number`) and repeat the description outside the `anyOf`.
 */
import { tsString, tsValue } from './literals.ts';

type Schema = Record<string, unknown>;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Integers are written as `integer()`, a helper the generated module defines (INTEGER_HELPER):
 * zod's `int()` adds ±2^53 bounds to the JSON Schema the model sees, which the graph's schema
 * does not have.
 */
const INTEGER = 'integer()';

export const INTEGER_HELPER = [
  "/** A JSON Schema integer: zod's int() alone would add ±2^53 bounds to the schema the model sees. */",
  'const integer = () => z.number().int().meta({ minimum: undefined, maximum: undefined });',
].join('\n');

/** True when zod source from this module needs INTEGER_HELPER. */
export function usesIntegerHelper(source: string): boolean {
  return source.includes(INTEGER);
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNullSchema(value: unknown): boolean {
  return isSchema(value) && value.type === 'null';
}

function withDescription(source: string, schema: Schema): string {
  return typeof schema.description === 'string' ? `${source}.describe(${tsString(schema.description)})` : source;
}

function literals(values: unknown[]): string {
  if (values.length > 0 && values.every((v) => typeof v === 'string')) return `z.enum(${tsValue(values)})`;
  const options = values.map((v) => (v === null ? 'z.null()' : `z.literal(${tsValue(v)})`));
  return options.length === 1 ? options[0] : `z.union([${options.join(', ')}])`;
}

function bounds(schema: Schema, pairs: Array<[string, string]>): string {
  return pairs
    .filter(([key]) => typeof schema[key] === 'number')
    .map(([key, method]) => `.${method}(${schema[key] as number})`)
    .join('');
}

function typed(type: string, schema: Schema, indent: string): string {
  switch (type) {
    case 'string': {
      const pattern = typeof schema.pattern === 'string' ? `.regex(new RegExp(${tsString(schema.pattern)}))` : '';
      return `z.string()${bounds(schema, [['minLength', 'min'], ['maxLength', 'max']])}${pattern}`;
    }
    case 'number':
      return `z.number()${bounds(schema, [['minimum', 'min'], ['maximum', 'max']])}`;
    case 'integer':
      return `${INTEGER}${bounds(schema, [['minimum', 'min'], ['maximum', 'max']])}`;
    case 'boolean':
      return 'z.boolean()';
    case 'null':
      return 'z.null()';
    case 'array':
      return `z.array(${isSchema(schema.items) ? zodFromJsonSchema(schema.items, indent) : 'z.unknown()'})${bounds(schema, [['minItems', 'min'], ['maxItems', 'max']])}`;
    case 'object':
      return objectSource(schema, indent);
    default:
      return 'z.unknown()';
  }
}

function optionalSuffix(source: string): string {
  return source.endsWith('.nullable()') ? '.optional()' : '.nullable().optional()';
}

function objectSource(schema: Schema, indent: string): string {
  const properties = isSchema(schema.properties) ? Object.entries(schema.properties) : [];
  if (properties.length === 0) return 'z.object({})';
  const inner = `${indent}  `;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const lines = properties.map(([key, value]) => {
    const name = IDENTIFIER.test(key) ? key : tsString(key);
    const source = isSchema(value) ? zodFromJsonSchema(value, inner) : 'z.unknown()';
    return `${inner}${name}: ${source}${required.has(key) ? '' : optionalSuffix(source)},`;
  });
  return `z.object({\n${lines.join('\n')}\n${indent}})`;
}

/** zod source for `schema`; `indent` is the indentation of the line the source starts on. */
export function zodFromJsonSchema(schema: Schema, indent = ''): string {
  if (Array.isArray(schema.enum)) return withDescription(literals(schema.enum), schema);
  if ('const' in schema) return withDescription(literals([schema.const]), schema);

  const union = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null;
  if (union) {
    const options = union.filter((o) => !isNullSchema(o)).map((o) => (isSchema(o) ? zodFromJsonSchema(o, indent) : 'z.unknown()'));
    const nullable = options.length < union.length;
    const base = options.length === 1 ? options[0] : `z.union([${options.join(', ')}])`;
    return withDescription(nullable ? `${base}.nullable()` : base, schema);
  }

  const types = Array.isArray(schema.type) ? schema.type.filter((t): t is string => typeof t === 'string') : [];
  const type = typeof schema.type === 'string' ? schema.type : types.find((t) => t !== 'null');
  const nullable = types.includes('null');
  const base = type ? typed(type, schema, indent) : isSchema(schema.properties) ? objectSource(schema, indent) : 'z.unknown()';
  return withDescription(nullable && type ? `${base}.nullable()` : base, schema);
}

/** Where a schema has optional properties that strict mode turns into required-and-nullable ones. */
export interface OptionalKeys {
  drop?: string[];
  props?: Record<string, OptionalKeys>;
  items?: OptionalKeys;
}

function admitsNull(schema: Schema): boolean {
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  const union = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : [];
  return union.some(isNullSchema) || (Array.isArray(schema.enum) && schema.enum.includes(null));
}

/**
 * The optional properties whose nulls mean "not given" (the engine drops them before the code
 * runs, as the SDK does for zod `.optional()`), or null when the schema has none.
 */
export function optionalKeys(schema: Schema): OptionalKeys | null {
  const spec: OptionalKeys = {};
  if (isSchema(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const drop = Object.entries(schema.properties).filter(([k, v]) => !required.has(k) && !(isSchema(v) && admitsNull(v))).map(([k]) => k);
    if (drop.length > 0) spec.drop = drop;
    const props = Object.entries(schema.properties).flatMap(([k, v]) => {
      const inner = isSchema(v) ? optionalKeys(v) : null;
      return inner ? [[k, inner] as const] : [];
    });
    if (props.length > 0) spec.props = Object.fromEntries(props);
  }
  if (isSchema(schema.items)) {
    const items = optionalKeys(schema.items);
    if (items) spec.items = items;
  }
  return Object.keys(spec).length > 0 ? spec : null;
}
