/** Builds a full graph (defaults filled in by the schema) from a terse description, for tests. */
import { GRAPH_FORMAT, GRAPH_VERSION, GraphSchema, type Graph, type GraphInput } from './schema.ts';

export type TestGraphInput = Partial<Omit<GraphInput, 'format' | 'version'>>;

export function testGraph(input: TestGraphInput = {}): Graph {
  return GraphSchema.parse({ format: GRAPH_FORMAT, version: GRAPH_VERSION, id: 'g', name: 'Test graph', ...input });
}
