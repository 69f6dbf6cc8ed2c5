import { describe, expect, it } from 'vitest';
import type { AfterWork, Runtime } from '../schema.ts';
import { testGraph } from '../testGraph.ts';
import { canEndRun, deadEndCycleRule } from './deadEndCycle.ts';

const loop = (runtime: Runtime, bAfterWork: AfterWork | null) =>
  testGraph({
    runtime,
    startAgent: 's',
    agents: [
      { id: 's', name: 'Start' },
      { id: 'a', name: 'A', afterWork: { type: 'agent', agent: 'b' } },
      { id: 'b', name: 'B', afterWork: bAfterWork },
    ],
    handoffs: [
      { id: 'in', from: 's', to: 'a' },
      { id: 'back', from: 'b', to: 'a' },
    ],
  });

describe('dead-end cycle', () => {
  it('warns when agents only route among themselves and none can end the run', () => {
    const found = deadEndCycleRule.check(loop('ag2', { type: 'agent', agent: 'a' }));
    expect(found).toEqual([
      {
        ruleId: 'dead-end-cycle',
        severity: 'warning',
        message: 'No way out: "A", "B" only hand off among themselves and none of them can end the run (set an after work to terminate or revert to user, or add a handoff out).',
        target: { kind: 'agent', id: 'a' },
        path: 'agents[1]',
      },
    ]);
  });

  it('is silent when one agent of the cycle can end the run, or a route leaves it', () => {
    for (const runtime of ['agents-sdk-js', 'agents-sdk-python', 'swarm', 'ag2'] as const) {
      expect(deadEndCycleRule.check(loop(runtime, null)), runtime).toEqual([]);
      expect(deadEndCycleRule.check(loop(runtime, { type: 'terminate' }))).toEqual([]);
      expect(deadEndCycleRule.check(loop(runtime, { type: 'revert_to_user' }))).toEqual([]);
    }
    const g = loop('swarm', { type: 'agent', agent: 'a' });
    const withExit = { ...g, handoffs: [...g.handoffs, { ...g.handoffs[0], id: 'out', from: 'b', to: 's' }] };
    expect(deadEndCycleRule.check(withExit)).toEqual([]);
  });

  it('treats stay as a loop, and the graph-level after work as the default', () => {
    const stay = testGraph({ agents: [{ id: 'a', name: 'A', afterWork: { type: 'stay' } }] });
    expect(deadEndCycleRule.check(stay)).toMatchObject([{ target: { id: 'a' }, message: expect.stringContaining('only stays with itself') }]);
    const groupStay = testGraph({ agents: [{ id: 'a', name: 'A' }], settings: { afterWork: { type: 'stay' } } });
    expect(deadEndCycleRule.check(groupStay)).toHaveLength(1);
    expect(deadEndCycleRule.check(testGraph({ agents: [{ id: 'a', name: 'A' }] }))).toEqual([]);
  });

  it('counts stopping tool-use behaviour as an exit under the Agents SDK profiles only', () => {
    const g = testGraph({
      runtime: 'agents-sdk-js',
      agents: [{ id: 'a', name: 'A', tools: ['t'], toolUseBehavior: { stopAtToolNames: ['finish_up'] }, afterWork: { type: 'stay' } }],
      tools: [{ id: 't', type: 'function', name: 'finish up' }],
    });
    expect(canEndRun(g, g.agents[0])).toBe(true);
    expect(deadEndCycleRule.check(g)).toEqual([]);
    expect(canEndRun({ ...g, runtime: 'ag2' }, g.agents[0])).toBe(false);
    const first = { ...g, agents: [{ ...g.agents[0], toolUseBehavior: 'stop_on_first_tool' as const }] };
    expect(canEndRun(first, first.agents[0])).toBe(true);
  });
});
