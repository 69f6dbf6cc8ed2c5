import { describe, expect, it } from 'vitest';
import { testGraph } from '../../graph/testGraph.ts';
import type { Graph } from '../../graph/schema.ts';
import { checkRemote } from './remoteCheck.ts';

const base = () =>
  testGraph({
    agents: [
      { id: 'triage', name: 'Triage', instructions: 'Route.', position: { x: 0, y: 0 } },
      { id: 'sales', name: 'Sales', instructions: 'Sell.', position: { x: 300, y: 0 } },
    ],
  });

describe('checkRemote', () => {
  it('lets a valid remote change through untouched (same objects)', () => {
    const before = base();
    const next: Graph = { ...before, agents: [before.agents[0], { ...before.agents[1], name: 'Sales desk' }] };
    const { graph, problems } = checkRemote(before, next);
    expect(problems).toEqual([]);
    expect(graph.agents).toBe(next.agents);
  });

  it('keeps the last valid state of an element a remote change made invalid, says where and why, and keeps the rest', () => {
    const before = base();
    const broken = { ...before.agents[1], position: { x: 'far', y: 0 } } as unknown as Graph['agents'][number];
    const renamed = { ...before.agents[0], name: 'Front desk' };
    const next: Graph = { ...before, agents: [renamed, broken] };
    const { graph, problems } = checkRemote(before, next);
    expect(problems).toHaveLength(1);
    expect(problems[0].path).toBe('agents.sales');
    expect(problems[0].message).toMatch(/^position\.x: /);
    expect(graph.agents[0]).toBe(renamed);
    expect(graph.agents[1]).toBe(before.agents[1]);
  });

  it('leaves out a new element that is not valid, and refuses invalid settings', () => {
    const before = base();
    const next = { ...before, agents: [...before.agents, { id: 'x', name: 42 }], settings: { ...before.settings, maxTurns: -1 } } as unknown as Graph;
    const { graph, problems } = checkRemote(before, next);
    expect(problems.map((p) => p.path)).toEqual(['agents.x', 'settings']);
    expect(graph.agents.map((a) => a.id)).toEqual(['triage', 'sales']);
    expect(graph.settings).toBe(before.settings);
  });

  it('does not report an element held back once again while the room leaves it as it is', () => {
    const before = base();
    const broken = { ...before.agents[1], position: { x: 'far', y: 0 } } as unknown as Graph['agents'][number];
    const room1: Graph = { ...before, agents: [before.agents[0], broken] };
    const first = checkRemote(before, room1, before);
    expect(first.problems).toHaveLength(1);
    // someone renames triage: sales is still broken in the room but not new; it stays held back
    const room2: Graph = { ...room1, agents: [{ ...before.agents[0], name: 'Front desk' }, broken] };
    const second = checkRemote(first.graph, room2, room1);
    expect(second.problems).toEqual([]);
    expect(second.graph.agents[1]).toBe(before.agents[1]);
    expect(second.graph.agents[0].name).toBe('Front desk');
  });
});
