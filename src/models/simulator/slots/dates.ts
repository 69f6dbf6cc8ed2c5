/**
 * Dates in what people write, resolved against a FIXED reference date so that every run of the
 * simulator gives the same answer (no clock): ISO dates (2026-06-14), "14 June" / "June 14th"
 * (with or without a year), today / tomorrow / yesterday, "in 3 days", weekdays ("Friday",
 * "next Friday": the first such day after the reference, or after the previous date in the same
 * message, so "from next Monday to next Friday" is one week), "next week" (+7 days) and "next
 * month" (its first day). Months alone ("for May", "March 2026", "last month") are found by
 * findMonth, for YYYY-MM slots: a month without a year is the latest one not after the reference.
 */

/** Monday 1 June 2026: the simulator's "today". */
export const REFERENCE_DATE = '2026-06-01';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

export interface FoundDate {
  iso: string;
  /** where in the text, to keep the order the user wrote them in */
  index: number;
  /** how much of the text said it */
  length: number;
}

function toUtc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(iso: string, days: number): string {
  const d = toUtc(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return isoOf(d);
}

function monthIndex(word: string): number {
  return MONTHS.findIndex((m) => m.startsWith(word.toLowerCase().slice(0, 3)));
}

function valid(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month, day));
  return d.getUTCMonth() === month && d.getUTCDate() === day ? isoOf(d) : null;
}

/** A day and month without a year: this year, or next year when it is already past. */
function dayMonth(day: number, month: number, year: number | null, reference: string): string | null {
  const refYear = Number(reference.slice(0, 4));
  if (year !== null) return valid(year, month, day);
  const thisYear = valid(refYear, month, day);
  if (thisYear && thisYear >= reference) return thisYear;
  return valid(refYear + 1, month, day);
}

/** The first `weekday` strictly after `after`. */
function nextWeekday(after: string, weekday: number): string {
  const current = toUtc(after).getUTCDay();
  const ahead = ((weekday - current + 7) % 7) || 7;
  return addDays(after, ahead);
}

/** Every date in the text, in the order written. */
export function findDates(text: string, reference = REFERENCE_DATE): FoundDate[] {
  const found: FoundDate[] = [];
  const taken: Array<[number, number]> = [];
  const add = (index: number, length: number, iso: string | null) => {
    if (!iso || taken.some(([a, b]) => index < b && a < index + length)) return;
    taken.push([index, index + length]);
    found.push({ iso, index, length });
  };
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) add(m.index, m[0].length, valid(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  for (const m of text.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g)) add(m.index, m[0].length, valid(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
  for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${MONTH_RE}\\b(?:,? (\\d{4}))?`, 'gi'))) {
    add(m.index, m[0].length, dayMonth(Number(m[1]), monthIndex(m[2]), m[3] ? Number(m[3]) : null, reference));
  }
  for (const m of text.matchAll(new RegExp(`\\b${MONTH_RE} (\\d{1,2})(?:st|nd|rd|th)?\\b(?:,? (\\d{4}))?`, 'gi'))) {
    add(m.index, m[0].length, dayMonth(Number(m[2]), monthIndex(m[1]), m[3] ? Number(m[3]) : null, reference));
  }
  for (const m of text.matchAll(/\b(today|tonight|tomorrow|yesterday|day after tomorrow)\b/gi)) {
    const word = m[1].toLowerCase();
    const offset = word === 'tomorrow' ? 1 : word === 'yesterday' ? -1 : word === 'day after tomorrow' ? 2 : 0;
    add(m.index, m[0].length, addDays(reference, offset));
  }
  for (const m of text.matchAll(/\bin (\d+|one|two|three|four|five|six|seven|eight|nine|ten) days?\b/gi)) {
    const n = /\d/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1].toLowerCase()];
    add(m.index, m[0].length, addDays(reference, n));
  }
  for (const m of text.matchAll(/\bnext week\b/gi)) add(m.index, m[0].length, addDays(reference, 7));
  for (const m of text.matchAll(/\bnext month\b/gi)) {
    const d = toUtc(reference);
    add(m.index, m[0].length, isoOf(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))));
  }
  // Weekdays last: each resolves after the date written before it in the same message.
  const weekdayMatches = [...text.matchAll(/\b(?:(next|this|on|coming) )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/gi)];
  for (const m of weekdayMatches) {
    const before = found.filter((f) => f.index < m.index).sort((a, b) => b.index - a.index)[0];
    add(m.index, m[0].length, nextWeekday(before?.iso ?? reference, WEEKDAYS.indexOf(m[2].toLowerCase())));
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A month for YYYY-MM slots: "March 2026", "for May", "last month", "this month", 2026-03. */
export function findMonth(text: string, reference = REFERENCE_DATE): string | null {
  const refYear = Number(reference.slice(0, 4));
  const refMonth = Number(reference.slice(5, 7)) - 1;
  const iso = text.match(/\b(\d{4})-(\d{2})\b(?!-\d)/);
  if (iso) return `${iso[1]}-${iso[2]}`;
  if (/\blast month\b/i.test(text)) return monthString(refYear, refMonth - 1);
  if (/\bthis month\b/i.test(text)) return monthString(refYear, refMonth);
  const named = text.match(new RegExp(`\\b${MONTH_RE}\\b(?:,? (\\d{4}))?`, 'i'));
  if (named && !(named[1].toLowerCase() === 'may' && !/\b(?:for|in|of|from|since|during) may\b|^may\b|\bmay \d{4}\b|\bmay[?.!]?$/i.test(text))) {
    const month = monthIndex(named[1]);
    if (named[2]) return monthString(Number(named[2]), month);
    return monthString(month <= refMonth ? refYear : refYear - 1, month);
  }
  return null;
}

function monthString(year: number, month: number): string {
  const d = new Date(Date.UTC(year, month, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** "14 June" for 2026-06-14: how a reply says a date. */
export function sayDate(iso: string): string {
  const m = iso.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return iso;
  const month = MONTHS[Number(m[2]) - 1];
  return `${Number(m[3])} ${month.charAt(0).toUpperCase()}${month.slice(1)}`;
}
