import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { testGraph } from '../../graph/testGraph.ts';
import type { Graph } from '../../graph/schema.ts';
import { GraphMirror, writeGraphDiff } from './yGraph.ts';

const base = () =>
  testGraph({
    agents: [
      { id: 'triage', name: 'Triage', instructions: 'Route the customer.', position: { x: 0, y: 0 } },
      { id: 'sales', name: 'Sales', instructions: 'Sell.', position: { x: 300, y: 0 } },
    ],
    handoffs: [{ id: 'h1', from: 'triage', to: 'sales', trigger: { type: 'llm' } }],
    tools: [{ id: 'lookup', type: 'function', name: 'lookup', description: 'Looks up', code: 'export default async () => "ok";\n' }],
  });

/** Two replicas that see each other's updates only when `sync` is called (offline in between). */
function pair(graph: Graph) {
  const a = new Y.Doc();
  const b = new Y.Doc();
  writeGraphDiff(a, null, graph, 'a');
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  const sync = () => {
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
  };
  return { a, b, sync, ma: new GraphMirror(a), mb: new GraphMirror(b) };
}

const edit = (g: Graph, id: string, patch: Record<string, unknown>): Graph => ({
  ...g,
  agents: g.agents.map((x) => (x.id === id ? { ...x, ...patch } : x)),
});

