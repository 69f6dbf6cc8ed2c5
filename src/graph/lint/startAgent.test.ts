import { expect, it } from 'vitest';
import { testGraph } from '../testGraph.ts';
import { startAgentRule } from './startAgent.ts';

it('reports a missing or unknown start agent, and nothing when it exists', () => {
  const agents = [{ id: 'a', name: 'A' }];
  expect(startAgentRule.check(testGraph({ agents }))).toEqual([
    { ruleId: 'start-agent', severity: 'error', message: 'Choose a start agent: the run has nowhere to begin.', target: { kind: 'graph', id: 'g' }, path: 'startAgent' },
  ]);
  expect(startAgentRule.check(testGraph())[0].message).toBe('Add an agent: the graph has none to start with.');
  expect(startAgentRule.check(testGraph({ agents, startAgent: 'zz' }))[0].message).toBe('The start agent "zz" does not exist.');
  expect(startAgentRule.check(testGraph({ agents, startAgent: 'a' }))).toEqual([]);
});
