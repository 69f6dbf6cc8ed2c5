import { describe, expect, it } from 'vitest';
import { edge, testGraph } from '../../testing/graphs.ts';
import { ag2Handoffs, ag2TransitToolNames } from './ag2Handoffs.ts';

const graph = () =>
  testGraph({
    runtime: 'ag2',
    agents: [
      { id: 'control', name: 'control', afterWork: { type: 'agent', agent: 'terminator' } },
      { id: 'engineer', name: 'engineer' },
      { id: 'researcher', name: 'researcher' },
      { id: 'terminator', name: 'terminator' },
    ],
    handoffs: [
      edge('c-e1', 'control', 'engineer', { trigger: { type: 'llm', condition: 'Code execution failed.' } }),
      edge('c-r', 'control', 'researcher', { trigger: { type: 'llm', condition: 'Researcher needed to write a report' } }),
      edge('c-stop', 'control', 'terminator', { trigger: { type: 'context', when: 'ctx.done === true' } }),
      edge('c-e2', 'control', 'engineer', { trigger: { type: 'llm', condition: 'Engineer needed to write code.' }, enabled: { when: 'ctx.code' } }),
      edge('e-c', 'engineer', 'control', { trigger: { type: 'llm', toolName: 'back_to_control', condition: 'Done.' } }),
    ],
  });

describe('ag2Handoffs', () => {
  it('numbers LLM-condition tools per agent in graph order: transfer_to_<name>_<n>, always suffixed', () => {
    const h = ag2Handoffs(graph(), 'control');
    expect(h.llmConditions.map((c) => c.toolName)).toEqual(['transfer_to_engineer_1', 'transfer_to_researcher_2', 'transfer_to_engineer_3']);
    expect(h.llmConditions[0].definition).toEqual({
      type: 'function',
      name: 'transfer_to_engineer_1',
      description: 'Code execution failed.',
      parameters: { type: 'object', properties: {}, required: [] },
      strict: false,
    });
    expect(h.llmConditions[2].available).toEqual({ when: 'ctx.code' });
  });

  it('keeps context conditions apart, in order, with their expression', () => {
    const h = ag2Handoffs(graph(), 'control');
    expect(h.contextConditions.map((c) => [c.handoff.id, c.target.id, c.when])).toEqual([['c-stop', 'terminator', 'ctx.done === true']]);
  });

  it('after-work: the agent, else the group, else terminate', () => {
    const g = graph();
    expect(ag2Handoffs(g, 'control').afterWork).toEqual({ type: 'agent', agent: 'terminator' });
    expect(ag2Handoffs(g, 'engineer')).toMatchObject({ afterWork: { type: 'terminate' }, afterWorkSource: 'default' });
    g.settings.afterWork = { type: 'revert_to_user' };
    expect(ag2Handoffs(g, 'engineer')).toMatchObject({ afterWork: { type: 'revert_to_user' }, afterWorkSource: 'group' });
  });

  it('a toolName override is overwritten by AG2 (handoffs.py:299-303, 0.11.5); transit names cover every agent', () => {
    expect(ag2Handoffs(graph(), 'engineer').llmConditions[0].toolName).toBe('transfer_to_control_1');
    expect([...ag2TransitToolNames(graph())].sort()).toEqual(['transfer_to_control_1', 'transfer_to_engineer_1', 'transfer_to_engineer_3', 'transfer_to_researcher_2']);
  });
});
