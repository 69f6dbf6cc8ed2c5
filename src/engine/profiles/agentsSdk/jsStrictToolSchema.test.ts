import { describe, expect, it } from 'vitest';
import { toJsStrictToolSchema } from './jsStrictToolSchema.ts';

describe('toJsStrictToolSchema (agents-core 0.20.0)', () => {
  it('makes optional properties required and nullable, as verified on the SDK', () => {
    const { schema } = toJsStrictToolSchema({ type: 'object', properties: { reason: { type: 'string' }, n: { type: 'number' } }, required: ['reason'] });
    expect(JSON.stringify(schema)).toBe(
      '{"type":"object","properties":{"reason":{"type":"string"},"n":{"anyOf":[{"type":"number"},{"type":"null"}]}},"required":["reason","n"],"additionalProperties":false}',
    );
  });

  it('leaves an already strict schema unchanged and drops synthetic nulls from input', () => {
    const strict = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false };
    expect(toJsStrictToolSchema(strict).schema).toEqual(strict);
    const { normalize } = toJsStrictToolSchema({ type: 'object', properties: { a: { type: 'string' }, n: { type: 'number' } }, required: ['a'] });
    expect(normalize({ a: 'x', n: null })).toEqual({ a: 'x' });
    expect(normalize({ a: 'x', n: 2 })).toEqual({ a: 'x', n: 2 });
  });

  it('refuses a typeless open schema with the SDK text', () => {
    expect(() => toJsStrictToolSchema({ properties: { a: {} } })).toThrow('Cannot convert a typeless open JSON schema to strict mode.');
  });
});
