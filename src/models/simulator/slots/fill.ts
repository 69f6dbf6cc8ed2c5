/**
 * Arguments for a call, one property at a time from its JSON Schema (name, description, type,
 * format, enum, pattern) and the conversation: the user's latest message first, then earlier
 * messages of the same request (when the agent had asked for more), then what tools returned
 * (a result field with the property's name, "amount" for an amount, or an identifier). Each kind
 * of value has its reader: dates.ts, numbers.ts, identifiers.ts, places.ts, enums.ts, subject.ts.
 *
 * A required property with no value is reported as missing (the agent asks for it by its
 * description) instead of being filled with junk; optional ones are left out. When the call is
 * forced (toolChoice "required", a tool the instructions name, a group-chat bookkeeping tool),
 * a missing value gets the schema's default, first enum value, minimum or the request's text.
 */
import type { JsonSchema } from '../../../graph/schema.ts';
import { contentStems } from '../intent/tokens.ts';
import { findMonth, REFERENCE_DATE } from './dates.ts';
import { dateFor, datesWithRoles } from './dateRoles.ts';
import { matchEnum } from './enums.ts';
import { findByPattern, matchesPattern, findEmail, findIban, findLast4, findUsername, identifierIn } from './identifiers.ts';
import { findAnyNumber, findCount, findCurrency, findMoney, currencyOf } from './numbers.ts';
import { expandPlace, findLowerPlace, findPlace, type PlaceRole } from './places.ts';
import { quoted, subjectOf } from './subject.ts';
import { findAddress, findNames, withoutRegion, findNumbers, findTimes, isPlainWord, namesNothing, titleSpans } from './language.ts';
import { plainLabel } from './labels.ts';
import { kindDomains, kindIn } from './kinds.ts';
import { personFor, personRole } from './people.ts';

export interface SlotSources {
  /** the user's latest message */
  current: string;
  /** earlier user messages of the same request, newest first */
  thread: string[];
  /** tool results, newest first, parsed when they are JSON, with the arguments of their call */
  results: Array<{ name: string; value: unknown; text: string; args?: Record<string, unknown> }>;
  /** group chats: the text being worked on (a plan step), read before the messages */
  focus?: string;
  /** stems of the tool itself, left out of search words */
  own?: ReadonlySet<string>;
  /** fill what is missing with a best guess instead of reporting it */
  forced?: boolean;
  reference?: string;
  /** the dialogue state: earlier human messages outside the request, newest first */
  history?: string[];
  /** arguments of earlier calls in the conversation, newest first (a city given before) */
  previousArgs?: Array<Record<string, unknown>>;
  /** the reply the person is answering: a value it asked for may come bare ("Palo Alto") */
  previousReply?: string;
}

export interface MissingSlot {
  name: string;
  /** how to ask for it: the schema description, else the name in words */
  label: string;
}

export interface Filled {
  args: Record<string, unknown>;
  missing: MissingSlot[];
  /** properties filled by inference rather than from what was said (the party of an earlier booking); absent when none */
  inferred?: MissingSlot[];
}

const FREE_TEXT = /(reason|summary|message|detail|description|note|comment|text|content|question|issue|problem|feedback|prompt|body|explanation|why|input)/i;
const SUBJECT = /(query|search|keyword|term|item|product|topic|subject|name|title|medication|medicine|drug|goods|article|model)/i;
const ID = /(^id$|_id$|Id$|ID$|_?number$|_no$|_code$|^code$|_ref$|reference$)/;
const MONEY = /(amount|price|cost|total|sum|fee|refund|balance|budget|payment|value)/i;
const COUNT = /(passengers?|guests?|people|persons?|travell?ers?|adults?|children|kids|seats?|tickets?|rooms?|nights?|days?|quantity|qty|count|number_of|num_|units?|copies|steps?|(?:group|party)_?size|size of (?:the )?(?:group|party)|party)/i;
const DATE = /(date|day$|^day|check_?in|check_?out|start|end|from|until|deadline|dob|birth|when)/i;
const END = /(end|until|check_?out|return|to_date|last|drop_?off)/i;
const YES = /\b(yes|yeah|yea|yep|yup|confirm|confirmed|agree|sure|ok|okay|please do|go ahead|do it)\b/i;
const NO = /\b(no|nope|don'?t|do not|cancel|stop)\b/i;

export function fillArguments(schema: JsonSchema, sources: SlotSources): Filled {
  const missing: MissingSlot[] = [];
  const inferred: MissingSlot[] = [];
  const args = fillObject(schema, sources, '', missing, inferred);
  return inferred.length > 0 ? { args, missing, inferred } : { args, missing };
}

function fillObject(schema: JsonSchema, sources: SlotSources, prefix: string, missing: MissingSlot[], inferred: MissingSlot[] = []): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(properties)) {
    const isRequired = required.has(key);
    let value = fillValue(prop, key, sources, isRequired, `${prefix}${key}`, missing);
    // the dialogue state: a value given for an earlier call (the city of the search, now the booking)
    if ((value === undefined || (!isRequired && value === defaultOf(prop))) && prefix === '') value = fromPreviousCalls(sources, key, prop) ?? value;
    // ...and what a tool found (the bus's departure time, the event's date): a result field of that
    // name, for a value the call cannot go without (an optional filter is the person's to set)
    if (value === undefined && isRequired && prefix === '') value = coerce(prop, fromResults(sources, key, (v) => coerce(prop, v) !== undefined));
    if (value === undefined && isRequired && prefix === '') {
      value = partyFromPreviousCalls(sources, key, prop);
      if (value !== undefined) inferred.push({ name: key, label: labelOf(key, prop) });
    }
    // a value the person gave that a look-up already used ("from Sacramento" for the car search)
    // gives way to what that look-up found for this property (the pick-up point it returned):
    // accepting the result ("Yes, that works") accepts its values
    if (value !== undefined && prefix === '') value = foundFor(sources, key, prop, value) ?? value;
    if (value !== undefined) out[key] = value;
    else if (isRequired && nullable(prop)) out[key] = null;
    else if (isRequired) {
      missing.push({ name: `${prefix}${key}`, label: labelOf(key, prop) });
      out[key] = null;
    }
  }
  for (const key of Object.keys(properties)) {
    const end = endAfterStart(properties, out, key, sources);
    if (end === undefined) continue;
    out[key] = end;
    const at = missing.findIndex((m) => m.name === `${prefix}${key}`);
    if (at >= 0) missing.splice(at, 1);
  }
  const lone = loneDate(properties, out, sources);
  if (lone) {
    out[lone.key] = lone.iso;
    const at = missing.findIndex((m) => m.name === `${prefix}${lone.key}`);
    if (at >= 0) missing.splice(at, 1);
  }
  return out;
}

