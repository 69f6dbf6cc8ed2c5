import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DRAFT07_OPTIONS, draft07ValidatorSource } from '../../scripts/draft07Validator.ts';
import validateDraft07 from './draft07Validator.generated.js';

const SCHEMAS: unknown[] = [
  { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
  { type: 'object', properties: { a: null } },
  { type: 'object', required: [['a']] },
  { type: 'nope' },
  { enum: [] },
  { items: [{ type: 'string' }, { type: 'integer', minimum: -1 }], additionalItems: false },
  { minLength: -1 },
  { definitions: { x: { type: 'string' } }, properties: { y: { $ref: '#/definitions/x' } } },
  { anyOf: [] },
  { type: ['string', 'string'] },
  { const: { deep: [1, 2] }, default: 'x' },
];

describe('the standalone draft-07 meta-schema validator', () => {
  it('is what the generator writes today (run npm run schema:write when this fails)', () => {
    const onDisk = readFileSync(new URL('./draft07Validator.generated.js', import.meta.url), 'utf8');
    expect(onDisk).toBe(draft07ValidatorSource());
  });

  it('says what ajv says, with the same errors, for valid and invalid schemas', () => {
    const ajv = new Ajv(DRAFT07_OPTIONS);
    const reference = ajv.getSchema('http://json-schema.org/draft-07/schema')!;
    let invalid = 0;
    for (const schema of SCHEMAS) {
      const ok = validateDraft07(schema);
      expect(ok, JSON.stringify(schema)).toBe(reference(schema));
      if (!ok) invalid++;
      expect(validateDraft07.errors ?? null).toEqual(reference.errors ?? null);
    }
    expect(invalid).toBeGreaterThanOrEqual(5);
  });
});
