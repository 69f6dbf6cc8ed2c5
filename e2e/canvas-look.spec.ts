/**
 * The look of the app in both themes, saved to e2e/.artifacts/ for people to review (README
 * screenshot, design passes), plus the structural facts a screenshot shows: example graphs draw
 * one edge style per routing kind, the after-work chips, and the empty state.
 */
import { openFreshApp, waitForStill } from './support/app';
import { expect, test } from './support/fixtures';

for (const theme of ['light', 'dark'] as const) {
  test(`empty state and the ACME example in the ${theme} theme`, async ({ page }) => {
    await openFreshApp(page);
    if ((await page.locator('html').getAttribute('data-theme')) !== theme) await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await page.screenshot({ path: `e2e/.artifacts/canvas-empty-${theme}.png` });

    await page.getByTestId('empty-example:acme-customer-service').click();
    // the first open made ACME a project already: it asks, and opens that copy
    await page.getByTestId('example-again-existing').click();
    await expect(page.getByTestId('agent-node')).toHaveCount(3);
    await expect(page.locator('[data-agent-id="triage_agent"], [data-agent-id="triage"]').getByTestId('start-badge')).toBeVisible();
    await expect(page.locator('.react-flow__edge-llm').first()).toBeVisible();
    await waitForStill(page); // the fit-view animation
    await page.screenshot({ path: `e2e/.artifacts/canvas-acme-${theme}.png` });
  });
}

test('the AG2 example shows after-work, context and function-driven routes', async ({ page }) => {
  await openFreshApp(page);
  await page.getByTestId('empty-example:ag2-planning-control').click();
  await expect(page.getByTestId('agent-node').first()).toBeVisible();
  await expect(page.locator('.react-flow__edge-afterWork').first()).toBeAttached();
  await expect(page.locator('.react-flow__edge-function').first()).toBeAttached();
  await expect(page.getByTestId('after-work-chip').first()).toBeVisible();
  await waitForStill(page);
  await page.screenshot({ path: 'e2e/.artifacts/canvas-ag2-light.png' });
});
