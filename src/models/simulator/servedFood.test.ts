/**
 * The kind of food said as what a place serves (issue 24), on a dining graph written here:
 * "a place which serves Taiwanese" fills the category, "serves southern food" is American food
 * (not "priced", the word before "place"), and a question about what a place serves is no filter.
 * Then a cab "there": the place found, kept while the cab desk asks about other things; "me and my
 * friend" are two riders.
 */
import { describe, expect, it } from 'vitest';
import { converse, serviceGraph } from './testing/dialogue.ts';

const dining = serviceGraph('dining', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the town guide.', handoffDescription: 'First contact.' },
  {
    id: 'eats',
    name: 'Dining Agent',
    instructions: 'You find places to eat.',
    handoffDescription: 'Places to eat and tables.',
    tools: [
      {
        name: 'find_eateries',
        description: 'Find places to eat by town and by category',
        properties: { category: { type: 'string', description: 'The category of food offered by the place' }, town: { type: 'string', description: 'Town where the place is' } },
        required: ['town'],
        returns: [{ place_name: 'The Creel', category: 'Seafood', town: 'Oban', address: '12 Shore Street' }],
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
          shared_ride: { type: 'boolean', description: 'Boolean flag whether ride is shared with other passengers' },
        },
        returns: { fare: 12, minutes: 9 },
      },
    ],
  },
]);

describe('what a place serves', () => {
  it('"Can you find one nearby Oban?" names the town', async () => {
    const turns = await converse(dining, ['I want a place to eat. Can you find one nearby Oban?']);
    expect(turns[0]!.calls.map((c) => [c.name, c.args.town])).toEqual([['find_eateries', 'Oban']]);
  });

  it('"Search for a place which serves Taiwanese." answers the question about the category', async () => {
    const turns = await converse(dining, ['Can you find me a place to eat?', 'Search for a place which serves Taiwanese.', 'In Oban.']);
    expect(turns[1]!.replies.join(' ')).toMatch(/town where the place is/);
    expect(turns[2]!.calls).toEqual([{ name: 'find_eateries', args: { category: 'Taiwanese', town: 'Oban' } }]);
  });

  it('"Serves southern food" is American food; "Do they serve alcohol?" runs no new search', async () => {
    const turns = await converse(dining, ['Find me an economical priced place that Serves southern food in Oban.', 'Do they serve alcohol?']);
    expect(turns[0]!.calls).toEqual([{ name: 'find_eateries', args: { category: 'American', town: 'Oban' } }]);
    expect(turns[1]!.calls).toEqual([]);
  });

  it('"a cab to get there" goes to the place found, though the desk asks about the riders first; "Just me." is one rider', async () => {
    const turns = await converse(dining, ['Find me a seafood place in Oban.', 'Find me a cab to get there.', 'Yes, a shared ride is just fine.', 'Just me.']);
    expect(turns.slice(1, 3).map((t) => t.calls)).toEqual([[], []]);
    expect(turns[3]!.calls).toEqual([{ name: 'call_cab', args: { destination: '12 Shore Street', number_of_riders: 1, shared_ride: true } }]);
  });

  it('"for me and my friend" is two riders', async () => {
    const turns = await converse(dining, ['Find me a seafood place in Oban.', 'Can I get a cab ride there for me and my friend?', 'Yes, that is fine.']);
    expect(turns[2]!.calls).toEqual([{ name: 'call_cab', args: { destination: '12 Shore Street', number_of_riders: 2, shared_ride: true } }]);
  });
});
