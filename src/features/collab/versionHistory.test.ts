import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { testGraph } from '../../graph/testGraph.ts';
import { undo, useDocumentStore } from '../../store/documentStore.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { localVersions, restoreVersion } from './versionHistory.ts';

describe('local version history (alone)', () => {
  it('keeps named versions per project and restores one as a single undoable edit', async () => {
    useProjectStore.setState({ projectId: 'p1' });
    const first = testGraph({ agents: [{ id: 'a', name: 'First' }] });
    useDocumentStore.getState().setGraph(first);
    const history = localVersions();
    await history.save('Start', 'Ana');
    useDocumentStore.getState().updateAgent('a', { name: 'Second' });
    await new Promise((r) => setTimeout(r, 5)); // versions list newest first, by time
    await history.save('Renamed', 'Ana');
    useProjectStore.setState({ projectId: 'p2' });
    expect(await localVersions().list()).toEqual([]);

    const versions = await history.list();
    expect(versions.map((v) => [v.name, v.author])).toEqual([
      ['Renamed', 'Ana'],
      ['Start', 'Ana'],
    ]);
    restoreVersion(versions[1]);
    expect(useDocumentStore.getState().graph.agents[0].name).toBe('First');
    undo();
    expect(useDocumentStore.getState().graph.agents[0].name).toBe('Second');
  });
});
