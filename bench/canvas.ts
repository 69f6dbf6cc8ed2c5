/**
 * `npm run bench -- canvas [--sizes 100,500,1000,2000] [--frames 60] [--repeat 3] [--with-inspector] [--no-minify]`: the canvas with generated
 * graphs (about 3 edges per agent) in Chromium, beside a bare React Flow page with the same nodes
 * and edges, measured in the same run:
 * - render: navigation start -> every agent node is in the DOM, measured and visible;
 * - drag / pan: frame times (requestAnimationFrame to requestAnimationFrame) of a scripted
 *   60-frame node drag and a 60-frame pane pan, one pointer move per frame, p50 and p95.
 * Both pages are built by Vite (production mode) into .bench-out/canvas and served by
 * `vite preview`; the bare page gets a box the size of the app's canvas. The app page is the
 * whole shell (top bar, palette, canvas, toolbar, minimap); the inspector is mounted only with
 * --with-inspector, since the dragged agent becomes selected and its panel is not canvas cost.
 */
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { option, percentile } from './support/stats.ts';

interface Figures {
  renderMs: number;
  drag: number[];
  pan: number[];
}

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, '.bench-out/canvas');
const PORT = 4181;

/** Waits for all `n` nodes to be rendered and measured; returns ms since navigation start. */
async function loadAndTime(page: Page, url: string, n: number): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    `(() => {
      const nodes = document.querySelectorAll('.react-flow__node');
      if (nodes.length < ${n}) return false;
      for (const el of nodes) if (el.style.visibility === 'hidden') return false;
      return performance.now();
    })()`,
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  const t = (await handle.jsonValue()) as number;
  // Let a pending fit-view animation finish before the interaction measurements.
  await page.waitForTimeout(600);
  return t;
}

/**
 * In the page: one synthetic pointer move per animation frame; returns the frame durations.
 * Kept as source text: tsx would wrap a function literal in helpers the page does not have.
 */
const SCRIPTED_SOURCE = `async ({ kind, frames }) => {
  const nextFrame = () => new Promise((r) => requestAnimationFrame(r));
  const pane = document.querySelector('.react-flow__pane').getBoundingClientRect();
  let x, y;
  if (kind === 'drag') {
    const cx = pane.left + pane.width / 2, cy = pane.top + pane.height / 2;
    let best = null, bestD = Infinity;
    for (const el of document.querySelectorAll('.react-flow__node')) {
      const r = el.getBoundingClientRect();
      const d = (r.left + r.width / 2 - cx) ** 2 + (r.top + r.height / 2 - cy) ** 2;
      if (d < bestD) { bestD = d; best = el; }
    }
    const r = best.getBoundingClientRect();
    x = r.left + r.width / 2;
    y = r.top + r.height * 0.3;
  } else {
    x = pane.left + 6;
    y = pane.top + pane.height / 2;
  }
  const target = document.elementFromPoint(x, y);
  const fire = (type) => {
    const init = { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, screenX: x, screenY: y,
      button: 0, buttons: type.endsWith('up') ? 0 : 1, view: window, pointerId: 1, pointerType: 'mouse', isPrimary: true };
    target.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init));
  };
  fire('pointerdown');
  fire('mousedown');
  const times = [];
  let last = await nextFrame();
  for (let i = 0; i < frames; i++) {
    x += 4;
    y += 2;
    fire('pointermove');
    fire('mousemove');
    const t = await nextFrame();
    times.push(t - last);
    last = t;
  }
  fire('pointerup');
  fire('mouseup');
  await nextFrame();
  return times;
}`;

async function scripted(page: Page, kind: 'drag' | 'pan', frames: number): Promise<number[]> {
  return page.evaluate(`(${SCRIPTED_SOURCE})(${JSON.stringify({ kind, frames })})`) as Promise<number[]>;
}

async function measure(page: Page, url: string, n: number, frames: number): Promise<Figures> {
  const renderMs = await loadAndTime(page, url, n);
  const drag = await scripted(page, 'drag', frames);
  await page.waitForTimeout(300);
  const pan = await scripted(page, 'pan', frames);
  return { renderMs, drag, pan };
}

