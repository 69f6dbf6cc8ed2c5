/**
 * The eight ways the simulator failed on service domains it had never seen (issue 24), each on a
 * small graph written here (city services, a restaurant, property management, legal intake, a
 * hospital, a utility, an AG2 on-call router, parcel delivery), run through the real engine as the
 * playground does: history, last agent and context carry over; approvals are granted.
 */
import { describe, expect, it } from 'vitest';
import { GraphSchema } from '../../graph/schema.ts';
import { run } from '../../engine/index.ts';
import { counterIds } from '../../engine/kernel/index.ts';
import { createFakeSandbox } from '../../engine/testing/fakeSandbox.ts';
import { createSimulatorModel } from './simulator.ts';
import { converse, serviceGraph, type AgentSpec } from './testing/dialogue.ts';

const FRONT = (name: string, extra = ''): AgentSpec => ({ id: 'front', name: 'Front Desk', instructions: `You are the front desk of ${name}. Send people to the right team.${extra ? ` ${extra}` : ''}`, handoffDescription: 'First contact.' });

describe('issue 24: understanding people on unseen domains', () => {
  it('1. does not ask again for what the person just said; a correction reaches the call', async () => {
    const city = serviceGraph('city', [
      FRONT('the City of Brookfield'),
      {
        id: 'streets',
        name: 'Streets Agent',
        instructions: 'You handle road repairs.',
        handoffDescription: 'Potholes, broken street lights and road damage.',
        tools: [{ name: 'report_pothole', description: 'Report a pothole for repair.', properties: { street: { type: 'string', description: 'The street address or nearest intersection' }, deep: { type: 'boolean', description: 'True if the pothole is deep' } }, required: ['street'], returns: { ticket: 'RD-4411', status: 'open' } }],
      },
    ]);
    const [pothole] = await converse(city, ["There's a deep pothole on Maple Avenue by the school"]);
    expect(pothole!.calls).toEqual([{ name: 'report_pothole', args: { street: 'Maple Avenue', deep: true } }]);
    expect(pothole!.replies.join(' ')).not.toMatch(/street address|intersection/i);

    const restaurant = serviceGraph('bistro', [
      FRONT('Bistro Nova'),
      {
        id: 'tables',
        name: 'Reservations Agent',
        instructions: 'You book tables at Bistro Nova.',
        handoffDescription: 'Table reservations.',
        tools: [{ name: 'reserve_table', description: 'Reserve a table.', properties: { date: { type: 'string', format: 'date', description: 'Date of the reservation' }, time: { type: 'string', description: 'Time of the reservation, HH:MM 24-hour' }, guests: { type: 'integer', description: 'Number of guests' } }, returns: { reservation: 'T-208', status: 'confirmed' } }],
      },
    ]);
    const turns = await converse(restaurant, ['Book a table for two on Thursday at 8pm', 'Actually, make it Tuesday']);
    expect(turns[0]!.calls).toEqual([{ name: 'reserve_table', args: { date: '2026-06-04', time: '20:00', guests: 2 } }]);
    expect(turns[1]!.calls).toEqual([{ name: 'reserve_table', args: { date: '2026-06-02', time: '20:00', guests: 2 } }]);
    for (const t of turns) expect(t.replies.join(' ')).not.toMatch(/could you tell me/i);
  });

  it('2. asks for one missing thing in plain words, never schema text, and offers in a whole sentence', async () => {
    const graph = serviceGraph('property', [
      FRONT('Harbour Property Management'),
      {
        id: 'maintenance',
        name: 'Maintenance Agent',
        instructions: 'You handle repairs in our buildings.',
        handoffDescription: 'Repairs, leaks and broken appliances in apartments.',
        tools: [
          {
            name: 'schedule_repair',
            description: 'Schedule a repair visit.',
            properties: { unit: { type: 'string', pattern: '^[0-9]{1,2}[A-Z]$', description: 'Apartment unit, e.g. 4B' }, visit_time: { type: 'string', description: 'Visit time in HH:MM 24-hour format' }, urgent: { type: 'boolean', description: 'true if water is leaking or there is no heat' } },
            needsApproval: true,
            returns: { visit: 'V-19', status: 'scheduled' },
          },
        ],
      },
    ]);
    const [turn] = await converse(graph, ['The kitchen sink in unit 4B is leaking everywhere']);
    const reply = turn!.replies.join(' ');
    expect(reply).not.toMatch(/HH:MM|24-hour|true if|e\.g\./i);
    expect(reply).toMatch(/visit time\?$/i);
    // one thing: the unit was given, the leak says it is urgent; only the time is asked for
    expect(reply).not.toMatch(/unit|urgent|and the/i);
    expect(turn!.calls).toEqual([]);
    // the time given, it offers the whole action in a sentence (no words of the message glued in)
    const [, next] = await converse(graph, ['The kitchen sink in unit 4B is leaking everywhere', 'Tomorrow at 9am works']);
    expect(next!.replies.at(-1)).toBe('I can schedule a repair visit for you. Shall I go ahead?');
  });

  it('3. takes a name and a reason from the message, not the whole sentence, and does not read it back', async () => {
    const graph = serviceGraph('legal', [
      FRONT('Lindqvist Legal Aid'),
      {
        id: 'intake',
        name: 'Intake Agent',
        instructions: 'You open new cases for people who need legal help.',
        handoffDescription: 'New cases: employment, housing and family matters.',
        tools: [{ name: 'open_case', description: 'Open a new legal case.', properties: { client_name: { type: 'string', description: 'Full name of the client' }, reason: { type: 'string', description: 'Why the client needs help' } }, returns: { case: 'LC-3120', status: 'open' } }],
      },
    ]);
    const message = 'Hello, my name is Marcus Vell and I need help with a new employment case because my employer fired me after I reported a safety problem.';
    const [turn] = await converse(graph, [message]);
    expect(turn!.calls).toHaveLength(1);
    expect(turn!.calls[0]!.args.client_name).toBe('Marcus Vell');
    expect(turn!.calls[0]!.args.reason).toBe('my employer fired me after I reported a safety problem');
    expect(turn!.replies.join(' ')).not.toMatch(/reported a safety problem|Before|tell run/);
  });

  it('4. answers a fact question from the instructions instead of routing it or offering a booking', async () => {
    const graph = serviceGraph('hospital', [
      FRONT('St. Brigid Hospital', 'Visiting hours are 10:00 to 20:00 every day. Parking is free for visitors on level 2.'),
      {
        id: 'scheduling',
        name: 'Scheduling Agent',
        instructions: 'You book and move appointments.',
        handoffDescription: 'Appointments with doctors and clinics.',
        tools: [{ name: 'book_appointment', description: 'Book an appointment.', properties: { clinic: { type: 'string' }, date: { type: 'string', format: 'date' } }, needsApproval: true }],
      },
    ]);
    const [turn] = await converse(graph, ['What are the visiting hours?']);
    expect(turn!.agent).toBe('front');
    expect(turn!.calls).toEqual([]);
    expect(turn!.replies.join(' ')).toContain('Visiting hours are 10:00 to 20:00 every day.');
    expect(turn!.replies.join(' ')).not.toMatch(/shall i go ahead/i);
  });

  it('5. routes words it has no list for by what the agents take, and keeps "St." inside a name', async () => {
    const graph = serviceGraph('utility', [
      { id: 'front', name: 'Switchboard', instructions: "You are the switchboard of St. Anne's Water & Power. Introduce yourself. Send people to the right team.", handoffDescription: 'First contact.' },
      {
        id: 'outages',
        name: 'Outage Desk',
        instructions: 'You report and track supply interruptions.',
        handoffDescription: 'Supply interruptions.',
        tools: [{ name: 'report_interruption', description: 'Report a supply interruption.', properties: { supply: { type: 'string', enum: ['water', 'electricity', 'gas'], description: 'Which supply stopped' }, address: { type: 'string', description: 'Street address' } }, returns: { incident: 'OUT-88', crew_eta_minutes: 45 } }],
      },
      { id: 'billing', name: 'Billing Desk', instructions: 'You answer questions about bills.', handoffDescription: 'Bills and payments.', tools: [{ name: 'get_bill', description: 'The latest bill.', properties: {}, returns: { amount: 80 } }] },
    ]);
    const [hello] = await converse(graph, ['Hello?']);
    expect(hello!.replies.join(' ')).toMatch(/^I'm the switchboard of St\. Anne's Water & Power\./);
    // no agent mentions water or streets by name: only the outage tool's parameters do
    const [turn] = await converse(graph, ['No water comes out of the taps at 12 Elm Street']);
    expect(turn!.agent).toBe('outages');
    expect(turn!.calls).toEqual([{ name: 'report_interruption', args: { supply: 'water', address: '12 Elm Street' } }]);
  });

  it('6. the AG2 router reads what is broken, not which words overlap: a SEV1 checkout outage goes to the checkout on-call', async () => {
    const graph = GraphSchema.parse({
      format: 'switchboard.graph',
      version: 1,
      id: 'oncall',
      name: 'On-call router',
      runtime: 'ag2',
      startAgent: 'router',
      agents: [
        { id: 'router', name: 'router', instructions: 'Route each incident to the on-call engineer who owns the broken system.', tools: [] },
        { id: 'db_oncall', name: 'db_oncall', instructions: 'You are the database on-call engineer.', tools: [] },
        { id: 'checkout_oncall', name: 'checkout_oncall', instructions: 'You are the checkout on-call engineer.', tools: [] },
      ],
      handoffs: [
        { id: 'to-db', from: 'router', to: 'db_oncall', trigger: { type: 'llm', toolName: null, description: null, condition: 'Database incidents: database down, slow queries, replication lag, database errors' } },
        { id: 'to-checkout', from: 'router', to: 'checkout_oncall', trigger: { type: 'llm', toolName: null, description: null, condition: 'Checkout incidents: checkout down, payments failing, cart errors' } },
      ],
      tools: [],
    });
    const handle = run(graph, 'SEV1: customers cannot finish checkout since 09:40. The database dashboards look healthy and no database errors show up.', { model: createSimulatorModel({ graph }), sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), stream: false, maxTurns: 6 });
    for await (const event of handle) if (event.type === 'paused') handle.continue();
    const result = await handle.result;
    const moves = result.events.flatMap((e) => (e.type === 'handoff_taken' ? [e.toAgentId] : []));
    expect(moves[0]).toBe('checkout_oncall');
  });

  it('7. tells results in sentences with their units, in the voice the instructions ask for, without filler every turn', async () => {
    const graph = serviceGraph('permits', [
      FRONT('the Brookfield permit office'),
      {
        id: 'permits',
        name: 'Permits Agent',
        instructions: 'You help residents with building permits. Always end your reply with "Have a good day, neighbour!"',
        handoffDescription: 'Building permits and their applications.',
        tools: [
          { name: 'permit_status', description: 'Status of a building permit application.', properties: { application: { type: 'string', pattern: '^BP-\\d{4}$', description: 'Application number' } }, returns: { application: 'BP-2041', status: 'under_review', decision_within_days: 5, fee_usd: 35 } },
        ],
      },
    ]);
    const turns = await converse(graph, ["What's the status of my permit application BP-2041?", 'And what about BP-2042?']);
    const reply = turns[0]!.replies.at(-1)!;
    expect(reply).not.toMatch(/days 5|usd 35|fee usd|within days/i);
    expect(reply).toMatch(/35 USD/);
    expect(reply).toMatch(/within 5 days/);
    expect(reply).toMatch(/Have a good day, neighbour!$/);
    for (const t of turns) for (const r of t.replies) expect(r).not.toMatch(/Anything else I can do\?/);
  });

  it('8. says that a tool failed instead of reporting it done', async () => {
    const graph = serviceGraph('parcels', [
      FRONT('Swift Parcels'),
      {
        id: 'tracking',
        name: 'Tracking Agent',
        instructions: 'You track parcels.',
        handoffDescription: 'Where a parcel is.',
        tools: [{ name: 'track_parcel', description: 'Track a parcel.', properties: { tracking_number: { type: 'string', pattern: '^SP\\d{8}$', description: 'Tracking number' } }, code: "export default () => { throw new Error('carrier system unavailable'); };" }],
      },
    ]);
    const [turn] = await converse(graph, ['Where is my parcel SP20481234?']);
    expect(turn!.calls).toEqual([{ name: 'track_parcel', args: { tracking_number: 'SP20481234' } }]);
    // the engine tells the model only that the tool failed (the SDKs' wording), not why
    expect(turn!.replies.at(-1)).toBe('I could not track the parcel: the tool failed. Please try again in a moment. Anything else I can do?');

    // an AG2 agent whose tool failed says so instead of "Done: …"
    const ag2 = GraphSchema.parse({
      format: 'switchboard.graph',
      version: 1,
      id: 'nightly',
      name: 'Nightly jobs',
      runtime: 'ag2',
      startAgent: 'operator',
      agents: [{ id: 'operator', name: 'operator', instructions: 'Run the export with run_export, then report.', tools: ['run_export'] }],
      handoffs: [],
      tools: [{ id: 'run_export', type: 'function', name: 'run_export', description: 'Run the nightly export.', parameters: { type: 'object', properties: {}, required: [], additionalProperties: false }, code: "export default () => { throw new Error('disk full'); };" }],
    });
    const handle = run(ag2, 'Export the sales data for May', { model: createSimulatorModel({ graph: ag2 }), sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), stream: false, maxTurns: 6 });
    for await (const event of handle) if (event.type === 'paused') handle.continue();
    const replies = (await handle.result).events.flatMap((e) => (e.type === 'model_response' ? e.output.flatMap((i) => (i.type === 'message' && i.role === 'assistant' ? [i.content.map((p) => (p.type === 'output_text' ? p.text : '')).join('')] : [])) : []));
    expect(replies[0]).toMatch(/^Failed: run_export did not complete \(disk full\); .* is not done\.$/);
    expect(replies.some((r) => r.startsWith('Done:'))).toBe(false);
  });
});

