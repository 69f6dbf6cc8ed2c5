/** `?bench=N` mode of the app (npm run bench -- canvas); the graph itself is made by benchGraph.ts. */
import { LIMITS } from '../graph/limits.ts';

export interface BenchMode {
  size: number;
  /** mount the inspector too (`&inspector=1`); by default the benchmark measures the canvas */
  inspector: boolean;
}

/**
 * The largest benchmark graph: the most agents a document may hold (LIMITS.agents). The production
 * build reads `?bench=` too, so a link must not make the tab build a graph of millions of agents.
 */
export const MAX_BENCH_AGENTS = LIMITS.agents;

/** `?bench=N[&inspector=1]` in the page URL (N clamped to MAX_BENCH_AGENTS), or null. */
export function benchModeFromUrl(search: string): BenchMode | null {
  const params = new URLSearchParams(search);
  const raw = params.get('bench');
  const n = raw ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? { size: Math.min(n, MAX_BENCH_AGENTS), inspector: params.get('inspector') === '1' } : null;
}
