/**
 * Tool results told in sentences, field by field: an id field names the thing ("Flight WL 102"),
 * origin and destination become "from Berlin to Lisbon", dates "on 14 June", an amount with its
 * currency "189 EUR", a status "shipped", true flags their name ("in stock"). Lists give their
 * first three items. Plain-text results are said as they are (a sentence), or as "Done." for
 * "success". Never raw JSON: nested values are counted, not printed.
 */
import { sayDate } from './slots/dates.ts';
import { phrase, type Language } from './phrases.ts';
import { parseLoose } from './looseJson.ts';

const ID_KEY = /(^id$|_id$|_number$|_no$|_code$|^booking$|^ticket$|^request$|^payment$|^claim$|^order$|^invoice$|^reference$)/i;
const MONEY_KEY = /(price|amount|total|balance|cost|fee|premium|net|gross|refunded|charge)/i;
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}$/;
/** Unit suffixes of keys: temperature_c is "21 °C". */
const UNITS: Array<[RegExp, string]> = [
  [/_c$/i, '°C'], [/_f$/i, '°F'], [/_(pct|percent)$/i, '%'], [/_km$/i, 'km'], [/_kg$/i, 'kg'], [/_(min|minutes)$/i, 'min'],
  // a currency or a duration as the key's last word: fee_usd is "35 USD", within_days "within 5 days"
  [/_usd$/i, 'USD'], [/_eur$/i, 'EUR'], [/_gbp$/i, 'GBP'], [/_(days)$/i, 'days'], [/_(hours|hrs)$/i, 'hours'], [/_(weeks)$/i, 'weeks'], [/_(months)$/i, 'months'],
];
const DONE_TEXT = /^(success|successful|ok|done|true|none|null|)$/i;

