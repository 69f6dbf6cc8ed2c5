/**
 * Named versions. Alone: this browser's history of the project (IndexedDB `switchboard-history`,
 * one record per version, by project id). In a room: the room's history, a Y.Array `versions` in
 * the shared document (outside everyone's undo), so every member sees and restores the same list.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Graph } from '../../graph/schema.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import type { Version } from './collabStore.ts';

interface HistoryDb extends DBSchema {
  versions: { key: string; value: Version & { projectId: string }; indexes: { byProject: string } };
}

let dbPromise: Promise<IDBPDatabase<HistoryDb>> | null = null;
const db = () =>
  (dbPromise ??= openDB<HistoryDb>('switchboard-history', 1, {
    upgrade(database) {
      database.createObjectStore('versions', { keyPath: 'id' }).createIndex('byProject', 'projectId');
    },
  }));

const newId = () => crypto.randomUUID();

export interface VersionSource {
  list: () => Promise<Version[]>;
  save: (name: string, author: string) => Promise<Version>;
  /** calls back when the list changes (another member saved one); returns the unsubscribe */
  watch: (changed: () => void) => () => void;
}

/** This browser's history of the open project. */
export function localVersions(): VersionSource {
  const projectId = useProjectStore.getState().projectId ?? 'unsaved';
  return {
    list: async () => {
      const rows = await (await db()).getAllFromIndex('versions', 'byProject', projectId);
      return rows.map(({ projectId: _p, ...v }) => v).sort((a, b) => b.at - a.at);
    },
    save: async (name, author) => {
      const version: Version = { id: newId(), name, author, at: Date.now(), graph: snapshot() };
      await (await db()).put('versions', { ...version, projectId });
      return version;
    },
    watch: () => () => undefined,
  };
}

/** Minimal shape of a Y.Array of plain objects (keeps yjs out of this module's imports). */
interface SharedList {
  toArray: () => unknown[];
  push: (items: unknown[]) => void;
  observe: (f: () => void) => void;
  unobserve: (f: () => void) => void;
}

/** The room's history (the shared document's `versions` array). */
export function roomVersions(list: SharedList): VersionSource {
  return {
    list: async () =>
      list
        .toArray()
        .map((raw) => raw as Omit<Version, 'graph'> & { graph: string })
        .map((v) => ({ ...v, graph: JSON.parse(v.graph) as Graph }))
        .sort((a, b) => b.at - a.at),
    save: async (name, author) => {
      const version: Version = { id: newId(), name, author, at: Date.now(), graph: snapshot() };
      list.push([{ ...version, graph: JSON.stringify(version.graph) }]);
      return version;
    },
    watch: (changed) => {
      list.observe(changed);
      return () => list.unobserve(changed);
    },
  };
}

function snapshot(): Graph {
  return structuredClone(useDocumentStore.getState().graph);
}

/** Restores a version as one new edit (undoable; in a room it is one step of my own history). */
export function restoreVersion(version: Version) {
  const graph = structuredClone(version.graph);
  useDocumentStore.getState().edit((current) => ({ ...graph, id: current.id }));
}