describe('the graph as a Y.Doc', () => {
  it('reads back the graph it was written from', () => {
    const g = base();
    const { mb } = pair(g);
    expect(mb.read()).toEqual(g);
  });

  it('keeps both edits when two people change different fields of one agent', () => {
    const g = base();
    const { a, b, sync, ma, mb } = pair(g);
    writeGraphDiff(a, g, edit(g, 'triage', { name: 'Front desk' }), 'a');
    writeGraphDiff(b, g, edit(g, 'triage', { position: { x: 50, y: 80 } }), 'b');
    sync();
    for (const m of [ma, mb]) {
      const triage = m.read().agents.find((x) => x.id === 'triage')!;
      expect(triage.name).toBe('Front desk');
      expect(triage.position).toEqual({ x: 50, y: 80 });
    }
  });

  it('merges concurrent edits of one instruction text', () => {
    const g = base();
    const { a, b, sync, ma, mb } = pair(g);
    writeGraphDiff(a, g, edit(g, 'triage', { instructions: 'Politely route the customer.' }), 'a');
    writeGraphDiff(b, g, edit(g, 'triage', { instructions: 'Route the customer. Ask for the order id.' }), 'b');
    sync();
    const text = (m: GraphMirror) => m.read().agents.find((x) => x.id === 'triage')!.instructions;
    expect(text(ma)).toBe('Politely route the customer. Ask for the order id.');
    expect(text(mb)).toBe(text(ma));
  });

  it('keeps a remote edit that landed while my keystrokes were pending (edit made on an older text)', () => {
    const g = base();
    const doc = new Y.Doc();
    writeGraphDiff(doc, null, g, 'a');
    // someone appends a sentence; my store now shows it, but my field still holds my draft on the old text
    const remote = edit(g, 'triage', { instructions: 'Route the customer. Ask for the order id.' });
    writeGraphDiff(doc, g, remote, 'b');
    const draft = edit(g, 'triage', { instructions: 'Route the customer kindly.' });
    writeGraphDiff(doc, remote, draft, 'a', undefined, () => 'Route the customer.');
    expect(new GraphMirror(doc).read().agents[0].instructions).toBe('Route the customer kindly. Ask for the order id.');
    // without a base the draft replaces the text (what a plain field write means)
    const doc2 = new Y.Doc();
    writeGraphDiff(doc2, null, remote, 'a');
    writeGraphDiff(doc2, remote, draft, 'a');
    expect(new GraphMirror(doc2).read().agents[0].instructions).toBe('Route the customer kindly.');
  });

  it('converges on adds and removes made offline on both sides', () => {
    const g = base();
    const { a, b, sync, ma, mb } = pair(g);
    const added = { ...g, agents: [...g.agents, { ...g.agents[1], id: 'support', name: 'Support' }] };
    writeGraphDiff(a, g, added, 'a');
    writeGraphDiff(b, g, { ...g, handoffs: [] }, 'b');
    sync();
    const ga = ma.read();
    expect(ga.agents.map((x) => x.id)).toEqual(['triage', 'sales', 'support']);
    expect(ga.handoffs).toEqual([]);
    expect(mb.read()).toEqual(ga);
  });

  it('rebuilds only the items a remote transaction touched', () => {
    const g = base();
    const { a, sync, mb } = pair(g);
    const before = mb.read();
    writeGraphDiff(a, g, edit(g, 'sales', { name: 'Sales desk' }), 'a');
    sync();
    const after = mb.read();
    expect(after.agents[0]).toBe(before.agents[0]);
    expect(after.agents[1]).not.toBe(before.agents[1]);
    expect(after.tools[0]).toBe(before.tools[0]);
  });

  it('leaves out a value the guard refuses (a secret is never shared)', () => {
    const g = base();
    const doc = new Y.Doc();
    writeGraphDiff(doc, null, g, 'a');
    const leaked = edit(g, 'sales', { instructions: 'key sk-proj-abcdefghijklmnopqrstuvwxyz' });
    writeGraphDiff(doc, g, leaked, 'a', (_path, value) => !JSON.stringify(value).includes('sk-'));
    expect(JSON.stringify(doc.toJSON())).not.toContain('sk-proj');
    expect(new GraphMirror(doc).read().agents[1].instructions).toBe('Sell.');
  });

  it('undoes only the edits of its own origin', () => {
    const g = base();
    const { a, b, sync, ma } = pair(g);
    const undo = new Y.UndoManager([a.getMap('agents')], { trackedOrigins: new Set(['a']), captureTimeout: 0 });
    const mine = edit(g, 'triage', { name: 'Mine' });
    writeGraphDiff(a, g, mine, 'a');
    writeGraphDiff(b, g, edit(g, 'sales', { name: 'Theirs' }), 'b');
    sync();
    undo.undo();
    const now = ma.read();
    expect(now.agents.map((x) => x.name)).toEqual(['Triage', 'Theirs']);
  });

  it('never shares selection, measured sizes or a drag in progress (canvas state)', () => {
    const g = base();
    const { a, b, sync, mb } = pair(g);
    // an agent as a canvas node carries these: none of them may reach the room
    const asNode = edit(g, 'sales', { name: 'Sales desk', selected: true, measured: { width: 180, height: 64 }, dragging: true });
    writeGraphDiff(a, g, asNode, 'a');
    sync();
    const shared = (b.getMap('agents').get('sales') as Y.Map<unknown>).toJSON();
    expect(shared.name).toBe('Sales desk');
    expect(['selected', 'measured', 'dragging'].filter((key) => key in shared)).toEqual([]);
    expect(mb.read().agents[1]).not.toHaveProperty('selected');
  });

  it('merges eval cases case by case: two cases edited and cases added on both sides all stay', () => {
    const scenario = (name: string) => ({ name, input: `hi from ${name}`, expect: { lastAgent: 'sales' } });
    const g: Graph = { ...base(), evals: { format: 'switchboard.eval', version: 1, scenarios: [scenario('one'), scenario('two'), scenario('three')] } };
    const { a, b, sync, ma, mb } = pair(g);
    expect(ma.read().evals).toEqual(g.evals);
    const withCases = (cases: Graph['evals'] extends infer E ? (E extends { scenarios: infer S } ? S : never) : never): Graph => ({ ...g, evals: { ...g.evals!, scenarios: cases } });
    const [one, two, three] = g.evals!.scenarios;
    // Ana rewrites case one's message and adds "four"; Ben renames case three and adds "five"
    writeGraphDiff(a, g, withCases([{ ...one, input: 'changed by Ana' }, two, three, scenario('four')]), 'a');
    writeGraphDiff(b, g, withCases([one, two, { ...three, name: 'three (Ben)' }, scenario('five')]), 'b');
    sync();
    const names = (m: GraphMirror) => m.read().evals!.scenarios.map((c) => c.name);
    expect(names(ma)).toEqual(names(mb));
    expect(new Set(names(ma))).toEqual(new Set(['one', 'two', 'three (Ben)', 'four', 'five']));
    expect(ma.read().evals!.scenarios[0].input).toBe('changed by Ana');
    // two people changing different fields of one case both keep theirs
    const now = mb.read();
    const cases = now.evals!.scenarios;
    writeGraphDiff(a, now, { ...now, evals: { ...now.evals!, scenarios: cases.map((c, i) => (i === 1 ? { ...c, input: 'Ana' } : c)) } }, 'a');
    writeGraphDiff(b, now, { ...now, evals: { ...now.evals!, scenarios: cases.map((c, i) => (i === 1 ? { ...c, expect: { lastAgent: 'triage' } } : c)) } }, 'b');
    sync();
    expect(ma.read().evals!.scenarios[1]).toEqual({ name: 'two', input: 'Ana', expect: { lastAgent: 'triage' } });
    expect(mb.read().evals).toEqual(ma.read().evals);
  });
});
