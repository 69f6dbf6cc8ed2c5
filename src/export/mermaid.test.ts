import { describe, expect, it } from 'vitest';
import { handoffToolName } from '../graph/toolNames.ts';
import { everyFeatureGraph, testGraphs } from './fixtures/graphs.ts';
import { exportMermaid } from './mermaid.ts';

describe('Mermaid export', () => {
  it('draws every agent and one edge per handoff, after-work rule and routing target', () => {
    for (const [, graph] of testGraphs()) {
      const out = exportMermaid(graph);
      expect(out.split('\n')[2]).toBe('flowchart TD');
      for (const agent of graph.agents) expect(out).toContain(agent.name);
      const afterWorks = graph.agents.filter((a) => a.afterWork ?? graph.settings.afterWork).length;
      const routes = graph.tools.reduce((n, t) => n + (t.type === 'function' ? t.routesTo.length * graph.agents.filter((a) => a.tools.includes(t.id)).length : 0), 0);
      const agentTools = graph.agentTools?.length ?? 0;
      expect(out.match(/ (--|-\.|<-\.|==) "/g)).toHaveLength(graph.handoffs.length + afterWorks + routes + agentTools);
    }
  });

  it('labels edges by routing kind and marks the start agent', () => {
    const graph = everyFeatureGraph();
    const out = exportMermaid(graph);
    expect(out).toContain('  a_triage(["Triage Agent (start)"])');
    expect(out).toContain(`  a_triage -- "${handoffToolName(graph, graph.handoffs[0])} (if ctx.user_type !== 'blocked')" --> a_sales`);
    expect(out).toContain('  a_triage -. "when ctx.n_attempts >= 3 && !ctx.verified" .-> a_human');
    expect(out).toContain('  a_issues == "after work" ==> a_triage');
    expect(out).toContain('  a_triage == "after work: revert to user" ==> end_revert_to_user');
    expect(out).toContain('  a_issues -. "fn refund_item" .-> a_human');
  });
});
