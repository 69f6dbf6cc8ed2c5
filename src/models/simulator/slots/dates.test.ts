import { describe, expect, it } from 'vitest';
import { findDates, findMonth, REFERENCE_DATE, sayDate } from './dates.ts';

const isoDates = (text: string) => findDates(text).map((d) => d.iso);

describe('dates against the fixed reference date (Monday 1 June 2026)', () => {
  it('is a Monday, so weekday rules below are checkable', () => {
    expect(REFERENCE_DATE).toBe('2026-06-01');
    expect(new Date(`${REFERENCE_DATE}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('reads ISO dates, day-month and month-day forms, with or without a year', () => {
    expect(isoDates('on 2026-06-14 for 2 people')).toEqual(['2026-06-14']);
    expect(isoDates('arriving 14 June')).toEqual(['2026-06-14']);
    expect(isoDates('June 3rd 2027 please')).toEqual(['2027-06-03']);
    // a day already past this year is next year's
    expect(isoDates('on 3 March')).toEqual(['2027-03-03']);
    expect(isoDates('on 31/12/2026')).toEqual(['2026-12-31']);
    expect(isoDates('on 2026-02-30')).toEqual([]);
  });

  it('resolves today, tomorrow, yesterday, in N days, next week and next month', () => {
    expect(isoDates('sick today')).toEqual(['2026-06-01']);
    expect(isoDates('Check in tomorrow for 3 nights')).toEqual(['2026-06-02']);
    expect(isoDates('it happened yesterday')).toEqual(['2026-05-31']);
    expect(isoDates('in three days')).toEqual(['2026-06-04']);
    expect(isoDates('next week')).toEqual(['2026-06-08']);
    expect(isoDates('sometime next month')).toEqual(['2026-07-01']);
  });

  it('takes a weekday as the first one after the reference, or after the date before it in the same message', () => {
    expect(isoDates('from next Friday')).toEqual(['2026-06-05']);
    expect(isoDates('on Monday')).toEqual(['2026-06-08']);
    expect(isoDates('From next Monday to next Friday')).toEqual(['2026-06-08', '2026-06-12']);
    expect(isoDates('from 2026-07-06 to Wednesday')).toEqual(['2026-07-06', '2026-07-08']);
  });

  it('is the same on every run: another reference gives other dates only when asked', () => {
    expect(findDates('tomorrow', '2030-01-31').map((d) => d.iso)).toEqual(['2030-02-01']);
    expect(isoDates('tomorrow')).toEqual(['2026-06-02']);
  });

  it('finds months for YYYY-MM slots, a month without a year being the latest one not after the reference', () => {
    expect(findMonth('my statement for March 2026')).toBe('2026-03');
    expect(findMonth('Where is my payslip for May?')).toBe('2026-05');
    expect(findMonth('the one for September')).toBe('2025-09');
    expect(findMonth('last month')).toBe('2026-05');
    expect(findMonth('2026-04 please')).toBe('2026-04');
    // "may" the verb is not a month
    expect(findMonth('I may need it')).toBeNull();
    expect(findMonth('on 2026-06-14')).toBeNull();
  });

  it('says dates the way a person does', () => {
    expect(sayDate('2026-06-14')).toBe('14 June');
  });
});
