/**
 * Python bodies run in the browser's sandbox (Pyodide in a Web Worker, served from this origin and
 * fetched only when Python is about to run): under Swarm the ACME example's tools run their Python.
 */
import { readFile } from 'node:fs/promises';
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
  // first paint, and the app at rest (nothing fetched for 500 ms): no Python fetched
  await page.waitForLoadState('networkidle');
  expect(pyodide).toEqual([]);

  await send(page, 'I want to return my boots');
  const tool = page.locator('.sb-pg-tool[data-tool="look_up_item"]').first();
  await expect(tool).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  await expect(tool.locator('.sb-pg-tool__out')).toContainText('item_132612938');
  expect(pyodide.some((url) => url.endsWith('/pyodide/pyodide.asm.wasm'))).toBe(true);
  // booted from the build's snapshot of a started interpreter, not cold (src/sandbox/python/node/pythonSnapshot.ts)
  expect(pyodide.some((url) => url.endsWith('/pyodide/snapshot.bin'))).toBe(true);
  expect(pyodide.every((url) => new URL(url).origin === new URL(page.url()).origin)).toBe(true);
  // the trace has the function span with the Python body's output
  await page.screenshot({ path: 'e2e/.artifacts/python-acme-tool.png' });
});

/** Drops files on the window, as a person drags them from a file manager. */
async function dropFiles(page: import('@playwright/test').Page, files: { name: string; text: string }[]) {
  await page.evaluate((list) => {
    const data = new DataTransfer();
    for (const f of list) data.items.add(new File([f.text], f.name, { type: 'text/plain' }));
    window.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true, cancelable: true }));
    window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, files);
}

