/**
 * What people say, read with two well-kept language libraries instead of word lists of our own:
 * - chrono-node (dates and times in plain English: "next Thursday", "at 11:30 am", "from the 5th
 *   to the 9th", resolved against the simulator's fixed reference date, so it stays deterministic);
 * - compromise (a small rule-based English tagger: number words, people, places, organisations and
 *   proper-noun spans such as "Little Hunan" or "Born This Way").
 * Both are pure JavaScript with no data download and answer in well under a millisecond for a
 * sentence. chrono-node loads with the simulator; compromise, whose set-up costs about 0.3 s of CPU
 * (it builds its lexicon), loads the first time a message needs it (`loadLanguage`). A few spoken forms chrono does not read ("a quarter past
 * 5 in the evening", "8 in the night", "five pm") are rewritten into ones it does first.
 */
import * as chrono from 'chrono-node';
import type compromise from 'compromise';

let nlp: typeof compromise | null = null;

/**
 * Thrown by a reading that needs compromise before it is loaded. The simulator's model loads it
 * and simulates the call again: every reading is pure, so the second pass gives what one pass with
 * the library loaded would have, and a run that never needs it never pays for it.
 */
export class LanguageNotLoaded extends Error {
  constructor() {
    super('the simulator read a message before its language library was loaded (await loadLanguage())');
  }
}

export async function loadLanguage(): Promise<void> {
  nlp ??= (await import('compromise')).default;
}

export const languageLoaded = (): boolean => nlp !== null;

function tag(text: string) {
  if (!nlp) throw new LanguageNotLoaded();
  return nlp(text);
}

/**
 * Results per text, kept for the texts of recent turns: a conversation's earlier messages are read
 * again at every turn and by every candidate tool, and tagging a sentence costs milliseconds. The
 * cache only remembers pure results, so answers stay the same with or without it.
 */
