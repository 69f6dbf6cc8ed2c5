import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadJsonSchemaChecker, readJsonSchemaText } from './jsonSchemaText.ts';

describe('readJsonSchemaText before the checker has loaded', () => {
  it('commits nothing until ajv is there, then checks the same text', async () => {
    vi.resetModules();
    const fresh = await import('./jsonSchemaText.ts');
    const early = fresh.readJsonSchemaText('{ "type": "object" }');
    expect(early).toEqual({ ok: false, message: 'Checking the JSON Schema (the checker is still loading)' });
    await fresh.loadJsonSchemaChecker();
    expect(fresh.readJsonSchemaText('{ "type": "object" }')).toEqual({ ok: true, value: { type: 'object' } });
  });

  it('still reports JSON syntax errors at once', async () => {
    vi.resetModules();
    const fresh = await import('./jsonSchemaText.ts');
    expect(fresh.readJsonSchemaText('{,}')).toMatchObject({ ok: false, message: expect.stringContaining('JSON syntax error') });
  });
});

describe('readJsonSchemaText', () => {
  beforeAll(() => loadJsonSchemaChecker());

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
