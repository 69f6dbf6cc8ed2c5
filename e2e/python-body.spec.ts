import { expect, test, type Page } from './support/fixtures';
import { openFreshApp } from './support/app';

/** Clicks an agent's title, as a person picks a node. */
async function selectAgent(page: Page, name: string) {
  await page.getByTestId('agent-node').filter({ hasText: name }).first().getByText(new RegExp(`^${name}`)).first().click();
}

/** Pastes text over the whole editor, dropping what auto-closing added after the cursor. */
async function replaceEditorText(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
  await page.keyboard.press('Shift+ControlOrMeta+End');
  await page.keyboard.press('Delete');
}

test('a tool has a Python body edited in Monaco, and the Swarm export uses it verbatim', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openFreshApp(page);
  await page.getByTestId('library-menu').click();
  await page.getByTestId('example:acme-customer-service').click();
  // the first open made ACME a project: a fresh copy of the example, as this test edits it
  await page.getByTestId('example-again-new').click();
  await expect(page.getByTestId('agent-node').first()).toBeVisible();
  await selectAgent(page, 'Sales');
  await page.getByTestId('agent-tool-list').getByRole('button', { name: /Open execute_order/ }).click();

  const field = 'tool/execute_order/pythonCode';
  const editor = page.locator(`[data-testid="code:${field}"] .monaco-editor`);
  await expect(editor).toBeVisible();
  await expect(editor.locator('.view-lines')).toContainText('def execute_order(product: str, price: int) -> str:');
  await page.locator(`[data-testid="code:${field}"]`).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/python-body-inspector.png' });

  await editor.click();
  await replaceEditorText(page, 'def execute_order(product: str, price: int) -> str:\n    return "queued for " + product');
  // blur commits the draft
  await page.getByTestId('inspector').getByRole('textbox', { name: 'Time limit (ms)' }).click();

  await page.getByTestId('export-button').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.getByTestId('export-target:swarm').click();
  await dialog.getByTestId('export-copy').click();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  // Monaco may auto-indent the pasted second line: the body is otherwise as typed
  expect(code).toMatch(/def execute_order\(product: str, price: int\) -> str:\n\s+return "queued for " \+ product/);
  expect(code).toContain('    return _impl_execute_order(product=product, price=price)');
  // every ACME tool now has a Python body: nothing is reported as a stub
  await expect(dialog.getByTestId('fidelity-report')).not.toContainText('stub: port needed');
});
