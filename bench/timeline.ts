/**
 * `npm run bench -- timeline [--sizes 100,1000,10000] [--frames 120] [--per-frame 10]`: the span
 * timeline in Chromium with generated traces, measured in one run:
 * - render: from handing the trace to React until two animation frames later (painted);
 * - scroll: frames while the rows scroll 96 px per frame;
 * - live: a run in progress at N spans: the trace so far is shown, then `--per-frame` more
 *   events arrive every frame (appended as the run session appends a frame's batch), 120 frames.
 *   The baseline is the same live growth at the smallest size (100 spans): a timeline that
 *   keeps up at any size costs the same per frame at 10,000 spans as at 100;
 * - bulk: the whole trace arriving in 100 appends, one per frame (a recording loaded live);
 * plus a plain, non-virtualised list of 1,000 rows (render and scroll baseline).
 * Frame figures are wall time (rAF to rAF) and main-thread CPU time (thread time from a
 * Chromium trace, bench/support/frameCpu.ts; on this shared machine wall time mostly measures
 * the other processes). 16.7 ms is one frame at 60 Hz.
 * Pages are built by Vite (production mode) into .bench-out/timeline and served by `vite preview`.
 *
 * `--against <git ref>` also builds the page from that commit's `src` (`git archive`, e.g. `main`;
 * the benchmark page itself is this tree's) and measures it in the same run, each size old then new, so a change is compared under the
 * same machine load. `--profile` adds one more live run per page traced with DevTools'
 * categories and prints where the frames' main-thread time went (script, style, layout, paint).
 * `--parts render,scroll,live,bulk` picks the figures (default all).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { formatBreakdown, type Breakdown } from './support/frameBreakdown.ts';
import { option, percentile } from './support/stats.ts';
import { tracedFrames, type Frames } from './support/tracedFrames.ts';

const root = resolve(import.meta.dirname, '..');
const PORT = 4182;
const FRAME_BUDGET_MS = 16.7;
const PAGE = 'bench/timeline-pages/timeline.html';

interface Figures {
  label: string;
  spans: number;
  renderMs: number;
  scroll: Frames;
  live: Frames;
  bulk: Frames;
  domRows: number;
  profile?: Breakdown;
}

const none: Frames = { wall: [], cpu: [], processCpu: NaN };

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction('window.__bench !== undefined');
}

interface Plan {
  frames: number;
  perFrame: number;
  parts: Set<string>;
  profile: boolean;
}

async function measure(page: Page, url: string, label: string, spans: number, app: boolean, plan: Plan): Promise<Figures> {
  const { frames, perFrame, parts } = plan;
  await open(page, url);
  const renderMs = (await page.evaluate('window.__bench.render()')) as number;
  await page.waitForTimeout(200);
  const domRows = (await page.evaluate('window.__bench.rows()')) as number;
  const scroll = parts.has('scroll') ? await tracedFrames(page, `window.__bench.scroll(${frames})`) : none;
  if (!app) return { label, spans, renderMs, scroll, live: none, bulk: none, domRows };
  let live = none;
  if (parts.has('live')) {
    await open(page, url);
    live = await tracedFrames(page, `window.__bench.live(${frames}, ${perFrame})`);
  }
  let bulk = none;
  if (parts.has('bulk')) {
    await open(page, url);
    bulk = await tracedFrames(page, 'window.__bench.grow(100)');
  }
  let profile: Breakdown | undefined;
  if (plan.profile) {
    await open(page, url);
    profile = (await tracedFrames(page, `window.__bench.live(${frames}, ${perFrame})`, { profile: true })).breakdown;
  }
  return { label, spans, renderMs, scroll, live, bulk, domRows, profile };
}

/** Builds the benchmark page from `tree` (a checkout of the repository) into `outDir`. */
async function buildPage(tree: string, outDir: string) {
  await build({
    root: tree,
    configFile: resolve(tree, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, rollupOptions: { input: { timeline: resolve(tree, PAGE) } } },
  });
}

/**
 * The app's sources at `ref` with this tree's benchmark harness (so both builds are measured the
 * same way), unpacked inside .bench-out (so node_modules resolve).
 */
function checkout(ref: string): string {
  const tree = resolve(root, '.bench-out/timeline-against/tree');
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', ref, 'src', 'vite.config.ts', 'tsconfig.json', 'package.json'], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', tree], { input: archive });
  cpSync(resolve(root, 'bench'), resolve(tree, 'bench'), { recursive: true });
  return tree;
}

