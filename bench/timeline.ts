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
 */
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { option, percentile } from './support/stats.ts';
import { tracedFrames, type Frames } from './support/tracedFrames.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, '.bench-out/timeline');
const PORT = 4182;
const FRAME_BUDGET_MS = 16.7;

interface Figures {
  label: string;
  spans: number;
  renderMs: number;
  scroll: Frames;
  live: Frames;
  bulk: Frames;
  domRows: number;
}

const none: Frames = { wall: [], cpu: [] };

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction('window.__bench !== undefined');
}

async function measure(page: Page, url: string, label: string, spans: number, frames: number, perFrame: number, app: boolean): Promise<Figures> {
  await open(page, url);
  const renderMs = (await page.evaluate('window.__bench.render()')) as number;
  await page.waitForTimeout(200);
  const domRows = (await page.evaluate('window.__bench.rows()')) as number;
  const scroll = await tracedFrames(page, `window.__bench.scroll(${frames})`);
  if (!app) return { label, spans, renderMs, scroll, live: none, bulk: none, domRows };
  await open(page, url);
  const live = await tracedFrames(page, `window.__bench.live(${frames}, ${perFrame})`);
  await open(page, url);
  const bulk = await tracedFrames(page, 'window.__bench.grow(100)');
  return { label, spans, renderMs, scroll, live, bulk, domRows };
}

export async function main(args: string[]) {
  const sizes = option(args, 'sizes', '100,1000,10000').split(',').map(Number);
  const frames = Number(option(args, 'frames', '120'));
  const perFrame = Number(option(args, 'per-frame', '10'));
  console.log('building the timeline benchmark page (production mode)…');
  await build({
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, rollupOptions: { input: { timeline: resolve(root, 'bench/timeline-pages/timeline.html') } } },
  });
  const server = await preview({ root, logLevel: 'warn', build: { outDir }, preview: { port: PORT, strictPort: true, host: '127.0.0.1' } });
  const config = (await import('../playwright.config.ts')).default;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: config.use?.launchOptions?.args ?? [] });
  const base = `http://127.0.0.1:${PORT}/bench/timeline-pages/timeline.html`;
  const results: Figures[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
    const warm = await context.newPage();
    await measure(warm, `${base}?n=200&mode=app`, 'warm-up', 200, 10, perFrame, true);
    await warm.close();
    const runs: Array<[string, string, number, boolean]> = [
      [`${base}?n=1000&mode=plain`, 'plain list, 1,000 rows (baseline)', 1000, false],
      ...sizes.map((n): [string, string, number, boolean] => [`${base}?n=${n}&mode=app`, `timeline, ${n.toLocaleString('en')} spans`, n, true]),
    ];
    for (const [url, label, spans, app] of runs) {
      const page = await context.newPage();
      const r = await measure(page, url, label, spans, frames, perFrame, app);
      await page.close();
      results.push(r);
      console.log(`  ${label}: render ${r.renderMs.toFixed(0)} ms, live CPU p95 ${r.live.cpu.length ? percentile(r.live.cpu, 95).toFixed(1) : '-'} ms`);
    }
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }

  const plain = results[0];
  const smallest = results[1];
  const f = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-').padStart(7);
  const p = (v: number[], q: number) => f(v.length ? percentile(v, q) : NaN);
  console.log(`\nSpan timeline benchmark (ms; ${frames} frames per figure; wall = rAF to rAF, CPU = main-thread thread time per frame)`);
  console.log('page                               |  render | DOM rows | scroll wall p50/p95 | scroll CPU p50/p95 | live wall p50/p95 | live CPU p50/p95 | bulk wall p95 | bulk CPU p95');
  console.log('-----------------------------------|---------|----------|---------------------|--------------------|-------------------|------------------|---------------|-------------');
  for (const r of results) {
    console.log(
      `${r.label.padEnd(34)} | ${f(r.renderMs)} | ${String(r.domRows).padStart(8)} | ${p(r.scroll.wall, 50)} / ${p(r.scroll.wall, 95)}   | ${p(r.scroll.cpu, 50)} / ${p(r.scroll.cpu, 95)}  | ${p(r.live.wall, 50)} / ${p(r.live.wall, 95)} | ${p(r.live.cpu, 50)} / ${p(r.live.cpu, 95)} | ${p(r.bulk.wall, 95)}       | ${p(r.bulk.cpu, 95)}`,
    );
  }
  console.log(`live: ${perFrame} events arrive every frame on a trace of the given size (a run in progress); bulk: the whole trace in 100 appends`);
  console.log('\nRatios');
  for (const r of results.slice(1)) {
    const ratio = (a: number[], b: number[], q: number) => `${(percentile(a, q) / percentile(b, q)).toFixed(2)}x`;
    console.log(
      `  ${r.label}: render ${(r.renderMs / plain.renderMs).toFixed(2)}x the plain 1,000-row list; ` +
        `live CPU p95 ${ratio(r.live.cpu, smallest.live.cpu, 95)} of ${smallest.label} and ${(percentile(r.live.cpu, 95) / FRAME_BUDGET_MS).toFixed(2)}x the ${FRAME_BUDGET_MS} ms frame; ` +
        `live wall p95 ${(percentile(r.live.wall, 95) / FRAME_BUDGET_MS).toFixed(2)}x the frame`,
    );
  }
}
