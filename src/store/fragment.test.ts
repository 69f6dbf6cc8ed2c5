import { describe, expect, it } from 'vitest';
import { GraphSchema } from '../graph/schema.ts';
import { testGraph } from '../graph/testGraph.ts';
import { extractFragment, mergeFragment, parseFragment, readFragment } from './fragment.ts';

const source = testGraph({
  startAgent: 'triage',
  agents: [
    { id: 'triage', name: 'Triage Agent', tools: ['lookup'], inputGuardrails: ['no_cards'] },
    { id: 'sales', name: 'Sales Agent', tools: ['order'], afterWork: { type: 'agent', agent: 'triage' } },
    { id: 'repairs', name: 'Repairs Agent' },
  ],
  handoffs: [
    { id: 'triage-to-sales', from: 'triage', to: 'sales' },
    { id: 'triage-to-repairs', from: 'triage', to: 'repairs' },
  ],
  tools: [
    { id: 'lookup', type: 'function', name: 'lookup' },
    { id: 'order', type: 'function', name: 'order', routesTo: ['repairs'] },
  ],
  guardrails: [{ id: 'no_cards', kind: 'input', name: 'No cards' }],
});

describe('extractFragment', () => {
  it('is a valid graph document holding the agents, their inner handoffs, tools and guardrails', async () => {
    const fragment = extractFragment(source, ['triage', 'sales']);
    expect(GraphSchema.safeParse(fragment).success).toBe(true);
    expect(fragment.agents.map((a) => a.id)).toEqual(['triage', 'sales']);
    expect(fragment.handoffs.map((h) => h.id)).toEqual(['triage-to-sales']);
    expect(fragment.tools.map((t) => t.id)).toEqual(['lookup', 'order']);
    expect(fragment.guardrails.map((g) => g.id)).toEqual(['no_cards']);
    expect(await parseFragment(JSON.stringify(fragment))).toEqual(fragment);
  });

  it('parseFragment rejects text that is not a switchboard graph', async () => {
    expect(await parseFragment('hello')).toBeNull();
    expect(await parseFragment('{"format":"other"}')).toBeNull();
    expect(await readFragment('{"format":"other"}')).toEqual({ ok: false, problems: null });
  });

  it('a pasted graph goes through the real import: a secret in it is refused with its path', async () => {
    const fragment = extractFragment(source, ['triage']);
    // Assembled at runtime so secret scanners do not flag the repository.
    const key = ['sk', 'proj', 'A1b2C3d4E5f6G7h8I9j0K1l2'].join('-');
    const withKey = { ...fragment, tools: [{ ...fragment.tools[0], code: `export default () => "${key}"` }] };
    const read = await readFragment(JSON.stringify(withKey));
    expect(read).toMatchObject({ ok: false, problems: [{ path: 'tools[0].code', message: expect.stringContaining('API key') }] });
    // The bare schema check that paste used before accepted it.
    expect(GraphSchema.safeParse(withKey).success).toBe(true);
  });

  it('a pasted graph of a newer format version is refused, not half-read', async () => {
    const read = await readFragment(JSON.stringify({ ...extractFragment(source, ['triage']), version: 99 }));
    expect(read).toMatchObject({ ok: false, problems: [{ path: 'version', message: expect.stringContaining('newer') }] });
  });
});

describe('mergeFragment', () => {
  it('into another document: ids kept when free, dangling references dropped', () => {
    const target = testGraph({ agents: [{ id: 'other', name: 'Other' }] });
    const { graph, agentIds } = mergeFragment(target, extractFragment(source, ['sales']), { x: 0, y: 0 });
    expect(agentIds).toEqual(['sales']);
    const sales = graph.agents.find((a) => a.id === 'sales')!;
    expect(sales.afterWork).toBeNull(); // triage does not exist here
    const order = graph.tools.find((t) => t.id === 'order')!;
    expect(order.type === 'function' && order.routesTo).toEqual([]); // repairs does not exist here
    expect(graph.startAgent).toBe('sales');
    expect(GraphSchema.safeParse(graph).success).toBe(true);
  });

  it('into the same document: fresh agent ids and names, identical tools and guardrails shared', () => {
    const { graph, agentIds } = mergeFragment(source, extractFragment(source, ['triage']), { x: 10, y: 10 });
    expect(agentIds).toEqual(['triage_2']);
    const copy = graph.agents.find((a) => a.id === 'triage_2')!;
    expect(copy.name).toBe('Triage Agent 2');
    expect(copy.tools).toEqual(['lookup']);
    expect(copy.inputGuardrails).toEqual(['no_cards']);
    expect(graph.tools).toHaveLength(2);
    expect(graph.guardrails).toHaveLength(1);
  });

  it('a tool whose id is taken by a different tool is copied under a new id', () => {
    const target = testGraph({ tools: [{ id: 'lookup', type: 'function', name: 'something_else' }] });
    const { graph } = mergeFragment(target, extractFragment(source, ['triage']), { x: 0, y: 0 });
    const triage = graph.agents.find((a) => a.name === 'Triage Agent')!;
    expect(triage.tools).toEqual(['lookup_2']);
    expect(graph.tools.map((t) => t.id)).toEqual(['lookup', 'lookup_2']);
  });

  it('pasting twice keeps every id and name unique', () => {
    const fragment = extractFragment(source, ['triage', 'sales']);
    const once = mergeFragment(source, fragment, { x: 0, y: 0 }).graph;
    const twice = mergeFragment(once, fragment, { x: 0, y: 0 }).graph;
    const ids = twice.agents.map((a) => a.id);
    const names = twice.agents.map((a) => a.name);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(twice.handoffs.map((h) => h.id)).size).toBe(twice.handoffs.length);
  });
});
