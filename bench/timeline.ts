/**
 * `npm run bench -- timeline [--sizes 1000,10000] [--frames 120]`: the span timeline in Chromium
 * with generated traces, beside a plain non-virtualised list of 1,000 rows measured in the same
 * run (the baseline):
 * - render: from handing the trace to React until two animation frames later (painted);
 * - scroll: frame times (rAF to rAF) while the rows scroll 96px per frame, p50 and p95.
 * Pages are built by Vite (production mode) into .bench-out/timeline and served by `vite preview`.
 */
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { option, percentile } from './support/stats.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, '.bench-out/timeline');
const PORT = 4182;

interface Figures {
  label: string;
  renderMs: number;
  scroll: number[];
  /** frame times while the trace arrives in 100 appends (a live run); empty for the baseline */
  grow: number[];
  domRows: number;
}

async function measure(page: Page, url: string, label: string, frames: number): Promise<Figures> {
  await page.goto(url);
  await page.waitForFunction('window.__bench !== undefined');
  const renderMs = (await page.evaluate('window.__bench.render()')) as number;
  await page.waitForTimeout(200);
  const domRows = (await page.evaluate('window.__bench.rows()')) as number;
  const scroll = (await page.evaluate(`window.__bench.scroll(${frames})`)) as number[];
  await page.goto(url);
  await page.waitForFunction('window.__bench !== undefined');
  const grow = (await page.evaluate('window.__bench.grow(100)')) as number[];
  return { label, renderMs, scroll, grow, domRows };
}

export async function main(args: string[]) {
  const sizes = option(args, 'sizes', '1000,10000').split(',').map(Number);
  const frames = Number(option(args, 'frames', '120'));
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
    await measure(warm, `${base}?n=200&mode=app`, 'warm-up', 10);
    await warm.close();
    const runs: Array<[string, string]> = [[`${base}?n=1000&mode=plain`, 'plain list, 1,000 rows (baseline)'], ...sizes.map((n): [string, string] => [`${base}?n=${n}&mode=app`, `timeline, ${n.toLocaleString('en')} spans`])];
    for (const [url, label] of runs) {
      const page = await context.newPage();
      const r = await measure(page, url, label, frames);
      await page.close();
      results.push(r);
      console.log(`  ${label}: render ${r.renderMs.toFixed(0)} ms, scroll p50 ${percentile(r.scroll, 50).toFixed(1)} ms`);
    }
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
  const baseline = results[0];
  const f = (v: number) => v.toFixed(1).padStart(9);
  console.log(`\nSpan timeline benchmark (ms; ${frames} scroll frames; ratios against the plain 1,000-row list)`);
  console.log('page                                  |    render | scroll p50 | scroll p95 | live p50 | live p95 | DOM rows | render ratio');
  console.log('--------------------------------------|-----------|------------|------------|----------|----------|----------|-------------');
  const g = (v: number[], p: number) => (v.length ? percentile(v, p).toFixed(1) : '-').padStart(8);
  for (const r of results) {
    console.log(
      `${r.label.padEnd(37)} | ${f(r.renderMs)} | ${f(percentile(r.scroll, 50))}  | ${f(percentile(r.scroll, 95))}  | ${g(r.grow, 50)} | ${g(r.grow, 95)} | ${String(r.domRows).padStart(8)} | ${(r.renderMs / baseline.renderMs).toFixed(2)}x`,
    );
  }
  console.log('live: frame times while the trace arrives in 100 appends, one per frame (16.7 ms = no dropped frame)');
}
