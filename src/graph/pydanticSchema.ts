/**
 * The Python types the Python exports write for a graph's JSON Schema, and the JSON Schema pydantic
 * 2 generates back from them (docs/SEMANTICS.md §1.4a). Upstream never sends the graph's schema:
 * the Agents SDK sends `model_json_schema()` of `create_model(f"{func_name}_args", …)` for a
 * function tool (`function_schema.py:469-472`@v0.22.0), `TypeAdapter(input_type).json_schema()`
 * for a handoff input (`handoffs/__init__.py:304`) and for an output type (`agent_output.py:97-116`).
 * One model serves both sides, so that what the export declares is what the engine sends:
 * src/export/jsonSchemaToPython.ts renders the classes and annotations, the engine's Python
 * profile sends the schemas.
 *
 * pydantic rules reproduced (pydantic 2.12+, `json_schema.py`; checked against pydantic 2.13.4 by
 * pydanticSchema.test.ts): a field's `title` is `name.title().replace('_', ' ').strip()` of its
 * alias or name (`get_title_from_name`), left off for a model or an optional model
 * (`field_title_should_be_set`); a model is a `$defs` entry named and titled by its class, with its
 * docstring (`inspect.cleandoc`) as `description`, referenced by `$ref`; `T | None` is
 * `anyOf: [T, {type: null}]` (None last); an optional field has `default: null`; `Literal` is
 * `const` (one value) or `enum`, with `type` when all values share one; `dict[str, Any]` is
 * `additionalProperties: true`; `Any` is `{}`; keys are sorted except under `properties` and
 * `default` (`GenerateJsonSchema.sort`). Constraints the annotations cannot carry (minimum,
 * pattern, format, …) are not in the exported types, so they are not sent.
 */
import { pascalCase, pythonName, snakeCase } from './pythonIdentifiers.ts';

type Json = Record<string, unknown>;

