/**
 * Fit View on a big graph after zooming in (issue 11): at 1,000 agents, zoomed in to label zoom
 * (where only the agents on screen are rendered; far out most are batched boxes React Flow does
 * not know), Fit View frames the whole graph again, exactly as the first view did, with every
 * agent inside the free part of the canvas.
 */
import type { Page } from '@playwright/test';
import { waitForCanvasStill, wheelStep } from './support/app';
import { expect, test } from './support/fixtures';
import { openExample, openPlayground } from './support/playground';

const viewport = (page: Page) => page.locator('.react-flow__viewport').evaluate((el) => (el as HTMLElement).style.transform);

/** Far out, idle agents are boxes of one batched layer (BatchedAgents.tsx); the rest are nodes. */
const agentsDrawn = (page: Page) =>
  page.evaluate(() => {
    const layer = document.querySelector('[data-testid="batched-agents"]');
    return Number(layer?.getAttribute('data-count') ?? 0) + document.querySelectorAll('[data-testid="agent-node"]').length;
  });

/** Every agent drawn (batched boxes and rendered nodes) lies in the free part of the canvas. */
async function agentsInView(page: Page) {
  const canvas = (await page.getByTestId('canvas').boundingBox())!;
  const toolbar = (await page.getByTestId('canvas-toolbar').boundingBox())!;
  const outside = async () => {
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="batched-agents"] path, [data-testid="agent-node"]')].map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    return boxes.filter((b) => b.left < canvas.x || b.right > canvas.x + canvas.width + 0.5 || b.top < toolbar.y + toolbar.height || b.bottom > canvas.y + canvas.height + 0.5);
  };
  // polled: a fit without motion jumps, and agents rendered at the old zoom leave a frame later
  await expect.poll(outside, { message: 'agents outside the free canvas' }).toEqual([]);
}

test('1,000 agents: Fit View after zooming in frames the whole graph again, by button and by key', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?bench=1000');
  await expect.poll(() => agentsDrawn(page), { timeout: 120_000 }).toBe(1000);
  // the first fit is made for the canvas beside the opening dock and made again when it closes
  await waitForCanvasStill(page);
  const first = await viewport(page);
  await agentsInView(page);
  const canvas = (await page.getByTestId('canvas').boundingBox())!;
  const fitButton = page.getByRole('button', { name: 'Fit view' }).first();

  // the wheel, off centre, to label zoom: a few dozen agents are rendered
  await page.mouse.move(canvas.x + canvas.width * 0.3, canvas.y + canvas.height * 0.6);
  for (let i = 0; i < 8; i++) await wheelStep(page, -300);
  await expect.poll(() => page.getByTestId('agent-node').count()).toBeLessThan(100);
  await fitButton.click();
  await expect.poll(() => viewport(page)).toBe(first);
  await expect.poll(() => agentsDrawn(page)).toBe(1000);
  await agentsInView(page);

  // the zoom buttons, then Fit View at once (its animation takes over the zoom's)
  const zoomIn = page.getByRole('button', { name: /zoom in/i }).first();
  for (let i = 0; i < 6; i++) await zoomIn.click();
  await fitButton.click();
  await expect.poll(() => viewport(page)).toBe(first);

  // the key (Shift+1), from label zoom
  await page.mouse.move(canvas.x + canvas.width * 0.7, canvas.y + canvas.height * 0.4);
  for (let i = 0; i < 8; i++) await wheelStep(page, -300);
  await expect.poll(() => page.getByTestId('agent-node').count()).toBeLessThan(100);
  await page.keyboard.press('Shift+1');
  await expect.poll(() => viewport(page)).toBe(first);
  await agentsInView(page);
});

test('closing the playground refits to the taller canvas, not the old one', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await openExample(page, 'acme-customer-service');
  await openPlayground(page);
  await waitForCanvasStill(page);
  const zoomOf = () => page.locator('.react-flow__viewport').evaluate((el) => Number(/scale\(([\d.]+)\)/.exec((el as HTMLElement).style.transform)?.[1] ?? 1));
  const open = await zoomOf();
  await page.getByTestId('playground-toggle').click();
  await expect(page.getByTestId('playground')).toBeHidden();
  // the refit runs as the canvas resizes: it framed React Flow's stored (old, shorter) size, 0.59 here
  await expect.poll(zoomOf).toBeGreaterThan(open);
  await waitForCanvasStill(page);
  const canvas = (await page.getByTestId('canvas').boundingBox())!;
  const agents = await page.getByTestId('agent-node').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom));
  // the graph uses the canvas' height: its lowest agent is in the lower half
  expect(Math.max(...agents)).toBeGreaterThan(canvas.y + canvas.height / 2);
});
