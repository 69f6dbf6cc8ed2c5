import { expect, it } from 'vitest';
import { testGraph } from '../testGraph.ts';
import { evalCasesRule } from './evalCases.ts';
import { lintGraph } from './lintGraph.ts';

it('warns about eval cases that expect an agent the graph does not have', () => {
  const g = {
    ...testGraph({ agents: [{ id: 'a', name: 'A' }] }),
    evals: {
      format: 'switchboard.eval' as const,
      version: 1 as const,
      scenarios: [
        { name: 'fine', input: 'x', expect: { route: ['a'], lastAgent: 'a' } },
        { name: 'stale', input: 'x', expect: { route: ['a', 'gone'], lastAgent: 'gone' } },
      ],
    },
  };
  const expected = [
    { ruleId: 'eval-unknown-agent', severity: 'warning', message: 'Eval case "stale" expects an unknown agent "gone".', target: { kind: 'graph', id: g.id }, path: 'evals.scenarios[1].expect.route[1]' },
    { ruleId: 'eval-unknown-agent', severity: 'warning', message: 'Eval case "stale" expects an unknown agent "gone".', target: { kind: 'graph', id: g.id }, path: 'evals.scenarios[1].expect.lastAgent' },
  ];
  expect(evalCasesRule.check(g)).toEqual(expected);
  // and lintGraph runs it
  expect(lintGraph(g).filter((d) => d.ruleId === 'eval-unknown-agent')).toHaveLength(2);
});
