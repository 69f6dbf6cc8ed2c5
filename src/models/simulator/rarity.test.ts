/**
 * Which desk a message goes to when several desks share its words (issue 24), on a graph written
 * here: a front desk, an airline desk (a search, then a reservation), a cinema and a concert box
 * office. The airline's words say "reserve a seat"; the cinema and the concerts "buy tickets".
 */
import { describe, expect, it } from 'vitest';
import { converse, names, serviceGraph } from './testing/dialogue.ts';

const town = serviceGraph('town', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the town pass. Send people to the right desk.', handoffDescription: 'First contact.' },
  {
    id: 'flights',
    name: 'Flights Agent',
    instructions: 'You find flights and reserve seats.',
    handoffDescription: 'Find flights and reserve a seat.',
    tools: [
      { name: 'search_flights', description: 'Find flights to a city on a date.', properties: { destination: { type: 'string', description: 'City flown to' }, date: { type: 'string', description: 'Day of the flight' } }, returns: [{ flight: 'TP 1337', destination: 'Lisbon', date: '2026-06-05', price: 120 }] },
      { name: 'reserve_flight', description: 'Reserve a seat on a flight.', properties: { flight: { type: 'string', description: 'Flight number' }, date: { type: 'string', description: 'Day of the flight' } }, needsApproval: true },
    ],
  },
  {
    id: 'cinema',
    name: 'Movie Tickets Agent',
    instructions: 'You sell tickets for the cinema.',
    handoffDescription: 'Buy movie tickets for films showing at the cinema.',
    tools: [{ name: 'buy_movie_tickets', description: 'Buy tickets for a movie.', properties: { title: { type: 'string', description: 'Title of the movie' }, tickets: { type: 'integer', minimum: 1, maximum: 9, description: 'Number of tickets' } }, needsApproval: true }],
  },
  {
    id: 'concerts',
    name: 'Concert Tickets Agent',
    instructions: 'You sell concert tickets.',
    handoffDescription: 'Buy tickets for concerts and gigs.',
    tools: [{ name: 'buy_concert_tickets', description: 'Buy tickets for a concert.', properties: { artist: { type: 'string', description: 'Who plays' }, tickets: { type: 'integer', minimum: 1, maximum: 9, description: 'Number of tickets' } }, needsApproval: true }],
  },
]);

describe('a yes to our offer, in words another desk shares', () => {
  it('"Yes, can you help me buy the ticket?" after the airline desk offered the reservation takes it, though the cinema sells tickets', async () => {
    const turns = await converse(town, ['Find me a flight to Lisbon on Friday', 'Yes, can you help me buy the ticket?']);
    expect(turns[0]!.replies.join(' ')).toMatch(/I can reserve a seat on a flight for you\. Shall I go ahead\?$/);
    expect(turns[1]!.agent).toBe('flights');
    expect(turns[1]!.calls).toEqual([{ name: 'reserve_flight', args: { flight: 'TP 1337', date: '2026-06-05' } }]);
  });

  it('a yes that names what only another desk has ("movie tickets") still goes there', async () => {
    const turns = await converse(town, ['Find me a flight to Lisbon on Friday', 'Yes, and can you help me buy movie tickets for tonight?']);
    expect(turns[1]!.agent).toBe('cinema');
    expect(names(turns[1]!)).not.toContain('reserve_flight');
  });
});

describe('words that tell desks apart weigh more than words they share', () => {
  it('"I need a seat for Friday, two tickets" after a flight search stays with the airline desk: "seat" is its own word, "tickets" every box office has', async () => {
    const turns = await converse(town, ['Find me a flight to Lisbon on Friday', 'I need a seat for Friday, two tickets']);
    expect(turns[1]!.agent).toBe('flights');
  });
});

describe("another desk's thing", () => {
  it('"Yes, I want to see a movie afterwards." or "Yes, I need to book a movie." after a flight offer goes to the cinema and books no flight', async () => {
    for (const m of ['Yes, I want to see a movie afterwards.', 'Yes, I need to book a movie.', 'Okay, I want to reserve a movie tonight.']) {
      const turns = await converse(town, ['Find me a flight to Lisbon on Friday', m]);
      expect({ m, agent: turns[1]!.agent, calls: names(turns[1]!) }).toEqual({ m, agent: 'cinema', calls: [] });
    }
  });
});
