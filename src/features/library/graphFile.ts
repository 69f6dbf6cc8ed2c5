/**
 * Graph files: reading goes through src/graph's importer (every problem with its JSON path,
 * migrations, no secrets), writing through its byte-stable exporter.
 */
import { exportGraph } from '../../graph/exportGraph.ts';
import { importGraph, type ImportProblem } from '../../graph/importGraph.ts';
import type { Graph } from '../../graph/schema.ts';

export type { ImportProblem };

export type GraphFileResult = { ok: true; graph: Graph } | { ok: false; problems: ImportProblem[] };

export function readGraphText(text: string): GraphFileResult {
  const result = importGraph(text);
  return result.ok ? { ok: true, graph: result.graph } : { ok: false, problems: result.errors };
}

export function writeGraphText(graph: Graph): string {
  return exportGraph(graph);
}

/** A file name for a graph: its name in kebab case. */
export function graphFileName(graph: Pick<Graph, 'name' | 'id'>): string {
  const base = graph.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || graph.id;
  return `${base}.json`;
}
