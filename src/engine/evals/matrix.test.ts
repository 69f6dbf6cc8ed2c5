import { describe, expect, it } from 'vitest';
import { suiteOf } from '../testing/evalFixtures.ts';
import { cellCases, confusionMatrices, NO_HANDOFF } from './matrix.ts';
import type { CaseResult } from './runSuite.ts';
import type { EvalScenario } from '../../graph/schema.ts';

function ran(index: number, route: string[], outcome: CaseResult['outcome'] = 'passed'): CaseResult {
  return { index, name: `c${index}`, outcome, failures: [], route, tools: [], lastAgent: route.at(-1) ?? null, status: 'completed', finalOutput: '', error: null, events: [], durationMs: 1 };
}

const scenarios: EvalScenario[] = [
  { name: 'c0', input: 'x', expect: { route: ['triage', 'sales'] } },
  { name: 'c1', input: 'x', expect: { route: ['triage', 'sales'] } },
  { name: 'c2', input: 'x', expect: { route: ['triage', 'support'] } },
  { name: 'c3', input: 'x', expect: { route: ['triage'] } },
  { name: 'c4', input: 'x', expect: { lastAgent: 'support' } },
  { name: 'c5', input: 'x', expect: { route: ['triage', 'sales'] } },
  { name: 'c6', input: 'x', expect: { route: ['triage', 'sales', 'support'] } },
];

describe('confusionMatrices', () => {
  const results = [
    ran(0, ['triage', 'sales']), // right
    ran(1, ['triage', 'support']), // sent to support instead of sales
    ran(2, ['triage', 'support']), // right
    ran(3, ['triage', 'sales']), // should have answered, handed off
    ran(4, ['triage']), // expected support last, triage answered
    ran(5, [], 'cancelled'), // stopped: not counted
    ran(6, ['sales', 'support']), // started elsewhere: no decision of triage is comparable
  ];
  const m = confusionMatrices(suiteOf(scenarios), results, ['triage', 'sales', 'support']);

  it('per agent: expected last agent (rows) against the one that answered (columns)', () => {
    // in the graph's agent order, whatever order the cases came in
    expect(m.agents.rows).toEqual(['triage', 'sales', 'support']);
    expect(m.agents.cols).toEqual(['triage', 'sales', 'support']);
    expect(cellCases(m.agents, 'sales', 'sales')).toEqual([0]);
    expect(cellCases(m.agents, 'sales', 'support')).toEqual([1]);
    expect(cellCases(m.agents, 'support', 'support')).toEqual([2, 6]);
    expect(cellCases(m.agents, 'triage', 'sales')).toEqual([3]);
    expect(cellCases(m.agents, 'support', 'triage')).toEqual([4]);
    expect(m.agents).toMatchObject({ total: 6, correct: 3 });
    expect(m.skipped).toBe(1);
  });

  it('per handoff: at each agent of the expected route, the next agent expected against the one taken', () => {
    // the last agent of a route decides too: to answer (no handoff)
    expect(m.edges.map((e) => [e.from, e.total, e.correct])).toEqual([['triage', 4, 2], ['sales', 1, 1], ['support', 1, 1]]);
    const triage = m.edges[0];
    expect(triage.rows).toEqual(['sales', 'support', NO_HANDOFF]);
    expect(cellCases(triage, 'sales', 'sales')).toEqual([0]);
    expect(cellCases(triage, 'sales', 'support')).toEqual([1]);
    expect(cellCases(triage, 'support', 'support')).toEqual([2]);
    expect(cellCases(triage, NO_HANDOFF, 'sales')).toEqual([3]);
    expect(triage).toMatchObject({ total: 4, correct: 2 });
  });

  it('follows the route past the first hop while the run stays on it', () => {
    const deep = confusionMatrices(suiteOf(scenarios), [ran(6, ['triage', 'sales', 'triage'])], ['triage', 'sales', 'support']);
    expect(deep.edges.map((e) => [e.from, e.cells.map((c) => [c.expected, c.actual])])).toEqual([
      ['triage', [['sales', 'sales']]],
      ['sales', [['support', 'triage']]],
    ]);
  });
});
