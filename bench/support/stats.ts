/** Small helpers shared by the benchmarks: command-line options and percentiles. */

/** The value after `--name` in args, else the fallback. */
export function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
}

/**
 * The sizes to run: a positional list (`npm run bench -- canvas 1000,2000`), else `--sizes`,
 * else the fallback. A number after an option (`--frames 30`) is that option's value.
 */
export function sizeList(args: string[], fallback: string): number[] {
  const positional = args.find((a, i) => /^\d[\d,]*$/.test(a) && !args[i - 1]?.startsWith('--'));
  const list = positional ?? option(args, 'sizes', fallback);
  return list
    .split(',')
    .filter(Boolean)
    .map((s) => {
      const n = Number(s);
      if (!/^\d+$/.test(s) || n <= 0) throw new Error(`bad size "${s}" in "${list}": expected whole numbers separated by commas`);
      return n;
    });
}

/** Nearest-rank percentile (p in 0..100) of the values; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
