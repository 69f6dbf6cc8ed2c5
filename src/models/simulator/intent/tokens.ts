/**
 * Words to comparable stems: lower-case, split on anything that is not a letter or digit
 * (snake_case and camelCase names split too), contractions and stopwords dropped, a few
 * multi-word phrases joined first ("money back" is one idea), then suffix rules (a small,
 * predictable cousin of Porter's stemmer: plural, -ing, -ed, -ly, final e).
 */
import { PHRASES, STOPWORDS } from './lexicon.ts';
import { stem } from './stem.ts';

export { stem };

/** "I'd", "it's", "won't": the clitic carries no topic. */
function dropContractions(text: string): string {
  return text.replace(/[’']/g, "'").replace(/\b(\w+)'(d|m|s|ll|re|ve|t)\b/gi, (_, w: string, c: string) => (c.toLowerCase() === 't' ? `${w} not` : w));
}

/** Phrases become one token ("money back" -> "refund") before splitting. */
export function joinPhrases(text: string): string {
  let out = dropContractions(text);
  for (const [pattern, token] of PHRASES) out = out.replace(pattern, ` ${token} `);
  return out;
}

export function words(text: string): string[] {
  return joinPhrases(text)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Meaningful stems of a text, in order of first appearance, without repeats. */
export function contentStems(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    if (STOPWORDS.has(word)) continue;
    const s = stem(word);
    if (s.length < 2 || STOPWORDS.has(s) || out.includes(s)) continue;
    out.push(s);
  }
  return out;
}

/** Meaningful words as written (not stemmed), in order, without repeats: for filling arguments. */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const word of dropContractions(text).split(/\s+/)) {
    const clean = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const lower = clean.toLowerCase();
    if (!clean || STOPWORDS.has(lower) || out.some((w) => w.toLowerCase() === lower)) continue;
    out.push(clean);
  }
  return out;
}

/** A clause that says something is fine: "the database dashboards look healthy", "no errors show up". */
const FINE = /\b(?:healthy|fine|ok|okay|normal|normally|unaffected|green|stable|look(?:s)? good|work(?:s|ing)? (?:fine|normally|as expected))\b|\bno\b[^,;]*\b(?:errors?|issues?|problems?|alerts?|failures?|alarms?)\b|\bnot (?:the|a) (?:problem|issue|cause)\b/i;

/**
 * The message without the clauses that rule something out: what is broken decides where a
 * request goes, not every system it names ("checkout is down; the database looks healthy").
 */
export function withoutDismissed(text: string): string {
  const clauses = text.split(/(?<=[.;!?])\s+|,\s+(?:but|and|while|though)\s+|\s+but\s+/i);
  const kept = clauses.filter((c) => !FINE.test(c));
  return kept.length > 0 ? kept.join(' ') : text;
}
