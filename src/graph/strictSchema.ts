/**
 * `ensureStrictJsonSchema`: the Agents SDK's conversion of a JSON Schema to OpenAI strict mode
 * (docs/SEMANTICS.md §1.4; Python `src/agents/strict_schema.py`, whose rules JS reproduces for JSON
 * Schema input). Used for handoff input schemas, tool parameters and output schemas, and by lint
 * to tell the user early that a schema will be rejected. Never mutates its input.
 */

/** Thrown for a schema the SDK refuses (its `UserError` / `TypeError`), with the SDK's text. */
export class StrictSchemaError extends Error {
  override readonly name = 'StrictSchemaError';
  /** Where the offending node sits inside the schema ([] for the root); numbers index arrays. */
  readonly segments: Array<string | number>;
  constructor(message: string, segments: Array<string | number> = []) {
    super(message);
    this.segments = segments;
  }

  /** JSON pointer of the offending node ('' for the root). */
  get pointer(): string {
    return this.segments.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  }
}

type JsonObject = Record<string, unknown>;
type Seg = string | number;

const MAX_NODES = 100_000;
const MAX_DEPTH = 100;

/** The SDK's texts, verbatim (openai-agents-python src/agents/strict_schema.py, 0.22). */
export const STRICT_SCHEMA_ERRORS = {
  additionalProperties:
    "additionalProperties should not be set for object types. This could be because you're using an older version of Pydantic, or because you configured additional properties to be allowed. If you really need this, update the function or output tool to not use a strict schema.",
  tooDeep: 'JSON schema is too deeply nested to process safely. Simplify or flatten the schema.',
  tooLarge:
    'JSON schema is too large to convert to a strict schema. This can happen when a schema expands `$ref`s exponentially, which may indicate a malformed or malicious schema.',
  rootAnyOf: 'The root of a strict JSON schema must not use `anyOf`.',
  rootNullable: (type: unknown[]) =>
    `The root of a strict JSON schema must be a non-nullable object, but its type is ${pythonRepr(type)}. Make the root a plain object, or update the function or output tool to not use a strict schema.`,
  refSiblings: (keys: string[]) =>
    `JSON schema contains a \`$ref\` with incompatible sibling keyword(s) (${keys.join(', ')}) that cannot be merged without changing its accepted values.`,
  notADict: (value: unknown, path: Array<string | number>) =>
    `Expected ${pythonRepr(value)} to be a dictionary; path=(${path.map((p) => pythonRepr(String(p))).join(', ')}${path.length === 1 ? ',' : ''})`,
  badRef: (ref: string) => `Unexpected $ref format ${pythonRepr(ref)}; Does not start with #/`,
  unresolvedRef: (ref: string) => `Expected \`$ref: ${ref}\` to resolved to a dictionary`,
} as const;

/** Keywords that may sit beside a `$ref` without constraining the instance. */
const REF_NON_CONSTRAINING = new Set([
  '$anchor', '$comment', '$defs', '$schema', 'contentEncoding', 'contentMediaType', 'contentSchema',
  'default', 'definitions', 'deprecated', 'description', 'examples', 'readOnly', 'title', 'writeOnly',
]);

const EMPTY_STRICT = () => ({ additionalProperties: false, type: 'object', properties: {}, required: [] });

