import { describe, expect, it } from 'vitest';
import { parseWhen, whenToContextExpression, whenToPython, whenVariables } from './whenExpression.ts';

describe('when expressions', () => {
  it('translates comparisons, logic and negation to Python over the context mapping', () => {
    expect(whenToPython("ctx.user_type === 'vip' && ctx.n >= 3", 'ctx.context', null)).toBe(
      'ctx.context.get("user_type") == "vip" and ctx.context.get("n") >= 3',
    );
    expect(whenToPython('!ctx.verified || ctx["a b"] !== null', 'c', null)).toBe('not c.get("verified") or c.get("a b") is not None');
    expect(whenToPython('args.quantity > 10', 'ctx.context', 'params')).toBe('params.get("quantity") > 10');
  });

  it('keeps JavaScript precedence with Python parentheses', () => {
    expect(whenToPython('ctx.a || ctx.b && ctx.c', 'x', null)).toBe('x.get("a") or x.get("b") and x.get("c")');
    expect(whenToPython('(ctx.a || ctx.b) && ctx.c', 'x', null)).toBe('(x.get("a") or x.get("b")) and x.get("c")');
    // Python's `not` binds looser than `==`, so no parentheses are needed here
    expect(whenToPython('!(ctx.a === 1)', 'x', null)).toBe('not x.get("a") == 1');
    // JS `!a === b` negates a first; Python `not a == b` would negate the comparison
    expect(whenToPython('!ctx.a === false', 'x', null)).toBe('(not x.get("a")) == False');
  });

  it('renders AG2 ContextExpression syntax', () => {
    expect(whenToContextExpression('ctx.n_attempts >= 3 && !ctx.verified')).toBe('${n_attempts} >= 3 and not ${verified}');
    expect(whenToContextExpression("ctx.items.length > 0 || ctx.tier == 'gold'")).toBe("len(${items}) > 0 or ${tier} == 'gold'");
  });

  it('refuses what it cannot translate faithfully', () => {
    expect(whenToPython('ctx.items.includes("x")', 'c', null)).toBeNull();
    expect(whenToPython('args.n > 1', 'c', null)).toBeNull();
    expect(whenToContextExpression('args.n > 1')).toBeNull();
    expect(whenToContextExpression('ctx.a === null')).toBeNull();
    expect(parseWhen('ctx.a ===')).toBeNull();
    expect(parseWhen('ctx.a = 1')).toBeNull();
  });

  it('lists the context variables an expression reads', () => {
    expect(whenVariables(parseWhen('ctx.a > 1 && (ctx.b || args.c) && ctx.a')!)).toEqual(['a', 'b']);
  });
});
