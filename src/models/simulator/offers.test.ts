/**
 * What a "yes" answers in a service desk's flow (issue 24), on a graph written here: a front desk,
 * a boat-tour desk (a search, then a booking that needs a date and a party size) and a weather
 * desk. The search's result feeds the booking, so the desk offers it after a search.
 */
import { describe, expect, it } from 'vitest';
import { converse, names, serviceGraph } from './testing/dialogue.ts';

const harbour = serviceGraph('harbour-tours', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the harbour. Send people to the right desk.', handoffDescription: 'First contact.' },
  {
    id: 'tours',
    name: 'Boat Tours Agent',
    instructions: 'You find boat tours and book places on them.',
    handoffDescription: 'Find boat tours around the islands and book them.',
    tools: [
      {
        name: 'search_tours',
        description: 'Find boat tours leaving from a harbour town.',
        properties: { town: { type: 'string', description: 'Town the tour leaves from' } },
        returns: [{ tour_name: 'Seal Island Cruise', town: 'Port Ellen', address: '1 Pier Road', price: 40 }],
      },
      {
        name: 'book_tour',
        description: 'Book places on a boat tour for a date.',
        properties: {
          tour_name: { type: 'string', description: 'Name of the tour' },
          tour_date: { type: 'string', description: 'Date of the tour' },
          party_size: { type: 'integer', minimum: 1, maximum: 8, description: 'Number of people on the tour' },
        },
        needsApproval: true,
        returns: { booking: 'BT-77', status: 'confirmed' },
      },
    ],
  },
  {
    id: 'weather',
    name: 'Weather Agent',
    instructions: 'You tell the weather forecast.',
    handoffDescription: 'Weather forecasts for a town.',
    tools: [{ name: 'get_forecast', description: 'Get the weather forecast for a town.', properties: { town: { type: 'string', description: 'Town of the forecast' } }, returns: { town: 'Port Ellen', forecast: 'sunny' } }],
  },
]);

describe('an offer and the yes that answers it', () => {
  it('the offer stands while the person asks about what was found; "Sounds great." then asks once more, and "Yes…" books', async () => {
    const turns = await converse(harbour, ['Find me a boat tour from Port Ellen', 'What is their address?', 'Sounds great.', 'Yes, on Saturday for two people.']);
    expect(turns.map((t) => t.error)).toEqual([null, null, null, null]);
    expect(turns[0]!.replies.join(' ')).toMatch(/Shall I go ahead\?$/);
    expect(turns[1]!.replies.join(' ')).toMatch(/1 Pier Road/);
    // the yes may be for the tour found rather than the booking: the booking is offered again, not listed among "what I can help with"
    expect(names(turns[2]!)).toEqual([]);
    expect(turns[2]!.replies.join(' ')).toMatch(/^I can book that for you\. Shall I go ahead\?$/);
    expect(turns[3]!.calls).toEqual([{ name: 'book_tour', args: { tour_name: 'Seal Island Cruise', tour_date: '2026-06-06', party_size: 2 } }]);
    expect(turns.map((t) => t.agent)).toEqual(['tours', 'tours', 'tours', 'tours']);
  });

  it('"That one is good." takes the offer: it asks for what the booking lacks, an answer goes on with the booking (no second search), and it confirms before booking', async () => {
    const turns = await converse(harbour, ['Find me a boat tour from Port Ellen', 'That one is good.', 'Saturday, for two of us.', 'Yes.']);
    expect(turns.map((t) => t.error)).toEqual([null, null, null, null]);
    expect(names(turns[1]!)).toEqual([]);
    expect(turns[1]!.replies.join(' ')).toMatch(/^Could you tell me the date of the tour\?$/);
    expect(names(turns[2]!)).toEqual([]);
    expect(turns[2]!.replies.join(' ')).toMatch(/^I can book that for you\. Shall I go ahead\?$/);
    expect(turns[3]!.calls).toEqual([{ name: 'book_tour', args: { tour_name: 'Seal Island Cruise', tour_date: '2026-06-06', party_size: 2 } }]);
  });

  it('"That sounds good, but do you have one from Glasgow?" takes back the yes: the search runs again for the new town, nothing is booked', async () => {
    const turns = await converse(harbour, ['Find me a boat tour from Port Ellen', "That sounds good, but do you have one from Glasgow?"]);
    expect(turns[1]!.calls).toEqual([{ name: 'search_tours', args: { town: 'Glasgow' } }]);
  });
});

const ferries = serviceGraph('ferries', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the ferry line.', handoffDescription: 'First contact.' },
  {
    id: 'crossings',
    name: 'Crossings Agent',
    instructions: 'You find ferry crossings and book them.',
    handoffDescription: 'Ferry crossings: day trips and round trips.',
    tools: [
      { name: 'search_day_trips', description: 'Find day trips by ferry to a port.', properties: { destination: { type: 'string', description: 'Port sailed to' } }, returns: [{ sailing: 'FX-12', destination: 'Tarbert', price: 20 }] },
      { name: 'search_round_trips', description: 'Find round trips by ferry to a port.', properties: { destination: { type: 'string', description: 'Port sailed to' } }, returns: [{ sailing: 'FX-40', destination: 'Tarbert', price: 35 }] },
      { name: 'book_day_trip', description: 'Book a day trip.', properties: { sailing: { type: 'string', description: 'Sailing code' } }, needsApproval: true },
      { name: 'book_round_trip', description: 'Book a round trip.', properties: { sailing: { type: 'string', description: 'Sailing code' } }, needsApproval: true },
    ],
  },
]);

describe('the action a search leads to', () => {
  it('with two bookings that could follow, the one named like the search is offered, and "That works for me." takes it', async () => {
    const turns = await converse(ferries, ['Find me round trips by ferry to Tarbert', 'That works for me.']);
    expect(names(turns[0]!)).toEqual(['search_round_trips']);
    expect(turns[0]!.replies.join(' ')).toMatch(/I can book a round trip for you\. Shall I go ahead\?$/);
    expect(turns[1]!.calls).toEqual([{ name: 'book_round_trip', args: { sailing: 'FX-40' } }]);
  });
});
