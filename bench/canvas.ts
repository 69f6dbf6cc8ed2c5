/**
 * `npm run bench -- canvas [100,500,1000,2000] [--zooms fit,0.5,1] [--inspector both|open|closed]
 *   [--frames 60] [--large-frames 30] [--repeat 2] [--port 4181] [--no-minify] [--profile] [--cpu-profile] [--css TEXT]
 *   [--b-css TEXT] [--b-dir DIR]`:
 * the canvas with generated graphs (about 3 edges per agent) in Chromium, beside a bare React
 * Flow page with the same nodes and edges, measured in the same run:
 * - render: navigation start -> every agent is drawn (a React Flow node in the DOM, measured and
 *   visible, or far out in the app a box of its batched agents layer), as wall time and as the
 *   page's main-thread CPU time (from a Chromium trace of the load);
 * - drag / pan at each zoom of `--zooms` (`fit`: the first fit; a number: that zoom, reached as
 *   a person does, with the wheel at the canvas' middle; 0.5 is where agent names and route
 *   labels are readable, 1 is 1:1): a scripted 60-frame node drag and a 60-frame pane pan, one
 *   pointer move per frame, the pan out and back (the dragged agent is the one nearest the middle; far out in the
 *   app, the batched box under the point nearest the middle, pressed there as a person would),
 *   as two figures per frame: wall time (requestAnimationFrame to requestAnimationFrame) and
 *   main-thread CPU time (thread time from a Chromium trace, bench/support/frameCpu.ts).
 *   Wall time is what a person sees; on this shared 2-core machine it mostly measures the other
 *   processes, so CPU time is the figure that compares the two pages' own work.
 * - `--inspector`: the app runs with the inspector closed, open (the dragged agent becomes
 *   selected, so the open inspector shows its panel), or both (default; two app pages per size).
 * Both pages are built by Vite (production mode) into .bench-out/canvas and served by
 * `vite preview`; the bare page gets a box the size of the app's canvas. The app page is the
 * whole shell (top bar, palette, canvas, toolbar, minimap).
 * Sizes of 5,000 agents and more run once with `--large-frames` frames (a load takes over a minute
 * on a busy machine). Each size prints its rows and the load average as soon as it is measured,
 * so a run stopped early keeps what it measured. `--profile` adds one more drag and pan per page
 * and zoom traced with DevTools' categories and prints where their main-thread time went;
 * `--cpu-profile` records a V8 CPU profile of them and prints the functions and sources that took
 * the script time (both add overhead: those frames are not the figures; use with --no-minify).
 * `--css TEXT` adds a style sheet to the app page once it rendered: a style change tried without a rebuild.
 * A/B in one run (pages alternating, the same bare baseline): `--b-css TEXT` adds a page "b-css", the
 * app with that style sheet; `--b-dir DIR` adds a page "b-dir", another build of the app (e.g. main's:
 * `vite build --base /b/ --outDir DIR`, served at /b/; use `--no-minify` if that build is not minified).
 */
import { cpSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { formatProfile, summariseProfile, type CpuProfile } from './support/cpuProfile.ts';
import { formatBreakdown, type Breakdown } from './support/frameBreakdown.ts';
import { cpuUntilMark, FRAME_MARK, type TraceEvent } from './support/frameCpu.ts';
import { option, percentile, sizeList } from './support/stats.ts';
import { tracedFrames, type Frames } from './support/tracedFrames.ts';

/** Drag and pan at one zoom. */
interface AtZoom {
  /** the zoom the page was at (the first fit's, or the one asked for) */
  zoom: number;
  drag: Frames;
  pan: Frames;
  /** `--profile` / `--cpu-profile`: where one more drag and pan spent main-thread time */
  profile?: string[];
}

interface Figures {
  /** navigation start -> all nodes rendered: wall time, and the page's main-thread CPU */
  render: { wall: number; cpu: number };
  /** per zoom of `--zooms`, in that order */
  zooms: AtZoom[];
}

/** A zoom of `--zooms`: 'fit' (the first fit) or a number. */
type Zoom = 'fit' | number;

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, '.bench-out/canvas');
/** `--port` (or BENCH_PORT): the preview server's port, so two people on one machine do not collide */
const DEFAULT_PORT = '4181';

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
    // a point where a press pans (the pane, or a route over it; not an agent, label or panel), nearest the left middle;
    // if none is on screen (only on-screen agents are rendered), the drag above has nothing to press either
    const cy = pane.top + pane.height / 2;
    const pans = (el) => el && el.closest('.react-flow') && !el.closest('.react-flow__node, .react-flow__panel, .react-flow__edgelabel-renderer, .nopan, .nodrag, [data-testid=batched-agents]');
    search: for (let dx = 6; dx < pane.width; dx += 8) {
      for (let dy = 0; dy < pane.height / 2; dy = dy <= 0 ? -dy + 20 : -dy) {
        const el = document.elementFromPoint(pane.left + dx, cy + dy);
        if (pans(el)) { x = pane.left + dx; y = cy + dy; target = el; break search; }
      }
    }
    if (!target) throw new Error('no bare pane point to pan from');
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
  // A pan goes out and comes back, so the next zoom looks at the same part of the graph (where
  // only on-screen agents are rendered, a view drifted off the graph has nothing to drag).
  let after;
  for (let i = 0; i < frames; i++) {
    const back = kind === 'pan' && i >= frames / 2 ? -1 : 1;
    x += 4 * back;
    y += 2 * back;
    fire('pointermove');
    fire('mousemove');
    const t = await nextFrame();
    times.push(t - last);
    last = t;
    if (i === Math.floor(frames / 2) - 1 || i === frames - 1) after ??= moved() === before ? undefined : moved();
  }
  after ??= before;
  fire('pointerup');
  fire('mouseup');
  await nextFrame();
  if (before === after) throw new Error(kind + ' moved nothing (' + before + ')');
  return times;
}`;

async function scripted(page: Page, kind: 'drag' | 'pan', frames: number, profile = false): Promise<Frames> {
  return tracedFrames(page, `(${SCRIPTED_SOURCE})(${JSON.stringify({ kind, frames, mark: FRAME_MARK })})`, { profile });
}

/** The viewport's zoom (the scale of React Flow's viewport transform). */
const ZOOM_SOURCE = `new DOMMatrix(getComputedStyle(document.querySelector('.react-flow__viewport')).transform).a`;

/**
 * Zooms to `target` as a person does, with the wheel over the canvas' middle (React Flow's
 * wheel zoom: x 2^(-deltaY * 0.002)); returns the zoom reached.
 */
async function zoomTo(page: Page, target: number): Promise<number> {
  const zoom = await page.evaluate(`(async (target) => {
    const zoom = () => ${ZOOM_SOURCE};
    const pane = document.querySelector('.react-flow__pane');
    const r = pane.getBoundingClientRect();
    for (let i = 0; i < 5 && Math.abs(zoom() / target - 1) > 0.01; i++) {
      pane.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, deltaY: -Math.log2(target / zoom()) / 0.002, deltaMode: 0 }));
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
    return zoom();
  })(${target})`);
  if (Math.abs((zoom as number) / target - 1) > 0.02) throw new Error(`zoomed to ${zoom}, not ${target}`);
  // the canvas settles: agents and labels that came into view are drawn, lint and layout idle
  await page.waitForTimeout(800);
  return zoom as number;
}

/** One more drag and pan per zoom, as `--profile` (trace categories) and `--cpu-profile` (V8 profile) ask. */
async function profiled(page: Page, frames: number, traced: boolean, sampled: boolean): Promise<string[]> {
  const lines: string[] = [];
  for (const kind of ['drag', 'pan'] as const) {
    if (traced) {
      await page.waitForTimeout(300);
      lines.push(`${kind} trace: ${formatBreakdown((await scripted(page, kind, frames, true)).breakdown as Breakdown)}`);
    }
    if (sampled) {
      await page.waitForTimeout(300);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await scripted(page, kind, frames);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      await cdp.detach();
      lines.push(`${kind} CPU profile: ${formatProfile(summariseProfile(profile))}`);
    }
  }
  return lines;
}

interface MeasureOptions {
  frames: number;
  zooms: Zoom[];
  profile: boolean;
  cpuProfile: boolean;
  /** `--css`: a style sheet added to the app page after it rendered (to try a style change while profiling) */
  css?: string;
}

async function measure(page: Page, url: string, n: number, o: MeasureOptions): Promise<Figures> {
  const render = await loadAndTime(page, url, n);
  if (o.css) await page.addStyleTag({ content: o.css });
  const zooms: AtZoom[] = [];
  for (const z of o.zooms) {
    const zoom = z === 'fit' ? ((await page.evaluate(ZOOM_SOURCE)) as number) : await zoomTo(page, z);
    const drag = await scripted(page, 'drag', o.frames);
    await page.waitForTimeout(300);
    const pan = await scripted(page, 'pan', o.frames);
    const profile = o.profile || o.cpuProfile ? await profiled(page, o.frames, o.profile, o.cpuProfile) : undefined;
    zooms.push({ zoom, drag, pan, ...(profile ? { profile } : {}) });
  }
  return { render, zooms };
}

const framesAt = (n: number, frames: number, largeFrames: number) => (n >= LARGE ? largeFrames : frames);

const loadAverage = () => loadavg().map((l) => l.toFixed(1)).join(' ');

const f = (v: number) => v.toFixed(1).padStart(8);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`.padStart(7);
const TABLE_HEAD = [
  'agents | zoom | inspector | metric   |  wall app | wall bare |  ratio |   CPU app |  CPU bare |  ratio | all CPU app | all CPU bare |  ratio | fps app | fps bare',
  '-------|------|-----------|----------|-----------|-----------|--------|-----------|-----------|--------|-------------|--------------|--------|---------|---------',
];

