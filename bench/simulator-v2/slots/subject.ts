/**
 * What a search or product slot is about: quoted text when the user quoted something, else the
 * content words left after taking out the words that say what to do ("buy", "return", "refill":
 * a word of an intent's concept group), numbers, identifiers, dates, and the words of the tool itself
 * ("stock" for check_stock). "Do you sell rocket skates?" searches for "rocket skates".
 */
import { conceptsOf } from '../intent/lexicon.ts';
import { stem } from '../intent/stem.ts';
import { contentWords } from '../intent/tokens.ts';
import { currencyOf, numberWord } from './numbers.ts';

const FILLER = new Set(['twice', 'once', 'again', 'much', 'many', 'offer', 'offered', 'sell', 'sold', 'stock', 'available', 'price', 'cost', 'costs', 'new', 'today', 'tomorrow', 'yesterday', 'next', 'last', 'now', 'still', 'again', 'instead', 'item', 'thing', 'something', 'things', 'bought', 'some', 'kind', 'type']);
/** Concept groups of things rather than intents. */
const THINGS = new Set(['hardware', 'card', 'connectivity', 'weather', 'engineering']);
const WEEKDAY_OR_MONTH = /^(mon|tues|wednes|thurs|fri|satur|sun)day$|^(january|february|march|april|may|june|july|august|september|october|november|december)$/i;

export function quoted(text: string): string | null {
  return text.match(/["“”]([^"“”]{2,80})["“”]/)?.[1]?.trim() ?? text.match(/(?:^|\s)'([^']{2,80})'(?=\s|[.,!?]|$)/)?.[1]?.trim() ?? null;
}

export function subjectOf(text: string, own: ReadonlySet<string> = new Set()): string | null {
  const q = quoted(text);
  if (q) return q;
  const kept = contentWords(text).filter((word) => {
    const lower = word.toLowerCase();
    const s = stem(lower);
    if (FILLER.has(lower) || own.has(s) || WEEKDAY_OR_MONTH.test(word)) return false;
    if (numberWord(lower) !== null || /\d/.test(word) || /[@]/.test(word) || currencyOf(lower) !== null) return false;
    // words of what to do go; words of things ("laptop" in "laptop stand") stay
    return conceptsOf(s).every((c) => THINGS.has(c));
  });
  return kept.length > 0 ? kept.join(' ') : null;
}
