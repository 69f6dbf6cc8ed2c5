/**
 * `npm run bench -- first-paint [--dist dir] [--budget 250] [--list 12] [--port 4182]`: how much JavaScript a first visit
 * downloads before the canvas is idle, in gzip KiB, against the 250 KiB budget (issue 11).
 *
 * Builds the app (production mode) into .bench-out/first-paint, or uses an existing build with
 * `--dist dist`, serves it with `vite preview` on 127.0.0.1 and opens it in Chromium with an
 * empty profile (a fresh browser context: no cache, no IndexedDB, no localStorage), twice:
 *   - "first visit": whatever the app shows to someone who has never been here;
 *   - "example + playground": the playground dock open (its saved UI state) and, if the first
 *     visit shows the empty canvas, its first example card clicked, so a graph's nodes and the
 *     dock's own first paint are held to the budget too.
 *
 * "Until the canvas is idle" means: the React Flow viewport has a transform, the canvas shows
 * either the empty state or agent nodes that are all measured and visible, and then no request
 * of any kind has started or been in flight for QUIET_MS. Every script response (entry, static imports, dynamic
 * imports, workers) that started before that moment counts. The app itself prefetches nothing on
 * idle: heavy chunks (elk, Monaco, the engine, model clients, markdown) load on intent (hovering
 * Auto-layout, focusing the composer) or on use, so nothing is hidden after the cut-off.
 *
 * Sizes are the gzip (zlib default level) of each response body as served, the same figure
 * `vite build` prints as "gzip".
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { build, preview } from 'vite';
import { option } from './support/stats.ts';

const root = resolve(import.meta.dirname, '..');
/** default preview port; `--port N` when another checkout is measuring on the same machine */
const DEFAULT_PORT = '4182';
const QUIET_MS = 1500;
/** Measured on main before issue 11 (one run, this machine): main chunk 424 KiB + elk 435 KiB. */
const MAIN_BASELINE_KIB = 859;

interface Script {
  url: string;
  gzipBytes: number;
}

/** The canvas has painted: the empty state, or agent nodes all measured and visible. */
const CANVAS_PAINTED = `(() => {
  const viewport = document.querySelector('.react-flow__viewport');
  if (!viewport || !viewport.style.transform) return false;
  const nodes = document.querySelectorAll('.react-flow__node');
  if (nodes.length === 0) return document.querySelector('[data-testid="empty-state"]') ? 'empty' : false;
  for (const el of nodes) if (el.style.visibility === 'hidden') return false;
  return 'nodes';
})()`;

async function firstVisit(browser: Browser, base: string, playgroundOpen: boolean): Promise<{ scripts: Script[]; idleMs: number }> {
  // bypassCSP: the app's CSP forbids string evaluation, which these measurement scripts use
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  if (playgroundOpen) {
    await context.addInitScript(() => {
      const key = 'switchboard.ui';
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ state: { playgroundOpen: true }, version: 0 }));
    });
  }
  const page = await context.newPage();
  const scripts: Promise<Script | null>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const settle = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  let measuring = true;
  page.on('requestfinished', (request) => {
    settle();
    if (!measuring) return;
    if (request.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(request.url())) return;
    scripts.push(
      request.response().then(async (response) => {
        if (!response) return null;
        const body = await response.body();
        return { url: request.url().replace(base, ''), gzipBytes: gzipSync(body).length };
      }).catch(() => null),
    );
  });
  const started = Date.now();
  await page.goto(base, { waitUntil: 'commit' });
  const painted = await page.waitForFunction(CANVAS_PAINTED, undefined, { polling: 'raf', timeout: 60_000 });
  // the app may open a first graph itself a moment after the empty canvas; only then click a card
  const opened = async () => (await page.evaluate(CANVAS_PAINTED)) === 'nodes';
  if (playgroundOpen && (await painted.jsonValue()) === 'empty' && !(await page.waitForTimeout(2000).then(opened))) {
    await page.locator('[data-testid^="empty-example:"]').first().click();
    await page.waitForFunction(`${CANVAS_PAINTED} === 'nodes'`, undefined, { polling: 'raf', timeout: 60_000 });
  }
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
  const idleMs = lastActivity - started;
  measuring = false;
  const counted = (await Promise.all(scripts)).filter((s): s is Script => s !== null);
  await context.close();
  return { scripts: counted, idleMs };
}

const kib = (bytes: number) => bytes / 1024;

export async function main(args: string[]) {
  const budgetKiB = Number(option(args, 'budget', '250'));
  // how many of the biggest scripts to list (--list 99: all of them)
  const listed = Number(option(args, 'list', '12'));
  const given = option(args, 'dist', '');
  const port = Number(option(args, 'port', DEFAULT_PORT));
  const outDir = given ? resolve(root, given) : resolve(root, '.bench-out/first-paint');
  if (given) {
    if (!existsSync(resolve(outDir, 'index.html'))) throw new Error(`--dist ${given}: no index.html there; run vite build first`);
    console.log(`using the build in ${given}`);
  } else {
    console.log('building the app (production mode)…');
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  }
  const server = await preview({ root, logLevel: 'warn', build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1' } });
  const config = (await import('../playwright.config.ts')).default;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: config.use?.launchOptions?.args ?? [],
  });
  const base = `http://127.0.0.1:${port}`;
  let over = false;
  try {
    for (const [label, playgroundOpen] of [
      ['first visit', false],
      ['example + playground', true],
    ] as const) {
      const { scripts, idleMs } = await firstVisit(browser, base, playgroundOpen);
      const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
      over ||= kib(total) > budgetKiB;
      console.log(`\nFirst paint, ${label}: ${scripts.length} scripts until the canvas was idle (${(idleMs / 1000).toFixed(1)} s)`);
      for (const s of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, listed)) {
        console.log(`  ${kib(s.gzipBytes).toFixed(1).padStart(7)} KiB gz  ${s.url}`);
      }
      console.log(
        `  total ${kib(total).toFixed(1)} KiB gz: ${(kib(total) / budgetKiB).toFixed(2)}x the ${budgetKiB} KiB budget, ` +
          `${(kib(total) / MAIN_BASELINE_KIB).toFixed(2)}x main before issue 11 (${MAIN_BASELINE_KIB} KiB gz, recorded)`,
      );
    }
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
  console.log(over ? '\nOVER BUDGET' : '\nwithin budget');
}
