/**
 * Follow-ups to a look-up (issue 24), on graphs written here: a front desk, a tide-table desk
 * whose look-up is named get_… and has an optional date with a default, and an inn desk whose
 * words include "check in". The person changes one value of the look-up at a time. And a
 * film-club desk whose look-up says "movies" when the person says "movie".
 */
import { describe, expect, it } from 'vitest';
import { intentStems } from './policy.ts';
import { converse, serviceGraph } from './testing/dialogue.ts';

const coast = serviceGraph('coast', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the coast guide. Send people to the right desk.', handoffDescription: 'First contact.' },
  {
    id: 'tides',
    name: 'Tides Agent',
    instructions: 'You tell the tide times of a harbour.',
    handoffDescription: 'Tide tables of the harbours along the coast.',
    tools: [
      {
        name: 'get_tides',
        description: 'Get the tide times of a harbour on a date.',
        properties: {
          harbour: { type: 'string', description: 'Name of the harbour town' },
          date: { type: 'string', description: 'Date of the tide table', default: '2026-06-01' },
        },
        required: ['harbour'],
        returns: { harbour: 'Oban', high_water: '06:12', low_water: '12:30' },
      },
    ],
  },
  {
    id: 'inns',
    name: 'Inns Agent',
    instructions: 'You find harbour inns and book rooms.',
    handoffDescription: 'Harbour inns: rooms, check-in dates and nights.',
    tools: [
      {
        name: 'search_inns',
        description: 'Find inns with rooms in a harbour town for a check-in date.',
        properties: { town: { type: 'string', description: 'Town of the inn' }, check_in_date: { type: 'string', description: 'Check-in date' } },
        returns: [{ inn_name: 'The Anchor', town: 'Oban' }],
      },
    ],
  },
]);

describe('a follow-up that changes what a look-up looked for', () => {
  it('"What about June 5th?" runs get_tides again for the new date; "Can you check in Tobermory?" for the new harbour, the date kept, at the same desk', async () => {
    const turns = await converse(coast, ['What are the tides at Oban on June 3rd?', 'Cool. What about June 5th?', 'Alright. Can you check in Tobermory?']);
    expect(turns.map((t) => t.error)).toEqual([null, null, null]);
    expect(turns[0]!.calls).toEqual([{ name: 'get_tides', args: { harbour: 'Oban', date: '2026-06-03' } }]);
    expect(turns[1]!.calls).toEqual([{ name: 'get_tides', args: { harbour: 'Oban', date: '2026-06-05' } }]);
    // the default date of the schema is no new value: the date said before stays
    expect(turns[2]!.calls).toEqual([{ name: 'get_tides', args: { harbour: 'Tobermory', date: '2026-06-05' } }]);
    expect(turns.map((t) => t.agent)).toEqual(['tides', 'tides', 'tides']);
  });

  it('"What is happening in Tobermory, June 4th?" asks for the look-up again (a question naming another place and day); "Is it windy there?" does not', async () => {
    const turns = await converse(coast, ['What are the tides at Oban on June 3rd?', "What's happening in Tobermory, June 4th?", 'Is it windy there?']);
    expect(turns[1]!.calls).toEqual([{ name: 'get_tides', args: { harbour: 'Tobermory', date: '2026-06-04' } }]);
    expect(turns[2]!.calls).toEqual([]);
  });

  it('"How about Mallaig?" changes the harbour', async () => {
    const turns = await converse(coast, ['What are the tides at Oban on June 3rd?', 'How about Mallaig?']);
    expect(turns[1]!.calls).toEqual([{ name: 'get_tides', args: { harbour: 'Mallaig', date: '2026-06-03' } }]);
  });
});

const club = serviceGraph('film-club', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the film club.', handoffDescription: 'First contact.' },
  {
    id: 'films',
    name: 'Screenings Agent',
    instructions: 'You help members choose what to see.',
    handoffDescription: 'What the club shows.',
    tools: [
      {
        name: 'discover_titles',
        description: 'Discover movies by genre or director.',
        properties: { genre: { type: 'string', description: 'Genre' }, director: { type: 'string', description: 'Director' } },
        required: [],
        returns: [{ title: 'Brief Encounter', genre: 'Drama' }],
      },
    ],
  },
  { id: 'bar', name: 'Bar Agent', instructions: 'You take drinks orders.', handoffDescription: 'Drinks at the club bar.', tools: [{ name: 'order_drink', description: 'Order a drink at the bar.', properties: { drink: { type: 'string', description: 'Drink' } } }] },
]);