export async function main(args: string[]) {
  const sizes = option(args, 'sizes', '100,1000,10000').split(',').map(Number);
  const plan: Plan = {
    frames: Number(option(args, 'frames', '120')),
    perFrame: Number(option(args, 'per-frame', '10')),
    parts: new Set(option(args, 'parts', 'render,scroll,live,bulk').split(',')),
    profile: args.includes('--profile'),
  };
  const against = option(args, 'against', '');
  const builds: Array<{ name: string; tree: string; outDir: string; port: number }> = [];
  if (against) {
    const sha = execFileSync('git', ['rev-parse', '--short', against], { cwd: root }).toString().trim();
    builds.push({ name: `${against} (${sha})`, tree: checkout(against), outDir: resolve(root, '.bench-out/timeline-against/out'), port: PORT + 1 });
  }
  builds.push({ name: 'this tree', tree: root, outDir: resolve(root, '.bench-out/timeline'), port: PORT });
  const servers: PreviewServer[] = [];
  for (const b of builds) {
    console.log(`building the timeline benchmark page from ${b.name} (production mode)…`);
    await buildPage(b.tree, b.outDir);
    servers.push(await preview({ root: b.tree, logLevel: 'warn', build: { outDir: b.outDir }, preview: { port: b.port, strictPort: true, host: '127.0.0.1' } }));
  }
  const config = (await import('../playwright.config.ts')).default;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: config.use?.launchOptions?.args ?? [] });
  const base = (port: number) => `http://127.0.0.1:${port}/${PAGE}`;
  const tag = (b: (typeof builds)[number]) => (builds.length > 1 ? ` [${b.name}]` : '');
  const results: Figures[] = [];
  const loads: number[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
    for (const b of builds) {
      const warm = await context.newPage();
      await measure(warm, `${base(b.port)}?n=200&mode=app`, 'warm-up', 200, true, { ...plan, frames: 10, profile: false });
      await warm.close();
    }
    const current = builds[builds.length - 1];
    const runs: Array<[string, string, number, boolean]> = [[`${base(current.port)}?n=1000&mode=plain`, 'plain list, 1,000 rows (baseline)', 1000, false]];
    for (const n of sizes) for (const b of builds) runs.push([`${base(b.port)}?n=${n}&mode=app`, `timeline, ${n.toLocaleString('en')} spans${tag(b)}`, n, true]);
    for (const [url, label, spans, app] of runs) {
      loads.push(loadavg()[0]);
      const page = await context.newPage();
      const r = await measure(page, url, label, spans, app, plan);
      await page.close();
      results.push(r);
      console.log(`  ${label}: render ${r.renderMs.toFixed(0)} ms, live CPU p95 ${r.live.cpu.length ? percentile(r.live.cpu, 95).toFixed(1) : '-'} ms`);
    }
  } finally {
    await browser.close();
    for (const server of servers) await new Promise<void>((done) => server.httpServer.close(() => done()));
  }

  const plain = results[0];
  const smallest = results[1];
  const f = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-').padStart(7);
  const p = (v: number[], q: number) => f(v.length ? percentile(v, q) : NaN);
  const width = Math.max(34, ...results.map((r) => r.label.length));
  console.log(`\nSpan timeline benchmark (ms; ${plan.frames} frames per figure; wall = rAF to rAF, CPU = main-thread thread time per frame)`);
  console.log(`machine load average (1 min) while measuring: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${availableParallelism()} cores`);
  console.log(`${'page'.padEnd(width)} |  render | DOM rows | scroll wall p50/p95 | scroll CPU p50/p95 | live wall p50/p95 | live CPU p50/p95 | bulk wall p95 | bulk CPU p95`);
  console.log(`${'-'.repeat(width)}-|---------|----------|---------------------|--------------------|-------------------|------------------|---------------|-------------`);
  for (const r of results) {
    console.log(
      `${r.label.padEnd(width)} | ${f(r.renderMs)} | ${String(r.domRows).padStart(8)} | ${p(r.scroll.wall, 50)} / ${p(r.scroll.wall, 95)}   | ${p(r.scroll.cpu, 50)} / ${p(r.scroll.cpu, 95)}  | ${p(r.live.wall, 50)} / ${p(r.live.wall, 95)} | ${p(r.live.cpu, 50)} / ${p(r.live.cpu, 95)} | ${p(r.bulk.wall, 95)}       | ${p(r.bulk.cpu, 95)}`,
    );
  }
  console.log(`live: ${plan.perFrame} events arrive every frame on a trace of the given size (a run in progress); bulk: the whole trace in 100 appends`);
  const ratio = (a: number[], b: number[], q: number) => (a.length && b.length ? `${(percentile(a, q) / percentile(b, q)).toFixed(2)}x` : '-');
  if (plan.parts.has('live')) {
    console.log('\nRatios');
    for (const r of results.slice(1)) {
      console.log(
        `  ${r.label}: render ${(r.renderMs / plain.renderMs).toFixed(2)}x the plain 1,000-row list; ` +
          `live CPU p95 ${ratio(r.live.cpu, smallest.live.cpu, 95)} of ${smallest.label} and ${(percentile(r.live.cpu, 95) / FRAME_BUDGET_MS).toFixed(2)}x the ${FRAME_BUDGET_MS} ms frame; ` +
          `live wall p95 ${(percentile(r.live.wall, 95) / FRAME_BUDGET_MS).toFixed(2)}x the frame`,
      );
    }
  }
  if (builds.length > 1 && plan.parts.has('live')) {
    console.log(`\nThis tree against ${builds[0].name}, same run (new / old)`);
    for (let i = 1; i + 1 < results.length; i += 2) {
      const [old, now] = [results[i], results[i + 1]];
      console.log(
        `  ${now.spans.toLocaleString('en')} spans: live CPU p50 ${ratio(now.live.cpu, old.live.cpu, 50)}, p95 ${ratio(now.live.cpu, old.live.cpu, 95)}; ` +
          `live wall p50 ${ratio(now.live.wall, old.live.wall, 50)}, p95 ${ratio(now.live.wall, old.live.wall, 95)}`,
      );
    }
  }
  if (plan.profile) {
    console.log('\nWhere a live frame\'s main-thread time goes (one more live run per page, traced with DevTools categories; tracing adds overhead)');
    for (const r of results) if (r.profile) console.log(`  ${r.label}: ${formatBreakdown(r.profile)}`);
  }
}
