import { describe, expect, it } from 'vitest';
import { testGraph } from '../../graph/testGraph.ts';
import { routingEdges } from './routingEdges.ts';

const noLint = () => null;

describe('routingEdges', () => {
  const graph = testGraph({
    runtime: 'agents-sdk-python',
    startAgent: 'triage',
    settings: { afterWork: { type: 'agent', agent: 'triage' } },
    agents: [
      { id: 'triage', name: 'Triage Agent', tools: ['record', 'web'], afterWork: { type: 'terminate' } },
      { id: 'sales', name: 'Sales Agent', tools: ['record'] },
      { id: 'repairs', name: 'Repairs Agent', afterWork: { type: 'agent', agent: 'sales' } },
    ],
    handoffs: [
      { id: 'h1', from: 'triage', to: 'sales', enabled: { when: 'ctx.vip' } },
      { id: 'h2', from: 'triage', to: 'repairs', trigger: { type: 'context', when: 'ctx.n_attempts >= 3' }, enabled: false },
      { id: 'h3', from: 'triage', to: 'ghost' },
    ],
    tools: [
      { id: 'record', type: 'function', name: 'record_status', routesTo: ['repairs'] },
      { id: 'web', type: 'hosted', hosted: 'web_search' },
    ],
  });
  const edges = routingEdges(graph, noLint);
  const byId = Object.fromEntries(edges.map((e) => [e.id, e]));

  it('labels a model-chosen handoff with the transfer tool name of the runtime', () => {
    expect(byId.h1.kind).toBe('llm');
    expect(byId.h1.data.label).toBe('transfer_to_sales_agent');
    expect(byId.h1.data.conditional).toBe(true);
  });

  it('labels a context handoff with its condition and marks a disabled one', () => {
    expect(byId.h2.kind).toBe('context');
    expect(byId.h2.data.label).toBe('ctx.n_attempts >= 3');
    expect(byId.h2.data.disabled).toBe(true);
  });

  it('draws no edge to an unknown agent (lint reports it)', () => {
    expect(byId.h3).toBeUndefined();
  });

  it('draws function-driven routes from every agent that owns the tool', () => {
    expect(edges.filter((e) => e.kind === 'function').map((e) => e.id)).toEqual(['fn:record:triage:repairs', 'fn:record:sales:repairs']);
    expect(byId['fn:record:triage:repairs'].data.label).toBe('record_status');
  });

  it('draws after-work edges, own or inherited from the graph, but not terminate', () => {
    expect(byId['aw:triage']).toBeUndefined();
    expect(byId['aw:repairs'].target).toBe('sales');
    expect(byId['aw:repairs'].data.inherited).toBe(false);
    expect(byId['aw:sales'].target).toBe('triage');
    expect(byId['aw:sales'].data.inherited).toBe(true);
  });

  it('numbers AG2 transfer tools per source agent', () => {
    const ag2 = routingEdges({ ...graph, runtime: 'ag2' }, noLint);
    expect(ag2.find((e) => e.id === 'h1')!.data.label).toBe('transfer_to_Sales Agent_1');
  });

  it('draws a "calls as tool" edge from manager to worker, named as the runtime names the tool, with its lint mark', () => {
    const g = testGraph({
      runtime: 'agents-sdk-js',
      agents: [{ id: 'm', name: 'Manager' }, { id: 'w', name: 'Research Agent' }],
      agentTools: [{ id: 'm-w', from: 'm', to: 'w' }, { id: 'dangling', from: 'm', to: 'ghost' }],
    });
    const mark = { severity: 'warning' as const, messages: ['x'] };
    const specs = routingEdges(g, (kind, id) => (kind === 'agentTool' && id === 'm-w' ? mark : null));
    expect(specs).toEqual([
      { id: 'at:m-w', kind: 'agentTool', source: 'm', target: 'w', data: { label: 'Research_Agent', title: 'Research_Agent(): calls Research Agent as a tool; the answer comes back', disabled: false, conditional: false, lint: mark } },
    ]);
  });

  it('draws each AG2 nested chat from its owner to the recipient, numbered, with its summary method', () => {
    const g = testGraph({
      runtime: 'ag2',
      agents: [{ id: 'p', name: 'planner', nestedChats: [{ agent: 'c' }, { agent: 'w', summaryMethod: 'reflection_with_llm', maxTurns: 2 }, { agent: 'ghost' }] }, { id: 'c', name: 'critic' }, { id: 'w', name: 'writer' }],
    });
    expect(routingEdges(g, noLint).map((s) => [s.id, s.kind, s.source, s.target, s.data.label, s.data.title])).toEqual([
      ['nc:p:0', 'nestedChat', 'p', 'c', '1 · last message', 'Nested chat 1 with critic (1 turn, summary: last message)'],
      ['nc:p:1', 'nestedChat', 'p', 'w', '2 · reflection', 'Nested chat 2 with writer (2 turns, summary: reflection)'],
    ]);
  });
});
