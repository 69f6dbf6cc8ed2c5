import { describe, expect, it } from 'vitest';
import { emptyGraph } from './emptyGraph.ts';
import { useDocumentStore } from './documentStore.ts';
import { derivedFrom, followAgentRename, followingAgentId, followingToolId, renameToolId } from './followRename.ts';

describe('ids that follow renames', () => {
  it('a new tool renamed lookup_invoice gets the id lookup_invoice, and its agent follows', () => {
    const doc = useDocumentStore.getState();
    doc.setGraph(emptyGraph());
    const agent = doc.addAgent({ name: 'Billing' });
    const tool = useDocumentStore.getState().addTool({ type: 'function' }, agent);
    expect(tool).toBe('new_tool');
    const graph = useDocumentStore.getState().graph;
    const to = followingToolId(graph, tool, 'new_tool', 'lookup_invoice');
    expect(to).toBe('lookup_invoice');
    const renamed = renameToolId(graph, tool, to!);
    expect(renamed.tools.map((t) => t.id)).toEqual(['lookup_invoice']);
    expect(renamed.agents[0].tools).toEqual(['lookup_invoice']);
  });

  it('an id a person or a file chose stays', () => {
    const graph = { ...emptyGraph(), tools: [] };
    expect(followingToolId(graph, 'refund_v2', 'execute_refund', 'refund_money')).toBeNull();
  });

  it('a taken id is not reused', () => {
    const doc = useDocumentStore.getState();
    doc.setGraph(emptyGraph());
    doc.addTool({ type: 'function', name: 'lookup' });
    const second = useDocumentStore.getState().addTool({ type: 'function' });
    expect(followingToolId(useDocumentStore.getState().graph, second, 'new_tool', 'lookup')).toBe('lookup_2');
  });

  it('derivedFrom reads the app-made ids of a name', () => {
    expect(derivedFrom('new_tool', 'new_tool')).toBe(true);
    expect(derivedFrom('new_tool_3', 'new_tool')).toBe(true);
    expect(derivedFrom('sales_agent', 'Sales Agent')).toBe(true);
    expect(derivedFrom('custom', 'Sales Agent')).toBe(false);
  });
});

describe('agent ids that follow renames', () => {
  it('a new agent renamed Billing gets the id billing with its handoffs, start, selection and breakpoint; undo restores', async () => {
    const { undo } = await import('./documentStore.ts');
    const { useSelectionStore } = await import('./selectionStore.ts');
    const { useRunSession } = await import('./runSession.ts');
    const doc = useDocumentStore.getState();
    doc.setGraph(emptyGraph());
    const triage = doc.addAgent({ name: 'Triage' });
    const second = useDocumentStore.getState().addAgent();
    expect(second).toBe('agent');
    useDocumentStore.getState().addHandoff(triage, second);
    useSelectionStore.getState().select([second]);
    useRunSession.setState((s) => ({ breakpoints: { ...s.breakpoints, agents: [second] } }));
    const before = useDocumentStore.getState().graph;

    useDocumentStore.getState().updateAgent(second, { name: 'Billing' });
    expect(followAgentRename(second, 'Agent')).toBe('billing');
    const g = useDocumentStore.getState().graph;
    expect(g.agents.map((a) => a.id)).toEqual(['triage', 'billing']);
    expect(g.handoffs.map((h) => [h.id, h.to])).toEqual([['triage-to-billing', 'billing']]);
    expect(useSelectionStore.getState().agentIds).toEqual(['billing']);
    expect(useRunSession.getState().breakpoints.agents).toEqual(['billing']);

    undo();
    expect(useDocumentStore.getState().graph.agents.map((a) => [a.id, a.name])).toEqual([
      ['triage', 'Triage'],
      ['agent', 'Billing'],
    ]);
    undo();
    expect(useDocumentStore.getState().graph).toEqual(before);
  });

  it('an id a file chose, or one that code compares with, stays', () => {
    const graph = { ...emptyGraph(), agents: [] };
    expect(followingAgentId(graph, 'billing_desk', 'Billing', 'Invoices')).toBeNull();
    const quoting = {
      ...emptyGraph(),
      tools: [{ id: 't', type: 'function' as const, name: 't', description: '', parameters: { type: 'object' }, code: "if (x === 'agent') handoff('agent')", timeoutMs: 5000, needsApproval: false, enabled: true, routesTo: [], inputGuardrails: [], outputGuardrails: [], position: null }],
    };
    expect(followingAgentId(quoting, 'agent', 'Agent', 'Billing')).toBeNull();
    expect(followingAgentId({ ...quoting, tools: [] }, 'agent', 'Agent', 'Billing')).toBe('billing');
  });
});
