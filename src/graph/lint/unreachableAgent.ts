/**
 * An agent no route leads to from the start agent never runs: probably a forgotten handoff.
 * Routes are handoffs, after-work targets and tools' `routesTo` (routes.ts).
 */
import { graphRoutes } from '../routes.ts';
import type { Diagnostic, LintRule } from './diagnostic.ts';

export const unreachableAgentRule: LintRule = {
  id: 'unreachable-agent',
  check(graph) {
    const start = graph.startAgent;
    if (start === null || !graph.agents.some((a) => a.id === start)) return []; // start-agent reports it
    const next = new Map<string, string[]>();
    for (const r of graphRoutes(graph)) next.set(r.from, [...(next.get(r.from) ?? []), r.to]);
    // a worker called as a tool runs (inside its manager's turn) though control never moves to it
    for (const t of graph.agentTools ?? []) next.set(t.from, [...(next.get(t.from) ?? []), t.to]);
    // so does an agent in another's nested chats (AG2)
    for (const a of graph.agents) for (const chat of a.nestedChats ?? []) next.set(a.id, [...(next.get(a.id) ?? []), chat.agent]);
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      for (const to of next.get(queue.shift()!) ?? []) {
        if (!seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    const out: Diagnostic[] = [];
    graph.agents.forEach((agent, i) => {
      if (seen.has(agent.id)) return;
      out.push({
        ruleId: this.id,
        severity: 'warning',
        message: `Agent "${agent.name}" can never run: no handoff, after work, tool or agent tool leads to it from the start agent.`,
        target: { kind: 'agent', id: agent.id },
        path: `agents[${i}]`,
      });
    });
    return out;
  },
};
