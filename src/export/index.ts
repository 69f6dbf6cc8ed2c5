/**
 * Exporters: the graph as code for other runtimes (Agents SDK TypeScript and Python, Swarm, AG2),
 * as a Mermaid diagram, or the graph format's JSON Schema, each with its fidelity report.
 */
import { graphJsonSchemaText } from '../graph/jsonSchema.ts';
import type { Graph } from '../graph/schema.ts';
import { exportAg2 } from './ag2.ts';
import { exportAgentsPy } from './agentsPy.ts';
import { exportAgentsTs } from './agentsTs.ts';
import { type ExportTarget, type FidelityReport, fidelityReport } from './fidelity.ts';
import { exportMermaid } from './mermaid.ts';
import { exportSwarm } from './swarm.ts';
import { snakeCase } from './identifiers.ts';

export { EXPORT_TARGETS, fidelityReport, formatFidelityReport } from './fidelity.ts';
export type { ExportTarget, FidelityItem, FidelityLevel, FidelityReport, ToolKindRow } from './fidelity.ts';

export interface ExportResult {
  filename: string;
  /** Monaco language id of `code` */
  language: 'typescript' | 'python' | 'plaintext' | 'json';
  code: string;
  report: FidelityReport;
}

export function exportGraph(graph: Graph, target: ExportTarget): ExportResult {
  const base = graph.id.replace(/[^A-Za-z0-9_-]/g, '_');
  const py = snakeCase(graph.id);
  const report = fidelityReport(graph, target);
  if (graph.agents.length === 0 && target !== 'json-schema' && target !== 'mermaid') {
    // nothing to run: say so rather than emit code that cannot work
    const comment = target === 'agents-ts' ? '//' : '#';
    const filename = target === 'agents-ts' ? `${base}.ts` : `${py}_${target === 'agents-py' ? 'agents' : target}.py`;
    return { filename, language: target === 'agents-ts' ? 'typescript' : 'python', code: `${comment} ${graph.name}: nothing to export, the graph has no agents yet.\n`, report };
  }
  switch (target) {
    case 'agents-ts':
      return { filename: `${base}.ts`, language: 'typescript', code: exportAgentsTs(graph), report };
    case 'agents-py':
      return { filename: `${py}_agents.py`, language: 'python', code: exportAgentsPy(graph), report };
    case 'swarm':
      return { filename: `${py}_swarm.py`, language: 'python', code: exportSwarm(graph), report };
    case 'ag2':
      return { filename: `${py}_ag2.py`, language: 'python', code: exportAg2(graph), report };
    case 'mermaid':
      return { filename: `${base}.mmd`, language: 'plaintext', code: exportMermaid(graph), report };
    case 'json-schema':
      return { filename: 'switchboard-graph.schema.json', language: 'json', code: graphJsonSchemaText(), report };
  }
}

/** Just the code of `exportGraph` (what `switchboard export` writes). */
export function exportGraphAs(graph: Graph, target: ExportTarget): string {
  return exportGraph(graph, target).code;
}
