/**
 * Every load from IndexedDB goes through import and migrations: a damaged record among good ones
 * is set aside (kept, marked, not opened) with a message and the app still starts; a record in an
 * older format version is migrated when it is opened.
 */
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GraphSchema } from '../../graph/schema.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useToastStore } from '../../ui/toast.ts';
import { openProject, setRepositoryForTests, startLibrary, useLibraryStore } from './librarySession.ts';
import { openProjectRepository, type ProjectRecord } from './projectRepository.ts';
import { checkStoredProject } from './storedProject.ts';

const DB = 'library-damaged-test';

const good = (id: string, name: string, updatedAt: number): ProjectRecord => ({
  id,
  name,
  graph: GraphSchema.parse({ format: 'switchboard.graph', version: 1, id: `g-${id}`, name, agents: [{ id: 'a', name: 'A' }], startAgent: 'a' }),
  trusted: true,
  origin: 'new',
  createdAt: 1,
  updatedAt,
});

// written by a bug or a failed write: agents is not a list
const damaged = { id: 'p_damaged', name: 'Broken', graph: { format: 'switchboard.graph', version: 1, id: 'b', name: 'Broken', agents: 'nope' }, trusted: true, origin: 'new', createdAt: 1, updatedAt: 9 };

// the pre-release draft format (version 0): startAgentId, toolIds, x/y, edges
const v0 = {
  id: 'p_old',
  name: 'Old draft',
  graph: {
    format: 'switchboard.graph',
    version: 0,
    id: 'draft',
    name: 'Old draft',
    runtime: 'swarm',
    startAgentId: 'triage',
    agents: [
      { id: 'triage', name: 'Triage', x: 10, y: 20 },
      { id: 'sales', name: 'Sales' },
    ],
    edges: [{ id: 'e1', source: 'triage', target: 'sales', kind: 'llm' }],
  },
  trusted: true,
  origin: 'file',
  createdAt: 1,
  updatedAt: 2,
};

beforeAll(async () => {
  const repo = await openProjectRepository(DB);
  await repo.put(good('p_good', 'Good', 5));
  await repo.put(damaged as unknown as ProjectRecord);
  await repo.put(v0 as unknown as ProjectRecord);
  await repo.setLastProjectId('p_damaged');
  setRepositoryForTests(Promise.resolve(repo));
  await startLibrary();
});

describe('loading projects from IndexedDB', () => {
  it('sets a damaged last project aside with a message and starts on the most recent good one', async () => {
    expect(useLibraryStore.getState().ready).toBe(true);
    expect(useLibraryStore.getState().current?.id).toBe('p_good');
    expect(useDocumentStore.getState().graph.name).toBe('Good');
    const message = useToastStore.getState().items.find((t) => t.tone === 'error');
    expect(message?.message).toBe('"Broken" is damaged and was not opened');
    expect(message?.detail).toMatch(/^graph\.agents: .*kept in Projects, marked damaged/);

    // kept, as it was, with the mark; listed as damaged
    const repo = await openProjectRepository(DB);
    const stored = (await repo.get('p_damaged')) as unknown as typeof damaged & { damaged?: { problems: unknown[] } };
    expect(stored.graph).toEqual(damaged.graph);
    expect(stored.damaged?.problems.length).toBeGreaterThan(0);
    expect(useLibraryStore.getState().projects.find((p) => p.id === 'p_damaged')?.damaged).toBeTruthy();
  });

  it('opening the damaged project again changes nothing', async () => {
    await openProject('p_damaged');
    expect(useLibraryStore.getState().current?.id).toBe('p_good');
  });

  it('migrates a record in an older format version when it is opened, and writes it back in the current one', async () => {
    await openProject('p_old');
    expect(useLibraryStore.getState().current?.id).toBe('p_old');
    const graph = useDocumentStore.getState().graph;
    expect(graph.version).toBe(1);
    expect(graph.startAgent).toBe('triage');
    expect(graph.agents[0].position).toEqual({ x: 10, y: 20 });
    expect(graph.handoffs).toMatchObject([{ from: 'triage', to: 'sales' }]);
    const stored = (await (await openProjectRepository(DB)).get('p_old'))!;
    expect(stored.graph.version).toBe(1);
    expect(stored.revision).toBe(1);
  });

  it('the metadata check never turns a damaged trust flag into trust', () => {
    const checked = checkStoredProject({ ...good('x', 'X', 1), trusted: 'yes', origin: 'somewhere' });
    expect(checked.ok && checked.record).toMatchObject({ trusted: false, origin: 'file' });
    expect(checkStoredProject(42)).toMatchObject({ ok: false });
    expect(checkStoredProject({ id: 'x' })).toMatchObject({ ok: false, problems: [{ path: 'graph' }] });
  });
});
