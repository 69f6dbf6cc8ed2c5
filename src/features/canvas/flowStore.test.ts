import { beforeAll, describe, expect, it } from 'vitest';
import { testGraph } from '../../graph/testGraph.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { recordMeasured, setDragPositions, startFlow, takeDragPositions, useFlowStore } from './flowStore.ts';

const doc = () => useDocumentStore.getState();
const flow = () => useFlowStore.getState();
const node = (id: string) => flow().nodes.find((n) => n.id === id)!;

beforeAll(() => {
  doc().setGraph(
    testGraph({
      startAgent: 'a',
      agents: [
        { id: 'a', name: 'Triage Agent', tools: ['t'], position: { x: 0, y: 0 } },
        { id: 'b', name: 'Sales Agent', position: { x: 300, y: 0 } },
        { id: 'c', name: 'Repairs Agent', position: { x: 300, y: 200 } },
      ],
      handoffs: [{ id: 'a-b', from: 'a', to: 'b' }],
      tools: [{ id: 't', type: 'function', name: 'look_up', routesTo: ['c'] }],
    }),
  );
  startFlow();
  recordMeasured(['a', 'b', 'c'].map((id) => ({ id, width: 240, height: 90 })));
});

describe('flowStore', () => {
  it('derives agent nodes and one edge per route', () => {
    expect(flow().nodes.map((n) => [n.id, n.data.name, n.data.isStart])).toEqual([
      ['a', 'Triage Agent', true],
      ['b', 'Sales Agent', false],
      ['c', 'Repairs Agent', false],
    ]);
    expect(flow().edges.map((e) => [e.id, e.type])).toEqual([
      ['a-b', 'llm'],
      ['fn:t:a:c', 'function'],
    ]);
    expect(node('a').measured).toEqual({ width: 240, height: 90 });
  });

  it('typing instructions (not shown on the canvas) keeps nodes and edges identical', () => {
    const { nodes, edges } = flow();
    doc().updateAgent('b', { instructions: 'You sell boots.' });
    doc().updateAgent('a', { handoffDescription: 'Routes customers.' });
    expect(flow().nodes).toBe(nodes);
    expect(flow().edges).toBe(edges);
  });

  it('moving one agent replaces only that node object and no edge', () => {
    const { nodes, edges } = flow();
    doc().moveAgents({ b: { x: 320, y: 10 } });
    expect(flow().nodes).not.toBe(nodes);
    expect(node('b')).not.toBe(nodes[1]);
    expect(node('b').position).toEqual({ x: 320, y: 10 });
    expect(node('a')).toBe(nodes[0]);
    expect(node('c')).toBe(nodes[2]);
    expect(flow().edges).toBe(edges);
  });

  it('renaming the target agent relabels its handoff edge only', () => {
    const { nodes, edges } = flow();
    doc().updateAgent('b', { name: 'Billing Agent' });
    expect(flow().edges[0].data!.label).toBe('transfer_to_Billing_Agent');
    expect(flow().edges[1]).toBe(edges[1]);
    expect(node('c')).toBe(nodes[2]);
  });

  it('selection marks nodes and edges without touching the others', () => {
    const { nodes } = flow();
    useSelectionStore.getState().select(['c'], ['a-b']);
    expect(node('c').selected).toBe(true);
    expect(node('a')).toBe(nodes[0]);
    expect(flow().edges[0].selected).toBe(true);
  });

  it('a drag moves the node on the canvas only; the document changes once, at the drop', () => {
    const graph = doc().graph;
    const past = useDocumentStore.temporal.getState().pastStates.length;
    for (let i = 1; i <= 30; i++) setDragPositions({ c: { x: 300 + i, y: 200 + i } });
    expect(node('c').position).toEqual({ x: 330, y: 230 });
    expect(doc().graph).toBe(graph);
    doc().moveAgents(takeDragPositions());
    expect(doc().graph.agents[2].position).toEqual({ x: 330, y: 230 });
    expect(node('c').position).toEqual({ x: 330, y: 230 });
    expect(useDocumentStore.temporal.getState().pastStates.length).toBe(past + 1);
  });

  it('a drag frame replaces only the dragged node; every other node and edge object stays the same', () => {
    const { nodes, edges } = flow();
    setDragPositions({ a: { x: 5, y: 6 } });
    expect(flow().nodes).not.toBe(nodes);
    expect(node('a').position).toEqual({ x: 5, y: 6 });
    expect(node('a').data).toBe(nodes[0].data);
    expect(flow().nodes.slice(1)).toEqual(nodes.slice(1));
    flow().nodes.slice(1).forEach((n, i) => expect(n).toBe(nodes[i + 1]));
    expect(flow().edges).toBe(edges);
    // the same position again changes nothing; a selection change keeps the dragged position
    const moved = flow().nodes;
    setDragPositions({ a: { x: 5, y: 6 } });
    expect(flow().nodes).toBe(moved);
    useSelectionStore.getState().select(['a'], []);
    expect(node('a')).toMatchObject({ position: { x: 5, y: 6 }, selected: true });
    doc().moveAgents(takeDragPositions());
    expect(doc().graph.agents[0].position).toEqual({ x: 5, y: 6 });
    expect(node('a').position).toEqual({ x: 5, y: 6 });
  });
});
