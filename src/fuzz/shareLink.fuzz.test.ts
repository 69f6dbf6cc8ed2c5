/**
 * Property tests over share links (issue 8): whatever a fragment holds, decoding never throws
 * and never returns a graph import would refuse; a damaged link says what is wrong.
 */
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import acme from '../../public/examples/acme-customer-service.json';
import billing from '../../public/examples/billing-support-sdk.json';
import { importGraph } from '../graph/importGraph.ts';
import { decodeShareFragment, SHARE_FRAGMENT_PREFIX } from '../graph/shareLink.ts';
import { applyMutations, FUZZ_SEED, fuzzRuns, INTERNAL_ERROR, mutation, softMutation, type Json } from './mutations.ts';

const BASES = [acme, billing] as unknown as Json[];
const BASE64URL = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];

async function expectSafeDecode(fragment: string): Promise<Awaited<ReturnType<typeof decodeShareFragment>>> {
  const result = await decodeShareFragment(fragment);
  if (result === null) {
    expect(fragment.includes(SHARE_FRAGMENT_PREFIX)).toBe(false);
    return result;
  }
  if (result.ok) return result;
  expect(result.errors.length).toBeGreaterThan(0);
  for (const error of result.errors) {
    expect(error.message.length).toBeGreaterThan(0);
    expect(error.message).not.toMatch(INTERNAL_ERROR);
  }
  return result;
}

describe('share link fuzz', () => {
  it('decodes any fragment text without throwing', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: fc.constantFrom(...BASE64URL), maxLength: 200 }).map((body) => `${SHARE_FRAGMENT_PREFIX}${body}`),
          fc.string({ maxLength: 60 }).map((body) => `${SHARE_FRAGMENT_PREFIX}${body}`),
          fc.string({ maxLength: 60 }),
          fc.uint8Array({ maxLength: 300 }).map((bytes) => `https://x.test/#graph=${Buffer.from(bytes).toString('base64url')}`),
        ),
        async (fragment) => {
          await expectSafeDecode(fragment);
        },
      ),
      { numRuns: fuzzRuns(3_000), seed: FUZZ_SEED + 10 },
    );
  });

  it('a link of a mutated graph, damaged or not, opens exactly what import accepts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: BASES.length - 1 }),
        fc.array(fc.oneof(softMutation, mutation), { minLength: 0, maxLength: 2 }),
        fc.oneof(fc.constant(null), fc.record({ at: fc.nat(), byte: fc.nat({ max: 255 }) }), fc.record({ cut: fc.nat() })),
        async (b, mutations, damage) => {
          const text = JSON.stringify(applyMutations(BASES[b], mutations));
          const bytes = new Uint8Array(deflateRawSync(Buffer.from(text)));
          if (damage && 'byte' in damage) bytes[damage.at % bytes.length] = damage.byte;
          const sent = damage && 'cut' in damage ? bytes.slice(0, damage.cut % bytes.length) : bytes;
          const fragment = `${SHARE_FRAGMENT_PREFIX}${Buffer.from(sent).toString('base64url')}`;
          const result = await expectSafeDecode(fragment);
          if (damage === null) {
            // an intact link says exactly what importing its text says
            const direct = importGraph(text);
            expect(result).toEqual(direct.ok ? { ok: true, graph: direct.graph, warnings: direct.warnings } : { ok: false, errors: direct.errors });
          }
        },
      ),
      { numRuns: fuzzRuns(500), seed: FUZZ_SEED + 11 },
    );
  }, 120_000);
});
