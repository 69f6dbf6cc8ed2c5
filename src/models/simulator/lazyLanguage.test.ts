/**
 * The simulator's language library (compromise, about 0.3 s of CPU to set up) loads the first time
 * a message needs it, and the answer is the one it gives with the library loaded from the start.
 * A fresh-module file: the other simulator tests load the library up front.
 */
import { describe, expect, it } from 'vitest';
import { languageLoaded } from './slots/language.ts';
import { converse, serviceGraph } from './testing/dialogue.ts';

const refunds = serviceGraph('shop', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of a shop. Send people to the right team.', handoffDescription: 'First contact.' },
  {
    id: 'refunds',
    name: 'Refunds Agent',
    instructions: 'You refund invoices.',
    handoffDescription: 'Refunds of paid invoices.',
    tools: [{ name: 'refund_invoice', description: 'Refund an invoice.', properties: { invoice_id: { type: 'string', pattern: '^INV-\\d+$', description: 'The invoice id' } }, required: ['invoice_id'], returns: { refund: 'R-1', status: 'done' } }],
  },
]);
const legal = serviceGraph('legal', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of a legal aid office. Send people to the right team.', handoffDescription: 'First contact.' },
  {
    id: 'intake',
    name: 'Intake Agent',
    instructions: 'You open new cases for people who need legal help.',
    handoffDescription: 'New cases: employment, housing and family matters.',
    tools: [{ name: 'open_case', description: 'Open a new legal case.', properties: { client_name: { type: 'string', description: 'Full name of the client' } }, returns: { case: 'LC-7', status: 'open' } }],
  },
]);
const NAMED = ['My name is Dana Okafor and I was fired for reporting a safety problem, I need a new case opened.'];

describe('the language library loads on first need', () => {
  it('a conversation that needs no name, place or number word never loads it', async () => {
    const [first, second] = await converse(refunds, ['I want a refund', 'It is INV-2231']);
    expect(first!.error).toBeNull();
    expect(second!.calls).toEqual([{ name: 'refund_invoice', args: { invoice_id: 'INV-2231' } }]);
    expect(languageLoaded()).toBe(false);
  });

  it('a message with a name loads it, and the turn is the one a loaded simulator gives', async () => {
    const lazy = await converse(legal, NAMED);
    expect(languageLoaded()).toBe(true);
    expect(lazy[0]!.calls).toEqual([{ name: 'open_case', args: { client_name: 'Dana Okafor' } }]);
    // loaded from the start now: the same turn, call for call and word for word
    expect(await converse(legal, NAMED)).toEqual(lazy);
  });
});
