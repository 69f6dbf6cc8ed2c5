import { describe, expect, it } from 'vitest';
import { SharedValues } from './sharedValues.ts';

describe('SharedValues', () => {
  it('returns the earlier object of a slot while the value is unchanged, the new one once it changes', () => {
    const shared = new SharedValues();
    const first = shared.share('a', { temperature: 0.2 });
    expect(shared.share('a', { temperature: 0.2 })).toBe(first);
    const changed = { temperature: 0.3 };
    expect(shared.share('a', changed)).toBe(changed);
    expect(shared.share('a', { temperature: 0.3 })).toBe(changed);
  });

  it('keeps slots apart', () => {
    const shared = new SharedValues();
    const a = shared.share('a', {});
    const b = { x: 1 };
    expect(shared.share('b', b)).toBe(b);
    expect(shared.share('a', {})).toBe(a);
  });
});