/**
 * A tool with one date takes the date said, whatever the words before it would make of it in a
 * range ("I would like to check out March 14th" for an event's date: no stay has an end here).
 */
function loneDate(properties: Record<string, JsonSchema>, out: Record<string, unknown>, sources: SlotSources): { key: string; iso: string } | undefined {
  const describe = (p: JsonSchema) => (typeof p.description === 'string' ? p.description : '');
  const dates = Object.entries(properties).filter(([k, p]) => (p.type === undefined || p.type === 'string') && !isTime(p, k, describe(p)) && isDate(p, k, describe(p)) && !/month/i.test(k));
  if (dates.length !== 1) return undefined;
  const key = dates[0]![0];
  if (out[key] !== undefined && out[key] !== null) return undefined;
  const reference = sources.reference ?? REFERENCE_DATE;
  const iso = firstOf(texts(sources), (t) => datesWithRoles(t, reference)[0]?.iso ?? null);
  return iso ? { key, iso } : undefined;
}

/** The schema's default, also inside a nullable wrapper (`anyOf: [{ type, default }, { type: 'null' }]`). */
export function defaultOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return Array.isArray(variants) ? variants.find((v) => v.default !== undefined)?.default : undefined;
}

function nullable(schema: JsonSchema): boolean {
  if (Array.isArray(schema.type)) return (schema.type as unknown[]).includes('null');
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return Array.isArray(variants) && variants.some((v) => v.type === 'null');
}

function labelOf(name: string, schema: JsonSchema): string {
  const label = plainLabel(name, typeof schema.description === 'string' ? schema.description : '');
  // a yes/no property is asked as a whether-question: "whether it is urgent"
  if (schema.type === 'boolean' && !/^whether\b/i.test(label)) {
    // "ride is shared with other passengers" says its own verb: "whether the ride is shared …"
    if (/^[a-z]+ (?:is|are|can|will|has|have)\b/i.test(label)) return `whether ${/^(?:the|a|an|it|they)\b/i.test(label) ? '' : 'the '}${label}`;
    const words = label.replace(/^(?:is|has|have)\s+/i, '');
    return /^(?:has|have)\b/i.test(label) ? `whether it has ${words}` : `whether it is ${words}`;
  }
  return label;
}

/** A result value as the property takes it (type, enum, pattern; "True" and "2" as services print them), or undefined. */
function coerce(schema: JsonSchema, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(schema.enum)) return schema.enum.includes(value) ? value : undefined;
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') {
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
    return Number.isFinite(n) && (type === 'number' || Number.isInteger(n)) ? n : undefined;
  }
  if (type === 'boolean') return typeof value === 'boolean' ? value : value === 'True' || value === 'true' ? true : value === 'False' || value === 'false' ? false : undefined;
  if ((type !== undefined && type !== 'string') || typeof value !== 'string') return undefined;
  return typeof schema.pattern !== 'string' || matchesPattern(value, schema.pattern) ? value : undefined;
}

/** A value an earlier call of the conversation took for a property of the same name. */
function fromPreviousCalls(sources: SlotSources, key: string, schema: JsonSchema): unknown {
  for (const args of sources.previousArgs ?? []) {
    const value = args[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(schema.enum) && !schema.enum.includes(value)) continue;
    return value;
  }
  return undefined;
}

/** A property that counts the people of the party: riders, passengers, guests, seats, tickets. */
const PARTY_KEY = /(riders?|passengers?|guests?|people|persons?|travell?ers?|attendees|(?:party|group)_?size|number_of_(?:seats|tickets))$/i;

/**
 * The count of people an earlier call took under another name: the table for four is the four
 * riders of the cab there (the party goes on together). Inferred, not said, so an action that
 * takes it is confirmed first.
 */
function partyFromPreviousCalls(sources: SlotSources, key: string, schema: JsonSchema): unknown {
  if (!PARTY_KEY.test(key)) return undefined;
  for (const args of sources.previousArgs ?? []) {
    for (const [other, value] of Object.entries(args)) {
      if (other === key || !PARTY_KEY.test(other)) continue;
      const count = coerce(schema, typeof value === 'number' && Array.isArray(schema.enum) ? String(value) : value);
      if (count !== undefined) return count;
    }
  }
  return undefined;
}

