import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { GraphSchema } from '../../graph/schema.ts';
import { newProjectId, openProjectRepository, type ProjectRecord } from './projectRepository.ts';

let dbCount = 0;
const freshRepository = () => openProjectRepository(`test-${++dbCount}`);

function record(name: string, updatedAt: number, trusted = true): ProjectRecord {
  const graph = GraphSchema.parse({
    format: 'switchboard.graph',
    version: 1,
    id: name.toLowerCase(),
    name,
    context: { user_type: 'vip' },
    agents: [{ id: 'a', name: 'A', instructions: 'Hello {{user_type}}', position: { x: 12.5, y: -3 } }],
  });
  return { id: newProjectId(), name, graph, trusted, origin: 'new', createdAt: updatedAt, updatedAt };
}

describe('project repository', () => {
  it('stores a project and gives back the exact same graph and metadata', async () => {
    const repo = await freshRepository();
    const saved = record('Support', 10, false);
    await repo.put(saved);
    expect(await repo.get(saved.id)).toEqual(saved);
  });

  it('lists projects without their graphs, most recently updated first', async () => {
    const repo = await freshRepository();
    const older = record('Older', 1);
    const newer = record('Newer', 2);
    await repo.put(older);
    await repo.put(newer);
    const list = await repo.list();
    expect(list.map((p) => p.name)).toEqual(['Newer', 'Older']);
    expect(list[0]).not.toHaveProperty('graph');
  });

  it('remembers the last project and forgets it when that project is deleted', async () => {
    const repo = await freshRepository();
    const a = record('A', 1);
    const b = record('B', 2);
    await repo.put(a);
    await repo.put(b);
    await repo.setLastProjectId(a.id);
    await repo.delete(b.id);
    expect(await repo.lastProjectId()).toBe(a.id);
    await repo.delete(a.id);
    expect(await repo.lastProjectId()).toBeUndefined();
    expect(await repo.list()).toEqual([]);
  });

  it('keeps its data across connections (a reload)', async () => {
    const name = `test-reopen-${++dbCount}`;
    const first = await openProjectRepository(name);
    const saved = record('Kept', 5);
    await first.put(saved);
    await first.setLastProjectId(saved.id);
    first.close();
    const second = await openProjectRepository(name);
    expect(await second.lastProjectId()).toBe(saved.id);
    expect((await second.get(saved.id))?.graph).toEqual(saved.graph);
  });
});