describe('a word and its plural', () => {
  it('"I want to watch a movie" fits a look-up described with "movies" (movie/movies stem alike), so it runs with nothing required', async () => {
    const turns = await converse(club, ['I want to watch a movie']);
    expect(turns[0]!.error).toBeNull();
    expect(turns[0]!.agent).toBe('films');
    expect(turns[0]!.calls.map((c) => c.name)).toEqual(['discover_titles']);
  });
});

const surgery = serviceGraph('surgery', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the health line.', handoffDescription: 'First contact.' },
  {
    id: 'clinic',
    name: 'Clinic Agent',
    instructions: 'You find clinicians and book visits.',
    handoffDescription: 'Find a clinician near you and book a visit.',
    tools: [
      {
        name: 'find_clinician',
        description: 'Find a clinician in a town by specialty.',
        properties: { town: { type: 'string', description: 'Town of the practice' }, specialty: { type: 'string', enum: ['General Practitioner', 'Dermatologist', 'Physiotherapist'], description: 'Specialty' } },
        returns: [{ clinician_name: 'Dr. Ines Moor', town: 'Morgan Hill', specialty: 'General Practitioner' }],
      },
      {
        name: 'book_visit',
        description: 'Book a visit with a clinician.',
        properties: { clinician_name: { type: 'string', description: 'Name of the clinician' }, visit_date: { type: 'string', description: 'Date of the visit' }, visit_time: { type: 'string', description: 'Time of the visit' } },
        needsApproval: true,
      },
    ],
  },
  { id: 'bar', name: 'Pharmacy Agent', instructions: 'You refill prescriptions.', handoffDescription: 'Prescription refills.', tools: [{ name: 'refill', description: 'Refill a prescription.', properties: { medicine: { type: 'string', description: 'Medicine' } } }] },
]);

describe('an action for a thing nobody has named yet', () => {
  it('"I would like to see a General Practitioner in Morgan Hill" searches first: the specialty the search filters by is no clinician\'s name', async () => {
    const turns = await converse(surgery, ['I would like to see a General Practitioner in Morgan Hill please.']);
    expect(turns[0]!.error).toBeNull();
    expect(turns[0]!.agent).toBe('clinic');
    expect(turns[0]!.calls).toEqual([{ name: 'find_clinician', args: { town: 'Morgan Hill', specialty: 'General Practitioner' } }]);
  });
});

const town = serviceGraph('town-services', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the town services.', handoffDescription: 'First contact.' },
  {
    id: 'rides',
    name: 'Rides Agent',
    instructions: 'You call rides across town.',
    handoffDescription: 'Call a ride to an address.',
    tools: [
      {
        name: 'call_ride',
        description: 'Call a ride to an address.',
        properties: { destination: { type: 'string', description: 'Address to go to' }, number_of_riders: { type: 'integer', minimum: 1, maximum: 4, description: 'Number of riders' }, pooled: { type: 'boolean', description: 'Boolean flag whether ride is shared with other passengers' } },
        needsApproval: true,
        returns: { destination: '12 Quay Street', fare: 14.5, wait_minutes: 6 },
      },
    ],
  },
  {
    id: 'shop',
    name: 'Book Shop Agent',
    instructions: 'You sell books.',
    handoffDescription: 'Buy books: titles, prices and what each costs.',
    tools: [{ name: 'price_book', description: 'Tell the price of a book and what it costs.', properties: { title: { type: 'string', description: 'Title of the book' } }, returns: { price: 12 } }],
  },
]);

describe('a question about what the agent is doing', () => {
  it('"Yea, that\'s all correct. How much will this cost?" stays with the ride desk (the price of its ride), though the book shop is the desk of prices; a yes/no property is asked in a whole sentence', async () => {
    const turns = await converse(town, ['I need a ride to 12 Quay Street for 2 people.', 'Yea that\'s all correct. How much will this cost?', 'What is the price?']);
    expect(turns.map((t) => t.error)).toEqual([null, null, null]);
    expect(turns[0]!.replies.join(' ')).toBe('Could you tell me whether the ride is shared with other passengers?');
    expect(turns.map((t) => t.agent)).toEqual(['rides', 'rides', 'rides']);
  });
});

const lodging = serviceGraph('lodging', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the travel line.', handoffDescription: 'First contact.' },
  {
    id: 'inns',
    name: 'Inns Agent',
    instructions: 'You find inns and reserve rooms.',
    handoffDescription: 'Find inns in a city and reserve a room.',
    tools: [
      { name: 'search_inn', description: 'Find inns in a city.', properties: { location: { type: 'string', description: 'City of the inn' }, star_rating: { type: 'integer', minimum: 1, maximum: 5, description: 'Star rating' } }, required: ['location'], returns: [{ place_name: 'Harbour Lights Inn', location: 'San Francisco', star_rating: 3 }] },
      {
        name: 'reserve_inn',
        description: 'Reserve a room at an inn.',
        properties: { place_name: { type: 'string', description: 'Name of the inn' }, location: { type: 'string', description: 'City of the inn' }, check_in_date: { type: 'string', description: 'Check-in date' } },
        needsApproval: true,
      },
    ],
  },
  { id: 'weather', name: 'Weather Agent', instructions: 'You tell the weather.', handoffDescription: 'Weather forecasts.', tools: [{ name: 'get_forecast', description: 'Get the weather forecast for a city.', properties: { city: { type: 'string', description: 'City' } } }] },
]);