/** Python's repr for the values that appear in error texts (lists, strings, numbers, dicts). */
function pythonRepr(value: unknown): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as JsonObject).map(([k, v]) => `${pythonRepr(k)}: ${pythonRepr(v)}`).join(', ')}}`;
  }
  return String(value);
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkDepth(value: unknown): void {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_DEPTH) throw new StrictSchemaError(STRICT_SCHEMA_ERRORS.tooDeep);
    const children = Array.isArray(node) ? node : isObject(node) ? Object.values(node) : [];
    for (const child of children) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
}

/**
 * Returns a strict copy of `schema` or throws `StrictSchemaError` with the SDK's message.
 * Rules (docs/SEMANTICS.md §1.4 numbering): 1 `{}` → empty strict object; 2 type-less with properties →
 * object; 3 objects get `additionalProperties: false`; 4/5 any other additionalProperties is an
 * error; 6 `required` = every property key; 7 recursion; 8 oneOf → anyOf; 9 single allOf merged;
 * 10 `default: null` dropped; 11 `$ref` with siblings inlined (constraining siblings rejected);
 * 12/13 the root is a plain object without anyOf; 15 depth and size limits; 16 non-objects rejected.
 */
export function ensureStrictJsonSchema(schema: unknown): JsonObject {
  if (!isObject(schema)) throw new StrictSchemaError(STRICT_SCHEMA_ERRORS.notADict(schema, []));
  checkDepth(schema);
  if (Object.keys(schema).length === 0) return EMPTY_STRICT();
  const root = structuredClone(schema);
  const budget = { remaining: MAX_NODES };
  const result = convert(root, [], root, budget, 1);
  if (Array.isArray(result.anyOf)) throw new StrictSchemaError(STRICT_SCHEMA_ERRORS.rootAnyOf);
  const type = result.type;
  if (Array.isArray(type) && type.includes('object')) {
    if (type.length === 1) result.type = 'object';
    else throw new StrictSchemaError(STRICT_SCHEMA_ERRORS.rootNullable(type));
  }
  return result;
}

/** true when `ensureStrictJsonSchema` accepts the schema; the error otherwise. */
export function strictSchemaProblem(schema: unknown): StrictSchemaError | null {
  try {
    ensureStrictJsonSchema(schema);
    return null;
  } catch (error) {
    if (error instanceof StrictSchemaError) return error;
    throw error;
  }
}

function resolveRef(root: JsonObject, ref: string, path: Seg[]): JsonObject {
  if (!ref.startsWith('#/')) throw new StrictSchemaError(STRICT_SCHEMA_ERRORS.badRef(ref), path);
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) && Object.hasOwn(node, key) ? node[key] : undefined;
    if (!isObject(node)) throw new StrictSchemaError(STRICT_SCHEMA_ERRORS.unresolvedRef(ref), path);
  }
  return node as JsonObject;
}

function convert(node: unknown, path: Seg[], root: JsonObject, budget: { remaining: number }, depth: number): JsonObject {
  if (depth > MAX_DEPTH) throw new StrictSchemaError(STRICT_SCHEMA_ERRORS.tooDeep, path);
  if (!isObject(node)) throw new StrictSchemaError(STRICT_SCHEMA_ERRORS.notADict(node, path), path);
  budget.remaining -= 1;
  if (budget.remaining < 0) throw new StrictSchemaError(STRICT_SCHEMA_ERRORS.tooLarge, path);
  const next = depth + 1;
  const at = (...more: Seg[]) => [...path, ...more];

  if ('$ref' in node) {
    const allowed = node === root ? new Set([...REF_NON_CONSTRAINING, '$id']) : REF_NON_CONSTRAINING;
    const extra = Object.keys(node).filter((k) => k !== '$ref' && !allowed.has(k)).sort();
    if (extra.length > 0) throw new StrictSchemaError(STRICT_SCHEMA_ERRORS.refSiblings(extra), path);
  }

  for (const defsKey of ['$defs', 'definitions']) {
    const defs = node[defsKey];
    if (isObject(defs)) {
      for (const [name, def] of Object.entries(defs)) defs[name] = convert(def, at(defsKey, name), root, budget, next);
    }
  }

  let type = node.type;
  const properties = node.properties;
  if (type === undefined && isObject(properties)) {
    type = node.type = 'object';
  } else if (type === undefined && 'additionalProperties' in node && node.additionalProperties !== false) {
    throw new StrictSchemaError(STRICT_SCHEMA_ERRORS.additionalProperties, path);
  }
  const isObjectType = type === 'object' || (Array.isArray(type) && type.includes('object'));
  if (isObjectType && !('additionalProperties' in node)) {
    node.additionalProperties = false;
  } else if (isObjectType && node.additionalProperties !== false) {
    throw new StrictSchemaError(STRICT_SCHEMA_ERRORS.additionalProperties, path);
  }

  if (isObject(properties)) {
    node.required = Object.keys(properties);
    const strictProps: JsonObject = {};
    for (const [key, prop] of Object.entries(properties)) strictProps[key] = convert(prop, at('properties', key), root, budget, next);
    node.properties = strictProps;
  }

  if (isObject(node.items)) node.items = convert(node.items, at('items'), root, budget, next);

  if (Array.isArray(node.anyOf)) {
    node.anyOf = node.anyOf.map((v, i) => convert(v, at('anyOf', i), root, budget, next));
  }
  if (Array.isArray(node.oneOf)) {
    const existing = Array.isArray(node.anyOf) ? node.anyOf : [];
    node.anyOf = [...existing, ...node.oneOf.map((v, i) => convert(v, at('oneOf', i), root, budget, next))];
    delete node.oneOf;
  }

  if (Array.isArray(node.allOf)) {
    if (node.allOf.length === 1) {
      const entry = convert(node.allOf[0], at('allOf', 0), root, budget, next);
      delete node.allOf;
      // The parent's own keys win over the merged entry's.
      const merged = { ...entry, ...node };
      for (const key of Object.keys(node)) delete node[key];
      Object.assign(node, merged);
      return convert(node, path, root, budget, next);
    }
    node.allOf = node.allOf.map((v, i) => convert(v, at('allOf', i), root, budget, next));
  }

  if ('default' in node && node.default === null) delete node.default;

  const ref = node.$ref;
  if (typeof ref === 'string' && ref !== '' && Object.keys(node).length > 1) {
    const resolved = resolveRef(root, ref, path);
    delete node.$ref;
    const merged = { ...structuredClone(resolved), ...node };
    for (const key of Object.keys(node)) delete node[key];
    Object.assign(node, merged);
    return convert(node, path, root, budget, next);
  }
  return node;
}