/** An app page (inspector closed or open, or a variant to A/B: `--b-css`, `--b-dir`) or the bare page. */
type PageKind = string;

/** Frames a person saw per second over the interaction: frames / their summed wall time (not 1000 / p50, which hides long frames). */
const framesPerSecond = (wall: number[]) => (wall.length * 1000) / wall.reduce((sum, t) => sum + t, 0);

function pooledFrames(list: Frames[]): Frames {
  return { wall: list.flatMap((x) => x.wall), cpu: list.flatMap((x) => x.cpu), processCpu: list.reduce((sum, x) => sum + x.processCpu, 0) / list.length };
}

/** Figures of several loads of one page, pooled: render as the median load, frames pooled. */
function pool(list: Figures[]): Figures {
  return {
    render: { wall: percentile(list.map((x) => x.render.wall), 50), cpu: percentile(list.map((x) => x.render.cpu), 50) },
    zooms: list[0].zooms.map((_, i) => ({
      zoom: percentile(list.map((x) => x.zooms[i].zoom), 50),
      drag: pooledFrames(list.map((x) => x.zooms[i].drag)),
      pan: pooledFrames(list.map((x) => x.zooms[i].pan)),
    })),
  };
}

/**
 * The table rows of one size, per app page (inspector closed / open) against the bare page:
 * render, then at each zoom drag and pan at p50 and p95 (wall and CPU). The zoom column is the
 * app's (the bare page fits a little differently: `fit` differs, asked zooms are the same).
 */
function rowsOf(n: number, apps: Array<[string, Figures]>, bare: Figures): string[] {
  const out: string[] = [];
  const row = (zoom: string, inspector: string, metric: string, wa: number, wb: number, ca: number, cb: number, all?: [number, number], fps?: [number, number]) =>
    out.push(
      `${String(n).padStart(6)} | ${zoom.padStart(4)} | ${inspector.padEnd(9)} | ${metric.padEnd(8)} | ${f(wa)}  | ${f(wb)}  | ${ratio(wa, wb)} | ${f(ca)}  | ${f(cb)}  | ${ratio(ca, cb)}` +
        (all ? ` | ${f(all[0])}    | ${f(all[1])}     | ${ratio(all[0], all[1])}` : '') +
        (fps ? ` | ${f(fps[0])} | ${f(fps[1])}` : ''),
    );
  for (const [inspector, app] of apps) row('fit', inspector, 'render', app.render.wall, bare.render.wall, app.render.cpu, bare.render.cpu);
  bare.zooms.forEach((bz, i) => {
    for (const [inspector, app] of apps) {
      const az = app.zooms[i];
      const zoom = az.zoom < 0.1 ? az.zoom.toFixed(3).slice(1) : az.zoom.toFixed(2);
      for (const kind of ['drag', 'pan'] as const) {
        for (const p of [50, 95]) {
          const all: [number, number] | undefined = p === 50 ? [az[kind].processCpu, bz[kind].processCpu] : undefined;
          const fps: [number, number] | undefined = p === 50 ? [framesPerSecond(az[kind].wall), framesPerSecond(bz[kind].wall)] : undefined;
          row(zoom, inspector, `${kind} p${p}`, percentile(az[kind].wall, p), percentile(bz[kind].wall, p), percentile(az[kind].cpu, p), percentile(bz[kind].cpu, p), all, fps);
        }
      }
    }
  });
  return out;
}

/** `--zooms fit,0.5,1` */
function zoomList(args: string[]): Zoom[] {
  return option(args, 'zooms', 'fit,0.5,1')
    .split(',')
    .map((z) => {
      if (z === 'fit') return 'fit';
      const v = Number(z);
      if (!(v > 0 && v <= 2)) throw new Error(`bad zoom "${z}" in --zooms: "fit" or a number in (0, 2]`);
      return v;
    });
}

