/** Helpers for the playground specs: open an example, open the dock, send a message. */
import { expect, type Page } from '@playwright/test';

/**
 * Opens an example from the library menu and waits until it is the graph on screen: each example
 * is its own download, so right after the click the previous graph is still shown (and the canvas
 * says "Opening …").
 */
export async function openExample(page: Page, id: string) {
  const canvas = page.getByTestId('canvas');
  const before = await canvas.getAttribute('data-load-id');
  // Right after a load the File menu has twice been found closed after its click (three runs in
  // about forty, cause not found): click it again until the example shows, then pick it.
  const item = page.getByTestId(`example:${id}`);
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('library-menu').click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await item.click();
  // an example opened before asks whether to open that project: these tests want a new copy
  const again = page.getByTestId('example-again');
  await expect(async () => {
    if (await again.isVisible()) await again.getByTestId('example-again-new').click();
    await expect(canvas).not.toHaveAttribute('data-load-id', before ?? '', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(canvas).not.toHaveAttribute('data-opening', 'true');
  // zoomed out past readable names, a graph with groups shows its groups (the overview)
  await expect(page.locator('[data-testid="agent-node"], [data-testid="group-node"]').first()).toBeVisible();
}

/**
 * Opens the dock unless it is open already. Judged by the toggle's pressed state, not by the dock
 * being in the page: the dock is its own chunk, so on a first open it can be open but still loading.
 */
export async function openPlayground(page: Page) {
  const toggle = page.getByTestId('playground-toggle');
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(page.getByTestId('playground')).toBeVisible();
}

export async function send(page: Page, text: string) {
  const input = page.getByTestId('chat-input');
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press('Enter');
}

export const chatEntries = (page: Page) => page.getByTestId('chat-entry');
export const agentMessages = (page: Page) => page.locator('[data-testid="chat-entry"][data-kind="assistant"]');
export const approvalCard = (page: Page) => page.getByTestId('approval');

/**
 * Points Model settings at an OpenAI-compatible server (Chat Completions unless changed) and
 * reloads, as the page's connect-src asks for a new origin (docs/SECURITY.md); the playground is
 * open again afterwards.
 */
export async function connectCompatibleServer(page: Page, baseURL: string, opts: { model?: string; apiKey?: string; remember?: boolean; screenshot?: string } = {}) {
  await page.getByTestId('provider-chip').click();
  await page.getByTestId('provider-compatible').check();
  await page.getByTestId('base-url').fill(baseURL);
  if (opts.model) await page.getByTestId('model-name').fill(opts.model);
  if (opts.apiKey) await page.getByTestId('api-key').fill(opts.apiKey);
  if (opts.remember) await page.getByTestId('remember-key').check();
  if (opts.screenshot) await page.screenshot({ path: opts.screenshot });
  await expect(page.getByTestId('reload-needed')).toContainText(new URL(baseURL).origin);
  await page.getByTestId('reload-for-model').click();
  await page.waitForLoadState('load');
  await expect(page.locator('[data-testid="agent-node"]').first()).toBeVisible();
  await openPlayground(page);
}

/** Each chat row's text, whitespace folded: what a person reads, to compare a run with its replay. */
export const chatTexts = (page: Page) => chatEntries(page).evaluateAll((els) => els.map((el) => el.textContent?.replace(/\s+/g, ' ').trim()));

/**
 * From now on every request that leaves the app is aborted and listed: a replay must need
 * nothing from outside (no model, no MCP server, no network).
 */
export async function blockOutsideRequests(page: Page, baseURL: string): Promise<string[]> {
  const blocked: string[] = [];
  await page.route('**', (route) => {
    const url = route.request().url();
    if (url.startsWith(baseURL)) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  return blocked;
}

/** Clears the chat and replays the newest recording at 4x to its end. */
export async function replayNewestRecording(page: Page) {
  await page.getByTestId('reset-conversation').click();
  await expect(chatEntries(page)).toHaveCount(0);
  await page.getByTestId('open-recordings').click();
  await page.getByTestId('replay-recording').first().click();
  await page.getByTestId('replay-speed').selectOption('4');
  const bar = page.getByTestId('replay-bar');
  await expect(bar).toHaveAttribute('data-playing', 'false', { timeout: 20_000 });
  await expect(bar).toHaveAttribute('data-cursor', (await bar.getAttribute('data-total')) as string);
}

/** Where the run stands, as the chat shows it: its pause (the step banner), an approval card, or its end (Send is back); '' while it works. */
const runStop = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="pause-banner"], [data-testid="approval"], [data-testid="send"]')]
      .map((el) => `${el.dataset.testid}:${el.dataset.before ?? ''}:${el.textContent}`)
      .join('|'),
  );

/** Does `act` (Continue, Approve) and waits until the run shows its next stop (another pause or approval) or its end. */
export async function untilNextStop(page: Page, act: () => Promise<void>) {
  const before = await runStop(page);
  await act();
  await expect.poll(async () => {
    const now = await runStop(page);
    return now !== '' && now !== before;
  }).toBe(true);
}

/**
 * Waits for the approval card after a message whose first tool runs Python (ACME's look_up_item):
 * the page's first Python call starts Pyodide first (from the build's snapshot, 6-7 s of wall time
 * at load 15-20; the Python host itself gives a load 60 s). Bounded like that load, not by the
 * 10 s of an ordinary expectation, which a busy machine outlasts (three tests failed so, 13:25 UTC,
 * load 17-20, with look_up_item still "running…").
 */
export async function waitForApproval(page: Page) {
  await expect(approvalCard(page)).toBeVisible({ timeout: 90_000 });
}
