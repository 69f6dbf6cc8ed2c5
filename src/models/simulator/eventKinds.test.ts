/**
 * What people look for at an events desk (issue 24), on a festival graph written here: a sport or
 * a music genre fills the subcategory, other words never do ("I really enjoy Games events" says
 * no sport); the kind of thing looked for is no place ("Search for Music events" names no city);
 * city nicknames ("Chi-town", "District of Columbia"); a tool with one date takes the date said
 * ("check out March 14th"); an agreement "too" is no new request.
 */
import { describe, expect, it } from 'vitest';
import { converse, serviceGraph } from './testing/dialogue.ts';

const festival = serviceGraph('festival', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the festival guide.', handoffDescription: 'First contact.' },
  {
    id: 'events',
    name: 'Events Agent',
    instructions: 'You find events.',
    handoffDescription: 'Concerts and games.',
    tools: [
      {
        name: 'find_events',
        description: 'Find concerts and games by city',
        properties: {
          category: { type: 'string', enum: ['Music', 'Sports'], description: 'Type of event' },
          subcategory: { type: 'string', description: 'Subcategory of event, either a music genre or sport name' },
          city: { type: 'string', description: 'City where the event is happening' },
          date: { type: 'string', description: 'Date of the event' },
        },
        required: ['category', 'city'],
        returns: [{ event_name: 'Harbour Jam', venue: 'Pier Hall', city: 'Oban', date: '2026-06-13' }],
      },
    ],
  },
]);

describe('an events desk', () => {
  it('"I really enjoy Games events" names no sport: no subcategory made of other words', async () => {
    const turns = await converse(festival, ['I really enjoy Games events in Oban.']);
    expect(turns[0]!.calls).toEqual([{ name: 'find_events', args: { category: 'Sports', subcategory: null, city: 'Oban', date: null } }]);
  });

  it('"I am a big fan of basketball" is the sport; "hip hop" the genre', async () => {
    const games = await converse(festival, ['I am a big fan of basketball. Find me a game in Oban.']);
    expect(games[0]!.calls).toEqual([{ name: 'find_events', args: { category: 'Sports', subcategory: 'Basketball', city: 'Oban', date: null } }]);
    const music = await converse(festival, ['Find me some hip hop concerts in Oban.']);
    expect(music[0]!.calls).toEqual([{ name: 'find_events', args: { category: 'Music', subcategory: 'Hip Hop', city: 'Oban', date: null } }]);
  });

  it('"Search for Music events." names no city: the desk asks for it', async () => {
    const turns = await converse(festival, ['Search for Music events.']);
    expect(turns[0]!.calls).toEqual([]);
    expect(turns[0]!.replies.join(' ')).toMatch(/city where the event is happening\?/);
  });

  it('"around Chi-town" is Chicago, "around District of Columbia" Washington D.C.', async () => {
    const chicago = await converse(festival, ['I want to find some Sports events around Chi-town.']);
    expect(chicago[0]!.calls.map((c) => c.args.city)).toEqual(['Chicago']);
    const dc = await converse(festival, ['Check for Music events around District of Columbia.']);
    expect(dc[0]!.calls.map((c) => c.args.city)).toEqual(['Washington D.C.']);
  });

  it('"I would like to check out June 14th" gives the one date of the look-up', async () => {
    const turns = await converse(festival, ['Find me Music events in Oban.', 'Sounds good. But would you be able to find something else? I would like to check out June 14th.']);
    expect(turns[1]!.calls).toEqual([{ name: 'find_events', args: { category: 'Music', subcategory: null, city: 'Oban', date: '2026-06-14' } }]);
  });

  it('"Okay, that\'s good too. Do you have any jazz events coming up?" looks again for jazz', async () => {
    const turns = await converse(festival, ['Find me Music events in Oban.', "Okay, that's good too. Do you have any jazz events coming up?"]);
    expect(turns[1]!.calls).toEqual([{ name: 'find_events', args: { category: 'Music', subcategory: 'Jazz', city: 'Oban', date: null } }]);
  });
});
