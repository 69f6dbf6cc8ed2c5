/**
 * Routing across several services in one conversation and which tool a turn calls (issue 24,
 * part A), on a small harbour-town graph written here: a front desk, a tides desk, a kayak hire
 * desk (a search, then a booking), a bistro (its own booking) and a boat charter whose one action
 * no word list names. Run through the real engine as the playground does: history, last agent and
 * context carry over; approvals are granted.
 */
import { describe, expect, it } from 'vitest';
import { conceptsOf } from './intent/lexicon.ts';
import { intentStems } from './policy.ts';
import { converse as talk, names, serviceGraph, type AgentSpec, type TurnResult } from './testing/dialogue.ts';

const AGENTS: AgentSpec[] = [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of Harbour Town. Send people to the right desk.', handoffDescription: 'First contact.' },
  {
    id: 'tides',
    name: 'Tides Agent',
    instructions: 'You are the tides desk.',
    handoffDescription: 'High and low water times for the harbours.',
    tools: [
      {
        name: 'get_tide_times',
        description: 'Get the high and low water times of a harbour on a date.',
        properties: { city: { type: 'string', description: 'Harbour town' }, date: { type: 'string', description: 'Date of the tides' } },
        returns: { harbour: 'Brighton', high_water: '06:12', low_water: '12:31' },
      },
    ],
  },
  {
    id: 'kayaks',
    name: 'Kayak Hire Agent',
    instructions: 'You are the kayak hire desk.',
    handoffDescription: 'Find kayaks for hire and book them.',
    tools: [
      {
        name: 'search_kayaks',
        description: 'Find kayaks for hire in a harbour.',
        properties: {
          city: { type: 'string', description: 'Harbour town of the hire' },
          kayak_type: { type: 'string', enum: ['Sea', 'River', 'Tandem'], description: 'Kind of kayak' },
          paddlers: { type: 'integer', minimum: 1, maximum: 4, default: 1, description: 'Number of paddlers' },
        },
        required: ['city', 'kayak_type'],
        returns: [{ kayak_name: 'Puffin', harbour: 'Brighton', kayak_type: 'Sea', paddlers: 2, price_per_day: 40 }],
      },
      {
        name: 'book_kayak',
        description: 'Book a kayak for a day.',
        properties: { kayak_name: { type: 'string', description: 'Name of the kayak' }, city: { type: 'string', description: 'Harbour town of the hire' }, date: { type: 'string', description: 'Day of the hire' } },
        needsApproval: true,
        returns: { booking: 'KY-881', status: 'confirmed' },
      },
    ],
  },
  {
    id: 'bistro',
    name: 'Bistro Agent',
    instructions: 'You are the harbour bistro.',
    handoffDescription: 'Tables at the harbour bistro.',
    tools: [
      {
        name: 'book_table',
        description: 'Book a table at the bistro.',
        properties: { date: { type: 'string', description: 'Day of the meal' }, guests: { type: 'integer', minimum: 1, maximum: 12, description: 'Number of guests' } },
        needsApproval: true,
        returns: { table: 7, status: 'confirmed' },
      },
    ],
  },
  {
    id: 'charter',
    name: 'Charter Agent',
    instructions: 'You are the boat charter desk.',
    handoffDescription: 'Skippered boat trips to the other islands, with optional fishing.',
    tools: [
      {
        name: 'charter_boat',
        description: 'A skippered boat for a group on a date.',
        properties: { date: { type: 'string', description: 'Day of the trip' }, group_size: { type: 'integer', minimum: 1, maximum: 10, description: 'Number of people' } },
        needsApproval: true,
        returns: { boat: 'Selkie', status: 'confirmed' },
      },
    ],
  },
];

const harbourGraph = () => serviceGraph('harbour', AGENTS, { name: 'Harbour Town' });

/** `blind`: the model is not given the graph (it works from each request alone, as with a key-less export). */
async function converse(messages: string[], blind = false): Promise<TurnResult[]> {
  const turns = await talk(harbourGraph(), messages, { blind });
  for (const turn of turns) expect(turn.error).toBeNull();
  return turns;
}

