/**
 * What the export dialog offers: the code exporters of src/export plus the graph file itself,
 * each rendered to one file with its fidelity report.
 */
import { exportGraph as graphFileText } from '../../graph/exportGraph.ts';
import type { Graph } from '../../graph/schema.ts';
import { exportGraph, type ExportResult, type ExportTarget } from '../../export/index.ts';

export type DialogTarget = ExportTarget | 'graph-json';

export interface DialogTargetInfo {
  id: DialogTarget;
  label: string;
  /** what the file is for, one line */
  hint: string;
}

export const DIALOG_TARGETS: readonly DialogTargetInfo[] = [
  { id: 'agents-ts', label: 'Agents SDK · TS', hint: 'OpenAI Agents SDK for TypeScript (@openai/agents)' },
  { id: 'agents-py', label: 'Agents SDK · Python', hint: 'OpenAI Agents SDK for Python (openai-agents)' },
  { id: 'swarm', label: 'Swarm', hint: 'OpenAI Swarm (Python)' },
  { id: 'ag2', label: 'AG2', hint: 'AG2 group chat with handoffs (Python)' },
  { id: 'mermaid', label: 'Mermaid', hint: 'A flowchart of the routing, for documents and slides' },
  { id: 'json-schema', label: 'JSON Schema', hint: 'The JSON Schema of the graph file format' },
  { id: 'graph-json', label: 'Graph JSON', hint: 'The Switchboard graph file itself' },
];

function slug(name: string, separator: '-' | '_'): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(/^[-_]+|[-_]+$/g, '');
}

/** A file name for the graph file: its name in kebab case. */
function graphFileName(graph: Graph): string {
  return `${slug(graph.name, '-') || graph.id}.json`;
}

/**
 * Code files are named for the graph's name too ("Help desk" -> help-desk.ts, help_desk_swarm.py),
 * not its id (a new graph's id is "untitled"); Python names stay importable (no leading digit).
 */
function codeFileName(graph: Graph, target: ExportTarget, fallback: string): string {
  const kebab = slug(graph.name, '-');
  const snake = slug(graph.name, '_');
  if (!kebab) return fallback;
  const py = /^[0-9]/.test(snake) ? `graph_${snake}` : snake;
  switch (target) {
    case 'agents-ts':
      return `${kebab}.ts`;
    case 'mermaid':
      return `${kebab}.mmd`;
    case 'agents-py':
      return `${py}_agents.py`;
    case 'swarm':
      return `${py}_swarm.py`;
    case 'ag2':
      return `${py}_ag2.py`;
    default:
      return fallback;
  }
}

export type DialogExport = ExportResult | { filename: string; language: 'json'; code: string; report: null };

/** The file for `target`; the graph file has no fidelity report (nothing is translated). */
export function renderTarget(graph: Graph, target: DialogTarget): DialogExport {
  if (target === 'graph-json') return { filename: graphFileName(graph), language: 'json', code: graphFileText(graph), report: null };
  const result = exportGraph(graph, target);
  return { ...result, filename: codeFileName(graph, target, result.filename) };
}

export const MIME_TYPE: Record<DialogExport['language'], string> = {
  typescript: 'text/typescript',
  python: 'text/x-python',
  plaintext: 'text/plain',
  json: 'application/json',
};
