/**
 * Words to comparable stems: lower-case, split on anything that is not a letter or digit
 * (snake_case and camelCase names split too), stopwords dropped, then a few suffix rules
 * (a small, predictable cousin of Porter's stemmer: plural, -ing, -ed, -ly, final e).
 */
import { STOPWORDS } from './lexicon.ts';

export function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|z|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('ly') && w.length > 4) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  // "stopp(ed)", "shipp(ing)": undo the doubled consonant
  if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  return w;
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

/** Meaningful words (not stemmed), in order, without repeats: for filling arguments. */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const clean = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const lower = clean.toLowerCase();
    if (!clean || STOPWORDS.has(lower) || out.some((w) => w.toLowerCase() === lower)) continue;
    out.push(clean);
  }
  return out;
}
