/**
 * Checks that a `parameters` / `inputSchema` / `outputSchema` value is a JSON Schema the rest of
 * the app can use: valid against the draft-07 meta-schema (what the editor and the engine's ajv
 * speak) and compilable by ajv (patterns are regular expressions, `$ref`s resolve). Without this,
 * `properties.x = null` crashed an exporter and `required: [["a"]]` ended a run with a TypeError.
 * The meta-schema validator is ajv's, precompiled (draft07Validator.generated.js): the page's
 * Content-Security-Policy allows no eval, so nothing is compiled at run time.
 */
import { validate as draft07 } from './draft07Validator.generated.js';
import type { PathSegment } from './documentPath.ts';

export interface SchemaShapeProblem {
  /** inside the schema value */
  segments: PathSegment[];
  message: string;
}

const DRAFT_07 = 'http://json-schema.org/draft-07/schema';
/** at most this many meta-schema errors per schema: the first few say what is wrong */
const MAX_PROBLEMS = 5;

function pointerSegments(pointer: string): PathSegment[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^(0|[1-9]\d*)$/.test(part) ? Number(part) : part));
}

/** Keywords whose values are data, not schemas: what is inside them is never a keyword. */
const DATA_KEYWORDS = new Set(['const', 'default', 'enum', 'examples']);

/** The value a local `$ref` ("#", "#/definitions/x") points at inside `root`, or undefined. */
function resolveLocalRef(root: unknown, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    let part: string;
    try {
      part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * What the meta-schema cannot see but ajv's compile (at run time) would throw on: regular
 * expressions that do not compile (ajv uses the "u" flag), `$ref`s that do not resolve, `$id`s
 * (they move the base of every `$ref`; tool schemas do not need them). A walk, not a compile:
 * compiling costs milliseconds per schema, and every import and export would pay it.
 */
function compileProblems(schema: Record<string, unknown>): SchemaShapeProblem[] {
  const problems: SchemaShapeProblem[] = [];
  const stack: Array<{ node: unknown; segments: PathSegment[] }> = [{ node: schema, segments: [] }];
  while (stack.length > 0 && problems.length < MAX_PROBLEMS) {
    const { node, segments } = stack.pop()!;
    if (Array.isArray(node)) {
      node.forEach((child, i) => stack.push({ node: child, segments: [...segments, i] }));
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, value] of Object.entries(node)) {
      const at = [...segments, key];
      if (key === 'pattern' && typeof value === 'string') {
        const problem = regexProblem(value);
        if (problem) problems.push({ segments: at, message: `Not a usable JSON Schema: the pattern is not a valid regular expression (${problem})` });
      } else if (key === 'patternProperties' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
        for (const name of Object.keys(value)) {
          const problem = regexProblem(name);
          if (problem) problems.push({ segments: [...at, name], message: `Not a usable JSON Schema: the property pattern is not a valid regular expression (${problem})` });
        }
      } else if (key === '$ref' && typeof value === 'string') {
        if (resolveLocalRef(schema, value) === undefined) {
          problems.push({ segments: at, message: `Not a usable JSON Schema: "$ref": ${JSON.stringify(value)} does not point inside this schema (only local references like "#/definitions/name" are supported)` });
        }
      } else if (key === '$id' && typeof value === 'string') {
        problems.push({ segments: at, message: 'Not a usable JSON Schema: "$id" is not supported in these schemas (remove it)' });
      }
      if (!DATA_KEYWORDS.has(key)) stack.push({ node: value, segments: at });
    }
  }
  return problems;
}

function regexProblem(pattern: string): string | null {
  try {
    new RegExp(pattern, 'u');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Problems of `schema` as a JSON Schema; empty when it is one. Never throws. */
export function jsonSchemaShapeProblems(schema: Record<string, unknown>): SchemaShapeProblem[] {
  const $schema = Object.hasOwn(schema, '$schema') ? schema.$schema : undefined;
  if ($schema !== undefined && (typeof $schema !== 'string' || $schema.replace(/#$/, '') !== DRAFT_07)) {
    return [{ segments: ['$schema'], message: `Only JSON Schema draft-07 is supported here ("$schema": "${DRAFT_07}#", or leave it out)` }];
  }
  try {
    if (!draft07(schema)) {
      const seen = new Set<string>();
      const problems: SchemaShapeProblem[] = [];
      for (const error of draft07.errors ?? []) {
        // anyOf/oneOf failures repeat what their branches said; one line per place is enough
        if (seen.has(error.instancePath) || problems.length >= MAX_PROBLEMS) continue;
        seen.add(error.instancePath);
        problems.push({ segments: pointerSegments(error.instancePath), message: `Not a valid JSON Schema: ${error.message ?? 'invalid'}` });
      }
      return problems;
    }
    return compileProblems(schema);
  } catch (error) {
    return [{ segments: [], message: `Not a usable JSON Schema: ${error instanceof Error ? error.message : String(error)}` }];
  }
}
