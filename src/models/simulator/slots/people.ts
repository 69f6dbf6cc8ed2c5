/**
 * People in a role: "directed by Kevin Kolsch" is the director, "starring lucas lavoie" or "has
 * Alida Baldari Calabria in it" an actor, "songs by Halsey" the artist, "send it to Mom" the
 * recipient. The words before a name say
 * which role it fills, so a message naming a director and an actor gives each property its own
 * person (the tagger alone gives the first name for both). Names written in lower case after such
 * words are read too, capitalised.
 */
import { findNames, isPlainWord } from './language.ts';

export type PersonRole = 'director' | 'actor' | 'artist' | 'recipient';

const CUES: Record<PersonRole, string> = {
  director: "directed by|direction of|director(?:'s name)? is|director|by director|made by",
  actor: 'starring|stars|featuring|acted by|with actor|with actress|actor|actress|has|with',
  artist: 'songs? by|music by|album by|sung by|performed by|artist|singer|band|by',
  recipient: 'to|for|pay|paying|send|sending',
};

/** Which role a property names, from its name and description, or null. */
export function personRole(name: string, description: string): PersonRole | null {
  const about = `${name} ${description}`.toLowerCase();
  if (/(recipient|receiver|payee|beneficiary|receiving)/.test(about)) return 'recipient';
  if (/direct/.test(about)) return 'director';
  if (/(actor|actress|starring|cast|stars)/.test(about)) return 'actor';
  if (/(artist|singer|band|performer|musician)/.test(about)) return 'artist';
  return null;
}

// a word ("Kolsch", "O'Neil") or an initial ("J."); a full stop after a word ends the name
const CAPITAL_NAME = "[A-Z](?:\\.|[\\p{L}'’-]*)(?:\\s+(?:(?:de|da|van|von|der|del|di|le|la|bin|al)\\s+)?[A-Z](?:\\.|[\\p{L}'’-]*)){0,3}";
const LOWER_NAME = "[a-z][a-z'’-]+\\s+[a-z][a-z'’-]+";
const STOP = new Set(['and', 'or', 'in', 'it', 'me', 'my', 'a', 'an', 'the', 'some', 'any', 'that', 'this', 'who', 'which', 'from', 'for', 'at', 'on', 'of', 'to', 'is']);

const capitalise = (s: string) => s.replace(/(^|\s)([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());

function afterCue(text: string, cue: string): Array<{ name: string; index: number }> {
  const out: Array<{ name: string; index: number }> = [];
  for (const m of text.matchAll(new RegExp(`\\b(?:${cue})\\s+(${CAPITAL_NAME})`, 'gu'))) out.push({ name: m[1]!.replace(/[.’']$/, ''), index: m.index });
  for (const m of text.matchAll(new RegExp(`\\b(?:${cue})\\s+(${LOWER_NAME})\\b`, 'g'))) {
    const words = m[1]!.split(/\s+/);
    if (words.some((w) => STOP.has(w) || isPlainWord(w))) continue;
    out.push({ name: capitalise(m[1]!), index: m.index });
  }
  return out.sort((a, b) => a.index - b.index);
}

/**
 * The person the text names for `role`: the name after that role's words first; else a name
 * the tagger finds that no other role's words claim. Null when none.
 */
export function personFor(text: string, role: PersonRole): string | null {
  const own = afterCue(text, CUES[role]).filter((n) => !/^(?:I|It|The|A|An)$/.test(n.name));
  const claimed = (Object.keys(CUES) as PersonRole[]).filter((r) => r !== role && r !== 'recipient').flatMap((r) => afterCue(text, CUES[r]).map((n) => n.name.toLowerCase()));
  // a name another role's words claim more specifically ("directed by X" over "by X") is theirs
  const mine = own.find((n) => !claimed.includes(n.name.toLowerCase()) || role !== 'artist');
  if (mine) return mine.name;
  return findNames(text).people.find((p) => !claimed.some((c) => c.includes(p.toLowerCase()) || p.toLowerCase().includes(c))) ?? null;
}
