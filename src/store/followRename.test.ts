import { describe, expect, it } from 'vitest';
import { emptyGraph } from './emptyGraph.ts';
import { useDocumentStore } from './documentStore.ts';
import { derivedFrom, followingToolId, renameToolId } from './followRename.ts';

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
