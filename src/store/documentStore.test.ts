import { beforeEach, describe, expect, it } from 'vitest';
import { testGraph } from '../graph/testGraph.ts';
import { redo, undo, useDocumentStore } from './documentStore.ts';

const doc = () => useDocumentStore.getState();
const history = () => useDocumentStore.temporal.getState();
const pos = (id: string) => doc().graph.agents.find((a) => a.id === id)!.position;

function load() {
  doc().setGraph(
    testGraph({
      startAgent: 'triage',
      agents: [
        { id: 'triage', name: 'Triage Agent', tools: ['lookup'], position: { x: 0, y: 0 } },
        { id: 'sales', name: 'Sales Agent', afterWork: { type: 'agent', agent: 'triage' }, position: { x: 300, y: 0 } },
        { id: 'repairs', name: 'Repairs Agent', position: { x: 300, y: 200 } },
      ],
      handoffs: [
        { id: 'triage-to-sales', from: 'triage', to: 'sales' },
        { id: 'triage-to-repairs', from: 'triage', to: 'repairs' },
      ],
      tools: [{ id: 'lookup', type: 'function', name: 'lookup', routesTo: ['sales', 'repairs'] }],
    }),
  );
}

beforeEach(load);

describe('history', () => {
  it('loading a document is not undoable and clears earlier history', () => {
    doc().addAgent({ name: 'Extra' });
    expect(history().pastStates).toHaveLength(1);
    load();
    expect(history().pastStates).toHaveLength(0);
    undo();
    expect(doc().graph.agents.map((a) => a.id)).toEqual(['triage', 'sales', 'repairs']);
  });

  it('every edit is one step that undo reverts and redo replays', () => {
    const id = doc().addAgent({ name: 'Billing Agent', position: { x: 10, y: 20 } });
    doc().addHandoff('triage', id);
    expect(history().pastStates).toHaveLength(2);
    undo();
    expect(doc().graph.handoffs.some((h) => h.to === id)).toBe(false);
    expect(doc().graph.agents.some((a) => a.id === id)).toBe(true);
    undo();
    expect(doc().graph.agents.some((a) => a.id === id)).toBe(false);
    redo();
    redo();
    expect(doc().graph.handoffs.some((h) => h.to === id)).toBe(true);
  });

  it('a drag of many frames is one undo step back to where it started', () => {
    doc().beginGesture();
    for (let i = 1; i <= 60; i++) doc().moveAgents({ triage: { x: i * 5, y: i * 2 } });
    doc().endGesture();
    expect(pos('triage')).toEqual({ x: 300, y: 120 });
    expect(history().pastStates).toHaveLength(1);
    undo();
    expect(pos('triage')).toEqual({ x: 0, y: 0 });
    redo();
    expect(pos('triage')).toEqual({ x: 300, y: 120 });
  });

  it('a gesture that moved nothing leaves no step', () => {
    doc().beginGesture();
    doc().endGesture();
    expect(history().pastStates).toHaveLength(0);
  });

  it('typing into one field coalesces into one step; another field starts a new one', () => {
    for (const text of ['H', 'He', 'Hel', 'Hello']) doc().updateAgent('sales', { instructions: text }, { coalesce: 'agent:sales:instructions' });
    expect(history().pastStates).toHaveLength(1);
    doc().updateAgent('sales', { name: 'Sales' }, { coalesce: 'agent:sales:name' });
    expect(history().pastStates).toHaveLength(2);
    undo();
    expect(doc().graph.agents[1].name).toBe('Sales Agent');
    expect(doc().graph.agents[1].instructions).toBe('Hello');
    undo();
    expect(doc().graph.agents[1].instructions).toBe('');
  });

  it('run-overlay state lives elsewhere: selection changes never enter history', async () => {
    const { useSelectionStore } = await import('./selectionStore.ts');
    useSelectionStore.getState().select(['sales']);
    expect(history().pastStates).toHaveLength(0);
  });
});

