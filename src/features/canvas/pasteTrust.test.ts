import { afterEach, describe, expect, it, vi } from 'vitest';
import { testGraph } from '../../graph/testGraph.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { extractFragment } from '../../store/fragment.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { pasteFragment } from './canvasActions.ts';

const project = testGraph({
  agents: [{ id: 'a', name: 'A', tools: ['lookup'] }, { id: 'b', name: 'B' }],
  handoffs: [{ id: 'a-to-b', from: 'a', to: 'b', enabled: { when: 'ctx.ok' } }],
  tools: [{ id: 'lookup', type: 'function', name: 'lookup', code: 'export default () => 1' }],
});

function openTrusted() {
  useDocumentStore.getState().setGraph(project);
  const revoke = vi.fn(async () => {});
  useProjectStore.setState({ projectId: 'p1', trusted: true, trust: null, revoke });
  return revoke;
}

afterEach(() => useProjectStore.setState({ projectId: null, trusted: null, trust: null, revoke: null }));

describe('paste into a trusted project', () => {
  it('asks again when the pasted agents bring code the project did not have (a when rule counts)', () => {
    const revoke = openTrusted();
    const foreign = testGraph({
      agents: [{ id: 'x', name: 'X' }, { id: 'y', name: 'Y' }],
      handoffs: [{ id: 'x-to-y', from: 'x', to: 'y', enabled: { when: 'globalThis.steal()' } }],
    });
    pasteFragment(foreign);
    expect(revoke).toHaveBeenCalledWith('paste');
  });

  it('keeps trust when the pasted agents were copied from this very project', () => {
    const revoke = openTrusted();
    pasteFragment(extractFragment(project, ['a', 'b']));
    expect(useDocumentStore.getState().graph.agents).toHaveLength(4);
    expect(revoke).not.toHaveBeenCalled();
  });
});
