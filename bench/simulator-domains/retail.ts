import { domain } from './build.ts';

// Swarm: transfers are functions (transfer_to_sales_agent, transfer_back_to_front_desk).
export default domain({
  name: 'Retail',
  runtime: 'swarm',
  frontDesk: {
    id: 'assistant',
    name: 'Shop Assistant',
    instructions: 'You are the shop assistant of Gadget Hut. Greet customers and route them to sales or to orders.',
    handoffDescription: 'Greets customers and routes them.',
  },
  specialists: [
    {
      id: 'sales',
      name: 'Sales Agent',
      instructions: 'You answer product questions for Gadget Hut and place orders when the customer wants to buy.',
      handoffDescription: 'Answers product questions, stock and prices, and places orders.',
      tools: [
        {
          name: 'check_stock',
          description: 'Check whether a product is in stock and its price.',
          properties: { product: { type: 'string', description: 'Product name' } },
          returns: { product: 'rocket skates', in_stock: true, price: 79.99, currency: 'USD' },
        },
        {
          name: 'place_order',
          description: 'Place an order for a product.',
          properties: { product: { type: 'string', description: 'Product name' }, quantity: { type: 'integer', minimum: 1 } },
          needsApproval: true,
          returns: { order_number: 'ORD-9001', status: 'placed' },
        },
      ],
    },
    {
      id: 'orders',
      name: 'Orders Agent',
      instructions: 'You track orders and handle returns, refunds and billing questions about orders for Gadget Hut.',
      handoffDescription: 'Tracks orders, invoices, returns and refunds.',
      tools: [
        {
          name: 'track_order',
          description: 'Where an order is.',
          properties: { order_number: { type: 'string', pattern: '^ORD-\\d+$' } },
          returns: { order_number: 'ORD-5521', status: 'shipped', eta: '2026-06-04' },
        },
        {
          name: 'refund_order',
          description: 'Refund a returned order.',
          properties: { order_number: { type: 'string', pattern: '^ORD-\\d+$' }, reason: { type: 'string' } },
          needsApproval: true,
          returns: { order_number: 'ORD-7730', status: 'refunded' },
        },
        {
          name: 'get_invoice',
          description: 'Look up an invoice by its number.',
          properties: { invoice_number: { type: 'string', pattern: '^INV-\\d+$' } },
          returns: { invoice_number: 'INV-1042', amount: 59.99, currency: 'USD', charged: 2 },
        },
        {
          name: 'refund_invoice',
          description: 'Refund an amount charged on an invoice.',
          properties: { invoice_number: { type: 'string', pattern: '^INV-\\d+$' }, amount: { type: 'number' } },
          needsApproval: true,
          returns: { invoice_number: 'INV-1042', refunded: 59.99 },
        },
      ],
    },
  ],
  wayBack: 'Call this if the customer brings up a topic outside of your purview.',
  cases: [
    { name: 'a question does not place an order', turns: [{ say: 'Do you sell rocket skates?', route: 'sales', tool: 'check_stock', args: { product: 'rocket skates' } }] },
    { name: 'track an order', turns: [{ say: 'Where is my order ORD-5521?', route: 'orders', tool: 'track_order', args: { order_number: 'ORD-5521' } }] },
    { name: 'buy with a number word', turns: [{ say: "I'd like to buy three phone chargers", route: 'sales', tool: 'place_order', args: { product: 'phone chargers', quantity: 3 } }] },
    { name: 'money back is a refund', turns: [{ say: 'I want my money back for order ORD-7730, it arrived broken', route: 'orders', tool: 'refund_order', args: { order_number: 'ORD-7730' } }] },
    {
      name: 'return over two turns',
      turns: [
        { say: 'I want to return something I bought', route: 'orders', tool: null },
        { say: 'The order number is ORD-1200', route: 'orders', tool: 'refund_order', args: { order_number: 'ORD-1200' } },
      ],
    },
    { name: 'price question', turns: [{ say: 'How much are the wireless earbuds?', route: 'sales', tool: 'check_stock', args: { product: 'wireless earbuds' } }] },
    {
      name: 'tracking, then a product question',
      turns: [
        { say: 'Has ORD-6100 shipped yet?', route: 'orders', tool: 'track_order', args: { order_number: 'ORD-6100' } },
        { say: 'Do you have the smart watch in stock?', route: 'sales', tool: 'check_stock', args: { product: 'smart watch' } },
      ],
    },
    { name: 'purchase', turns: [{ say: 'Purchase 2 USB cables please', route: 'sales', tool: 'place_order', args: { product: 'USB cables', quantity: 2 } }] },
    {
      name: 'charged twice: the amount comes from the invoice',
      turns: [
        { say: 'I was charged twice on INV-1042', route: 'orders', tool: 'get_invoice', args: { invoice_number: 'INV-1042' } },
        { say: 'Yes, please refund the duplicate charge', route: 'orders', tool: 'refund_invoice', args: { invoice_number: 'INV-1042', amount: 59.99 } },
      ],
    },
  ],
});
