/**
 * How well a tool or handoff fits what the user said. The rule (documented for users in the
 * simulator's rationale):
 *
 * - The user's last message is reduced to content stems (tokens.ts). Each candidate's name
 *   (tool name / transfer tool name) and text (description, AG2 condition) are reduced the same way.
 * - Every user stem earns its best match in the candidate: 1 for the same stem (or one a prefix of
 *   the other, 5+ letters), 0.75 for a stem of the same concept group (lexicon.ts), else 0.
 *   A match found in the name counts 1.5 times (names are chosen with care; descriptions ramble).
 * - The score is the sum over the user's stems. Highest wins; a tie keeps the earlier candidate
 *   (tools in the agent's order, then handoffs in the graph's order). Below 0.5 nothing is chosen.
 */
import { conceptsOf } from './lexicon.ts';
import { contentStems } from './tokens.ts';

export const MIN_SCORE = 0.5;
const NAME_WEIGHT = 1.5;
const CONCEPT_WEIGHT = 0.75;

export interface Match {
  score: number;
  /** user words that matched, with what they matched: for the rationale */
  reasons: string[];
}

export function scoreCandidate(userStems: string[], name: string, text: string): Match {
  const nameStems = contentStems(name);
  const textStems = contentStems(text);
  let score = 0;
  const reasons: string[] = [];
  for (const u of userStems) {
    const inName = bestMatch(u, nameStems);
    const inText = bestMatch(u, textStems);
    const named = inName.weight * NAME_WEIGHT;
    const best = named >= inText.weight ? { value: named, via: inName.via } : { value: inText.weight, via: inText.via };
    if (best.value > 0) {
      score += best.value;
      reasons.push(best.via === u ? `"${u}" matches` : `"${u}"~"${best.via}"`);
    }
  }
  return { score: Math.round(score * 100) / 100, reasons };
}

function bestMatch(u: string, stems: string[]): { weight: number; via: string } {
  let best = { weight: 0, via: '' };
  const uConcepts = conceptsOf(u);
  for (const s of stems) {
    if (s === u || (Math.min(s.length, u.length) >= 5 && (s.startsWith(u) || u.startsWith(s)))) return { weight: 1, via: s };
    if (best.weight < CONCEPT_WEIGHT && uConcepts.length > 0 && conceptsOf(s).some((c) => uConcepts.includes(c))) {
      best = { weight: CONCEPT_WEIGHT, via: s };
    }
  }
  return best;
}
