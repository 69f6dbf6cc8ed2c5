/**
 * Traces in and out (issue 13): a trace written by the real Agents SDK imported and animated on
 * the graph like a recording, the mapping step for a renamed agent, a bad file refused, and the
 * app sending its traces to an OTLP/HTTP collector on 127.0.0.1 (with the page's security policy
 * allowing it only once configured; the collector's headers never written anywhere).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './support/fixtures';
import { agentMessages, openExample, openPlayground, send, waitForApproval } from './support/playground';

const fixture = (name: string) => fileURLToPath(new URL(`../src/import/trace/fixtures/${name}`, import.meta.url));

async function importTrace(page: Page, file: string) {
  await page.getByTestId('export-trace').click();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('import-trace').click()]);
  await chooser.setFiles(file);
}

const chat = (page: Page) => page.getByTestId('chat-entry').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-kind')}: ${el.textContent?.replace(/\s+/g, ' ').trim()}`));

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await openExample(page, 'acme-customer-service');
  await openPlayground(page);
});

test('a trace written by the Agents SDK imports and replays on the graph: chat, timeline, the handoff travelling', async ({ page }) => {
  await importTrace(page, fixture('acme-return.sdk-trace.json'));
  const bar = page.getByTestId('replay-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Trace: ACME customer service');
  // step through it as a person would: pause, back to the start, then step to the handoff
  await page.getByTestId('replay-pause').click({ timeout: 5000 }).catch(() => undefined);
  await page.getByTestId('replay-scrub').fill('0');
  await expect(page.getByTestId('chat-entry')).toHaveCount(0);
  for (let i = 0; i < 20 && (await page.getByTestId('edge-marker').count()) === 0; i++) await page.getByTestId('replay-step').click();
  await expect(page.getByTestId('edge-marker').first()).toBeVisible();
  await expect(page.locator('.sb-agent[data-active]')).toContainText('Issues and Repairs');
  await page.screenshot({ path: 'e2e/.artifacts/trace-import-handoff.png' });

  await page.getByTestId('replay-speed').selectOption('4');
  await page.getByTestId('replay-play').click();
  await expect(bar).toHaveAttribute('data-playing', 'false', { timeout: 20_000 });
  await expect(bar).toHaveAttribute('data-cursor', (await bar.getAttribute('data-total')) as string);

  const entries = await chat(page);
  expect(entries[0]).toBe('user: I want to return my boots');
  expect(entries.some((e) => e.startsWith('handoff:') && e.includes('Issues and Repairs Agent'))).toBe(true);
  expect(entries.filter((e) => e.startsWith('tool:')).map((e) => e.match(/look_up_item|execute_refund/)?.[0])).toEqual(['look_up_item', 'execute_refund']);
  await expect(agentMessages(page).last()).toContainText('Your refund for the boots is on its way.');
  await expect(agentMessages(page).last()).toHaveAttribute('data-agent-name', 'Issues and Repairs Agent');
  // the timeline holds every span of the file, the canvas the route taken
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-span-count', '14');
  await expect(page.locator('.react-flow__edge[data-id="triage-to-issues"] path.sb-edge')).toHaveAttribute('data-state', 'visited');
  await expect(page.locator('.sb-agent[data-visited]')).toHaveCount(2);
  await page.screenshot({ path: 'e2e/.artifacts/trace-import-done.png' });
  await page.getByTestId('theme-toggle').click();
  await page.getByTestId('export-trace').click();
  await expect(page.getByTestId('import-trace')).toBeVisible();
  await page.screenshot({ path: 'e2e/.artifacts/trace-import-done-dark.png' });
  await page.keyboard.press('Escape');

  // presented like any recording: graph and conversation, stepped with the keyboard
  await page.getByTestId('present').click();
  await expect(page.getByTestId('presentation')).toHaveAttribute('data-mode', 'recording');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('chat-entry').first()).toContainText('I want to return my boots');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('presentation')).toHaveCount(0);

  // it is kept with the project's recordings
  await page.getByTestId('open-recordings').click();
  await expect(page.getByTestId('recording-name').filter({ hasText: 'Trace: ACME customer service' })).toHaveCount(1);
});

test('an agent renamed in code is placed in the mapping step, then the trace replays on that agent', async ({ page }) => {
  await importTrace(page, fixture('acme-renamed.sdk-trace.json'));
  const dialog = page.getByTestId('trace-mapping');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('trace-mapping-agent')).toHaveCount(1);
  await expect(page.getByTestId('trace-mapping-agent')).toContainText('Refunds Desk');
  await page.getByLabel('Agent for "Refunds Desk"').selectOption({ label: 'Issues and Repairs Agent' });
  await page.screenshot({ path: 'e2e/.artifacts/trace-import-mapping.png' });
  await page.getByTestId('trace-mapping-replay').click();
  await expect(dialog).toBeHidden();
  const bar = page.getByTestId('replay-bar');
  await page.getByTestId('replay-speed').selectOption('4');
  await expect(bar).toHaveAttribute('data-playing', 'false', { timeout: 20_000 });
  await expect(page.locator('.react-flow__edge[data-id="triage-to-issues"] path.sb-edge')).toHaveAttribute('data-state', 'visited');
  await expect(agentMessages(page).last()).toHaveAttribute('data-agent-name', 'Issues and Repairs Agent');
  await expect(agentMessages(page).last()).toContainText('Done: the refund is on its way.');
});

test('a file that is not a trace is refused with where and why, and nothing changes', async ({ page }) => {
  const bad = fixture('acme-return.sdk-trace.json').replace(/acme-return\.sdk-trace\.json$/, '../../../../public/examples/acme-customer-service.json');
  await importTrace(page, bad);
  await expect(page.locator('.sb-toast').filter({ hasText: 'was not imported' })).toContainText('not a trace Switchboard reads');
  await expect(page.getByTestId('replay-bar')).toHaveCount(0);
});

/* ------------------------------------- OTLP/HTTP collector ------------------------------------- */