describe('routing across services in one conversation', () => {
  it('"Sounds good. What are the tides there?" after a kayak search goes to the tides desk: the yes answered us, the rest asks someone else', async () => {
    const turns = await converse(['Find me a sea kayak in Brighton', 'Okay, sounds good. When is high water there tomorrow?']);
    expect(names(turns[0]!)).toEqual(['search_kayaks']);
    expect(turns[1]!.agent).toBe('tides');
    expect(turns[1]!.calls).toEqual([{ name: 'get_tide_times', args: { city: 'Brighton', date: '2026-06-02' } }]);
  });

  it('"I\'d also like to book a table" leaves the kayak desk for the bistro, though both book things', async () => {
    const turns = await converse(['Find me a sea kayak in Brighton', 'Thanks. I would also like to book a table for two on Friday.']);
    expect(turns[1]!.agent).toBe('bistro');
    expect(turns[1]!.calls).toEqual([{ name: 'book_table', args: { date: '2026-06-05', guests: 2 } }]);
  });

  it('"some other options" is more of what this desk found, not a new topic', async () => {
    const turns = await converse(['Find me a sea kayak in Brighton', 'What is the price per day?', 'I would like to look at some other options.']);
    expect(turns[1]!.replies).toEqual(['The price per day is 40.']);
    // ("other" and "optional" in the charter desk's description say nothing about this)
    expect(turns[2]!.agent).toBe('kayaks');
  });

  it('a refusal followed by another request: nothing is booked, and the request goes where it belongs', async () => {
    const turns = await converse(['Find me a sea kayak in Brighton', 'Book the Puffin for Saturday please', 'No. Do not book it. When is low water in Brighton on Saturday?']);
    expect(names(turns[1]!)).toEqual(['book_kayak']);
    expect(turns[2]!.agent).toBe('tides');
    expect(names(turns[2]!)).toEqual(['get_tide_times']);
  });
  it('without the graph, "I will also need…" that none of its own tools does is a new request, not the search it offered to follow up', async () => {
    const turns = await converse(['Find me a sea kayak in Brighton', 'I will also need a table at the bistro for two on Friday.'], true);
    expect(turns[0]!.replies.join(' ')).toMatch(/Shall I go ahead\?$/);
    expect(turns[1]!.agent).toBe('bistro');
    expect(turns[1]!.calls).toEqual([]);
    expect(turns[1]!.replies).toEqual(['I can book a table at the bistro for you. Shall I go ahead?']);
  });
});

describe('which tool a turn calls', () => {
  it('an answer to the question it asked goes on with the tool that asked, whatever other tool its words recall', async () => {
    const turns = await converse(['I want to hire a kayak in Brighton', 'I would like to see a tandem one.']);
    expect(turns[0]!.replies.join(' ')).toMatch(/kind of kayak/);
    // "see" is a booking word ("see a doctor"), but the person answered which kind
    expect(turns[1]!.calls).toEqual([{ name: 'search_kayaks', args: { city: 'Brighton', kayak_type: 'Tandem', paddlers: 1 } }]);
  });

  it('a booking for a thing nobody has named yet searches first, as a desk would', async () => {
    const turns = await converse(['I would like to book a kayak in Brighton for Saturday']);
    // it asks what the search needs, not which kayak
    expect(turns[0]!.calls).toEqual([]);
    expect(turns[0]!.replies.join(' ')).toMatch(/kind of kayak/);
  });

  it('a tool with consequences that no word list names is asked for by the verb of its own name', async () => {
    const turns = await converse(['I want to charter a boat for six people on Saturday']);
    expect(turns[0]!.agent).toBe('charter');
    expect(turns[0]!.calls).toEqual([{ name: 'charter_boat', args: { date: '2026-06-06', group_size: 6 } }]);
  });

  it('"No thanks, Saturday does not work for me" is no go-ahead for the booking the thread asked for', async () => {
    const turns = await converse(['Book the Puffin in Brighton', 'No thanks, Saturday does not work for me.']);
    expect(turns[0]!.replies.join(' ')).toMatch(/day of the hire/);
    // the thread asked for the booking and the day is now said, but the person turned it down
    expect(turns[1]!.calls).toEqual([]);
  });
});

