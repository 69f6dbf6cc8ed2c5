import { readFile } from 'node:fs/promises';
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../scripts/fakeOpenAIServer.ts';
import { expect, test, type Page } from './support/fixtures';
import { mod } from './support/app';
import { agentMessages, connectCompatibleServer, openExample, openPlayground, send } from './support/playground';

const KEY = ['sk', 'PLANTED-4f9c2e7d1b8a6035'].join('-'); // assembled so secret scanners do not flag a fake
let server: FakeOpenAIServer;

test.beforeEach(async ({ page }) => {
  server = await startFakeOpenAIServer({ port: 0, chunkDelayMs: 40 });
  await page.goto('/');
  await openExample(page, 'acme-customer-service');
  await openPlayground(page);
});
test.afterEach(async () => {
  await server.close();
});

async function useFakeServer(page: Page, opts: { remember?: boolean } = {}) {
  await connectCompatibleServer(page, server.baseURL, { model: 'fake-model', apiKey: KEY, remember: opts.remember, screenshot: 'e2e/.artifacts/playground-model-settings.png' });
}

const REPLY = 'Hello from the fake server. I can help you with returns, repairs and orders; tell me which item you mean and what went wrong with it.';

test('the OpenAI-compatible provider streams text into the chat as it arrives', async ({ page }) => {
  await useFakeServer(page);
  await expect(page.getByTestId('provider-chip')).toContainText('fake-model');
  // the server sends each word only when the test lets it: what the page shows in between is the stream
  const gate = server.holdChunks();
  server.enqueue({ text: REPLY });
  await send(page, 'hi');
  const message = agentMessages(page).last();
  const words = REPLY.match(/\S+\s*/g)!;
  let sent = '';
  for (const word of words.slice(0, 4)) {
    gate.release();
    sent += word;
    await expect(message.getByTestId('message-text')).toHaveText(sent.trim());
    await expect(message).toHaveAttribute('data-streaming', 'true');
  }
  gate.releaseAll();
  await expect(message.getByTestId('message-text')).toHaveText(REPLY);
  await expect(message).toHaveAttribute('data-streaming', 'false');
  await expect(message).toHaveAttribute('data-agent-name', 'Triage Agent');
  await expect(message.getByTestId('simulator-tag')).toHaveCount(0);

  // the key went to the chosen server only, with the chosen model
  const chat = server.requests.find((r) => r.url.includes('/chat/completions'));
  expect(chat?.headers.authorization).toBe(`Bearer ${KEY}`);
  expect((chat?.body as { model?: string } | undefined)?.model).toBe('fake-model');
});

test('the Responses API style streams too', async ({ page }) => {
  await useFakeServer(page);
  await page.getByTestId('provider-chip').click();
  await page.getByTestId('api-style').selectOption('responses');
  await page.getByTestId('settings-done').click();
  server.enqueue({ text: REPLY });
  await send(page, 'hi');
  const message = agentMessages(page).last();
  await expect(message).toHaveAttribute('data-streaming', 'true');
  await expect(message.getByTestId('message-text')).toHaveText(REPLY);
  await expect(message).toHaveAttribute('data-streaming', 'false');
  expect(server.requests.some((r) => r.url.includes('/responses'))).toBe(true);
});

test('a server that rejects the key shows a clear error, in the chat and in Test connection', async ({ page }) => {
  await useFakeServer(page);
  server.setFailure({ status: 401 });
  await send(page, 'hi');
  const error = page.locator('[data-testid="chat-entry"][data-kind="error"]');
  await expect(error).toBeVisible();
  await expect(error).toContainText(/key/i);
  await expect(error).toContainText(/Model settings/);
  await expect(page.getByTestId('chat-input')).toBeEnabled();
  await page.screenshot({ path: 'e2e/.artifacts/playground-401.png' });

  await page.getByTestId('provider-chip').click();
  await page.getByTestId('test-connection').click();
  await expect(page.getByTestId('connection-result')).toContainText(/key/i);
  server.setFailure(null);
  await page.getByTestId('test-connection').click();
  await expect(page.getByTestId('connection-result')).toContainText('Connected');
});

