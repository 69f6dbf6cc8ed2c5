import { tool } from '@openai/agents-core';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { toJsStrictToolSchema } from '../engine/profiles/agentsSdk/jsStrictToolSchema.ts';
import { testGraphs } from './fixtures/graphs.ts';
import { zodFromJsonSchema } from './jsonSchemaToZod.ts';

/** Evaluates generated zod source, as the exported module would. */
function compile(source: string): z.ZodType {
  const integer = () => z.number().int().meta({ minimum: undefined, maximum: undefined });
  return new Function('z', 'integer', `return ${source};`)(z, integer) as z.ZodType;
}

const schema = {
  type: 'object',
  properties: {
    reason: { type: 'string', description: 'Why' },
    priority: { type: 'string', enum: ['low', 'high'] },
    item_id: { type: ['string', 'null'] },
    count: { type: 'integer', minimum: 1 },
    tags: { type: 'array', items: { type: 'string' } },
    score: { anyOf: [{ type: 'number' }, { type: 'null' }] },
    either: { anyOf: [{ type: 'string' }, { type: 'boolean' }] },
    nested: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'], additionalProperties: false },
  },
  required: ['reason', 'priority', 'item_id', 'count', 'tags', 'score', 'either', 'nested'],
  additionalProperties: false,
};

describe('JSON Schema to zod source', () => {
  it('writes readable source', () => {
    const schema = { type: 'object', properties: { a: { type: 'string', description: "it's" }, 'b-c': { type: 'integer' } }, required: ['a'] };
    expect(zodFromJsonSchema(schema)).toBe("z.object({\n  a: z.string().describe('it\\'s'),\n  'b-c': integer().nullable().optional(),\n})");
  });

  it('accepts exactly what the JSON Schema accepts', () => {
    const zod = compile(zodFromJsonSchema(schema));
    const valid = { reason: 'r', priority: 'low', item_id: null, count: 2, tags: ['a'], score: null, either: true, nested: { ok: true } };
    expect(zod.safeParse(valid).success).toBe(true);
    for (const bad of [
      { ...valid, priority: 'urgent' },
      { ...valid, item_id: 3 },
      { ...valid, count: 1.5 },
      { ...valid, count: 0 },
      { ...valid, tags: [1] },
      { ...valid, either: 1 },
      { ...valid, nested: {} },
      { ...valid, reason: undefined },
    ]) {
      expect(zod.safeParse(bad).success).toBe(false);
    }
  });

  it('shows the model the same tool schema as the engine does for the JSON Schema', () => {
    // `{anyOf: [T, null]}` and `{type: [T, "null"]}` are the same JSON Schema; zod writes the latter
    const normalize = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(normalize);
      if (!value || typeof value !== 'object') return value;
      const node = Object.fromEntries(Object.entries(value).filter(([k]) => k !== '$schema').map(([k, v]) => [k, normalize(v)]));
      const options = node.anyOf as Array<Record<string, unknown>> | undefined;
      if (options?.length === 2 && options[1].type === 'null' && typeof options[0].type === 'string' && Object.keys(options[0]).length === 1) {
        const { anyOf: _drop, ...rest } = node;
        return { ...rest, type: [options[0].type, 'null'] };
      }
      return node;
    };
    const schemas = testGraphs().flatMap(([, g]) => [
      ...g.tools.flatMap((t) => (t.type === 'function' ? [t.parameters] : [])),
      ...g.handoffs.flatMap((h) => (h.inputSchema ? [h.inputSchema] : [])),
      { type: 'object', properties: { n: { type: 'number' }, s: { type: 'string' } }, required: ['s'], additionalProperties: false },
      {
        type: 'object',
        properties: {
          i: { type: 'integer', description: 'optional' },
          ns: { type: ['string', 'null'] },
          o: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false },
          e: { type: 'string', enum: ['x', 'y'], description: 'pick' },
        },
        required: [],
        additionalProperties: false,
      },
    ]);
    for (const schema of schemas) {
      const sdk = tool({ name: 't', description: '', parameters: compile(zodFromJsonSchema(schema)) as z.ZodObject, execute: () => '' });
      expect(normalize(sdk.parameters)).toEqual(normalize(toJsStrictToolSchema(schema).schema));
    }
  });
});