function isSchema(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One member of a Python union (never None: None is the union's `nullable`). */
interface Atom {
  annotation: string;
  json: Json;
  /** a `BaseModel` class (pydantic gives such a field no title) */
  model: boolean;
}

/** A Python type: its annotation text, as jsonSchemaToPython has always written it, and its union members. */
export interface PyType {
  annotation: string;
  members: Atom[];
  nullable: boolean;
}

export interface PyField {
  /** the Python name (differs from `jsonName` only for keywords and non-identifiers) */
  name: string;
  jsonName: string;
  /** the annotation as written for a required field (an optional one adds `| None`, see `optionalType`) */
  type: string;
  /** listed in the schema's `required` (optional fields default to None) */
  required: boolean;
  description: string | null;
  pyType: PyType;
}

export interface PyModel {
  className: string;
  docstring: string | null;
  fields: PyField[];
}

/** `T | None` unless T already admits None. */
export function optionalType(type: string): string {
  return type.split(' | ').includes('None') ? type : `${type} | None`;
}

/** Python's `str.title()`: a cased character after an uncased one is upper case, the others lower. */
export function pythonTitle(text: string): string {
  let out = '';
  let previousCased = false;
  for (const ch of text) {
    const cased = ch.toLowerCase() !== ch.toUpperCase();
    out += cased ? (previousCased ? ch.toLowerCase() : ch.toUpperCase()) : ch;
    previousCased = cased;
  }
  return out;
}

/** pydantic's field title from a name (`GenerateJsonSchema.get_title_from_name`). */
export function pydanticTitle(name: string): string {
  return pythonTitle(name).replace(/_/g, ' ').trim();
}

/** `inspect.cleandoc` of the docstring pyDocstring writes for `text` (pydantic's model description). */
export function cleanDoc(text: string): string {
  const lines = text.trim().split('\n').map((line) => (line.trim() === '' ? '' : expandTabs(line)));
  const rest = lines.slice(1).filter((l) => l.trim() !== '');
  const margin = rest.length === 0 ? 0 : Math.min(...rest.map((l) => l.length - l.trimStart().length));
  return [lines[0].trimStart(), ...lines.slice(1).map((l) => l.slice(margin))].join('\n').replace(/^\n+|\n+$/g, '');
}

function expandTabs(line: string): string {
  let out = '';
  for (const ch of line) out += ch === '\t' ? ' '.repeat(8 - (out.length % 8)) : ch;
  return out;
}

/** Recursive key sort as pydantic's `GenerateJsonSchema.sort`: all keys except under `properties` and `default`. */
export function pydanticSort(value: unknown, parentKey: string | null = null): unknown {
  if (Array.isArray(value)) return value.map((v) => pydanticSort(v, parentKey));
  if (!isSchema(value)) return value;
  const keys = Object.keys(value);
  if (parentKey !== 'properties' && parentKey !== 'default') keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out: Json = {};
  for (const key of keys) out[key] = pydanticSort(value[key], key);
  return out;
}

function literalJson(values: unknown[]): Json {
  const out: Json = values.length === 1 ? { const: values[0] } : { enum: values };
  const kinds = new Set(values.map((v) => (v === null ? 'null' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v === 'string' ? 'string' : typeof v === 'boolean' ? 'boolean' : Array.isArray(v) ? 'array' : 'other')));
  if (kinds.size === 1 && !kinds.has('other')) out.type = [...kinds][0];
  return out;
}

/** A value in a `Literal[...]` (the export passes its own Python literal writer). */
function defaultLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  return JSON.stringify(value);
}

const NONE: PyType = { annotation: 'None', members: [], nullable: true };

function atomType(annotation: string, json: Json, model = false): PyType {
  return { annotation, members: [{ annotation, json, model }], nullable: false };
}

/** A Python union `a | b | …` (flattened, duplicates dropped, None kept as `nullable`). */
function unionOf(types: PyType[]): PyType {
  const annotations = [...new Set(types.map((t) => t.annotation))];
  const members: Atom[] = [];
  const seen = new Set<string>();
  for (const t of types) {
    for (const m of t.members) {
      if (seen.has(m.annotation)) continue;
      seen.add(m.annotation);
      members.push(m);
    }
  }
  return { annotation: annotations.join(' | '), members, nullable: types.some((t) => t.nullable) };
}

/** pydantic's JSON Schema for a type (without a field's title, default and description). */
export function typeJson(type: PyType): Json {
  const members = type.members.map((m) => m.json);
  if (members.length === 0) return { type: 'null' };
  if (members.length === 1 && !type.nullable) return members[0];
  return { anyOf: type.nullable ? [...members, { type: 'null' }] : members };
}

/**
 * Builds the Python types of one generated file. `takeName` hands out class names (the export's
 * Namer, unique in its file; the engine's own, which gives the same names unless two models of a
 * file ask for the same one).
 */
export class PydanticTypes {
  /** class definitions, in an order where each only uses earlier ones */
  readonly models: PyModel[] = [];
  readonly typingImports = new Set<string>();
  private readonly takeName: (wanted: string) => string;
  private readonly literal: (value: unknown) => string;
  private readonly defs = new Map<string, Json>();

  constructor(takeName: (wanted: string) => string, literal: (value: unknown) => string = defaultLiteral) {
    this.takeName = takeName;
    this.literal = literal;
  }

  /** The Python type for `schema`; `hint` names a model class if one is needed. */
  type(schema: Json, hint: string): PyType {
    if (Array.isArray(schema.enum) || 'const' in schema) {
      const values = Array.isArray(schema.enum) ? schema.enum : [schema.const];
      this.typingImports.add('Literal');
      return atomType(`Literal[${values.map(this.literal).join(', ')}]`, literalJson(values));
    }
    const union = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null;
    if (union) {
      const options = union.map((o, i) => (isSchema(o) ? this.type(o, union.length > 1 ? `${hint}Option${i + 1}` : hint) : this.any()));
      return unionOf(options);
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (isSchema(schema.properties) ? 'object' : undefined)];
    return unionOf(types.map((type) => this.single(String(type), schema, hint)));
  }

  private any(): PyType {
    this.typingImports.add('Any');
    return atomType('Any', {});
  }

  private single(type: string, schema: Json, hint: string): PyType {
    switch (type) {
      case 'string':
        return atomType('str', { type: 'string' });
      case 'integer':
        return atomType('int', { type: 'integer' });
      case 'number':
        return atomType('float', { type: 'number' });
      case 'boolean':
        return atomType('bool', { type: 'boolean' });
      case 'null':
        return NONE;
      case 'array': {
        const item = isSchema(schema.items) ? this.type(schema.items, `${hint}Item`) : this.any();
        return atomType(`list[${item.annotation}]`, { items: typeJson(item), type: 'array' });
      }
      case 'object':
        if (isSchema(schema.properties) && Object.keys(schema.properties).length > 0) {
          const model = this.model(schema, hint);
          return atomType(model.className, { $ref: `#/$defs/${model.className}` }, true);
        }
        this.typingImports.add('Any');
        return atomType('dict[str, Any]', { additionalProperties: true, type: 'object' });
      default:
        return this.any();
    }
  }

  /** The fields of an object schema (property order kept), typing nested objects as models. */
  fields(schema: Json, hint: string): PyField[] {
    const properties = isSchema(schema.properties) ? Object.entries(schema.properties) : [];
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    return properties.map(([name, value]) => {
      const property = isSchema(value) ? value : {};
      const pyType = this.type(property, `${hint}${pascalCase(name)}`);
      return {
        name: pythonName(name),
        jsonName: name,
        required: required.has(name),
        type: pyType.annotation,
        description: typeof property.description === 'string' ? property.description : null,
        pyType,
      };
    });
  }

  /** Defines a `BaseModel` for an object schema (fields keep their JSON names as aliases). */
  model(schema: Json, hint: string, docstring?: string): PyModel {
    const className = this.takeName(pascalCase(hint));
    const fields = this.fields(schema, className);
    const doc = docstring ?? (typeof schema.description === 'string' ? schema.description : null);
    const model: PyModel = { className, docstring: doc || null, fields };
    this.models.push(model);
    this.defs.set(className, objectJson(fields, className, model.docstring, true, this.defs));
    return model;
  }

  /** `Model.model_json_schema()`: the model with the `$defs` it reaches. */
  modelJsonSchema(model: PyModel): Json {
    return this.withDefs(this.defs.get(model.className)!, model.className);
  }

  /**
   * `create_model(f"{funcName}_args", **fields).model_json_schema()` for a function whose
   * parameters are `fields` in the order the exports write them (`pythonParameters`: required first).
   */
  functionArgsJsonSchema(funcName: string, fields: PyField[]): Json {
    return this.withDefs(objectJson(signatureOrder(fields), `${funcName}_args`, null, false, this.defs), null);
  }

  /**
   * The Agents SDK's output schema for an output type (`agent_output.py:95-116`@v0.22.0): a model's
   * own schema; any other type wrapped as `TypedDict("OutputType", {"response": T})`.
   */
  outputJsonSchema(type: PyType): Json {
    const only = type.members.length === 1 && !type.nullable ? type.members[0] : null;
    if (only?.model) return this.withDefs(this.defs.get(only.annotation)!, only.annotation);
    // agent_output.py _is_subclass_of_base_model_or_dict: a dict is not wrapped either
    if (only?.annotation === 'dict[str, Any]') return pydanticSort(only.json) as Json;
    const response: PyField = { name: 'response', jsonName: 'response', type: type.annotation, required: true, description: null, pyType: type };
    return this.withDefs(objectJson([response], 'OutputType', null, false, this.defs), null);
  }

  private withDefs(root: Json, self: string | null): Json {
    const reached = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (isSchema(node)) {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
            const name = value.slice('#/$defs/'.length);
            if (!reached.has(name) && name !== self) {
              reached.add(name);
              visit(this.defs.get(name));
            }
          } else visit(value);
        }
      }
    };
    visit(root);
    const out: Json = { ...root };
    if (reached.size > 0) out.$defs = Object.fromEntries([...reached].map((name) => [name, this.defs.get(name)]));
    return pydanticSort(out) as Json;
  }
}

