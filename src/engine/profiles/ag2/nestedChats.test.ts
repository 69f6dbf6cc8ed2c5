/**
 * AG2 nested chats (register_nested_chats, AG2 0.11.5 semantics read from
 * autogen/agentchat/conversable_agent.py and chat.py; see nestedChats.ts for the lines).
 */
import { describe, expect, it } from 'vitest';
import { assistantMessage, userMessage } from '../../../models/items.ts';
import { drive } from '../../testing/drive.ts';
import { testGraph } from '../../testing/graphs.ts';
import { AG2_DEFAULT_SUMMARY_PROMPT } from './nestedChats.ts';

const planner = (nestedChats: unknown[], extra: Record<string, unknown> = {}) =>
  testGraph({
    runtime: 'ag2',
    agents: [
      { id: 'planner', name: 'planner', instructions: 'Plan.', nestedChats: nestedChats as never, afterWork: { type: 'terminate' }, ...extra },
      { id: 'critic', name: 'critic', instructions: 'Criticise.' },
      { id: 'writer', name: 'writer', instructions: 'Write.' },
    ],
  });

describe('AG2 nested chats', () => {
  it('a chain of two chats: the trigger message, then a fixed one with the first summary carried over; the last summary is the reply', async () => {
    const g = planner([{ agent: 'critic' }, { agent: 'writer', message: 'Write it up.' }]);
    const { result, model, events } = await drive(g, 'Plan a launch', [[assistantMessage('Too vague. TERMINATE')], [assistantMessage('Launch plan: ship Monday.')]]);
    expect(model.calls.map((c) => c.request.systemInstructions)).toEqual(['Criticise.', 'Write.']);
    // the critic gets the group's last message from the planner
    expect(model.calls[0].request.input).toEqual([{ ...userMessage('Plan a launch'), speaker: 'planner' }]);
    // the writer's message carries the critic's summary ("TERMINATE" removed by last_msg)
    expect(model.calls[1].request.input).toEqual([{ ...userMessage('Write it up.\nContext: \nToo vague. '), speaker: 'planner' }]);
    // the planner's reply in the group chat is the last summary, and its after-work ends the chat
    expect(result.status).toBe('terminated');
    expect(result.finalOutput).toBe('Launch plan: ship Monday.');
    expect(result.items.at(-1)).toMatchObject(assistantMessage('Launch plan: ship Monday.'));
    expect(events.filter((e) => e.type === 'nested_chat_start' || e.type === 'nested_chat_end').map((e) => `${e.type}:${e.type === 'nested_chat_start' || e.type === 'nested_chat_end' ? e.recipientId : ''}`)).toEqual([
      'nested_chat_start:critic', 'nested_chat_end:critic', 'nested_chat_start:writer', 'nested_chat_end:writer',
    ]);
  });

  it('reflection_with_llm asks the recipient\'s model with the history and the prompt as a final system message', async () => {
    const g = planner([{ agent: 'critic', summaryMethod: 'reflection_with_llm' }]);
    const { result, model } = await drive(g, 'Plan a launch', [[assistantMessage('Needs a date.')], [assistantMessage('Add a date.')]]);
    expect(model.calls).toHaveLength(2);
    expect(model.calls[1].request.systemInstructions).toBeUndefined();
    expect(model.calls[1].request.input).toEqual([
      { ...userMessage('Plan a launch'), speaker: 'planner' },
      { ...assistantMessage('Needs a date.'), speaker: 'critic' },
      { type: 'message', role: 'system', content: AG2_DEFAULT_SUMMARY_PROMPT },
    ]);
    expect(result.finalOutput).toBe('Add a date.');
  });

  it('more turns: the owner answers with its own model between the recipient\'s replies', async () => {
    const g = planner([{ agent: 'critic', maxTurns: 2, summaryMethod: 'last_msg' }]);
    const { result, model } = await drive(g, 'Plan', [[assistantMessage('Which market?')], [assistantMessage('Europe.')], [assistantMessage('Then go.')]]);
    expect(model.calls.map((c) => c.request.systemInstructions)).toEqual(['Criticise.', 'Plan.', 'Criticise.']);
    expect(model.calls[1].request.input).toEqual([
      { ...assistantMessage('Plan'), speaker: 'planner' },
      { ...userMessage('Which market?'), speaker: 'critic' },
    ]);
    expect(result.finalOutput).toBe('Then go.');
  });

  it('a later chat without a message is skipped, as upstream', async () => {
    const g = planner([{ agent: 'critic' }, { agent: 'writer' }]);
    const { result, model } = await drive(g, 'Plan', [[assistantMessage('ok')]]);
    expect(model.calls).toHaveLength(1);
    expect(result.finalOutput).toBe('ok');
  });
});