describe('a name that only repeats a place', () => {
  it('"I want to book a 3 star inn in SF" searches first: "SF" is the city (San Francisco), not the inn\'s name', async () => {
    const turns = await converse(lodging, ['I want to book a 3 star inn in SF']);
    expect(turns[0]!.error).toBeNull();
    expect(turns[0]!.calls).toEqual([{ name: 'search_inn', args: { location: 'San Francisco', star_rating: 3 } }]);
  });
});

const outings = serviceGraph('outings', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the city guide. Send people to the right desk.', handoffDescription: 'First contact.' },
  {
    id: 'sights',
    name: 'Sights Agent',
    instructions: 'You know the sights of the city.',
    handoffDescription: 'The biggest guide to sights and points of interest.',
    tools: [{ name: 'find_sights', description: 'Find sights and points of interest in a city.', properties: { city: { type: 'string', description: 'City' } }, returns: [{ sight: 'Old Lighthouse' }] }],
  },
  {
    id: 'tickets',
    name: 'Live Events Agent',
    instructions: 'You sell seats for concerts and games.',
    handoffDescription: 'Concerts and games near you.',
    tools: [{ name: 'find_live_events', description: 'Find concerts and games in a city.', properties: { city: { type: 'string', description: 'City' } }, returns: [{ event: 'Harbour Nine vs Rovers' }] }],
  },
  {
    id: 'cinema',
    name: 'Cinema Agent',
    instructions: 'You help people watch films.',
    handoffDescription: 'Watch films at the cinema.',
    tools: [{ name: 'find_films', description: 'Find films to watch.', properties: { city: { type: 'string', description: 'City' } }, returns: [{ film: 'Brief Encounter' }] }],
  },
]);

describe('words that say how much, and the names of sports', () => {
  it('"I\'m looking for something interesting to do." is not sent to the desk of "points of interest": liking something says nothing about what it is', async () => {
    const turns = await converse(outings, ["I'm looking for something interesting to do."]);
    expect(turns[0]!.error).toBeNull();
    expect(turns[0]!.agent).toBe('front');
  });

  it('"I want to watch baseball in Anaheim" goes to the desk of games, not the one where people watch films', async () => {
    const turns = await converse(outings, ['I want to watch baseball in Anaheim']);
    expect(turns[0]!.agent).toBe('tickets');
    expect(turns[0]!.calls).toEqual([{ name: 'find_live_events', args: { city: 'Anaheim' } }]);
  });
});

const trip = serviceGraph('trip', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the travel line.', handoffDescription: 'First contact.' },
  {
    id: 'gigs',
    name: 'Live Events Agent',
    instructions: 'You find concerts and games.',
    handoffDescription: 'Concerts and games in a city.',
    tools: [{ name: 'find_live_events', description: 'Find concerts and games in a city.', properties: { city: { type: 'string', description: 'City' } }, returns: [{ event: 'Harbour Nine vs Rovers', city: 'Chicago', venue: 'Lakeside Park' }] }],
  },
  {
    id: 'inns',
    name: 'Stays Agent',
    instructions: 'You look after rooms for the night.',
    handoffDescription: 'Rooms for the night.',
    tools: [{ name: 'search_hotel', description: 'Search for a place to stay.', properties: { location: { type: 'string', description: 'City' } }, returns: [{ place_name: 'Lakeside Inn', location: 'Chicago' }] }],
  },
  { id: 'weather', name: 'Weather Agent', instructions: 'You tell the weather.', handoffDescription: 'Weather forecasts and places.', tools: [{ name: 'get_forecast', description: 'Get the weather forecast for a place.', properties: { city: { type: 'string', description: 'City' } } }] },
]);

describe('a follow-up question and another desk\'s thing', () => {
  it('"Can you show me some other options?" stays with the events desk; "Can you help me find a hotel there?" goes to the hotels desk for that city', async () => {
    const turns = await converse(trip, ['Find me concerts in Chicago', 'Can you show me some other options?', 'Can you help me find a hotel there?']);
    expect(turns.map((t) => t.error)).toEqual([null, null, null]);
    expect(turns.map((t) => t.agent)).toEqual(['gigs', 'gigs', 'inns']);
    expect(turns[2]!.calls).toEqual([{ name: 'search_hotel', args: { location: 'Chicago' } }]);
  });
});

