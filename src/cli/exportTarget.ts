/**
 * `switchboard export`: the graph format's JSON Schema, or code for another runtime from
 * src/export (`exportGraphAs(graph, target)`).
 */
import type { Graph } from '../graph/schema.ts';
import { graphJsonSchemaText } from '../graph/jsonSchema.ts';
import type { ExportTarget } from './args.ts';

export async function exportAs(graph: Graph, target: ExportTarget): Promise<string> {
  if (target === 'json-schema') return graphJsonSchemaText();
  // loaded only for code targets: the generators are most of the export code
  const { exportGraphAs } = await import('../export/index.ts');
  return exportGraphAs(graph, target);
}
