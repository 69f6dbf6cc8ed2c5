/**
 * Argument values read by meaning (issue 24, part B): kinds named by a synonym, dates as starts
 * and ends, people by their role, a look-up's answer accepted, values not made of agreement.
 * Each schema here is written for the test (no corpus service).
 */
import { describe, expect, it } from 'vitest';
import { fillArguments, type SlotSources } from './fill.ts';

const from = (current: string, more: Partial<SlotSources> = {}): SlotSources => ({ current, thread: [], results: [], reference: '2026-06-01', ...more });
const object = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({ type: 'object', properties, required, additionalProperties: false });

describe('kinds by meaning', () => {
  const film = object({ genre: { type: 'string', description: 'Genre of the film' } });
  const food = object({ cuisine: { type: 'string', description: 'Kind of food served' } });

  it('fills a free-text genre or cuisine with the kind a word belongs to, not the word', () => {
    expect(fillArguments(film, from('Anything funny showing tonight?')).args).toEqual({ genre: 'Comedy' });
    expect(fillArguments(film, from('I would like to see a detective movie.')).args).toEqual({ genre: 'Mystery' });
    expect(fillArguments(film, from('Something with a lot of suspense')).args).toEqual({ genre: 'Thriller' });
    expect(fillArguments(food, from('I am craving sushi')).args).toEqual({ cuisine: 'Japanese' });
    expect(fillArguments(food, from('Somewhere with good dim sum')).args).toEqual({ cuisine: 'Chinese' });
    // a word of no kind is still the word said for it
    expect(fillArguments(food, from('Some Ethiopian food please')).args).toEqual({ cuisine: 'Ethiopian' });
  });

  it('matches an enum value that is a kind by the kind\'s words', () => {
    const schema = object({ genre: { type: 'string', enum: ['Drama', 'Comedy', 'Horror'] } });
    expect(fillArguments(schema, from('Something comic, please')).args).toEqual({ genre: 'Comedy' });
    expect(fillArguments(schema, from('I want to be scared')).args).toEqual({ genre: null });
    expect(fillArguments(schema, from('a scary one')).args).toEqual({ genre: 'Horror' });
  });
});

describe('dates as starts and ends', () => {
  const rental = object({
    start_date: { type: 'string', format: 'date', description: 'First day of the rental' },
    drop_off_date: { type: 'string', format: 'date', description: 'Day the boat is brought back' },
  });

  it('a date said with "until" is the end, not the start, whichever comes first', () => {
    expect(fillArguments(rental, from('I want the boat till June 14th and want to pick it up from the 10th')).args).toEqual({ start_date: '2026-06-10', drop_off_date: '2026-06-14' });
  });

  it('reads a weekday and a day of this month in one message (both readers together)', () => {
    expect(fillArguments(rental, from('Starting this Saturday and dropping it off on the 14th of this month')).args).toEqual({ start_date: '2026-06-06', drop_off_date: '2026-06-14' });
  });

  it('an end date said alone does not become the start: the start said before stays', () => {
    expect(fillArguments(rental, from('I need it until the 20th.', { thread: ['I want a boat from June 12th'] })).args).toEqual({ start_date: '2026-06-12', drop_off_date: '2026-06-20' });
  });

  it('"for two days" is how long, not a date', () => {
    const stay = object({ check_in: { type: 'string', format: 'date', description: 'Arrival day' } });
    expect(fillArguments(stay, from('A room for two days on the 12th of June')).args).toEqual({ check_in: '2026-06-12' });
  });
});

describe('clock times need a number', () => {
  it('"right now" and "tonight" name no time; "6 o\'clock in the evening" is 18:00', () => {
    const schema = object({ time: { type: 'string', description: 'Time of the booking' } });
    expect(fillArguments(schema, from('Sushi sounds good right now')).args).toEqual({ time: null });
    expect(fillArguments(schema, from('I want it at 6 o"clock in the evening')).args).toEqual({ time: '18:00' });
  });

  it('the part of the day said before the hour: "afternoon 3" is 15:00, "morning 11" 11:00, "evening 4:30" 16:30', () => {
    const schema = object({ time: { type: 'string', description: 'Time of the booking' } });
    expect(fillArguments(schema, from("I'll pick it up at around afternoon 3")).args).toEqual({ time: '15:00' });
    expect(fillArguments(schema, from('morning 11 next friday')).args).toEqual({ time: '11:00' });
    expect(fillArguments(schema, from('From the harbour this Saturday, around evening 4:30')).args).toEqual({ time: '16:30' });
  });
});

