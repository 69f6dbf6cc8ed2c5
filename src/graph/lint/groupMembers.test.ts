import { expect, it } from 'vitest';
import { testGraph } from '../testGraph.ts';
import { groupMembersRule } from './groupMembers.ts';
import { lintGraph } from './lintGraph.ts';

const agents = [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }];

it('accepts groups of known agents, each agent in one group, and graphs without groups', () => {
  expect(groupMembersRule.check(testGraph({ agents }))).toEqual([]);
  const g = testGraph({ agents, groups: [{ id: 'g1', name: 'One', members: ['a', 'b'] }, { id: 'g2', name: 'Two', members: ['c'] }] });
  expect(groupMembersRule.check(g)).toEqual([]);
});

it('reports a dangling member id with its path', () => {
  const g = testGraph({ agents, groups: [{ id: 'g1', name: 'One', members: ['a', 'ghost'] }] });
  expect(groupMembersRule.check(g)).toEqual([
    { ruleId: 'group-members', severity: 'error', message: 'Group "One" lists an unknown agent "ghost".', target: { kind: 'graph', id: g.id }, path: 'groups[0].members[1]' },
  ]);
});

it('reports an agent in two groups, and twice in one, on the agent', () => {
  const g = testGraph({
    agents,
    groups: [
      { id: 'g1', name: 'One', members: ['a', 'b'] },
      { id: 'g2', name: 'Two', members: ['b', 'c', 'c'] },
    ],
  });
  expect(groupMembersRule.check(g).map((d) => [d.target, d.path, d.message])).toEqual([
    [{ kind: 'agent', id: 'b' }, 'groups[1].members[0]', 'Agent "b" is in two groups, "One" and "Two"; an agent belongs to at most one group.'],
    [{ kind: 'agent', id: 'c' }, 'groups[1].members[2]', 'Agent "c" is twice in group "Two"; an agent belongs to at most one group.'],
  ]);
});

it('reports a repeated group id, and runs as part of lintGraph', () => {
  const g = testGraph({ agents, startAgent: 'a', groups: [{ id: 'g', name: 'One', members: ['a'] }, { id: 'g', name: 'Two', members: ['b'] }] });
  const found = lintGraph(g).filter((d) => d.ruleId === 'group-members');
  expect(found.map((d) => d.path)).toEqual(['groups[1].id']);
});
