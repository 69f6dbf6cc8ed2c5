/**
 * What carries over between desks (issue 24), on a harbour-town graph written here: the party of a
 * booked table is the party of the cab there (the table for two, then "a cab there for me and my
 * friends" is two riders: inferred, not said, so the cab is offered and called on the yes, and the
 * riders are not asked for again).
 */
import { describe, expect, it } from 'vitest';
import { converse, serviceGraph } from './testing/dialogue.ts';

const harbour = serviceGraph('harbour', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the harbour guide.', handoffDescription: 'First contact.' },
  {
    id: 'tables',
    name: 'Table Agent',
    instructions: 'You find eateries and book tables.',
    handoffDescription: 'Eateries and tables.',
    tools: [
      {
        name: 'find_eateries',
        description: 'Find eateries by town',
        properties: { town: { type: 'string', description: 'Town where the eatery is' } },
        returns: [{ eatery_name: 'The Creel', town: 'Oban', address: '12 Shore Street' }],
      },
      {
        name: 'book_table',
        description: 'Book a table at an eatery',
        needsApproval: true,
        properties: {
          eatery_name: { type: 'string', description: 'Name of the eatery' },
          time: { type: 'string', description: 'Time of the booking' },
          party_size: { type: 'integer', description: 'Number of people at the table', minimum: 1, maximum: 8, default: 2 },
        },
        required: ['eatery_name', 'time'],
        returns: { status: 'booked' },
      },
    ],
  },
  {
    id: 'cabs',
    name: 'Cab Agent',
    instructions: 'You call cabs.',
    handoffDescription: 'On-demand cab calling service.',
    tools: [
      {
        name: 'call_cab',
        description: 'Call a cab to head to a given destination',
        needsApproval: true,
        properties: {
          destination: { type: 'string', description: 'Destination for cab ride' },
          number_of_riders: { type: 'integer', description: 'Number of riders to call cab for', minimum: 1, maximum: 4 },
        },
        returns: { fare: 12, minutes: 9 },
      },
    ],
  },
]);

describe('the party carries over', () => {
  it('the table for two gives the cab there two riders: offered, then called on the yes', async () => {
    const turns = await converse(harbour, ['Find me an eatery in Oban.', 'Book a table there at 7 pm.', 'Can you get a cab there for me and my friends?', 'Yes, please.']);
    expect(turns[1]!.calls).toEqual([{ name: 'book_table', args: { eatery_name: 'The Creel', time: '19:00', party_size: 2 } }]);
    expect(turns[2]!.calls).toEqual([]);
    expect(turns[2]!.replies.join(' ')).toMatch(/I would take the number of riders to call cab for as 2\. Shall I go ahead\?$/);
    expect(turns[3]!.calls).toEqual([{ name: 'call_cab', args: { destination: '12 Shore Street', number_of_riders: 2 } }]);
  });

  it('riders said for the cab win over the party of the table, and the cab asked for is called', async () => {
    const turns = await converse(harbour, ['Find me an eatery in Oban.', 'Book a table there at 7 pm.', 'Please get me a cab there for 3 people.']);
    expect(turns[2]!.calls).toEqual([{ name: 'call_cab', args: { destination: '12 Shore Street', number_of_riders: 3 } }]);
  });

  it('"That is confirmed and let me know …" takes the offer; "That\'s okay. Thanks for your help." after an offer ends it', async () => {
    const base = ['Find me an eatery in Oban.', 'Book a table there at 7 pm.', 'Please book a cab for me to go to 2135 Franklin Street.'];
    const confirmed = await converse(harbour, [...base, 'That is confirmed and let me know how long the ride takes.']);
    expect(confirmed[2]!.calls).toEqual([]);
    expect(confirmed[3]!.calls).toEqual([{ name: 'call_cab', args: { destination: '2135 Franklin Street', number_of_riders: 2 } }]);
    const thanked = await converse(harbour, [...base, "That's okay. Thanks for your help."]);
    expect(thanked[3]!.calls).toEqual([]);
    expect(thanked[3]!.replies.join(' ')).toMatch(/welcome/i);
  });

  it('with no party booked before, the cab desk still asks how many ride', async () => {
    const turns = await converse(harbour, ['Find me an eatery in Oban.', 'Can you get a cab there for me and my friends?']);
    expect(turns[1]!.calls).toEqual([]);
    expect(turns[1]!.replies.join(' ')).toMatch(/number of riders/i);
  });
});
