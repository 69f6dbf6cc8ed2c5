/** A tool's `routesTo` declares where its code may hand off; each entry must be an agent. */
import type { Diagnostic, LintRule } from './diagnostic.ts';

export const unknownRoutesToRule: LintRule = {
  id: 'unknown-routes-to',
  check(graph) {
    const agentIds = new Set(graph.agents.map((a) => a.id));
    const out: Diagnostic[] = [];
    graph.tools.forEach((tool, i) => {
      if (tool.type !== 'function') return;
      tool.routesTo.forEach((agentId, j) => {
        if (!agentIds.has(agentId)) {
          out.push({
            ruleId: this.id,
            severity: 'error',
            message: `Tool "${tool.name}" routes to an unknown agent "${agentId}".`,
            target: { kind: 'tool', id: tool.id },
            path: `tools[${i}].routesTo[${j}]`,
          });
        }
      });
    });
    return out;
  },
};
