import { describe, expect, it } from 'vitest';
import { assistantMessage, functionCall, functionCallResult, userMessage, type ProtocolItem } from '../items.ts';
import type { ModelRequest } from '../model.ts';
import { readConversation, transferTarget } from './conversation.ts';

const request = (input: ProtocolItem[]): ModelRequest => ({ model: 'm', systemInstructions: '', input, tools: [], handoffs: [], modelSettings: {}, outputSchema: null });

describe('reading the conversation', () => {
  it('continues a request while the agent asked for more, not after "Anything else"', () => {
    const asked = readConversation(request([userMessage('I want to fly to Tokyo'), assistantMessage('Could you tell me the departure date?'), userMessage('On Friday')]), new Set());
    expect(asked).toMatchObject({ current: 'On Friday', thread: ['I want to fly to Tokyo'] });
    const done = readConversation(request([userMessage('Where is ORD-1?'), assistantMessage('Order ORD-1, shipped. Anything else I can do?'), userMessage('Do you sell skates?')]), new Set());
    expect(done.thread).toEqual([]);
  });

  it('knows who held the request before and since, from transfer results', () => {
    const back = functionCall('transfer_back_to_desk', {}, 'c2');
    const before = functionCall('transfer_to_orders', {}, 'c1');
    const conversation = readConversation(
      request([userMessage('Where is ORD-1?'), before, functionCallResult(before, '{"assistant":"Orders Agent"}'), assistantMessage('Shipped.'), userMessage('Do you sell skates?'), back, functionCallResult(back, '{"assistant":"Front Desk"}')]),
      new Set(['transfer_back_to_desk', 'transfer_to_orders']),
    );
    expect(conversation.visited).toEqual(['Orders Agent', 'Front Desk']);
    expect(conversation.transfersSince).toBe(1);
    expect(conversation.results).toEqual([]);
    expect(transferTarget('Transfer to planner')).toBe('planner');
  });

  it('tells a group chat\'s relayed replies from the person by their speaker', () => {
    const input: ProtocolItem[] = [
      { ...userMessage('Plot the population of France'), speaker: '_User' },
      { ...userMessage('Here is what I think we should do first.'), speaker: 'planner' },
    ];
    const conversation = readConversation(request(input), new Set(), new Set(['planner', 'engineer']));
    expect(conversation.current).toBe('Plot the population of France');
    expect(conversation.relayed).toEqual(['Here is what I think we should do first.']);
  });
});
