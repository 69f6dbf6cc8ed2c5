import { expect, it } from 'vitest';
import { testGraph } from '../testGraph.ts';
import { expressionSyntaxError, whenExpressionRule } from './whenExpression.ts';

it('accepts expressions, including a trailing comment, without evaluating them', () => {
  expect(expressionSyntaxError("ctx.user_tier === 'premium' && args?.amount > 100")).toBeNull();
  expect(expressionSyntaxError('ctx.n >= 3 // retry budget')).toBeNull();
  // would throw if evaluated: parsing alone is fine
  expect(expressionSyntaxError('(() => { throw new Error("ran") })()')).toBeNull();
  expect(expressionSyntaxError('ctx.a ===')).not.toBeNull();
});

it('reports each unparsable when field with its path', () => {
  const g = testGraph({
    agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
    handoffs: [
      { id: 'ctx', from: 'a', to: 'b', trigger: { type: 'context', when: 'ctx.n >=' } },
      { id: 'en', from: 'a', to: 'b', enabled: { when: 'ctx.ok' } },
      { id: 'en2', from: 'b', to: 'a', enabled: { when: 'if (x) {}' } },
    ],
    tools: [{ id: 't', type: 'function', name: 't', enabled: { when: ')' }, needsApproval: { when: 'args.amount > 100' } }],
  });
  const found = whenExpressionRule.check(g);
  expect(found.map((d) => [d.target.kind, d.target.id, d.path])).toEqual([
    ['handoff', 'ctx', 'handoffs[0].trigger.when'],
    ['handoff', 'en2', 'handoffs[2].enabled.when'],
    ['tool', 't', 'tools[0].enabled.when'],
  ]);
  expect(found[0].message).toMatch(/^This condition is not a valid JavaScript expression: /);
});
