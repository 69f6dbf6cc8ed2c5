/**
 * Identifiers in what people write and in tool results: a value matching the slot's JSON Schema
 * pattern (also across one space: "WL 102"), order and invoice numbers (INV-1042, ORD-5521),
 * IBAN-like account numbers (spaces removed), the last four digits of a card ("card ending
 * 4417"), email addresses and usernames ("my username is jdoe", "for bob_smith", "alice.m").
 * Never made up: when nothing fits, the slot stays empty and the agent asks.
 */

import { documentRegex } from '../../../graph/documentRegex.ts';

const STOP_USERNAMES = new Set(['the', 'a', 'an', 'my', 'me', 'is', 'it', 'its', 'for', 'to', 'please', 'user', 'username', 'account', 'access', 'password', 'reset', 'locked', 'out', 'thanks', 'yes', 'no', 'ok']);

/**
 * A schema's `pattern` as something that tests text: the one place the simulator compiles a
 * document's pattern (null when it does not compile), so the engine it runs on can change here.
 */
export function patternTester(pattern: string): { test(text: string): boolean } | null {
  try {
    // the pattern comes from the document: a linear-time engine (src/graph/documentRegex.ts)
    return documentRegex(pattern);
  } catch {
    return null;
  }
}

/** Whether a value matches a schema's pattern. */
export function matchesPattern(value: string, pattern: string): boolean {
  return patternTester(pattern)?.test(value) ?? false;
}

/** Candidates for a pattern: single tokens and pairs of adjacent tokens joined by a space. */
export function findByPattern(text: string, pattern: string): string | null {
  const re = patternTester(pattern);
  if (!re) return null;
  const list = text.match(/[\p{L}\p{N}][\p{L}\p{N}_.@+-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? [];
  for (let i = 0; i < list.length; i++) {
    const pair = i + 1 < list.length ? `${list[i]} ${list[i + 1]}` : null;
    // a pair first: "WL 102" must not stop at "WL" when the pattern allows both
    if (pair && re.test(pair) && /\d/.test(pair)) return pair;
    if (re.test(list[i]) && (/\d/.test(list[i]) || /[@._]/.test(list[i]) || !/^\^?\[?[a-z]/i.test(pattern))) return list[i];
  }
  return null;
}

/** "card ending 4417", "ending in 0921", "last four digits 5512", "last 4: 1234". */
export function findLast4(text: string): string | null {
  const m = text.match(/\b(?:ending(?: in| with)?|ends(?: in| with)?|last (?:four|4)(?: digits)?(?: (?:are|is))?:?)\s*(\d{4})\b/i);
  if (m) return m[1];
  const bare = text.match(/(?<![\d-])\b(\d{4})\b(?![\d-])/);
  return bare && !/^(19|20)\d\d$/.test(bare[1]) ? bare[1] : null;
}

/** An IBAN-like account number, spaces removed: two letters, two digits, 11-30 more. */
export function findIban(text: string): string | null {
  const m = text.match(/\b([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{1,4}){3,8})\b/);
  if (!m) return null;
  const compact = m[1].replace(/\s+/g, '');
  return compact.length >= 15 && compact.length <= 34 ? compact : null;
}

export function findEmail(text: string): string | null {
  return text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/)?.[0] ?? null;
}

/**
 * A username: after "username"/"user"/"login", else a lower-case handle with a dot or
 * underscore (alice.m, bob_smith), else the single word of a short answer ("It's mkowalski").
 */
export function findUsername(text: string): string | null {
  const named = text.match(/\b(?:username|user ?name|user|login|handle)(?: is|:)?\s+([a-z][\w.-]*[a-z0-9])/i);
  if (named && !STOP_USERNAMES.has(named[1].toLowerCase())) return named[1];
  const handle = text.match(/(?<![\w@.])([a-z][a-z0-9]*[._][a-z0-9._]*[a-z0-9])(?![\w@])/);
  if (handle && !/\.(com|org|net|edu)$/.test(handle[1])) return handle[1];
  const words = text.replace(/\b(it'?s|it is|that'?s|my|is|the|one|please|sure|yes|ok)\b/gi, ' ').match(/[\w.-]+/g) ?? [];
  if (words.length === 1 && /^[a-z][a-z0-9._-]{2,}$/.test(words[0]) && !STOP_USERNAMES.has(words[0])) return words[0];
  return null;
}

/**
 * A token that looks like an identifier: letters and digits mixed (item_132612938, A-1043), or a
 * bare number of 3+ digits; one starting with `hint` (INV for invoice_number) first.
 */
export function identifierIn(text: string, hint = ''): string | null {
  const tokens = text.match(/[A-Za-z0-9][A-Za-z0-9_-]*/g) ?? [];
  const withDigit = tokens.filter((t) => (/[A-Za-z]/.test(t) ? /\d/.test(t) && t.length >= 2 && !/^\d+(st|nd|rd|th)$/i.test(t) : /^\d{3,}$/.test(t) && !/^(19|20)\d\d$/.test(t)));
  const hinted = hint ? withDigit.find((t) => t.toLowerCase().startsWith(hint)) : undefined;
  return hinted ?? withDigit.find((t) => /[A-Za-z]/.test(t)) ?? withDigit[0] ?? null;
}
