/**
 * zod expressions (read, not run) → JSON Schema, for tool parameters, handoff input types and
 * output types: string/number/boolean/int/enum/literal/array/object/union/record, optional,
 * nullable, nullish, describe. `.nullable().optional()` reads as "optional": the SDK's strict mode
 * needs the pair to express an optional field (that is how Switchboard's export writes one).
 * Constraints JSON Schema could carry but the graph's strict subset does not (min, max, regex...)
 * are listed in `problems` for the report.
 */
import type { JsonSchema } from '../../graph/schema.ts';
import type { Value } from '../value.ts';

export interface ZodContext {
  /** follows a name (a schema constant, an imported schema) to its value */
  resolve: (value: Value) => Value;
  problems: string[];
}

interface Read {
  schema: JsonSchema;
  optional: boolean;
  nullable: boolean;
}

const IGNORED = new Set(['meta', 'trim', 'strict', 'readonly', 'brand', 'toLowerCase', 'toUpperCase']);

function withNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && !schema.enum) return { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.enum)) return { ...schema, type: [schema.type, 'null'].flat(), enum: [...(schema.enum as unknown[]), null] };
  return { anyOf: [schema, { type: 'null' }] };
}

function read(value: Value, cx: ZodContext, depth: number): Read | null {
  if (depth > 30) return null;
  const v = cx.resolve(value);
  if (v.kind === 'function' && v.body && v.params.length === 0) return read(v.body, cx, depth + 1);
  if (v.kind !== 'call') return null;
  if (v.target && v.method) {
    const inner = read(v.target, cx, depth + 1);
    if (!inner) return null;
    const arg = v.args[0] ? cx.resolve(v.args[0]) : undefined;
    switch (v.method) {
      case 'describe':
        if (arg?.kind === 'string') inner.schema = { ...inner.schema, description: arg.value };
        return inner;
      case 'optional':
        return { ...inner, optional: true };
      case 'nullable':
        return { ...inner, nullable: true };
      case 'nullish':
        return { ...inner, optional: true, nullable: true };
      case 'default':
        return { ...inner, optional: true };
      case 'int':
        return { ...inner, schema: { ...inner.schema, type: 'integer' } };
      case 'array':
        return { schema: { type: 'array', items: finish(inner) }, optional: false, nullable: false };
      default:
        if (!IGNORED.has(v.method)) cx.problems.push(`.${v.method}(...) is not kept in the schema`);
        return inner;
    }
  }
  const name = v.callee.replace(/^(z|zod)\./, '');
  if (name === v.callee && !/^(z|zod)$/.test(v.callee.split('.')[0])) {
    // a helper like `integer()` defined in the file
    const helper = cx.resolve({ kind: 'name', name: v.callee, text: v.callee, loc: v.loc });
    if (helper.kind === 'function' && helper.body) return read(helper.body, cx, depth + 1);
    return null;
  }
  const arg = v.args[0] ? cx.resolve(v.args[0]) : undefined;
  const plain = (schema: JsonSchema): Read => ({ schema, optional: false, nullable: false });
  switch (name) {
    case 'string':
      return plain({ type: 'string' });
    case 'number':
      return plain({ type: 'number' });
    case 'int':
      return plain({ type: 'integer' });
    case 'boolean':
      return plain({ type: 'boolean' });
    case 'any':
    case 'unknown':
      return plain({});
    case 'null':
      return plain({ type: 'null' });
    case 'enum': {
      const values = arg?.kind === 'list' ? arg.items.map((i) => cx.resolve(i)).map((i) => (i.kind === 'string' ? i.value : null)) : [];
      if (values.includes(null) || values.length === 0) return null;
      return plain({ type: 'string', enum: values });
    }
    case 'literal': {
      if (arg?.kind === 'string' || arg?.kind === 'number' || arg?.kind === 'bool') return plain({ type: arg.kind === 'bool' ? 'boolean' : arg.kind, enum: [arg.value] });
      return null;
    }
    case 'array': {
      const inner = arg && read(arg, cx, depth + 1);
      return plain({ type: 'array', items: inner ? finish(inner) : {} });
    }
    case 'record': {
      const inner = v.args[1] ?? v.args[0];
      const r = inner && read(inner, cx, depth + 1);
      return plain({ type: 'object', additionalProperties: r ? finish(r) : {} });
    }
    case 'union': {
      const options = arg?.kind === 'list' ? arg.items.map((i) => read(i, cx, depth + 1)) : [];
      if (options.some((o) => !o)) return null;
      return plain({ anyOf: options.map((o) => finish(o!)) });
    }
    case 'nullable':
    case 'optional': {
      const inner = arg && read(arg, cx, depth + 1);
      return inner ? { ...inner, [name === 'nullable' ? 'nullable' : 'optional']: true } : null;
    }
    case 'object':
    case 'strictObject': {
      if (arg?.kind !== 'dict') return null;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const entry of arg.entries) {
        if (entry.key === null) {
          cx.problems.push(`a spread (...${entry.value.text}) inside z.object is not read`);
          continue;
        }
        const r = read(entry.value, cx, depth + 1);
        if (!r) {
          cx.problems.push(`${entry.key}: ${entry.value.text} is not a zod type the importer reads; kept as "any value"`);
          properties[entry.key] = {};
          required.push(entry.key);
          continue;
        }
        properties[entry.key] = r.optional ? r.schema : finish(r);
        if (!r.optional) required.push(entry.key);
      }
      return plain({ type: 'object', properties, required, additionalProperties: false });
    }
    default:
      return null;
  }
}

function finish(r: Read): JsonSchema {
  return r.nullable ? withNull(r.schema) : r.schema;
}

/** A zod schema expression as JSON Schema, or null when it is not one the importer reads. */
export function zodToJsonSchema(value: Value, cx: ZodContext): JsonSchema | null {
  const r = read(value, cx, 0);
  return r ? finish(r) : null;
}
