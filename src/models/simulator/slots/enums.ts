/**
 * An enum slot from the user's words: the value itself (any case, its stem, or a shared start
 * of 6+ letters: "dermatologist" is dermatology), or a synonym from a small table ("heart" is
 * cardiology, "urgent" is high, "my dog" is pet, "euros" is EUR), or, for a value that is a kind
 * of film, music or food, a word of that kind (kinds.ts: "funny" is Comedy). Ties go to the value
 * written first.
 */
import { stem } from '../intent/stem.ts';
import { words } from '../intent/tokens.ts';
import { currencyOf } from './numbers.ts';
import { wordsOfKind } from './kinds.ts';

const SYNONYMS: Record<string, string> = {
  cardiology: 'heart cardiac cardiologist chest',
  dermatology: 'skin dermatologist rash acne mole',
  pediatrics: 'child children kid kids son daughter baby pediatrician paediatric',
  'general practice': 'gp general family checkup',
  high: 'urgent asap critical emergency immediately',
  low: 'whenever minor rush',
  vacation: 'holiday vacation annual pto trip',
  sick: 'ill sick unwell flu fever',
  parental: 'maternity paternity parental newborn',
  pet: 'dog cat puppy kitten pet',
  car: 'vehicle auto car',
  home: 'house apartment flat home',
  travel: 'trip travel abroad',
  checking: 'checking current everyday',
  stolen: 'stolen stole theft steal',
  lost: 'lost lose missing',
  damaged: 'broken damaged cracked',
  fall: 'autumn fall',
  refund: 'refund money back',
  cancelled: 'cancel',
  sports: 'game games match matches vs versus baseball basketball football soccer hockey tennis golf team teams stadium league',
  music: 'concert concerts band bands gig gigs singer rock pop jazz orchestra',
  theater: 'play plays musical musicals broadway theatre opera ballet',
};

function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

function close(a: string, b: string): boolean {
  if (a === b) return true;
  const shared = sharedStart(a, b);
  return shared >= 6 && shared >= 0.75 * Math.min(a.length, b.length);
}

/** The enum value the text names, or undefined. */
export function matchEnum(values: readonly unknown[], text: string): unknown {
  const userWords = words(text.toLowerCase());
  const userStems = userWords.map(stem);
  // the value with most words said wins; a tie goes to the one said first
  let best: { value: unknown; hits: number; position: number } | null = null;
  for (const value of values) {
    const label = String(value);
    const code = label.length === 3 && /^[A-Z]{3}$/.test(label) ? label : null;
    const valueWords = words(label.toLowerCase());
    const valueStems = valueWords.map(stem);
    // ("check the balance of my savings" is the verb, not the "checking" account: a value said
    // with -ing is named by the word with -ing)
    const said = (u: number, v: number) => close(userStems[u]!, valueStems[v]!) && (!valueWords[v]!.endsWith('ing') || userWords[u]!.endsWith('ing'));
    // a value that is a kind ("Comedy", "Japanese") is also named by its words ("funny", "sushi")
    const synonymWords = [...(SYNONYMS[label.toLowerCase()] ?? '').split(' ').filter(Boolean), ...wordsOfKind(label).filter((w) => !/\s/.test(w))];
    const synonyms = synonymWords.map(stem);
    let position = -1;
    let hits = 0;
    if (code) {
      position = text.split(/\s+/).findIndex((w) => currencyOf(w.replace(/[^\p{L}$€£¥]/gu, '')) === code || w.replace(/\W/g, '').toUpperCase() === code);
      if (position < 0) {
        const sign = text.search(/[$€£¥]/);
        if (sign >= 0 && currencyOf(text[sign]) === code) position = 0;
      }
      hits = position >= 0 ? 1 : 0;
    } else {
      // every word of a multi-word value ("general practice"), or synonyms
      const whole = valueStems.length > 0 && valueStems.every((_, v) => userStems.some((_u, u) => said(u, v)));
      const synonymHits = userStems.map((u, i) => (synonyms.some((x, j) => x === u && (!synonymWords[j]!.endsWith('ing') || userWords[i]!.endsWith('ing'))) ? i : -1)).filter((i) => i >= 0);
      hits = (whole ? 2 : 0) + synonymHits.length;
      position = whole ? userStems.findIndex((_u, u) => said(u, 0)) : (synonymHits[0] ?? -1);
    }
    if (position >= 0 && (best === null || hits > best.hits || (hits === best.hits && position < best.position))) best = { value, hits, position };
  }
  return best?.value;
}
