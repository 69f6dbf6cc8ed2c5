/**
 * The kind of food said as what a place serves (issue 24), on a dining graph written here:
 * "a place which serves Taiwanese" fills the category, "serves southern food" is American food
 * (not "priced", the word before "place"), and a question about what a place serves is no filter.
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
        returns: [{ place_name: 'The Creel', category: 'Seafood', town: 'Oban' }],
      },
    ],
  },
]);

describe('what a place serves', () => {
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
});