/** undefined: no value (the caller decides between missing, null and leaving it out). */
function fillValue(schema: JsonSchema, name: string, sources: SlotSources, required: boolean, path: string, missing: MissingSlot[]): unknown {
  if ('const' in schema) return schema.const;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants) && variants.length > 0) {
    for (const variant of variants.filter((v) => v.type !== 'null')) {
      const value = fillValue({ description: schema.description, ...variant }, name, sources, false, path, missing);
      if (value !== undefined) return value;
    }
    return guess(variants.find((v) => v.type !== 'null') ?? {}, name, sources, required);
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
  const found = read(schema, type, name, sources, path, missing);
  return found !== undefined ? found : guess(schema, name, sources, required);
}

/** Forced calls and defaults: never an identifier, never words dressed up as a value. */
function guess(schema: JsonSchema, name: string, sources: SlotSources, required: boolean): unknown {
  if (schema.default !== undefined) return schema.default;
  // a choice a model makes on its own when nothing is said (priority: normal)
  const neutral = Array.isArray(schema.enum) ? schema.enum.find((v) => /^(normal|medium|standard|default|regular|other|unspecified)$/i.test(String(v))) : undefined;
  if (required && neutral !== undefined) return neutral;
  if (!required || !sources.forced) return undefined;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (ID.test(name)) return undefined;
  return (sources.focus ?? sources.current).trim() || undefined;
}

/** The texts to read, most relevant first. */
function texts(sources: SlotSources): string[] {
  return [...(sources.focus ? [sources.focus] : []), sources.current, ...sources.thread];
}

/** The request's texts and then the rest of the conversation: values said earlier still hold. */
function stateTexts(sources: SlotSources): string[] {
  return [...texts(sources), ...(sources.history ?? [])];
}

/** The agent's last reply asked for this property (so a bare answer is its value). */
function wasAsked(sources: SlotSources, name: string, description: string): boolean {
  // (the question itself: "I would take the number of riders as 2. Shall I go ahead?" asks for no number)
  const question = (sources.previousReply ?? '').trimEnd().split(/(?<=[.!?])\s+/).at(-1) ?? '';
  return question.endsWith('?') && question.toLowerCase().includes(plainLabel(name, description).toLowerCase());
}

function firstOf<T>(list: string[], reader: (text: string) => T | null | undefined): T | undefined {
  for (const text of list) {
    const value = reader(text);
    if (value !== null && value !== undefined) return value;
  }
  return undefined;
}

const PERSON = /(^|_)(person|customer|patient|contact|caller|recipient|passenger|guest|full)_?name$|^(name|full_name|your_name)$|director|directed_by|^artist$|author|actor|starring|^cast$|singer|performer/i;
/** A free-text property that says which kind: "American food" is the cuisine, "Drama films" the genre. */
const DESCRIPTOR = /(cuisine|genre|category|^type$|_type$|kind|style|subcategory)/i;
const KIND_NOUNS = /^(food|foods|cuisine|meal|dishes|restaurants?|places?|movies?|films?|shows?|music|songs?|events?|games?|concerts?|type|kind|style|genre|cars?|rides?)$/i;

/**
 * What a place serves is the kind of food: "a restaurant which serves Taiwanese", "something that
 * serves Brasserie" (not in a question: "Do they serve alcohol?" asks about a result).
 */
