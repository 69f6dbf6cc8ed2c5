import { describe, expect, it } from 'vitest';
import { swarmToolParameters } from './swarmTools.ts';

describe('Swarm tool schemas (swarm/util.py:60-87, openai/swarm 6af0b4c)', () => {
  it('only {"type": T} per parameter, required first, no descriptions, enums or additionalProperties', () => {
    // acme execute_refund as Swarm sent it in a run of the export against the fake server
    expect(
      swarmToolParameters({
        type: 'object',
        properties: { reason: { type: ['string', 'null'], description: 'Defaults to "not provided".' }, item_id: { type: 'string' }, n: { type: 'integer', enum: [1, 2] }, tags: { type: 'array', items: { type: 'string' } } },
        required: ['item_id', 'reason'],
        additionalProperties: false,
      }),
    ).toEqual({
      type: 'object',
      properties: { reason: { type: 'string' }, item_id: { type: 'string' }, n: { type: 'integer' }, tags: { type: 'array' } },
      required: ['reason', 'item_id'],
    });
  });
});
