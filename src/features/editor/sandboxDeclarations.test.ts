import { describe, expect, it } from 'vitest';
import { sandboxDeclarations } from './sandboxDeclarations.ts';

describe('sandboxDeclarations', () => {
  it('types the context variables from their initial values', () => {
    const text = sandboxDeclarations({ context: { user_type: 'vip', n_attempts: 0, 'odd-key': true }, agentIds: [] });
    expect(text).toContain('user_type: string;');
    expect(text).toContain('n_attempts: number;');
    expect(text).toContain('"odd-key": boolean;');
  });

  it('limits handoff targets to the graph agent ids and the AG2 targets', () => {
    const text = sandboxDeclarations({ context: {}, agentIds: ['triage', 'sales'] });
    expect(text).toContain(`type AgentId = "triage" | "sales";`);
    expect(text).toContain(`type HandoffTarget = AgentId | '$terminate'`);
    expect(sandboxDeclarations({ context: {}, agentIds: [] })).toContain('type AgentId = never;');
  });

  it('derives Args from the tool parameters schema', () => {
    const text = sandboxDeclarations({
      context: {},
      agentIds: [],
      toolParameters: { type: 'object', properties: { amount: { type: 'number' } }, required: ['amount'] },
    });
    expect(text).toMatch(/type Args = \{\s+amount: number;\s+\};/);
  });
});
