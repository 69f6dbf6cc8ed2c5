import { waitForStill } from './support/app';
import { expect, test, type Page } from './support/fixtures';
import { openExample } from './support/playground';

/** Clicks an agent's title, as a person picks a node (its centre may hold a tool badge). */
async function selectAgent(page: Page, name: string) {
  await page.getByTestId('agent-node').filter({ hasText: name }).first().getByText(new RegExp(`^${name}`)).first().click();
}

function edgeLabel(page: Page, handoffId: string) {
  return page.locator(`[data-testid="edge-label"][data-edge-id="${handoffId}"]`);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await openExample(page, 'billing-support-sdk');
});

test('overriding a handoff tool name shows the new name live and on the canvas edge', async ({ page }) => {
  await edgeLabel(page, 'triage-to-billing').click();
  const inspector = page.getByTestId('inspector-handoff');
  await expect(inspector).toBeVisible();
  // the derived name under the graph's runtime (Agents SDK JS keeps the case)
  await expect(inspector.getByTestId('derived-tool-name')).toHaveText(/^transfer_to_/);
  await inspector.getByTestId('handoff-tool-name').fill('ask_support_team');
  await expect(inspector.getByTestId('derived-tool-name')).toHaveText('ask_support_team');
  await expect(edgeLabel(page, 'triage-to-billing')).toContainText('ask_support_team');

  // an invalid name is explained and not committed
  await inspector.getByTestId('handoff-tool-name').fill('ask support');
  await expect(inspector.getByText('Letters, digits, "_" and "-" only', { exact: false })).toBeVisible();
  await expect(edgeLabel(page, 'triage-to-billing')).toContainText('ask_support_team');
});

test('switching a handoff to a context condition changes the edge to the condition', async ({ page }) => {
  await edgeLabel(page, 'triage-to-billing').click();
  const inspector = page.getByTestId('inspector-handoff');
  await inspector.getByTestId('handoff-trigger').getByText('A condition holds').click();
  await expect(inspector.getByText('No transfer tool')).toBeVisible();
  const when = inspector.getByTestId('handoff-when');
  await when.fill('ctx.n_attempts >=');
  await expect(inspector.getByText(/Does not parse/)).toBeVisible();
  await when.fill('ctx.n_attempts >= 3');
  await expect(inspector.getByText(/Does not parse/)).toHaveCount(0);
  await expect(edgeLabel(page, 'triage-to-billing')).toContainText('ctx.n_attempts >= 3');
  await expect(edgeLabel(page, 'triage-to-billing')).toHaveClass(/sb-edge-label--context/);

  // one undo step for the whole typing session, one for the trigger switch
  await page.getByTestId('undo').click();
  await expect(edgeLabel(page, 'triage-to-billing')).not.toContainText('ctx.n_attempts >= 3');
  await expect(edgeLabel(page, 'triage-to-billing')).toHaveClass(/sb-edge-label--context/);
  await page.getByTestId('undo').click();
  await expect(edgeLabel(page, 'triage-to-billing')).toHaveClass(/sb-edge-label--llm/);
});

test('editing an agent name in the inspector renames the node and the derived tool names', async ({ page }) => {
  await selectAgent(page, 'Billing');
  const inspector = page.getByTestId('inspector-agent');
  await expect(inspector).toBeVisible();
  await inspector.getByTestId('agent-name').fill('Help Desk');
  await expect(page.locator('[data-testid="agent-node"]', { hasText: 'Help Desk' })).toBeVisible();
  await expect(edgeLabel(page, 'triage-to-billing')).toContainText('transfer_to_Help_Desk');
  await expect(page.getByTestId('inspector-title')).toHaveText('Help Desk');
});

test('screenshots of the inspector with an agent, a handoff and a tool, light and dark', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    if ((await page.locator('html').getAttribute('data-theme')) !== theme) await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    // from the previous round's tool view, the way back is its breadcrumb
    const back = page.getByRole('button', { name: '← Billing Agent' });
    if (await back.isVisible()) await back.click();
    else await selectAgent(page, 'Billing');
    await expect(page.locator('[data-testid="inspector-agent"] .monaco-editor').first()).toBeVisible();
    await waitForStill(page);
    await page.screenshot({ path: `e2e/.artifacts/inspector-agent-${theme}.png` });

    await edgeLabel(page, 'billing-to-refunds').click();
    await expect(page.getByTestId('inspector-handoff')).toBeVisible();
    await waitForStill(page);
    await page.screenshot({ path: `e2e/.artifacts/inspector-handoff-${theme}.png` });

    await selectAgent(page, 'Billing');
    await page.getByTestId('agent-tool-list').getByRole('button', { name: /Open get_invoice/ }).click();
    await expect(page.getByTestId('inspector-tool')).toBeVisible();
    await expect(page.locator('[data-testid="inspector-tool"] .monaco-editor').nth(1)).toBeVisible();
    await waitForStill(page);
    await page.screenshot({ path: `e2e/.artifacts/inspector-tool-${theme}.png` });
    await page.getByTestId('inspector').screenshot({ path: `e2e/.artifacts/inspector-tool-panel-${theme}.png` });

    // nothing selected: the graph's settings
    await page.getByRole('button', { name: '← Billing Agent' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('canvas').click({ position: { x: 40, y: 200 } });
    await expect(page.getByTestId('inspector-graph')).toBeVisible();
    await page.getByTestId('inspector').screenshot({ path: `e2e/.artifacts/inspector-graph-${theme}.png` });
  }
});

test('lint findings about the selected handoff show in its inspector', async ({ page }) => {
  await edgeLabel(page, 'billing-to-refunds').click();
  const inspector = page.getByTestId('inspector-handoff');
  await expect(inspector.getByTestId('inspector-lint')).toHaveCount(0);
  // the Billing agent already has a function tool named get_invoice
  await inspector.getByTestId('handoff-tool-name').fill('get_invoice');
  await expect(inspector.getByTestId('inspector-lint')).toContainText('both become the tool "get_invoice"');
  await inspector.getByTestId('handoff-tool-name').fill('');
  await expect(inspector.getByTestId('inspector-lint')).toHaveCount(0);
  await expect(inspector.getByTestId('derived-tool-name')).toHaveText('transfer_to_Refunds_Agent');
});
