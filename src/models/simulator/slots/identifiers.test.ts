import { describe, expect, it } from 'vitest';
import { findByPattern, findEmail, findIban, findLast4, findUsername, identifierIn } from './identifiers.ts';

describe('identifiers', () => {
  it('finds values of a schema pattern, also across one space', () => {
    expect(findByPattern('Book flight WL 102 for both of us', '^[A-Z]{2} ?\\d{2,4}$')).toBe('WL 102');
    expect(findByPattern('please book HTL-31', '^HTL-\\d+$')).toBe('HTL-31');
    expect(findByPattern('Sign me up for CSC101 in the fall', '^[A-Z]{3}\\d{3}$')).toBe('CSC101');
    expect(findByPattern('nothing here', '^ORD-\\d+$')).toBeNull();
    expect(findByPattern('a broken (pattern', '(')).toBeNull();
  });

  it('reads the last four digits of a card, not the whole sentence', () => {
    expect(findLast4('my card ending 4417 was stolen')).toBe('4417');
    expect(findLast4('Is my card ending in 0921 still active?')).toBe('0921');
    expect(findLast4('the last four digits are 5512')).toBe('5512');
    expect(findLast4('since 2026')).toBeNull();
  });

  it('reads IBAN-like numbers with the spaces taken out', () => {
    expect(findIban('Send 250 euros to DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(findIban("It's FR14 2004 1010 0505 0001 3M02 606, 900 EUR")).toBe('FR1420041010050500013M02606');
    expect(findIban('card 4417')).toBeNull();
  });

  it('reads emails and usernames', () => {
    expect(findEmail('send it to sam.lee@example.edu please')).toBe('sam.lee@example.edu');
    expect(findUsername('I forgot my password, my username is jdoe')).toBe('jdoe');
    expect(findUsername('Please give alice.m access to GitHub')).toBe('alice.m');
    expect(findUsername('I need VPN access for bob_smith')).toBe('bob_smith');
    expect(findUsername("It's mkowalski")).toBe('mkowalski');
    expect(findUsername('reset the password for user tkim')).toBe('tkim');
    expect(findUsername('I am locked out of my account')).toBeNull();
  });

  it('prefers an identifier that starts like the slot (INV for invoice), and never words', () => {
    expect(identifierIn('No invoice INV-1043 for customer cus_1042.', 'cus')).toBe('cus_1042');
    expect(identifierIn('No invoice INV-1043 for customer cus_1042.', 'inv')).toBe('INV-1043');
    expect(identifierIn('order 10432 arrived')).toBe('10432');
    expect(identifierIn('nothing here, 50 years, since 2026')).toBeNull();
  });
});
