import { describe, expect, it } from 'vitest';
import { bodyConnection } from './bodyConnect.ts';

describe('bodyConnection', () => {
  it('a drag from an out handle onto another agent hands off to it', () => {
    expect(bodyConnection({ nodeId: 'a', type: 'source' }, 'b')).toEqual({ source: 'a', target: 'b' });
  });
  it('a drag from an in handle onto another agent is a handoff from that agent', () => {
    expect(bodyConnection({ nodeId: 'a', type: 'target' }, 'b')).toEqual({ source: 'b', target: 'a' });
  });
  it('nothing when dropped on empty canvas or back on itself', () => {
    expect(bodyConnection({ nodeId: 'a', type: 'source' }, null)).toBeNull();
    expect(bodyConnection({ nodeId: 'a', type: 'source' }, 'a')).toBeNull();
  });
});
