/**
 * Property tests over recording import (issue 8): mutated real recordings never make the check
 * throw; a refused file names its problems; an accepted one replays and folds into the
 * transcript and the trace without an error (what blanked the app before the schema).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../engine/index.ts';
import { checkRecordingFile, RECORDING_FORMAT, RECORDING_VERSION } from '../engine/recordingSchema.ts';
import { foldAll } from '../features/playground/transcript.ts';
import { conversationDuration, countTurns } from '../features/playground/recordingRepository.ts';
import { applyTraceEvent, createTraceModel, visibleRows } from '../features/trace/traceModel.ts';
import { EXAMPLES, exampleGraph } from '../graph/examples.ts';
import { applyMutations, damageText, FUZZ_SEED, fuzzRuns, INTERNAL_ERROR, mutation, softMutation, textDamage, type Json } from './mutations.ts';
import { runToEnd } from './scriptedRun.ts';

let files: Json[] = [];

beforeAll(async () => {
  files = [];
  for (const example of EXAMPLES) {
    const result = await runToEnd(exampleGraph(example), 'I want to return my boots');
    files.push(JSON.parse(JSON.stringify({ format: RECORDING_FORMAT, version: RECORDING_VERSION, name: example.id, createdAt: 1, events: result.events })) as Json);
  }
});

/** Problems may sit at the file itself ('') only for these whole-file reasons. */
const DOCUMENT_LEVEL = /^(This file is not JSON|This file is not a Switchboard recording|The file is too large|Not a JSON document|…and \d+ more|Could not upgrade)/;

describe('recording import fuzz', () => {
  it('never throws; refusals name their problems; accepted files replay, fold and trace', { timeout: 120_000 }, async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.array(fc.oneof(softMutation, mutation), { minLength: 1, maxLength: 3 }), textDamage, fc.boolean(), async (f, mutations, damage, asText) => {
        const doc = applyMutations(files[f % files.length], mutations);
        const checked = asText ? checkRecordingFile(damageText(JSON.stringify(doc), damage)) : checkRecordingFile(doc);
        if (!checked.ok) {
          expect(checked.errors.length).toBeGreaterThan(0);
          for (const error of checked.errors) {
            expect(error.message).not.toMatch(INTERNAL_ERROR);
            if (error.path === '') expect(error.message).toMatch(DOCUMENT_LEVEL);
          }
          return;
        }
        accepted++;
        const { events } = checked.recording;
        countTurns(events);
        conversationDuration(events);
        foldAll(events);
        const trace = createTraceModel();
        for (const event of events) applyTraceEvent(trace, event);
        visibleRows(trace, new Set());
        const handle = replay(events);
        let replayed = 0;
        for await (const _event of handle) replayed++;
        expect(replayed).toBe(events.length);
        await handle.result;
      }),
      { numRuns: fuzzRuns(500), seed: FUZZ_SEED + 20 },
    );
    console.log(`recording fuzz: ${accepted} of ${fuzzRuns(500)} mutated recordings accepted and replayed`);
    expect(accepted).toBeGreaterThan(fuzzRuns(500) / 5);
  });
});