function words(key: string): string {
  return key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim();
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function money(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** The thing a result is about, from the id key (flight_number -> Flight) or the tool name. */
function noun(key: string | null, toolName: string): string {
  if (key) {
    const base = words(key.replace(/(_id|_number|_no|_code)$/i, ''));
    if (base && base !== 'id') return capital(base);
  }
  const parts = words(toolName).split(' ').filter((w) => !['get', 'search', 'find', 'look', 'up', 'check', 'show', 'list', 'fetch'].includes(w));
  return capital(parts[parts.length - 1]?.replace(/s$/, '') ?? 'Result');
}

/** Lower-case words, for finding a value inside what the person said. */
function plain(text: string): string {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

/**
 * `said`: the person's latest message. A value of several words it says word for word ("In San
 * Jose.", "the address 100 North Wiget Lane Suite 270") is not read back to them: the reply tells
 * what is new. The record's id and name still name it.
 */
export function describeRecord(record: Record<string, unknown>, toolName: string, said = ''): string {
  const heard = said ? plain(said) : '';
  const echoes = (v: unknown) => Boolean(heard) && typeof v === 'string' && v.trim().split(/\s+/).length >= 2 && heard.includes(plain(v));
  const all = Object.entries(record);
  const idEntry = all.find(([k, v]) => ID_KEY.test(k) && (typeof v === 'string' || typeof v === 'number'));
  const name = all.find(([k, v]) => /^(name|title|product|hotel|label|medication|course)$/i.test(k) && typeof v === 'string');
  const entries = all.filter((e) => e === idEntry || e === name || !echoes(e[1]));
  const used = new Set<string>(idEntry ? [idEntry[0]] : []);
  const parts: string[] = [];
  let head = idEntry ? `${noun(idEntry[0], toolName)} ${String(idEntry[1])}` : name ? capital(String(name[1])) : topic(toolName);
  const titled = !idEntry && !name;
  if (name) {
    if (idEntry) head += `, ${String(name[1])}`;
    used.add(name[0]);
  }
  const origin = entries.find(([k]) => /^(origin|from)$/i.test(k));
  const destination = entries.find(([k]) => /^(destination|to)$/i.test(k));
  if (origin && destination) {
    head += ` from ${String(origin[1])} to ${String(destination[1])}`;
    used.add(origin[0]).add(destination[0]);
  }
  const city = entries.find(([k]) => /^(city|location)$/i.test(k));
  if (city && !used.has(city[0])) {
    head += ` in ${String(city[1])}`;
    used.add(city[0]);
  }
  const date = entries.find(([k, v]) => /^date$/i.test(k) && typeof v === 'string');
  if (date) {
    head += ` on ${DATE_VALUE.test(String(date[1])) ? sayDate(String(date[1])) : String(date[1])}`;
    used.add(date[0]);
  }
  const currency = entries.find(([k, v]) => /^currency$/i.test(k) && typeof v === 'string');
  if (currency) used.add(currency[0]);
  for (const [key, value] of entries) {
    if (used.has(key)) continue;
    const label = words(key);
    const unit = typeof value === 'number' ? UNITS.find(([re]) => re.test(key)) : undefined;
    if (unit) {
      parts.push(`${words(key.replace(unit[0], ''))} ${value} ${unit[1]}`);
    } else if (typeof value === 'number' && MONEY_KEY.test(key)) {
      const unit = currency ? ` ${String(currency[1])}` : '';
      parts.push(/^(price|amount|total|cost)$/i.test(key) && unit ? `${money(value)}${unit}` : `${label} ${money(value)}${unit}`);
    } else if (typeof value === 'boolean') {
      parts.push(value ? label : `not ${label}`);
    } else if (/^status$/i.test(key) && typeof value === 'string') {
      parts.push(words(value));
    } else if (typeof value === 'string' && DATE_VALUE.test(value)) {
      parts.push(`${label} ${sayDate(value)}`);
    } else if (typeof value === 'number' && UNITS.some(([re]) => re.test(key))) {
      const [re, unit] = UNITS.find(([r]) => r.test(key)) as [RegExp, string];
      parts.push(`${words(key.replace(re, ''))} ${value} ${unit}`);
    } else if (typeof value === 'number') {
      parts.push(/(left|remaining|taken|used)$/.test(label) ? `${value} ${label}` : `${label} ${value}`);
    } else if (typeof value === 'string') {
      parts.push(`${label} ${value}`);
    } else if (Array.isArray(value)) {
      parts.push(`${value.length} ${label}`);
    }
  }
  if (titled) return `${head}: ${parts.join(', ') || 'no details'}.`;
  return `${[head, ...parts].join(', ')}.`;
}

/** What a tool did, from its name without the generic verb: execute_refund -> "Refund". */
function action(toolName: string): string {
  const parts = words(toolName).split(' ').filter((w) => !['execute', 'do', 'run', 'process', 'perform', 'make', 'issue', 'submit'].includes(w));
  return capital(parts.join(' ') || 'It');
}

/** What a tool is about, from its name without the verb: leave_balance -> "Leave balance". */
function topic(toolName: string): string {
  const parts = words(toolName).split(' ');
  const rest = ['get', 'search', 'find', 'look', 'check', 'show', 'list', 'fetch', 'read'].includes(parts[0]) ? parts.slice(1) : parts;
  return capital(rest.join(' ') || 'Result');
}

/** A tool that failed: the engine's error text, or a JSON result with an error field. */
export function failureOf(text: string): string | null {
  const trimmed = text.trim();
  const engine = trimmed.match(/^An error occurred while running the tool\.(?: Please try again\.)?\s*(?:Error:\s*)?([\s\S]*)$/i);
  if (engine) return engine[1]!.trim();
  const plain = trimmed.match(/^(?:error|failed|failure)\s*:\s*([\s\S]+)$/i);
  if (plain) return plain[1]!.trim();
  const value = parseLoose(trimmed);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const error = record.error ?? (record.ok === false || record.success === false ? (record.message ?? '') : undefined);
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') return (error as { message: string }).message;
  }
  return null;
}

/** "track_parcel" failed: "I could not track the parcel: carrier system unavailable." */
function failed(toolName: string, reason: string): string {
  const [verb, ...rest] = words(toolName).split(' ');
  const what = rest.length > 0 ? `${verb} the ${rest.join(' ')}` : (verb ?? 'do that');
  return reason ? `I could not ${what}: ${reason.replace(/[.\s]+$/, '')}.` : `I could not ${what}: the tool failed. Please try again in a moment.`;
}

/** Sentences for one tool result; `said`, the person's latest message, is not read back (describeRecord). */
export function narrate(toolName: string, text: string, language: Language, said = ''): string[] {
  const trimmed = text.trim();
  const failure = failureOf(trimmed);
  if (failure !== null) return [failed(toolName, failure)];
  const value = parseLoose(trimmed);
  if (Array.isArray(value)) {
    const records = value.filter((v): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v));
    if (value.length === 0) return [phrase(language, 'nothingFound')];
    if (records.length === 0) return [`${value.slice(0, 5).map(String).join(', ')}.`];
    const lines = records.slice(0, 3).map((r) => describeRecord(r, toolName, said));
    return value.length > 1 ? [phrase(language, 'found', String(value.length)), ...lines] : lines;
  }
  if (value && typeof value === 'object') return [describeRecord(value as Record<string, unknown>, toolName, said)];
  const plain = String(value).replace(/\s+/g, ' ').trim();
  if (DONE_TEXT.test(plain)) return language === 'en' ? [`${action(toolName)} done.`] : [phrase(language, 'done')];
  // a bare identifier from a finder tool ("item_132612938")
  if (/^[\w-]+$/.test(plain) && /\d/.test(plain)) return [`I found ${plain}.`];
  const sentence = plain.length > 240 ? `${plain.slice(0, 237).replace(/\s+\S*$/, '')}…` : plain;
  return [/[.!?…]$/.test(sentence) ? sentence : `${sentence}.`];
}