describe('issue 24: a dialogue across a search and a booking (the SGD flows, on a graph written here)', () => {
  const ferry = serviceGraph('ferry', [
    FRONT('Bay Ferries'),
    {
      id: 'crossings',
      name: 'Crossings Agent',
      instructions: 'You find and book ferry crossings.',
      handoffDescription: 'Ferry timetables and tickets.',
      tools: [
        {
          name: 'search_crossings',
          description: 'Find ferry crossings between two cities on a date.',
          properties: { origin_city: { type: 'string', description: 'City the ferry leaves from' }, destination_city: { type: 'string', description: 'City the ferry goes to' }, date: { type: 'string', description: 'Date of the crossing' } },
          returns: { vessel: 'Harbour Star', departure_time: '09:40', fare: '12' },
        },
        {
          name: 'book_crossing',
          description: 'Book tickets on a ferry crossing.',
          properties: {
            origin_city: { type: 'string', description: 'City the ferry leaves from' },
            destination_city: { type: 'string', description: 'City the ferry goes to' },
            date: { type: 'string', description: 'Date of the crossing' },
            departure_time: { type: 'string', description: 'Departure time of the crossing' },
            passengers: { type: 'integer', minimum: 1, maximum: 9, description: 'Number of passengers' },
          },
          needsApproval: true,
          returns: { booking: 'FX-301', status: 'confirmed' },
        },
      ],
    },
  ]);

  it('reads city short forms, re-runs a search with what a follow-up changes, books with what the search found, and keeps the closing', async () => {
    const turns = await converse(ferry, [
      'Find me a ferry from SF to Oakland on Friday',
      'Do you have any on Saturday instead?',
      'Is there anything else?',
      'Great, can you buy two tickets on that one?',
      'Thanks, that is all',
    ]);
    expect(turns.map((t) => t.error)).toEqual([null, null, null, null, null]);
    // "SF" is San Francisco, as a person at the desk would read it
    expect(turns[0]!.calls).toEqual([{ name: 'search_crossings', args: { origin_city: 'San Francisco', destination_city: 'Oakland', date: '2026-06-05' } }]);
    // the same search with the new day, the cities kept
    expect(turns[1]!.calls).toEqual([{ name: 'search_crossings', args: { origin_city: 'San Francisco', destination_city: 'Oakland', date: '2026-06-06' } }]);
    // another option: it says the search found only one, and does not search or list its tools
    expect(turns[2]!.calls).toEqual([]);
    expect(turns[2]!.replies.join(' ')).toMatch(/only one I found/);
    // buying tickets is booking them; the departure time comes from what the search returned
    expect(turns[3]!.calls).toEqual([{ name: 'book_crossing', args: { origin_city: 'San Francisco', destination_city: 'Oakland', date: '2026-06-06', departure_time: '09:40', passengers: 2 } }]);
    expect(turns.map((t) => t.agent)).toEqual(['crossings', 'crossings', 'crossings', 'crossings', 'crossings']);
  });
});
