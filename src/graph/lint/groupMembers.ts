/**
 * Canvas groups (docs/GRAPH-FORMAT.md "Groups") must name agents that exist, each at most once
 * across all groups: the canvas draws an agent inside one box, and a collapsed group stands in
 * for its members' routes, which would be ambiguous with two. Group ids are unique.
 */
import type { Diagnostic, LintRule } from './diagnostic.ts';

export const groupMembersRule: LintRule = {
  id: 'group-members',
  check(graph) {
    const out: Diagnostic[] = [];
    const groups = graph.groups ?? [];
    if (!groups.length) return out;
    const agents = new Set(graph.agents.map((a) => a.id));
    const groupAt = new Map<string, number>();
    const memberOf = new Map<string, number>();
    groups.forEach((group, i) => {
      const first = groupAt.get(group.id);
      if (first !== undefined) {
        out.push({
          ruleId: this.id,
          severity: 'error',
          message: `Another group already has the id "${group.id}" (groups[${first}]).`,
          target: { kind: 'graph', id: graph.id },
          path: `groups[${i}].id`,
        });
      } else groupAt.set(group.id, i);
      group.members.forEach((member, j) => {
        const path = `groups[${i}].members[${j}]`;
        if (!agents.has(member)) {
          out.push({ ruleId: this.id, severity: 'error', message: `Group "${group.name}" lists an unknown agent "${member}".`, target: { kind: 'graph', id: graph.id }, path });
          return;
        }
        const other = memberOf.get(member);
        if (other === undefined) {
          memberOf.set(member, i);
          return;
        }
        const where = other === i ? `twice in group "${group.name}"` : `in two groups, "${groups[other].name}" and "${group.name}"`;
        out.push({ ruleId: this.id, severity: 'error', message: `Agent "${member}" is ${where}; an agent belongs to at most one group.`, target: { kind: 'agent', id: member }, path });
      });
    });
    return out;
  },
};
