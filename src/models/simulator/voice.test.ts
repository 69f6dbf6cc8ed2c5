import { describe, expect, it } from 'vitest';
import { factFor, readVoice } from './lead.ts';
import { describeRecord, narrate } from './narrate.ts';
import { ask, asksForMore, greet, isSimulatorText, offer, offered, report } from './voice.ts';

describe('cues from the instructions', () => {
  it('turns "You are …" into who the agent is, and reads brevity and introductions', () => {
    const acme = readVoice('You are a customer service bot for ACME Inc. Introduce yourself. Always be very brief.', true);
    expect(acme).toMatchObject({ intro: "I'm a customer service bot for ACME Inc.", introduce: true, brief: true, language: 'en' });
    // only the first reply introduces itself
    expect(readVoice('You are a bot. Introduce yourself.', false).introduce).toBe(false);
    expect(readVoice('You are a sales agent for ACME Inc.Always answer in a sentence or less.', true)).toMatchObject({ intro: "I'm a sales agent for ACME Inc.", brief: true });
    expect(readVoice('Review the plan.', true)).toMatchObject({ intro: null, introduce: false, brief: false });
  });

  it('speaks the language it is told to, from a small table', () => {
    const spanish = readVoice('You are the front desk of Hotel Sol. You only speak Spanish.', true);
    expect(spanish.language).toBe('es');
    expect(ask(spanish, ['la fecha de llegada'])).toBe('¿Podría indicarme la fecha de llegada?');
    expect(greet(spanish, ['reservas'])).toBe('Puedo ayudarle con reservas. ¿Qué necesita?');
    expect(readVoice('Always respond in French.', true).language).toBe('fr');
    expect(readVoice('You help French tourists.', true).language).toBe('en');
  });

  it('answers from a fact its instructions state, not from an order', () => {
    const voice = readVoice('You are the reception of Riverside Clinic. Introduce yourself. Opening hours are 8:00 to 18:00 on weekdays.', false);
    expect(factFor(voice, 'What time do you open?')).toBe('Opening hours are 8:00 to 18:00 on weekdays.');
    expect(factFor(voice, 'Can I park there?')).toBeNull();
    expect(voice.facts).not.toContain('Introduce yourself.');
  });
});

describe('replies', () => {
  const plain = readVoice('You are the hotels agent.', false);
  const brief = readVoice('You are the hotels agent. Be brief.', false);

  it('asks for what is missing by its description, and that counts as asking for more', () => {
    const text = ask(plain, ['city to stay in', 'check-in date']);
    expect(text).toBe('Could you tell me the city to stay in and the check-in date?');
    expect(asksForMore(text)).toBe(true);
    expect(asksForMore(report(plain, ['Done.']))).toBe(false);
  });

  it('offers an action it was not asked for, and recognises the offer', () => {
    const text = offer(plain, 'order rocket skates', null);
    expect(text).toBe('I can order rocket skates for you. Shall I go ahead?');
    expect(offered(text)).toBe(true);
    expect(offer(brief, 'order rocket skates', null)).toBe(text);
  });

  it('reports results, only the last one when brief', () => {
    expect(report(plain, ['I found item_1.', 'Refund done.'])).toBe('I found item_1. Refund done. Anything else I can do?');
    expect(report(brief, ['I found item_1.', 'Refund done.'])).toBe('Refund done.');
  });

  it('recognises its own group-chat replies relayed as user messages, not a person\'s', () => {
    expect(isSimulatorText('Plan:\n1. engineer: plot it')).toBe(true);
    expect(isSimulatorText('Code for step 1: plot it.')).toBe(true);
    expect(isSimulatorText('Plot the population of France')).toBe(false);
  });
});

describe('tool results told in sentences', () => {
  it('tells a flight field by field, as a person would', () => {
    const flight = '[{"flight_number":"WL 102","origin":"Berlin","destination":"Lisbon","date":"2026-06-14","price":189,"currency":"EUR"}]';
    expect(narrate('search_flights', flight, 'en')).toEqual(['Flight WL 102 from Berlin to Lisbon on 14 June, 189 EUR.']);
  });

  it('counts lists, names things, says flags and dates, and never shows JSON', () => {
    const two = JSON.stringify([{ hotel_id: 'HTL-31', name: 'Casa Azul', city: 'Rome', price_per_night: 95, currency: 'EUR' }, { hotel_id: 'HTL-32', name: 'Roma Inn', city: 'Rome', price_per_night: 120, currency: 'EUR' }]);
    expect(narrate('search_hotels', two, 'en')).toEqual(['I found 2 options.', 'Hotel HTL-31, Casa Azul in Rome, price per night 95 EUR.', 'Hotel HTL-32, Roma Inn in Rome, price per night 120 EUR.']);
    expect(describeRecord({ product: 'rocket skates', in_stock: true, price: 79.99, currency: 'USD' }, 'check_stock')).toBe('Rocket skates, in stock, 79.99 USD.');
    expect(describeRecord({ order_number: 'ORD-5521', status: 'shipped', eta: '2026-06-04', items: [1, 2] }, 'track_order')).toBe('Order ORD-5521, shipped, eta 4 June, 2 items.');
    expect(describeRecord({ vacation_days_left: 12 }, 'leave_balance')).toBe('Leave balance: 12 vacation days left.');
    for (const line of narrate('x', '{"a":{"b":1},"c":"d"}', 'en')) expect(line).not.toMatch(/[{}[\]"]/);
  });

  it('reads Python reprs from Swarm tools, says "done" for success, and keeps plain sentences', () => {
    expect(narrate('get_invoice', "{'invoice_number': 'INV-1042', 'amount': 59.99, 'paid': True}", 'en')).toEqual(['Invoice INV-1042, amount 59.99, paid.']);
    expect(narrate('execute_refund', 'success', 'en')).toEqual(['Refund done.']);
    expect(narrate('look_up_item', 'item_132612938', 'en')).toEqual(['I found item_132612938.']);
    expect(narrate('issue_refund', 'Refunded $42.00 on INV-2042.', 'en')).toEqual(['Refunded $42.00 on INV-2042.']);
  });
});
