/**
 * Watching at home against going out (issue 24), on a film graph written here: "online" is what a
 * service that streams "on demand" offers, so "I would like to find some movies online" goes to
 * the streaming desk, also from the cinema desk; a film at a cinema stays with the cinema.
 */
import { describe, expect, it } from 'vitest';
import { converse, serviceGraph } from './testing/dialogue.ts';

const films = serviceGraph('films', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the film guide.', handoffDescription: 'First contact.' },
  {
    id: 'cinema',
    name: 'Cinema Agent',
    instructions: 'You find screenings and sell seats.',
    handoffDescription: 'A provider for finding films, show times and buying cinema tickets.',
    tools: [
      {
        name: 'find_screenings',
        description: 'Search for films by town, genre or other attributes',
        properties: { town: { type: 'string', description: 'Town of the cinema' }, genre: { type: 'string', description: 'Genre of the film' } },
        required: ['town'],
        returns: [{ film_title: 'Tidewater', town: 'Oban', genre: 'Drama' }],
      },
    ],
  },
  {
    id: 'stream',
    name: 'Streaming Agent',
    instructions: 'You find films to stream and play them.',
    handoffDescription: 'A provider of films for searching and watching on demand.',
    tools: [
      {
        name: 'find_streams',
        description: 'Find films by genre and optionally director',
        properties: { genre: { type: 'string', description: 'Genre of the film' } },
        returns: [{ film_title: 'Low Light', genre: 'Comedy' }],
      },
    ],
  },
]);

describe('watching online', () => {
  it('"I would like to find some comedy movies online" goes to the streaming desk', async () => {
    const turns = await converse(films, ['I would like to find some comedy movies online.']);
    expect(turns[0]!.agent).toBe('stream');
    expect(turns[0]!.calls).toEqual([{ name: 'find_streams', args: { genre: 'Comedy' } }]);
  });

  it('after a screening, "I also want a funny movie to watch online" goes to the streaming desk', async () => {
    const turns = await converse(films, ['Find me a drama showing in Oban.', 'I also want a funny movie to watch online.']);
    expect(turns[0]!.agent).toBe('cinema');
    expect(turns[1]!.agent).toBe('stream');
    expect(turns[1]!.calls).toEqual([{ name: 'find_streams', args: { genre: 'Comedy' } }]);
  });

  it('a film showing in a town stays with the cinema', async () => {
    const turns = await converse(films, ['Find me a comedy movie showing in Oban.']);
    expect(turns[0]!.agent).toBe('cinema');
  });
});
