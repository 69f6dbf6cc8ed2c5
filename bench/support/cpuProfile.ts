/**
 * A V8 CPU profile (Chrome DevTools Protocol `Profiler`) summarised by self time: which functions
 * and which source files took a page's main-thread JavaScript time. Time V8 spends outside
 * JavaScript (the browser's style, layout and paint) shows as `(program)`; bench/support/frameBreakdown.ts
 * splits that part. Build the page with `--no-minify` for readable names.
 */

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface ProfileSummary {
  /** sampled ms in total */
  totalMs: number;
  /** self ms by function (name and file), most first */
  functions: Array<{ name: string; ms: number }>;
  /** self ms by source (the package for node_modules, the file for our code), most first */
  sources: Array<{ name: string; ms: number }>;
}

/** Where a function's code comes from: `@xyflow/react` for a package, `src/features/canvas/AgentNode.tsx` for ours. */
export function sourceOf(url: string): string {
  if (!url) return '(native)';
  const nm = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (nm) return nm[1];
  const src = url.match(/\/(src\/.*|bench\/.*)$/);
  if (src) return src[1];
  return url.replace(/^.*\//, '');
}

export function summariseProfile(profile: CpuProfile, top = 12): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // a sample's time is the delta to the next one
  for (let i = 0; i < samples.length; i++) selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + (deltas[i + 1] ?? 0));
  const fn = new Map<string, number>();
  const src = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const source = sourceOf(url);
    const name = `${functionName || '(anonymous)'} ${url ? `${source}:${lineNumber + 1}` : ''}`.trim();
    fn.set(name, (fn.get(name) ?? 0) + us);
    src.set(source === '(native)' ? functionName : source, (src.get(source === '(native)' ? functionName : source) ?? 0) + us);
    total += us;
  }
  const sorted = (m: Map<string, number>) =>
    [...m]
      .map(([name, us]) => ({ name, ms: us / 1000 }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top);
  return { totalMs: total / 1000, functions: sorted(fn), sources: sorted(src) };
}

/** Two lines: the sources, then the functions, as shares of the sampled time. */
export function formatProfile(s: ProfileSummary): string {
  const share = (ms: number) => `${((ms / s.totalMs) * 100).toFixed(0)}%`;
  return [
    `sources: ${s.sources.map((x) => `${x.name} ${share(x.ms)}`).join(', ')}`,
    `functions: ${s.functions.map((x) => `${x.name} ${share(x.ms)}`).join(', ')}`,
  ].join('\n    ');
}
