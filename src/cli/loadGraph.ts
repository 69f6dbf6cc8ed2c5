/** Reads a graph file: import (parse, migrate, validate) with path-qualified problems. */
import { readFileSync } from 'node:fs';
import { importGraph, type ImportProblem } from '../graph/importGraph.ts';
import type { Graph } from '../graph/schema.ts';

export type LoadedGraph = { ok: true; graph: Graph; warnings: ImportProblem[] } | { ok: false; errors: ImportProblem[] };

export function loadGraph(path: string): LoadedGraph {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : error instanceof Error ? error.message : String(error);
    return { ok: false, errors: [{ path: '', message: `Cannot read ${path}: ${reason}` }] };
  }
  return importGraph(text);
}

/** `agents[0].name: A graph needs a name` (the document itself has no path prefix) */
export function formatProblem(problem: Pick<ImportProblem, 'path' | 'message'>): string {
  return problem.path ? `${problem.path}: ${problem.message}` : problem.message;
}

/** The same graph with every agent on one model (--model). */
export function withModel(graph: Graph, model: string | null): Graph {
  if (!model) return graph;
  return { ...graph, settings: { ...graph.settings, model }, agents: graph.agents.map((agent) => ({ ...agent, model: null })) };
}
