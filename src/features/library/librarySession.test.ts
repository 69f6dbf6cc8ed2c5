import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GraphSchema } from '../../graph/schema.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { useUiStore } from '../../store/uiStore.ts';
import {
  createProject,
  deleteProject,
  duplicateProject,
  flushSave,
  importGraphFile,
  openAsNewProject,
  openExample,
  openProject,
  renameProject,
  startLibrary,
  useLibraryStore,
  setRepositoryForTests,
} from './librarySession.ts';
import { openProjectRepository } from './projectRepository.ts';

const DB = 'library-session-test';
const graph = (name: string) =>
  GraphSchema.parse({ format: 'switchboard.graph', version: 1, id: 'g', name, agents: [{ id: 'a', name: 'A' }], startAgent: 'a' });

beforeAll(async () => {
  setRepositoryForTests(openProjectRepository(DB));
  await startLibrary();
});

describe('library session', () => {
  it('first opens the ACME example, trusted, with the playground open', () => {
    expect(useLibraryStore.getState().current).toMatchObject({ name: 'ACME customer service', origin: 'example', trusted: true });
    expect(useDocumentStore.getState().graph.agents.map((a) => a.name)).toContain('Triage Agent');
    expect(useDocumentStore.getState().graph.samples?.length).toBeGreaterThanOrEqual(3);
    expect(useUiStore.getState().playgroundOpen).toBe(true);
  });

  it('starts with a project and autosaves edits to it', async () => {
    const current = useLibraryStore.getState().current;
    expect(current).not.toBeNull();
    useDocumentStore.getState().updateGraph({ description: 'saved?' });
    await flushSave();
    const repo = await openProjectRepository(DB);
    expect((await repo.get(current!.id))?.graph.description).toBe('saved?');
    expect(await repo.lastProjectId()).toBe(current!.id);
  });

  it('an edit undone before its autosave ran reads "saved" again, not "saving" for ever', async () => {
    await flushSave();
    useDocumentStore.getState().updateGraph({ description: 'about to be undone' });
    expect(useLibraryStore.getState().saveState).toBe('saving');
    useDocumentStore.temporal.getState().undo();
    await flushSave();
    expect(useLibraryStore.getState().saveState).toBe('saved');
  });

  it('an edit made while a save is being written keeps "saving" until that edit is stored too', async () => {
    await flushSave();
    const id = useLibraryStore.getState().current!.id;
    useDocumentStore.getState().updateGraph({ description: 'being written' });
    // the next edit lands at the moment the save has taken its graph and starts writing it
    let edited = false;
    const stop = useLibraryStore.subscribe((state) => {
      if (edited || state.saveState !== 'saving') return;
      edited = true;
      useDocumentStore.getState().updateGraph({ description: 'made during the write' });
    });
    const firstSave = flushSave();
    await firstSave;
    stop();
    expect(edited).toBe(true);
    const repo = await openProjectRepository(DB);
    expect((await repo.get(id))?.graph.description).toBe('being written');
    // the stored project is not the document: the indicator must not say Saved
    expect(useLibraryStore.getState().saveState).toBe('saving');
    await flushSave();
    expect((await repo.get(id))?.graph.description).toBe('made during the write');
    expect(useLibraryStore.getState().saveState).toBe('saved');
  });

  it('an edit taken back to the stored graph while a newer one is written is saved again, not left unsaved', async () => {
    await flushSave();
    const id = useLibraryStore.getState().current!.id;
    useDocumentStore.getState().updateGraph({ description: 'stored' });
    await flushSave();
    useDocumentStore.getState().updateGraph({ description: 'written, then undone' });
    let undone = false;
    const stop = useLibraryStore.subscribe((state) => {
      if (undone || state.saveState !== 'saving') return;
      undone = true;
      useDocumentStore.temporal.getState().undo();
    });
    await flushSave();
    stop();
    expect(undone).toBe(true);
    expect(useDocumentStore.getState().graph.description).toBe('stored');
    // storage holds the undone edit now: the document's own graph still has to be written
    expect(useLibraryStore.getState().saveState).toBe('saving');
    await flushSave();
    const repo = await openProjectRepository(DB);
    expect((await repo.get(id))?.graph.description).toBe('stored');
    expect(useLibraryStore.getState().saveState).toBe('saved');
  });

  it('opens another project without adding an undo step, and switches back to the exact document', async () => {
    const first = useLibraryStore.getState().current!.id;
    const firstGraph = useDocumentStore.getState().graph;
    await openAsNewProject(graph('Second'), 'new', true);
    expect(useDocumentStore.getState().graph.name).toBe('Second');
    expect(useDocumentStore.temporal.getState().pastStates).toHaveLength(0);
    await openProject(first);
    expect(useDocumentStore.getState().graph).toEqual(firstGraph);
  });

  it('an invalid file changes nothing and reports its problems with paths', async () => {
    const before = useDocumentStore.getState().graph;
    const projectsBefore = useLibraryStore.getState().projects.length;
    const ok = await importGraphFile(JSON.stringify({ format: 'switchboard.graph', version: 1, id: 'x', name: 'X', agents: [{ id: 'a' }] }), 'x.json');
    expect(ok).toBe(false);
    expect(useDocumentStore.getState().graph).toBe(before);
    expect(useLibraryStore.getState().projects).toHaveLength(projectsBefore);
    expect(useLibraryStore.getState().importFailure?.problems.map((p) => p.path)).toContain('agents[0].name');
  });

  it('a valid file opens as a new untrusted project until the user trusts it', async () => {
    const ok = await importGraphFile(JSON.stringify(graph('From disk')), 'disk.json');
    expect(ok).toBe(true);
    expect(useLibraryStore.getState().current).toMatchObject({ name: 'From disk', trusted: false, origin: 'file' });
    // what the playground reads before running code
    expect(useProjectStore.getState()).toMatchObject({ projectId: useLibraryStore.getState().current!.id, trusted: false });
    await useProjectStore.getState().trust!();
    expect(useProjectStore.getState().trusted).toBe(true);
    expect(useLibraryStore.getState().current?.trusted).toBe(true);
    const repo = await openProjectRepository(DB);
    expect((await repo.get(useLibraryStore.getState().current!.id))?.trusted).toBe(true);
  });

  it('a file opened twice gets a second name, "Name (2)"', async () => {
    expect(await importGraphFile(JSON.stringify(graph('Twice')), 'twice.json')).toBe(true);
    expect(await importGraphFile(JSON.stringify(graph('Twice')), 'twice.json')).toBe(true);
    expect(useDocumentStore.getState().graph.name).toBe('Twice (2)');
    expect(useLibraryStore.getState().projects.map((p) => p.name).filter((n) => n.startsWith('Twice')).sort()).toEqual(['Twice', 'Twice (2)']);
  });

  it('renames, duplicates and deletes projects', async () => {
    await createProject();
    const id = useLibraryStore.getState().current!.id;
    await renameProject(id, 'Renamed');
    expect(useDocumentStore.getState().graph.name).toBe('Renamed');
    await duplicateProject(id);
    expect(useLibraryStore.getState().current?.name).toBe('Renamed (copy)');
    const copy = useLibraryStore.getState().current!.id;
    await deleteProject(copy);
    expect(useLibraryStore.getState().projects.some((p) => p.id === copy)).toBe(false);
    expect(useLibraryStore.getState().current?.id).not.toBe(copy);
  });
});

