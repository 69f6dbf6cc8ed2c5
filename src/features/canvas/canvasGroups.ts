/** Group commands for the toolbar, the keyboard and the group header. Each is one undo step. */
import { useDocumentStore } from '../../store/documentStore.ts';
import { groupAgents, groupOfAgent, ungroup, updateGroup } from '../../store/groupEdits.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import type { Group } from '../../graph/schema.ts';

/** Groups the selected agents; returns the new group's id (null with no agent selected). */
export function groupSelection(): string | null {
  const { agentIds } = useSelectionStore.getState();
  if (!agentIds.length) return null;
  let created: string | null = null;
  useDocumentStore.getState().edit((g) => {
    const result = groupAgents(g, agentIds);
    created = result.groupId;
    return result.graph;
  });
  return created;
}

/** The groups the selected agents are in. */
export function selectedGroups(): Group[] {
  const graph = useDocumentStore.getState().graph;
  const ids = new Set(useSelectionStore.getState().agentIds.map((a) => groupOfAgent(graph, a)?.id).filter((x): x is string => !!x));
  return (graph.groups ?? []).filter((g) => ids.has(g.id));
}

/** Ungroups every group a selected agent is in; false when none is. */
export function ungroupSelection(): boolean {
  const groups = selectedGroups();
  if (!groups.length) return false;
  useDocumentStore.getState().edit((g) => groups.reduce((acc, group) => ungroup(acc, group.id), g));
  return true;
}

export function ungroupGroup(groupId: string) {
  useDocumentStore.getState().edit((g) => ungroup(g, groupId));
}

export function renameGroup(groupId: string, name: string) {
  useDocumentStore.getState().edit((g) => updateGroup(g, groupId, { name: name.trim().slice(0, 64) }));
}

export function recolorGroup(groupId: string, color: string) {
  useDocumentStore.getState().edit((g) => updateGroup(g, groupId, { color }), { coalesce: `group-color:${groupId}` });
}

export function setGroupCollapsed(groupId: string, collapsed: boolean) {
  useDocumentStore.getState().edit((g) => updateGroup(g, groupId, { collapsed }));
  if (!collapsed) return;
  // hidden agents leave the selection (Delete or Copy must not act on what cannot be seen)
  const members = new Set(useDocumentStore.getState().graph.groups?.find((g) => g.id === groupId)?.members ?? []);
  const { agentIds } = useSelectionStore.getState();
  if (agentIds.some((id) => members.has(id))) useSelectionStore.getState().select(agentIds.filter((id) => !members.has(id)));
}

/** Selects a group's members (clicking its header): the toolbar's Ungroup, Delete and Copy then apply. */
export function selectGroupMembers(groupId: string) {
  const group = useDocumentStore.getState().graph.groups?.find((g) => g.id === groupId);
  if (group) useSelectionStore.getState().select([...group.members]);
}
