/**
 * Property tests over the walks that run before any schema (jsonStructure.ts, secrets.ts):
 * arbitrary JSON with prototype-named keys and deep nesting never makes them throw, and the
 * depth verdict matches a plain recursive measure (safe here: the values stay shallow enough).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { structureProblems } from '../graph/jsonStructure.ts';
import { LIMITS } from '../graph/limits.ts';
import { findSecrets } from '../graph/secrets.ts';
import { FUZZ_SEED, fuzzRuns, HOSTILE_KEYS, nested, type Json } from './mutations.ts';

const key = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 6 }));

/** JSON objects whose keys include "__proto__" as an own property, as JSON.parse makes them. */
const value: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant('sk-proj-' + 'a'.repeat(24))),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map((entries) => JSON.parse(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`) as Json),
  ),
})).value;

const withDeepPart = fc.tuple(value, fc.integer({ min: 0, max: 150 })).map(([v, levels]) => (levels === 0 ? v : ({ deep: nested(levels, v), other: v } as Json)));

function depth(v: Json): number {
  if (typeof v !== 'object' || v === null) return 0;
  const children = Array.isArray(v) ? v : Object.keys(v).filter((k) => k !== '__proto__').map((k) => (v as Record<string, Json>)[k]);
  return 1 + Math.max(0, ...children.map(depth));
}

const hasOwnProto = (v: Json): boolean =>
  typeof v === 'object' && v !== null && (Array.isArray(v) ? v.some(hasOwnProto) : Object.hasOwn(v, '__proto__') || Object.keys(v).some((k) => k !== '__proto__' && hasOwnProto((v as Record<string, Json>)[k])));

describe('document walks fuzz', () => {
  it('the shape check refuses exactly what is too deep or has a __proto__ key, and the secrets walk never throws', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(withDeepPart, (doc) => {
        const problems = structureProblems(doc, LIMITS.maxDepth);
        const tooDeep = problems.some((p) => p.message.startsWith('Nested too deeply'));
        expect(tooDeep).toBe(depth(doc) > LIMITS.maxDepth);
        if (!tooDeep) expect(problems.length > 0).toBe(hasOwnProto(doc));
        for (const p of problems) expect(typeof p.path).toBe('string');
        for (const finding of findSecrets(doc)) expect(finding.message.length).toBeGreaterThan(0);
      }),
      { numRuns: fuzzRuns(3_000), seed: FUZZ_SEED + 30 },
    );
  });
});
