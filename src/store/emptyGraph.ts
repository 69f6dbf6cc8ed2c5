import { GRAPH_FORMAT, GRAPH_VERSION, GraphSchema, type Graph } from '../graph/schema.ts';

/** A valid document with no agents: what a new project starts from. */
export function emptyGraph(name = 'Untitled graph', id = 'untitled'): Graph {
  return GraphSchema.parse({ format: GRAPH_FORMAT, version: GRAPH_VERSION, id, name });
}
