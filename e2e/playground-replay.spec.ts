import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/fixtures';
import { agentMessages, openExample, openPlayground, send, waitForApproval } from './support/playground';

/** What the chat shows, entry by entry (kind + text), to compare a replay with the live run. */
async function chatSnapshot(page: Page) {
  return page.getByTestId('chat-entry').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-kind')}: ${el.textContent?.replace(/\s+/g, ' ').trim()}`));
}
async function spanSnapshot(page: Page) {
  return page.getByTestId('span-row').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-span-type')}: ${el.querySelector('.sb-tr-name')?.textContent}`));
}

async function recordBootsConversation(page: Page) {
  await send(page, 'I want to return my boots');
  await waitForApproval(page);
  await page.getByTestId('approve').click();
  await expect(agentMessages(page).last()).toHaveAttribute('data-agent-name', 'Issues and Repairs Agent');
  await expect(page.getByTestId('send')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await openExample(page, 'acme-customer-service');
  await openPlayground(page);
});

test('a recording replays the same chat and timeline with every outside request blocked', async ({ page, baseURL }) => {
  await recordBootsConversation(page);
  const liveChat = await chatSnapshot(page);
  const liveSpans = await spanSnapshot(page);
  expect(liveChat.length).toBeGreaterThan(3);

  // only the app's own files may load from here on; a model call would fail loudly
  const blocked: string[] = [];
  await page.route('**', (route) => {
    const url = route.request().url();
    if (url.startsWith(baseURL as string)) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  await page.getByTestId('provider-chip').click();
  await page.getByTestId('provider-openai').check();
  await page.getByTestId('settings-done').click();

  await page.getByTestId('reset-conversation').click();
  await expect(page.getByTestId('chat-entry')).toHaveCount(0);
  await page.getByTestId('open-recordings').click();
  await expect(page.getByTestId('recording')).toHaveCount(1);
  await expect(page.getByTestId('recording-name')).toHaveText('I want to return my boots');
  await page.getByTestId('replay-recording').click();
  await page.getByTestId('replay-speed').selectOption('4');
  const bar = page.getByTestId('replay-bar');
  await expect(bar).toHaveAttribute('data-playing', 'false', { timeout: 20_000 });
  await expect(bar).toHaveAttribute('data-cursor', (await bar.getAttribute('data-total')) as string);
  expect(await chatSnapshot(page)).toEqual(liveChat);
  expect(await spanSnapshot(page)).toEqual(liveSpans);
  // the canvas shows the recorded route too
  await expect(page.locator('.react-flow__edge[data-id="triage-to-issues"] path.sb-edge')).toHaveAttribute('data-state', 'visited');
  expect(blocked).toEqual([]);

  // scrub back to the start and forward again
  await page.getByTestId('replay-scrub').fill('0');
  await expect(page.getByTestId('chat-entry')).toHaveCount(0);
  await page.getByTestId('replay-scrub').fill((await bar.getAttribute('data-total')) as string);
  expect(await chatSnapshot(page)).toEqual(liveChat);
  await page.screenshot({ path: 'e2e/.artifacts/playground-replay.png' });

  // the waterfall zooms in (it then scrolls sideways) and fits back
  const scroller = page.getByTestId('timeline-scroll');
  const overflow = () => scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(1);
  await page.getByTestId('zoom-in').click();
  await page.getByTestId('zoom-in').click();
  await expect.poll(overflow).toBeGreaterThan(200);
  await scroller.hover();
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, 200);
  await page.keyboard.up('Control');
  await page.getByTestId('zoom-fit').click();
  await expect.poll(overflow).toBeLessThanOrEqual(1);
});

test('a guardrail trip shows inline, in plain words, and as a tripped span', async ({ page }) => {
  await openExample(page, 'billing-support-sdk');
  await send(page, 'My card number is 4111 1111 1111 1111, please refund me');
  const trip = page.locator('[data-testid="chat-entry"][data-kind="guardrail"]');
  await expect(trip).toContainText('Guardrail tripped');
  await expect(trip).toContainText('No card numbers');
  await expect(page.locator('[data-testid="chat-entry"][data-kind="error"]')).toContainText('Blocked by an input guardrail');
  await expect(page.locator('[data-testid="span-row"][data-span-type="guardrail"]')).toContainText('tripped');
  await page.screenshot({ path: 'e2e/.artifacts/playground-guardrail.png' });
});

test('recordings can be renamed, exported, imported and deleted', async ({ page }) => {
  await recordBootsConversation(page);
  await page.getByTestId('open-recordings').click();
  await page.getByTestId('rename-recording').click();
  await page.getByTestId('recording-name-input').fill('Boots refund demo');
  await page.getByTestId('recording-name-input').press('Enter');
  await expect(page.getByTestId('recording-name')).toHaveText('Boots refund demo');

  const download = page.waitForEvent('download');
  await page.getByTestId('export-recording').click();
  const path = await (await download).path();
  const file = JSON.parse(await readFile(path, 'utf8')) as { format: string; name: string; events: Array<{ type: string }> };
  expect(file.format).toBe('switchboard.recording');
  expect(file.name).toBe('Boots refund demo');
  expect(file.events.some((e) => e.type === 'handoff_taken')).toBe(true);

  await page.getByTestId('delete-recording').click();
  await expect(page.getByTestId('recording')).toHaveCount(0);
  await page.getByTestId('import-recording-input').setInputFiles(path);
  await expect(page.getByTestId('recording')).toHaveCount(1);
  await expect(page.getByTestId('recording-name')).toHaveText('Boots refund demo');
});

test('presentation mode steps through a recording with the keyboard and Esc leaves it', async ({ page }) => {
  await recordBootsConversation(page);
  await page.getByTestId('present').click();
  await expect(page.locator('html')).toHaveAttribute('data-presenting', 'true');
  await expect(page.getByTestId('topbar')).toBeHidden();
  await expect(page.getByTestId('chat-entry')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('chat-entry')).toHaveCount(1);
  await expect(page.getByTestId('chat-entry').first()).toHaveAttribute('data-kind', 'user');
  let count = 1;
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Space');
    count = await page.getByTestId('chat-entry').count();
  }
  expect(count).toBeGreaterThan(2);
  await expect(page.locator('[data-testid="chat-entry"][data-kind="handoff"]')).toHaveCount(1);
  await page.screenshot({ path: 'e2e/.artifacts/playground-present.png' });
  // ← undoes exactly one step
  const before = await chatSnapshot(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => chatSnapshot(page)).not.toEqual(before);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => chatSnapshot(page)).toEqual(before);
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).not.toHaveAttribute('data-presenting', 'true');
  await expect(page.getByTestId('topbar')).toBeVisible();
});

test('AG2: the after-work chain advances from agent to agent without user input', async ({ page }) => {
  await openExample(page, 'ag2-planning-control');
  await send(page, 'Plan the launch of the new product');
  await expect(page.locator('[data-testid="chat-entry"][data-kind="notice"]')).toContainText('terminate', { timeout: 30_000 });
  const speakers = await agentMessages(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-agent-id')));
  expect(speakers.slice(0, 2)).toEqual(['task_improver', 'planner']);
  expect(speakers.at(-1)).toBe('terminator');
  await expect(page.locator('[data-testid="chat-entry"][data-kind="user"]')).toHaveCount(1);
  const afterWork = page.locator('[data-testid="chat-entry"][data-kind="handoff"]', { hasText: 'after work' });
  expect(await afterWork.count()).toBeGreaterThan(2);
  await expect(page.locator('.react-flow__edge[data-id="aw:task_improver"] path.sb-edge')).toHaveAttribute('data-state', 'visited');
  await expect(page.locator('[data-testid="agent-node"][data-agent-id="terminator"]')).toHaveAttribute('data-visited', 'true');
  await page.screenshot({ path: 'e2e/.artifacts/playground-ag2.png' });
});
