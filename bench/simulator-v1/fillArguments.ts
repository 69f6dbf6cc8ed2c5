/**
 * Arguments for a tool call, made from its JSON Schema and the conversation, deterministically:
 *
 * - required properties are always present; optional ones only when the conversation supplies a
 *   value (strict schemas make every property required, with null allowed for optional ones);
 * - strings: an id-like name (`id`, `*_id`, `*Id`) takes an identifier-looking token from the
 *   most relevant text (results since the request, the request, then earlier results and
 *   messages; one starting like the name, INV… for invoice_id, first), else null; search-like names (query,
 *   search, keywords, item, product, topic, name…) take the user's content words minus intent
 *   words ("return", "buy"); free-text names (reason, summary, message, details…) take the whole
 *   user message; an email-like name takes an email address the user wrote; enums pick the value
 *   sharing most stems with the user's message, else the first; otherwise the schema's default,
 *   else the user's content words;
 * - numbers take a number the user wrote next to the property's word ("3 steps" for
 *   number_of_steps; any number for amount, price, count…), clamped to minimum/maximum, else the default,
 *   else the minimum, else 1; booleans are true when the user said yes/confirm/agree, else the
 *   default, else false; arrays get one element when that element can be made from the user's
 *   words, else none; objects recurse; `const` wins; nullable types use null when there is nothing.
 */
import type { JsonSchema } from '../../src/graph/schema.ts';
import { conceptsOf } from './lexicon.ts';
import { contentStems, contentWords, stem } from './tokens.ts';

export interface ArgumentSources {
  /** the request being answered (with the message before it when this one follows up) */
  userText: string;
  /** the latest user message alone, for free-text arguments (default userText) */
  latest?: string;
  /** where identifiers may be found, most relevant first (Conversation.idSources) */
  idSources: string[];
}

const SEARCH_NAMES = /(query|search|keyword|term|item|product|topic|subject|name|title|q$|city|location|place|destination)/i;
const FREE_TEXT_NAMES = /(reason|summary|message|detail|description|note|comment|text|content|question|issue|problem|feedback|input|prompt|body|request)/i;
const ID_NAME = /(^id$|_id$|Id$|ID$)/;
const EMAIL_NAME = /e-?mail/i;
const YES = /\b(yes|yeah|yep|confirm|confirmed|agree|sure|ok|okay|please do|go ahead)\b/i;

export function fillArguments(schema: JsonSchema, sources: ArgumentSources): Record<string, unknown> {
  const value = fillValue(schema, '', sources, true);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** null when nothing sensible can be said (callers decide whether that is acceptable). */
function fillValue(schema: JsonSchema, name: string, sources: ArgumentSources, required: boolean): unknown {
  if ('const' in schema) return schema.const;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants) && variants.length > 0) {
    const nonNull = variants.filter((v) => v.type !== 'null');
    for (const variant of nonNull) {
      const value = fillValue(variant, name, sources, false);
      if (value !== null && value !== undefined) return value;
    }
    if (variants.some((v) => v.type === 'null')) return null;
    return fillValue(nonNull[0] ?? {}, name, sources, required);
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const nullable = types.includes('null');
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : Array.isArray(schema.enum) ? 'string' : 'string');

  if (Array.isArray(schema.enum) && schema.enum.length > 0) return bestEnum(schema.enum, sources.userText);
  switch (type) {
    case 'object':
      return fillObject(schema, sources);
    case 'array': {
      const item = fillValue((schema.items as JsonSchema | undefined) ?? { type: 'string' }, singular(name), sources, false);
      return item === null || item === undefined || item === '' ? [] : [item];
    }
    case 'integer':
    case 'number':
      return fillNumber(name, schema, type === 'integer', sources.userText, nullable || !required);
    case 'boolean':
      if (YES.test(sources.userText)) return true;
      if (typeof schema.default === 'boolean') return schema.default;
      return nullable ? null : false;
    default: {
      const text = fillString(name, schema, sources);
      if (text !== null) return text;
      if (typeof schema.default === 'string') return schema.default;
      // An id is never made up from words: the simulator asks for it instead.
      if (nullable || !required || isIdName(name)) return null;
      return contentWords(sources.userText).join(' ') || sources.userText || 'unknown';
    }
  }
}

