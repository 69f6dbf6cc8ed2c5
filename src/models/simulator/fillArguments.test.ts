import { describe, expect, it } from 'vitest';
import { fillArguments, identifierIn } from './fillArguments.ts';

const sources = (userText: string, results: string[] = []) => ({ userText, idSources: [...results, userText] });

describe('fillArguments', () => {
  it('fills every required property and leaves out optional ones it knows nothing about', () => {
    const schema = { type: 'object', properties: { product: { type: 'string' }, price: { type: 'integer' }, note: { type: 'string' }, color: { type: 'string' } }, required: ['product', 'price'] };
    expect(fillArguments(schema, sources('I want to buy the rocket skates for 120 dollars'))).toEqual({
      product: 'rocket skates 120 dollars',
      price: 120,
      note: 'I want to buy the rocket skates for 120 dollars',
    });
  });

  it('picks the enum value closest to the user\'s words, else the first', () => {
    const schema = { type: 'object', properties: { department: { type: 'string', enum: ['sales', 'repairs', 'billing'] } }, required: ['department'] };
    expect(fillArguments(schema, sources('my toaster needs repairs'))).toEqual({ department: 'repairs' });
    expect(fillArguments(schema, sources('hello'))).toEqual({ department: 'sales' });
  });

  it('takes ids from the newest tool result, then from the user', () => {
    const schema = { type: 'object', properties: { order_id: { type: 'string' } }, required: ['order_id'] };
    expect(fillArguments(schema, sources('cancel it', ['order ORD-77 found', 'old ORD-12']))).toEqual({ order_id: 'ORD-77' });
    expect(fillArguments(schema, sources('cancel order A1043 please'))).toEqual({ order_id: 'A1043' });
    expect(identifierIn('nothing here, 50 years')).toBeNull();
    expect(identifierIn('No invoice INV-1043 for customer cus_1042.', 'cus')).toBe('cus_1042');
    expect(identifierIn('order 10432 arrived')).toBe('10432');
    // never made up from words
    expect(fillArguments(schema, sources('cancel my order please'))).toEqual({ order_id: null });
  });

  it('uses null for nullable values it cannot fill and sensible defaults otherwise', () => {
    const schema = {
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: 2, maximum: 5 },
        confirmed: { type: 'boolean' },
        email: { type: ['string', 'null'] },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
        nested: { type: 'object', properties: { level: { const: 3 } }, required: ['level'] },
        mode: { anyOf: [{ type: 'string', enum: ['fast', 'slow'] }, { type: 'null' }] },
      },
      required: ['count', 'confirmed', 'email', 'tags', 'nested', 'mode'],
    };
    expect(fillArguments(schema, sources('hello'))).toEqual({ count: 2, confirmed: false, email: null, tags: ['a'], nested: { level: 3 }, mode: 'fast' });
    expect(fillArguments(schema, sources('yes, 9 of them, mail me at jo@example.com'))).toMatchObject({ count: 5, confirmed: true, email: 'jo@example.com' });
  });

  it('takes a number only when the user wrote it next to the property\'s word, unless the name is generic', () => {
    const schema = { type: 'object', properties: { number_of_steps: { type: 'integer' } }, required: ['number_of_steps'] };
    expect(fillArguments(schema, sources('Plot the population over the last 50 years'))).toEqual({ number_of_steps: 1 });
    expect(fillArguments(schema, sources('Make a plan in 3 steps'))).toEqual({ number_of_steps: 3 });
  });
});
