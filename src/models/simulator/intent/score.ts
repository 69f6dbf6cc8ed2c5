/**
 * How well a text fits a candidate (a tool, a handoff, or an agent's whole scope). The rule, as
 * the simulator's rationale explains it:
 *
 * - The user's words are reduced to content stems (tokens.ts); so is every field of the
 *   candidate: its name, its description, and for a handoff the target agent's name, handoff
 *   description, instructions and tools (when the graph is known).
 * - Each user stem earns its best match over the fields: 1 for the same word (stem.ts sameWord), 0.7 for a stem of the same concept group (lexicon.ts), times the
 *   field's weight (names 1.5, descriptions 1, instructions and tools 0.6, parameters 0.5).
 * - The score is the sum over the user's stems. Highest wins; a tie keeps the earlier candidate.
 *   Below MIN_SCORE nothing fits ("no route").
 * - When agents are compared with each other, each stem's match is also weighed by how few of
 *   them it fits (rarity): words they all share tell them apart least.
 */
import { conceptsOf } from './lexicon.ts';
import { sameWord } from './stem.ts';
import { contentStems } from './tokens.ts';

export const MIN_SCORE = 0.7;
const CONCEPT_WEIGHT = 0.7;

export const WEIGHT = { name: 1.5, description: 1, instructions: 0.6, tools: 0.6, parameters: 0.5 } as const;

export interface Field {
  stems: string[];
  weight: number;
}

export interface Match {
  score: number;
  /** user words that matched, with what they matched: for the rationale */
  reasons: string[];
}

export function field(text: string, weight: number): Field {
  return { stems: contentStems(text), weight };
}

/**
 * How much each of the person's words tells the candidates apart: a word every candidate shares
 * ("ticket" with flights, films and concerts) says little about which one is meant, a word one
 * candidate alone has ("movie" for the cinema, "home" for streaming) says most. An inverse document
 * frequency over the candidates compared, from 1 (one candidate has it) down to about 0.6 (all
 * have it), so a message still reaches the threshold by its words; none for fewer than three.
 */
export function rarity(userStems: readonly string[], candidates: ReadonlyArray<readonly Field[]>): Map<string, number> {
  const weights = new Map<string, number>();
  const n = candidates.length;
  if (n < 3) return weights;
  for (const u of new Set(userStems)) {
    const uConcepts = conceptsOf(u);
    const df = candidates.filter((fields) => fields.some((f) => bestMatch(u, uConcepts, f.stems).weight > 0)).length;
    if (df > 0) weights.set(u, 0.5 + (0.5 * Math.log(1 + n / df)) / Math.log(1 + n));
  }
  return weights;
}

/** `weights` (rarity): how much each user word counts; 1 when not given. */
export function scoreFields(userStems: readonly string[], fields: readonly Field[], weights?: ReadonlyMap<string, number>): Match {
  let score = 0;
  const reasons: string[] = [];
  for (const u of userStems) {
    let best = { value: 0, via: '' };
    const uConcepts = conceptsOf(u);
    for (const f of fields) {
      const m = bestMatch(u, uConcepts, f.stems);
      if (m.weight * f.weight > best.value) best = { value: m.weight * f.weight, via: m.via };
    }
    if (best.value > 0) {
      score += best.value * (weights?.get(u) ?? 1);
      reasons.push(best.via === u ? `"${u}" matches` : `"${u}"~"${best.via}"`);
    }
  }
  return { score: Math.round(score * 100) / 100, reasons };
}

function bestMatch(u: string, uConcepts: string[], stems: readonly string[]): { weight: number; via: string } {
  let best = { weight: 0, via: '' };
  for (const s of stems) {
    if (sameWord(s, u)) return { weight: 1, via: s };
    if (best.weight < CONCEPT_WEIGHT && uConcepts.length > 0 && conceptsOf(s).some((c) => uConcepts.includes(c))) best = { weight: CONCEPT_WEIGHT, via: s };
  }
  return best;
}
