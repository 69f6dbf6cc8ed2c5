/**
 * Replies across a dialogue (issue 24's reply checks, on a graph written here): a result is told
 * without reading back what the person just said, and two different questions about one result do
 * not end on the same sentence, while the same question asked again is answered again.
 */
import { describe, expect, it } from 'vitest';
import { converse, serviceGraph } from './testing/dialogue.ts';

const vets = serviceGraph('vets', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the Valley animal clinics. Send people to the right desk.', handoffDescription: 'First contact.' },
  {
    id: 'vets',
    name: 'Vet Finder Agent',
    instructions: 'You find vets and book visits.',
    handoffDescription: 'Find a vet by town and specialty, and book a visit.',
    tools: [
      {
        name: 'find_vet',
        description: 'Find a vet in a town for a specialty.',
        properties: { city: { type: 'string', description: 'Town where the vet practises' }, specialty: { type: 'string', enum: ['Dental', 'Surgery', 'Exotics'], description: 'What the vet treats' } },
        returns: { phone_number: '555-0101', address: '12 Quay Street', city: 'Port Talbot', specialty: 'Dental', vet_name: 'Ada Price' },
      },
      {
        name: 'book_vet_visit',
        description: 'Book a visit with a vet.',
        properties: { vet_name: { type: 'string', description: 'Name of the vet' }, date: { type: 'string', description: 'Day of the visit' } },
        needsApproval: true,
        returns: { status: 'confirmed' },
      },
    ],
  },
]);

describe('replies across a dialogue', () => {
  it('tells a result without reading back the place the person just said ("In Port Talbot." is not echoed)', async () => {
    const turns = await converse(vets, ['I need a vet for dental care', 'In Port Talbot.']);
    expect(turns[0]!.replies.join(' ')).toMatch(/town/i);
    expect(turns[1]!.calls).toEqual([{ name: 'find_vet', args: { city: 'Port Talbot', specialty: 'Dental' } }]);
    const reply = turns[1]!.replies.join(' ');
    expect(reply).toMatch(/Ada Price/);
    expect(reply).toMatch(/12 Quay Street/);
    expect(reply).not.toMatch(/Port Talbot/);
  });

  it('a second, different question about the result does not end on the sentence the first answer ended with; the same question again is answered again', async () => {
    const turns = await converse(vets, ['I need a vet for dental care in Port Talbot', "What is the vet's phone number?", "What is the vet's address?", "What is the vet's address?"]);
    const last = (i: number) => turns[i]!.replies.at(-1)!.split(/(?<=\.)\s+/).at(-1);
    expect(turns[1]!.replies.join(' ')).toMatch(/555-0101/);
    expect(turns[2]!.replies.join(' ')).toMatch(/12 Quay Street/);
    expect(last(2)).not.toBe(last(1));
    // asked again, it answers again rather than saying it has nothing new
    expect(turns[3]!.replies.join(' ')).toMatch(/^The address is 12 Quay Street\./);
  });
});
