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
import type { JsonSchema } from '../../../src/graph/schema.ts';
import { contentStems } from '../intent/tokens.ts';
import { findDates, findMonth, REFERENCE_DATE } from './dates.ts';
import { matchEnum } from './enums.ts';
import { findByPattern, findEmail, findIban, findLast4, findUsername, identifierIn } from './identifiers.ts';
import { findAnyNumber, findCount, findCurrency, findMoney } from './numbers.ts';
import { findPlace, type PlaceRole } from './places.ts';
import { subjectOf } from './subject.ts';

export interface SlotSources {
  /** the user's latest message */
  current: string;
  /** earlier user messages of the same request, newest first */
  thread: string[];
  /** tool results, newest first, parsed when they are JSON */
  results: Array<{ name: string; value: unknown; text: string }>;
  /** group chats: the text being worked on (a plan step), read before the messages */
  focus?: string;
  /** stems of the tool itself, left out of search words */
  own?: ReadonlySet<string>;
  /** fill what is missing with a best guess instead of reporting it */
  forced?: boolean;
  reference?: string;
}

export interface MissingSlot {
  name: string;
  /** how to ask for it: the schema description, else the name in words */
  label: string;
}

export interface Filled {
  args: Record<string, unknown>;
  missing: MissingSlot[];
}

const FREE_TEXT = /(reason|summary|message|detail|description|note|comment|text|content|question|issue|problem|feedback|prompt|body|explanation|why|input)/i;
const SUBJECT = /(query|search|keyword|term|item|product|topic|subject|name|title|medication|medicine|drug|goods|article|model)/i;
const ID = /(^id$|_id$|Id$|ID$|_?number$|_no$|_code$|^code$|_ref$|reference$)/;
const MONEY = /(amount|price|cost|total|sum|fee|refund|balance|budget|payment|value)/i;
const COUNT = /(passengers?|guests?|people|persons?|travell?ers?|adults?|children|kids|seats?|tickets?|rooms?|nights?|days?|quantity|qty|count|number_of|num_|units?|copies|steps?)/i;
const DATE = /(date|day$|^day|check_?in|check_?out|start|end|from|until|deadline|dob|birth|when)/i;
const END = /(end|until|check_?out|return|to_date|last)/i;
const YES = /\b(yes|yeah|yep|confirm|confirmed|agree|sure|ok|okay|please do|go ahead|do it)\b/i;
const NO = /\b(no|nope|don'?t|do not|cancel|stop)\b/i;

export function fillArguments(schema: JsonSchema, sources: SlotSources): Filled {
  const missing: MissingSlot[] = [];
  const args = fillObject(schema, sources, '', missing);
  return { args, missing };
}

function fillObject(schema: JsonSchema, sources: SlotSources, prefix: string, missing: MissingSlot[]): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(properties)) {
    const isRequired = required.has(key);
    const value = fillValue(prop, key, sources, isRequired, `${prefix}${key}`, missing);
    if (value !== undefined) out[key] = value;
    else if (isRequired && nullable(prop)) out[key] = null;
    else if (isRequired) {
      missing.push({ name: `${prefix}${key}`, label: labelOf(key, prop) });
      out[key] = null;
    }
  }
  return out;
}

function nullable(schema: JsonSchema): boolean {
  if (Array.isArray(schema.type)) return (schema.type as unknown[]).includes('null');
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return Array.isArray(variants) && variants.some((v) => v.type === 'null');
}

