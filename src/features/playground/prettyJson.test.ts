import { describe, expect, it } from 'vitest';
import { inlineArgs, prettyJson } from './prettyJson.ts';

describe('prettyJson / inlineArgs', () => {
  it('indents JSON and leaves other text alone', () => {
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson('not json')).toBe('not json');
  });
  it('summarises object arguments on one line and cuts long ones', () => {
    expect(inlineArgs('{"query":"boots","n":2}')).toBe('query: "boots", n: 2');
    expect(inlineArgs(`{"q":"${'x'.repeat(200)}"}`, 20)).toHaveLength(20);
  });
});
