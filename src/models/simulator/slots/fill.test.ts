import { describe, expect, it } from 'vitest';
import { fillArguments, type SlotSources } from './fill.ts';

const from = (current: string, more: Partial<SlotSources> = {}): SlotSources => ({ current, thread: [], results: [], ...more });
const object = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({ type: 'object', properties, required, additionalProperties: false });

const SEARCH_FLIGHTS = object({
  origin: { type: 'string', description: 'City the trip starts from' },
  destination: { type: 'string', description: 'City to fly to' },
  date: { type: 'string', format: 'date', description: 'Departure date' },
  passengers: { type: 'integer', minimum: 1, description: 'Number of travellers' },
});

describe('slot filling from each property\'s schema', () => {
  it('fills the issue\'s flight: places, date and a count, not the whole message', () => {
    expect(fillArguments(SEARCH_FLIGHTS, from('I need a flight from Berlin to Lisbon on 2026-06-14 for 2 people'))).toEqual({
      args: { origin: 'Berlin', destination: 'Lisbon', date: '2026-06-14', passengers: 2 },
      missing: [],
    });
  });

  it('reports what is missing by its description instead of filling junk, and takes it from the next message', () => {
    const first = fillArguments(SEARCH_FLIGHTS, from('I want to fly to Tokyo'));
    expect(first.args).toEqual({ origin: null, destination: 'Tokyo', date: null, passengers: null });
    expect(first.missing).toEqual([
      { name: 'origin', label: 'city the trip starts from' },
      { name: 'date', label: 'departure date' },
      { name: 'passengers', label: 'number of travellers' },
    ]);
    expect(fillArguments(SEARCH_FLIGHTS, from('From Paris, on 2026-07-03, just me', { thread: ['I want to fly to Tokyo'] }))).toEqual({
      args: { origin: 'Paris', destination: 'Tokyo', date: '2026-07-03', passengers: 1 },
      missing: [],
    });
  });

  it('leaves out optional properties it knows nothing about', () => {
    const schema = object({ city: { type: 'string' }, nights: { type: 'integer' }, guests: { type: 'integer' } }, ['city']);
    expect(fillArguments(schema, from('A room in Rome please')).args).toEqual({ city: 'Rome' });
  });

  it('takes the last four digits of a card ("card ending 4417"), not the sentence', () => {
    const schema = object({ card_last4: { type: 'string', description: 'Last four digits of the card' }, reason: { type: 'string', enum: ['lost', 'stolen', 'damaged'] } });
    expect(fillArguments(schema, from('My credit card ending 4417 was stolen, block it')).args).toEqual({ card_last4: '4417', reason: 'stolen' });
  });

  it('takes the invoice from the message and the amount from the tool result, not $2.00 from "twice"', () => {
    const schema = object({ invoice_id: { type: 'string' }, amount: { type: 'number', description: 'In USD.' } });
    const invoice = { name: 'get_invoice', text: '{"invoice_id":"INV-1042","amount":129.5,"status":"paid"}', value: { invoice_id: 'INV-1042', amount: 129.5, status: 'paid' }, args: {} };
    expect(fillArguments(schema, from('I was charged twice on INV-1042, refund it', { results: [invoice] })).args).toEqual({ invoice_id: 'INV-1042', amount: 129.5 });
    // without a result the amount is asked for, by what it is
    const missing = fillArguments(schema, from('I was charged twice on INV-1042, refund it'));
    expect(missing.args).toEqual({ invoice_id: 'INV-1042', amount: null });
    expect(missing.missing).toEqual([{ name: 'amount', label: 'amount' }]);
  });

  it('reads money with its currency into an amount and a currency enum', () => {
    const schema = object({ to_iban: { type: 'string', description: 'IBAN of the recipient' }, amount: { type: 'number' }, currency: { type: 'string', enum: ['EUR', 'USD', 'GBP'] } });
    expect(fillArguments(schema, from('Send 250 euros to DE89 3704 0044 0532 0130 00')).args).toEqual({ to_iban: 'DE89370400440532013000', amount: 250, currency: 'EUR' });
  });

  it('matches enums by synonym and by the start of a word', () => {
    const department = object({ department: { type: 'string', enum: ['cardiology', 'dermatology', 'general practice', 'pediatrics'] } });
    expect(fillArguments(department, from("I'd like to see a dermatologist")).args).toEqual({ department: 'dermatology' });
    expect(fillArguments(department, from('a heart specialist please')).args).toEqual({ department: 'cardiology' });
    expect(fillArguments(department, from("my son needs the children's doctor")).args).toEqual({ department: 'pediatrics' });
    // most words said wins: a rash and skin outweigh "daughter"
    expect(fillArguments(department, from('My daughter has a rash, can she see a skin doctor?')).args).toEqual({ department: 'dermatology' });
    expect(fillArguments(department, from('hello')).missing).toEqual([{ name: 'department', label: 'department' }]);
    const priority = object({ priority: { type: 'string', enum: ['low', 'normal', 'high'] } });
    expect(fillArguments(priority, from("it's urgent")).args).toEqual({ priority: 'high' });
    // nothing said: the neutral choice a model would make, not a question
    expect(fillArguments(priority, from('my printer is jammed'))).toEqual({ args: { priority: 'normal' }, missing: [] });
  });

  it('reads usernames, emails, months, counts with number words, and quoted names', () => {
    expect(fillArguments(object({ username: { type: 'string', description: "The employee's username" } }), from('reset the password for user tkim')).args).toEqual({ username: 'tkim' });
    expect(fillArguments(object({ email: { type: 'string', format: 'email' } }), from('send it to sam.lee@example.edu')).args).toEqual({ email: 'sam.lee@example.edu' });
    expect(fillArguments(object({ month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' } }), from('my payslip for May')).args).toEqual({ month: '2026-05' });
    expect(fillArguments(object({ product: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } }), from("I'd like to buy three phone chargers")).args).toEqual({ product: 'phone chargers', quantity: 3 });
    expect(fillArguments(object({ title: { type: 'string' } }), from('Find the book "The Left Hand of Darkness" for me')).args).toEqual({ title: 'The Left Hand of Darkness' });
  });

  it('finds ids in results first, then in the messages; never makes one up', () => {
    const schema = object({ order_id: { type: 'string' } });
    const found = { name: 'find_order', text: 'order ORD-77 found', value: 'order ORD-77 found', args: {} };
    expect(fillArguments(schema, from('cancel it', { results: [found] })).args).toEqual({ order_id: 'ORD-77' });
    expect(fillArguments(schema, from('cancel order A1043 please')).args).toEqual({ order_id: 'A1043' });
    expect(fillArguments(schema, from('cancel my order please'))).toEqual({ args: { order_id: null }, missing: [{ name: 'order_id', label: 'order id' }] });
  });

  it('uses null for nullable values, defaults, clamps numbers, and guesses only when the call is forced', () => {
    const schema = object({
      count: { type: 'integer', minimum: 2, maximum: 5 },
      confirmed: { type: 'boolean' },
      email: { type: ['string', 'null'] },
      mode: { type: 'string', enum: ['fast', 'slow'], default: 'slow' },
      nested: { type: 'object', properties: { level: { const: 3 } }, required: ['level'] },
    });
    expect(fillArguments(schema, from('yes, 9 of them count me in'))).toMatchObject({ args: { count: 5, confirmed: true, email: null, mode: 'slow', nested: { level: 3 } } });
    const forced = fillArguments(object({ status: { type: 'string', enum: ['in progress', 'completed'] }, steps: { type: 'integer' } }), from('Plot it', { forced: true }));
    expect(forced).toEqual({ args: { status: 'in progress', steps: 1 }, missing: [] });
  });
});
