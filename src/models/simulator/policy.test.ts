/**
 * The routing policy, through the real engine (Agents SDK JS profile) with a small shop: a front
 * desk, Sales and Orders, each specialist with a way back to the desk. Tool code returns canned
 * results; approvals are granted.
 */
import { describe, expect, it } from 'vitest';
import { GraphSchema, type Graph } from '../../graph/schema.ts';
import { run } from '../../engine/index.ts';
import { counterIds } from '../../engine/kernel/index.ts';
import { createFakeSandbox } from '../../engine/testing/fakeSandbox.ts';
import type { RunEvent } from '../../engine/events.ts';
import type { ProtocolItem } from '../items.ts';
import { createSimulatorModel } from './simulator.ts';

const SHOP: Graph = GraphSchema.parse({
  format: 'switchboard.graph',
  version: 1,
  id: 'shop',
  name: 'Shop',
  runtime: 'agents-sdk-js',
  startAgent: 'desk',
  agents: [
    { id: 'desk', name: 'Front Desk', instructions: 'You are the front desk of Gadget Hut. Route customers.', handoffDescription: 'Greets customers.', tools: [] },
    { id: 'sales', name: 'Sales Agent', instructions: 'You are the sales agent of Gadget Hut.', handoffDescription: 'Product questions, stock, prices and new orders.', tools: ['check_stock', 'place_order'] },
    { id: 'orders', name: 'Orders Agent', instructions: 'You are the orders agent of Gadget Hut.', handoffDescription: 'Order tracking, returns and refunds.', tools: ['track_order', 'find_order', 'refund_order'] },
  ],
  handoffs: [
    { id: 'desk-sales', from: 'desk', to: 'sales' },
    { id: 'desk-orders', from: 'desk', to: 'orders' },
    { id: 'sales-back', from: 'sales', to: 'desk', trigger: { type: 'llm', toolName: 'transfer_back_to_desk', description: 'For anything outside your purview.', condition: null } },
    { id: 'orders-back', from: 'orders', to: 'desk', trigger: { type: 'llm', toolName: 'transfer_back_to_desk', description: 'For anything outside your purview.', condition: null } },
  ],
  tools: [
    { id: 'check_stock', type: 'function', name: 'check_stock', description: 'Check whether a product is in stock.', parameters: { type: 'object', properties: { product: { type: 'string' } }, required: ['product'], additionalProperties: false }, code: 'export default () => ({ product: "rocket skates", in_stock: true, price: 79, currency: "USD" })' },
    { id: 'place_order', type: 'function', name: 'place_order', description: 'Place an order.', parameters: { type: 'object', properties: { product: { type: 'string' }, quantity: { type: 'integer' } }, required: ['product', 'quantity'], additionalProperties: false }, code: 'export default () => "Success"', needsApproval: true },
    { id: 'track_order', type: 'function', name: 'track_order', description: 'Where an order is.', parameters: { type: 'object', properties: { order_number: { type: 'string', pattern: '^ORD-\\d+$' } }, required: ['order_number'], additionalProperties: false }, code: 'export default () => ({ order_number: "ORD-5521", status: "shipped", eta: "2026-06-04" })' },
    { id: 'find_order', type: 'function', name: 'find_order', description: 'Find the order number of a purchase by a description.', parameters: { type: 'object', properties: { description: { type: 'string' } }, required: ['description'], additionalProperties: false }, code: 'export default () => "ORD-4410"' },
    { id: 'refund_order', type: 'function', name: 'refund_order', description: 'Refund an order.', parameters: { type: 'object', properties: { order_number: { type: 'string' } }, required: ['order_number'], additionalProperties: false }, code: 'export default () => "success"', needsApproval: true },
  ],
});

interface Turn {
  agent: string;
  calls: string[];
  moves: string[];
  replies: string[];
  events: RunEvent[];
}

