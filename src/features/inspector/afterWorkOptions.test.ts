import { describe, expect, it } from 'vitest';
import { afterWorkFromValue, afterWorkOptions, afterWorkValue } from './afterWorkOptions.ts';

describe('after-work select values', () => {
  it('round-trip every after-work target', () => {
    for (const afterWork of [null, { type: 'terminate' }, { type: 'revert_to_user' }, { type: 'stay' }, { type: 'agent', agent: 'planner' }] as const) {
      expect(afterWorkFromValue(afterWorkValue(afterWork))).toEqual(afterWork);
    }
  });
  it('offers every other agent but not the agent itself', () => {
    const values = afterWorkOptions([{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], 'Default', 'a').map((o) => o.value);
    expect(values).toContain('agent:b');
    expect(values).not.toContain('agent:a');
  });
});
