/**
 * A ticket desk's flow (issue 24), on a coach graph written here: a person who needs tickets asks
 * for the purchase, so the desk gathers what the purchase takes, offers it and buys on the yes,
 * rather than running a search nobody asked for; "2 tickets" and "for 3 people" are the size of
 * the group.
 */
import { describe, expect, it } from 'vitest';
import { converse, serviceGraph } from './testing/dialogue.ts';

const journey = {
  origin: { type: 'string', description: 'Town where the journey starts' },
  destination: { type: 'string', description: 'Town where the journey ends' },
  travel_date: { type: 'string', description: 'Date of the journey' },
};

const coaches = serviceGraph('coaches', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the coach company.', handoffDescription: 'First contact.' },
  {
    id: 'coaches',
    name: 'Coaches Agent',
    instructions: 'You sell coach travel.',
    handoffDescription: 'Coach journeys between towns.',
    tools: [
      {
        name: 'find_coach',
        description: 'Find a coach journey between towns for a given date',
        properties: { ...journey, group_size: { type: 'integer', description: 'Size of group for the booking', default: 1 } },
        required: ['origin', 'destination', 'travel_date'],
        returns: [{ origin: 'Oban', destination: 'Glasgow', departure_time: '07:00', price: 20 }],
      },
      {
        name: 'buy_coach_ticket',
        description: 'Buy tickets for a coach journey',
        needsApproval: true,
        properties: { ...journey, departure_time: { type: 'string', description: 'Departure time of the coach' }, group_size: { type: 'integer', description: 'Size of group for the booking' } },
        returns: { status: 'booked' },
      },
    ],
  },
]);

const names = (turn: { calls: Array<{ name: string }> }) => turn.calls.map((c) => c.name);

describe('a person who needs tickets', () => {
  it('"I need coach tickets …", "2 tickets for June 12th.": offered once complete, bought on the yes, no search', async () => {
    const turns = await converse(coaches, ['I need coach tickets from Oban to Glasgow at 6:30 in the evening please.', '2 tickets for June 12th.', 'Yes, thank you.']);
    expect(turns.map(names)).toEqual([[], [], ['buy_coach_ticket']]);
    expect(turns[1]!.replies.join(' ')).toMatch(/I can buy tickets for a coach journey for you\. Shall I go ahead\?/);
    expect(turns[2]!.calls[0]!.args).toEqual({ origin: 'Oban', destination: 'Glasgow', travel_date: '2026-06-12', departure_time: '18:30', group_size: 2 });
  });

  it('"I need tickets for 3 people leaving from Oban" gives the group size and keeps to the purchase', async () => {
    const turns = await converse(coaches, ['Can you help me to get coach tickets?', 'I am going to Glasgow on the 12th.', 'I need tickets for 3 people leaving from Oban.', 'The one that leaves about afternoon 3:15.', 'Yes, that works.']);
    expect(turns.map(names)).toEqual([[], [], [], [], ['buy_coach_ticket']]);
    expect(turns[4]!.calls[0]!.args).toEqual({ origin: 'Oban', destination: 'Glasgow', travel_date: '2026-06-12', departure_time: '15:15', group_size: 3 });
  });

  it('"find me a coach" still searches first', async () => {
    const turns = await converse(coaches, ['Find me a coach from Oban to Glasgow on June 12th, I need 2 tickets.']);
    expect(names(turns[0]!)).toEqual(['find_coach']);
    expect(turns[0]!.calls[0]!.args).toEqual({ origin: 'Oban', destination: 'Glasgow', travel_date: '2026-06-12', group_size: 2 });
  });
});
