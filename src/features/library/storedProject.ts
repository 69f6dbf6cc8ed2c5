/**
 * A project as read back from IndexedDB is input like any file: it may come from an older
 * version of the app (an older graph format) or be damaged (a failed write, a bug, a hand edit).
 * Every load goes through the graph importer (migrations, validation, no secrets) and checks the
 * metadata; a record that fails is set aside, never opened, and never blocks the app's start.
 */
import { importGraph, type ImportProblem } from '../../graph/importGraph.ts';
import type { ProjectOrigin, ProjectRecord } from './projectRepository.ts';

export type StoredProjectCheck =
  | { ok: true; record: ProjectRecord; migrated: boolean }
  | { ok: false; problems: ImportProblem[] };

const ORIGINS: readonly ProjectOrigin[] = ['new', 'file', 'example', 'share', 'copy'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

export function checkStoredProject(raw: unknown): StoredProjectCheck {
  if (!isRecord(raw) || typeof raw.id !== 'string') return { ok: false, problems: [{ path: '', message: 'The stored project is not a project record.' }] };
  if (!('graph' in raw)) return { ok: false, problems: [{ path: 'graph', message: 'The stored project has no graph.' }] };
  const imported = importGraph(raw.graph);
  if (!imported.ok) return { ok: false, problems: imported.errors.map((e) => ({ ...e, path: e.path ? `graph.${e.path}` : 'graph' })) };
  const graph = imported.graph;
  const record: ProjectRecord = {
    id: raw.id,
    name: graph.name,
    graph,
    // a damaged trust flag never grants trust
    trusted: raw.trusted === true,
    origin: ORIGINS.includes(raw.origin as ProjectOrigin) ? (raw.origin as ProjectOrigin) : 'file',
    createdAt: num(raw.createdAt, 0),
    updatedAt: num(raw.updatedAt, 0),
    revision: num(raw.revision, 0),
  };
  return { ok: true, record, migrated: imported.warnings.length > 0 };
}
