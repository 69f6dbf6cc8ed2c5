/**
 * Versioned migrations of the graph document: an ordered chain of steps `{ from, to, migrate }`
 * that lifts an older file to GRAPH_VERSION before validation. A step works on plain JSON (it
 * runs before the zod schema), receives its own copy and returns the next version's shape.
 */
import { GRAPH_VERSION } from './schema.ts';
import { v0ToV1 } from './migrations/v0ToV1.ts';

export type JsonRecord = Record<string, unknown>;

export interface Migration {
  from: number;
  to: number;
  /** one line for the import warnings: what changed */
  summary: string;
  migrate: (doc: JsonRecord) => JsonRecord;
}

/** Every step, oldest first; `to` of one step is `from` of the next and the last ends at GRAPH_VERSION. */
export const MIGRATIONS: readonly Migration[] = [v0ToV1];

export type MigrationResult =
  | { ok: true; doc: unknown; applied: Migration[] }
  | { ok: false; error: { path: string; message: string } };

/**
 * Lifts `doc` to `latest` through `migrations`. Documents without a numeric integer version, or
 * already at `latest`, pass through untouched (validation reports what is wrong with them).
 * Never mutates `doc`.
 */
export function migrateDocument(
  doc: unknown,
  migrations: readonly Migration[] = MIGRATIONS,
  latest: number = GRAPH_VERSION,
): MigrationResult {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return { ok: true, doc, applied: [] };
  const version = (doc as JsonRecord).version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version === latest) {
    return { ok: true, doc, applied: [] };
  }
  if (version > latest) {
    return {
      ok: false,
      error: {
        path: 'version',
        message: `This file uses graph format version ${version}, which is newer than this Switchboard understands (up to version ${latest}). Update Switchboard to open it.`,
      },
    };
  }
  let current = structuredClone(doc) as JsonRecord;
  let at = version;
  const applied: Migration[] = [];
  while (at < latest) {
    const step = migrations.find((m) => m.from === at);
    if (!step) {
      return { ok: false, error: { path: 'version', message: `Graph format version ${at} is not supported (no migration from it).` } };
    }
    try {
      current = step.migrate(structuredClone(current));
    } catch (error) {
      // a step meeting a shape it cannot read must not take the importer down with it
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, error: { path: '', message: `Could not upgrade this file from version ${at}: ${reason}` } };
    }
    current.version = step.to;
    applied.push(step);
    at = step.to;
  }
  return { ok: true, doc: current, applied };
}
