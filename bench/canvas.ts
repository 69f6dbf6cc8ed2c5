/**
 * `npm run bench -- canvas [100,500,1000,2000,5000] [--frames 60] [--large-frames 30] [--repeat 2] [--with-inspector] [--no-minify] [--profile]`:
 * the canvas with generated graphs (about 3 edges per agent) in Chromium, beside a bare React
 * Flow page with the same nodes and edges, measured in the same run:
 * - render: navigation start -> every agent is drawn (a React Flow node in the DOM, measured and
 *   visible, or far out in the app a box of its batched agents layer), as wall time and as the
 *   page's main-thread CPU time (from a Chromium trace of the load);
 * - drag / pan: a scripted 60-frame node drag and a 60-frame pane pan, one pointer move per
 *   frame (the dragged agent is the one nearest the middle; far out in the app, the batched box
 *   under the point nearest the middle, pressed there as a person would), as two figures per
 *   frame: wall time (requestAnimationFrame to requestAnimationFrame)
 *   and main-thread CPU time (thread time from a Chromium trace, bench/support/frameCpu.ts).
 *   Wall time is what a person sees; on this shared 2-core machine it mostly measures the other
 *   processes, so CPU time is the figure that compares the two pages' own work.
 * Both pages are built by Vite (production mode) into .bench-out/canvas and served by
 * `vite preview`; the bare page gets a box the size of the app's canvas. The app page is the
 * whole shell (top bar, palette, canvas, toolbar, minimap); the inspector is mounted only with
 * --with-inspector, since the dragged agent becomes selected and its panel is not canvas cost.
 * Sizes of 5,000 agents and more run once with `--large-frames` frames (a load takes over a minute
 * on a busy machine). Each size prints its p50/p95 rows and the load average as soon as it is
 * measured, so a run stopped early keeps what it measured. `--profile` adds one more drag and pan
 * per page traced with DevTools' categories and prints where their main-thread time went
 * (tracing adds overhead: those frames are not the figures).
 */
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { formatBreakdown, type Breakdown } from './support/frameBreakdown.ts';
import { cpuUntilMark, FRAME_MARK, type TraceEvent } from './support/frameCpu.ts';
import { option, percentile, sizeList } from './support/stats.ts';
import { tracedFrames, type Frames } from './support/tracedFrames.ts';

interface Figures {
  /** navigation start -> all nodes rendered: wall time, and the page's main-thread CPU */
  render: { wall: number; cpu: number };
  drag: Frames;
  pan: Frames;
  /** `--profile`: where one more traced drag and pan spent main-thread time */
  profile?: { drag: Breakdown; pan: Breakdown };
}

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, '.bench-out/canvas');
const PORT = 4181;

const RENDERED_MARK = 'sb-rendered';
/** From this many agents a size runs once, with `--large-frames` frames (a frame there takes a quarter second or more). */
const LARGE = 5000;

/**
 * Waits for all `n` nodes to be rendered and measured; returns ms since navigation start (wall)
 * and the page's main-thread CPU until then (from a Chromium trace started before navigating).
 */
async function loadAndTime(page: Page, url: string, n: number): Promise<{ wall: number; cpu: number }> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  const rendered = (async () => {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      `(() => {
        const nodes = document.querySelectorAll('.react-flow__node');
        const batched = Number(document.querySelector('[data-testid=batched-agents]')?.getAttribute('data-count') ?? 0);
        if (nodes.length + batched < ${n}) return false;
        for (const el of nodes) if (el.style.visibility === 'hidden') return false;
        performance.mark('${RENDERED_MARK}');
        return performance.now();
      })()`,
      undefined,
      { polling: 'raf', timeout: n >= LARGE ? 600_000 : 180_000 },
    );
    return (await handle.jsonValue()) as number;
  })();
  // the trace is stopped whether or not the page rendered (a trace left running blocks the next)
  const wall = await rendered.catch(() => NaN);
  const trace = await browser.stopTracing();
  if (Number.isNaN(wall)) await rendered;
  const cpu = cpuUntilMark((JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents, RENDERED_MARK);
  // Let a pending fit-view animation finish before the interaction measurements.
  await page.waitForTimeout(600);
  return { wall, cpu };
}

/**
 * In the page: one synthetic pointer move per animation frame; returns the frame durations.
 * Kept as source text: tsx would wrap a function literal in helpers the page does not have.
 */
