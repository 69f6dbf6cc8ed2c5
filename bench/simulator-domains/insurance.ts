import { domain } from './build.ts';

export default domain({
  name: 'Insurance',
  frontDesk: {
    id: 'desk',
    name: 'Claims Desk',
    instructions: 'You are the front desk of Harbor Insurance. Send customers to claims or to policies and quotes.',
    handoffDescription: 'Welcomes customers.',
  },
  specialists: [
    {
      id: 'claims',
      name: 'Claims Agent',
      instructions: 'You file new claims and report on existing ones.',
      handoffDescription: 'Files claims after accidents, damage or theft and reports claim status.',
      tools: [
        {
          name: 'file_claim',
          description: 'File a new claim on a policy.',
          properties: {
            policy_number: { type: 'string', pattern: '^POL-\\d+$' },
            incident_date: { type: 'string', format: 'date', description: 'When it happened' },
            amount: { type: 'number', description: 'Estimated cost in USD' },
          },
          needsApproval: true,
          returns: { claim_id: 'CLM-5001', status: 'filed' },
        },
        { name: 'claim_status', description: 'Status of a claim.', properties: { claim_id: { type: 'string', pattern: '^CLM-\\d+$' } }, returns: { claim_id: 'CLM-4410', status: 'in review', adjuster: 'Dana Lee' } },
      ],
    },
    {
      id: 'policies',
      name: 'Policies Agent',
      instructions: 'You explain coverage and give quotes for new insurance.',
      handoffDescription: 'Coverage questions and quotes for car, home, travel and pet insurance.',
      tools: [
        {
          name: 'get_quote',
          description: 'A price quote for a kind of insurance.',
          properties: { coverage: { type: 'string', enum: ['car', 'home', 'travel', 'pet'] } },
          returns: { coverage: 'pet', monthly_premium: 18, currency: 'USD' },
        },
      ],
    },
  ],
  wayBack: 'Call this if the customer asks about something outside your purview.',
  cases: [
    {
      name: 'claim with money and a date',
      turns: [{ say: 'I want to file a claim on policy POL-88213: my car was damaged on 2026-05-28 and repairs cost $1,200', route: 'claims', tool: 'file_claim', args: { policy_number: 'POL-88213', incident_date: '2026-05-28', amount: 1200 } }],
    },
    { name: 'claim status', turns: [{ say: "What's the status of claim CLM-4410?", route: 'claims', tool: 'claim_status', args: { claim_id: 'CLM-4410' } }] },
    { name: 'pet quote', turns: [{ say: 'How much would insurance for my dog cost?', route: 'policies', tool: 'get_quote', args: { coverage: 'pet' } }] },
    {
      name: 'claim over two turns, then a quote',
      turns: [
        { say: 'Someone broke into my house yesterday, I need to make a claim', route: 'claims', tool: null },
        { say: 'Policy POL-10077, about 3400 dollars of damage', route: 'claims', tool: 'file_claim', args: { policy_number: 'POL-10077', incident_date: '2026-05-31', amount: 3400 } },
        { say: 'Do you also offer travel insurance?', route: 'policies', tool: 'get_quote', args: { coverage: 'travel' } },
      ],
    },
  ],
});
