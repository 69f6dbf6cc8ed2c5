/**
 * Local projects in IndexedDB: each project is one graph document plus metadata that is not
 * part of the graph file (trust, timestamps). The last opened project id is remembered so a
 * reload comes back to it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Graph } from '../../graph/schema.ts';

/** Where a project's graph came from; anything from outside starts untrusted. */
export type ProjectOrigin = 'new' | 'file' | 'example' | 'share' | 'copy';

export interface ProjectRecord {
  id: string;
  /** mirrors graph.name, so the list needs no graph */
  name: string;
  graph: Graph;
  /** false: the graph's code (tools, filters, guardrails, on-handoff, when rules) must not run until the user trusts it */
  trusted: boolean;
  /** why a once-trusted project is untrusted again: code was pasted or imported into it */
  untrustedReason?: 'paste' | 'import' | 'collaborator';
  origin: ProjectOrigin;
  createdAt: number;
  updatedAt: number;
  /**
   * Bumped by every save of the graph. A tab saves only on top of the revision it loaded, so two
   * tabs on one project never overwrite each other silently (missing in records before it: 0).
   */
  revision?: number;
  /** set when a load found the record unreadable: it is kept (for a bug report or a fix) but not opened */
  damaged?: { at: number; problems: Array<{ path: string; message: string }> };
}

/** What a guarded save found: written, or someone else's newer revision (or no record at all). */
export type SaveOutcome =
  | { ok: true; record: ProjectRecord }
  | { ok: false; reason: 'conflict'; current: ProjectRecord }
  | { ok: false; reason: 'missing' };

export const revisionOf = (record: Pick<ProjectRecord, 'revision'>): number => record.revision ?? 0;

export type ProjectSummary = Omit<ProjectRecord, 'graph'>;

interface LibraryDb extends DBSchema {
  projects: { key: string; value: ProjectRecord };
  meta: { key: string; value: string };
}

const LAST_PROJECT_KEY = 'lastProjectId';

export interface ProjectRepository {
  list(): Promise<ProjectSummary[]>;
  get(id: string): Promise<ProjectRecord | undefined>;
  put(record: ProjectRecord): Promise<void>;
  /**
   * Writes `graph` as the next revision of project `id`, in one transaction, only if the stored
   * revision is still `baseRevision`; metadata (trust, origin) stays as stored.
   */
  saveGraph(id: string, graph: Graph, baseRevision: number, now: number): Promise<SaveOutcome>;
  delete(id: string): Promise<void>;
  /** Marks a stored record damaged, keeping everything it holds. */
  markDamaged(id: string, problems: Array<{ path: string; message: string }>, now: number): Promise<void>;
  lastProjectId(): Promise<string | undefined>;
  setLastProjectId(id: string): Promise<void>;
  close(): void;
}

export function newProjectId(): string {
  return `p_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

export async function openProjectRepository(dbName = 'switchboard'): Promise<ProjectRepository> {
  const db: IDBPDatabase<LibraryDb> = await openDB<LibraryDb>(dbName, 1, {
    upgrade(database) {
      database.createObjectStore('projects', { keyPath: 'id' });
      database.createObjectStore('meta');
    },
  });
  return {
    async list() {
      // records are read as unknown input: a damaged one must not break the list (loads check graphs)
      const all = (await db.getAll('projects')) as unknown[];
      return all
        .filter((r): r is ProjectRecord => typeof r === 'object' && r !== null && typeof (r as ProjectRecord).id === 'string')
        .map(({ graph: _graph, ...summary }) => ({
          ...summary,
          name: typeof summary.name === 'string' ? summary.name : 'Unnamed project',
          updatedAt: typeof summary.updatedAt === 'number' ? summary.updatedAt : 0,
        }))
        .sort((a, b) => b.updatedAt - a.updatedAt || a.name.localeCompare(b.name));
    },
    get: (id) => db.get('projects', id),
    async put(record) {
      await db.put('projects', record);
    },
    async saveGraph(id, graph, baseRevision, now) {
      const tx = db.transaction('projects', 'readwrite');
      const stored = await tx.store.get(id);
      if (!stored) {
        await tx.done;
        return { ok: false, reason: 'missing' };
      }
      if (revisionOf(stored) !== baseRevision) {
        await tx.done;
        return { ok: false, reason: 'conflict', current: stored };
      }
      const record: ProjectRecord = { ...stored, name: graph.name, graph, updatedAt: now, revision: baseRevision + 1 };
      await tx.store.put(record);
      await tx.done;
      return { ok: true, record };
    },
    async markDamaged(id, problems, now) {
      const tx = db.transaction('projects', 'readwrite');
      const stored = (await tx.store.get(id)) as unknown;
      if (typeof stored === 'object' && stored !== null) await tx.store.put({ ...(stored as ProjectRecord), damaged: { at: now, problems: problems.slice(0, 20) } });
      await tx.done;
    },
    async delete(id) {
      const tx = db.transaction(['projects', 'meta'], 'readwrite');
      await tx.objectStore('projects').delete(id);
      if ((await tx.objectStore('meta').get(LAST_PROJECT_KEY)) === id) await tx.objectStore('meta').delete(LAST_PROJECT_KEY);
      await tx.done;
    },
    lastProjectId: () => db.get('meta', LAST_PROJECT_KEY),
    async setLastProjectId(id) {
      await db.put('meta', id, LAST_PROJECT_KEY);
    },
    close: () => db.close(),
  };
}
