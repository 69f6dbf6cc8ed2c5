/**
 * Canvas groups of agents (docs/GRAPH-FORMAT.md "Groups"): pure edits over the document's optional
 * `groups` list. Groups are layout and display only; nothing here changes how a graph runs.
 * Every edit keeps the rule lint checks: an agent sits in at most one group.
 */
import type { Graph, Group } from '../graph/schema.ts';
import { uniqueId } from './uniqueId.ts';

/** Colours offered for new groups, in turn (all readable as a tint in dark and light themes). */
export const GROUP_COLORS = ['#4f8cff', '#22a06b', '#d97706', '#a855f7', '#e5484d', '#0ea5b7'] as const;

export function groupsOf(graph: Pick<Graph, 'groups'>): readonly Group[] {
  return graph.groups ?? [];
}

/** The group an agent belongs to, if any. */
export function groupOfAgent(graph: Pick<Graph, 'groups'>, agentId: string): Group | undefined {
  return groupsOf(graph).find((g) => g.members.includes(agentId));
}

/** With `groups` set, or left out when empty (so a graph without groups exports byte-identically). */
function withGroups(graph: Graph, groups: Group[]): Graph {
  if (groups.length) return { ...graph, groups };
  const { groups: _dropped, ...rest } = graph;
  return rest;
}

/**
 * Puts agents into a new group, taking them out of any group they were in (a group left empty
 * goes). Unknown agent ids are ignored; with none left the graph comes back unchanged.
 */
export function groupAgents(graph: Graph, agentIds: readonly string[], name?: string): { graph: Graph; groupId: string | null } {
  const known = new Set(graph.agents.map((a) => a.id));
  // members in document order, so the same selection always makes the same group
  const members = graph.agents.map((a) => a.id).filter((id) => agentIds.includes(id) && known.has(id));
  if (!members.length) return { graph, groupId: null };
  const existing = groupsOf(graph);
  const taken = new Set([...existing.map((g) => g.id), ...known]);
  const id = uniqueId('group', taken);
  const names = new Set(existing.map((g) => g.name));
  let label = name?.trim() || 'Group';
  if (names.has(label)) {
    let n = 2;
    while (names.has(`${label} ${n}`)) n++;
    label = `${label} ${n}`;
  }
  const chosen = new Set(members);
  const kept = existing.map((g) => (g.members.some((m) => chosen.has(m)) ? { ...g, members: g.members.filter((m) => !chosen.has(m)) } : g)).filter((g) => g.members.length > 0);
  const group: Group = { id, name: label, color: GROUP_COLORS[existing.length % GROUP_COLORS.length], members, collapsed: false };
  return { graph: withGroups(graph, [...kept, group]), groupId: id };
}

/** Removes the group; its agents stay where they are. */
export function ungroup(graph: Graph, groupId: string): Graph {
  const groups = groupsOf(graph);
  if (!groups.some((g) => g.id === groupId)) return graph;
  return withGroups(graph, groups.filter((g) => g.id !== groupId));
}

export function updateGroup(graph: Graph, groupId: string, patch: Partial<Pick<Group, 'name' | 'color' | 'collapsed'>>): Graph {
  const groups = groupsOf(graph);
  const at = groups.findIndex((g) => g.id === groupId);
  if (at < 0) return graph;
  const next = { ...groups[at], ...patch };
  if (next.name.trim() === '') next.name = groups[at].name;
  const list = [...groups];
  list[at] = next;
  return { ...graph, groups: list };
}

/** Takes removed agents out of their groups; groups left empty go too. */
export function pruneGroupMembers(graph: Graph, removed: ReadonlySet<string>): Graph {
  const groups = groupsOf(graph);
  if (!groups.length || !removed.size || !groups.some((g) => g.members.some((m) => removed.has(m)))) return graph;
  return withGroups(
    graph,
    groups.map((g) => (g.members.some((m) => removed.has(m)) ? { ...g, members: g.members.filter((m) => !removed.has(m)) } : g)).filter((g) => g.members.length > 0),
  );
}
