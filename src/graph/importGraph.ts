/**
 * Import: JSON text or a parsed value → a valid current-version Graph, or every problem found,
 * each with its path. Never throws and never mutates its input: an invalid file changes nothing.
 * Steps: parse JSON → bounded shape check (depth, `__proto__`) → refuse secrets → migrate to
 * GRAPH_VERSION → validate with the zod schema (a document that fails it also gets its broken links
 * listed, referenceProblems.ts). Limits: limits.ts, docs/IMPORT-LIMITS.md.
 */
import type { z } from 'zod';
import { formatPath } from './documentPath.ts';
import { migrateDocument } from './migrations.ts';
import { GraphSchema, type Graph } from './schema.ts';
import { structureProblems } from './jsonStructure.ts';
import { LIMITS } from './limits.ts';
import { referenceProblems } from './referenceProblems.ts';
import { findSecrets } from './secrets.ts';
import { singleLineProblems } from './singleLine.ts';

export interface ImportProblem {
  /** `agents[2].tools[0]` style; '' for the document itself */
  path: string;
  message: string;
  /** 1-based, for JSON syntax errors */
  line?: number;
  column?: number;
}

export type ImportResult =
  | { ok: true; graph: Graph; warnings: ImportProblem[] }
  | { ok: false; errors: ImportProblem[] };

/** Line and column (1-based) of a character offset in `text`. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** Engines word JSON syntax errors differently; V8 and Firefox both give a position or a line/column. */
function jsonSyntaxProblem(text: string, error: unknown): ImportProblem {
  const raw = error instanceof Error ? error.message : String(error);
  let where: { line: number; column: number } | null = null;
  const lc = /line (\d+) column (\d+)/.exec(raw);
  const position = /at position (\d+)/.exec(raw);
  if (lc) where = { line: Number(lc[1]), column: Number(lc[2]) };
  else if (position) where = lineColumn(text, Number(position[1]));
  else if (/end of (JSON|data) input|Unexpected end/i.test(raw)) where = lineColumn(text, text.length);
  const detail = raw.replace(/^JSON\.parse: /, '').replace(/\s*\(line \d+ column \d+\)$/, '').replace(/ of the JSON data$/, '');
  return where
    ? { path: '', message: `Invalid JSON at line ${where.line}, column ${where.column}: ${detail}`, ...where }
    : { path: '', message: `Invalid JSON: ${detail}` };
}

/** Whether `path` names a field its parent object does not have (zod reports it as a type error). */
function isMissing(doc: unknown, path: readonly PropertyKey[]): boolean {
  let node: unknown = doc;
  for (const key of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  const last = path[path.length - 1];
  return typeof node === 'object' && node !== null && !Array.isArray(node) && typeof last === 'string' && !Object.hasOwn(node, last);
}

function valueAt(doc: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = doc;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** zod says only "Invalid input" for a value that fits no branch of a union: list what would fit. */
function unionMessage(issue: z.core.$ZodIssueInvalidUnion, doc: unknown): string | null {
  const alternatives: string[] = [];
  for (const branch of issue.errors) {
    const first = branch[0];
    if (first?.code === 'invalid_type') alternatives.push(first.expected === 'record' ? 'object' : first.expected);
    else if (first?.code === 'invalid_value') alternatives.push(...first.values.map((v) => JSON.stringify(v)));
    else return null;
  }
  const unique = [...new Set(alternatives)];
  if (unique.length === 0) return null;
  const list = unique.length === 1 ? unique[0] : `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1]}`;
  const value = valueAt(doc, issue.path);
  const received = typeof value === 'string' ? JSON.stringify(value) : kindOf(value);
  return `Invalid value: expected ${list}, received ${received}`;
}

function issueMessage(issue: z.core.$ZodIssue, doc: unknown): string {
  if (issue.code === 'invalid_type' && isMissing(doc, issue.path)) return `Missing required field "${String(issue.path[issue.path.length - 1])}"`;
  if (issue.code === 'invalid_union') return unionMessage(issue, doc) ?? issue.message;
  // "record" is zod's word; a JSON file has objects
  if (issue.code === 'invalid_type' && issue.expected === 'record') return issue.message.replace('expected record', 'expected object');
  return issue.message;
}

export function importGraph(input: unknown): ImportResult {
  try {
    return importUnchecked(input);
  } catch (error) {
    // A bug of ours must still come back as a result the caller can show, never as a throw.
    return { ok: false, errors: [{ path: '', message: `This file could not be read (internal error: ${error instanceof Error ? error.message : String(error)}). Nothing was changed.` }] };
  }
}

function importUnchecked(input: unknown): ImportResult {
  let doc: unknown;
  if (typeof input === 'string' && input.length > LIMITS.maxTextChars) {
    return { ok: false, errors: [{ path: '', message: `The file is too large: ${input.length.toLocaleString('en-US')} characters, a graph may have at most ${LIMITS.maxTextChars.toLocaleString('en-US')}.` }] };
  }
  if (typeof input === 'string') {
    // editors on Windows may save a byte-order mark, which JSON.parse refuses
    const text = input.replace(/^\uFEFF/, '');
    try {
      doc = JSON.parse(text);
    } catch (error) {
      return { ok: false, errors: [jsonSyntaxProblem(text, error)] };
    }
  } else {
    // A private, plain-JSON copy: later steps may not touch the caller's object, and values JSON
    // cannot carry (functions, undefined) must not sneak into a graph.
    try {
      doc = JSON.parse(JSON.stringify(input) ?? 'null');
    } catch (error) {
      // RangeError: a cycle-free object nested deeper than the engine's stack
      const reason = error instanceof RangeError ? `nested too deeply (${error.message})` : error instanceof Error ? error.message : String(error);
      return { ok: false, errors: [{ path: '', message: `Not a JSON document: ${reason}` }] };
    }
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    return { ok: false, errors: [{ path: '', message: 'A graph file must contain one JSON object.' }] };
  }
  // Before any walk that recurses (zod, migrations): too deep a file stops here, with its path.
  const shape = structureProblems(doc, LIMITS.maxDepth);
  if (shape.length > 0) return { ok: false, errors: shape };

  const errors: ImportProblem[] = findSecrets(doc);
  const migrated = migrateDocument(doc);
  if (!migrated.ok) return { ok: false, errors: [...errors, migrated.error] };

  const parsed = GraphSchema.safeParse(migrated.doc);
  if (!parsed.success) {
    const secretPaths = new Set(errors.map((e) => e.path));
    for (const issue of parsed.error.issues) {
      const path = formatPath(issue.path);
      // a secret key is also an unknown field: say it once, as the secret it is
      if (!secretPaths.has(path)) errors.push({ path, message: issueMessage(issue, migrated.doc) });
    }
    // the links too, in this same report: a file is fixed in one round (a valid file with a broken
    // link still opens, where lint marks it and the link can be fixed in place)
    const reported = new Set(errors.map((e) => e.path));
    errors.push(...referenceProblems(migrated.doc).filter((p) => !reported.has(p.path)));
  }
  if (parsed.success) errors.push(...singleLineProblems(parsed.data));
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  const warnings = migrated.applied.map((m) => ({ path: 'version', message: m.summary }));
  return { ok: true, graph: parsed.data, warnings };
}
