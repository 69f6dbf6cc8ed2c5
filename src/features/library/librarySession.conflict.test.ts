/**
 * Two tabs on one project: another tab's save (simulated by writing a newer revision the way a
 * tab does, through saveGraph) must never be overwritten silently by this tab's autosave.
 */
import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useDocumentStore } from '../../store/documentStore.ts';
import { flushSave, keepMine, reloadFromOtherTab, saveMineAsCopy, setRepositoryForTests, startLibrary, useLibraryStore } from './librarySession.ts';
import { openProjectRepository, revisionOf, type ProjectRepository } from './projectRepository.ts';

const DB = 'library-conflict-test';
let other: ProjectRepository;

beforeAll(async () => {
  setRepositoryForTests(openProjectRepository(DB));
  await startLibrary();
  other = await openProjectRepository(DB);
});

/** What another tab does when it saves the project: its own graph on top of the stored revision. */
async function otherTabSaves(description: string) {
  const id = useLibraryStore.getState().current!.id;
  const stored = (await other.get(id))!;
  const saved = await other.saveGraph(id, { ...stored.graph, description }, revisionOf(stored), Date.now());
  expect(saved.ok).toBe(true);
  return id;
}

beforeEach(async () => {
  // start each case in sync with storage
  if (useLibraryStore.getState().conflict) await reloadFromOtherTab();
});

describe('saves carry a revision', () => {
  it('each save of this tab bumps the revision by one', async () => {
    const id = useLibraryStore.getState().current!.id;
    const before = revisionOf((await other.get(id))!);
    useDocumentStore.getState().updateGraph({ description: 'one' });
    await flushSave();
    useDocumentStore.getState().updateGraph({ description: 'two' });
    await flushSave();
    const stored = (await other.get(id))!;
    expect(revisionOf(stored)).toBe(before + 2);
    expect(stored.graph.description).toBe('two');
  });

  it('an edit on top of an old revision is held back as a conflict; the other tab’s save stays', async () => {
    const id = await otherTabSaves('from the other tab');
    useDocumentStore.getState().updateGraph({ description: 'from this tab' });
    await flushSave();
    expect(useLibraryStore.getState().conflict).toMatchObject({ projectId: id });
    expect(useLibraryStore.getState().saveState).toBe('conflict');
    expect((await other.get(id))!.graph.description).toBe('from the other tab');
    // more edits while the choice is pending are not written either
    useDocumentStore.getState().updateGraph({ description: 'still this tab' });
    await flushSave();
    expect((await other.get(id))!.graph.description).toBe('from the other tab');
  });

  it('Reload shows the other tab’s version and clears the conflict', async () => {
    const id = await otherTabSaves('theirs');
    useDocumentStore.getState().updateGraph({ description: 'mine' });
    await flushSave();
    await reloadFromOtherTab();
    expect(useLibraryStore.getState().conflict).toBeNull();
    expect(useDocumentStore.getState().graph.description).toBe('theirs');
    expect((await other.get(id))!.graph.description).toBe('theirs');
  });

  it('Keep mine saves this tab’s version as a new revision on top of theirs', async () => {
    const id = await otherTabSaves('theirs again');
    const theirs = revisionOf((await other.get(id))!);
    useDocumentStore.getState().updateGraph({ description: 'mine, kept' });
    await flushSave();
    await keepMine();
    const stored = (await other.get(id))!;
    expect(stored.graph.description).toBe('mine, kept');
    expect(revisionOf(stored)).toBe(theirs + 1);
    expect(useLibraryStore.getState().conflict).toBeNull();
  });

  it('Save mine as copy keeps both versions', async () => {
    const id = await otherTabSaves('original stays');
    useDocumentStore.getState().updateGraph({ description: 'copy of mine' });
    await flushSave();
    await saveMineAsCopy();
    const copyId = useLibraryStore.getState().current!.id;
    expect(copyId).not.toBe(id);
    expect((await other.get(id))!.graph.description).toBe('original stays');
    expect((await other.get(copyId))!.graph.description).toBe('copy of mine');
    expect((await other.get(copyId))!.name).toMatch(/\(copy\)$/);
  });
});
