/**
 * Property tests over graph import (issue 8): near-valid documents (mutated examples and the
 * every-feature fixture) never make import throw; a refused one gets problems with paths; an
 * accepted one lints, exports to every target and runs in the simulator without an error of
 * our own. Seeded; `npm run fuzz` runs many more cases (FUZZ_SCALE).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import acme from '../../public/examples/acme-customer-service.json';
import ag2 from '../../public/examples/ag2-planning-control.json';
import billing from '../../public/examples/billing-support-sdk.json';
import everyFeature from '../export/fixtures/every-feature.graph.json';
import { EXPORT_TARGETS, exportGraph as exportTo, fidelityReport } from '../export/index.ts';
import { exportGraph } from '../graph/exportGraph.ts';
import { importGraph, type ImportResult } from '../graph/importGraph.ts';
import { lintGraph } from '../graph/lint/lintGraph.ts';
import type { Graph } from '../graph/schema.ts';
import { applyMutations, damageText, FUZZ_SEED, fuzzRuns, INTERNAL_ERROR, JS_ENGINE_ERROR, mutation, softMutation, textDamage, type Json } from './mutations.ts';
import { runToEnd } from './scriptedRun.ts';

const BASES = [acme, ag2, billing, everyFeature] as unknown as Json[];
const base = fc.nat({ max: BASES.length - 1 });

/** Problems may sit at the document itself ('') only for these document-level reasons. */
const DOCUMENT_LEVEL = /^(Invalid JSON|Not a JSON document|A graph file must contain|The file is too large|This file uses graph format version|Graph format version|Could not upgrade)/;

function expectWellFormedRefusal(result: Extract<ImportResult, { ok: false }>, fromText: boolean): void {
  expect(result.errors.length).toBeGreaterThan(0);
  for (const error of result.errors) {
    expect(typeof error.path).toBe('string');
    expect(error.message.length).toBeGreaterThan(0);
    expect(error.message).not.toMatch(INTERNAL_ERROR);
    // a refused object always says where; only whole-text problems (syntax, size) may not
    if (error.path === '' && !fromText) expect(error.message).toMatch(DOCUMENT_LEVEL);
  }
}

/** What an accepted graph must survive: lint, canonical round trip, every exporter. */
function expectUsable(graph: Graph): void {
  lintGraph(graph);
  const text = exportGraph(graph);
  expect(importGraph(text)).toEqual({ ok: true, graph, warnings: [] });
  for (const target of EXPORT_TARGETS) {
    // the JSON Schema target does not depend on the graph (and is the slowest): checked once below
    if (target !== 'json-schema') exportTo(graph, target);
    fidelityReport(graph, target);
  }
}

async function expectRunsCleanly(graph: Graph): Promise<void> {
  const result = await runToEnd(graph, 'I want to return my boots, order 42');
  if (result.error) expect(`${result.error.type}: ${result.error.message}`).not.toMatch(JS_ENGINE_ERROR);
  for (const event of result.events) if (event.type === 'error') expect(event.error.message).not.toMatch(JS_ENGINE_ERROR);
}

describe('graph import fuzz', () => {
  it('never throws; a refusal always names its problems, with paths', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(base, fc.array(mutation, { minLength: 1, maxLength: 3 }), textDamage, fc.boolean(), (b, mutations, damage, asText) => {
        const doc = applyMutations(BASES[b], mutations);
        const result = asText ? importGraph(damageText(JSON.stringify(doc), damage)) : importGraph(doc);
        if (result.ok) expect(result.graph.format).toBe('switchboard.graph');
        else expectWellFormedRefusal(result, asText);
      }),
      { numRuns: fuzzRuns(1_500), seed: FUZZ_SEED },
    );
  });

  it('accepted documents lint, round-trip and export to every target', { timeout: 120_000 }, () => {
    let accepted = 0;
    fc.assert(
      fc.property(base, fc.array(fc.oneof(softMutation, softMutation, mutation), { minLength: 1, maxLength: 3 }), (b, mutations) => {
        const result = importGraph(applyMutations(BASES[b], mutations));
        if (!result.ok) return;
        accepted++;
        expectUsable(result.graph);
      }),
      { numRuns: fuzzRuns(200), seed: FUZZ_SEED + 1 },
    );
    console.log(`graph fuzz: ${accepted} of ${fuzzRuns(200)} mutants accepted, linted, round-tripped and exported`);
    // not vacuous: a good share of the mutants must have been accepted
    expect(accepted).toBeGreaterThan(fuzzRuns(200) / 4);
    expect(exportTo(importGraph(acme).ok ? (importGraph(acme) as { graph: Graph }).graph : (null as never), 'json-schema').code).toContain('"$schema"');
  });

  it('accepted documents run in the simulator to the end without an error of our own', async () => {
    let ran = 0;
    await fc.assert(
      fc.asyncProperty(base, fc.array(fc.oneof(softMutation, softMutation, mutation), { minLength: 1, maxLength: 3 }), async (b, mutations) => {
        const result = importGraph(applyMutations(BASES[b], mutations));
        if (!result.ok) return;
        ran++;
        await expectRunsCleanly(result.graph);
      }),
      { numRuns: fuzzRuns(300), seed: FUZZ_SEED + 2 },
    );
    console.log(`graph fuzz: ${ran} of ${fuzzRuns(300)} mutants accepted and run in the simulator`);
    expect(ran).toBeGreaterThan(fuzzRuns(300) / 4);
  }, 120_000);
});