function servedIn(text: string): string | null {
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (sentence.trim().endsWith('?')) continue;
    const m = /\bserv(?:e|es|ing)\s+(?:some\s+|good\s+|great\s+|only\s+|authentic\s+)?([A-Za-z][\w'-]*)(?:\s+(?:food|cuisine|dishes|meals?))?/i.exec(sentence);
    const word = m?.[1];
    if (!word || /^(?:food|the|a|an|me|us|you|it|them|people|customers|drinks?|alcohol|liquor|beer|wine|breakfast|lunch|dinner|meals?|dishes|until|till|from|at|in|on|for|to)$/i.test(word) || namesNothing(word)) continue;
    return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  }
  return null;
}

/** The word that says which kind in "the American type of food", "an adventure movie", "Drama films". */
function descriptorOf(text: string): string | null {
  const words = text.replace(/[.,!?;:]/g, ' ').split(/\s+/).filter(Boolean);
  for (let i = 1; i < words.length; i++) {
    if (!KIND_NOUNS.test(words[i]!)) continue;
    const before = words[i - 1]!;
    // (nor a verb or a word of liking, "I really enjoy Games events", nor the kind of thing itself,
    // "Games events", "a sports event": no genre or sport is said)
    if (/^(a|an|the|some|any|of|good|great|nice|new|other|this|that|my|me|for|to|in|watch|watching|see|seeing|find|play|like|likes|love|loves|enjoy|enjoys|prefer|really|want|attend|eating|listen|about|and|or)$/i.test(before) || /\d/.test(before) || KIND_NOUNS.test(before) || /^sports?$/i.test(before)) continue;
    return before;
  }
  return null;
}
/** Properties that name a thing: a proper name said for them is their value. */
const NAMED = /(_name$|^name$|title|album|artist|song|movie|film|show|event|venue|restaurant|hotel|property|place_name|director|team|brand|model)/i;

function isTime(schema: JsonSchema, name: string, description: string): boolean {
  if (schema.format === 'time' || /\\d\{2\}:\\d\{2\}/.test(String(schema.pattern ?? ''))) return true;
  return /(^|_)time($|_)/i.test(name) || (/\btime\b/i.test(description) && !/\b(date|times|timezone|time zone|how long|duration)\b/i.test(description) && !DATE.test(name));
}

/** A proper name in the text that no other kind of value claims (not a place, date or number). */
function properName(text: string, sources: SlotSources): string | null {
  void sources;
  const names = titleSpans(text);
  if (names.length === 0) return null;
  const spans = names.filter((n) => !names.some((m) => m !== n && m.includes(n)));
  return spans[0] ?? null;
}

/** A short reply to our question, without its lead-in ("Let's try Palo Alto." -> "Palo Alto"). */
function bareAnswer(text: string): string | undefined {
  const cleaned = text
    .trim()
    .replace(/^(?:(?:yes|yeah|yea|yep|yup|ok|okay|sure|well|hmm|um|so|actually|maybe|i think|i guess|please)[,.!]?\s+)+/i, '')
    .replace(/^(?:(?:it'?s|it is|that'?s|that is|i'?d like|i would like|i want|let'?s (?:try|do|go with)|how about|make it|try|go with|in|at|on|for|the|a|an)\s+)+/i, '')
    .replace(/[\s.!?]+$/, '')
    .replace(/\s+(?:please|thanks|thank you)$/i, '');
  const words = cleaned.split(/\s+/).filter(Boolean);
  // "Yes.", "Great.", "Book the reservation": agreeing or asking to act is no value
  if (words.length > 0 && (namesNothing(words[0]!.replace(/[^\p{L}']/gu, '')) || (YES.test(cleaned) && words.length <= 2))) return undefined;
  // a sentence about something else is not an answer ("I would like for it to be in San Jose")
  if (words.some((w) => /^(it|i|me|my|you|to|be|is|are|was|that|this|there|what|when|where|how|can|could|would|will)$/i.test(w))) return undefined;
  return words.length > 0 && words.length <= 5 ? cleaned : undefined;
}

/** A free-text field: the part that says why or what, not the whole message read back. */
function freeText(text: string): string | undefined {
  const trimmed = text.trim();
  // "…because my employer fired me": the reason, not the greeting and the name before it
  const because = trimmed.match(/\b(?:because|since|due to)\s+(.+?)[.!?]*$/i);
  if (because) return because[1]!.trim();
  return trimmed || undefined;
}

function read(schema: JsonSchema, type: string, name: string, sources: SlotSources, path: string, missing: MissingSlot[]): unknown {
  const description = typeof schema.description === 'string' ? schema.description : '';
  const about = `${name} ${description}`;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const values = schema.enum;
    return firstOf(stateTexts(sources), (t) => matchEnum(values, t)) ?? fromResults(sources, name, (v) => values.includes(v));
  }
  switch (type) {
    case 'object': {
      const nested = fillObject(schema, sources, `${path}.`, missing);
      return Object.keys(nested).length > 0 ? nested : undefined;
    }
    case 'array': {
      const item = fillValue((schema.items as JsonSchema | undefined) ?? { type: 'string' }, name.replace(/s$/, ''), sources, false, path, []);
      return item === undefined || item === null ? undefined : [item];
    }
    case 'boolean':
      return readBoolean(name, description, sources);
    case 'integer':
    case 'number': {
      const n = readNumber(name, description, sources);
      if (n === undefined) return undefined;
      let value = n;
      if (typeof schema.minimum === 'number') value = Math.max(value, schema.minimum);
      if (typeof schema.maximum === 'number') value = Math.min(value, schema.maximum);
      return type === 'integer' ? Math.round(value) : value;
    }
    default:
      return readString(schema, name, description, about, sources);
  }
}

/**
 * A yes/no property from plain words: the thing it is about said ("that sells alcohol",
 * "somewhere with wifi") is true, said with a negation ("no pets", "without") false; a bare yes or
 * no counts only when the agent just asked about it.
 */
function readBoolean(name: string, description: string, sources: SlotSources): boolean | undefined {
  // a property that is itself the person's yes (confirmed, agree, consent) or one we just asked about
  if (wasAsked(sources, name, description) || /(confirm|agree|consent|accept|approv)/i.test(name)) {
    if (YES.test(sources.current)) return true;
    if (NO.test(sources.current)) return false;
  }
  // "true if water is leaking or there is no heat": the condition said in other words
  const condition = description.match(/\b(?:true (?:if|when)|whether)\s+(.+?)(?:[.;]|$)/i)?.[1];
  if (condition) {
    const said = stateTexts(sources).slice(0, 3).flatMap((t) => contentStems(t));
    const hit = condition.split(/\s+or\s+/i).some((alt) => {
      const stems = contentStems(alt);
      const found = stems.filter((s) => said.some((t) => t === s || (s.length > 4 && t.startsWith(s)) || (t.length > 4 && s.startsWith(t))));
      return stems.length > 0 && found.length * 2 >= stems.length;
    });
    if (hit) return true;
  }
  const topic = contentStems(name.replace(/^(is|has|have|allow|allows|with|needs?|wants?|include|includes|offers?|serves?)_|_(allowed|required|needed|ok|welcome|available|enabled|included)$/gi, ' ')).filter((s) => s.length > 2 && !['true', 'fals', 'whether', 'user'].includes(s));
  if (topic.length === 0) return undefined;
  for (const text of stateTexts(sources)) {
    const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
    const stems = contentStems(text);
    if (!topic.every((t) => stems.some((s) => s === t || (s.length > 4 && t.startsWith(s)) || (t.length > 4 && s.startsWith(t))))) continue;
    const first = words.findIndex((w) => contentStems(w).some((s) => topic.includes(s) || topic.some((t) => t.length > 4 && s.startsWith(t))));
    const before = words.slice(Math.max(0, first - 4), Math.max(0, first)).join(' ');
    return !/\b(no|not|without|don'?t|doesn'?t|never|nor)\b/.test(before);
  }
  return undefined;
}

function readNumber(name: string, description: string, sources: SlotSources): number | undefined {
  const found = readNumberInRequest(name, description, sources);
  if (found !== undefined) return found;
  // a bare number answering our question ("Four."), then counts said earlier in the conversation
  if (wasAsked(sources, name, description)) {
    const said = findNumbers(sources.current)[0];
    if (said) return said.value;
  }
  const history = sources.history ?? [];
  if (COUNT.test(name) || COUNT.test(description)) {
    const nouns = contentStems(`${name.replace(/^(number_of|num)_/, '')} ${description}`).filter((s) => !['number', 'numb'].includes(s));
    const people = /(passeng|guest|people|person|travel|adult|seat|ticket|rider|party|group)/i.test(`${name} ${description}`);
    return firstOf([...texts(sources), ...history], (t) => findCount(t, nouns, people) ?? countByLanguage(t, nouns, people));
  }
  return undefined;
}

/** "for six people", "Four tickets", "a party of 3": compromise reads number words anywhere. */
function countByLanguage(text: string, nouns: string[], people: boolean): number | null {
  for (const n of findNumbers(text)) {
    if (!Number.isInteger(n.value) || n.value <= 0 || n.value > 50) continue;
    const after = contentStems(n.after.split(/[.,;!?]/)[0] ?? '').slice(0, 2);
    const before = n.before.toLowerCase();
    if (after.some((s) => nouns.some((x) => x === s || x.startsWith(s) || s.startsWith(x)))) return n.value;
    if (people && (after.some((s) => /^(peopl|person|guest|adult|of us|us)$/.test(s)) || /\b(for|party of|group of|table for)\s*$/.test(before))) return n.value;
  }
  return null;
}

/** Money said in words: "one hundred and eighty dollars", "nine hundred bucks" (compromise reads the number). */
function spokenMoney(text: string): number | undefined {
  const said = findNumbers(text).find((n) => n.value > 0 && currencyOf(n.after.trim().split(/[\s.,;!?]+/)[0]));
  return said?.value;
}

function readNumberInRequest(name: string, description: string, sources: SlotSources): number | undefined {
  const list = texts(sources);
  if (MONEY.test(name) || /\b(USD|EUR|GBP|dollars?|euros?|currency|price)\b/i.test(description)) {
    // an amount said a message before ("transfer 1,640 dollars", then "send it to Philip") still holds
    const money = (t: string) => findMoney(t)?.amount ?? spokenMoney(t);
    return firstOf(list, money) ?? numberFromResults(sources, name) ?? firstOf((sources.history ?? []).slice(0, 3), money);
  }
  if (/steps?/i.test(name) && sources.focus) {
    const numbered = sources.focus.match(/^\s*\d+[.)]/gm);
    if (numbered) return numbered.length;
  }
  if (COUNT.test(name) || COUNT.test(description)) {
    const nouns = contentStems(`${name.replace(/^(number_of|num)_/, '')} ${description}`).filter((s) => !['number', 'numb'].includes(s));
    const people = /(passeng|guest|people|person|travel|adult|seat|ticket|rider|party|group)/i.test(`${name} ${description}`);
    const generic = /^(quantity|qty|count|units?|copies|number)$/i.test(name);
    const counted = firstOf(list, (t) => findCount(t, nouns, people) ?? (generic ? findAnyNumber(t) : null)) ?? numberFromResults(sources, name);
    // "order a laptop stand": an article is one
    if (counted === undefined && generic && /\b(a|an)\s+\w+/i.test(sources.current)) return 1;
    return counted;
  }
  const nouns = contentStems(name);
  return firstOf(list, (t) => findCount(t, nouns, false)) ?? numberFromResults(sources, name);
}

function isDate(schema: JsonSchema, name: string, description: string): boolean {
  return schema.format === 'date' || schema.format === 'date-time' || (DATE.test(name) && !ID.test(name) && !(placeRole(name, '') && !/date|day/i.test(name))) || /\bdate\b/i.test(description);
}

const wantsEndDate = (name: string, description: string) => END.test(name) || /\b(last day|until|end|drop(?:ping)? off)\b/i.test(description);

/**
 * The dialogue state: once the start of a stay or a rental is known, one more date said on its own
 * and later than the start is its end ("I will need it from the 6th", then "till next Thursday" or
 * just "next Thursday" when asked something else).
 */
function endAfterStart(properties: Record<string, JsonSchema>, out: Record<string, unknown>, key: string, sources: SlotSources): string | undefined {
  const describe = (p: JsonSchema) => (typeof p.description === 'string' ? p.description : '');
  const prop = properties[key]!;
  if (typeof prop.type === 'string' && prop.type !== 'string') return undefined;
  if (!isDate(prop, key, describe(prop)) || !wantsEndDate(key, describe(prop))) return undefined;
  const start = Object.entries(properties).find(([k, p]) => k !== key && isDate(p, k, describe(p)) && !wantsEndDate(k, describe(p)) && typeof out[k] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(out[k] as string));
  if (!start) return undefined;
  const reference = sources.reference ?? REFERENCE_DATE;
  const startKey = start[0];
  const startValue = out[startKey] as string;
  const lone = (t: string) => {
    const said = datesWithRoles(t, reference).filter((d) => !d.start);
    return said.length === 1 ? said[0]!.iso : undefined;
  };
  // the newest message of this request that says one date (the current one, or an earlier one
  // said while something else was being asked)
  const texts = [sources.current, ...sources.thread];
  const at = texts.findIndex((t) => lone(t) !== undefined);
  if (at < 0) return undefined;
  const date = lone(texts[at]!)!;
  if (out[key] !== null && out[key] !== undefined && (at > 0 || out[key] !== date)) return undefined;
  if (date > startValue) return date;
  // the start was read from this very date: it was said before, earlier, and this is no
  // correction nor the answer to a question about the start
  const endAsked = at === 0 && wasAsked(sources, key, describe(prop));
  const startAsked = at === 0 && wasAsked(sources, startKey, describe(properties[startKey]!));
  if (date !== startValue || (!endAsked && (CHANGED.test(texts[at]!) || startAsked))) return undefined;
  const earlier = firstOf([...texts.slice(at + 1), ...(sources.history ?? [])], (t) => dateFor(t, reference, false, false));
  if (earlier === undefined || earlier >= date) return undefined;
  out[startKey] = earlier;
  return date;
}

/** Words that change a value said before ("actually the 9th", "make it the 9th instead"). */
const CHANGED = /\b(?:actually|instead|rather|change|changed|make it|make that|move|moved|not|sorry|wrong|correction)\b|^\s*no\b/i;

function readString(schema: JsonSchema, name: string, description: string, about: string, sources: SlotSources): unknown {
  const list = texts(sources);
  const resultTexts = sources.results.map((r) => r.text);
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : null;
  if (/^\^?\\d\{4\}-\\d\{2\}\$?$/.test(pattern ?? '') || /\bmonth\b/i.test(name) || /YYYY-MM(?!-)/.test(description)) {
    return firstOf(list, (t) => findMonth(t, sources.reference));
  }
  const reference = sources.reference ?? REFERENCE_DATE;
  if (isTime(schema, name, description)) return firstOf(stateTexts(sources), (t) => findTimes(t, reference)[0]);
  if (isDate(schema, name, description)) {
    const wantsEnd = wantsEndDate(name, description);
    // the simulator's own reader and chrono-node together, each date a start or an end by the
    // words before it ("until the 14th" is no pick-up date; "returning on the 6th" no departure)
    const asked = wasAsked(sources, name, description);
    const said = (t: string) => dateFor(t, reference, wantsEnd, asked && t === sources.current);
    return firstOf(stateTexts(sources), said);
  }
  // a count kept as text ("number of days" as a string) is still a number said, not the reply's words
  if ((COUNT.test(name) || COUNT.test(description)) && /(number|count|num_|how many|length|duration)/i.test(about)) {
    const n = readNumber(name, description, sources);
    if (n !== undefined) return String(n);
  }
  // an amount of money kept as text ("210 bucks" for transfer_amount) is the number said, not the words
  if (MONEY.test(name) && /\b(money|amount|price|cost|fee|sum|payment)\b/i.test(description)) {
    const amount = readNumberInRequest(name, description, sources);
    if (amount !== undefined) return String(amount);
  }
  if (schema.format === 'email' || /e-?mail/i.test(name)) return firstOf(list, findEmail);
  if (/iban/i.test(about)) return firstOf(list, findIban);
  if (/last_?4|last_?four|ending/i.test(name) || /last (four|4)/i.test(description)) return firstOf(list, findLast4);
  if (/user_?name|^user$|login|handle/i.test(name) || /\busername\b/i.test(description)) return firstOf([sources.current, ...sources.thread], findUsername);
  if (pattern) {
    return firstOf(list, (t) => findByPattern(t, pattern)) ?? fromResults(sources, name, (v) => typeof v === 'string' && matchesPattern(v, pattern)) ?? firstOf(resultTexts, (t) => findByPattern(t, pattern));
  }
  if (ID.test(name)) {
    const hint = name.replace(/_?(id|number|no|code|ref|reference)$/i, '').toLowerCase().slice(0, 3);
    const keyed = fromResults(sources, name, (v) => typeof v === 'string' && v.length > 0);
    return keyed ?? firstOf([...resultTexts, sources.current, ...sources.thread], (t) => identifierIn(t, hint));
  }
  if (/(address|street|intersection)/i.test(name) || /\b(street|address|intersection)\b/i.test(description)) {
    const address = firstOf(stateTexts(sources), findAddress);
    if (address) return address;
  }
  const role = placeRole(name, description);
  if (role) {
    const read = (t: string) => placeIn(t, role) ?? (role === 'any' && findNames(t).places[0] ? expandPlace(withoutRegion(findNames(t).places[0]!)) : null) ?? (street(name, description) ? findAddress(t) : null) ?? findLowerPlace(t, role, isPlainWord);
    // "a cab to get there", "a hotel in the area": the place the conversation is about, newest first
    // (also when "there" was said earlier in the request: "Find me a taxi to get there.", then
    // "Yes, a shared ride is fine." answering another question)
    if (role !== 'origin') {
      for (const t of [sources.current, ...sources.thread]) {
        if (read(t)) break;
        if (!THERE.test(t)) continue;
        const referred = placeReferred(sources, name, description);
        if (referred) return referred;
        break;
      }
    }
    return (
      firstOf(stateTexts(sources), read) ??
      // a hotel's destination said with "in" ("a room in paris, france"), in this request only,
      // and never the place the person leaves from
      (role === 'destination' ? firstOf(texts(sources), placeNotFrom) : undefined) ??
      (wasAsked(sources, name, description) ? placeAnswer(sources.current) : undefined) ??
      fromResults(sources, name, (v) => typeof v === 'string' && v.length > 0)
    );
  }
  if (/currency/i.test(name)) return firstOf(list, findCurrency);
  if (PERSON.test(name) || /\b(name of the (person|customer|patient|caller|contact)|full name|your name)\b/i.test(description)) {
    // a director, an actor, an artist: the name after the words that say so ("directed by …")
    const role = personRole(name, description);
    return firstOf(stateTexts(sources), (t) => (role ? personFor(t, role) : findNames(t).people[0]) ?? null) ?? (wasAsked(sources, name, description) ? bareAnswer(sources.current) : undefined);
  }
  if (DESCRIPTOR.test(name) && !ID.test(name)) {
    // a kind by meaning first ("funny movies" is Comedy, "sushi" Japanese), then the word said for it
    const domains = kindDomains(name, description);
    const said = firstOf(texts(sources), (t) => (domains.length > 0 ? kindIn(t, domains) : null) ?? (domains.includes('food') ? servedIn(t) : null) ?? descriptorOf(t));
    if (said) return said;
    // a kind nobody said is not made of other words ("Sounds good, but find me something on the 12th")
    if (domains.length > 0) return wasAsked(sources, name, description) ? bareAnswer(sources.current) : undefined;
  }
  if (FREE_TEXT.test(name)) return freeText(sources.focus ?? sources.current);
  if (NAMED.test(name) || SUBJECT.test(name) || SUBJECT.test(description)) {
    // a proper name said now, then the thing a result named ("this restaurant"), then one said before
    // a thing asked about ("2 USB cables", "the smart watch") is the words left of the request;
    // a name ("Little Hunan") is a proper name said now, else the one a result gave
    const subject = SUBJECT.test(name) && !/_name$|^name$/i.test(name);
    // "another", "watch", "great" name nothing: a lone everyday word is no title or name
    // (capitalised too where a sentence starts with it: "Cool. What about June 5th?")
    const opens = (w: string) => new RegExp(`(?:^|[.!?]\\s+)${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(sources.current.trim());
    const named = (v: unknown) => (typeof v === 'string' && !/\s/.test(v.trim()) && (/^[a-z]/.test(v.trim()) || opens(v.trim())) && namesNothing(v.trim()) ? undefined : (v ?? undefined));
    const asked = wasAsked(sources, name, description);
    return (
      named(firstOf(list, quoted)) ??
      (subject ? named(firstOf(list, (t) => named(subjectOf(t, sources.own)))) : undefined) ??
      named(properName(sources.current, sources)) ??
      (asked ? named(bareAnswer(sources.current)) : undefined) ??
      fromResults(sources, name, (v) => typeof v === 'string' && v.length > 0) ??
      firstOf([...sources.thread, ...(sources.history ?? [])], (t) => properName(t, sources)) ??
      named(firstOf(list, (t) => named(subjectOf(t, sources.own))))
    );
  }
  if (wasAsked(sources, name, description)) return bareAnswer(sources.current);
  return undefined;
}

/** A destination or pick-up point may be a street address ("to 560 Waverley Street"). */
function street(name: string, description: string): boolean {
  return /(destination|origin|pick_?up|drop_?off|location|address|^to$|^from$)/i.test(name) && !/\b(city|town|country)\b/i.test(`${name} ${description}`);
}

/** "there" as a place ("a cab to get there"), not "is there …" / "there are …"; "the area", "nearby". */
const THERE = /(?<!\b(?:is|are|was|were|if|whether|so|anything|something)\s)\bthere\b(?!\s*(?:is|are|was|were|'s|’s|will|would|be|any)\b)|\b(?:that area|this area|the area|nearby|near by|that place|the same (?:city|place|area|town))\b/i;
const ORIGIN_KEY = /(origin|^from|departure|leaving|source|pickup|pick_up)/i;

/**
 * The place "there" points to: the newest tool result's (or its call's) field that names a place
 * of the kind the property takes: a city for a city, a venue or its address for where a ride goes.
 */
function placeReferred(sources: SlotSources, name: string, description: string): string | undefined {
  const city = /\b(city|town)\b/i.test(`${name.replace(/_/g, ' ')} ${description}`) || !street(name, description);
  const order = city ? [/(city|town)/i, /(location|destination|area|^where|^to$|_to$)/i] : [/(location|venue|place|destination)/i, /address/i, /(city|town)/i];
  for (const result of sources.results) {
    const record = Array.isArray(result.value) ? result.value[0] : result.value;
    for (const fields of [record && typeof record === 'object' ? (record as Record<string, unknown>) : {}, result.args ?? {}]) {
      for (const key of order) {
        const hit = Object.entries(fields).find(([k, v]) => key.test(k) && !ORIGIN_KEY.test(k) && !k.endsWith('_name') && typeof v === 'string' && v.trim() !== '');
        if (hit) return hit[1] as string;
      }
    }
  }
  return undefined;
}

/** A place said after its preposition, without the country or region after it ("Nairobi Kenya"). */
function placeIn(text: string, role: PlaceRole): string | null {
  const place = findPlace(text, role);
  return place ? withoutRegion(place) : null;
}

/** A place the tagger finds that is not said as where the person leaves from. */
function placeNotFrom(text: string): string | null {
  const origin = findPlace(text, 'origin');
  for (const place of findNames(text).places) {
    const expanded = expandPlace(place);
    if (expanded === origin || new RegExp(`\\b(?:from|leaving|departing|out of)\\s+${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(text)) continue;
    return expanded;
  }
  return findLowerPlace(text, 'any', isPlainWord);
}

/** A bare place said in answer ("SF.", "Let's try Palo Alto"), with its short form read. */
function placeAnswer(text: string): string | undefined {
  // "Fremont will be fine", "San Leandro works": the name the answer opens with
  const said = bareAnswer(text) ?? text.match(/^([A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+){0,2})\s+(?:will|would|is|works|sounds|should|please)\b/u)?.[1];
  if (!said || (!/\s/.test(said) && isPlainWord(said.toLowerCase()))) return undefined;
  const place = expandPlace(withoutRegion(said.replace(/,\s*[A-Z]{2}$/, '').replace(/^(?:the\s+)?(?:city|town)\s+(?:of\s+)?/i, '')));
  return /^[a-z]/.test(place) ? place.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : place;
}

/** Which place a property wants: by its name first ("origin", "city"), then its description. */
function placeRole(name: string, description: string): PlaceRole | null {
  if (/(origin|^from|departure|source)/i.test(name)) return 'origin';
  if (/(destination|^to$|^to_|arrival)/i.test(name)) return 'destination';
  // "place_name" is the name of a place to stay, not a city
  if (/_name$/i.test(name) && !/(city|town)/i.test(name)) return null;
  if (/(city|place|location|town|address|country|airport|area|region|neighbou?rhood|^where)/i.test(name) || /^(?:the\s+)?(?:name of the\s+)?(?:city|town|location|area|neighbou?rhood)\b/i.test(description)) {
    // "pick it up from SF", "collect it from Sunnyvale": the city of a pick-up
    if (/(city|town)/i.test(`${name} ${description}`) && (/pick_?up/i.test(name) || /\bpick(?:ed|ing|s)?[ -]?up\b|\bpickup\b|\bcollect/i.test(description))) return 'pickup';
    if (/\b(starts? from|from|origin|departure|leaving)\b/i.test(description)) return 'origin';
    if (/\b(fly to|going to|travel to|destination|arriv)/i.test(description)) return 'destination';
    return 'any';
  }
  return null;
}

/**
 * The field of the newest result of another tool (a search before this booking) named like the
 * property, when the value read from the conversation is one that tool was called with: the
 * person's words were its input, and its answer is newer. A value the call did not use (said
 * after it, "make it 7 pm") stays.
 */
function foundFor(sources: SlotSources, key: string, schema: JsonSchema, value: unknown): unknown {
  const own = sources.own ?? new Set<string>();
  const said = String(value).toLowerCase();
  for (const result of sources.results) {
    const stems = contentStems(result.name);
    if (stems.length > 0 && stems.every((s) => own.has(s))) continue;
    const record = Array.isArray(result.value) ? result.value[0] : result.value;
    if (!record || typeof record !== 'object' || !(key in record)) continue;
    // a result that contradicts its own call (another city than the one searched) answers something else
    const fields = record as Record<string, unknown>;
    if (Object.entries(result.args ?? {}).some(([k, v]) => typeof v === 'string' && typeof fields[k] === 'string' && v.toLowerCase() !== (fields[k] as string).toLowerCase())) return undefined;
    const found = coerce(schema, (record as Record<string, unknown>)[key]);
    if (found === undefined || String(found).toLowerCase() === said) return undefined;
    const used = Object.values(result.args ?? {}).some((v) => v !== null && v !== undefined && String(v).toLowerCase() === said);
    return used ? found : undefined;
  }
  return undefined;
}

/** A field of a tool result named like the property (invoice_number, amount), newest first. */
function fromResults(sources: SlotSources, name: string, accept: (value: unknown) => boolean): unknown {
  const wanted = contentStems(name);
  for (const result of sources.results) {
    const record = Array.isArray(result.value) ? result.value[0] : result.value;
    if (!record || typeof record !== 'object') continue;
    for (const [key, value] of Object.entries(record as Record<string, unknown>)) {
      const keyStems = contentStems(key);
      const same = key === name || (keyStems.length > 0 && keyStems.every((s) => wanted.includes(s)) && wanted.every((s) => keyStems.includes(s)));
      if (same && accept(value)) return value;
    }
  }
  return undefined;
}

/** An amount from results: the same field, else amount / price / total. */
function numberFromResults(sources: SlotSources, name: string): number | undefined {
  const same = fromResults(sources, name, (v) => typeof v === 'number');
  if (typeof same === 'number') return same;
  if (!MONEY.test(name)) return undefined;
  for (const key of ['amount', 'price', 'total']) {
    const value = fromResults(sources, key, (v) => typeof v === 'number');
    if (typeof value === 'number') return value;
  }
  return undefined;
}

