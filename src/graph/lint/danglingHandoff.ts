/** A handoff must connect two agents of the graph; one pointing nowhere can never be taken. */
import type { Diagnostic, LintRule } from './diagnostic.ts';

export const danglingHandoffRule: LintRule = {
  id: 'dangling-handoff',
  check(graph) {
    const agentIds = new Set(graph.agents.map((a) => a.id));
    const out: Diagnostic[] = [];
    graph.handoffs.forEach((h, i) => {
      for (const end of ['from', 'to'] as const) {
        if (!agentIds.has(h[end])) {
          out.push({
            ruleId: this.id,
            severity: 'error',
            message: `Handoff "${h.id}" ${end === 'from' ? 'starts at' : 'points to'} an unknown agent "${h[end]}".`,
            target: { kind: 'handoff', id: h.id },
            path: `handoffs[${i}].${end}`,
          });
        }
      }
    });
    return out;
  },
};