function memo<T>(fn: (text: string, extra: string) => T): (text: string, extra?: string) => T {
  const cache = new Map<string, T>();
  return (text, extra = '') => {
    const key = `${extra}\u0000${text}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = fn(text, extra);
    if (cache.size >= 512) cache.delete(cache.keys().next().value as string);
    cache.set(key, value);
    return value;
  };
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const WORD = Object.keys(NUMBER_WORDS).join('|');

/** Spoken clock forms into ones chrono reads: "quarter past 5 in the evening" -> "5:15 pm", "afternoon 3" -> "3 pm". */
export function normaliseTimes(text: string): string {
  const hour = (h: string) => String(NUMBER_WORDS[h.toLowerCase()] ?? h);
  return text
    .replace(/\bo["’]clock\b/gi, "o'clock")
    .replace(new RegExp(`\\b(${WORD})(?=\\s*(?:o'?clock|am|pm|a\\.m\\.|p\\.m\\.|in the (?:morning|afternoon|evening|night)|at night)\\b)`, 'gi'), (_m, h: string) => hour(h))
    .replace(new RegExp(`\\b(?:a\\s+)?quarter past (\\d{1,2}|${WORD})\\b`, 'gi'), (_m, h: string) => `${hour(h)}:15`)
    .replace(new RegExp(`\\bhalf past (\\d{1,2}|${WORD})\\b`, 'gi'), (_m, h: string) => `${hour(h)}:30`)
    .replace(new RegExp(`\\b(?:a\\s+)?quarter to (\\d{1,2}|${WORD})\\b`, 'gi'), (_m, h: string) => `${(Number(hour(h)) + 11) % 12 || 12}:45`)
    .replace(/\b(\d{1,2}(?::\d{2})?)\s*(?:o'?clock\s*)?(?:in the (?:afternoon|evening|night)|at night|tonight)\b/gi, '$1 pm')
    .replace(/\b(\d{1,2}(?::\d{2})?)\s*(?:o'?clock\s*)?in the morning\b/gi, '$1 am')
    // "afternoon 3", "morning 11", "evening 4:30": the part of the day first, then the hour
    .replace(new RegExp(`\\b(morning|afternoon|evening|night)\\s+(?:at\\s+|around\\s+)?(\\d{1,2}(?::\\d{2})?|${WORD})\\b(?!\\s*(?::\\d|o'?clock|am\\b|pm\\b|a\\.m\\.|p\\.m\\.))`, 'gi'), (_m, part: string, h: string) => `${hour(h)} ${part.toLowerCase() === 'morning' ? 'am' : 'pm'}`)
    .replace(/\bnoon\b/gi, '12:00 pm')
    .replace(/\bmidnight\b/gi, '12:00 am');
}

function refDate(reference: string): Date {
  const [y, m, d] = reference.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!, 12));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Clock times said in the text, as HH:MM (24-hour), in order. */
export const findTimes = memo((text: string, reference: string): string[] => {
  const out: string[] = [];
  for (const r of chrono.parse(normaliseTimes(text), refDate(reference), { forwardDate: true })) {
    for (const c of [r.start, r.end]) {
      // a clock time is said with a number ("now", "tonight", "this evening" name no time)
      if (!c || !c.isCertain('hour') || !/\d/.test(r.text)) continue;
      // "at 7" with no am/pm: a bare number this small is a count more often than a time
      if (!c.isCertain('meridiem') && !c.isCertain('minute') && !/(?:at|by|around|for)\s+\d{1,2}\b|o'?clock/i.test(r.text)) continue;
      out.push(`${pad(c.get('hour') ?? 0)}:${pad(c.get('minute') ?? 0)}`);
    }
  }
  return out;
});

export interface SaidDate {
  iso: string;
  /** the text that said it */
  text: string;
  /** where in the text (approximately, for ordering), and whether it ends a range ("to the 9th") */
  index: number;
  end?: boolean;
}

const vagueDate = (o: SaidDate) => /^(?:this|next|that) (?:month|week|year)$/i.test(o.text.trim());

/** Calendar dates said in the text (a range gives its start and end), resolved against `reference`. */
export const findCalendarDates = memo((text: string, reference: string): SaidDate[] => {
  const out: SaidDate[] = [];
  const ref = refDate(reference);
  for (const r of chrono.parse(normaliseTimes(text), ref, { forwardDate: true })) {
    const at = text.indexOf(r.text);
    // "not right now" is no date; "today" is read by the simulator's own reader
    if (/^(?:right )?now$/i.test(r.text.trim())) continue;
    for (const c of [r.start, r.end]) {
      if (!c || !(c.isCertain('day') || c.isCertain('weekday') || c.isCertain('month'))) continue;
      const d = c.date();
      // a range's start is said by the words before its joint ("9th" of "9th until 12th of March"),
      // so a reader that took the end alone does not hide the start
      const said = r.end && c === r.start ? (r.text.split(/\s*(?:-|–|\buntil\b|\btill\b|\bthrough\b|\bthru\b|\bto\b)\s*/i)[0] ?? r.text) : r.text;
      out.push({ iso: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, text: said, index: at >= 0 ? at : r.index, ...(c === r.end ? { end: true } : {}) });
    }
  }
  // "the 8th", "on the 13th", "up to 11th of this month", "from 9th until 12th" (chrono wants a
  // month): a day said after a word that takes a date, this month or the next if it is past; "of
  // next month" the next ("the 5th floor", "3rd Street" have no such word before them)
  const ordinal = /\b(?:the|on|from|to|until|till|til|through|thru|by|before|after|starting|and|or) (\d{1,2})(?:st|nd|rd|th)\b(?! of (?:january|february|march|april|may|june|july|august|september|october|november|december))(?!\s+(?:floor|street|st\b|avenue|ave\b|road|rd\b|place|row|grade|century|time|try))(?: of (this|next) month\b)?/gi;
  for (const m of text.matchAll(ordinal)) {
    const day = Number(m[1]);
    const bare = m[0].replace(/^\w+ /, '').replace(/ of (?:this|next) month$/i, '');
    if (day < 1 || day > 31 || out.some((o) => !vagueDate(o) && o.text.includes(bare))) continue;
    const [y, mo, d] = reference.split('-').map(Number);
    const month = m[2]?.toLowerCase() === 'next' ? mo! + 1 : m[2] ? mo! : day >= d! ? mo! : mo! + 1;
    const date = new Date(Date.UTC(y!, month - 1, day));
    out.push({ iso: date.toISOString().slice(0, 10), text: m[0], index: m.index + m[0].search(/\d/) });
  }
  // "the 14th of this month": the day, not the month's first day chrono reads from "this month"
  return out.some((o) => !vagueDate(o)) ? out.filter((o) => !vagueDate(o)) : out;
});

/** Numbers said in the text, words included ("for six people" -> 6), with the words around them. */
export const findNumbers = memo((text: string): Array<{ value: number; after: string; before: string }> => {
  const doc = tag(text);
  const out: Array<{ value: number; after: string; before: string }> = [];
  for (const n of doc.numbers().json() as Array<{ text: string; number?: { num?: number } }>) {
    const value = n.number?.num;
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    const at = text.indexOf(n.text);
    out.push({ value, before: at > 0 ? text.slice(Math.max(0, at - 24), at) : '', after: at >= 0 ? text.slice(at + n.text.length, at + n.text.length + 24) : '' });
  }
  return out;
});

const trimName = (s: string) => s.replace(/^[\s,.;:!?'"]+|[\s,.;:!?'"]+$/g, '').replace(/^(?:the|a|an)\s+/i, '');

export interface Names {
  people: string[];
  places: string[];
  organisations: string[];
  /** capitalised spans that are not at the start of a sentence, titles included */
  proper: string[];
}

/** People, places, organisations and proper-noun spans in the text. */
export const findNames = memo((text: string): Names => {
  const doc = tag(text);
  const list = (v: string[]) => [...new Set(v.map(trimName).filter((s) => s.length > 1))];
  return {
    people: list(doc.people().out('array') as string[]),
    places: list(doc.places().out('array') as string[]),
    organisations: list(doc.organizations().out('array') as string[]),
    proper: list([...(doc.match('#ProperNoun+').out('array') as string[]), ...titleSpans(text)]),
  };
});

// "in" and "at" end a title: "Captain Marvel in Morgan Hill" is a film and a place
const SMALL = new Set(['of', 'the', 'a', 'an', 'and', 'on', 'to', 'for', 'vs', 'by', 'de', 'la', 'le', '&']);
const NOT_NAMES = new Set(['i', "i'm", "i'd", "i'll", 'yes', 'no', 'ok', 'okay', 'please', 'thanks', 'thank', 'hi', 'hello', 'sure', 'great', 'can', 'could', 'would', 'will', 'what', 'how', 'is', 'are', 'do', 'does', 'that', 'this', 'it', 'my', 'me', 'let', "let's", 'lets', 'actually', 'also', 'and', 'but', 'so', 'well', 'find', 'book', 'play', 'search', 'look', 'get', 'show', 'tell', 'give', 'yeah', 'nope', 'alright', 'perfect', 'sounds', 'any', 'some', 'there', 'when', 'where', 'which', 'who', 'why']);
const MONTHS_DAYS = /^(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow)$/i;

/** Runs of capitalised words ("Giants Vs Dodgers", "Bj's", "Born This Way"), small joiners allowed inside. */
export function titleSpans(text: string): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const tokens = sentence.split(/\s+/).filter(Boolean);
    let run: string[] = [];
    let start = 0;
    const flush = () => {
      while (run.length > 0 && SMALL.has(run.at(-1)!.toLowerCase())) run.pop();
      // a lone capitalised first word is just the start of a sentence ("Purchase 2 cables"),
      // unless it is no plain word ("Bj's")
      if (run.length === 1 && start === 0 && /^[A-Z][a-z]+$/.test(run[0]!)) run = [];
      if (run.length > 0) out.push(trimName(run.join(' ')));
      run = [];
    };
    tokens.forEach((raw, i) => {
      const word = raw.replace(/^["'(]+|[)"',.;:!?]+$/g, '');
      // inside a run of capitalised words, any capitalised word belongs to the title ("Born This Way")
      const inTitle = run.length > 0 && i > 0 && /^[A-Z][a-z]+$/.test(word) && word !== 'I' && i + 1 < tokens.length && /^[A-Z]/.test(tokens[i + 1]!);
      const capital = /^[A-Z][\w'&!-]*$/.test(word) && !/^(?:I|It|That|There|Here|What|Who|He|She|We|They|You|Let|Where|How)'/.test(word) && (inTitle || (!(i === 0 && NOT_NAMES.has(word.toLowerCase())) && !NOT_NAMES.has(word.toLowerCase()) && !MONTHS_DAYS.test(word)));
      const firstWord = i === 0 && !capital;
      if (capital && run.length === 0) start = i;
      if (capital && !(i === 0 && /^[A-Z][a-z]+$/.test(word) && /^(I|We|You|He|She|They|It|Can|Could|Would|Please|Find|Book|Play|Search|Look|Show|Get|Do|Is|Are|What|How|Where|When)$/.test(word))) run.push(word);
      else if (run.length > 0 && SMALL.has(word.toLowerCase()) && !firstWord) run.push(word);
      else flush();
      if (/[,.;:!?]$/.test(raw)) flush();
    });
    flush();
  }
  return out.filter((s) => s.length > 1 && !/^\d+$/.test(s));
}

const STREET = "(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Place|Pl|Court|Ct|Square|Sq|Terrace|Parkway|Pkwy|Highway|Hwy|Crescent|Close|Row|Alley)";

/** A street address: "12 Elm Street", "Maple Avenue", "5th Ave and Main St" (number optional). */
export function findAddress(text: string): string | null {
  const re = new RegExp(`\\b((?:\\d{1,5}[A-Za-z]?\\s+)?(?:[A-Z0-9][\\w'-]*\\s+){1,3}${STREET}\\b\\.?(?:\\s+(?:and|&)\\s+(?:[A-Z0-9][\\w'-]*\\s+){1,3}${STREET}\\b)?)`, 'g');
  for (const m of text.matchAll(re)) {
    const words = m[1]!.replace(/\.$/, '').split(/\s+/);
    // "There's a deep pothole On Maple Avenue": drop leading words that are not part of a name
    while (words.length > 2 && /^(?:on|at|in|by|near|the|a|an|my|our)$/i.test(words[0]!)) words.shift();
    return words.join(' ');
  }
  // a house number and a capitalised street name without a street word: "1850 El Camino Real"
  const numbered = text.match(/\b(\d{1,5}[A-Za-z]?(?:\s+[A-Z][\w'-]*){2,4})(?=\s*(?:[.,!?;#]|$|\s+(?:for|at|on|in|and|please)\b))/);
  if (numbered && !numbered[1]!.split(/\s+/).slice(1).some((w) => MONTHS_DAYS.test(w) || /^(?:AM|PM|People|Persons?|Tickets?|Rooms?|Seats?|Adults?|Guests?)$/i.test(w))) return numbered[1]!;
  return null;
}

/** A word English uses as a verb, adjective, adverb or pronoun ("watch", "general"): not a name written in lower case. */
export const isPlainWord = memo((word: string): boolean => {
  const tags = wordTags(word);
  return ['Verb', 'Adjective', 'Adverb', 'Pronoun', 'Determiner', 'Value', 'Date', 'Plural'].some((t) => tags.has(t));
});

/**
 * A word that names no thing ("another", "great", "watch", or a unit that is counted: "days",
 * "rooms"); "boots" does. A fixed list, not the
 * tagger: this runs on every title and subject slot, and tagging a lone word is no better.
 */
const NAMES_NOTHING = new Set(
  'another other others else something anything nothing everything one ones it this that these those them they some any all each every more most less same different such own great good fine nice perfect cool okay ok sure right correct wonderful awesome excellent amazing lovely best better new old first last next watch see play go find book buy get listen look search show try do have want like need please thanks yes no maybe day days night nights week weeks month months year years hour hours time times people person persons room rooms ticket tickets seat seats'.split(' '),
);
export const namesNothing = (word: string): boolean => NAMES_NOTHING.has(word.toLowerCase());

/** "Nairobi Kenya": the city without the country or region said after it. */
export function withoutRegion(place: string): string {
  const words = place.split(/\s+/);
  if (words.length < 2) return place;
  const tags = wordTags(words.at(-1)!);
  return tags.has('Country') || tags.has('Region') ? words.slice(0, -1).join(' ').replace(/[\s,]+$/, '') : place;
}

const wordTags = (word: string) => new Set((tag(word).json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms[0]?.tags ?? []);
