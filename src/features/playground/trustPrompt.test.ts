import { describe, expect, it } from 'vitest';
import { EXAMPLES, exampleGraph } from '../../graph/examples.ts';
import { graphHasCode } from './trustPrompt.ts';

describe('graphHasCode', () => {
  it('finds tool code in ACME, and none once every code-bearing part is removed', () => {
    const acme = exampleGraph(EXAMPLES.find((e) => e.id === 'acme-customer-service')!);
    expect(graphHasCode(acme)).toBe(true);
    const noCode = { ...acme, tools: acme.tools.map((t) => (t.type === 'function' ? { ...t, code: '  ' } : t)) };
    expect(graphHasCode(noCode)).toBe(false);
    const withRule = { ...noCode, handoffs: noCode.handoffs.map((h, i) => (i === 0 ? { ...h, enabled: { when: 'ctx.vip' } } : h)) };
    expect(graphHasCode(withRule)).toBe(true);
  });
});