function fillObject(schema: JsonSchema, sources: ArgumentSources): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(properties)) {
    const value = fillValue(prop, key, sources, required.has(key));
    if (required.has(key)) out[key] = value ?? null;
    else if (value !== null && value !== undefined) out[key] = value;
  }
  return out;
}

function fillString(name: string, schema: JsonSchema, sources: ArgumentSources): string | null {
  const { userText } = sources;
  if (isIdName(name)) return findIdentifier(name, sources);
  if (EMAIL_NAME.test(name) || schema.format === 'email') return userText.match(/[\w.+-]+@[\w-]+\.[\w.-]+/)?.[0] ?? null;
  if (FREE_TEXT_NAMES.test(name)) return (sources.latest ?? userText).trim() || null;
  if (SEARCH_NAMES.test(name)) {
    const all = contentWords(userText);
    // "return my boots" searches for boots: intent words say what to do, not what to find.
    const objects = all.filter((w) => conceptsOf(stem(w.toLowerCase())).length === 0);
    return (objects.length > 0 ? objects : all).join(' ') || null;
  }
  return null;
}

export function isIdName(name: string): boolean {
  return ID_NAME.test(name);
}

/** The identifier for an id-like argument, from the most relevant text that has one, or null. */
export function findIdentifier(name: string, sources: ArgumentSources): string | null {
  // "invoice_id" prefers INV-1043 over cus_1042 when a text has both.
  const hint = name.replace(/_?id$/i, '').toLowerCase().slice(0, 3);
  for (const text of sources.idSources) {
    const id = identifierIn(text, hint);
    if (id) return id;
  }
  return null;
}

/** A token that looks like an identifier: letters and digits mixed (item_132612938, A-1043, #42). */
export function identifierIn(text: string, hint = ''): string | null {
  const tokens = text.match(/[A-Za-z0-9][A-Za-z0-9_-]*/g) ?? [];
  // letters with digits (INV-1043), or a bare number long enough not to be a count (1043)
  const withDigit = tokens.filter((t) => (/[A-Za-z]/.test(t) ? /\d/.test(t) && t.length >= 2 : /^\d{3,}$/.test(t)));
  const hinted = hint ? withDigit.find((t) => t.toLowerCase().startsWith(hint)) : undefined;
  return hinted ?? withDigit.find((t) => /[A-Za-z]/.test(t)) ?? withDigit[0] ?? null;
}

/** Names any number the user wrote may fill; others need the number next to their own word. */
const GENERIC_NUMBER_NAMES = /(amount|price|cost|total|value|quantity|qty|count|number$|^n$|^num$|sum)/i;

/** "3 steps" fills number_of_steps; "over the last 50 years" does not. */
function saidNumber(name: string, userText: string): string | undefined {
  const matches = [...userText.matchAll(/(\S*)\s*(-?\d+(?:\.\d+)?)\s*(\S*)/g)];
  if (matches.length === 0) return undefined;
  if (GENERIC_NUMBER_NAMES.test(name) && !/_of_/.test(name)) return matches[0][2];
  const nameStems = contentStems(name);
  const near = matches.find((m) => contentStems(`${m[1]} ${m[3]}`).some((s) => nameStems.includes(s)));
  return near?.[2];
}

function fillNumber(name: string, schema: JsonSchema, integer: boolean, userText: string, mayBeNull: boolean): number | null {
  const said = saidNumber(name, userText);
  let value: number | null = said !== undefined ? Number(said) : typeof schema.default === 'number' ? schema.default : typeof schema.minimum === 'number' ? schema.minimum : mayBeNull ? null : 1;
  if (value === null) return null;
  if (typeof schema.minimum === 'number') value = Math.max(value, schema.minimum);
  if (typeof schema.maximum === 'number') value = Math.min(value, schema.maximum);
  return integer ? Math.round(value) : value;
}

function bestEnum(values: unknown[], userText: string): unknown {
  const userStems = contentStems(userText);
  let best = values[0];
  let bestScore = 0;
  for (const value of values) {
    const stems = contentStems(String(value));
    const score = stems.filter((s) => userStems.includes(s)).length;
    if (score > bestScore) {
      best = value;
      bestScore = score;
    }
  }
  return best;
}

function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : name;
}
