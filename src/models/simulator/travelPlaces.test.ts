/**
 * Where a journey goes and starts (issue 24), on a coach graph written here: the place a person is
 * visiting is where the journey goes ("I will be visiting Philly"), and a word of praise before
 * "city of" still leaves the place its role ("leaving the great city of Philly").
 */
import { describe, expect, it } from 'vitest';
import { converse, serviceGraph } from './testing/dialogue.ts';

const coaches = serviceGraph('coaches', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the coach line.', handoffDescription: 'First contact.' },
  {
    id: 'coach',
    name: 'Coach Agent',
    instructions: 'You find coaches.',
    handoffDescription: 'Coach journeys.',
    tools: [
      {
        name: 'find_coach',
        description: 'Find a coach for a journey between two cities',
        properties: {
          origin: { type: 'string', description: 'Origin city for journey' },
          destination: { type: 'string', description: 'Destination city for journey' },
          date: { type: 'string', description: 'Date of departure' },
        },
        returns: [{ origin: 'New York', destination: 'Philadelphia', departure_time: '09:10', fare: 22 }],
      },
    ],
  },
]);

describe('where a journey goes', () => {
  it('"I will be visiting Philly" is the destination', async () => {
    const turns = await converse(coaches, ['Could you help me search for a coach?', 'I will be visiting Philly.', 'I will be departing from NYC on June 9th.']);
    expect(turns[1]!.replies.join(' ')).toMatch(/origin city for journey\?/);
    expect(turns[2]!.calls).toEqual([{ name: 'find_coach', args: { origin: 'New York', destination: 'Philadelphia', date: '2026-06-09' } }]);
  });

  it('"leaving the great city of Philly" is the origin', async () => {
    const turns = await converse(coaches, ["Find me a coach on June 9th. I'll be leaving the great city of Philly and going to Boston."]);
    expect(turns[0]!.calls).toEqual([{ name: 'find_coach', args: { origin: 'Philadelphia', destination: 'Boston', date: '2026-06-09' } }]);
  });
});
