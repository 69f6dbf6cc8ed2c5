import type { Graph } from '../graph/schema.ts';
import { newGraph } from '../graph/newElements.ts';

/** A valid document with no agents: what a new project starts from (built without zod: first paint). */
export function emptyGraph(name = 'Untitled graph', id = 'untitled'): Graph {
  return newGraph(name, id);
}
