import { describe, expect, it } from 'vitest';
import { lintGraph } from '../graph/lint/lintGraph.ts';
import { testGraph } from '../graph/testGraph.ts';
import { removeFromGraph } from './documentStore.ts';
import { GROUP_COLORS, groupAgents, groupOfAgent, pruneGroupMembers, ungroup, updateGroup } from './groupEdits.ts';

const g0 = testGraph({
  agents: ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id.toUpperCase() })),
  startAgent: 'a',
  handoffs: [{ id: 'ab', from: 'a', to: 'b' }, { id: 'bc', from: 'b', to: 'c' }, { id: 'cd', from: 'c', to: 'd' }],
});
const noGroupLint = (g: typeof g0) => lintGraph(g).filter((d) => d.ruleId === 'group-members');

describe('group edits', () => {
  it('groups the chosen known agents in document order, with a fresh id, name and colour', () => {
    const { graph, groupId } = groupAgents(g0, ['c', 'a', 'ghost'], 'Planning');
    expect(groupId).toBe('group');
    expect(graph.groups).toEqual([{ id: 'group', name: 'Planning', color: GROUP_COLORS[0], members: ['a', 'c'], collapsed: false }]);
    const second = groupAgents(graph, ['b'], 'Planning');
    expect(second.groupId).toBe('group_2');
    expect(second.graph.groups?.[1]).toMatchObject({ name: 'Planning 2', color: GROUP_COLORS[1], members: ['b'] });
    expect(groupOfAgent(second.graph, 'b')?.id).toBe('group_2');
    expect(groupAgents(g0, ['ghost'])).toEqual({ graph: g0, groupId: null });
  });

  it('moving agents into a new group takes them out of the old one, and drops a group left empty', () => {
    const one = groupAgents(g0, ['a', 'b']).graph;
    const two = groupAgents(one, ['b', 'c'], 'Two').graph;
    expect(two.groups?.map((g) => [g.name, g.members])).toEqual([['Group', ['a']], ['Two', ['b', 'c']]]);
    const three = groupAgents(two, ['a', 'd'], 'Three').graph;
    expect(three.groups?.map((g) => g.name)).toEqual(['Two', 'Three']);
    expect(noGroupLint(three)).toEqual([]);
  });

  it('renames, recolours, collapses; an empty name keeps the old one', () => {
    const { graph, groupId } = groupAgents(g0, ['a']);
    const next = updateGroup(graph, groupId!, { name: 'Control', color: '#e5484d', collapsed: true });
    expect(next.groups?.[0]).toMatchObject({ name: 'Control', color: '#e5484d', collapsed: true });
    expect(updateGroup(next, groupId!, { name: '  ' }).groups?.[0].name).toBe('Control');
    expect(updateGroup(next, 'nope', { name: 'X' })).toBe(next);
  });

  it('ungrouping the last group leaves a graph without the key', () => {
    const { graph, groupId } = groupAgents(g0, ['a', 'b']);
    const back = ungroup(graph, groupId!);
    expect('groups' in back).toBe(false);
    expect(back.agents).toBe(graph.agents);
  });

  it('deleting agents removes them from their groups (no dangling members)', () => {
    const { graph } = groupAgents(g0, ['a', 'b']);
    const withTwo = groupAgents(graph, ['c'], 'Solo').graph;
    const removed = removeFromGraph(withTwo, { agents: ['b', 'c'] });
    expect(removed.groups).toEqual([{ id: 'group', name: 'Group', color: GROUP_COLORS[0], members: ['a'], collapsed: false }]);
    expect(noGroupLint(removed)).toEqual([]);
    expect(pruneGroupMembers(g0, new Set(['a']))).toBe(g0);
  });
});
