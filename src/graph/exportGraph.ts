/**
 * Export: the canonical text of a graph. Byte-stable: keys in schema order (extension `x-` keys
 * after them, in their own order), defaults written out, 2-space indent and a trailing newline,
 * so that saving an unchanged graph never produces a diff and export(import(export(g))) === export(g).
 */
import { GraphSchema, type Graph } from './schema.ts';

export function exportGraph(graph: Graph): string {
  // Parsing rebuilds every object in schema order; a graph the store let drift out of shape is
  // still written out (as it is) rather than lost.
  const parsed = GraphSchema.safeParse(graph);
  return `${JSON.stringify(parsed.success ? parsed.data : graph, null, 2)}\n`;
}
