import { describe, expect, it } from 'vitest';
import { evaluate, findArithmetic, pythonNumber } from './arithmetic.ts';

describe('arithmetic', () => {
  it('finds an expression in a message and works it out with precedence', () => {
    expect(findArithmetic('what is 2 + 3 * 4?')).toEqual({ python: '2 + 3 * 4', value: 14 });
    expect(findArithmetic('and 2^10 please')).toEqual({ python: '2 ** 10', value: 1024 });
    expect(findArithmetic('12 × 3 ÷ 4')).toEqual({ python: '12 * 3 / 4', value: 9 });
    expect(findArithmetic('no numbers here')).toBeNull();
    // a minus without spaces is a phone number or a date, not a subtraction
    expect(findArithmetic('call me at 555-1234')).toBeNull();
    expect(findArithmetic('since 2024-05-01')).toBeNull();
    expect(findArithmetic('1200 - 300')).toEqual({ python: '1200 - 300', value: 900 });
  });

  it('refuses anything that is not arithmetic, and division by zero', () => {
    expect(evaluate('2 + x')).toBeNull();
    expect(evaluate('(2 + 3')).toBeNull();
    expect(evaluate('1 / 0')).toBeNull();
    expect(evaluate('-(2 ** 3) % 5')).toBe(2);
  });

  it('prints numbers as Python does', () => {
    expect(pythonNumber(225, '(1200 - 300) / 4')).toBe('225.0');
    expect(pythonNumber(391, '17 * 23')).toBe('391');
    expect(pythonNumber(1 / 3, '1 / 3')).toBe('0.3333333333');
  });
});
