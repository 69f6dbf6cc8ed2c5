/**
 * Numbers as people write them: digits (1,200 / 59.99), number words (two, twelve, a couple),
 * counts next to what they count ("two guests", "for 2 people", "just me", "both of us"), and
 * money with its currency ($1,200, 250 euros, £40, 900 EUR).
 */
import { stem } from '../intent/stem.ts';

const WORDS: Record<string, number> = {
  zero: 0, one: 1, a: 1, an: 1, single: 1, two: 2, both: 2, couple: 2, pair: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, dozen: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100,
};

/** Words for people, so "2 people" fills passengers, guests, travellers, adults… */
const PEOPLE = new Set(['people', 'person', 'passeng', 'travel', 'traveller', 'traveler', 'guest', 'adult', 'persons', 'pax', 'seat', 'ticket', 'us', 'of us'].map(stem));

const CURRENCIES: Array<[RegExp, string]> = [
  [/^(?:\$|usd|dollars?|bucks?)$/i, 'USD'],
  [/^(?:€|eur|euros?)$/i, 'EUR'],
  [/^(?:£|gbp|pounds?)$/i, 'GBP'],
  [/^(?:¥|jpy|yen)$/i, 'JPY'],
  [/^(?:chf|francs?)$/i, 'CHF'],
];

export function numberWord(word: string): number | null {
  const w = word.toLowerCase();
  return w in WORDS ? WORDS[w] : null;
}

/** A token as a number: "3", "1,200", "59.99", "three". */
export function parseNumber(token: string): number | null {
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(token)) return Number(token.replace(/,/g, ''));
  if (/^\d+(?:\.\d+)?$/.test(token)) return Number(token);
  return token === 'a' || token === 'an' ? null : numberWord(token);
}

export interface Token {
  text: string;
  index: number;
}

/**
 * Words and numbers of a text, with identifiers (letters and digits mixed, INV-1042, ORD-5521),
 * dates and times left out so their digits are never counted.
 */
export function tokens(text: string): Token[] {
  const cleaned = text
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, (m) => ' '.repeat(m.length))
    .replace(/\b\d{1,2}:\d{2}\b/g, (m) => ' '.repeat(m.length))
    .replace(/\b[A-Za-z]+[-_]?\d[\w-]*\b|\b\d+[A-Za-z][\w-]*\b/g, (m) => (/^\d+(?:st|nd|rd|th|k)$/i.test(m) ? m : ' '.repeat(m.length)));
  return [...cleaned.matchAll(/[$€£¥]|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|[\p{L}]+/gu)].map((m) => ({ text: m[0], index: m.index }));
}

/**
 * The count of `nounStems` the user gave: a number right before one of those nouns ("3 nights",
 * "two guests", "for 2 people" when the slot counts people); "just me" / "alone" is 1 and
 * "both of us" 2 for people.
 */
export function findCount(text: string, nounStems: readonly string[], people: boolean): number | null {
  const list = tokens(text);
  const nouns = new Set(nounStems);
  for (let i = 0; i < list.length; i++) {
    const n = parseNumber(list[i].text.toLowerCase());
    if (n === null) continue;
    // skip adjectives: "2 more nights", "3 extra guests"
    for (let j = i + 1; j < Math.min(list.length, i + 3); j++) {
      const s = stem(list[j].text);
      if (nouns.has(s) || (people && PEOPLE.has(s))) return n;
      if (parseNumber(list[j].text.toLowerCase()) !== null) break;
    }
  }
  if (people) {
    if (/\b(?:just|only) (?:me|myself)\b|\b(?:by )?myself\b|\balone\b|\bsolo\b/i.test(text)) return 1;
    // "me and my friend", "my sister and I": the person and one other
    const one = '(?:friend|wife|husband|partner|girlfriend|boyfriend|son|daughter|mother|father|mom|mum|dad|brother|sister|colleague|boss|fiancee?)';
    if (new RegExp(`\\bboth of us\\b|\\bthe two of us\\b|\\bmy ${one} and (?:me|i|myself)\\b|\\b(?:me|i|myself) and (?:my|a) ${one}\\b(?!s)`, 'i').test(text)) return 2;
  }
  return null;
}

/** Any count: the first number not part of money, a date or an id. */
export function findAnyNumber(text: string): number | null {
  const list = tokens(text);
  for (let i = 0; i < list.length; i++) {
    const n = list[i].text === 'a' || list[i].text === 'an' ? null : parseNumber(list[i].text.toLowerCase());
    if (n !== null && !/^[$€£¥]$/.test(list[i - 1]?.text ?? '')) return n;
  }
  return null;
}

export interface Money {
  amount: number;
  currency: string | null;
}

/** Money with a currency sign, code or word next to it ($1,200; 250 euros; 900 EUR; £40). */
export function findMoney(text: string): Money | null {
  const list = tokens(text);
  for (let i = 0; i < list.length; i++) {
    const amount = /\d/.test(list[i].text) ? parseNumber(list[i].text) : null;
    if (amount === null) continue;
    const before = currencyOf(list[i - 1]?.text);
    const after = currencyOf(list[i + 1]?.text);
    if (before || after) return { amount, currency: before ?? after };
  }
  return null;
}

export function currencyOf(word: string | undefined): string | null {
  if (!word) return null;
  for (const [re, code] of CURRENCIES) if (re.test(word)) return code;
  return null;
}

/** A currency mentioned anywhere (for enum slots such as currency: EUR | USD | GBP). */
export function findCurrency(text: string): string | null {
  for (const t of tokens(text)) {
    const code = currencyOf(t.text);
    if (code) return code;
  }
  return null;
}
