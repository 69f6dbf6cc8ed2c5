/**
 * `npx tsx bench/sgd/makeSample.ts <path to dstc8-schema-guided-dialogue> [per split]`: writes
 * bench/sgd/sample.json, the small part of SGD committed so `npm run bench -- sgd` runs without
 * the corpus: the same dialogues the bench would pick, trimmed to the fields the converter reads,
 * and the schemas of their splits. SGD is CC BY-SA 4.0 (ATTRIBUTION.md); the sample stays under it.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCorpus, type SgdCorpus } from '../sgd.ts';
import type { SgdDialogue } from './convert.ts';

const [path, count] = process.argv.slice(2);
if (!path) {
  console.error('usage: npx tsx bench/sgd/makeSample.ts <path to dstc8-schema-guided-dialogue> [dialogues per split]');
  process.exit(2);
}
const { corpus } = loadCorpus(path, Number(count ?? 30));

function trim(d: SgdDialogue): SgdDialogue {
  return {
    dialogue_id: d.dialogue_id,
    services: d.services,
    turns: d.turns.map((t) => ({
      speaker: t.speaker,
      utterance: t.utterance,
      frames: t.frames.map((f) => ({
        service: f.service,
        ...(f.slots && f.slots.length > 0 ? { slots: f.slots.map((s) => ({ slot: s.slot })) } : {}),
        ...(f.state ? { state: { active_intent: f.state.active_intent, slot_values: f.state.slot_values } } : {}),
        ...(f.service_call ? { service_call: f.service_call, service_results: (f.service_results ?? []).slice(0, 1) } : {}),
      })),
    })),
  };
}

const out: SgdCorpus = {
  splits: Object.fromEntries(
    Object.entries(corpus.splits).map(([split, { schema, dialogues }]) => {
      const used = new Set(dialogues.flatMap((d) => d.services));
      // distractor services: the first of every kind, as the converter picks them
      const kinds = new Set<string>();
      const keep = schema.filter((s) => {
        const kind = s.service_name.replace(/_\d+$/, '');
        const first = !kinds.has(kind);
        kinds.add(kind);
        return used.has(s.service_name) || first;
      });
      return [split, { schema: keep, dialogues: dialogues.map(trim) }];
    }),
  ) as SgdCorpus['splits'],
};
const file = join(dirname(fileURLToPath(import.meta.url)), 'sample.json');
writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(`wrote ${file}: ${Object.entries(out.splits).map(([s, v]) => `${s} ${v.dialogues.length}`).join(', ')}`);
