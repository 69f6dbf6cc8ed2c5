import { describe, expect, it } from 'vitest';
import { schemaTypeText } from './schemaTypeText.ts';

describe('schemaTypeText', () => {
  it('marks required properties and keeps the optional ones optional', () => {
    const text = schemaTypeText({
      type: 'object',
      properties: { search_query: { type: 'string' }, limit: { type: 'integer' } },
      required: ['search_query'],
    });
    expect(text).toContain('search_query: string;');
    expect(text).toContain('limit?: number;');
  });

  it('turns enums, arrays, nullable types and unions into TypeScript unions', () => {
    expect(schemaTypeText({ enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(schemaTypeText({ type: 'array', items: { type: 'number' } })).toBe('Array<number>');
    expect(schemaTypeText({ type: ['string', 'null'] })).toBe('string | null');
    expect(schemaTypeText({ anyOf: [{ type: 'boolean' }, { const: 3 }] })).toBe('boolean | 3');
  });

  it('quotes property names that are not identifiers and carries descriptions as doc comments', () => {
    const text = schemaTypeText({
      type: 'object',
      properties: { 'item-id': { type: 'string', description: 'the id' } },
      required: ['item-id'],
    });
    expect(text).toContain('"item-id": string;');
    expect(text).toContain('/** the id */');
  });

  it('falls back to JsonValue for what it does not understand', () => {
    expect(schemaTypeText(null)).toBe('JsonValue');
    expect(schemaTypeText({ $ref: '#/defs/x' })).toBe('JsonValue');
    expect(schemaTypeText({ type: 'object' })).toBe('Record<string, JsonValue>');
  });
});