/** Everything the app keeps in IndexedDB, as text. */
async function indexedDbText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const out: unknown[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(info.name as string);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        out.push({ db: info.name, store, all });
      }
      db.close();
    }
    return JSON.stringify(out);
  });
}

async function downloadText(page: Page, click: () => Promise<void>): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  return readFile(await (await download).path(), 'utf8');
}

test('the API key never reaches the project, exports, recordings, traces or localStorage (unless remembered)', async ({ page }) => {
  await useFakeServer(page);
  server.enqueue({ text: 'Sure, happy to help.' });
  await send(page, 'hi');
  await expect(agentMessages(page).last()).toHaveAttribute('data-streaming', 'false');
  await expect(page.getByTestId('open-recordings')).toContainText('1');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');

  const idb = await indexedDbText(page);
  expect(idb).toContain('Sure, happy to help.'); // the recording is really in there
  expect(idb).not.toContain('PLANTED');

  const graphFile = await downloadText(page, async () => {
    await page.getByTestId('library-menu').click();
    await page.getByTestId('menu-save-file').click();
  });
  expect(graphFile).toContain('Triage Agent');
  expect(graphFile).not.toContain('PLANTED');

  const trace = await downloadText(page, async () => {
    await page.getByTestId('export-trace').click();
    await page.getByTestId('export-trace-sdk').click();
  });
  expect(trace).toContain('trace.span');
  expect(trace).not.toContain('PLANTED');
  const otlp = await downloadText(page, async () => {
    await page.getByTestId('export-trace').click();
    await page.getByTestId('export-trace-otlp').click();
  });
  expect(otlp).toContain('invoke_agent Triage Agent');
  expect(otlp).not.toContain('PLANTED');

  await page.getByTestId('open-recordings').click();
  const recording = await downloadText(page, () => page.getByTestId('export-recording').click());
  expect(recording).toContain('switchboard.recording');
  expect(recording).not.toContain('PLANTED');
  await page.keyboard.press('Escape');

  const storage = await page.evaluate(() => ({ local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }) }));
  expect(storage.local).not.toContain('PLANTED');
  expect(storage.session).toContain(KEY);

  // ticking "remember" moves it to this device's storage, on purpose
  await page.getByTestId('provider-chip').click();
  await page.getByTestId('remember-key').check();
  await page.getByTestId('settings-done').click();
  const remembered = await page.evaluate(() => ({ local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }) }));
  expect(remembered.local).toContain(KEY);
  expect(remembered.session).not.toContain('PLANTED');
});

test('a run that ends while the person works on the canvas leaves the keyboard there: Ctrl+Z undoes their edit', async ({ page }) => {
  await useFakeServer(page);
  server.enqueue({ text: REPLY });
  // the model answers only when the test says so: the run is still going while the person edits
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${server.baseURL}/**`, async (route) => {
    await answered;
    await route.continue();
  });
  await send(page, 'hi');
  await expect(page.getByTestId('stop-run')).toBeVisible();
  await expect(page.getByTestId('chat-input')).toBeFocused();

  // meanwhile, on the canvas: group two agents with the keyboard
  const agent = (id: string) => page.locator(`[data-testid="agent-node"][data-agent-id="${id}"] .sb-agent__name`);
  await agent('sales').click();
  await agent('issues').click({ modifiers: ['Shift'] });
  await page.keyboard.press(`${mod}+g`);
  await expect(page.getByTestId('group-node')).toHaveCount(1);

  answer();
  await expect(agentMessages(page).last().getByTestId('message-text')).toHaveText(REPLY);
  await expect(page.getByTestId('send')).toBeVisible();
  // the run ended: the message box did not take the keyboard from the canvas
  await expect(page.getByTestId('chat-input')).not.toBeFocused();
  await page.keyboard.press(`${mod}+z`);
  await expect(page.getByTestId('group-node')).toHaveCount(0);
});