const SCRIPTED_SOURCE = `async ({ kind, frames, mark }) => {
  const nextFrame = () => new Promise((r) => requestAnimationFrame((t) => { performance.mark(mark); r(t); }));
  const pane = document.querySelector('.react-flow__pane').getBoundingClientRect();
  let x, y, target, moved = null;
  const batchedLayer = document.querySelector('[data-testid=batched-agents]');
  if (kind === 'drag' && batchedLayer) {
    // the batched box under the point nearest the middle (rings 2 px apart)
    const cx = pane.left + pane.width / 2, cy = pane.top + pane.height / 2;
    search: for (let r = 0; r < 300; r += 2) {
      for (let a = 0; a < 360; a += 10) {
        const px = cx + r * Math.cos(a * Math.PI / 180), py = cy + r * Math.sin(a * Math.PI / 180);
        const el = document.elementFromPoint(px, py);
        if (el && batchedLayer.contains(el)) { x = px; y = py; target = el; break search; }
      }
    }
    if (!target) throw new Error('no batched agent near the middle');
    // pressed, it is selected and leaves the batch: the selected node is what moves
    moved = () => document.querySelector('.react-flow__node.selected')?.style.transform;
  } else if (kind === 'drag') {
    const cx = pane.left + pane.width / 2, cy = pane.top + pane.height / 2;
    let best = null, bestD = Infinity;
    for (const el of document.querySelectorAll('.react-flow__node')) {
      const r = el.getBoundingClientRect();
      const d = (r.left + r.width / 2 - cx) ** 2 + (r.top + r.height / 2 - cy) ** 2;
      if (d < bestD) { bestD = d; best = el; }
    }
    const r = best.getBoundingClientRect();
    x = r.left + r.width / 2;
    y = r.top + r.height / 2;
    // Dispatched on the node itself: far out a node is a few pixels tall and a point on it
    // can be an edge or a handle, and the drag would silently become something else.
    target = best;
    moved = () => best.style.transform;
  } else {
    x = pane.left + 6;
    y = pane.top + pane.height / 2;
    target = document.elementFromPoint(x, y);
    moved = () => document.querySelector('.react-flow__viewport').style.transform;
  }
  let before = moved();
  const fire = (type) => {
    const init = { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, screenX: x, screenY: y,
      button: 0, buttons: type.endsWith('up') ? 0 : 1, view: window, pointerId: 1, pointerType: 'mouse', isPrimary: true };
    target.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init));
  };
  fire('pointerdown');
  fire('mousedown');
  const times = [];
  let last = await nextFrame();
  if (batchedLayer && kind === 'drag') before = moved();
  for (let i = 0; i < frames; i++) {
    x += 4;
    y += 2;
    fire('pointermove');
    fire('mousemove');
    const t = await nextFrame();
    times.push(t - last);
    last = t;
  }
  const after = moved();
  fire('pointerup');
  fire('mouseup');
  await nextFrame();
  if (before === after) throw new Error(kind + ' moved nothing (' + before + ')');
  return times;
}`;

async function scripted(page: Page, kind: 'drag' | 'pan', frames: number, profile = false): Promise<Frames> {
  return tracedFrames(page, `(${SCRIPTED_SOURCE})(${JSON.stringify({ kind, frames, mark: FRAME_MARK })})`, { profile });
}

async function measure(page: Page, url: string, n: number, frames: number, profile: boolean): Promise<Figures> {
  const render = await loadAndTime(page, url, n);
  const drag = await scripted(page, 'drag', frames);
  await page.waitForTimeout(300);
  const pan = await scripted(page, 'pan', frames);
  if (!profile) return { render, drag, pan };
  await page.waitForTimeout(300);
  const profiledDrag = (await scripted(page, 'drag', frames, true)).breakdown!;
  await page.waitForTimeout(300);
  const profiledPan = (await scripted(page, 'pan', frames, true)).breakdown!;
  return { render, drag, pan, profile: { drag: profiledDrag, pan: profiledPan } };
}

const framesAt = (n: number, frames: number, largeFrames: number) => (n >= LARGE ? largeFrames : frames);

const loadAverage = () => loadavg().map((l) => l.toFixed(1)).join(' ');

