import { describe, expect, it } from 'vitest';
import { ensureStrictJsonSchema, STRICT_SCHEMA_ERRORS, StrictSchemaError, strictSchemaProblem } from './strictSchema.ts';

const AP_ERROR = STRICT_SCHEMA_ERRORS.additionalProperties;

function errorOf(schema: unknown): StrictSchemaError {
  try {
    ensureStrictJsonSchema(schema);
  } catch (error) {
    if (error instanceof StrictSchemaError) return error;
    throw error;
  }
  throw new Error('expected a StrictSchemaError');
}

describe('ensureStrictJsonSchema (docs/SEMANTICS.md §1.4)', () => {
  it('1: {} becomes a fresh empty strict object', () => {
    const a = ensureStrictJsonSchema({});
    expect(a).toEqual({ additionalProperties: false, type: 'object', properties: {}, required: [] });
    (a.properties as Record<string, unknown>).x = 1;
    expect(ensureStrictJsonSchema({}).properties).toEqual({});
  });

  it('2, 3, 6: a type-less root with properties becomes a closed object requiring every key in order', () => {
    const out = ensureStrictJsonSchema({ properties: { b: { type: 'string' }, a: { type: 'number' } }, required: ['a'] });
    expect(out).toEqual({
      type: 'object',
      properties: { b: { type: 'string' }, a: { type: 'number' } },
      required: ['b', 'a'],
      additionalProperties: false,
    });
  });

  it('4: additionalProperties true, {} or a schema on an object is the SDK error', () => {
    for (const ap of [true, {}, { type: 'string' }]) {
      expect(errorOf({ type: 'object', properties: {}, additionalProperties: ap }).message).toBe(AP_ERROR);
    }
    // a non-object type is left alone
    expect(ensureStrictJsonSchema({ type: 'object', properties: { s: { type: 'string', properties: {} } } }).properties).toEqual({
      s: { type: 'string', properties: {}, required: [] },
    });
  });

  it('5: a type-less node with additionalProperties is an error (open map root)', () => {
    expect(errorOf({ additionalProperties: { type: 'string' } }).message).toBe(AP_ERROR);
    const nested = errorOf({ type: 'object', properties: { m: { additionalProperties: true } } });
    expect(nested.message).toBe(AP_ERROR);
    expect(nested.pointer).toBe('/properties/m');
  });

  it('7, 10: recurses into items, anyOf and $defs and drops default: null', () => {
    const out = ensureStrictJsonSchema({
      type: 'object',
      properties: {
        list: { type: 'array', items: { type: 'object', properties: { x: { type: 'string', default: null } } } },
        u: { anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] },
      },
      $defs: { D: { type: 'object', properties: { y: { type: 'integer' } } } },
    });
    expect(out.properties).toEqual({
      list: {
        type: 'array',
        items: { type: 'object', properties: { x: { type: 'string' } }, required: ['x'], additionalProperties: false },
      },
      u: { anyOf: [{ type: 'object', properties: {}, required: [], additionalProperties: false }, { type: 'null' }] },
    });
    expect(out.$defs).toEqual({ D: { type: 'object', properties: { y: { type: 'integer' } }, required: ['y'], additionalProperties: false } });
  });

  it('8: oneOf becomes anyOf, appended to an existing anyOf', () => {
    const out = ensureStrictJsonSchema({
      type: 'object',
      properties: { v: { anyOf: [{ type: 'string' }], oneOf: [{ type: 'number' }, { type: 'boolean' }] } },
    });
    expect((out.properties as Record<string, unknown>).v).toEqual({ anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] });
  });

  it('9: a single-entry allOf is merged into its parent', () => {
    const out = ensureStrictJsonSchema({
      type: 'object',
      properties: { p: { description: 'kept', allOf: [{ type: 'object', properties: { q: { type: 'string' } } }] } },
    });
    expect((out.properties as Record<string, unknown>).p).toEqual({
      description: 'kept',
      type: 'object',
      properties: { q: { type: 'string' } },
      required: ['q'],
      additionalProperties: false,
    });
  });

  it('11: a $ref with description is inlined; a constraining sibling is rejected', () => {
    const out = ensureStrictJsonSchema({
      type: 'object',
      properties: { a: { $ref: '#/$defs/A', description: 'mine' } },
      $defs: { A: { type: 'object', description: 'theirs', properties: { z: { type: 'string' } } } },
    });
    expect((out.properties as Record<string, unknown>).a).toEqual({
      type: 'object',
      description: 'mine',
      properties: { z: { type: 'string' } },
      required: ['z'],
      additionalProperties: false,
    });
    expect(errorOf({ type: 'object', properties: { a: { $ref: '#/$defs/A', minLength: 1 } }, $defs: { A: { type: 'string' } } }).message).toBe(
      STRICT_SCHEMA_ERRORS.refSiblings(['minLength']),
    );
  });

  it('12, 13, 14: the root must be a plain object; nested nullable objects are closed', () => {
    expect(errorOf({ type: ['object', 'null'], properties: {} }).message).toBe(
      "The root of a strict JSON schema must be a non-nullable object, but its type is ['object', 'null']. Make the root a plain object, or update the function or output tool to not use a strict schema.",
    );
    expect(errorOf({ anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] }).message).toBe(
      'The root of a strict JSON schema must not use `anyOf`.',
    );
    expect(errorOf({ oneOf: [{ type: 'object', properties: {} }] }).message).toBe('The root of a strict JSON schema must not use `anyOf`.');
    expect(ensureStrictJsonSchema({ type: ['object'], properties: {} }).type).toBe('object');
    const nested = ensureStrictJsonSchema({ type: 'object', properties: { n: { type: ['object', 'null'], properties: { k: { type: 'string' } } } } });
    expect((nested.properties as Record<string, unknown>).n).toEqual({
      type: ['object', 'null'],
      properties: { k: { type: 'string' } },
      required: ['k'],
      additionalProperties: false,
    });
  });

  it('15: depth over 100 and exponential $ref fan-out are refused', () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 60; i++) deep = { type: 'object', properties: { x: deep } };
    expect(errorOf(deep).message).toBe('JSON schema is too deeply nested to process safely. Simplify or flatten the schema.');
    // each level references the next one twice, with a sibling so that it is inlined: 2^20 nodes
    const defs: Record<string, unknown> = { L20: { type: 'string' } };
    for (let i = 0; i < 20; i++) {
      defs[`L${i}`] = {
        type: 'object',
        properties: { a: { $ref: `#/$defs/L${i + 1}`, description: 'a' }, b: { $ref: `#/$defs/L${i + 1}`, description: 'b' } },
      };
    }
    expect(errorOf({ type: 'object', properties: { root: { $ref: '#/$defs/L0', description: 'r' } }, $defs: defs }).message).toBe(
      STRICT_SCHEMA_ERRORS.tooLarge,
    );
  });

  it('16: a non-object schema is refused; the input is never mutated', () => {
    expect(errorOf([]).message).toContain('to be a dictionary');
    expect(errorOf({ type: 'object', properties: { a: 3 } }).message).toBe("Expected 3 to be a dictionary; path=('properties', 'a')");
    const input = { type: 'object', properties: { a: { type: 'string', default: null } } };
    const copy = structuredClone(input);
    ensureStrictJsonSchema(input);
    expect(input).toEqual(copy);
    expect(strictSchemaProblem(input)).toBeNull();
    expect(strictSchemaProblem({ type: 'object', additionalProperties: true })?.message).toBe(AP_ERROR);
  });
});

