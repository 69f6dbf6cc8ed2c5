import { expect, it } from 'vitest';
import { testGraph } from '../testGraph.ts';
import { unknownRoutesToRule } from './unknownRoutesTo.ts';

it('reports routesTo entries that name no agent', () => {
  const g = testGraph({
    agents: [{ id: 'a', name: 'A' }],
    tools: [
      { id: 'fine', type: 'function', name: 'fine', routesTo: ['a'] },
      { id: 'bad', type: 'function', name: 'bad', routesTo: ['a', 'ghost'] },
    ],
  });
  expect(unknownRoutesToRule.check(g)).toEqual([
    { ruleId: 'unknown-routes-to', severity: 'error', message: 'Tool "bad" routes to an unknown agent "ghost".', target: { kind: 'tool', id: 'bad' }, path: 'tools[1].routesTo[1]' },
  ]);
});
