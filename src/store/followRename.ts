/**
 * Ids that follow renames. A function tool's id is made from its name when it is created
 * ("new_tool"); renamed to `lookup_invoice`, it should not keep `new_tool` in every export. When
 * the id was derived from the name the tool had (or is the default), a rename moves the id along,
 * with every reference to it (agents' tool lists). An id a person or a file chose is left alone.
 */
import type { Graph } from '../graph/schema.ts';
import { codeQuotesId, renameAgentId } from '../graph/renameAgentId.ts';
import { useDocumentStore } from './documentStore.ts';
import { useRunSession } from './runSession.ts';
import { useSelectionStore } from './selectionStore.ts';
import { slugify, uniqueId } from './uniqueId.ts';

/** Whether `id` is what the app would have made from `name` (`name`, or `name_2`, `name_3`…). */
export function derivedFrom(id: string, name: string): boolean {
  const stem = slugify(name);
  return id === stem || new RegExp(`^${stem.replace(/[-]/g, '\\-')}_\\d+$`).test(id);
}

/** The id `toolId` should take now that it is named `newName` after `oldName`, or null to keep it. */
export function followingToolId(graph: Graph, toolId: string, oldName: string, newName: string): string | null {
  if (!derivedFrom(toolId, oldName) && !derivedFrom(toolId, 'new_tool')) return null;
  if (derivedFrom(toolId, newName)) return null;
  const taken = new Set(graph.tools.map((t) => t.id).filter((id) => id !== toolId));
  return uniqueId(newName, taken);
}

/** The graph with tool `from` renamed to id `to`, references included. */
export function renameToolId(graph: Graph, from: string, to: string): Graph {
  return {
    ...graph,
    tools: graph.tools.map((t) => (t.id === from ? { ...t, id: to } : t)),
    agents: graph.agents.map((a) => (a.tools.includes(from) ? { ...a, tools: a.tools.map((id) => (id === from ? to : id)) } : a)),
  };
}

/**
 * The id agent `agentId` should take now that it is named `newName` after `oldName`, or null to
 * keep it: only an id the app made (from the old name or the default "Agent"), and never while
 * some code names the id in a string other than a handoff('id') call (renameAgentId rewrites
 * those; a comparison such as `last === 'agent_2'` it cannot know about).
 */
export function followingAgentId(graph: Graph, agentId: string, oldName: string, newName: string): string | null {
  if (!derivedFrom(agentId, oldName) && !derivedFrom(agentId, 'Agent')) return null;
  if (derivedFrom(agentId, newName)) return null;
  const quoted = graph.tools.some((t) => t.type === 'function' && (codeQuotesId(t.code, agentId) || codeQuotesId(t.pythonCode ?? '', agentId)));
  if (quoted) return null;
  const taken = new Set(graph.agents.map((a) => a.id).filter((id) => id !== agentId));
  return uniqueId(newName, taken);
}

/**
 * After agent `agentId` was renamed from `oldName`: moves its id along when followingAgentId says
 * so, as one undo step, and keeps the selection and breakpoints on it. Returns the id it has now.
 */
export function followAgentRename(agentId: string, oldName: string): string {
  const doc = useDocumentStore.getState();
  const agent = doc.graph.agents.find((a) => a.id === agentId);
  if (!agent) return agentId;
  const to = followingAgentId(doc.graph, agentId, oldName, agent.name);
  if (!to) return agentId;
  doc.edit((g) => renameAgentId(g, agentId, to));
  const selection = useSelectionStore.getState();
  if (selection.agentIds.includes(agentId) && !selection.detail) selection.select(selection.agentIds.map((id) => (id === agentId ? to : id)));
  useRunSession.setState((s) =>
    s.breakpoints.agents.includes(agentId) ? { breakpoints: { ...s.breakpoints, agents: s.breakpoints.agents.map((id) => (id === agentId ? to : id)) } } : s,
  );
  return to;
}
