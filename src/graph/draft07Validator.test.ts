import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { draft07ValidatorSource } from '../../scripts/draft07Validator.ts';
import { validate } from './draft07Validator.generated.js';

describe('precompiled draft-07 meta-schema validator', () => {
  it('is up to date with ajv', () => {
    const committed = readFileSync(new URL('./draft07Validator.generated.js', import.meta.url), 'utf8');
    expect(committed === draft07ValidatorSource(), 'src/graph/draft07Validator.generated.js is stale: run `npm run schema:write`').toBe(true);
  });

  it('gives the same verdicts and errors as ajv compiling at run time (which the CSP forbids in the app)', () => {
    const meta = new Ajv({ strict: false, allErrors: true, validateSchema: false, validateFormats: false }).getSchema('http://json-schema.org/draft-07/schema')!;
    const cases: unknown[] = [
      { type: 'object', properties: { a: { type: 'string', enum: ['x', 'x'] } }, required: ['a'] },
      { type: 'object', properties: { x: null } },
      { required: [['a']] },
      { type: 'nope' },
      { items: [{}, { minItems: -1 }] },
      { allOf: [] },
      true,
    ];
    for (const schema of cases) {
      expect(validate(schema)).toBe(meta(schema));
      expect(validate.errors ?? null).toEqual(meta.errors ?? null);
    }
  });
});
