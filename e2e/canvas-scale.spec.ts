/**
 * Large canvases driven as a person drives them (issue 11): what the drag and edge rendering
 * changes for speed (one render per frame, only the dragged node replaced, handles without
 * transforms) must not change what a person sees or can do.
 * The graphs are the canvas benchmark's (`?bench=N`).
 */
import type { Page } from '@playwright/test';
import { centreOf, mod, mouseDrag } from './support/app';
import { expect, test } from './support/fixtures';

const transformOf = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`).evaluate((el) => (el as HTMLElement).style.transform);
/** Far out on a big graph the routes are batched paths (BatchedEdges.tsx): all of their curves. */
const batchedCurves = (page: Page) => page.locator('[data-testid="batched-edges"] path').evaluateAll((paths) => paths.map((p) => p.getAttribute('d')).join(' | '));

test('2,000 agents: dragging an agent moves it and its handoffs with it, and one undo puts it back', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/?bench=2000');
  await expect(page.getByTestId('agent-node')).toHaveCount(2000, { timeout: 120_000 });
  // fitted, 2,000 agents are placeholders and their routes are drawn batched, not as 5,900 edges
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);
  const node = page.locator('.react-flow__node[data-id="a1"]');
  const before = await transformOf(page, 'a1');
  const edgesBefore = await batchedCurves(page);
  const from = await centreOf(node);
  await mouseDrag(page, from, { x: from.x + 90, y: from.y + 140 }, 20);
  await expect.poll(() => transformOf(page, 'a1')).not.toBe(before);
  // a1's handoffs (to a2, the agent below, one more) followed it
  expect(await batchedCurves(page)).not.toBe(edgesBefore);
  // the agent is where the pointer let go of it, not where an earlier (batched) move left it:
  // the last of the 20 steps is 7 px, React Flow's drag threshold takes up to 2 px
  const after = await centreOf(node);
  expect(Math.abs(after.x - from.x - 90)).toBeLessThan(3);
  expect(Math.abs(after.y - from.y - 140)).toBeLessThan(3);
  // the whole drag is one undo step
  await page.keyboard.press(`${mod}+z`);
  await expect.poll(() => transformOf(page, 'a1')).toBe(before);
  expect(await batchedCurves(page)).toBe(edgesBefore);
});

test('a handoff curve is drawn and clicking it selects it; handles sit centred on the agent sides', async ({ page }) => {
  await page.goto('/?bench=100');
  await expect(page.getByTestId('agent-node')).toHaveCount(100);
  // h0 runs from a0 to its right neighbour a1: click the middle of its curve
  const mid = await page.locator('[data-testid="rf__edge-h0"] .react-flow__edge-path').evaluate((el) => {
    const path = el as SVGPathElement;
    const p = path.getPointAtLength(path.getTotalLength() / 2);
    const m = path.getScreenCTM()!;
    return { x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f };
  });
  // the curve is drawn: the pixels around its middle change when the edges are hidden
  const clip = { x: mid.x - 6, y: mid.y - 6, width: 12, height: 12 };
  const drawn = await page.screenshot({ clip });
  await page.addStyleTag({ content: '.react-flow__edges { visibility: hidden }' });
  const hidden = await page.screenshot({ clip });
  expect(drawn.equals(hidden), 'the edge is not painted').toBe(false);
  await page.addStyleTag({ content: '.react-flow__edges { visibility: visible }' });

  await page.mouse.click(mid.x, mid.y);
  await expect(page.locator('[data-testid="rf__edge-h0"] .react-flow__edge-path')).toHaveAttribute('data-state', 'selected');

  const node = (await page.locator('.react-flow__node[data-id="a0"] .sb-agent').boundingBox())!;
  const handleIn = (await centreOf(page.locator('.react-flow__node[data-id="a0"] .react-flow__handle-left')));
  const handleOut = (await centreOf(page.locator('.react-flow__node[data-id="a0"] .react-flow__handle-right')));
  const tolerance = 1;
  expect(Math.abs(handleIn.x - node.x)).toBeLessThan(tolerance);
  expect(Math.abs(handleOut.x - (node.x + node.width))).toBeLessThan(tolerance);
  expect(Math.abs(handleIn.y - (node.y + node.height / 2))).toBeLessThan(tolerance);
  expect(Math.abs(handleOut.y - (node.y + node.height / 2))).toBeLessThan(tolerance);
});
