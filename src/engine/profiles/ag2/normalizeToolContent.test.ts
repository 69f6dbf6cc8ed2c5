import { describe, expect, it } from 'vitest';
import { normalizeToolContent } from './normalizeToolContent.ts';

// Expected strings from CPython 3.11 json.dumps, as AG2 0.11.5 _normalize_tool_content uses it.
describe('normalizeToolContent (AG2 0.11.5)', () => {
  it('None → "", str unchanged, everything else json.dumps', () => {
    expect(normalizeToolContent(null)).toBe('');
    expect(normalizeToolContent('plain')).toBe('plain');
    expect(normalizeToolContent(true)).toBe('true');
    expect(normalizeToolContent([1, 2])).toBe('[1, 2]');
    expect(normalizeToolContent({ a: 'é' })).toBe('{"a": "\\u00e9"}');
    expect(normalizeToolContent(2.5)).toBe('2.5');
    expect(normalizeToolContent([])).toBe('[]');
  });

  it('a list of typed parts goes through content_str', () => {
    expect(normalizeToolContent([{ type: 'text', text: 'a' }, { type: 'image_url', image_url: {} }, { type: 'text', text: 'b' }])).toBe('a<image>b');
    expect(() => normalizeToolContent([{ type: 'audio' }])).toThrow('Wrong content format: unknown type audio within the content');
    expect(normalizeToolContent([{ type: 'text', text: 'a' }, { kind: 'x' }])).toBe('[{"type": "text", "text": "a"}, {"kind": "x"}]');
  });
});
