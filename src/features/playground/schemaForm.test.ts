import { describe, expect, it } from 'vitest';
import { fieldText, formFields, readArguments } from './schemaForm.ts';

const schema = {
  type: 'object',
  properties: {
    product: { type: 'string', description: 'What to order' },
    price: { type: 'number' },
    count: { type: 'integer' },
    gift: { type: 'boolean' },
    size: { type: 'string', enum: ['S', 'M', 'L'] },
    address: { type: 'object', properties: { city: { type: 'string' } } },
    note: { type: ['string', 'null'] },
  },
  required: ['product', 'price'],
};

describe('schema form', () => {
  it('makes one field per property, by type, with required and enum options', () => {
    expect(formFields(schema).map((f) => [f.name, f.kind, f.required])).toEqual([
      ['product', 'text', true],
      ['price', 'number', true],
      ['count', 'integer', false],
      ['gift', 'boolean', false],
      ['size', 'enum', false],
      ['address', 'json', false],
      ['note', 'text', false],
    ]);
    expect(formFields(schema)[4].options).toEqual(['S', 'M', 'L']);
    expect(formFields(schema)[0].description).toBe('What to order');
    expect(formFields({})).toEqual([]);
  });

  it('reads texts back into typed arguments, leaving empty optional fields out', () => {
    const fields = formFields(schema);
    expect(readArguments(fields, { product: 'skates', price: '12.5', count: '2', gift: 'true', size: 'M', address: '{"city":"Lisbon"}', note: '' })).toEqual({
      ok: true,
      value: { product: 'skates', price: 12.5, count: 2, gift: true, size: 'M', address: { city: 'Lisbon' } },
    });
    expect(fieldText(fields[5], { city: 'Lisbon' })).toBe('{"city":"Lisbon"}');
    expect(fieldText(fields[3], undefined)).toBe('false');
  });

  it('says which field is wrong and why', () => {
    const fields = formFields(schema);
    expect(readArguments(fields, { product: '', price: 'ten', count: '1.5', address: '{' })).toEqual({
      ok: false,
      errors: { product: 'Required', price: 'Not a number', count: 'Needs a whole number', address: 'Not valid JSON' },
    });
  });
});
