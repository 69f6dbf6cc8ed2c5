import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { openFirstTime } from './support/app';

/** Drops files on the window, as a person drags them from a file manager. */
async function dropFiles(page: import('@playwright/test').Page, files: { name: string; text: string }[]) {
  await page.evaluate((list) => {
    const data = new DataTransfer();
    for (const f of list) data.items.add(new File([f.text], f.name, { type: 'text/plain' }));
    window.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true, cancelable: true }));
    window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, files);
}

test('a dropped Python file becomes an untrusted graph, laid out, with its import report', async ({ page }) => {
  // the importer (and its parsers) must not be part of the first paint
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  await openFirstTime(page);
  const firstPaint = scripts.length;
  expect(scripts.some((s) => s.body.includes('port needed: '))).toBe(false);

  const text = await readFile('src/import/fixtures/agents-py/research_bot.py', 'utf8');
  await dropFiles(page, [{ name: 'research_bot.py', text }]);

  const report = page.getByTestId('import-code-report');
  await expect(report).toBeVisible();
  await expect(page.getByTestId('import-code-summary')).toContainText('research_bot.py became Research bot (agents-sdk-python)');
  // the report lists what was approximated, with file:line
  const approximated = report.getByTestId('import-code-approximated');
  await expect(approximated.getByTestId('import-code-item').filter({ hasText: '@function_tool save_note' })).toContainText('research_bot.py:32');
  // the guardrails keep their Python, which the Agents SDK Python runs: mapped, not approximated
  await expect(approximated).not.toContainText('homework_guardrail');
  await report.getByRole('tab', { name: /^Mapped/ }).click();
  await expect(report.getByTestId('import-code-mapped')).toContainText('input guardrail homework_guardrail');
  await expect(report.getByTestId('import-code-mapped')).toContainText('runs as Python');
  await report.getByRole('tab', { name: /^Skipped/ }).click();
  await expect(report.getByTestId('import-code-skipped')).toContainText('research_bot.py:87');
  await expect(report.getByTestId('import-code-skipped')).toContainText('hooks= on Planner agent');
  await page.screenshot({ path: 'e2e/.artifacts/import-code-report.png' });
  await page.getByTestId('import-code-close').click();
  await expect(report).toBeHidden();

  // the graph: three agents on the canvas, laid out (not stacked), untrusted
  const nodes = page.locator('[data-testid="agent-node"]');
  await expect(nodes).toHaveCount(3);
  for (const name of ['Planner agent', 'Search agent', 'Writer agent']) await expect(nodes.filter({ hasText: name })).toBeVisible();
  const boxes = await Promise.all([0, 1, 2].map(async (i) => (await nodes.nth(i).boundingBox())!));
  const distinct = new Set(boxes.map((b) => `${Math.round(b.x / 10)},${Math.round(b.y / 10)}`));
  expect(distinct.size).toBe(3);
  await expect(page.getByTestId('untrusted-banner')).toBeVisible();
  await expect(page.getByTestId('graph-name')).toHaveValue('Research bot');
  // the importer came as its own chunk, on first use
  expect(scripts.length).toBeGreaterThan(firstPaint);
  expect(scripts.slice(firstPaint).some((s) => s.body.includes('port needed: '))).toBe(true);
  await page.screenshot({ path: 'e2e/.artifacts/import-code-graph.png' });
});

test('File → Import code folder reads several files and resolves imports between them', async ({ page }) => {
  await openFirstTime(page);
  await page.getByTestId('library-menu').click();
  await expect(page.getByTestId('menu-import-code-folder')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('import-code-folder-input').setInputFiles('src/import/fixtures/ag2/triage_group');
  const report = page.getByTestId('import-code-report');
  await expect(page.getByTestId('import-code-summary')).toContainText('the folder triage_group became Triage group (ag2)');
  await report.getByRole('tab', { name: /^Mapped/ }).click();
  await expect(report.getByTestId('import-code-mapped')).toContainText('triage_group/agents.py:21');
  await page.getByTestId('import-code-close').click();
  await expect(page.locator('[data-testid="agent-node"]')).toHaveCount(3);
  await expect(page.locator('[data-testid="agent-node"]').filter({ hasText: 'order_agent' })).toBeVisible();
});

test('code that is not agent code is refused with the reason, and nothing changes', async ({ page }) => {
  await openFirstTime(page);
  const before = await page.getByTestId('graph-name').inputValue();
  await page.getByTestId('import-code-input').setInputFiles({ name: 'util.py', mimeType: 'text/x-python', buffer: Buffer.from('import os\nprint(os.getcwd())\n') });
  const report = page.getByTestId('import-code-report');
  await expect(report).toContainText('No graph could be made from this code');
  await expect(page.getByTestId('import-code-errors')).toContainText('import neither the Agents SDK');
  await page.getByTestId('import-code-close').click();
  await expect(page.getByTestId('graph-name')).toHaveValue(before);
});
