import { describe, expect, it } from 'vitest';
import { GraphSchema } from '../schema.ts';
import { v0ToV1 } from './v0ToV1.ts';

const V0_DRAFT = {
  format: 'switchboard.graph',
  version: 0,
  id: 'draft',
  name: 'Draft',
  runtime: 'ag2',
  startAgentId: 'triage',
  model: 'gpt-4o',
  maxTurns: 12,
  variables: { n_attempts: 0 },
  agents: [
    { id: 'triage', name: 'Triage', toolIds: ['lookup'], x: 10, y: 20, afterWork: { agent: 'sales' } },
    { id: 'sales', name: 'Sales', afterWork: 'terminate' },
  ],
  edges: [
    { id: 'e1', source: 'triage', target: 'sales', kind: 'llm', toolName: 'to_sales', condition: 'Buying.' },
    { id: 'e2', source: 'sales', target: 'triage', kind: 'context', when: 'ctx.n_attempts > 2' },
  ],
  tools: [{ id: 'lookup', type: 'function', name: 'lookup' }],
};

describe('migration v0 → v1', () => {
  it('maps every draft field to its v1 place and the result validates', () => {
    const out = v0ToV1.migrate(structuredClone(V0_DRAFT));
    expect(out).toMatchObject({
      version: 1,
      startAgent: 'triage',
      settings: { model: 'gpt-4o', maxTurns: 12 },
      context: { n_attempts: 0 },
      agents: [
        { id: 'triage', tools: ['lookup'], position: { x: 10, y: 20 }, afterWork: { type: 'agent', agent: 'sales' } },
        { id: 'sales', afterWork: { type: 'terminate' } },
      ],
      handoffs: [
        { id: 'e1', from: 'triage', to: 'sales', trigger: { type: 'llm', toolName: 'to_sales', description: null, condition: 'Buying.' } },
        { id: 'e2', from: 'sales', to: 'triage', trigger: { type: 'context', when: 'ctx.n_attempts > 2' } },
      ],
    });
    for (const gone of ['startAgentId', 'model', 'maxTurns', 'variables', 'edges']) expect(out).not.toHaveProperty(gone);
    expect(out.agents).not.toHaveProperty('0.x');
    const parsed = GraphSchema.safeParse(out);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('carries unknown draft fields over so validation can name them', () => {
    const out = v0ToV1.migrate({ ...structuredClone(V0_DRAFT), edges: [{ id: 'e', source: 'a', target: 'b', weight: 3 }] });
    expect((out.handoffs as unknown[])[0]).toMatchObject({ weight: 3, trigger: { type: 'llm' } });
  });
});
