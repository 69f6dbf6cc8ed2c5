import { describe, expect, it } from 'vitest';
import { AgentSchema } from '../../graph/index.ts';
import { sameButPosition } from './useAgent.ts';

describe('sameButPosition', () => {
  const agent = AgentSchema.parse({ id: 'a', name: 'A' });
  it('ignores a move', () => {
    expect(sameButPosition(agent, { ...agent, position: { x: 5, y: 9 } })).toBe(true);
  });
  it('sees any other change', () => {
    expect(sameButPosition(agent, { ...agent, name: 'B' })).toBe(false);
    expect(sameButPosition(agent, { ...agent, tools: [] })).toBe(false);
  });
});