describe('a search, then an offer, then "yes"', () => {
  it('after a search that found something, it offers the action the result can feed, and "yes" takes that action', async () => {
    const turns = await converse(['Find me a sea kayak in Brighton', 'Yes, that works, on Saturday.']);
    expect(turns[0]!.replies.join(' ')).toMatch(/kayak name Puffin.*I can book a kayak for a day for you\. Shall I go ahead\?$/);
    // the words of the request fit the search better; the offer decides
    expect(turns[1]!.calls).toEqual([{ name: 'book_kayak', args: { kayak_name: 'Puffin', city: 'Brighton', date: '2026-06-06' } }]);
  });

  it('the same look-up with the same values is not run again, and none runs after the action it served', async () => {
    const turns = await converse(['Find me a sea kayak in Brighton', 'Is there anything else?', 'Book the Puffin for Saturday, for two paddlers']);
    expect(turns[1]!.calls).toEqual([]);
    expect(names(turns[2]!)).toEqual(['book_kayak']);
  });

  it('"Thanks, that is all I needed" after an offer books nothing; "Thanks. I need a table…" is a request, not a closing', async () => {
    const closing = await converse(['Find me a sea kayak in Brighton', 'Thank you, that is all I needed.']);
    expect(closing[1]!.calls).toEqual([]);
    expect(closing[1]!.replies.join(' ')).toMatch(/^You're welcome\./);
    const request = await converse(['Find me a sea kayak in Brighton', 'Thanks. I need a table at the bistro for two on Friday.']);
    expect(request[1]!.agent).toBe('bistro');
  });
});

describe('words', () => {
  it('a checking account is about a balance; the verb "check" is not', () => {
    const concepts = (text: string) => intentStems(text).flatMap(conceptsOf);
    expect(concepts('What is in my checking account?')).toContain('balance');
    expect(concepts('Can you check the weather?')).not.toContain('balance');
  });
});

describe('no action the person did not ask for', () => {
  it('goodbyes are closings whatever their words mean elsewhere: "I will talk to you later", "See you", "that would be all", "I appreciate your help"', async () => {
    for (const bye of ['Great. I will talk to you later.', 'Thanks. I am done for now. See you.', 'No, that would be all.', 'I appreciate your help. I am done now.', 'Alright, thanks.']) {
      const turns = await converse(['Is there a table for two at the bistro on Friday?', bye]);
      expect({ bye, calls: turns[1]!.calls }).toEqual({ bye, calls: [] });
      expect(turns[1]!.agent).toBe('bistro');
    }
    const booked = await converse(['Book a table at the bistro for two on Friday', 'Thanks. I am done for now. See you.']);
    expect(names(booked[0]!)).toEqual(['book_table']);
    expect(booked[1]!.calls).toEqual([]);
  });

  it('a correction of the last booking ("No, sorry, Saturday for our group of people.") corrects it, though its words recall another desk', async () => {
    const turns = await converse(['Book a table at the bistro for two on Friday', 'No, sorry, Saturday for our group of people.']);
    expect(turns[1]!.agent).toBe('bistro');
    expect(turns[1]!.calls).toEqual([{ name: 'book_table', args: { date: '2026-06-06', guests: 2 } }]);
  });

  it('a question inside a message asks nothing to be done: "The bistro sounds nice, when can I book a table for two on Friday?"', async () => {
    const turns = await converse(['The bistro sounds nice, when can I book a table for two on Friday?']);
    expect(turns[0]!.agent).toBe('bistro');
    expect(turns[0]!.calls).toEqual([]);
    const asked = await converse(['The bistro sounds nice, please book a table for two on Friday.']);
    expect(names(asked[0]!)).toEqual(['book_table']);
  });
});

describe('"I wish to" is "I want to"', () => {
  it('"No, I wish to come on Saturday." corrects the table, though a wish-list desk says "wish"', async () => {
    const graph = serviceGraph('gifts', [
      AGENTS[0]!,
      AGENTS.find((a) => a.id === 'bistro')!,
      { id: 'gifts', name: 'Gift Shop Agent', instructions: 'You keep wish lists of gifts.', handoffDescription: 'Wish lists and gifts.', tools: [{ name: 'add_to_wish_list', description: 'Add a gift to the wish list.', properties: { gift: { type: 'string', description: 'The gift' } } }] },
    ]);
    const turns = await talk(graph, ['Book a table at the bistro for two on Friday', 'No, I wish to come on Saturday.']);
    expect(turns[1]!.agent).toBe('bistro');
    expect(turns[1]!.calls).toEqual([{ name: 'book_table', args: { date: '2026-06-06', guests: 2 } }]);
  });
});
