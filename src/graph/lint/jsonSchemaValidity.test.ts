import { expect, it } from 'vitest';
import { STRICT_SCHEMA_ERRORS } from '../strictSchema.ts';
import { testGraph } from '../testGraph.ts';
import { jsonSchemaValidityRule } from './jsonSchemaValidity.ts';

it('reports schemas that cannot be made strict, pointing inside them', () => {
  const g = testGraph({
    agents: [
      { id: 'a', name: 'A', outputSchema: { type: ['object', 'null'], properties: {} } },
      { id: 'b', name: 'B', outputSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } },
    ],
    handoffs: [
      { id: 'h', from: 'a', to: 'b', inputSchema: { type: 'object', properties: { tags: { type: 'object', additionalProperties: true } } } },
      { id: 'fine', from: 'b', to: 'a', inputSchema: { type: 'object', properties: { reason: { type: 'string' } } } },
    ],
    tools: [{ id: 't', type: 'function', name: 't', parameters: { anyOf: [{ type: 'object', properties: {} }] } }],
  });
  const found = jsonSchemaValidityRule.check(g);
  expect(found.map((d) => [d.target.kind, d.target.id, d.path])).toEqual([
    ['handoff', 'h', 'handoffs[0].inputSchema.properties.tags'],
    ['tool', 't', 'tools[0].parameters'],
    ['agent', 'a', 'agents[0].outputSchema'],
  ]);
  expect(found[0].message).toBe(`This JSON Schema cannot be used in strict mode: ${STRICT_SCHEMA_ERRORS.additionalProperties}`);
});

it('accepts the default empty parameters and null schemas', () => {
  const g = testGraph({ agents: [{ id: 'a', name: 'A' }], tools: [{ id: 't', type: 'function', name: 't' }] });
  expect(jsonSchemaValidityRule.check(g)).toEqual([]);
});
