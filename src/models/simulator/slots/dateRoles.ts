/**
 * The dates of a message in order, each marked as a start or an end by the words before it:
 * "until the 14th", "returning on the 6th", "drop it off on Friday" end a stay or a trip; "from
 * the 10th", "pick it up Friday" start it. Both readers count: the simulator's own (dates.ts:
 * "next Friday" is the first Friday after today) and, for what it does not read, chrono-node
 * ("the 14th of this month", "the day after tomorrow"), so a message with one of each gives both.
 */
import { findDates } from './dates.ts';
import { findCalendarDates } from './language.ts';

export interface RoledDate {
  iso: string;
  index: number;
  /** the words before it say it ends something ("until", "return", the end of a range) */
  end: boolean;
  /** the words before it say it starts something ("from", "pick it up") */
  start: boolean;
}

/** Words that make the date after them an end ("until the 14th", "returning March 12th"). */
const END_CUE = /\b(?:up to|return|returns|returning|returned|back|until|till|til|through|thru|ending|ends?|check(?:ing)? out|checkout|drop(?:ping)?(?: (?:it|the car|them))? off|last day)\b/i;
/** Words that make it a start ("from the 10th", "pick it up on the 12th", "leaving on the 8th"). */
const START_CUE = /\b(?:from|starting|start|beginning|begin|pick(?:ing)?(?: (?:it|the car|them))? up|pickup|check(?:ing)? in|leav(?:e|ing)|depart(?:ing|ure)?)\b/i;

function lastCue(text: string, cue: RegExp): number {
  let at = -1;
  for (const m of text.matchAll(new RegExp(cue.source, 'gi'))) at = m.index;
  return at;
}

const DURATION = /\b(?:days?|weeks?|months?|years?|hours?|minutes?|nights?)\b/i;
const ANCHOR = /\d(?:st|nd|rd|th)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:today|tomorrow|tonight)\b/i;

/** Every date said, in order, with its role. */
export function datesWithRoles(text: string, reference: string): RoledDate[] {
  const own = findDates(text, reference);
  const spans = own.map((d) => [d.index, d.index + d.length] as const);
  const dates: Array<{ iso: string; index: number; rangeEnd: boolean }> = own.map((d) => ({ iso: d.iso, index: d.index, rangeEnd: false }));
  for (const d of findCalendarDates(text, reference)) {
    // "for two days", "in a week" say how long, not when (the own reader takes "in 3 days")
    if (DURATION.test(d.text) && !ANCHOR.test(d.text)) continue;
    const at = d.index;
    const overlaps = spans.some(([a, b]) => at < b && a < at + d.text.length);
    if (!overlaps) dates.push({ iso: d.iso, index: at + (d.end ? 1 : 0), rangeEnd: d.end === true });
  }
  dates.sort((a, b) => a.index - b.index);
  return dates.map((d, i) => {
    // the words since the previous date (at most a clause's worth) say what this one is
    const from = i > 0 ? dates[i - 1]!.index + 1 : 0;
    const before = text.slice(Math.max(from, d.index - 40), d.index).split(/[.;!?]/).at(-1) ?? '';
    // the cue nearest the date decides ("pick it up on the 5th and drop it off on the 9th")
    // "from 9th to 12th", "March 3rd - 5th": a date joined to the one before it ends their range
    const joined = i > 0 && /(?:-|–|\bto)\s*(?:the\s*)?$/i.test(before) && before.trim().split(/\s+/).length <= 4;
    const end = d.rangeEnd || joined || lastCue(before, END_CUE) > lastCue(before, START_CUE);
    return { iso: d.iso, index: d.index, end, start: !end && lastCue(before, START_CUE) >= 0 };
  });
}

/**
 * The date a property takes from one message: a start property the first date not said as an
 * end; an end property the last date said as one, else the last of two or more not said as a
 * start, else (one date, no word saying what it is) the date only when the agent just asked for it.
 */
export function dateFor(text: string, reference: string, wantsEnd: boolean, asked: boolean): string | null {
  const dates = datesWithRoles(text, reference);
  if (dates.length === 0) return null;
  if (!wantsEnd) return dates.find((d) => !d.end)?.iso ?? null;
  const ends = dates.filter((d) => d.end);
  if (ends.length > 0) return ends.at(-1)!.iso;
  if (dates.length > 1) return dates.filter((d) => !d.start).at(-1)?.iso ?? null;
  return asked && !dates[0]!.start ? dates[0]!.iso : null;
}
