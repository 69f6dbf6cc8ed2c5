import { describe, expect, it } from 'vitest';
import { pyFloatRepr, pyRepr, pyStr, pyStringRepr } from './pyStr.ts';

// Expected values printed by CPython 3.11 (str()/repr() of the json.loads result).
describe('pyStr / pyRepr', () => {
  it('prints scalars the Python way', () => {
    expect(pyStr(null)).toBe('None');
    expect(pyStr(true)).toBe('True');
    expect(pyStr(false)).toBe('False');
    expect(pyStr(1)).toBe('1');
    expect(pyStr('plain text')).toBe('plain text');
  });

  it('prints floats like float.__repr__', () => {
    const cases: Array<[number, string]> = [
      [1.5, '1.5'],
      [1e-5, '1e-05'],
      [123456789.123, '123456789.123'],
      [0.1 + 0.2, '0.30000000000000004'],
      [-2.5e-7, '-2.5e-07'],
      [1 / 3, '0.3333333333333333'],
      [5e-324, '5e-324'],
      [1.7976931348623157e308, '1.7976931348623157e+308'],
      [0.0001, '0.0001'],
      [0.5, '0.5'],
    ];
    for (const [value, expected] of cases) expect(pyFloatRepr(value)).toBe(expected);
    expect(pyFloatRepr(1e16)).toBe('1e+16');
    expect(pyFloatRepr(100)).toBe('100.0');
  });

  it('prints integral numbers as ints, however large', () => {
    expect(pyStr(1e22)).toBe('10000000000000000000000');
    expect(pyStr(-7)).toBe('-7');
  });

  it('quotes strings like str.__repr__', () => {
    expect(pyStringRepr("it's")).toBe(`"it's"`);
    expect(pyStringRepr('say "hi"')).toBe(`'say "hi"'`);
    expect(pyStringRepr(`both ' and "`)).toBe(`'both \\' and "'`);
    expect(pyStringRepr('tab\tnl\n\x00\x7f\xa0é😀\u200b')).toBe("'tab\\tnl\\n\\x00\\x7f\\xa0é😀\\u200b'");
    expect(pyStringRepr('back\\slash')).toBe("'back\\\\slash'");
  });

  it('prints lists and dicts with repr items', () => {
    expect(pyStr([1, 'a', { k: null }])).toBe("[1, 'a', {'k': None}]");
    expect(pyRepr({})).toBe('{}');
    expect(pyStr({ ok: true, items: [1.5, "it's"] })).toBe(`{'ok': True, 'items': [1.5, "it's"]}`);
  });
});