async function chat(graph: Graph, messages: string[]): Promise<Turn[]> {
  const turns: Turn[] = [];
  let history: ProtocolItem[] = [];
  let last: string | undefined;
  for (const message of messages) {
    const handle = run(graph, message, { model: createSimulatorModel({ graph }), sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), stream: false, history, ...(last ? { startAgentId: last } : {}) });
    for await (const event of handle) if (event.type === 'approval_needed') handle.resolveApproval(event.approvalId, { approved: true });
    const result = await handle.result;
    const events = result.events;
    turns.push({
      agent: result.lastAgentId,
      calls: events.flatMap((e) => (e.type === 'tool_call_start' ? [`${e.name} ${e.arguments}`] : [])),
      moves: events.flatMap((e) => (e.type === 'handoff_taken' ? [`${e.fromAgentId}>${e.toAgentId}`] : [])),
      replies: events.flatMap((e) => (e.type === 'model_response' ? e.output.flatMap((i) => (i.type === 'message' && i.role === 'assistant' ? [i.content.map((p) => (p.type === 'output_text' ? p.text : '')).join('')] : [])) : [])),
      events,
    });
    history = result.items;
    last = result.lastAgentId;
  }
  return turns;
}

describe('routing policy', () => {
  it('routes by meaning: a question about stock goes to Sales and does not place an order', async () => {
    const [turn] = await chat(SHOP, ['Do you sell rocket skates?']);
    expect(turn.moves).toEqual(['desk>sales']);
    expect(turn.calls).toEqual(['check_stock {"product":"rocket skates"}']);
    expect(turn.replies).toEqual(['Rocket skates, in stock, 79 USD. Anything else I can do?']);
  });

  it('places an order only when asked, and after an offer only on "yes"', async () => {
    const noStock = structuredClone(SHOP);
    noStock.agents[1].tools = ['place_order'];
    const [question, yes] = await chat(noStock, ['Do you sell rocket skates?', 'Yes, two please']);
    expect(question.calls).toEqual([]);
    expect(question.replies).toEqual(['I can order rocket skates for you. Shall I go ahead?']);
    expect(yes.calls).toEqual(['place_order {"product":"rocket skates","quantity":2}']);
    const [asked] = await chat(SHOP, ['I want to buy 3 rocket skates']);
    expect(asked.calls).toEqual(['place_order {"product":"rocket skates","quantity":3}']);
    // "order a …" is buying, not an existing order
    const [verb] = await chat(SHOP, ['Can I order a laptop stand?']);
    expect(verb.moves).toEqual(['desk>sales']);
    expect(verb.calls).toEqual(['place_order {"product":"laptop stand","quantity":1}']);
  });

  it('lets the agent that was just handed the request handle it, and does not bounce it back', async () => {
    const [turn] = await chat(SHOP, ['Where is my order ORD-5521?']);
    expect(turn.moves).toEqual(['desk>orders']);
    expect(turn.calls).toEqual(['track_order {"order_number":"ORD-5521"}']);
    expect(turn.replies[0]).toBe('Order ORD-5521, shipped, eta 4 June. Anything else I can do?');
  });

  it('sends a change of topic back through the way out and on to the right specialist in the same turn, never ping-pong', async () => {
    const [, change] = await chat(SHOP, ['Where is my order ORD-5521?', 'Do you have the smart watch in stock?']);
    expect(change.moves).toEqual(['orders>desk', 'desk>sales']);
    expect(change.calls).toEqual(['check_stock {"product":"smart watch"}']);
    expect(change.agent).toBe('sales');
  });

  it('looks up a missing id with a finder tool before the action, and asks when nothing can find it', async () => {
    const [refund] = await chat(SHOP, ['I want my money back for the blue kettle']);
    expect(refund.calls).toEqual(['find_order {"description":"I want my money back for the blue kettle"}', 'refund_order {"order_number":"ORD-4410"}']);
    const noFinder = structuredClone(SHOP);
    noFinder.agents[2].tools = ['track_order', 'refund_order'];
    const [asked, given] = await chat(noFinder, ['I want my money back for the blue kettle', 'It is ORD-1200']);
    expect(asked.calls).toEqual([]);
    expect(asked.replies).toEqual(['Could you tell me the order number?']);
    expect(given.calls).toEqual(['refund_order {"order_number":"ORD-1200"}']);
  });

  it('answers in its own voice when nothing fits, without quoting the user', async () => {
    const [turn] = await chat(SHOP, ['Good morning!']);
    expect(turn.moves).toEqual([]);
    expect(turn.replies).toEqual(['I can help with sales and orders. What do you need?']);
  });
});