describe('a street address without a street word', () => {
  it('"I want to go to 1850 El Camino Real. For 2 people." gives the ride its destination: it asks only whether the ride is shared', async () => {
    const turns = await converse(town, ['I need a ride.', 'I want to go to 1850 El Camino Real. For 2 people.', 'Yes, a shared ride is fine.']);
    expect(turns.map((t) => t.error)).toEqual([null, null, null]);
    expect(turns[1]!.replies.join(' ')).toBe('Could you tell me whether the ride is shared with other passengers?');
    expect(turns.flatMap((t) => t.calls)).toEqual([{ name: 'call_ride', args: { destination: '1850 El Camino Real', number_of_riders: 2, pooled: true } }]);
  });
});

const vans = serviceGraph('van-hire', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk.', handoffDescription: 'First contact.' },
  {
    id: 'vans',
    name: 'Van Hire Agent',
    instructions: 'You find hire vans.',
    handoffDescription: 'Hire vans by the day.',
    tools: [
      {
        name: 'find_vans',
        description: 'Find hire vans free on a date.',
        properties: { pickup_city: { type: 'string', description: 'City where the van is picked up' }, pickup_date: { type: 'string', description: 'Date of pick-up' } },
        returns: [{ van: 'Transit', pickup_city: 'Inverness' }],
      },
    ],
  },
  { id: 'bar', name: 'Bar Agent', instructions: 'You take drinks orders.', handoffDescription: 'Drinks.', tools: [{ name: 'order_drink', description: 'Order a drink.', properties: { drink: { type: 'string', description: 'Drink' } } }] },
]);

describe('the city of a pick-up said with "is"', () => {
  it('"Pick up is Inverness on June 10th." and "Perth, WA will be the pick up city." give the pick-up city', async () => {
    const first = await converse(vans, ['I need a hire van.', 'Pick up is Inverness on June 10th.']);
    expect(first[1]!.calls).toEqual([{ name: 'find_vans', args: { pickup_city: 'Inverness', pickup_date: '2026-06-10' } }]);
    const second = await converse(vans, ['I need a hire van on June 10th.', 'Perth, WA will be the pick up city.']);
    expect(second[1]!.calls).toEqual([{ name: 'find_vans', args: { pickup_city: 'Perth', pickup_date: '2026-06-10' } }]);
  });
});

describe('a verb that is also a thing', () => {
  it('"which matches my request" is no sports match; "a Match that\'s in Anaheim" is one', () => {
    expect(intentStems('Is there some other hotel which matches my request?')).not.toContain('match');
    expect(intentStems("I'm looking for a Match that's in Anaheim.")).toContain('match');
  });
});

const dentist = serviceGraph('dentist', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk.', handoffDescription: 'First contact.' },
  {
    id: 'teeth',
    name: 'Dentist Agent',
    instructions: 'You find dentists and make appointments.',
    handoffDescription: 'Dentists and their appointments.',
    tools: [
      { name: 'find_dentist', description: 'Find a dentist in a town.', properties: { town: { type: 'string', description: 'Town' } }, returns: [{ dentist_name: 'Harbour Dental', town: 'Oban' }] },
      {
        name: 'book_appointment',
        description: 'Appointments with the dentist of your choice on the date and at the time that suit you best.',
        properties: { dentist_name: { type: 'string', description: 'Name of the dentist' }, appointment_time: { type: 'string', description: 'Time of the appointment' } },
        needsApproval: true,
      },
    ],
  },
  { id: 'bar', name: 'Bar Agent', instructions: 'You take drinks orders.', handoffDescription: 'Drinks.', tools: [{ name: 'order_drink', description: 'Order a drink.', properties: { drink: { type: 'string', description: 'Drink' } } }] },
]);

describe('the offer says what it would do in words that name it', () => {
  it('"Make an appointment for twelve in the afternoon." and "Yes, that\'s great." are offered as "book that", not "book afternoon" or "book great"', async () => {
    const turns = await converse(dentist, ['Find me a dentist in Oban', 'Yes, that\'s great.']);
    expect(turns[1]!.replies.join(' ')).not.toMatch(/book great/);
    const later = await converse(dentist, ['Find me a dentist in Oban', 'What is their name?', 'Make an appointment for twelve in the afternoon.']);
    expect(later[2]!.replies.join(' ')).not.toMatch(/book afternoon/);
    expect(later[2]!.replies.join(' ')).toMatch(/Shall I go ahead\?$/);
  });
});