const f = (v: number) => v.toFixed(1).padStart(8);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`.padStart(7);
const TABLE_HEAD = [
  'agents | metric   |  wall app | wall bare |  ratio |   CPU app |  CPU bare |  ratio',
  '-------|----------|-----------|-----------|--------|-----------|-----------|-------',
];

/** The table rows of one size: render, then drag and pan at p50 and p95 (wall and CPU). */
function rowsOf(n: number, app: Figures, bare: Figures): string[] {
  const [a, b] = [app.render, bare.render];
  const out = [`${String(n).padStart(6)} | render   | ${f(a.wall)}  | ${f(b.wall)}  | ${ratio(a.wall, b.wall)} | ${f(a.cpu)}  | ${f(b.cpu)}  | ${ratio(a.cpu, b.cpu)}`];
  for (const kind of ['drag', 'pan'] as const) {
    for (const p of [50, 95]) {
      const [wa, wb, ca, cb] = [percentile(app[kind].wall, p), percentile(bare[kind].wall, p), percentile(app[kind].cpu, p), percentile(bare[kind].cpu, p)];
      out.push(`${String(n).padStart(6)} | ${`${kind} p${p}`.padEnd(8)} | ${f(wa)}  | ${f(wb)}  | ${ratio(wa, wb)} | ${f(ca)}  | ${f(cb)}  | ${ratio(ca, cb)}`);
    }
  }
  return out;
}

export async function main(args: string[]) {
  const sizes = sizeList(args, '100,500,1000,2000,5000');
  const frames = Number(option(args, 'frames', '60'));
  const largeFrames = Number(option(args, 'large-frames', '30'));
  // Each size runs `repeat` times, app and bare alternating first: this machine is shared, and
  // pooling interleaved runs keeps a burst of other work from landing on one side only.
  const repeat = Number(option(args, 'repeat', '2'));
  const repeatsOf = (n: number) => (n >= LARGE ? 1 : repeat);
  // --no-minify: readable function names for profiling
  const minify = !args.includes('--no-minify');
  // --with-inspector: also mount the inspector (the selected agent's panel) in the app page
  const appQuery = args.includes('--with-inspector') ? '&inspector=1' : '';
  const profile = args.includes('--profile');
  const profiles: string[] = [];

  console.log(`sizes ${sizes.join(', ')}; ${frames} frames per interaction (${largeFrames} from ${LARGE.toLocaleString('en')} agents); load average ${loadAverage()} on ${cpus().length} cores`);
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
  const table: string[] = [];
  const loads: string[] = [];
  try {
    // bypassCSP: the app's CSP forbids string evaluation, which the scripted drag and pan use
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    // Warm-up (code cache) and the app canvas' size for the bare page's box.
    await loadAndTime(page, `${base}/?bench=50`, 50);
    const box = (await page.locator('.react-flow').boundingBox())!;
    const bareUrl = (n: number) => `${base}/bench/canvas-pages/bare.html?n=${n}&w=${Math.round(box.width)}&h=${Math.round(box.height)}`;
    await loadAndTime(page, bareUrl(50), 50);
    await page.close();

    for (const n of sizes) {
      const started = Date.now();
      const loadBefore = loadAverage();
      const runs: Record<'app' | 'bare', Figures[]> = { app: [], bare: [] };
      for (let r = 0; r < repeatsOf(n); r++) {
        const order = r % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
        for (const kind of order) {
          const p = await context.newPage();
          const figures = await measure(p, kind === 'app' ? `${base}/?bench=${n}${appQuery}` : bareUrl(n), n, framesAt(n, frames, largeFrames), profile && r === 0);
          runs[kind].push(figures);
          if (figures.profile) {
            for (const k of ['drag', 'pan'] as const) profiles.push(`  ${n} agents, ${kind} ${k}: ${formatBreakdown(figures.profile[k])}`);
            console.log(profiles.slice(-2).join('\n'));
          }
          await p.close();
        }
      }
      const pool = (list: Figures[]): Figures => ({
        render: { wall: percentile(list.map((x) => x.render.wall), 50), cpu: percentile(list.map((x) => x.render.cpu), 50) },
        drag: { wall: list.flatMap((x) => x.drag.wall), cpu: list.flatMap((x) => x.drag.cpu) },
        pan: { wall: list.flatMap((x) => x.pan.wall), cpu: list.flatMap((x) => x.pan.cpu) },
      });
      const rows = rowsOf(n, pool(runs.app), pool(runs.bare));
      table.push(...rows);
      const load = `${n} agents: ${repeatsOf(n)} x ${framesAt(n, frames, largeFrames)} frames each, ${((Date.now() - started) / 1000).toFixed(0)} s, load average ${loadBefore} -> ${loadAverage()}`;
      loads.push(load);
      // each size prints as soon as it is measured: a run stopped at 5,000 keeps the smaller rows
      console.log(`\n${load}\n${[...TABLE_HEAD, ...rows].join('\n')}`);
    }
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }

  console.log(`\nCanvas benchmark (ms; app = Switchboard, bare = plain React Flow, same graph, same run;`);
  console.log(`render = median of the loads (CPU: main-thread thread time from navigation to rendered); frame figures pooled over the runs of each size;`);
  console.log('wall = rAF to rAF, CPU = main-thread thread time per frame)');
  for (const line of loads) console.log(`  ${line}`);
  console.log([...TABLE_HEAD, ...table].join('\n'));
  if (profiles.length) console.log(`\nWhere a frame's main-thread time goes (one more traced drag and pan per page; tracing adds overhead)\n${profiles.join('\n')}`);
}
