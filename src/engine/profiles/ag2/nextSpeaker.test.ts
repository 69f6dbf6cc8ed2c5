import { describe, expect, it } from 'vitest';
import { nextSpeaker } from './nextSpeaker.ts';
import { targetStr } from './targets.ts';

const terminate = { type: 'terminate' } as const;

describe('nextSpeaker (determine_next_agent)', () => {
  it('tool calls go to the tool executor first', () => {
    expect(nextSpeaker({ lastMessage: 'tool_calls', pending: { target: { type: 'agent', agentId: 'b' }, via: 'context', handoffId: 'h' }, lastAgentId: 'a', afterWork: terminate })).toEqual({ kind: 'tool_executor' });
  });

  it('a pending target beats after-work, and stay resolves to the current agent', () => {
    expect(nextSpeaker({ lastMessage: 'tool_responses', pending: { target: { type: 'agent', agentId: 'b' }, via: 'tool', handoffId: null }, lastAgentId: 'a', afterWork: { type: 'agent', agent: 'c' } })).toEqual({
      kind: 'transition',
      target: { type: 'agent', agentId: 'b' },
      resolution: { type: 'agent', agentId: 'b' },
      via: 'tool',
      handoffId: null,
    });
    expect(nextSpeaker({ lastMessage: 'text', pending: { target: { type: 'stay' }, via: 'tool', handoffId: null }, lastAgentId: 'a', afterWork: terminate })).toMatchObject({ resolution: { type: 'agent', agentId: 'a' } });
  });

  it('after tool responses without a target the same agent speaks again', () => {
    expect(nextSpeaker({ lastMessage: 'tool_responses', pending: null, lastAgentId: 'a', afterWork: terminate })).toEqual({ kind: 'same_agent', agentId: 'a' });
  });

  it('a text reply falls to after-work', () => {
    expect(nextSpeaker({ lastMessage: 'text', pending: null, lastAgentId: 'a', afterWork: { type: 'agent', agent: 'c' } })).toMatchObject({ kind: 'transition', via: 'after_work', resolution: { type: 'agent', agentId: 'c' } });
    expect(nextSpeaker({ lastMessage: 'text', pending: null, lastAgentId: 'a', afterWork: terminate })).toMatchObject({ resolution: { type: 'terminate' } });
    expect(nextSpeaker({ lastMessage: 'text', pending: null, lastAgentId: 'a', afterWork: { type: 'revert_to_user' } })).toMatchObject({ resolution: { type: 'revert_to_user' } });
    expect(nextSpeaker({ lastMessage: 'text', pending: null, lastAgentId: 'a', afterWork: { type: 'stay' } })).toMatchObject({ resolution: { type: 'agent', agentId: 'a' } });
  });
});

describe('targetStr (TransitionTarget.__str__)', () => {
  it('gives the tool output of each target', () => {
    const agents = [{ id: 'eng', name: 'engineer' }];
    expect(targetStr({ type: 'agent', agentId: 'eng' }, agents)).toBe('Transfer to engineer');
    expect(targetStr({ type: 'terminate' }, agents)).toBe('Terminate');
    expect(targetStr({ type: 'stay' }, agents)).toBe('Stay with agent');
    expect(targetStr({ type: 'revert_to_user' }, agents)).toBe('Revert to User');
  });
});
