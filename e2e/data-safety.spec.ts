/**
 * Data safety and resilience (issue 8, items 8-10): panel error boundaries, keyboard delete with
 * Undo, two tabs on one project, a reload in the middle of a run.
 */
import { expect, test, type Page } from './support/fixtures';
import { agentNodes, canvasPoint, dragFromPalette, mod, openFreshApp } from './support/app';
import { openExample, openPlayground } from './support/playground';

const HOSTILE_RECORDING = { format: 'switchboard.recording', events: [{ type: 'run_start', seq: 0, t: 0 }] };

/** Puts a recording straight into IndexedDB, as a damaged store or an older version would hold it. */
async function storeRawRecording(page: Page, recording: Record<string, unknown>) {
  await page.evaluate(async (rec) => {
    const projectId = await new Promise<string>((resolve, reject) => {
      const open = indexedDB.open('switchboard');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const get = open.result.transaction('meta').objectStore('meta').get('lastProjectId');
        get.onsuccess = () => resolve(get.result as string);
        get.onerror = () => reject(get.error);
      };
    });
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('switchboard-recordings');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('recordings', 'readwrite');
        tx.objectStore('recordings').put({ projectId, createdAt: 1, updatedAt: 1, turns: 1, durationMs: 0, ...rec });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      };
    });
  }, recording);
}

test('a malformed recording replays into an error panel with Reset, and the rest of the app stays', async ({ page }) => {
  await openFreshApp(page);
  await openExample(page, 'acme-customer-service');
  await openPlayground(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await storeRawRecording(page, { id: 'rec_hostile', name: 'Hostile', ...HOSTILE_RECORDING });
  await page.getByTestId('open-recordings').click();
  await page.getByTestId('replay-recording').click();

  const failed = page.getByTestId('panel-error');
  await expect(failed.first()).toBeVisible();
  // the canvas, the inspector and the top bar are still there and still work
  await expect(agentNodes(page).first()).toBeVisible();
  await expect(page.getByTestId('topbar')).toBeVisible();
  await agentNodes(page).first().click();
  await expect(page.locator('[data-slot="inspector"]')).not.toBeEmpty();
  await expect(page.locator('[data-slot="inspector"] [data-testid="panel-error"]')).toHaveCount(0);
  await expect(page.locator('.sb-app__canvas [data-testid="panel-error"]')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/.artifacts/data-safety-panel-error.png' });

  // Reset clears the replay that broke it: the panels come back, ready for a new conversation
  for (const button of await page.getByTestId('panel-reset').all()) if (await button.isVisible()) await button.click();
  await expect(page.getByTestId('panel-error')).toHaveCount(0);
  await expect(page.getByTestId('chat-input')).toBeVisible();
  expect(errors.join('\n')).not.toMatch(/Minified React error/);
});
