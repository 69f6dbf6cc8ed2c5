/**
 * Checks that a `parameters` / `inputSchema` / `outputSchema` value is a JSON Schema the rest of
 * the app can use: valid against the draft-07 meta-schema (what the editor and the engine's ajv
 * speak) and compilable by ajv (patterns are regular expressions, `$ref`s resolve). Without this,
 * `properties.x = null` crashed an exporter and `required: [["a"]]` ended a run with a TypeError.
 */
import { Ajv } from 'ajv';
import type { PathSegment } from './documentPath.ts';

export interface SchemaShapeProblem {
  /** inside the schema value */
  segments: PathSegment[];
  message: string;
}

const DRAFT_07 = 'http://json-schema.org/draft-07/schema';
/** at most this many meta-schema errors per schema: the first few say what is wrong */
const MAX_PROBLEMS = 5;

// One instance, created on first use (building Ajv costs more than most imports).
let ajv: Ajv | null = null;
function instance(): Ajv {
  ajv ??= new Ajv({ strict: false, allErrors: true, validateSchema: false, validateFormats: false });
  return ajv;
}

function pointerSegments(pointer: string): PathSegment[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^(0|[1-9]\d*)$/.test(part) ? Number(part) : part));
}

/** Problems of `schema` as a JSON Schema; empty when it is one. Never throws. */
export function jsonSchemaShapeProblems(schema: Record<string, unknown>): SchemaShapeProblem[] {
  const $schema = Object.hasOwn(schema, '$schema') ? schema.$schema : undefined;
  if ($schema !== undefined && (typeof $schema !== 'string' || $schema.replace(/#$/, '') !== DRAFT_07)) {
    return [{ segments: ['$schema'], message: `Only JSON Schema draft-07 is supported here ("$schema": "${DRAFT_07}#", or leave it out)` }];
  }
  const checker = instance();
  try {
    const meta = checker.getSchema(DRAFT_07);
    if (meta && !meta(schema)) {
      const seen = new Set<string>();
      const problems: SchemaShapeProblem[] = [];
      for (const error of meta.errors ?? []) {
        // anyOf/oneOf failures repeat what their branches said; one line per place is enough
        if (seen.has(error.instancePath) || problems.length >= MAX_PROBLEMS) continue;
        seen.add(error.instancePath);
        problems.push({ segments: pointerSegments(error.instancePath), message: `Not a valid JSON Schema: ${error.message ?? 'invalid'}` });
      }
      return problems;
    }
    // the meta-schema does not see unresolvable $refs or invalid regular expressions: compiling does
    checker.compile(schema);
    // ajv caches every schema it compiled; an app session imports many
    checker.removeSchema(schema);
    return [];
  } catch (error) {
    // a failed compile may leave half-registered `$id`s behind: start the next check clean
    ajv = null;
    return [{ segments: [], message: `Not a usable JSON Schema: ${error instanceof Error ? error.message : String(error)}` }];
  }
}
