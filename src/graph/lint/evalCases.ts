/**
 * Eval cases (graph.evals, docs/EVALS.md) that name an agent the graph no longer has: after an
 * agent is renamed or deleted such a case can only fail, so say so where the case is written.
 * A warning: the graph itself runs fine.
 */
import type { Diagnostic, LintRule } from './diagnostic.ts';

export const evalCasesRule: LintRule = {
  id: 'eval-unknown-agent',
  check(graph) {
    if (!graph.evals) return [];
    const agentIds = new Set(graph.agents.map((a) => a.id));
    const out: Diagnostic[] = [];
    const report = (name: string, agentId: string, path: string) =>
      out.push({
        ruleId: this.id,
        severity: 'warning',
        message: `Eval case "${name}" expects an unknown agent "${agentId}".`,
        target: { kind: 'graph', id: graph.id },
        path,
      });
    graph.evals.scenarios.forEach((scenario, i) => {
      scenario.expect.route?.forEach((agentId, j) => {
        if (!agentIds.has(agentId)) report(scenario.name, agentId, `evals.scenarios[${i}].expect.route[${j}]`);
      });
      const last = scenario.expect.lastAgent;
      if (last !== undefined && !agentIds.has(last)) report(scenario.name, last, `evals.scenarios[${i}].expect.lastAgent`);
    });
    return out;
  },
};