export async function main(args: string[]) {
  const sizes = option(args, 'sizes', '100,500,1000,2000').split(',').map(Number);
  const frames = Number(option(args, 'frames', '60'));
  // Each size runs `repeat` times, app and bare alternating first: this machine is shared, and
  // pooling interleaved runs keeps a burst of other work from landing on one side only.
  const repeat = Number(option(args, 'repeat', '3'));
  // --no-minify: readable function names for profiling
  const minify = !args.includes('--no-minify');
  // --with-inspector: also mount the inspector (the selected agent's panel) in the app page
  const appQuery = args.includes('--with-inspector') ? '&inspector=1' : '';

  console.log('building the app and the bare React Flow page (production mode)…');
  await build({
    root,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      minify,
      rollupOptions: { input: { app: resolve(root, 'index.html'), bare: resolve(root, 'bench/canvas-pages/bare.html') } },
    },
  });
  const server = await preview({ root, logLevel: 'warn', build: { outDir }, preview: { port: PORT, strictPort: true, host: '127.0.0.1' } });
  const config = (await import('../playwright.config.ts')).default;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: config.use?.launchOptions?.args ?? [],
  });
  const base = `http://127.0.0.1:${PORT}`;
  const rows: { n: number; app: Figures; bare: Figures }[] = [];
  try {
    // bypassCSP: the app's CSP forbids string evaluation, which the scripted drag and pan use
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    // Warm-up (code cache) and the app canvas' size for the bare page's box.
    await loadAndTime(page, `${base}/?bench=50`, 50);
    const box = (await page.locator('.react-flow').boundingBox())!;
    const bareUrl = (n: number) => `${base}/bench/canvas-pages/bare.html?n=${n}&w=${Math.round(box.width)}&h=${Math.round(box.height)}`;
    await loadAndTime(page, bareUrl(50), 50);

    for (const n of sizes) {
      const runs: Record<'app' | 'bare', Figures[]> = { app: [], bare: [] };
      for (let r = 0; r < repeat; r++) {
        const order = r % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
        for (const kind of order) {
          const p = await context.newPage();
          runs[kind].push(await measure(p, kind === 'app' ? `${base}/?bench=${n}${appQuery}` : bareUrl(n), n, frames));
          await p.close();
        }
      }
      const pool = (list: Figures[]): Figures => ({
        renderMs: percentile(list.map((f) => f.renderMs), 50),
        drag: list.flatMap((f) => f.drag),
        pan: list.flatMap((f) => f.pan),
      });
      const row = { n, app: pool(runs.app), bare: pool(runs.bare) };
      rows.push(row);
      console.log(
        `  ${n} agents: render ${row.app.renderMs.toFixed(0)} / ${row.bare.renderMs.toFixed(0)} ms, ` +
          `drag p50 ${percentile(row.app.drag, 50).toFixed(1)} / ${percentile(row.bare.drag, 50).toFixed(1)} ms`,
      );
    }
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }

  const f = (v: number) => v.toFixed(1).padStart(8);
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`.padStart(7);
  console.log(`\nCanvas benchmark (ms; app = Switchboard, bare = plain React Flow, same graph, same run;`);
  console.log(`render = median of ${repeat} loads, frame times pooled over ${repeat} x ${frames} frames)`);
  console.log('agents | metric      |      app |     bare |  ratio');
  console.log('-------|-------------|----------|----------|-------');
  for (const { n, app, bare } of rows) {
    const line = (metric: string, a: number, b: number) => console.log(`${String(n).padStart(6)} | ${metric.padEnd(11)} | ${f(a)} | ${f(b)} | ${ratio(a, b)}`);
    line('render', app.renderMs, bare.renderMs);
    line('drag p50', percentile(app.drag, 50), percentile(bare.drag, 50));
    line('drag p95', percentile(app.drag, 95), percentile(bare.drag, 95));
    line('pan p50', percentile(app.pan, 50), percentile(bare.pan, 50));
    line('pan p95', percentile(app.pan, 95), percentile(bare.pan, 95));
  }
}
