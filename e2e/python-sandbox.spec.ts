/**
 * Python bodies run in the browser's sandbox (Pyodide in a Web Worker, served from this origin and
 * fetched only when Python is about to run): under Swarm the ACME example's tools run their Python.
 */
import { openFirstTime } from './support/app';
import { expect, test } from './support/fixtures';
import { openPlayground, send } from './support/playground';

test('the ACME example (Swarm) runs its tools’ Python bodies; Pyodide loads only when Python runs', async ({ page }) => {
  const pyodide: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pyodide/')) pyodide.push(request.url());
  });
  await openFirstTime(page);
  await openPlayground(page);
  // first paint, and the app at rest: no Python fetched
  await page.waitForTimeout(500);
  expect(pyodide).toEqual([]);

  await send(page, 'I want to return my boots');
  const tool = page.locator('.sb-pg-tool[data-tool="look_up_item"]').first();
  await expect(tool).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  await expect(tool.locator('.sb-pg-tool__out')).toContainText('item_132612938');
  expect(pyodide.some((url) => url.endsWith('/pyodide/pyodide.asm.wasm'))).toBe(true);
  expect(pyodide.every((url) => new URL(url).origin === new URL(page.url()).origin)).toBe(true);
  // the trace has the function span with the Python body's output
  await page.screenshot({ path: 'e2e/.artifacts/python-acme-tool.png' });
});
