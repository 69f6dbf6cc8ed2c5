/**
 * Ids that follow renames. A function tool's id is made from its name when it is created
 * ("new_tool"); renamed to `lookup_invoice`, it should not keep `new_tool` in every export. When
 * the id was derived from the name the tool had (or is the default), a rename moves the id along,
 * with every reference to it (agents' tool lists). An id a person or a file chose is left alone.
 */
import type { Graph } from '../graph/schema.ts';
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