/** The class name the agents-py export asks for a handoff's input type. */
export function handoffInputHint(fromName: string, toName: string, toolName: string | null): string {
  // "Triage Agent" → "triage": names like TriageToBillingInput read better without the "Agent"s
  const short = (name: string) => name.replace(/\s*agent$/i, '') || name;
  return `${toolName ?? snakeCase(`${short(fromName)} to ${short(toName)}`)} input`;
}

/** The class name the agents-py export asks for an agent's output type. */
export function outputTypeHint(agentName: string): string {
  return `${agentName} output`;
}

/** Signature order: required parameters first (a parameter with a default cannot precede one without). */
export function signatureOrder<T extends { required: boolean }>(fields: T[]): T[] {
  return [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
}

function fieldJson(field: PyField, byAlias: boolean, defs: Map<string, Json>): Json {
  const type = field.required ? field.pyType : { ...field.pyType, nullable: true, annotation: optionalType(field.pyType.annotation) };
  const out: Json = { ...typeJson(type) };
  const onlyModel = type.members.length === 1 && type.members[0].model;
  if (!onlyModel) out.title = pydanticTitle(byAlias ? field.jsonName : field.name);
  if (field.description !== null) out.description = field.description;
  if (!field.required) out.default = null;
  // json_schema.py handle_ref_overrides: a key beside a $ref that repeats the referenced schema's is dropped
  if (typeof out.$ref === 'string') {
    const target = defs.get(out.$ref.slice('#/$defs/'.length));
    for (const key of Object.keys(out)) if (key !== '$ref' && target && JSON.stringify(target[key]) === JSON.stringify(out[key])) delete out[key];
  }
  return out;
}

function objectJson(fields: PyField[], title: string, docstring: string | null, byAlias: boolean, defs: Map<string, Json>): Json {
  const out: Json = {
    properties: Object.fromEntries(fields.map((f) => [byAlias ? f.jsonName : f.name, fieldJson(f, byAlias, defs)])),
    title,
    type: 'object',
  };
  const required = fields.filter((f) => f.required).map((f) => (byAlias ? f.jsonName : f.name));
  if (required.length > 0) out.required = required;
  if (docstring) out.description = cleanDoc(docstring);
  return out;
}
