/**
 * Memory bombs in the page's sandbox (issue 20, item 8), with the longest tool time limit a graph
 * may set: buffers are charged against the sandbox's budget (src/sandbox/runUserCode.ts), code
 * that allocates without pausing is stopped by the heartbeat (src/sandbox/browser/browserSandbox.ts);
 * the call fails with a clear error, and the tab keeps answering.
 */
import type { Page } from '@playwright/test';
import { openFirstTime } from './support/app';
import { expect, test } from './support/fixtures';
import { send } from './support/playground';

function graphFile(code: string) {
  const doc = {
    format: 'switchboard.graph',
    version: 1,
    runtime: 'agents-sdk-js',
    id: 'bomb',
    name: 'Memory bomb',
    startAgent: 'agent',
    agents: [{ id: 'agent', name: 'Prober', instructions: 'Always call fill_memory.', tools: ['tool'] }],
    tools: [{ id: 'tool', type: 'function', name: 'fill_memory', description: 'fill memory now', code, timeoutMs: 600_000 }],
  };
  return { name: 'memory-bomb.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) };
}

async function answers(page: Page): Promise<boolean> {
  const reply = page.evaluate(() => new Promise<number>((resolve) => setTimeout(() => resolve(42), 0)));
  const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 2_000));
  return (await Promise.race([reply, late])) === 42;
}

/** [code, what the tool row says] */
const BOMBS: Record<string, [string, string]> = {
  'buffers kept in a loop': ['export default () => { const kept = []; for (;;) kept.push(new ArrayBuffer(2 ** 26)) }', 'Sandboxed code may allocate at most 64 MB of buffers per call'],
  'one huge typed array': ['export default () => new Float64Array(2 ** 28).length', 'Sandboxed code may allocate at most 64 MB of buffers per call'],
  // heap: the worker has no limit of its own; the heartbeat stops code that never pauses
  'arrays kept in a loop': ['export default () => { const kept = []; for (;;) kept.push(new Array(1e6).fill(1.5)) }', 'the code ran 4 s without pausing'],
};

for (const [name, [code, says]] of Object.entries(BOMBS)) {
  test(`a memory bomb (${name}) with a 10-minute time limit fails its call and the tab survives`, async ({ page }) => {
    test.setTimeout(90_000);
    let crashed = false;
    page.on('crash', () => (crashed = true));
    await openFirstTime(page);
    await page.getByTestId('open-file-input').setInputFiles(graphFile(code));
    await expect(page.getByTestId('untrusted-banner')).toBeVisible();
    const toggle = page.getByTestId('playground-toggle');
    await expect(async () => {
      if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
      await expect(page.getByTestId('playground')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await send(page, 'fill memory now');
    await page.getByTestId('trust-and-run').click();
    const row = page.locator('[data-testid="chat-entry"][data-kind="tool"][data-tool="fill_memory"]').last();
    await expect(row).toHaveAttribute('data-status', 'error', { timeout: 30_000 });
    await expect(row).toContainText(says);
    expect(crashed).toBe(false);
    expect(await answers(page)).toBe(true);
  });
}
