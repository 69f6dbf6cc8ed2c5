/**
 * Turns a tool's parameters JSON Schema into a TypeScript type text, so that the code editor
 * can offer `Args` with the real argument names. Deliberately small: what the strict schemas
 * of function tools use (objects, arrays, enums, primitives, unions); anything else is JsonValue.
 */
type Schema = Record<string, unknown>;

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function literal(value: unknown): string {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value) ? JSON.stringify(value) : 'JsonValue';
}

function primitive(type: unknown, schema: Schema, depth: number): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return `Array<${schemaTypeText(schema.items, depth + 1)}>`;
    case 'object':
      return objectType(schema, depth);
    default:
      return 'JsonValue';
  }
}

function objectType(schema: Schema, depth: number): string {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : []);
  const names = Object.keys(properties);
  if (names.length === 0) return schema.additionalProperties === false ? '{}' : 'Record<string, JsonValue>';
  const pad = '  '.repeat(depth + 1);
  const lines = names.map((name) => {
    const key = IDENT.test(name) ? name : JSON.stringify(name);
    const doc = isSchema(properties[name]) && typeof properties[name].description === 'string'
      ? `${pad}/** ${String(properties[name].description).replace(/\*\//g, '* /')} */\n`
      : '';
    return `${doc}${pad}${key}${required.has(name) ? '' : '?'}: ${schemaTypeText(properties[name], depth + 1)};`;
  });
  return `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`;
}

export function schemaTypeText(schema: unknown, depth = 0): string {
  if (!isSchema(schema) || depth > 8) return 'JsonValue';
  if ('const' in schema) return literal(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.map(literal).join(' | ');
  const union = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null;
  if (union && union.length > 0) return union.map((s) => schemaTypeText(s, depth)).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.map((t) => primitive(t, schema, depth)).join(' | ');
  if (schema.type === undefined && isSchema(schema.properties)) return objectType(schema, depth);
  return primitive(schema.type, schema, depth);
}