export async function main(args: string[]) {
  const sizes = sizeList(args, '100,500,1000,2000');
  const frames = Number(option(args, 'frames', '60'));
  const largeFrames = Number(option(args, 'large-frames', '30'));
  // Each size runs `repeat` times, the pages' order alternating: this machine is shared, and
  // pooling interleaved runs keeps a burst of other work from landing on one side only.
  const repeat = Number(option(args, 'repeat', '2'));
  const repeatsOf = (n: number) => (n >= LARGE ? 1 : repeat);
  // --no-minify: readable function names for profiling
  const minify = !args.includes('--no-minify');
  const zooms = zoomList(args);
  // the app with the inspector closed, open (the selected agent's panel), or both
  const inspectorArg = args.includes('--with-inspector') ? 'open' : option(args, 'inspector', 'both');
  if (!['both', 'open', 'closed'].includes(inspectorArg)) throw new Error(`bad --inspector "${inspectorArg}": both, open or closed`);
  const appPages: Array<'closed' | 'open'> = inspectorArg === 'both' ? ['closed', 'open'] : [inspectorArg as 'closed' | 'open'];
  const profile = args.includes('--profile');
  const cpuProfile = args.includes('--cpu-profile');
  const profiles: string[] = [];
  const css = option(args, 'css', '') || undefined;
  // A/B in one run: a variant page measured beside the app and bare, the pages' order alternating
  const bCss = option(args, 'b-css', '') || undefined;
  const bDir = option(args, 'b-dir', '') || undefined;
  const variants: string[] = [...(bCss ? ['b-css'] : []), ...(bDir ? ['b-dir'] : [])];
  const PORT = Number(option(args, 'port', process.env.BENCH_PORT ?? DEFAULT_PORT));
  if (!(Number.isInteger(PORT) && PORT > 0 && PORT < 65536)) throw new Error(`bad --port "${PORT}": a port number`);

  console.log(`sizes ${sizes.join(', ')}; zooms ${zooms.join(', ')}; inspector ${appPages.join(' and ')}; ${frames} frames per interaction (${largeFrames} from ${LARGE.toLocaleString('en')} agents); load average ${loadAverage()} on ${cpus().length} cores`);
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
  // `--b-dir DIR`: another build of the app (`npx vite build --base /b/ --outDir DIR`), served at /b/
  if (bDir) cpSync(resolve(bDir), resolve(outDir, 'b'), { recursive: true });
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
    const urlOf = (kind: PageKind, n: number) =>
      kind === 'bare' ? bareUrl(n) : kind === 'b-dir' ? `${base}/b/?bench=${n}` : `${base}/?bench=${n}${kind === 'open' ? '&inspector=1' : ''}`;
    const cssOf = (kind: PageKind) => (kind === 'b-css' ? bCss : kind === 'bare' ? undefined : css);
    await loadAndTime(page, bareUrl(50), 50);
    await page.close();

    for (const n of sizes) {
      const started = Date.now();
      const loadBefore = loadAverage();
      const kinds: PageKind[] = [...appPages, ...variants, 'bare'];
      const runs: Record<PageKind, Figures[]> = Object.fromEntries(kinds.map((k) => [k, []]));
      for (let r = 0; r < repeatsOf(n); r++) {
        for (const kind of r % 2 === 0 ? kinds : [...kinds].reverse()) {
          const p = await context.newPage();
          const withProfile = (profile || cpuProfile) && r === 0;
          const figures = await measure(p, urlOf(kind, n), n, { frames: framesAt(n, frames, largeFrames), zooms, profile: withProfile && profile, cpuProfile: withProfile && cpuProfile, css: cssOf(kind) });
          runs[kind].push(figures);
          for (const z of figures.zooms) {
            if (!z.profile) continue;
            const lines = z.profile.map((l) => `  ${n} agents, ${kind}, zoom ${z.zoom.toFixed(2)}, ${l}`);
            profiles.push(...lines);
            console.log(lines.join('\n'));
          }
          await p.close();
        }
      }
      const rows = rowsOf(n, [...appPages, ...variants].map((k) => [k, pool(runs[k])]), pool(runs.bare));
      table.push(...rows);
      const load = `${n} agents: ${repeatsOf(n)} x ${framesAt(n, frames, largeFrames)} frames each, ${((Date.now() - started) / 1000).toFixed(0)} s, load average ${loadBefore} -> ${loadAverage()}`;
      loads.push(load);
      // each size prints as soon as it is measured: a run stopped early keeps the smaller rows
      console.log(`\n${load}\n${[...TABLE_HEAD, ...rows].join('\n')}`);
    }
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }

  console.log(`\nCanvas benchmark (ms; app = Switchboard with the inspector closed or open, bare = plain React Flow, same graph, same run;`);
  console.log(`render = median of the loads (CPU: main-thread thread time from navigation to rendered); frame figures pooled over the runs of each size;`);
  console.log('zoom = the app\'s zoom (fit: the first fit); wall = rAF to rAF, CPU = main-thread thread time per frame,');
  console.log('all CPU = mean CPU per frame of the renderer and GPU processes, every thread: main thread, compositing and tile raster;');
  console.log('fps = frames per second a person saw during the drag or pan: frames / their summed wall time)');
  for (const line of loads) console.log(`  ${line}`);
  console.log([...TABLE_HEAD, ...table].join('\n'));
  if (profiles.length) console.log(`\nWhere a frame's main-thread time goes (one more drag and pan per page and zoom; profiling adds overhead)\n${profiles.join('\n')}`);
}
