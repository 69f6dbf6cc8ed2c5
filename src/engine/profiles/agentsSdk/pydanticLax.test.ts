import { describe, expect, it } from 'vitest';
import { pydanticLaxArguments } from './pydanticLax.ts';

const schema = {
  type: 'object',
  properties: { item_id: { type: 'string' }, qty: { type: 'integer' }, price: { type: 'number' }, note: { type: ['string', 'null'] } },
  required: ['item_id', 'qty', 'price', 'note'],
  additionalProperties: false,
};

// openai-agents-python 0.22.0 validates with a pydantic model in lax mode
// (src/agents/function_schema.py:469, src/agents/tool.py:2620-2624)
describe('pydanticLaxArguments', () => {
  it('ignores keys the model does not declare', () => {
    expect(pydanticLaxArguments(schema, { item_id: 'a', qty: 1, price: 2, note: null, extra: true })).toEqual({ item_id: 'a', qty: 1, price: 2, note: null });
  });

  it('accepts a string holding a number for int and float fields, and leaves strings alone', () => {
    expect(pydanticLaxArguments(schema, { item_id: '12', qty: '12', price: '3.5', note: '7' })).toEqual({ item_id: '12', qty: 12, price: 3.5, note: '7' });
  });

  it('leaves what pydantic would reject for the schema check to refuse', () => {
    expect(pydanticLaxArguments(schema, { item_id: 'a', qty: 'twelve', price: '1.5.2', note: null })).toEqual({ item_id: 'a', qty: 'twelve', price: '1.5.2', note: null });
  });
});
