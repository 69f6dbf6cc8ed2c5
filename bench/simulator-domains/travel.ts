import { domain } from './build.ts';

const FLIGHT = { flight_number: 'WL 102', origin: 'Berlin', destination: 'Lisbon', date: '2026-06-14', price: 189, currency: 'EUR' };

export default domain({
  name: 'Travel',
  frontDesk: {
    id: 'desk',
    name: 'Travel Desk',
    instructions: 'You are the front desk of Wanderlust Travel. Find out what the traveller needs and pass them to the right specialist. Be brief.',
    handoffDescription: 'Greets travellers and routes them.',
  },
  specialists: [
    {
      id: 'flights',
      name: 'Flights Agent',
      instructions: 'You search and book flights for Wanderlust Travel. Search before you book.',
      handoffDescription: 'Searches and books flights.',
      tools: [
        {
          name: 'search_flights',
          description: 'Search flights between two cities on a date.',
          properties: {
            origin: { type: 'string', description: 'City the trip starts from' },
            destination: { type: 'string', description: 'City to fly to' },
            date: { type: 'string', format: 'date', description: 'Departure date' },
            passengers: { type: 'integer', minimum: 1, description: 'Number of travellers' },
          },
          required: ['origin', 'destination', 'date'],
          returns: [FLIGHT],
        },
        {
          name: 'book_flight',
          description: 'Book a flight found by search_flights.',
          properties: {
            flight_number: { type: 'string', pattern: '^[A-Z]{2} ?\\d{2,4}$', description: 'Flight number, e.g. WL 102' },
            passengers: { type: 'integer', minimum: 1, description: 'Number of travellers' },
          },
          needsApproval: true,
          returns: { booking: 'BK-7781', status: 'confirmed' },
        },
      ],
    },
    {
      id: 'hotels',
      name: 'Hotels Agent',
      instructions: 'You find and book hotel rooms for Wanderlust Travel.',
      handoffDescription: 'Finds and books hotels.',
      tools: [
        {
          name: 'search_hotels',
          description: 'Search hotel rooms in a city.',
          properties: {
            city: { type: 'string', description: 'City to stay in' },
            check_in: { type: 'string', format: 'date', description: 'Check-in date' },
            nights: { type: 'integer', minimum: 1, description: 'Number of nights' },
            guests: { type: 'integer', minimum: 1, description: 'Number of guests' },
          },
          required: ['city', 'check_in'],
          returns: [{ hotel_id: 'HTL-31', name: 'Casa Azul', city: 'Rome', price_per_night: 95, currency: 'EUR' }],
        },
        {
          name: 'book_hotel',
          description: 'Book a room found by search_hotels.',
          properties: { hotel_id: { type: 'string', pattern: '^HTL-\\d+$', description: 'Hotel id, e.g. HTL-31' } },
          needsApproval: true,
          returns: { booking: 'BK-9902', status: 'confirmed' },
        },
      ],
    },
  ],
  wayBack: 'Call this if the traveller asks about something outside your purview.',
  cases: [
    {
      name: 'flight with everything given',
      turns: [
        { say: 'I need a flight from Berlin to Lisbon on 2026-06-14 for 2 people', route: 'flights', tool: 'search_flights', args: { origin: 'Berlin', destination: 'Lisbon', date: '2026-06-14', passengers: 2 } },
        { say: 'Book flight WL 102 for both of us', route: 'flights', tool: 'book_flight', args: { flight_number: 'WL 102', passengers: 2 } },
      ],
    },
    {
      name: 'fly is flight; missing details are asked for',
      turns: [
        { say: 'I want to fly to Tokyo', route: 'flights', tool: null },
        { say: 'From Paris, on 2026-07-03, just me', route: 'flights', tool: 'search_flights', args: { origin: 'Paris', destination: 'Tokyo', date: '2026-07-03', passengers: 1 } },
      ],
    },
    {
      name: 'hotel over two turns with relative dates',
      turns: [
        { say: 'Book me a hotel in Rome', route: 'hotels', tool: null },
        { say: 'Check in tomorrow for 3 nights, two guests', route: 'hotels', tool: 'search_hotels', args: { city: 'Rome', check_in: '2026-06-02', nights: 3, guests: 2 } },
        { say: 'The Casa Azul looks good, please book HTL-31', route: 'hotels', tool: 'book_hotel', args: { hotel_id: 'HTL-31' } },
      ],
    },
    {
      name: 'weekday and number words',
      turns: [{ say: 'Find a room in Madrid from next Friday, two nights for one guest', route: 'hotels', tool: 'search_hotels', args: { city: 'Madrid', check_in: '2026-06-05', nights: 2, guests: 1 } }],
    },
    {
      name: 'question without a date',
      turns: [{ say: 'Are there any flights from Madrid to Oslo?', route: 'flights', tool: null }],
    },
    {
      name: 'change of topic goes to the other specialist',
      turns: [
        { say: 'Any flights from Vienna to Athens on 2026-08-10?', route: 'flights', tool: 'search_flights', args: { origin: 'Vienna', destination: 'Athens', date: '2026-08-10' } },
        { say: 'I will also need a hotel in Athens on 2026-08-10 for 4 nights', route: 'hotels', tool: 'search_hotels', args: { city: 'Athens', check_in: '2026-08-10', nights: 4 } },
      ],
    },
    {
      name: 'small talk stays at the desk',
      turns: [{ say: 'Hello there!', route: 'desk', tool: null }],
    },
  ],
});
