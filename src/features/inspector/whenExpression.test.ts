import { describe, expect, it } from 'vitest';
import { whenExpressionError } from './whenExpression.ts';

describe('whenExpressionError', () => {
  it('accepts single expressions over ctx and args', () => {
    expect(whenExpressionError('ctx.n_attempts >= 3')).toBeNull();
    expect(whenExpressionError("ctx.user_type === 'vip' && args.amount > 100")).toBeNull();
    expect(whenExpressionError('"a;b" === ctx.x')).toBeNull();
  });

  it('rejects empty text, broken syntax and statements', () => {
    expect(whenExpressionError('  ')).toMatch(/Write an expression/);
    expect(whenExpressionError('ctx.n >=')).toMatch(/^Does not parse/);
    expect(whenExpressionError('ctx.a = 1; true')).toMatch(/single expression/);
    expect(whenExpressionError('1) || (2')).not.toBeNull();
  });

  it('does not run the expression', () => {
    const globalBag = globalThis as { sbTouched?: boolean };
    expect(whenExpressionError('(globalThis.sbTouched = true)')).toBeNull();
    expect(globalBag.sbTouched).toBeUndefined();
  });
});
