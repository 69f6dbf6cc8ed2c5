import { domain } from './build.ts';

export default domain({
  name: 'Banking',
  frontDesk: {
    id: 'reception',
    name: 'Reception',
    instructions: 'You are the reception of Northwind Bank. Introduce yourself and send customers to the right team.',
    handoffDescription: 'Welcomes customers.',
  },
  specialists: [
    {
      id: 'cards',
      name: 'Cards Agent',
      instructions: 'You handle debit and credit cards: blocking lost or stolen cards and card status.',
      handoffDescription: 'Blocks lost or stolen cards and answers card questions.',
      tools: [
        {
          name: 'block_card',
          description: 'Block a card so it can no longer be used.',
          properties: {
            card_last4: { type: 'string', pattern: '^\\d{4}$', description: 'Last four digits of the card' },
            reason: { type: 'string', enum: ['lost', 'stolen', 'damaged'] },
          },
          needsApproval: true,
          returns: { card_last4: '4417', status: 'blocked' },
        },
        {
          name: 'card_status',
          description: 'Show whether a card is active or blocked.',
          properties: { card_last4: { type: 'string', pattern: '^\\d{4}$', description: 'Last four digits of the card' } },
          returns: { card_last4: '0921', status: 'active', expires: '2028-09' },
        },
      ],
    },
    {
      id: 'payments',
      name: 'Payments Agent',
      instructions: 'You send money to other accounts for Northwind Bank customers.',
      handoffDescription: 'Sends money between accounts.',
      tools: [
        {
          name: 'send_payment',
          description: 'Send money to an IBAN.',
          properties: {
            to_iban: { type: 'string', description: 'IBAN of the recipient' },
            amount: { type: 'number', description: 'Amount to send' },
            currency: { type: 'string', enum: ['EUR', 'USD', 'GBP'] },
          },
          needsApproval: true,
          returns: { payment: 'PAY-5520', status: 'sent' },
        },
      ],
    },
    {
      id: 'accounts',
      name: 'Accounts Agent',
      instructions: 'You answer questions about balances and statements.',
      handoffDescription: 'Balances and statements.',
      tools: [
        {
          name: 'get_balance',
          description: 'The balance of one of the customer\'s accounts.',
          properties: { account: { type: 'string', enum: ['checking', 'savings'] } },
          returns: { account: 'savings', balance: 5120.4, currency: 'EUR' },
        },
        {
          name: 'get_statement',
          description: 'The account statement for a month.',
          properties: { month: { type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'Month as YYYY-MM' } },
          returns: { month: '2026-03', transactions: 42, closing_balance: 4980.1 },
        },
      ],
    },
  ],
  wayBack: 'Call this if the customer asks about something outside your purview.',
  cases: [
    {
      name: 'stolen card, last four digits',
      turns: [{ say: 'Please block my card ending 4417, it was stolen', route: 'cards', tool: 'block_card', args: { card_last4: '4417', reason: 'stolen' } }],
    },
    { name: 'savings balance', turns: [{ say: "What's the balance on my savings account?", route: 'accounts', tool: 'get_balance', args: { account: 'savings' } }] },
    {
      name: 'payment with a spaced IBAN',
      turns: [{ say: 'Send 250 euros to DE89 3704 0044 0532 0130 00', route: 'payments', tool: 'send_payment', args: { to_iban: 'DE89370400440532013000', amount: 250, currency: 'EUR' } }],
    },
    {
      name: 'payment in pounds',
      turns: [{ say: 'Pay £40 to GB29NWBK60161331926819 please', route: 'payments', tool: 'send_payment', args: { to_iban: 'GB29NWBK60161331926819', amount: 40, currency: 'GBP' } }],
    },
    {
      name: 'payment over two turns',
      turns: [
        { say: 'I want to send money to my landlord', route: 'payments', tool: null },
        { say: "It's FR14 2004 1010 0505 0001 3M02 606, 900 EUR", route: 'payments', tool: 'send_payment', args: { to_iban: 'FR1420041010050500013M02606', amount: 900, currency: 'EUR' } },
      ],
    },
    { name: 'card status', turns: [{ say: 'Is my card ending in 0921 still active?', route: 'cards', tool: 'card_status', args: { card_last4: '0921' } }] },
    { name: 'statement for a month', turns: [{ say: 'Can I get my statement for March 2026?', route: 'accounts', tool: 'get_statement', args: { month: '2026-03' } }] },
    {
      name: 'balance, then a lost card',
      turns: [
        { say: 'How much money is in my checking account?', route: 'accounts', tool: 'get_balance', args: { account: 'checking' } },
        { say: 'Also, I lost my card ending 5512, please block it', route: 'cards', tool: 'block_card', args: { card_last4: '5512', reason: 'lost' } },
      ],
    },
    {
      name: 'a card question is not a block',
      turns: [{ say: 'What happens if I block my card by mistake?', route: 'cards', tool: null }],
    },
  ],
});
