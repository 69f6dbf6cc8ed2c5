import { describe, expect, it } from 'vitest';
import { readJsonSchemaText } from './jsonSchemaText.ts';

describe('readJsonSchemaText', () => {
  it('accepts a JSON Schema object and returns it', () => {
    const result = readJsonSchemaText('{ "type": "object", "properties": { "a": { "type": "string" } } }');
    expect(result).toEqual({ ok: true, value: { type: 'object', properties: { a: { type: 'string' } } } });
  });

  it('reports a syntax error with its line', () => {
    const result = readJsonSchemaText('{\n  "type": "object",\n  "properties": {,}\n}');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(/^JSON syntax error/);
      expect(result.line).toBe(3);
    }
  });

  it('rejects arrays and scalars', () => {
    expect(readJsonSchemaText('[1]').ok).toBe(false);
    expect(readJsonSchemaText('"x"').ok).toBe(false);
    expect(readJsonSchemaText('null').ok).toBe(false);
  });

  it('rejects objects that break the meta-schema, naming the place', () => {
    const result = readJsonSchemaText('{ "type": "object", "properties": { "a": { "type": "text" } } }');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('/properties/a/type');
    expect(readJsonSchemaText('{ "required": "a" }').ok).toBe(false);
  });
});
