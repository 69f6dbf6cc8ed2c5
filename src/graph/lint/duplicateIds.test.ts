import { expect, it } from 'vitest';
import { testGraph } from '../testGraph.ts';
import { duplicateIdsRule } from './duplicateIds.ts';

it('reports every repeated id in each collection, pointing at the first', () => {
  const g = testGraph({
    agents: [{ id: 'a', name: 'A' }, { id: 'a', name: 'A2' }, { id: 'b', name: 'B' }],
    handoffs: [{ id: 'h', from: 'a', to: 'b' }, { id: 'h', from: 'b', to: 'a' }],
    tools: [{ id: 't', type: 'function', name: 't' }, { id: 't', type: 'hosted', hosted: 'file_search' }],
    guardrails: [{ id: 'x', kind: 'input', name: 'X' }, { id: 'x', kind: 'output', name: 'X' }],
  });
  expect(duplicateIdsRule.check(g).map((d) => [d.target.kind, d.path, d.message])).toEqual([
    ['agent', 'agents[1].id', 'Another agent already has the id "a" (agents[0]).'],
    ['handoff', 'handoffs[1].id', 'Another handoff already has the id "h" (handoffs[0]).'],
    ['tool', 'tools[1].id', 'Another tool already has the id "t" (tools[0]).'],
    ['guardrail', 'guardrails[1].id', 'Another guardrail already has the id "x" (guardrails[0]).'],
  ]);
  // the same id in different collections is fine
  expect(duplicateIdsRule.check(testGraph({ agents: [{ id: 'x', name: 'X' }], tools: [{ id: 'x', type: 'function', name: 'x' }] }))).toEqual([]);
});

it('checks the ids of "calls as tool" edges too', () => {
  const g = testGraph({ agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], agentTools: [{ id: 't', from: 'a', to: 'b' }, { id: 't', from: 'b', to: 'a' }] });
  expect(duplicateIdsRule.check(g)).toEqual([
    { ruleId: 'duplicate-id', severity: 'error', message: 'Another agentTool already has the id "t" (agentTools[0]).', target: { kind: 'agentTool', id: 't' }, path: 'agentTools[1].id' },
  ]);
});
