import { describe, expect, it } from 'vitest';
import type { Group } from '../../graph/schema.ts';
import type { AgentFlowNode, RoutingEdge, RoutingKind } from './flowTypes.ts';
import { GROUP_HEADER, GROUP_PAD } from './groupBox.ts';
import { applyGroups, groupNodeId } from './groupFlow.ts';

const at: Record<string, { x: number; y: number }> = { a: { x: 0, y: 0 }, b: { x: 300, y: 0 }, c: { x: 600, y: 0 }, d: { x: 0, y: 200 } };
const nodes = Object.keys(at).map((id) => ({ id, type: 'agent', position: at[id], data: {} }) as unknown as AgentFlowNode);
const rectOf = (id: string) => (at[id] ? { ...at[id], width: 240, height: 88 } : null);
const edge = (id: string, source: string, target: string, kind: RoutingKind = 'llm'): RoutingEdge => ({
  id,
  type: kind,
  source,
  target,
  sourceHandle: 'out',
  targetHandle: 'in',
  selected: false,
  data: { label: id, title: id, disabled: false, conditional: false, lint: null },
});
const edges = [edge('ab', 'a', 'b'), edge('bc', 'b', 'c'), edge('ac', 'a', 'c', 'function'), edge('ca', 'c', 'a'), edge('cd', 'c', 'd', 'afterWork')];
const group = (collapsed: boolean): Group => ({ id: 'team', name: 'Team', color: '#22a06b', members: ['a', 'b'], collapsed });

describe('groups on the canvas', () => {
  it('an expanded group is a box around its members, behind them; edges are untouched', () => {
    const flow = applyGroups([group(false)], nodes, edges, rectOf);
    expect(flow.nodes.map((n) => n.id)).toEqual([groupNodeId('team'), 'a', 'b', 'c', 'd']);
    const box = flow.nodes[0];
    expect(box).toMatchObject({ type: 'agentGroup', position: { x: -GROUP_PAD, y: -GROUP_PAD - GROUP_HEADER }, width: 540 + 2 * GROUP_PAD, height: 88 + 2 * GROUP_PAD + GROUP_HEADER });
    expect(flow.edges).toEqual(edges);
    flow.edges.forEach((e, i) => expect(e).toBe(edges[i]));
    // labels keep off its header strip only
    expect(flow.rects.get(groupNodeId('team'))).toEqual({ x: -GROUP_PAD, y: -GROUP_PAD - GROUP_HEADER, width: 580, height: GROUP_HEADER });
  });

  it('a collapsed group is one node; routes inside are hidden, routes out aggregated per pair with a count', () => {
    const flow = applyGroups([group(true)], nodes, edges, rectOf);
    const g = groupNodeId('team');
    expect(flow.nodes.map((n) => n.id)).toEqual(['c', 'd', g]);
    expect(flow.rects.get(g)).toEqual({ x: -GROUP_PAD, y: -GROUP_PAD - GROUP_HEADER, width: 240, height: 88 });
    const shown = flow.edges.map((e) => [e.id, e.source, e.target, e.type, e.data!.label, e.data!.aggregates ?? null]);
    expect(shown).toEqual([
      ['cd', 'c', 'd', 'afterWork', 'cd', null],
      // b->c (llm) and a->c (function): one edge, two routes, kind neutral
      [`grp:${g}>c`, g, 'c', 'llm', '2 routes', ['bc', 'ac']],
      // c->a alone keeps its own id (run facts and selection still apply), re-ended on the group
      ['ca', 'c', g, 'llm', 'ca', null],
    ]);
    // the pair runs both ways now: drawn apart
    expect(flow.edges.filter((e) => e.source === g || e.target === g).every((e) => e.data!.twoWay)).toBe(true);
  });

  it('in the overview an expanded group is one block the size of its box: members hidden, routes aggregated between blocks', () => {
    const other: Group = { id: 'far', name: 'Far', color: null, members: ['c'], collapsed: false };
    const expanded = applyGroups([group(false), other], nodes, edges, rectOf);
    const flow = applyGroups([group(false), other], nodes, edges, rectOf, true);
    const [g, f] = [groupNodeId('team'), groupNodeId('far')];
    // d belongs to no group and stays an agent
    expect(flow.nodes.map((n) => n.id)).toEqual(['d', g, f]);
    const block = flow.nodes.find((n) => n.id === g)!;
    const box = expanded.nodes.find((n) => n.id === g)!;
    // the same place and size as the expanded box: entering the overview moves nothing and a fit frames the same
    expect([block.position, block.width, block.height]).toEqual([box.position, box.width, box.height]);
    expect(block.data).toMatchObject({ overview: true, collapsed: false, members: ['a', 'b'] });
    // edges end on the whole block, not just on its header
    expect(flow.rects.get(g)).toEqual({ ...box.position, width: box.width, height: box.height });
    expect(flow.edges.map((e) => [e.id, e.source, e.target, e.data!.label])).toEqual([
      [`grp:${g}>${f}`, g, f, '2 routes'],
      ['ca', f, g, 'ca'],
      // c -> d: the one route keeps its id, re-ended on c's block
      ['cd', f, 'd', 'cd'],
    ]);
    // a collapsed group stays its small node in the overview
    const collapsed = applyGroups([group(true)], nodes, edges, rectOf, true);
    expect(collapsed.nodes.find((n) => n.id === g)).toMatchObject({ data: { collapsed: true, overview: false } });
    expect(collapsed.rects.get(g)).toMatchObject({ width: 240, height: 88 });
  });

  it('keeps node and edge objects while nothing they show changed', () => {
    const one = applyGroups([group(true)], nodes, edges, rectOf);
    const two = applyGroups([group(true)], nodes, edges, rectOf);
    one.nodes.forEach((n, i) => expect(two.nodes[i]).toBe(n));
    one.edges.forEach((e, i) => expect(two.edges[i]).toBe(e));
  });

  it('an agent listed in two groups (a lint error) is drawn in the first only; unknown members are skipped', () => {
    const other: Group = { id: 'other', name: 'Other', color: null, members: ['b', 'c', 'ghost'], collapsed: true };
    const flow = applyGroups([group(false), other], nodes, edges, rectOf);
    const collapsed = flow.nodes.find((n) => n.id === groupNodeId('other'))!;
    expect(collapsed.data).toMatchObject({ members: ['c'] });
    expect(flow.nodes.map((n) => n.id)).toContain('b');
  });
});