describe('edits', () => {
  it('new agents get unique names and ids; the first agent of an empty graph becomes the start', () => {
    doc().setGraph(testGraph());
    const a = doc().addAgent();
    const b = doc().addAgent();
    expect([a, b]).toEqual(['agent', 'agent_2']);
    expect(doc().graph.agents.map((x) => x.name)).toEqual(['Agent', 'Agent 2']);
    expect(doc().graph.startAgent).toBe('agent');
  });

  it('a handoff needs two distinct existing agents', () => {
    expect(doc().addHandoff('triage', 'triage')).toBeNull();
    expect(doc().addHandoff('triage', 'nobody')).toBeNull();
    expect(doc().addHandoff('sales', 'repairs')).toBe('sales-to-repairs');
  });

  it('removing an agent removes every reference to it, in one step', () => {
    doc().remove({ agents: ['sales'] });
    const g = doc().graph;
    expect(g.handoffs.map((h) => h.id)).toEqual(['triage-to-repairs']);
    expect(g.tools[0].type === 'function' && g.tools[0].routesTo).toEqual(['repairs']);
    expect(history().pastStates).toHaveLength(1);
    doc().remove({ agents: ['triage'] });
    expect(doc().graph.startAgent).toBe('repairs');
  });

  it('removing derived edges clears after-work and routesTo entries', () => {
    doc().remove({ afterWorkOf: ['sales'], routes: [{ toolId: 'lookup', to: 'repairs' }] });
    const g = doc().graph;
    expect(g.agents[1].afterWork).toBeNull();
    expect(g.tools[0].type === 'function' && g.tools[0].routesTo).toEqual(['sales']);
  });

  it('a tool dropped on an agent is created and attached in one step', () => {
    const id = doc().addTool({ type: 'hosted', hosted: 'web_search' }, 'sales');
    expect(doc().graph.agents[1].tools).toEqual([id]);
    expect(history().pastStates).toHaveLength(1);
    undo();
    expect(doc().graph.tools.map((t) => t.id)).toEqual(['lookup']);
  });

  it('duplicate copies agents with the handoffs between them and shares unchanged tools', () => {
    const created = doc().duplicate(['triage', 'sales']);
    const g = doc().graph;
    expect(created).toHaveLength(2);
    const [t2, s2] = created.map((id) => g.agents.find((a) => a.id === id)!);
    expect(t2.name).toBe('Triage Agent 2');
    expect(t2.position).toEqual({ x: 40, y: 40 });
    expect(g.handoffs.some((h) => h.from === t2.id && h.to === s2.id)).toBe(true);
    // the copy's tool routes to a copied agent, so it is a new tool, not the original
    expect(t2.tools).toHaveLength(1);
    expect(t2.tools[0]).not.toBe('lookup');
    expect(s2.afterWork).toEqual({ type: 'agent', agent: t2.id });
    expect(history().pastStates).toHaveLength(1);
  });
});

describe('"calls as tool" edges', () => {
  it('adds one per manager and worker, edits it, and one undo takes it away', () => {
    const id = doc().addAgentTool('triage', 'repairs');
    expect(id).toBe('triage-calls-repairs');
    expect(doc().addAgentTool('triage', 'repairs')).toBeNull();
    expect(doc().addAgentTool('triage', 'triage')).toBeNull();
    expect(doc().addAgentTool('triage', 'ghost')).toBeNull();
    doc().updateAgentTool(id!, { toolName: 'ask_repairs', maxTurns: 3 });
    expect(doc().graph.agentTools).toEqual([{ id: 'triage-calls-repairs', from: 'triage', to: 'repairs', toolName: 'ask_repairs', toolDescription: null, outputExtractor: null, maxTurns: 3 }]);
    undo();
    undo();
    expect(doc().graph.agentTools).toBeUndefined();
  });

  it('removing either agent removes the edge; removing the edge leaves the agents', () => {
    const id = doc().addAgentTool('triage', 'repairs')!;
    doc().addAgentTool('sales', 'triage');
    doc().remove({ agents: ['repairs'] });
    expect(doc().graph.agentTools?.map((t) => t.id)).toEqual(['sales-calls-triage']);
    undo();
    doc().remove({ agentTools: [id] });
    expect(doc().graph.agentTools?.map((t) => t.id)).toEqual(['sales-calls-triage']);
    expect(doc().graph.agents).toHaveLength(3);
  });

  it('copy and paste carries the edges between the copied agents, with fresh ids', () => {
    doc().addAgentTool('triage', 'repairs');
    doc().addAgentTool('triage', 'sales');
    const fragment = doc().copyFragment(['triage', 'repairs']);
    expect(fragment.agentTools?.map((t) => [t.from, t.to])).toEqual([['triage', 'repairs']]);
    const [newTriage, newRepairs] = doc().paste(fragment);
    expect(doc().graph.agentTools?.at(-1)).toMatchObject({ from: newTriage, to: newRepairs, id: `${newTriage}-calls-${newRepairs}` });
  });
});
