/**
 * Hostile files and links, opened the way a person would (issue 8, items 6, 7 and 9): each is
 * refused with a message that says where, and the app stays usable.
 */
import { readFileSync } from 'node:fs';
import { constants, deflateRawSync } from 'node:zlib';
import { expect, test } from './support/fixtures';
import { openFreshApp } from './support/app';
import { openExample, openPlayground } from './support/playground';

const MB = 1024 * 1024;

/** deflate-raw data inflating to `megabytes` MB of zeros: one flushed MB repeated, then a final empty block. */
function deflateBomb(megabytes: number): Buffer {
  const segment = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: megabytes }, () => segment), Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])]);
}

test('a 1.4 MB share link that inflates to 1 GB is refused, and Chromium never gets more than small slices to inflate', async ({ page }) => {
  // Chromium's DecompressionStream inflates each input chunk whole: count what reaches it.
  await page.addInitScript(() => {
    const Real = DecompressionStream;
    const seen = { inputBytes: 0, largestInput: 0 };
    (window as unknown as { __inflateSeen: typeof seen }).__inflateSeen = seen;
    class Counting {
      readonly readable: ReadableStream<Uint8Array>;
      readonly writable: WritableStream<BufferSource>;
      constructor(format: CompressionFormat) {
        const real = new Real(format);
        const counter = new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            seen.inputBytes += chunk.byteLength;
            seen.largestInput = Math.max(seen.largestInput, chunk.byteLength);
            controller.enqueue(chunk);
          },
        });
        void counter.readable.pipeTo(real.writable as WritableStream<Uint8Array>).catch(() => undefined);
        this.writable = counter.writable as WritableStream<BufferSource>;
        this.readable = real.readable;
      }
    }
    (window as unknown as { DecompressionStream: unknown }).DecompressionStream = Counting;
  });
  const bomb = deflateBomb(1024);
  const link = `/#graph=${bomb.toString('base64url')}`;
  expect(link.length).toBeGreaterThan(1.3 * MB);
  // a fresh page load, as when the link is pasted into a new tab
  await page.goto(link);
  const dialog = page.getByTestId('import-errors');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("The link's graph is larger than 4 MB once decompressed; it was not opened.");
  const seen = await page.evaluate(() => (window as unknown as { __inflateSeen: { inputBytes: number; largestInput: number } }).__inflateSeen);
  console.log('bomb link in Chromium:', { linkChars: link.length, compressedBytes: bomb.length, ...seen });
  // 1 KB slices (≤ ~1 MB each once inflated), and only about as many as the 4 MB cap needs
  expect(seen.largestInput).toBeLessThanOrEqual(1024);
  expect(seen.inputBytes).toBeLessThan(64 * 1024);
  await dialog.getByText('Close', { exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('canvas')).toBeVisible();
});

test('a graph file nested 5,000 levels deep gets the import dialog with the path, not a blank app', async ({ page }) => {
  await openFreshApp(page);
  const text = JSON.stringify({ format: 'switchboard.graph', version: 1, id: 'deep', name: 'Deep' }).replace(/}$/, `,"x-deep":${'['.repeat(5000)}${']'.repeat(5000)}}`);
  await page.getByTestId('open-file-input').setInputFiles({ name: 'deep.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  const dialog = page.getByTestId('import-errors');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('import-error-list')).toContainText('Nested too deeply: more than 64 levels');
  await expect(dialog.getByTestId('import-error-list')).toContainText('x-deep[0][0]');
});

test('a tool whose parameters are not a JSON Schema is refused at import with the path (checked under the page CSP, no eval)', async ({ page }) => {
  await openFreshApp(page);
  const doc = JSON.parse(readFileSync('public/examples/acme-customer-service.json', 'utf8')) as { tools: Array<{ type: string; parameters: Record<string, unknown> }> };
  const index = doc.tools.findIndex((t) => t.type === 'function');
  doc.tools[index].parameters.required = [['a']];
  await page.getByTestId('open-file-input').setInputFiles({ name: 'bad-schema.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) });
  const list = page.getByTestId('import-errors').getByTestId('import-error-list');
  await expect(list).toContainText(`tools[${index}].parameters.required[0]`);
  await expect(list).toContainText('Not a valid JSON Schema: must be string');
});

test('a malformed recording file is refused with the place of each problem, and the app keeps working', async ({ page }) => {
  await page.goto('/');
  await openExample(page, 'acme-customer-service');
  await openPlayground(page);
  await page.getByTestId('open-recordings').click();
  await page.getByTestId('import-recording-input').setInputFiles({
    name: 'bad.recording.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"switchboard.recording","events":[{"type":"run_start","seq":0,"t":0}]}'),
  });
  // said inside the dialog, where the person is looking
  const problem = page.getByTestId('recording-import-error');
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('"bad.recording.json" was not imported: This recording is damaged and was not imported. events[0].runId: Missing required field "runId"');
  await expect(page.getByTestId('recording')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/.artifacts/recording-import-refused.png' });
  await expect(page.getByTestId('recordings-dialog')).toBeVisible();
});
