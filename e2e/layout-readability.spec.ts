/**
 * Every example after Auto-layout, at 1440x900 and 1280x720 (and AG2 with the playground open):
 * every agent is inside the free part of the canvas (not under the toolbar, not cut off), and no
 * edge label lies on an agent. Screenshots in e2e/.artifacts/layout-*.png (issue 11).
 */
import type { Page } from '@playwright/test';
import { EXAMPLE_CATALOG } from '../src/graph/exampleCatalog';
import { expect, test } from './support/fixtures';
import { openExample, openPlayground } from './support/playground';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
}

async function layOut(page: Page) {
  await page.getByTestId('auto-layout').click();
  await expect(page.getByTestId('canvas')).not.toHaveAttribute('data-layout-busy', 'true');
  await page.waitForTimeout(700); // the fit animation (250 ms) and a frame
}

async function checkReadable(page: Page) {
  const canvas = (await page.getByTestId('canvas').boundingBox())!;
  const toolbar = (await page.getByTestId('canvas-toolbar').boundingBox())!;
  const agents = await boxes(page, '[data-testid="agent-node"]');
  expect(agents.length).toBeGreaterThan(0);
  for (const a of agents) {
    expect(a.y, 'agent under the toolbar').toBeGreaterThanOrEqual(toolbar.y + toolbar.height);
    expect(a.x).toBeGreaterThanOrEqual(canvas.x);
    expect(a.x + a.width).toBeLessThanOrEqual(canvas.x + canvas.width + 1);
    expect(a.y + a.height).toBeLessThanOrEqual(canvas.y + canvas.height + 1);
  }
  const labels = await boxes(page, '[data-testid="edge-label"]');
  const covered = labels.filter((l) => agents.some((a) => overlap(l, a)));
  expect(covered, 'edge labels lying on agents').toEqual([]);
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
]) {
  for (const example of EXAMPLE_CATALOG) {
    test(`${example.id} at ${size.width}x${size.height}: after Auto-layout every agent is in view and no label lies on an agent`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      await openExample(page, example.id);
      await layOut(page);
      await page.screenshot({ path: `e2e/.artifacts/layout-${example.id}-${size.width}.png` });
      await checkReadable(page);
      // labels show from 50% zoom; the small ACME routine fits at full size, so the check above is not empty there
      if (example.id === 'acme-customer-service') await expect(page.getByTestId('edge-label')).toHaveCount(4);
    });
  }
}

test('AG2 at 1280x720 with the playground open, and in focus mode', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await openExample(page, 'ag2-planning-control');
  await openPlayground(page);
  await layOut(page);
  await page.screenshot({ path: 'e2e/.artifacts/layout-ag2-playground-1280.png' });
  const before = (await page.getByTestId('canvas').boundingBox())!;
  await page.getByTestId('toggle-focus').click();
  await expect(page.getByRole('complementary', { name: 'Palette' })).toBeHidden();
  await expect(page.locator('[data-slot="inspector"]')).toBeHidden();
  await page.waitForTimeout(400);
  const after = (await page.getByTestId('canvas').boundingBox())!;
  expect(after.width).toBeGreaterThan(before.width + 400);
  // the canvas refitted to its new size
  await checkReadable(page);
  await page.screenshot({ path: 'e2e/.artifacts/layout-ag2-playground-focus-1280.png' });
  await page.keyboard.press('Shift+F');
  await expect(page.getByRole('complementary', { name: 'Palette' })).toBeVisible();
});
