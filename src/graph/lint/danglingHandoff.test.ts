import { expect, it } from 'vitest';
import { testGraph } from '../testGraph.ts';
import { danglingHandoffRule } from './danglingHandoff.ts';

it('reports each unknown end of a handoff with its path', () => {
  const g = testGraph({
    agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
    handoffs: [
      { id: 'ok', from: 'a', to: 'b' },
      { id: 'h1', from: 'a', to: 'ghost' },
      { id: 'h2', from: 'nobody', to: 'void' },
    ],
  });
  const found = danglingHandoffRule.check(g);
  expect(found.map((d) => [d.target.id, d.path])).toEqual([
    ['h1', 'handoffs[1].to'],
    ['h2', 'handoffs[2].from'],
    ['h2', 'handoffs[2].to'],
  ]);
  expect(found[0]).toMatchObject({ severity: 'error', target: { kind: 'handoff' }, message: 'Handoff "h1" points to an unknown agent "ghost".' });
});

it('reports a "calls as tool" edge whose manager or worker is not an agent', () => {
  const g = testGraph({
    agents: [{ id: 'a', name: 'A' }],
    agentTools: [{ id: 't1', from: 'a', to: 'ghost' }, { id: 't2', from: 'nobody', to: 'a' }],
  });
  expect(danglingHandoffRule.check(g).map((d) => [d.target, d.path, d.message])).toEqual([
    [{ kind: 'agentTool', id: 't1' }, 'agentTools[0].to', 'Agent tool "t1" calls an unknown agent "ghost".'],
    [{ kind: 'agentTool', id: 't2' }, 'agentTools[1].from', 'Agent tool "t2" belongs to an unknown agent "nobody".'],
  ]);
});

it('reports a nested chat whose recipient is not an agent', () => {
  const g = testGraph({ runtime: 'ag2', agents: [{ id: 'p', name: 'p', nestedChats: [{ agent: 'p' }, { agent: 'ghost' }] }] });
  expect(danglingHandoffRule.check(g).map((d) => [d.path, d.message])).toEqual([['agents[0].nestedChats[1].agent', 'Nested chat 2 of "p" goes to an unknown agent "ghost".']]);
});
