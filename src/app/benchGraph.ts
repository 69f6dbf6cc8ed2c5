/**
 * Generated graphs for `npm run bench -- canvas` (the app's `?bench=N` mode and the bare React
 * Flow baseline page use the same generator, so both render the same nodes and edges).
 * Agents sit on a grid; each hands off to its right neighbour, the one below, and one
 * pseudo-random agent: about 3 edges per agent.
 */
import { GRAPH_FORMAT, GRAPH_VERSION, GraphSchema, type Graph } from '../graph/schema.ts';

export const BENCH_SPACING = { x: 320, y: 160 };

export function benchGraph(n: number): Graph {
  const cols = Math.max(1, Math.ceil(Math.sqrt(n * 2)));
  const agents = Array.from({ length: n }, (_, i) => ({
    id: `a${i}`,
    name: `Agent ${i}`,
    position: { x: (i % cols) * BENCH_SPACING.x, y: Math.floor(i / cols) * BENCH_SPACING.y },
  }));
  const handoffs: { id: string; from: string; to: string }[] = [];
  const add = (from: number, to: number) => {
    if (to < n && to !== from) handoffs.push({ id: `h${handoffs.length}`, from: `a${from}`, to: `a${to}` });
  };
  for (let i = 0; i < n; i++) {
    if ((i + 1) % cols !== 0) add(i, i + 1);
    add(i, i + cols);
    add(i, (i * 7919 + 13) % n);
  }
  return GraphSchema.parse({
    format: GRAPH_FORMAT,
    version: GRAPH_VERSION,
    id: `bench-${n}`,
    name: `Benchmark: ${n} agents`,
    startAgent: 'a0',
    agents,
    handoffs,
  });
}

// `?bench=N` parsing lives apart so main.tsx reads it without loading zod (first paint)
export { benchModeFromUrl, type BenchMode } from './benchMode.ts';
