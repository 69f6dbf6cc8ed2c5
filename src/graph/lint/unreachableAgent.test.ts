import { expect, it } from 'vitest';
import { testGraph } from '../testGraph.ts';
import { unreachableAgentRule } from './unreachableAgent.ts';

const agents = ['s', 'byHandoff', 'byAfterWork', 'byTool', 'island', 'onlyDisabled'].map((id) => ({ id, name: id }));

it('follows handoffs, after work and tools\' routesTo from the start agent', () => {
  const g = testGraph({
    startAgent: 's',
    agents: agents.map((a) => (a.id === 'byHandoff' ? { ...a, tools: ['router'], afterWork: { type: 'agent' as const, agent: 'byAfterWork' } } : a)),
    handoffs: [
      { id: 'h', from: 's', to: 'byHandoff', trigger: { type: 'context', when: 'ctx.x' } },
      { id: 'off', from: 's', to: 'onlyDisabled', enabled: false },
      { id: 'fromIsland', from: 'island', to: 's' },
    ],
    tools: [{ id: 'router', type: 'function', name: 'route', routesTo: ['byTool'] }],
  });
  const found = unreachableAgentRule.check(g);
  expect(found.map((d) => d.path)).toEqual(['agents[4]', 'agents[5]']);
  expect(found[0]).toMatchObject({ severity: 'warning', target: { kind: 'agent', id: 'island' } });
});

it('stays quiet without a valid start agent (the start-agent rule speaks)', () => {
  expect(unreachableAgentRule.check(testGraph({ agents }))).toEqual([]);
  expect(unreachableAgentRule.check(testGraph({ agents, startAgent: 'ghost' }))).toEqual([]);
});

it('counts a worker called as a tool as reachable (it runs inside its manager\'s turn), and what it hands off to', () => {
  const g = testGraph({
    startAgent: 'm',
    agents: [{ id: 'm', name: 'M' }, { id: 'w', name: 'W' }, { id: 'x', name: 'X' }, { id: 'lost', name: 'Lost' }],
    handoffs: [{ id: 'w-x', from: 'w', to: 'x' }],
    agentTools: [{ id: 'm-w', from: 'm', to: 'w' }],
  });
  expect(unreachableAgentRule.check(g).map((d) => d.target.id)).toEqual(['lost']);
});

it('counts the recipients of an agent\'s nested chats as reachable', () => {
  const g = testGraph({ runtime: 'ag2', startAgent: 'p', agents: [{ id: 'p', name: 'p', nestedChats: [{ agent: 'c' }] }, { id: 'c', name: 'c' }, { id: 'lost', name: 'lost' }] });
  expect(unreachableAgentRule.check(g).map((d) => d.target.id)).toEqual(['lost']);
});
