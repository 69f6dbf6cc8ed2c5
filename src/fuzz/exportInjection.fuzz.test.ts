/**
 * 10,000 graphs with hostile text in every field (src/fuzz/hostileExports.ts), each through every
 * code exporter in one pass: the TypeScript export parses and no text becomes an identifier, the
 * Python exports compile and no text becomes an identifier, the Mermaid export holds only node and
 * edge statements. `npm run fuzz` runs more graphs (FUZZ_SCALE).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CASES, checkExports, firstFailure, hostileCases, PYTHON_TARGETS, type Checked } from './hostileExports.ts';

describe(`exported code from ${CASES} graphs with hostile text in every field`, () => {
  let problems: Record<Checked, Array<string | null>>;
  beforeAll(async () => {
    problems = await checkExports(hostileCases());
  }, 600_000);

  it('agents-ts: every file parses as TypeScript and no text becomes an identifier', () => {
    expect(problems['agents-ts']).toHaveLength(CASES);
    expect(firstFailure('agents-ts', problems['agents-ts'])).toBeNull();
  });

  it.each(PYTHON_TARGETS)('%s: every file parses as Python and no text becomes an identifier', (target) => {
    expect(problems[target]).toHaveLength(CASES);
    expect(firstFailure(target, problems[target])).toBeNull();
  });

  it('mermaid: only node and edge statements, whatever the labels say', () => {
    expect(problems.mermaid).toHaveLength(CASES);
    expect(firstFailure('mermaid', problems.mermaid)).toBeNull();
  });
});
