/**
 * Moving money and booking after a search (issue 24), on graphs written here: "make a transfer"
 * and "transfer 210 bucks to Kagiso" ask for the bank's transfer ("transfer" alone is every
 * handoff's word, so only a transfer of something counts); an amount kept as text is the number
 * said, in digits or words; and a look-up that already ran with the same values is not run again
 * to fill an action: the desk asks for what it lacks.
 */
import { describe, expect, it } from 'vitest';
import { converse, serviceGraph } from './testing/dialogue.ts';

const accountType = { type: 'string', enum: ['checking', 'savings'], description: "The user's account type" };
const bank = serviceGraph('bank', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the credit union.', handoffDescription: 'First contact.' },
  {
    id: 'accounts',
    name: 'Accounts Agent',
    instructions: 'You look after accounts.',
    handoffDescription: 'Balances and payments between members.',
    tools: [
      { name: 'check_balance', description: 'Get the balance of an account', properties: { account_type: accountType }, required: ['account_type'], returns: { account_type: 'savings', account_balance: 120.5 } },
      {
        name: 'transfer_money',
        description: 'Transfer money to another user',
        needsApproval: true,
        properties: {
          account_type: accountType,
          // (kept as text, as a converted public schema keeps it)
          transfer_amount: { type: 'string', description: 'The amount of money to transfer' },
          recipient_name: { type: 'string', description: 'The name of the recipient to transfer the money to' },
        },
        required: ['account_type', 'transfer_amount', 'recipient_name'],
        returns: { status: 'sent' },
      },
    ],
  },
]);

const inns = serviceGraph('inns', [
  { id: 'front', name: 'Front Desk', instructions: 'You are the front desk of the inn group.', handoffDescription: 'First contact.' },
  {
    id: 'rooms',
    name: 'Rooms Agent',
    instructions: 'You find and book rooms.',
    handoffDescription: 'Rooms at our inns.',
    tools: [
      { name: 'search_inn', description: 'Find an inn in a given town', properties: { town: { type: 'string', description: 'Town where the inn is' } }, required: ['town'], returns: [{ inn_name: 'The Ship Inn', town: 'Oban', price_per_night: 90 }] },
      {
        name: 'reserve_inn',
        description: 'Reserve a room at an inn',
        needsApproval: true,
        properties: { inn_name: { type: 'string', description: 'Name of the inn' }, town: { type: 'string', description: 'Town where the inn is' }, check_in_date: { type: 'string', description: 'Check in date for the stay' }, stay_length: { type: 'integer', description: 'Length of stay in days' } },
        required: ['inn_name', 'town', 'check_in_date', 'stay_length'],
        returns: { status: 'reserved' },
      },
    ],
  },
]);

const names = (turn: { calls: Array<{ name: string }> }) => turn.calls.map((c) => c.name);

describe('moving money', () => {
  it('"Will you make a transfer?" asks for the amount; "one thousand twenty bucks to Grace" fills it, in words, as text', async () => {
    const turns = await converse(bank, ['Will you check my balance?', 'My savings.', 'Cool. Will you make a transfer?', 'I would like to transfer one thousand twenty bucks to Grace.']);
    expect(turns[2]!.calls).toEqual([]);
    expect(turns[2]!.replies.join(' ')).toMatch(/amount of money to transfer\?/);
    expect(names(turns[3]!)).toEqual(['transfer_money']);
    expect(turns[3]!.calls[0]!.args).toEqual({ account_type: 'savings', transfer_amount: '1020', recipient_name: 'Grace' });
  });

  it('"Transfer 210 bucks to Kagiso." after the balance: the transfer, not the same balance look-up again', async () => {
    const turns = await converse(bank, ['What is the balance of my savings account?', 'Transfer 210 bucks to Kagiso.']);
    expect(names(turns[0]!)).toEqual(['check_balance']);
    expect(names(turns[1]!)).toEqual(['transfer_money']);
    expect(turns[1]!.calls[0]!.args).toEqual({ account_type: 'savings', transfer_amount: '210', recipient_name: 'Kagiso' });
  });

  it('"Can you transfer me to someone else?" is no money transfer', async () => {
    const turns = await converse(bank, ['Can you transfer me to someone else?']);
    expect(turns[0]!.calls.map((c) => c.name)).not.toContain('transfer_money');
    expect(turns[0]!.replies.join(' ')).not.toMatch(/amount of money/);
  });
});

describe('booking after a search', () => {
  it('"Sounds good." after the search: asks for the check-in date, no second identical search', async () => {
    const turns = await converse(inns, ['Find me an inn in Oban.', 'Sounds good.']);
    expect(names(turns[0]!)).toEqual(['search_inn']);
    expect(names(turns[1]!)).toEqual([]);
    expect(turns[1]!.replies.join(' ')).toMatch(/check in date/i);
  });
});

describe('the account said', () => {
  it('"Please check the balance of my savings account." is the savings account: "check" is the verb, not "checking"', async () => {
    const turns = await converse(bank, ['Please check the balance of my savings account.', 'And now my checking account, please.']);
    expect(turns[0]!.calls[0]!.args).toEqual({ account_type: 'savings' });
    expect(turns[1]!.calls[0]!.args).toEqual({ account_type: 'checking' });
  });
});

describe('a yes that closes', () => {
  it('"Sure, that is all I need. Thank you!" after the offer: the end, not the go-ahead', async () => {
    for (const last of ['Sure, that is all I need. Thank you!', 'That sounds great! That is all I need for now, thanks!', 'That will work. That is all for today.']) {
      const turns = await converse(inns, ['Find me an inn in Oban.', last]);
      expect(names(turns[1]!)).toEqual([]);
      expect(turns[1]!.replies.join(' ')).toMatch(/^You're welcome\./);
      expect(turns[1]!.replies.join(' ')).not.toMatch(/Could you tell me|Shall I go ahead/);
    }
  });
});
