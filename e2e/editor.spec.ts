import { expect, test, type Page } from './support/fixtures';
import { openExample } from './support/playground';

/** Clicks an agent's title, as a person picks a node (its centre may hold a tool badge). */
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

/** Monaco draws spaces as no-break spaces; read the text as the model holds it. */
async function editorText(page: Page, field: string): Promise<string> {
  const text = await page.locator(`[data-testid="code:${field}"] .view-lines`).innerText();
  return text.replace(/\u00a0/g, ' ');
}

test('Monaco loads only when an editor opens, and typing keeps its spaces', async ({ page }) => {
  const monacoRequests: string[] = [];
  page.on('request', (request) => {
    if (/loadMonaco|editor\.api|\/vs-|editor\.worker|json\.worker|ts\.worker/i.test(request.url())) monacoRequests.push(request.url());
  });
  await page.goto('/');
  await openExample(page, 'acme-customer-service');
  // graph settings are open (no selection) but no code editor yet: nothing of Monaco loaded
  await page.getByTestId('inspector-graph').waitFor();
  expect(await page.locator('.monaco-editor').count()).toBe(0);
  const beforeEditor = monacoRequests.length;
  expect(monacoRequests, 'Monaco requested before any code editor opened').toEqual([]);

  await selectAgent(page, 'Triage');
  const field = 'agent/triage/instructions';
  const editor = page.locator(`[data-testid="code:${field}"] .monaco-editor`);
  await expect(editor).toBeVisible();
  expect(monacoRequests.length).toBeGreaterThan(beforeEditor);

  await expect(page.getByTestId('undo')).toBeDisabled(); // nothing edited yet
  await editor.click();
  // watch the canvas while typing: instructions do not show on it, so it must not change at all
  await page.evaluate(() => {
    const bag = window as unknown as { canvasMutations: number };
    bag.canvasMutations = 0;
    new MutationObserver((records) => (bag.canvasMutations += records.length)).observe(document.querySelector('.react-flow__viewport')!, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Hello big wide world');
  await expect.poll(() => editorText(page, field)).toBe('Hello big wide world');
  // the draft is committed once the typing pauses: the document's first undo step appears
  await expect(page.getByTestId('undo')).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { canvasMutations: number }).canvasMutations)).toBe(0);

  // committed: leave and come back, the document has the text with its spaces
  await selectAgent(page, 'Sales');
  await selectAgent(page, 'Triage');
  await expect.poll(() => editorText(page, field)).toBe('Hello big wide world');

  // Space in the editor did not pan the canvas or reach its shortcuts: the node count is unchanged
  await expect(page.locator('[data-testid="agent-node"]')).toHaveCount(3);
});

test('context variables complete after {{ in instructions', async ({ page }) => {
  await page.goto('/');
  await openExample(page, 'billing-support-sdk');
  await selectAgent(page, 'Triage');
  const field = 'agent/triage/instructions';
  const editor = page.locator(`[data-testid="code:${field}"] .monaco-editor`);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Customer tier: {{user_t');
  const suggestion = page.locator('.monaco-editor .suggest-widget .monaco-list-row').first();
  await expect(suggestion).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(() => editorText(page, field)).toBe('Customer tier: {{user_tier}}');
});

test('a JSON Schema field is validated as you type and keeps invalid text out of the document', async ({ page }) => {
  await page.goto('/');
  await openExample(page, 'acme-customer-service');
  await selectAgent(page, 'Sales');
  await page.getByTestId('agent-tool-list').getByRole('button', { name: /Open execute_order/ }).click();
  const field = 'tool/execute_order/parameters';
  const editor = page.locator(`[data-testid="code:${field}"] .monaco-editor`);
  await expect(editor).toBeVisible();
  await editor.click();
  await replaceEditorText(page, '{ "type": "object", "properties": { "qty": { "type": "count" } } }');
  await expect(page.getByTestId(`json-error:${field}`)).toContainText('/properties/qty/type');
  // Monaco's own markers flag it too
  await expect(page.locator(`[data-testid="code:${field}"] .squiggly-warning, [data-testid="code:${field}"] .squiggly-error`).first()).toBeVisible();

  await replaceEditorText(page, '{ "type": "object", "properties": { "qty": { "type": "integer" } }, "required": ["qty"], "additionalProperties": false }');
  await expect(page.getByTestId(`json-error:${field}`)).toHaveCount(0);
});

test('tool code gets the sandbox API types', async ({ page }) => {
  await page.goto('/');
  await openExample(page, 'acme-customer-service');
  await selectAgent(page, 'Sales');
  await page.getByTestId('agent-tool-list').getByRole('button', { name: /Open execute_order/ }).click();
  const field = 'tool/execute_order/code';
  const editor = page.locator(`[data-testid="code:${field}"] .monaco-editor`);
  await expect(editor).toBeVisible();
  await editor.click();
  await replaceEditorText(page, 'export default async function (args: Args, { context, handoff }: ToolHelpers) {\n  handoff(');
  // completion offers the graph's agent ids as handoff targets
  await page.keyboard.press('Control+Space');
  await expect(page.locator('.monaco-editor .suggest-widget').getByText('"triage"')).toBeVisible({ timeout: 20_000 });
});
