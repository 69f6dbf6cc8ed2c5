/**
 * 10,000 graphs with hostile text in every field (src/fuzz/hostileExports.ts), each through every
 * code exporter in one pass: the TypeScript export parses and no text becomes an identifier, the
 * Python exports compile and no text becomes an identifier, the Mermaid export holds only node and
 * edge statements. `npm run fuzz` runs more graphs (FUZZ_SCALE).
 */
import { describe, expect, it } from 'vitest';
import { CASES, checkExports, firstFailure, hostileCases, PYTHON_TARGETS, type Checked } from './hostileExports.ts';

describe(`exported code from ${CASES} graphs with hostile text in every field`, () => {
  // the pass runs in the first test (not a hook), so the file's reported time is its real time
  let pass: Promise<Record<Checked, Array<string | null>>> | undefined;
  const problems = async (target: Checked) => (await (pass ??= checkExports(hostileCases())))[target];

  it('agents-ts: every file parses as TypeScript and no text becomes an identifier', { timeout: 600_000 }, async () => {
    expect(await problems('agents-ts')).toHaveLength(CASES);
    expect(firstFailure('agents-ts', await problems('agents-ts'))).toBeNull();
  });

  it.each(PYTHON_TARGETS)('%s: every file parses as Python and no text becomes an identifier', { timeout: 600_000 }, async (target) => {
    expect(await problems(target)).toHaveLength(CASES);
    expect(firstFailure(target, await problems(target))).toBeNull();
  });

  it('mermaid: only node and edge statements, whatever the labels say', { timeout: 600_000 }, async () => {
    expect(await problems('mermaid')).toHaveLength(CASES);
    expect(firstFailure('mermaid', await problems('mermaid'))).toBeNull();
  });
});
