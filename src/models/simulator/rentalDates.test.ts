/**
 * The dates of a hire across turns (issue 24), on a van-hire graph written here: a start and an
 * end date, each said in the words people use ("from the 9th until 12th of June", "up to 11th of
 * this month"), or said on its own while the agent asked for something else.
 */
import { describe, expect, it } from 'vitest';
import { converse, serviceGraph } from './testing/dialogue.ts';

const vans = serviceGraph('vans', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the van hire.', handoffDescription: 'First contact.' },
  {
    id: 'vans',
    name: 'Van Hire Agent',
    instructions: 'You hire out vans.',
    handoffDescription: 'Van hire: find and reserve vans.',
    tools: [
      {
        name: 'find_vans',
        description: 'Search for available hire vans by town and date',
        properties: {
          collect_town: { type: 'string', description: 'Town to collect the van' },
          collect_date: { type: 'string', description: 'Date of van collection' },
          collect_time: { type: 'string', description: 'Time of van collection' },
          return_date: { type: 'string', description: 'Date of van return' },
        },
        returns: [{ van_name: 'Transit', collect_town: 'Oban', price: 80 }],
      },
    ],
  },
]);

const callOf = (turn: { calls: Array<{ name: string; args: Record<string, unknown> }> }) => turn.calls.find((c) => c.name === 'find_vans')?.args;

describe('the dates of a hire', () => {
  it('"from the 9th until 12th of June" gives both dates (the end said with a month does not hide the start said without)', async () => {
    const turns = await converse(vans, ['I need to hire a van', 'I want to take it from Oban, from the 9th until 12th of June', 'Around half past 3 in the afternoon']);
    expect(turns[1]!.replies.join(' ')).toMatch(/time of van collection/);
    expect(callOf(turns[2]!)).toEqual({ collect_town: 'Oban', collect_date: '2026-06-09', collect_time: '15:30', return_date: '2026-06-12' });
  });

  it('"up to 11th of this month" is the return date', async () => {
    const turns = await converse(vans, ['Could you please help me to find a hire van from Oban at afternoon 1:30 on 8th of June.', 'I want to have the van up to 11th of this month.']);
    expect(callOf(turns[1]!)).toEqual({ collect_town: 'Oban', collect_date: '2026-06-08', collect_time: '13:30', return_date: '2026-06-11' });
  });

  it('a later date said on its own once the start is known ends the hire, though the agent asked for the time', async () => {
    const turns = await converse(vans, ['Find me a hire van.', 'I want it from Oban', 'I will need it from 3rd of june', 'I will need it up next Thursday', 'Around 2 pm in afternoon']);
    expect(turns.slice(0, 4).map((t) => t.calls)).toEqual([[], [], [], []]);
    expect(callOf(turns[4]!)).toEqual({ collect_town: 'Oban', collect_date: '2026-06-03', collect_time: '14:00', return_date: '2026-06-04' });
  });

  it('the date that answers the question about the return is the return, not a new collection date', async () => {
    const turns = await converse(vans, ['Find me a hire van in Oban from June 3rd at 10am', 'June 5th']);
    expect(callOf(turns[1]!)).toEqual({ collect_town: 'Oban', collect_date: '2026-06-03', collect_time: '10:00', return_date: '2026-06-05' });
  });

  it('a correction still moves the collection date', async () => {
    const turns = await converse(vans, ['Find me a hire van in Oban from June 3rd', 'Make it June 4th instead', 'at 10am', 'June 7th']);
    expect(callOf(turns[3]!)).toEqual({ collect_town: 'Oban', collect_date: '2026-06-04', collect_time: '10:00', return_date: '2026-06-07' });
  });

  it('"Please change my collection town to Mallaig." runs the search again for Mallaig; a later change of date keeps Mallaig', async () => {
    const turns = await converse(vans, ['Find me a hire van in Oban from June 3rd at 10am to June 5th', 'Is there anything else available? Please change my collection town to Mallaig.', 'Can you change the collection date to June 4th?']);
    expect(callOf(turns[1]!)).toEqual({ collect_town: 'Mallaig', collect_date: '2026-06-03', collect_time: '10:00', return_date: '2026-06-05' });
    expect(callOf(turns[2]!)).toEqual({ collect_town: 'Mallaig', collect_date: '2026-06-04', collect_time: '10:00', return_date: '2026-06-05' });
  });
});
