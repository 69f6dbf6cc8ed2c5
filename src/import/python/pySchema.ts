/**
 * A Python function's signature and docstring → the tool's strict JSON Schema, the way the
 * Agents SDK's `function_schema` does it (type hints for types, the docstring for descriptions:
 * Google, NumPy and Sphinx styles). Types outside the subset become `{}` and are reported.
 */
import type { JsonSchema } from '../../graph/schema.ts';
import type { PyProgram } from './pyProgram.ts';
import type { PyModule, PyParam, PyType } from './pyTree.ts';

export interface Docstring {
  /** the text before the first section */
  description: string;
  params: Map<string, string>;
}

const GOOGLE_SECTION = /^(Args|Arguments|Parameters|Params|Returns|Return|Raises|Yields|Examples?|Notes?|Attributes):\s*$/;

export function parseDocstring(doc: string | null): Docstring {
  const params = new Map<string, string>();
  if (!doc) return { description: '', params };
  const lines = doc.split('\n');
  let end = lines.length;

  // Sphinx: `:param name: text`
  for (let i = 0; i < lines.length; i++) {
    const m = /^\s*:param\s+(?:[\w.[\], |]+\s+)?(\w+):\s*(.*)$/.exec(lines[i]);
    if (m) {
      end = Math.min(end, i);
      let text = m[2];
      while (i + 1 < lines.length && /^\s+\S/.test(lines[i + 1]) && !/^\s*:/.test(lines[i + 1])) text += ` ${lines[++i].trim()}`;
      params.set(m[1], text.trim());
    } else if (/^\s*:(returns?|rtype|raises?)\b/.test(lines[i])) end = Math.min(end, i);
  }

  for (let i = 0; i < lines.length; i++) {
    const section = GOOGLE_SECTION.exec(lines[i].trim());
    // NumPy: a title underlined with dashes
    const numpy = /^-{3,}$/.test(lines[i + 1]?.trim() ?? '') && /^\w[\w ]*$/.test(lines[i].trim());
    if (!section && !numpy) continue;
    end = Math.min(end, i);
    const title = (section ? section[1] : lines[i].trim()).toLowerCase();
    const isArgs = ['args', 'arguments', 'parameters', 'params', 'other parameters'].includes(title);
    let j = i + (numpy ? 2 : 1);
    const indentOf = (line: string) => line.length - line.trimStart().length;
    const baseIndent = lines[j] !== undefined ? indentOf(lines[j]) : 0;
    for (; j < lines.length; j++) {
      const line = lines[j];
      if (!line.trim()) continue;
      if (indentOf(line) < baseIndent || GOOGLE_SECTION.test(line.trim()) || /^-{3,}$/.test(lines[j + 1]?.trim() ?? '')) break;
      if (!isArgs || indentOf(line) !== baseIndent) continue;
      const google = /^\s*\*{0,2}(\w+)\s*(?:\([^)]*\))?\s*:\s*(.*)$/.exec(line);
      const numpyParam = /^\s*(\w+)\s*(?::.*)?$/.exec(line);
      let name: string;
      let text: string;
      if (numpy && numpyParam) {
        name = numpyParam[1];
        text = '';
      } else if (google) {
        name = google[1];
        text = google[2];
      } else continue;
      while (j + 1 < lines.length && lines[j + 1].trim() && indentOf(lines[j + 1]) > baseIndent) text += ` ${lines[++j].trim()}`;
      params.set(name, text.trim());
    }
    i = j - 1;
  }
  const description = lines.slice(0, end).join('\n').trim();
  return { description, params };
}

const SIMPLE: Record<string, JsonSchema> = {
  str: { type: 'string' },
  int: { type: 'integer' },
  float: { type: 'number' },
  bool: { type: 'boolean' },
  Any: {},
  dict: { type: 'object' },
};

export interface SchemaContext {
  program: PyProgram;
  module: PyModule;
  /** things the schema could not express, for the report */
  problems: string[];
  depth?: number;
  /** what a parameter without a type hint is (Swarm: "string", swarm/util.py function_to_json) */
  untyped?: 'string';
}

function literalSchema(values: (string | number | boolean | null)[]): JsonSchema {
  const types = [...new Set(values.map((v) => (v === null ? 'null' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v)))];
  return { type: types.length === 1 ? types[0] : types, enum: values };
}