/** Sends a message, trusts the imported code when asked, approves every tool that asks, until the run hands back. */
async function trustedTurn(page: import('@playwright/test').Page, message: string) {
  await send(page, message);
  await expect(page.getByTestId('trust-dialog')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('trust-and-run').click();
  for (;;) {
    const approve = page.getByTestId('approve').first();
    const done = page.getByTestId('send');
    await expect(approve.or(done)).toBeVisible({ timeout: 150_000 });
    if (await done.isVisible()) break;
    await approve.click();
  }
}

test('Swarm triage imported from code: trusted, run offline, process_refund runs its Python', async ({ page }) => {
  test.setTimeout(240_000);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openFirstTime(page);
  const text = await readFile('src/import/fixtures/swarm/triage_basic.py', 'utf8');
  await dropFiles(page, [{ name: 'triage_basic.py', text }]);
  const report = page.getByTestId('import-code-report');
  await expect(report).toBeVisible();
  await report.getByRole('tab', { name: /^Approximated/ }).click();
  await expect(report.getByTestId('import-code-item').filter({ hasText: 'process_refund' })).toContainText('runs as Python');
  await page.screenshot({ path: 'e2e/.artifacts/python-import-report.png' });
  await page.getByTestId('import-code-close').click();
  await expect(page.getByTestId('untrusted-banner')).toBeVisible();

  await openPlayground(page);
  await trustedTurn(page, 'I want a refund for item_12345, it was too expensive, please process the refund');
  // the simulator routes to Refunds; whatever it calls there runs its Python
  const tool = page.locator('.sb-pg-tool[data-status="done"]').filter({ hasText: /process_refund|apply_discount/ }).first();
  await expect(tool).toBeVisible({ timeout: 120_000 });
  await expect(tool.locator('.sb-pg-tool__out')).toContainText(/Success!|Applied discount of 11%/);
  await expect(page.locator('.sb-pg-tool').filter({ hasText: 'port needed' })).toHaveCount(0);
  // the trace has the function span
  await expect(page.locator('[data-testid="span-row"][data-span-type="function"]').filter({ hasText: /process_refund|apply_discount/ }).first()).toBeVisible();
  // offline: nothing left this origin
  expect(requests.filter((url) => new URL(url).origin !== new URL(page.url()).origin && !url.startsWith('blob:') && !url.startsWith('data:'))).toEqual([]);
  await page.screenshot({ path: 'e2e/.artifacts/python-import-run.png' });
});

test('Agents SDK Python customer service imported from code: on_handoff runs its Python (it stopped the run with "port needed")', async ({ page }) => {
  test.setTimeout(240_000);
  await openFirstTime(page);
  await page.getByTestId('import-code-folder-input').setInputFiles('src/import/fixtures/agents-py/airline');
  const report = page.getByTestId('import-code-report');
  await expect(page.getByTestId('import-code-summary')).toContainText('(agents-sdk-python)');
  await report.getByRole('tab', { name: /^Approximated/ }).click();
  await expect(report.getByTestId('import-code-item').filter({ hasText: 'handoff(Seat Booking Agent)' })).toContainText('on_handoff on_seat_booking_handoff runs as Python');
  await page.getByTestId('import-code-close').click();

  await openPlayground(page);
  await trustedTurn(page, 'I want to change my seat on my flight');
  // the handoff to seat booking was taken (its on_handoff ran in Python without error)
  await expect(page.locator('[data-testid="span-row"][data-span-type="handoff"]').filter({ hasText: 'Seat Booking Agent' }).first()).toBeVisible();
  await expect(page.getByTestId('chat-entry').filter({ hasText: /port needed|Error running on_handoff/ })).toHaveCount(0);
  await expect(page.locator('[data-testid="chat-entry"][data-kind="error"]')).toHaveCount(0);
  // (update_seat's Python on that context is proven at the engine: src/sandbox/python/importedGraphs.test.ts;
  // the offline simulator does not pick the seat out of a reply)
  await page.screenshot({ path: 'e2e/.artifacts/python-agents-sdk-run.png' });
});

test('Swarm airline imported from code: a tool runs its Python in the browser', async ({ page }) => {
  test.setTimeout(240_000);
  await openFirstTime(page);
  await page.getByTestId('import-code-folder-input').setInputFiles('src/import/fixtures/swarm/airline');
  await expect(page.getByTestId('import-code-summary')).toContainText('(swarm)');
  await page.getByTestId('import-code-close').click();
  await openPlayground(page);
  await trustedTurn(page, 'My bag was lost on my flight, please start a baggage search');
  const tool = page.locator('.sb-pg-tool[data-status="done"]').first();
  await expect(tool).toBeVisible({ timeout: 120_000 });
  const name = await tool.getAttribute('data-tool');
  // each airline function's Python result, as its body returns it
  const expected: Record<string, RegExp> = {
    initiate_baggage_search: /Baggage search started for/,
    escalate_to_agent: /Escalating to agent/,
    valid_to_change_flight: /Customer is eligible to change flight/,
    change_flight: /Flight was successfully changed!/,
  };
  expect(Object.keys(expected)).toContain(name);
  await expect(tool.locator('.sb-pg-tool__out')).toContainText(expected[name!]);
  await page.screenshot({ path: 'e2e/.artifacts/python-swarm-airline-run.png' });
});

test('imported Python hooks: the inspector says which body the Agents SDK (Python) runs', async ({ page }) => {
  await openFirstTime(page);
  const text = await readFile('src/import/fixtures/agents-py/hooks_desk.py', 'utf8');
  await dropFiles(page, [{ name: 'hooks_desk.py', text }]);
  const report = page.getByTestId('import-code-report');
  await expect(report).toBeVisible();
  await report.getByRole('tab', { name: /^Mapped/ }).click();
  await expect(report.getByTestId('import-code-item').filter({ hasText: 'input guardrail no_card_numbers' })).toContainText('runs as Python');
  await page.getByTestId('import-code-close').click();

  await page.getByTestId('agent-node').filter({ hasText: 'Help desk' }).first().getByText(/^Help desk/).first().click();
  const inspector = page.getByTestId('inspector');
  await expect(inspector.getByTestId('instructions-body-runs')).toHaveText('OpenAI Agents SDK (Python) calls the Python instructions function (in the sandbox, Pyodide).');
  await inspector.getByTestId('instructions-body-runs').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/.artifacts/python-hooks-instructions.png' });
  await inspector.getByRole('button', { name: 'Open No card numbers' }).click();
  await expect(page.getByTestId('guardrail-body-runs')).toHaveText('OpenAI Agents SDK (Python) runs the Python body (in the sandbox, Pyodide).');
  await page.getByTestId('guardrail-body-runs').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/.artifacts/python-hooks-guardrail.png' });
});
