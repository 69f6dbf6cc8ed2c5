/**
 * Level of detail on a large canvas (issue 11): what a person sees at each zoom, and what the
 * page does not draw. 1,000 generated agents (`?bench=1000`, the canvas benchmark's graph).
 */
import type { Page } from '@playwright/test';
import { wheelStep } from './support/app';
import { expect, test } from './support/fixtures';

const zoomOf = async (page: Page) =>
  Number((await page.locator('.react-flow__viewport').getAttribute('style'))?.match(/scale\(([\d.]+)\)/)?.[1]);

test('1,000 agents: placeholders and bare edges when far out, full agents and labels (only those on screen) when zoomed in', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/?bench=1000');
  const nodes = page.getByTestId('agent-node');
  const layer = page.getByTestId('batched-agents');
  await expect(layer).toHaveAttribute('data-count', '1000');
  expect(await zoomOf(page)).toBeLessThan(0.13);

  // fitted, an agent is a few pixels wide: coloured boxes of one batched layer (no React Flow node
  // each), no names, no arrowheads, no hit areas, no dot grid
  await expect(nodes).toHaveCount(0);
  await expect(page.locator('.sb-agent__name')).toHaveCount(0);
  await expect(layer).toHaveAttribute('aria-label', /^1,000 agents drawn as boxes/);
  const boxes = await layer.locator('path').evaluateAll((paths) => paths.map((p) => Number(p.getAttribute('data-count'))));
  expect(boxes.length).toBeLessThan(400);
  expect(boxes.reduce((a, b) => a + b, 0)).toBe(1000);
  await expect(page.locator('.react-flow__edge-interaction')).toHaveCount(0);
  await expect(page.locator('.react-flow__edge-path[marker-end]')).toHaveCount(0);
  await expect(page.getByTestId('edge-arrow')).toHaveCount(0);
  await expect(page.locator('.react-flow__background')).toHaveCount(0);
  // the routes are a few batched paths that together draw every one of them (2,932 in this graph)
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);
  const drawn = await page.locator('[data-testid="batched-edges"] path').evaluateAll((paths) => paths.map((p) => Number(p.getAttribute('data-count'))));
  expect(drawn.length).toBeLessThan(30);
  expect(drawn.reduce((a, b) => a + b, 0)).toBe(2932);
  await page.screenshot({ path: 'e2e/.artifacts/lod-1000-fitted.png' });

  // zoom in on the middle of the canvas with the wheel, as a person would, until labels show
  const pane = (await page.locator('.react-flow__pane').boundingBox())!;
  await page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
  for (let i = 0; i < 40 && (await zoomOf(page)) < 0.6; i++) await wheelStep(page, -400);
  expect(await zoomOf(page)).toBeGreaterThanOrEqual(0.5);
  await expect(layer).toHaveCount(0);
  await expect(page.locator('.sb-agent__model').first()).toBeVisible();
  await expect(page.getByTestId('edge-label').first()).toBeVisible();
  // and arrowheads: an idle route's is a plain path (edgeArrow.ts), no marker
  expect(await page.getByTestId('edge-arrow').count()).toBeGreaterThan(0);
  await expect(page.locator('.react-flow__edge-path[data-head][marker-end]')).toHaveCount(0);
  await expect(page.locator('.react-flow__background')).toHaveCount(1);
  // zoomed in, routes are React Flow edges again (clickable, labelled)
  await expect(page.getByTestId('batched-edges')).toHaveCount(0);
  expect(await page.locator('.react-flow__edge').count()).toBeGreaterThan(0);
  // only the agents on screen are in the page
  const rendered = await nodes.count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(200);
  await page.screenshot({ path: 'e2e/.artifacts/lod-1000-near.png' });

  // a route selected up close stays a single, accented edge when zoomed back out; the rest are batched
  const edgeId = await page.getByTestId('edge-label').evaluateAll((labels, box) => {
    const inside = labels.find((l) => {
      const r = l.getBoundingClientRect();
      return r.left > box.x + 40 && r.right < box.x + box.width - 40 && r.top > box.y + 80 && r.bottom < box.y + box.height - 160;
    });
    return inside?.getAttribute('data-edge-id') ?? null;
  }, pane);
  expect(edgeId, 'a route label on screen').not.toBeNull();
  await page.locator(`[data-testid="edge-label"][data-edge-id="${edgeId}"]`).click();
  await expect(page.locator(`[data-testid="rf__edge-${edgeId}"] .react-flow__edge-path`)).toHaveAttribute('data-state', 'selected');
  await page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
  for (let i = 0; i < 40 && (await zoomOf(page)) >= 0.13; i++) await wheelStep(page, 400);
  expect(await zoomOf(page)).toBeLessThan(0.13);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await expect(page.locator(`[data-testid="rf__edge-${edgeId}"] .react-flow__edge-path`)).toHaveAttribute('data-state', 'selected');
  // its two agents stay nodes (React Flow draws a route only between nodes it renders); the rest are boxes
  await expect(nodes).toHaveCount(2);
  await expect(layer).toHaveAttribute('data-count', '998');
  const batched = await page.locator('[data-testid="batched-edges"] path').evaluateAll((paths) => paths.map((p) => Number(p.getAttribute('data-count'))));
  expect(batched.reduce((a, b) => a + b, 0)).toBe(2931);
});

test('zoomed in on 100 agents only the agents on screen are in the page; at the first fit all are', async ({ page }) => {
  await page.goto('/?bench=100');
  const nodes = page.getByTestId('agent-node');
  await expect(nodes).toHaveCount(100);
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Zoom In' }).click();
  await expect.poll(() => nodes.count()).toBeLessThan(100);
  // what is left is what a person sees: every agent in the page is (at least partly) on the canvas
  const canvas = (await page.locator('.react-flow').boundingBox())!;
  const boxes = await nodes.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(0);
  for (const b of boxes) {
    expect(b.right).toBeGreaterThan(canvas.x);
    expect(b.left).toBeLessThan(canvas.x + canvas.width);
    expect(b.bottom).toBeGreaterThan(canvas.y);
    expect(b.top).toBeLessThan(canvas.y + canvas.height);
  }
});