function labelOf(name: string, schema: JsonSchema): string {
  const description = typeof schema.description === 'string' ? schema.description.trim().replace(/[.\s]+$/, '') : '';
  // "For example INV-2041." says how it looks, not what it is
  if (description && !/^(for example|e\.g\.|defaults? to|in [A-Z]{3}$)/i.test(description)) return description.charAt(0).toLowerCase() + description.slice(1);
  return name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
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

function firstOf<T>(list: string[], reader: (text: string) => T | null | undefined): T | undefined {
  for (const text of list) {
    const value = reader(text);
    if (value !== null && value !== undefined) return value;
  }
  return undefined;
}

function read(schema: JsonSchema, type: string, name: string, sources: SlotSources, path: string, missing: MissingSlot[]): unknown {
  const description = typeof schema.description === 'string' ? schema.description : '';
  const about = `${name} ${description}`;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const values = schema.enum;
    return firstOf(texts(sources), (t) => matchEnum(values, t)) ?? fromResults(sources, name, (v) => values.includes(v));
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
      if (YES.test(sources.current)) return true;
      if (NO.test(sources.current)) return false;
      return undefined;
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

function readNumber(name: string, description: string, sources: SlotSources): number | undefined {
  const list = texts(sources);
  if (MONEY.test(name) || /\b(USD|EUR|GBP|dollars?|euros?|currency|price)\b/i.test(description)) {
    return firstOf(list, (t) => findMoney(t)?.amount) ?? numberFromResults(sources, name);
  }
  if (/steps?/i.test(name) && sources.focus) {
    const numbered = sources.focus.match(/^\s*\d+[.)]/gm);
    if (numbered) return numbered.length;
  }
  if (COUNT.test(name) || COUNT.test(description)) {
    const nouns = contentStems(`${name.replace(/^(number_of|num)_/, '')} ${description}`).filter((s) => !['number', 'numb'].includes(s));
    const people = /(passeng|guest|people|person|travel|adult|seat|ticket)/i.test(`${name} ${description}`);
    const generic = /^(quantity|qty|count|units?|copies|number)$/i.test(name);
    const counted = firstOf(list, (t) => findCount(t, nouns, people) ?? (generic ? findAnyNumber(t) : null)) ?? numberFromResults(sources, name);
    // "order a laptop stand": an article is one
    if (counted === undefined && generic && /\b(a|an)\s+\w+/i.test(sources.current)) return 1;
    return counted;
  }
  const nouns = contentStems(name);
  return firstOf(list, (t) => findCount(t, nouns, false)) ?? numberFromResults(sources, name);
}

function readString(schema: JsonSchema, name: string, description: string, about: string, sources: SlotSources): unknown {
  const list = texts(sources);
  const resultTexts = sources.results.map((r) => r.text);
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : null;
  if (/^\^?\\d\{4\}-\\d\{2\}\$?$/.test(pattern ?? '') || /\bmonth\b/i.test(name) || /YYYY-MM(?!-)/.test(description)) {
    return firstOf(list, (t) => findMonth(t, sources.reference));
  }
  if (schema.format === 'date' || schema.format === 'date-time' || (DATE.test(name) && !ID.test(name)) || /\bdate\b/i.test(description)) {
    const wantsEnd = END.test(name) || /\b(last day|until|end)\b/i.test(description);
    return firstOf(list, (t) => {
      const dates = findDates(t, sources.reference ?? REFERENCE_DATE);
      if (dates.length === 0) return null;
      return wantsEnd ? (dates.length > 1 ? dates[1].iso : null) : dates[0].iso;
    });
  }
  if (schema.format === 'email' || /e-?mail/i.test(name)) return firstOf(list, findEmail);
  if (/iban/i.test(about)) return firstOf(list, findIban);
  if (/last_?4|last_?four|ending/i.test(name) || /last (four|4)/i.test(description)) return firstOf(list, findLast4);
  if (/user_?name|^user$|login|handle/i.test(name) || /\busername\b/i.test(description)) return firstOf([sources.current, ...sources.thread], findUsername);
  if (pattern) {
    return firstOf(list, (t) => findByPattern(t, pattern)) ?? fromResults(sources, name, (v) => typeof v === 'string' && new RegExp(pattern).test(v)) ?? firstOf(resultTexts, (t) => findByPattern(t, pattern));
  }
  if (ID.test(name)) {
    const hint = name.replace(/_?(id|number|no|code|ref|reference)$/i, '').toLowerCase().slice(0, 3);
    const keyed = fromResults(sources, name, (v) => typeof v === 'string' && v.length > 0);
    return keyed ?? firstOf([...resultTexts, sources.current, ...sources.thread], (t) => identifierIn(t, hint));
  }
  const role = placeRole(name, description);
  if (role) return firstOf(list, (t) => findPlace(t, role));
  if (/currency/i.test(name)) return firstOf(list, findCurrency);
  if (FREE_TEXT.test(name)) return (sources.focus ?? sources.current).trim() || undefined;
  if (SUBJECT.test(name) || SUBJECT.test(description)) return firstOf(list, (t) => subjectOf(t, sources.own));
  return undefined;
}

/** Which place a property wants: by its name first ("origin", "city"), then its description. */
function placeRole(name: string, description: string): PlaceRole | null {
  if (/(origin|^from|departure|source)/i.test(name)) return 'origin';
  if (/(destination|^to$|^to_|arrival)/i.test(name)) return 'destination';
  if (/(city|place|location|town|address|country|airport)/i.test(name)) {
    if (/\b(starts? from|from|origin|departure|leaving)\b/i.test(description)) return 'origin';
    if (/\b(fly to|going to|travel to|destination|arriv)/i.test(description)) return 'destination';
    return 'any';
  }
  return null;
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