describe('ensureStrictJsonSchema fuzz', () => {
  it('random schema-like input either converts to a closed schema or fails with a StrictSchemaError', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T,>(items: T[]): T => items[Math.floor(random() * items.length)];
    const KEYS = ['type', 'properties', 'items', 'anyOf', 'oneOf', 'allOf', '$ref', '$defs', 'additionalProperties', 'default', 'description', 'required'];
    const gen = (depth: number): unknown => {
      if (depth > 4 || random() < 0.2) return pick<unknown>([null, true, false, 1, 'x', 'object', '#/$defs/A', ['object', 'null'], []]);
      const node: Record<string, unknown> = {};
      const n = Math.floor(random() * 4);
      for (let i = 0; i < n; i++) {
        const key = pick(KEYS);
        if (key === 'properties' || key === '$defs') node[key] = { A: gen(depth + 1), b: gen(depth + 1) };
        else if (key === 'anyOf' || key === 'oneOf' || key === 'allOf') node[key] = [gen(depth + 1)];
        else if (key === 'type') node[key] = pick(['object', 'string', ['object', 'null'], 'array']);
        else if (key === '$ref') node[key] = pick(['#/$defs/A', '#/nowhere', 'http://x', '#']);
        else node[key] = gen(depth + 1);
      }
      return node;
    };
    let converted = 0;
    for (let i = 0; i < 2000; i++) {
      const input = { type: 'object', properties: { p: gen(0) } };
      try {
        const out = ensureStrictJsonSchema(input);
        converted++;
        expect(out.additionalProperties).toBe(false);
        expect(out.required).toEqual(Object.keys(out.properties as object));
      } catch (error) {
        expect(error).toBeInstanceOf(StrictSchemaError);
      }
    }
    expect(converted).toBeGreaterThan(100);
  });
});
