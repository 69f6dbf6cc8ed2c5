/**
 * Storage full from the very start (issue 20, item 4): the project still opens, the indicator
 * never says "Saved" while nothing is stored, the edit is kept and stored once space is freed,
 * and an edit made just before a crash (no pagehide, inside the autosave delay) survives.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { undo, useDocumentStore } from '../../store/documentStore.ts';
import { useToastStore } from '../../ui/toast.ts';
import { setRepositoryForTests, startLibrary, useLibraryStore } from './librarySession.ts';
import { openProjectRepository } from './projectRepository.ts';

const DB = 'library-storage-full-test';
const store = new Map<string, string>();

beforeAll(() => {
  // the test environment has no localStorage: a small one of its own
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
});
afterAll(() => vi.unstubAllGlobals());

function refuseWrites() {
  const quota = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return [vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(quota), vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(quota)];
}

describe('storage full at the start', () => {
  it('opens the project, says it is not saved, keeps the edit, and stores it once space is freed', async () => {
    const spies = refuseWrites();
    const repoPromise = openProjectRepository(DB);
    setRepositoryForTests(repoPromise);
    await startLibrary();
    expect(useLibraryStore.getState().ready).toBe(true);
    expect(useDocumentStore.getState().graph.agents.length).toBeGreaterThan(0);
    expect(useLibraryStore.getState().saveState).toBe('error');
    expect(useToastStore.getState().items.at(-1)).toMatchObject({ tone: 'error', message: 'Your changes are not saved' });

    useDocumentStore.getState().setGraph({ ...useDocumentStore.getState().graph, name: 'Edited while full' });
    // past the autosave delay: the save failed and says so
    await vi.waitFor(() => expect(useLibraryStore.getState().saveState).toBe('error'), { timeout: 3_000 });
    await new Promise((r) => setTimeout(r, 600));
    expect(useLibraryStore.getState().saveState).toBe('error');
    const id = useLibraryStore.getState().current!.id;
    const repo = await repoPromise;
    expect(await repo.get(id)).toBeUndefined();

    // space freed: the retry stores the edit without another keystroke
    for (const spy of spies) spy.mockRestore();
    await vi.waitFor(() => expect(useLibraryStore.getState().saveState).toBe('saved'), { timeout: 10_000 });
    expect((await repo.get(id))?.graph.name).toBe('Edited while full');
    expect(await repo.lastProjectId()).toBe(id);
  });

  it('copies an edit to localStorage within the same task, before the autosave runs (a crash loses nothing)', async () => {
    useDocumentStore.getState().setGraph({ ...useDocumentStore.getState().graph, name: 'Edited just before a crash' });
    await Promise.resolve();
    await Promise.resolve();
    const stash = JSON.parse(store.get('switchboard.unsavedProject') ?? 'null') as { graph: { name: string } } | null;
    expect(stash?.graph.name).toBe('Edited just before a crash');
  });

  it('drops the stash when an undo goes back to the stored graph, so the next start does not apply the undone edit', async () => {
    await vi.waitFor(() => expect(useLibraryStore.getState().saveState).toBe('saved'), { timeout: 5_000 });
    const stored = useDocumentStore.getState().graph;
    useDocumentStore.getState().removeAgents?.(stored.agents.map((a) => a.id));
    if (useDocumentStore.getState().graph === stored) useDocumentStore.getState().setGraph({ ...stored, agents: [] });
    await Promise.resolve();
    await Promise.resolve();
    expect(store.get('switchboard.unsavedProject')).toBeDefined();
    undo();
    expect(useDocumentStore.getState().graph).toBe(stored);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.get('switchboard.unsavedProject')).toBeUndefined();
  });
});
