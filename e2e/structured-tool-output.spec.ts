/**
 * A Python SDK tool that returns text, image and file objects (a structured tool output): run in
 * the playground with the simulator, the tool row shows the text, the inline image as a picture,
 * an image from another site as a link that loads nothing, and the file as a labelled chip.
 */
import { startFakeOpenAIServer } from '../scripts/fakeOpenAIServer.ts';
import { openFirstTime } from './support/app';
import { expect, test, type Page } from './support/fixtures';
import { connectCompatibleServer, send } from './support/playground';

// a 48x32 bar chart (teal bars), as a PNG
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAASUlEQVR42u3Ouw0AIAzE0AzB/iUzMBhClPR0iE/QxZJ7P6utf5UBAgQI0KNSyVOAAK2NAQHaHQOKCzo1BqQPuj0GpAPyGgOSAQ2qLXhTWNBm8QAAAABJRU5ErkJggg==';
const ELSEWHERE = 'http://127.0.0.2:9/chart.png';

const code = `export default () => [
  { type: "text", text: "Sales rose 12% in Q3." },
  { type: "image", image_url: ${JSON.stringify(PNG)}, detail: "low" },
  { type: "image", image_url: ${JSON.stringify(ELSEWHERE)} },
  { type: "file", file_id: "file_q3", filename: "q3-report.pdf" },
];`;

const doc = {
  format: 'switchboard.graph',
  version: 1,
  runtime: 'agents-sdk-python',
  id: 'charts',
  name: 'Charts',
  startAgent: 'analyst',
  agents: [{ id: 'analyst', name: 'Analyst', instructions: 'Always call sales_chart.', tools: ['chart'] }],
  tools: [{ id: 'chart', type: 'function', name: 'sales_chart', description: 'sales chart now', code }],
};

async function openPlayground(page: Page) {
  const toggle = page.getByTestId('playground-toggle');
  await expect(async () => {
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(page.getByTestId('playground')).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/** A first visit that opens the charts graph from a file: untrusted until run, the playground open. */
async function openCharts(page: Page) {
  await openFirstTime(page);
  await page.getByTestId('open-file-input').setInputFiles({ name: 'charts.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) });
  await expect(page.getByTestId('untrusted-banner')).toBeVisible();
  await openPlayground(page);
}

test('a tool returning text, images and a file shows them in the chat, under the image policy', async ({ page }) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://127.0.0.2')) elsewhere.push(request.url());
  });
  await openCharts(page);
  await send(page, 'How did sales do?');
  await page.getByTestId('trust-and-run').click();

  const row = page.locator('[data-testid="chat-entry"][data-kind="tool"][data-tool="sales_chart"]');
  await expect(row).toHaveAttribute('data-status', 'done');
  const parts = row.getByTestId('tool-output-parts');
  await expect(parts).toContainText('Sales rose 12% in Q3.');
  const image = parts.getByTestId('tool-output-image');
  await expect(image).toHaveAttribute('src', PNG);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  await expect(parts.getByTestId('tool-output-image-link')).toHaveAttribute('href', ELSEWHERE);
  const file = parts.getByTestId('tool-output-file');
  await expect(file).toContainText('q3-report.pdf');
  await expect(file).toHaveAttribute('title', 'Uploaded file (file id file_q3)');
  // the summary line says what came back, in words
  await expect(row.locator('.sb-pg-tool__out')).toContainText('Sales rose 12% in Q3. [image] [image] [file q3-report.pdf]');
  expect(elsewhere).toEqual([]);

  for (const theme of ['light', 'dark'] as const) {
    if ((await page.locator('html').getAttribute('data-theme')) !== theme) await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.screenshot({ path: `e2e/.artifacts/structured-tool-output-${theme}.png` });
  }
});

test('on Chat Completions the images and the file are not sent to the model, and the chat and the span say so', async ({ page }) => {
  const server = await startFakeOpenAIServer({ port: 0, chunkDelayMs: 5 });
  try {
    await openCharts(page);
    // an OpenAI-compatible server, Chat Completions style (the default)
    await connectCompatibleServer(page, server.baseURL, { model: 'fake-model' });
    server.enqueue({ toolCalls: [{ name: 'sales_chart', arguments: {}, id: 'call_1' }] }, { text: 'Sales rose 12% in Q3.' });
    await send(page, 'How did sales do?');
    await page.getByTestId('trust-and-run').click();

    const notice = page.locator('[data-testid="chat-entry"][data-kind="provider_notice"]');
    await expect(notice).toHaveText('Not sent to the model: 2 images and 1 file from sales_chart (call call_1). Chat Completions takes only text in a tool message, so only its text was sent. The OpenAI Responses provider sends images and files.');
    // once, above the answer it is about
    await expect(notice).toHaveCount(1);
    await expect(page.locator('[data-testid="chat-entry"]').last()).toHaveAttribute('data-kind', 'assistant');
    // what the model got is the text alone, as before
    const second = server.requests.filter((r) => r.url.includes('/chat/completions'))[1];
    expect((second?.body as { messages: Array<{ role: string; content: unknown }> }).messages.find((m) => m.role === 'tool')?.content).toBe('Sales rose 12% in Q3.');

    // the generation span says it too
    await notice.click();
    await expect(page.getByTestId('span-details').getByTestId('span-notice')).toContainText('Not sent to the model: 2 images and 1 file from sales_chart');
    await page.screenshot({ path: 'e2e/.artifacts/chat-completions-omitted-parts.png' });
  } finally {
    await server.close();
  }
});
