/**
 * Things a new user ran into on the way (issue 10, item 6) and the timeline's waiting gaps, each
 * checked the way a person meets them.
 */
import { openFirstTime } from './support/app';
import { expect, test, type Page } from './support/fixtures';
import { openExample, send, waitForApproval } from './support/playground';

async function inViewport(page: Page, selector: string) {
  const box = (await page.locator(selector).boundingBox())!;
  const size = page.viewportSize()!;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
}

test('the breakpoints menu opens inside the window and its count stays with its project', async ({ page }) => {
  await openFirstTime(page);
  await page.getByTestId('breakpoints-menu').click();
  await expect(page.locator('[role="menu"][data-placed]')).toBeVisible();
  await page.screenshot({ path: 'e2e/.artifacts/breakpoints-menu-1440.png' });
  expect(await inViewport(page, '[role="menu"]')).toBe(true);
  await page.getByTestId('bp-agent:triage').click();
  await expect(page.getByTestId('breakpoints-menu')).toContainText('1');
  await openExample(page, 'billing-support-sdk');
  await expect(page.getByTestId('breakpoints-menu')).not.toContainText('1');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByTestId('breakpoints-menu').click();
  await expect(page.locator('[role="menu"][data-placed]')).toBeVisible();
  expect(await inViewport(page, '[role="menu"]')).toBe(true);
});

test('the top bar model chip says which provider runs and opens Model settings', async ({ page }) => {
  await openFirstTime(page);
  const chip = page.getByTestId('simulator-pill');
  await expect(chip).toHaveText(/Simulator: offline/);
  await chip.click();
  await page.getByTestId('provider-openai').check();
  await page.getByTestId('settings-done').click();
  await expect(chip).toHaveText(/OpenAI/);
  await expect(chip).not.toHaveText(/offline/);
  // from a closed playground too
  await page.getByTestId('playground-toggle').click();
  await expect(page.getByTestId('playground')).toHaveCount(0);
  await chip.click();
  await expect(page.getByTestId('provider-simulator')).toBeVisible();
  await page.getByTestId('provider-simulator').check();
  await page.getByTestId('settings-done').click();
  await expect(chip).toHaveText(/Simulator: offline/);
});

test('an export of a new graph is named for the graph, not "untitled"', async ({ page }) => {
  await openFirstTime(page);
  await page.getByTestId('library-menu').click();
  await page.getByTestId('menu-new').click();
  // the person names the new graph once it is on screen (typed before, the name went to the example)
  await expect(page.getByTestId('graph-name')).toHaveValue('Untitled graph');
  await page.getByTestId('graph-name').fill('Help desk');
  await page.getByTestId('graph-name').press('Enter');
  await page.getByTestId('export-button').click();
  await page.getByTestId('export-target:agents-ts').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('export-download').click();
  expect((await download).suggestedFilename()).toBe('help-desk.ts');
});

test('the same file opened twice is two projects told apart: "Name (2)"', async ({ page }) => {
  await openFirstTime(page);
  const file = { name: 'shop.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ format: 'switchboard.graph', version: 1, id: 'shop', name: 'Shop', agents: [{ id: 'a', name: 'A' }], startAgent: 'a' })) };
  await page.getByTestId('open-file-input').setInputFiles(file);
  await expect(page.getByTestId('graph-name')).toHaveValue('Shop');
  await page.getByTestId('open-file-input').setInputFiles(file);
  await expect(page.getByTestId('graph-name')).toHaveValue('Shop (2)');
});

test('waiting for an approval is a marked gap in the timeline; Esc closes span details; the step banner fits', async ({ page }) => {
  await openFirstTime(page);
  await send(page, 'I want to return my boots');
  await waitForApproval(page);
  // the person reads the card: the wait the timeline must show apart from the work (not a wait for
  // the app; the time passing is the input, and it must outlast the tool's work for the check below)
  await page.waitForTimeout(2500);
  await page.getByTestId('approve').click();
  await expect(page.getByTestId('send')).toBeVisible();

  const refund = page.locator('[data-testid="span-row"][data-span-type="function"]').filter({ hasText: 'execute_refund' });
  await expect(refund.getByTestId('span-wait')).toHaveAttribute('data-kind', 'approval');
  // the duration names the work and the wait apart: "0.7 s + 2.6 s waiting"
  await expect(refund.getByTestId('span-duration')).toHaveText(/\+ [\d.]+ s waiting$/);
  const waitBox = (await refund.getByTestId('span-wait').boundingBox())!;
  const barBox = (await refund.locator('.sb-tr-bar').boundingBox())!;
  expect(waitBox.width / barBox.width).toBeGreaterThan(0.5);
  await refund.click();
  await expect(page.getByTestId('span-details')).toBeVisible();
  await expect(page.getByTestId('span-waited')).toContainText('working');
  await page.screenshot({ path: 'e2e/.artifacts/timeline-waiting-gap.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('span-details')).toHaveCount(0);

  // step mode: the banner shows whole, with its buttons inside the chat
  await page.locator('label', { has: page.getByTestId('step-mode') }).click();
  await send(page, 'I want to order a pair of rocket skates');
  const banner = page.getByTestId('pause-banner');
  await expect(banner).toBeVisible();
  // nothing in the banner or the header is cut off with "…" or pushed out of the chat
  const cut = await page.locator('.sb-pg-pause__text > *').evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
  expect(cut).toEqual([]);
  const header = await page.locator('.sb-pg-header').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(header.scroll).toBeLessThanOrEqual(header.client + 1);
  await page.screenshot({ path: 'e2e/.artifacts/step-banner.png' });
  const chat = (await page.locator('.sb-pg-chat').boundingBox())!;
  for (const el of [banner, page.getByTestId('continue'), page.getByTestId('run-to-end')]) {
    const box = (await el.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(chat.x);
    expect(box.x + box.width).toBeLessThanOrEqual(chat.x + chat.width + 0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(chat.y + chat.height + 0.5);
  }
  await page.getByTestId('run-to-end').click();
});
