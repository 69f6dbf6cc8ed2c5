/**
 * First paint carries the canvas only (issue 11): elk, Monaco, the engine, the OpenAI client, the
 * markdown stack and zod arrive when a person first asks for them, and then work as before.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { agentMessages, approvalCard, openExample, openPlayground, send } from './support/playground';

/**
 * Text that only each lazy library's code contains (minification keeps string literals); Monaco
 * by its chunk's name, since the app's own code mentions `.monaco-editor` elements.
 */
const MARKERS: Record<string, RegExp> = {
  elk: /org\.eclipse\.elk/,
  monaco: /^\S*\/editor\.api[-.]/,
  engine: /is not yet supported by this engine build/,
  openai: /dangerouslyAllowBrowser/,
  markdown: /micromark|remark-gfm|mdast/,
  // zod and the graph schema: files, stored projects, share links and pastes load them
  zod: /\$ZodObject/,
};

/** Records every script body the page downloads, so a test can ask which libraries arrived. */
function scriptLog(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().then((text) => `${response.url()}\n${text}`, () => response.url()));
  });
  return async (name: keyof typeof MARKERS) => (await Promise.all(bodies)).some((text) => MARKERS[name].test(text));
}

test('a first visit with an example and the playground loads no layout engine, editor, engine, model client, markdown or zod', async ({ page }) => {
  const loaded = scriptLog(page);
  await page.goto('/');
  await openExample(page, 'acme-customer-service');
  await openPlayground(page);
  await page.waitForLoadState('networkidle');
  for (const name of Object.keys(MARKERS)) expect(await loaded(name), `${name} on first paint`).toBe(false);

  // the first message brings the engine and the simulator; the reply renders as markdown
  await send(page, 'I want to return my boots');
  await approvalCard(page).getByTestId('approve').click();
  await expect(agentMessages(page).first()).toBeVisible();
  await expect(agentMessages(page).first().locator('.sb-pg-md:not([data-markdown="loading"]) p').first()).toBeVisible();
  expect(await loaded('engine')).toBe(true);
  expect(await loaded('markdown')).toBe(true);
});

test('pointing at Auto-layout fetches elk, and the layout then moves the agents', async ({ page }) => {
  const loaded = scriptLog(page);
  await page.goto('/');
  await openExample(page, 'acme-customer-service');
  await page.waitForLoadState('networkidle');
  expect(await loaded('elk')).toBe(false);
  const node = page.locator('[data-testid="agent-node"]').first();
  const before = await node.boundingBox();
  await page.getByTestId('auto-layout').hover();
  await expect.poll(() => loaded('elk')).toBe(true);
  await page.getByTestId('auto-layout').click();
  await expect.poll(async () => JSON.stringify(await node.boundingBox())).not.toBe(JSON.stringify(before));
});
