/** A handoff (or a "calls as tool" edge) must connect two agents of the graph; one pointing nowhere can never be taken. */
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
    // nested-chat recipients
    graph.agents.forEach((agent, i) =>
      (agent.nestedChats ?? []).forEach((chat, j) => {
        if (agentIds.has(chat.agent)) return;
        out.push({ ruleId: this.id, severity: 'error', message: `Nested chat ${j + 1} of "${agent.name}" goes to an unknown agent "${chat.agent}".`, target: { kind: 'agent', id: agent.id }, path: `agents[${i}].nestedChats[${j}].agent` });
      }),
    );
    // "calls as tool" edges: a worker that is not there cannot be called
    (graph.agentTools ?? []).forEach((t, i) => {
      for (const end of ['from', 'to'] as const) {
        if (agentIds.has(t[end])) continue;
        out.push({
          ruleId: this.id,
          severity: 'error',
          message: `Agent tool "${t.id}" ${end === 'from' ? 'belongs to' : 'calls'} an unknown agent "${t[end]}".`,
          target: { kind: 'agentTool', id: t.id },
          path: `agentTools[${i}].${end}`,
        });
      }
    });
    return out;
  },
};