describe('examples', () => {
  it('open as new trusted projects, and an unknown id changes nothing', async () => {
    const before = useLibraryStore.getState().current?.id;
    expect(await openExample('no-such-example')).toBe(false);
    expect(useLibraryStore.getState().current?.id).toBe(before);
    expect(await openExample('acme-customer-service')).toBe(true);
    expect(useLibraryStore.getState().current).toMatchObject({ trusted: true, origin: 'example' });
    expect(useDocumentStore.getState().graph.agents.length).toBeGreaterThan(0);
  });

  it('say what is opening while the document loads, and stop saying it once it is shown', async () => {
    const opening = openExample('billing-support-sdk');
    expect(useProjectStore.getState().opening).toBe('Billing and support');
    expect(await opening).toBe(true);
    expect(useProjectStore.getState().opening).toBeNull();
    expect(useLibraryStore.getState().current?.name).toBe(useDocumentStore.getState().graph.name);
    // a failed open clears it too
    expect(await openExample('no-such-example')).toBe(false);
    expect(useProjectStore.getState().opening).toBeNull();
  });
});

describe('a new, untouched project', () => {
  it('is replaced by the next graph opened, not left behind', async () => {
    await createProject();
    const empty = useLibraryStore.getState().current!.id;
    await openExample('billing-support-sdk');
    expect(useLibraryStore.getState().projects.some((p) => p.id === empty)).toBe(false);
  });

  it('is kept once it has been edited', async () => {
    await createProject();
    const edited = useLibraryStore.getState().current!.id;
    useDocumentStore.getState().addAgent({ name: 'Kept' });
    await openExample('billing-support-sdk');
    expect(useLibraryStore.getState().projects.some((p) => p.id === edited)).toBe(true);
  });
});
