import { describe, expect, it } from 'vitest';
import { findAnyNumber, findCount, findMoney, parseNumber } from './numbers.ts';

describe('numbers, counts and money', () => {
  it('parses digits with separators and number words', () => {
    expect(parseNumber('1,200')).toBe(1200);
    expect(parseNumber('59.99')).toBe(59.99);
    expect(parseNumber('three')).toBe(3);
    expect(parseNumber('dozen')).toBe(12);
    expect(parseNumber('boots')).toBeNull();
  });

  it('counts what the slot counts: people for passengers and guests, nights for nights', () => {
    const text = 'I need a flight from Berlin to Lisbon on 2026-06-14 for 2 people';
    expect(findCount(text, ['passeng'], true)).toBe(2);
    expect(findCount('Check in tomorrow for 3 nights, two guests', ['guest'], true)).toBe(2);
    expect(findCount('Check in tomorrow for 3 nights, two guests', ['night'], false)).toBe(3);
    expect(findCount('From Paris, on 2026-07-03, just me', ['passeng'], true)).toBe(1);
    expect(findCount('Book flight WL 102 for both of us', ['passeng'], true)).toBe(2);
    // the date's digits and the flight number are not counts
    expect(findCount('Book flight WL 102 on 2026-06-14', ['passeng'], true)).toBeNull();
  });

  it('finds money only with a currency, so "charged twice on INV-1042" is not $2.00 or $1042', () => {
    expect(findMoney('I was charged twice on INV-1042')).toBeNull();
    expect(findMoney('repairs cost $1,200')).toEqual({ amount: 1200, currency: 'USD' });
    expect(findMoney('Send 250 euros to DE89 3704 0044 0532 0130 00')).toEqual({ amount: 250, currency: 'EUR' });
    expect(findMoney('Pay £40 to GB29NWBK60161331926819')).toEqual({ amount: 40, currency: 'GBP' });
    expect(findMoney("It's FR14 2004 1010 0505 0001 3M02 606, 900 EUR")).toEqual({ amount: 900, currency: 'EUR' });
  });

  it('takes any number for generic quantities, skipping identifiers and dates', () => {
    expect(findAnyNumber('Purchase 2 USB cables please')).toBe(2);
    expect(findAnyNumber("I'd like to buy three phone chargers")).toBe(3);
    expect(findAnyNumber('where is ORD-5521 from 2026-06-01')).toBeNull();
  });
});
