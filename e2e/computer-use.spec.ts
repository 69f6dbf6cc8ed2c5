/**
 * Computer use offline (docs/COMPUTER.md): give an agent a computer tool in the inspector, ask the
 * simulator to search, approve the (simulated) safety check on the approval card, and see each
 * action with its screenshot; then replay the recording with every outside request blocked and see
 * the same rows and screenshots.
 */
import { expect, test } from './support/fixtures';
import { canvasPoint, dragFromPalette, openFreshApp } from './support/app';
import { agentMessages, approvalCard, openPlayground, send, blockOutsideRequests, replayNewestRecording, chatTexts } from './support/playground';

const rowsText = (page: import('@playwright/test').Page) =>
  chatTexts(page);

test('an agent searches the demo screen with the computer tool, and the run replays with its screenshots', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await openFreshApp(page);
  await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 300, 260));
  const node = page.getByTestId('agent-node').first();
  await expect(node).toBeVisible();
  await node.click();

  // add and edit the tool in the inspector
  await page.getByTestId('add-computer-tool').click();
  await expect(page.getByTestId('inspector-tool')).toContainText('Computer tool');
  await page.getByTestId('computer-environment').selectOption('browser');
  const width = page.getByTestId('computer-width');
  await width.fill('800');
  await width.press('Tab');
  const height = page.getByTestId('computer-height');
  await height.fill('600');
  await height.press('Tab');
  await expect(node.getByTestId('tool-badge')).toHaveText(['computer: browser']);
  await page.screenshot({ path: 'test-results/computer-inspector.png' });

  await openPlayground(page);
  await send(page, 'Search for refund policy');
  // the simulated provider raises a safety check before Enter: the approval card shows it
  await expect(approvalCard(page)).toBeVisible({ timeout: 20_000 });
  await expect(approvalCard(page).getByTestId('safety-checks')).toContainText('simulated_confirmation');
  await expect(approvalCard(page)).toContainText('press ENTER');
  await approvalCard(page).scrollIntoViewIfNeeded();
  await approvalCard(page).screenshot({ path: 'test-results/computer-approval.png' });
  await page.getByTestId('approve').click();
  await expect(agentMessages(page).last()).toContainText('the first is "Refund policy: an overview"');

  const rows = page.locator('[data-testid="chat-entry"][data-kind="tool"]');
  await expect(rows.getByTestId('computer-actions')).toHaveText(['screenshot', 'click (344, 240)', 'type "refund policy"', 'press ENTER']);
  const images = rows.getByTestId('tool-output-image');
  await expect(images).toHaveCount(4);
  // the screenshots are the 800x600 demo screen, loaded as images (data URLs, no request)
  expect(await images.evaluateAll((els) => els.map((el) => (el as HTMLImageElement).naturalWidth))).toEqual([800, 800, 800, 800]);
  expect(decodeURIComponent((await images.last().getAttribute('src')) ?? '')).toContain('Results for “refund policy”');
  await rows.last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/computer-run.png' });
  // dark theme: the rows and screenshots stay readable
  await page.getByTestId('theme-toggle').click();
  await rows.nth(2).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/computer-run-dark.png' });
  await page.getByTestId('theme-toggle').click();
  await expect(page.getByTestId('send')).toBeVisible();
  const live = await rowsText(page);
  const liveImages = await images.evaluateAll((els) => els.map((el) => el.getAttribute('src')));

  // replay: nothing outside the app may be reached
  const blocked = await blockOutsideRequests(page, baseURL as string);
  await replayNewestRecording(page);
  expect(await rowsText(page)).toEqual(live);
  expect(await images.evaluateAll((els) => els.map((el) => el.getAttribute('src')))).toEqual(liveImages);
  expect(blocked).toEqual([]);
});

test('with a real provider (the Responses API of a local fake server), screenshots go back as PNG', async ({ page }) => {
  test.setTimeout(120_000);
  const { startFakeOpenAIServer } = await import('../scripts/fakeOpenAIServer.ts');
  const server = await startFakeOpenAIServer({ port: 0 });
  try {
    await openFreshApp(page);
    await dragFromPalette(page, 'palette-agent', await canvasPoint(page, 300, 260));
    await page.getByTestId('agent-node').first().click();
    await page.getByTestId('add-computer-tool').click();
    await openPlayground(page);
    await page.getByTestId('provider-chip').click();
    await page.getByTestId('provider-compatible').check();
    await page.getByTestId('base-url').fill(server.baseURL);
    await page.getByTestId('model-name').fill('computer-use-preview');
    await page.getByTestId('api-key').fill(['sk', 'fake-computer-e2e'].join('-'));
    await page.getByTestId('reload-for-model').click();
    await page.waitForLoadState('load');
    await openPlayground(page);
    await page.getByTestId('provider-chip').click();
    await page.getByTestId('api-style').selectOption('responses');
    await page.getByTestId('settings-done').click();
    server.enqueue(
      { items: [{ type: 'computer_call', id: 'cu_1', call_id: 'call_1', status: 'completed', action: { type: 'click', x: 440, y: 307, button: 'left' }, pending_safety_checks: [] }] },
      { text: 'I clicked the search box.' },
    );
    await send(page, 'Click the search box');
    await expect(agentMessages(page).last()).toContainText('I clicked the search box.', { timeout: 20_000 });
    const responses = server.requests.filter((r) => r.url.includes('/responses'));
    // the preview tool with the display size, then the screenshot as a PNG of that size
    expect((responses[0].body as { tools: unknown[] }).tools).toEqual([{ type: 'computer_use_preview', environment: 'browser', display_width: 1024, display_height: 768 }]);
    const output = (responses[1].body as { input: Array<Record<string, unknown>> }).input.find((i) => i.type === 'computer_call_output') as { output: { image_url: string } };
    expect(output.output.image_url.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    const png = Buffer.from(output.output.image_url.split(',')[1], 'base64');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 768]);
    await expect(page.locator('[data-testid="chat-entry"][data-kind="tool"]').getByTestId('tool-output-image')).toHaveCount(1);
  } finally {
    await server.close();
  }
});
