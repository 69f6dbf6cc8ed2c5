/**
 * The additive `agentTools` list ("calls as tool" edges) and `Agent.nestedChats` (docs/GRAPH-FORMAT.md): older documents
 * without it read and export byte-identically; with it they round-trip with defaults filled in;
 * a v0 document migrates to a v1 without it; bad edges are refused with their path.
 */
import { describe, expect, it } from 'vitest';
import { exportGraph } from './exportGraph.ts';
import { importGraph } from './importGraph.ts';
import { EXAMPLES, exampleGraph } from './examples.ts';

const base = { format: 'switchboard.graph', version: 1, id: 'g', name: 'G', startAgent: 'm', agents: [{ id: 'm', name: 'Manager' }, { id: 'w', name: 'Worker' }] };

describe('agentTools in the v1 format', () => {
  it('a document without agentTools exports byte-identically (no new key appears)', () => {
    for (const entry of EXAMPLES) {
      const graph = exampleGraph(entry);
      const text = exportGraph(graph);
      expect(text).not.toContain('"agentTools"');
      const back = importGraph(text);
      expect(back.ok && exportGraph(back.graph)).toBe(text);
    }
  });

  it('fills the defaults of an edge and round-trips it', () => {
    const result = importGraph({ ...base, agentTools: [{ id: 'm-w', from: 'm', to: 'w' }] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.graph.agentTools).toEqual([{ id: 'm-w', from: 'm', to: 'w', toolName: null, toolDescription: null, outputExtractor: null, maxTurns: null }]);
    const text = exportGraph(result.graph);
    const again = importGraph(text);
    expect(again).toEqual({ ok: true, graph: result.graph, warnings: [] });
    expect(again.ok && exportGraph(again.graph)).toBe(text);
  });

  it('keeps every override as written', () => {
    const edge = { id: 'm-w', from: 'm', to: 'w', toolName: 'ask_worker', toolDescription: 'Ask the worker', outputExtractor: 'export default (r) => String(r.finalOutput)', maxTurns: 3 };
    const result = importGraph({ ...base, agentTools: [edge] });
    expect(result.ok && result.graph.agentTools).toEqual([edge]);
  });

  it('nested chats on an agent: absent stays absent, defaults fill in, and they round-trip', () => {
    const plain = importGraph(base);
    expect(plain.ok && 'nestedChats' in plain.graph.agents[0]).toBe(false);
    const result = importGraph({ ...base, agents: [{ id: 'm', name: 'Manager', nestedChats: [{ agent: 'w' }, { agent: 'w', message: 'Sum up.', summaryMethod: 'reflection_with_llm', summaryPrompt: 'Short.', maxTurns: 2 }] }, base.agents[1]] });
    expect(result.ok && result.graph.agents[0].nestedChats).toEqual([
      { agent: 'w', message: null, summaryMethod: 'last_msg', summaryPrompt: null, maxTurns: 1 },
      { agent: 'w', message: 'Sum up.', summaryMethod: 'reflection_with_llm', summaryPrompt: 'Short.', maxTurns: 2 },
    ]);
    if (!result.ok) return;
    const text = exportGraph(result.graph);
    const again = importGraph(text);
    expect(again.ok && exportGraph(again.graph)).toBe(text);
    const bad = importGraph({ ...base, agents: [{ id: 'm', name: 'M', nestedChats: [{ agent: 'w', summaryMethod: 'all' }] }] });
    // a file that fails the schema also lists its broken links (the chat's agent 'w' is not in it)
    expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual(['agents[0].nestedChats[0].summaryMethod', 'agents[0].nestedChats[0].agent']);
  });

  it('a v0 document migrates to v1 without agentTools', () => {
    const v0 = { format: 'switchboard.graph', version: 0, id: 'd', name: 'D', startAgentId: 'a', agents: [{ id: 'a', name: 'A' }], edges: [] };
    const result = importGraph(v0);
    expect(result.ok).toBe(true);
    expect(result.ok && 'agentTools' in result.graph).toBe(false);
  });

  it('refuses a bad edge with its path and keeps reporting the rest', () => {
    const result = importGraph({ ...base, agentTools: [{ id: 'bad id', from: 'm', to: 'w', maxTurns: 0, extra: 1 }] });
    expect(result.ok).toBe(false);
    const paths = result.ok ? [] : result.errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['agentTools[0].id', 'agentTools[0].maxTurns', 'agentTools[0].extra']));
  });
});
