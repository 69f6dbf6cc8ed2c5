import { describe, expect, it } from 'vitest';
import { PyJsonDecodeError, pyJsonDumps, pyJsonLoads } from './pyJson.ts';

// Expected messages and outputs printed by CPython 3.11 (`json.loads` / `json.dumps`).
describe('pyJsonLoads', () => {
  const errors: Array<[string, string]> = [
    ['', 'Expecting value: line 1 column 1 (char 0)'],
    [' ', 'Expecting value: line 1 column 2 (char 1)'],
    ['{', 'Expecting property name enclosed in double quotes: line 1 column 2 (char 1)'],
    ['[', 'Expecting value: line 1 column 2 (char 1)'],
    ['{"a" 1}', "Expecting ':' delimiter: line 1 column 6 (char 5)"],
    ['{"a": 1,}', 'Expecting property name enclosed in double quotes: line 1 column 9 (char 8)'],
    ['[1,]', 'Expecting value: line 1 column 4 (char 3)'],
    ['[1 2]', "Expecting ',' delimiter: line 1 column 4 (char 3)"],
    ['{"a": }', 'Expecting value: line 1 column 7 (char 6)'],
    ['nul', 'Expecting value: line 1 column 1 (char 0)'],
    ['"abc', 'Unterminated string starting at: line 1 column 1 (char 0)'],
    ['"a\\qb"', 'Invalid \\escape: line 1 column 3 (char 2)'],
    ['"\\u12"', 'Invalid \\uXXXX escape: line 1 column 3 (char 2)'],
    ['"\\u12zz"', 'Invalid \\uXXXX escape: line 1 column 3 (char 2)'],
    ['"a\x01"', 'Invalid control character at: line 1 column 3 (char 2)'],
    ['{"a":1}x', 'Extra data: line 1 column 8 (char 7)'],
    ['1.', 'Extra data: line 1 column 2 (char 1)'],
    ['-', 'Expecting value: line 1 column 1 (char 0)'],
    ['01', 'Extra data: line 1 column 2 (char 1)'],
    ['\n\n  {"x": tru}', 'Expecting value: line 3 column 9 (char 10)'],
    ["{'a': 1}", 'Expecting property name enclosed in double quotes: line 1 column 2 (char 1)'],
    ['{"location": "San Francisco"', "Expecting ',' delimiter: line 1 column 29 (char 28)"],
    ['"\\', 'Unterminated string starting at: line 1 column 1 (char 0)'],
    ['[1, 2', "Expecting ',' delimiter: line 1 column 6 (char 5)"],
    ['{"a":1 "b":2}', "Expecting ',' delimiter: line 1 column 8 (char 7)"],
  ];
  for (const [text, message] of errors) {
    it(`rejects ${JSON.stringify(text)} with CPython's message`, () => {
      let caught: unknown;
      try {
        pyJsonLoads(text);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(PyJsonDecodeError);
      expect((caught as PyJsonDecodeError).message).toBe(message);
      expect((caught as PyJsonDecodeError).name).toBe('JSONDecodeError');
    });
  }

  it('parses what Python parses', () => {
    expect(pyJsonLoads(' {"a": [1, 2.5, "x\\n\\u00e9", null, true]} ')).toEqual({ a: [1, 2.5, 'x\né', null, true] });
    expect(pyJsonLoads('"\\ud83d\\ude00"')).toBe('😀');
    expect(pyJsonLoads('1E+2')).toBe(100);
    expect(Number.isNaN(pyJsonLoads('NaN'))).toBe(true);
  });
});

describe('pyJsonDumps', () => {
  it('uses Python separators and ASCII escapes', () => {
    expect(pyJsonDumps({ assistant: 'Sales Agent' })).toBe('{"assistant": "Sales Agent"}');
    expect(pyJsonDumps([1, 'a', { k: null }])).toBe('[1, "a", {"k": null}]');
    expect(pyJsonDumps('tab\tnl\n\x00\x7f\xa0é😀\u200b')).toBe('"tab\\tnl\\n\\u0000\\u007f\\u00a0\\u00e9\\ud83d\\ude00\\u200b"');
    expect(pyJsonDumps(`both ' and "`)).toBe(`"both ' and \\""`);
    expect(pyJsonDumps(true)).toBe('true');
    expect(pyJsonDumps(1e-5)).toBe('1e-05');
    expect(pyJsonDumps({})).toBe('{}');
  });
});
