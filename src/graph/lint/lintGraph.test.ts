import { expect, it } from 'vitest';
import { testGraph } from '../testGraph.ts';
import { LINT_RULES, lintGraph } from './lintGraph.ts';

it('runs every rule and sorts errors first, then by document path (numerically)', () => {
  const agents = Array.from({ length: 12 }, (_, i) => ({ id: `a${i}`, name: `A${i}` }));
  const g = testGraph({
    startAgent: 'a0',
    agents,
    handoffs: [
      { id: 'h', from: 'a0', to: 'a1' },
      { id: 'x', from: 'a0', to: 'ghost' },
    ],
  });
  const found = lintGraph(g);
  expect(found[0]).toMatchObject({ ruleId: 'dangling-handoff', severity: 'error' });
  const warnings = found.filter((d) => d.severity === 'warning').map((d) => d.path);
  expect(warnings).toEqual(['agents[2]', 'agents[3]', 'agents[4]', 'agents[5]', 'agents[6]', 'agents[7]', 'agents[8]', 'agents[9]', 'agents[10]', 'agents[11]']);
  expect(lintGraph(structuredClone(g))).toEqual(found);
  expect(new Set(LINT_RULES.map((r) => r.id)).size).toBe(LINT_RULES.length);
});
