/**
 * Auto-layout and a graph being replaced: clicked while an example is opening it does nothing (the
 * graph on screen is about to go), and a layout overtaken by an edit says it was not applied.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { testGraph } from '../../graph/testGraph.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { useToastStore } from '../../ui/toast.ts';
import { autoLayout, useLayoutBusy } from './canvasActions.ts';

const graph = testGraph({
  agents: [
    { id: 'a', name: 'A', position: { x: 0, y: 0 } },
    { id: 'b', name: 'B', position: { x: 0, y: 0 } },
  ],
  handoffs: [{ id: 'a-to-b', from: 'a', to: 'b' }],
});

afterEach(() => {
  useProjectStore.setState({ opening: null });
  useToastStore.setState({ items: [] });
});

describe('auto-layout while the graph is being replaced', () => {
  it('does nothing while another graph is opening: it would lay out the one about to be replaced', async () => {
    useDocumentStore.getState().setGraph(graph);
    useProjectStore.setState({ opening: 'Billing and support' });
    await autoLayout();
    expect(useLayoutBusy.getState().busy).toBe(false);
    expect(useDocumentStore.getState().graph.agents.map((a) => a.position)).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ]);
  });

  it('says the layout was not applied when the graph was edited while it was computed', async () => {
    useDocumentStore.getState().setGraph(graph);
    const running = autoLayout();
    useDocumentStore.getState().updateGraph({ description: 'edited meanwhile' });
    await running;
    expect(useToastStore.getState().items.map((t) => t.message)).toContain('Auto-layout not applied');
    expect(useDocumentStore.getState().graph.agents.map((a) => a.position)).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ]);
  });

  it('stays quiet when another graph replaced this one (that is not an edit to report)', async () => {
    useDocumentStore.getState().setGraph(graph);
    const running = autoLayout();
    useDocumentStore.getState().setGraph(testGraph({ agents: [{ id: 'z', name: 'Z' }] }));
    await running;
    expect(useToastStore.getState().items).toEqual([]);
  });
});
