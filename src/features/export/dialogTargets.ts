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

/** A file name for the graph file: its name in kebab case. */
function graphFileName(graph: Graph): string {
  const base = graph.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || graph.id;
  return `${base}.json`;
}

export type DialogExport = ExportResult | { filename: string; language: 'json'; code: string; report: null };

/** The file for `target`; the graph file has no fidelity report (nothing is translated). */
export function renderTarget(graph: Graph, target: DialogTarget): DialogExport {
  if (target === 'graph-json') return { filename: graphFileName(graph), language: 'json', code: graphFileText(graph), report: null };
  return exportGraph(graph, target);
}

export const MIME_TYPE: Record<DialogExport['language'], string> = {
  typescript: 'text/typescript',
  python: 'text/x-python',
  plaintext: 'text/plain',
  json: 'application/json',
};