interface Received {
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method ?? '', headers: req.headers, body });
      // a collector configured for browsers (CORS), as docs/OBSERVABILITY.md asks
      res.writeHead(req.method === 'OPTIONS' ? 204 : 200, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': 'authorization, content-type',
        'content-type': 'application/json',
      });
      res.end(req.method === 'OPTIONS' ? undefined : '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`, received };
}

test('the app sends each run to a configured OTLP/HTTP collector, allowed by the page policy only once configured', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const receiver = await startReceiver();
  try {
    // not configured: the page's policy blocks the collector's address
    const blocked = await page.evaluate((url) => fetch(url, { method: 'POST', body: '{}' }).then(() => 'sent', () => 'blocked'), receiver.url);
    expect(blocked).toBe('blocked');
    expect(receiver.received).toHaveLength(0);

    await page.getByTestId('export-trace').click();
    await expect(page.getByTestId('send-trace')).toBeDisabled();
    await page.getByTestId('collector-settings-open').click();
    const dialog = page.getByTestId('collector-settings');
    await expect(page.getByTestId('collector-enabled')).not.toBeChecked();
    await page.getByTestId('collector-enabled').check();
    await page.getByTestId('collector-endpoint').fill(receiver.url);
    await page.getByTestId('collector-headers').fill('Authorization: Bearer e2e-collector-secret');
    await expect(page.getByTestId('collector-reload-needed')).toContainText(new URL(receiver.url).origin);
    await dialog.screenshot({ path: 'e2e/.artifacts/trace-collector-settings.png' });
    await page.getByTestId('reload-for-collector').click();
    await page.waitForLoadState('load');
    await openPlayground(page);

    await send(page, 'I want to return my boots');
    await waitForApproval(page);
    await page.getByTestId('approve').click();
    await expect(agentMessages(page).last()).toHaveAttribute('data-agent-name', 'Issues and Repairs Agent');
    await expect.poll(() => receiver.received.filter((r) => r.method === 'POST').length, { timeout: 15_000 }).toBe(1);
    const post = receiver.received.find((r) => r.method === 'POST')!;
    expect(post.headers.authorization).toBe('Bearer e2e-collector-secret');
    const spans = JSON.parse(post.body).resourceSpans[0].scopeSpans[0].spans as Array<{ name: string }>;
    expect(spans.map((s) => s.name)).toEqual(expect.arrayContaining(['invoke_agent Triage Agent', 'invoke_agent Issues and Repairs Agent', 'execute_tool transfer_to_issues_and_repairs', 'execute_tool look_up_item']));
    // content is opt-in: the user's words did not go to the collector
    expect(post.body).not.toContain('return my boots');

    // the header value is a secret: not in storage beyond this tab, not in exports or share links
    const storage = await page.evaluate(() => ({ local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }) }));
    expect(storage.local).not.toContain('e2e-collector-secret');
    expect(storage.session).toContain('e2e-collector-secret');
    const otlp = await download(page, async () => {
      await page.getByTestId('export-trace').click();
      await page.getByTestId('export-trace-otlp').click();
    });
    expect(otlp).toContain('invoke_agent Triage Agent');
    expect(otlp).not.toContain('e2e-collector-secret');
    await page.getByTestId('library-menu').click();
    await page.getByTestId('menu-share-link').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('#');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).not.toContain('e2e-collector-secret');
  } finally {
    await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
  }
});

async function download(page: Page, action: () => Promise<void>): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), action()]);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  return readFile(path, 'utf8');
}
