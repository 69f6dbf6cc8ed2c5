/** `?bench=N` mode of the app (npm run bench -- canvas); the graph itself is made by benchGraph.ts. */
export interface BenchMode {
  size: number;
  /** mount the inspector too (`&inspector=1`); by default the benchmark measures the canvas */
  inspector: boolean;
}

/** `?bench=N[&inspector=1]` in the page URL, or null. */
export function benchModeFromUrl(search: string): BenchMode | null {
  const params = new URLSearchParams(search);
  const raw = params.get('bench');
  const n = raw ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? { size: n, inspector: params.get('inspector') === '1' } : null;
}