describe('places, counts and answers that are no values', () => {
  it('the city of a pick-up said with "from": "I will collect it from Sunnyvale", "From SD, this Saturday"', () => {
    const schema = object({ collection_city: { type: 'string', description: 'City to pick up the hired van' } });
    expect(fillArguments(schema, from('I will collect it from Sunnyvale.')).args).toEqual({ collection_city: 'Sunnyvale' });
    expect(fillArguments(schema, from('From SD, this Saturday, around 4:30 pm')).args).toEqual({ collection_city: 'San Diego' });
    // "in" still says where
    expect(fillArguments(schema, from('I need a van in Fresno next week')).args).toEqual({ collection_city: 'Fresno' });
  });

  it('a stay\'s destination said with "in", in lower case with its country', () => {
    const schema = object({ destination: { type: 'string', description: 'Where the lodge is' } });
    expect(fillArguments(schema, from('Could you find me a lodge in paris, france?')).args).toEqual({ destination: 'Paris' });
    // never the place the person leaves from
    expect(fillArguments(schema, from('I am leaving from Chicago')).args).toEqual({ destination: null });
  });

  it('an area named by its description is a place', () => {
    const schema = object({ area: { type: 'string', description: 'City where the flat is' } });
    expect(fillArguments(schema, from('Yes, I am looking for a flat in San Jose.')).args).toEqual({ area: 'San Jose' });
  });

  it('a count kept as text is the number said', () => {
    const schema = object({ stay_length: { type: 'string', description: 'Length of the stay in days' } });
    expect(fillArguments(schema, from('3 cabins for seven days from the 6th')).args).toEqual({ stay_length: '7' });
  });

  it('"Yes." or "Book it, please" in answer to a question is no value', () => {
    const schema = object({ town: { type: 'string', description: 'Town of the lodge' } });
    const asked = { previousReply: 'Could you tell me the town of the lodge?' };
    expect(fillArguments(schema, from('Yes.', asked)).args).toEqual({ town: null });
    expect(fillArguments(schema, from('Book the reservation, please.', asked)).args).toEqual({ town: null });
    expect(fillArguments(schema, from('Palo Alto.', asked)).args).toEqual({ town: 'Palo Alto' });
  });
});

describe('people by role', () => {
  it('the director and the actor of one message each get their own name, written in lower case too', () => {
    const schema = object({ director: { type: 'string', description: 'Director of the film' }, starring: { type: 'string', description: 'Actor in the film' } });
    expect(fillArguments(schema, from('a film starring lucas lavoie? i prefer one directed by kevin kolsch.')).args).toEqual({ director: 'Kevin Kolsch', starring: 'Lucas Lavoie' });
    expect(fillArguments(schema, from('One directed by Harry Elfont. Something that has Alida Baldari Calabria in it.')).args).toEqual({ director: 'Harry Elfont', starring: 'Alida Baldari Calabria' });
  });
});

describe('accepting what a look-up found', () => {
  const reserve = object({ pickup_location: { type: 'string', description: 'Where the bike is picked up' }, bike: { type: 'string', description: 'Model of the bike' } });
  const search = (pickup_location: string) => ({ name: 'find_bikes', text: '', value: { pickup_location, bike: 'Trek FX' }, args: { city: 'Springfield' } });

  it('a value the search was given gives way to what the search found for that property', () => {
    const sources = from('Yes, that works for me.', { thread: [], history: ['I need a bike in Springfield'], results: [search('Springfield Central Station')], own: new Set(['reserv', 'bike']) });
    expect(fillArguments(reserve, sources).args).toEqual({ pickup_location: 'Springfield Central Station', bike: 'Trek FX' });
  });

  it('a value said after the search (one it was not given) stays', () => {
    const sources = from('Yes, but pick it up at Shelbyville Depot.', { results: [search('Springfield Central Station')], own: new Set(['reserv', 'bike']) });
    expect(fillArguments(reserve, sources).args.pickup_location).toBe('Shelbyville Depot');
  });
});

describe('"there" points to the place the conversation is about', () => {
  const concert = { name: 'find_concerts', text: '', value: { concert_name: 'Spring Gala', venue_location: 'Old Mill Hall', city: 'Riverton' }, args: { city: 'Riverton' } };

  it('a ride "there" goes to the venue the last result named; a room "there" is in its city', () => {
    const ride = object({ destination: { type: 'string', description: 'Where the ride goes' } });
    expect(fillArguments(ride, from('Thanks. I want a cab to get there.', { results: [concert] })).args).toEqual({ destination: 'Old Mill Hall' });
    const room = object({ town: { type: 'string', description: 'Town of the lodge' } });
    expect(fillArguments(room, from('Can you find me a lodge there?', { results: [concert] })).args).toEqual({ town: 'Riverton' });
  });

  it('"is there …" is a question, not a place', () => {
    const room = object({ town: { type: 'string', description: 'Town of the lodge' } });
    expect(fillArguments(room, from('Is there a lodge with a pool?', { results: [concert] })).args).toEqual({ town: null });
  });
});

describe('a recipient named after "to"', () => {
  it('"transfer money to Mom" names the recipient', () => {
    const schema = object({ recipient_name: { type: 'string', description: 'Name of the person receiving the money' } });
    expect(fillArguments(schema, from('Yes, I need to transfer money to Mom.')).args).toEqual({ recipient_name: 'Mom' });
  });
});

describe('a place given in answer', () => {
  it('"Fremont will be fine" answers "which town?"; "That would be fine" does not', () => {
    const schema = object({ town: { type: 'string', description: 'Town of the flat' } });
    const asked = { previousReply: 'Could you tell me the town of the flat?' };
    expect(fillArguments(schema, from('Fremont will be fine', asked)).args).toEqual({ town: 'Fremont' });
    expect(fillArguments(schema, from('That would be fine', asked)).args).toEqual({ town: null });
  });
});

describe('places in lower case and in answers', () => {
  it('"pick it up in concord on the 13th": a lower-case place followed by a date', () => {
    const schema = object({ pickup_city: { type: 'string', description: 'City to pick up the bike' } });
    expect(fillArguments(schema, from('I want to pick it up in concord on the 13th.')).args).toEqual({ pickup_city: 'Concord' });
  });

  it('"Long Beach would be the best point of departure" answers "which city?"', () => {
    const schema = object({ origin_city: { type: 'string', description: 'City the trip starts from' } });
    const asked = { previousReply: 'Could you tell me the city the trip starts from?' };
    expect(fillArguments(schema, from('Long Beach would be the best point of departure.', asked)).args).toEqual({ origin_city: 'Long Beach' });
  });
});
