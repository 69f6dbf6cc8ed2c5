/**
 * Level of detail on a large canvas (issue 11): what a person sees at each zoom, and what the
 * page does not draw. 1,000 generated agents (`?bench=1000`, the canvas benchmark's graph).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const zoomOf = async (page: Page) =>
  Number((await page.locator('.react-flow__viewport').getAttribute('style'))?.match(/scale\(([\d.]+)\)/)?.[1]);

test('1,000 agents: placeholders and bare edges when far out, full agents and labels (only those on screen) when zoomed in', async ({ page }) => {
  await page.goto('/?bench=1000');
  const nodes = page.getByTestId('agent-node');
  await expect(nodes).toHaveCount(1000);
  expect(await zoomOf(page)).toBeLessThan(0.13);

  // fitted, an agent is a few pixels wide: coloured boxes, no names, no arrowheads, no hit areas, no dot grid
  await expect(page.locator('.sb-agent--placeholder')).toHaveCount(1000);
  await expect(page.locator('.sb-agent__name')).toHaveCount(0);
  await expect(nodes.first()).toHaveAttribute('aria-label', /^Agent \d+$/);
  await expect(page.locator('.react-flow__edge-interaction')).toHaveCount(0);
  await expect(page.locator('.react-flow__edge-path[marker-end]')).toHaveCount(0);
  await expect(page.locator('.react-flow__background')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/.artifacts/lod-1000-fitted.png' });

  // zoom in on the middle of the canvas with the wheel, as a person would, until labels show
  const pane = (await page.locator('.react-flow__pane').boundingBox())!;
  await page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
  for (let i = 0; i < 40 && (await zoomOf(page)) < 0.6; i++) {
    await page.mouse.wheel(0, -400);
    await page.waitForTimeout(60);
  }
  expect(await zoomOf(page)).toBeGreaterThanOrEqual(0.5);
  await expect(page.locator('.sb-agent--placeholder')).toHaveCount(0);
  await expect(page.locator('.sb-agent__model').first()).toBeVisible();
  await expect(page.getByTestId('edge-label').first()).toBeVisible();
  await expect(page.locator('.react-flow__background')).toHaveCount(1);
  // only the agents on screen are in the page
  const rendered = await nodes.count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(200);
  await page.screenshot({ path: 'e2e/.artifacts/lod-1000-near.png' });
});

test('a small graph is never virtualised: every agent stays in the page when zoomed in', async ({ page }) => {
  await page.goto('/?bench=100');
  const nodes = page.getByTestId('agent-node');
  await expect(nodes).toHaveCount(100);
  await page.getByRole('button', { name: 'Zoom In' }).click();
  await page.getByRole('button', { name: 'Zoom In' }).click();
  await page.getByRole('button', { name: 'Zoom In' }).click();
  await page.waitForTimeout(300);
  await expect(nodes).toHaveCount(100);
});