/** One Python type annotation as JSON Schema. */
export function typeSchema(type: PyType | null, cx: SchemaContext): JsonSchema {
  if (!type) return {};
  switch (type.kind) {
    case 'none':
      return { type: 'null' };
    case 'literal':
      return literalSchema(type.values);
    case 'union': {
      const nonNull = type.options.filter((o) => o.kind !== 'none');
      const nullable = nonNull.length < type.options.length;
      if (nonNull.length === 1) {
        const inner = typeSchema(nonNull[0], cx);
        if (!nullable) return inner;
        if (typeof inner.type === 'string' && Object.keys(inner).every((k) => k === 'type' || k === 'description')) return { ...inner, type: [inner.type, 'null'] };
        return { anyOf: [inner, { type: 'null' }] };
      }
      return { anyOf: [...nonNull.map((o) => typeSchema(o, cx)), ...(nullable ? [{ type: 'null' }] : [])] };
    }
    case 'generic': {
      const name = type.name.replace(/^typing\./, '');
      if (['list', 'List', 'Sequence', 'set', 'Set', 'tuple', 'Tuple', 'Iterable'].includes(name)) return { type: 'array', items: typeSchema(type.args[0] ?? null, cx) };
      if (['dict', 'Dict', 'Mapping'].includes(name)) return { type: 'object', additionalProperties: typeSchema(type.args[1] ?? null, cx) };
      if (name === 'Annotated') {
        const inner = typeSchema(type.args[0] ?? null, cx);
        const note = type.args[1];
        return note?.kind === 'name' ? inner : inner;
      }
      cx.problems.push(`type ${name}[...] is kept as "any value"`);
      return {};
    }
    case 'name': {
      const name = type.name.replace(/^typing\./, '');
      if (name in SIMPLE) return { ...SIMPLE[name] };
      if (name === 'list' || name === 'List') return { type: 'array', items: {} };
      const found = cx.program.lookup(cx.module, name);
      if (found?.binding.kind === 'class' && (cx.depth ?? 0) < 8) {
        const cls = found.binding;
        if (cls.bases.some((b) => /BaseModel|TypedDict/.test(b))) return modelSchema(cls.fields.filter((f) => f.annotated), { ...cx, module: found.module, depth: (cx.depth ?? 0) + 1 }, cls.docstring);
        if (cls.bases.some((b) => /Enum/.test(b))) {
          const values = cls.fields.map((f) => (f.default?.kind === 'string' || f.default?.kind === 'number' ? f.default.value : f.name));
          return literalSchema(values);
        }
      }
      cx.problems.push(`type ${name} is kept as "any value"`);
      return {};
    }
    case 'unknown':
      cx.problems.push(`type ${type.text} is kept as "any value"`);
      return {};
  }
}

/** pydantic BaseModel / TypedDict fields → a strict object schema (`Field(description=...)` kept). */
function modelSchema(fields: { name: string; type: PyType | null; default: import('../value.ts').Value | null }[], cx: SchemaContext, doc: string | null): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of fields) {
    const schema = typeSchema(field.type, cx);
    let hasDefault = field.default !== null;
    if (field.default?.kind === 'call' && /(^|\.)Field$/.test(field.default.callee)) {
      const description = field.default.kwargs.get('description');
      if (description?.kind === 'string') schema.description = description.value;
      hasDefault = field.default.kwargs.has('default') || field.default.kwargs.has('default_factory') || (field.default.args.length > 0 && field.default.args[0].text !== '...');
    }
    properties[field.name] = schema;
    if (!hasDefault) required.push(field.name);
  }
  const schema: JsonSchema = { type: 'object', properties, required, additionalProperties: false };
  const description = parseDocstring(doc).description;
  if (description && (cx.depth ?? 0) > 1) schema.description = description;
  return schema;
}

/** The context parameter of a tool (not part of its schema). */
export function isContextParam(param: PyParam, index: number): boolean {
  if (['context_variables', 'context', 'ctx', 'wrapper', 'run_context'].includes(param.name)) return true;
  const t = param.type;
  const name = t?.kind === 'generic' || t?.kind === 'name' ? t.name : '';
  return index === 0 && /RunContextWrapper|ToolContext|ContextVariables/.test(name);
}

export function functionSchema(params: PyParam[], doc: Docstring, cx: SchemaContext): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  params.forEach((param, index) => {
    if (param.star || param.name === 'self' || isContextParam(param, index)) return;
    const schema = param.type === null && cx.untyped === 'string' ? { type: 'string' } : typeSchema(param.type, cx);
    // Optional[X] = None: "not given" rather than null
    const optional = param.default !== null;
    const cleaned = optional && param.default?.kind === 'null' ? withoutNull(schema) : schema;
    const description = doc.params.get(param.name);
    if (description) cleaned.description = description;
    if (param.type?.kind === 'generic' && param.type.name === 'Annotated' && param.type.args[1]?.kind === 'name' && !description) {
      // Annotated[str, "text"]: AG2 puts the description here (read as a forward-ref name by pyType)
      cleaned.description = param.type.args[1].name;
    }
    properties[param.name] = cleaned;
    if (!optional) required.push(param.name);
  });
  return { type: 'object', properties, required, additionalProperties: false };
}

function withoutNull(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema.type)) {
    const types = (schema.type as string[]).filter((t) => t !== 'null');
    return { ...schema, type: types.length === 1 ? types[0] : types };
  }
  if (Array.isArray(schema.anyOf)) {
    const options = (schema.anyOf as JsonSchema[]).filter((o) => o.type !== 'null');
    if (options.length === 1) {
      const { anyOf: _drop, ...rest } = schema;
      return { ...rest, ...options[0] };
    }
  }
  return schema;
}
