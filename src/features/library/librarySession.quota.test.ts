/** Importing while IndexedDB refuses writes: a toast says why, nothing changes, nothing is left unhandled. */
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportGraph } from '../../graph/exportGraph.ts';
import { GraphSchema } from '../../graph/schema.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { runAction } from '../../ui/runAction.ts';
import { useToastStore } from '../../ui/toast.ts';
import { createProject, importGraphFile, setRepositoryForTests, startLibrary, useLibraryStore } from './librarySession.ts';
import { openProjectRepository } from './projectRepository.ts';

const DB = 'library-quota-test';
const fileText = exportGraph(GraphSchema.parse({ format: 'switchboard.graph', version: 1, id: 'g', name: 'Imported', agents: [{ id: 'a', name: 'A' }], startAgent: 'a' }));

beforeAll(async () => {
  setRepositoryForTests(openProjectRepository(DB));
  await startLibrary();
});

afterEach(() => vi.restoreAllMocks());

function refuseWrites() {
  const quota = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(quota);
  vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(quota);
}

describe('library actions when IndexedDB refuses writes', () => {
  it('a file import reports the full storage in a toast and leaves the open project as it was', async () => {
    const before = { current: useLibraryStore.getState().current, graph: useDocumentStore.getState().graph };
    refuseWrites();
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      await expect(runAction('"big.json" was not imported', () => importGraphFile(fileText, 'big.json'))).resolves.toBeUndefined();
      await new Promise((r) => setTimeout(r, 20));
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(rejections).toEqual([]);
    expect(useToastStore.getState().items.at(-1)).toMatchObject({ tone: 'error', message: '"big.json" was not imported' });
    expect(useToastStore.getState().items.at(-1)?.detail).toMatch(/storage for this site is full/);
    expect(useLibraryStore.getState().current).toEqual(before.current);
    expect(useDocumentStore.getState().graph).toBe(before.graph);
  });

  it('creating a project fails the same way, and works again once storage accepts writes', async () => {
    refuseWrites();
    const projectsBefore = useLibraryStore.getState().projects.length;
    await expect(runAction('The new graph could not be created', createProject)).resolves.toBeUndefined();
    expect(useToastStore.getState().items.at(-1)?.message).toBe('The new graph could not be created');
    vi.restoreAllMocks();
    await runAction('The new graph could not be created', createProject);
    expect(useLibraryStore.getState().projects.length).toBe(projectsBefore + 1);
  });
});
