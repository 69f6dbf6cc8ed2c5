/**
 * Large canvases driven as a person drives them (issue 11): what the drag and edge rendering
 * changes for speed (one render per frame, only the dragged node replaced, handles without
 * transforms) must not change what a person sees or can do.
 * The graphs are the canvas benchmark's (`?bench=N`).
 */
import type { Page } from '@playwright/test';
import { centreOf, dragFromPalette, mod, mouseDrag, waitForCanvasStill, wheelStep } from './support/app';
import { expect, test } from './support/fixtures';

const transformOf = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`).evaluate((el) => (el as HTMLElement).style.transform);
/** Far out on a big graph the routes are batched paths (BatchedEdges.tsx): all of their curves. */
const batchedCurves = (page: Page) => page.locator('[data-testid="batched-edges"] path').evaluateAll((paths) => paths.map((p) => p.getAttribute('d')).join(' | '));

/** Far out on a big graph idle agents are boxes of one batched layer (BatchedAgents.tsx): how many. */
const batchedAgents = (page: Page) => page.getByTestId('batched-agents').evaluate((svg) => Number(svg.getAttribute('data-count')));

/** The screen box around the batched agents' boxes (the layer's SVG is a 1 px anchor that draws outside itself). */
const batchedExtent = (page: Page) =>
  page.getByTestId('batched-agents').evaluate((svg) => {
    const boxes = [...svg.querySelectorAll('path')].map((p) => p.getBoundingClientRect());
    const left = Math.min(...boxes.map((b) => b.left));
    const top = Math.min(...boxes.map((b) => b.top));
    return { x: left, y: top, width: Math.max(...boxes.map((b) => b.right)) - left, height: Math.max(...boxes.map((b) => b.bottom)) - top };
  });

/**
 * The middle of a batched agent's box near the middle of the canvas, found as a person would by
 * looking (far out a box is a few pixels tall: its edge is not a point a person aims at).
 */
async function pointOnBatchedAgent(page: Page): Promise<{ x: number; y: number }> {
  const pane = (await page.locator('.react-flow__pane').boundingBox())!;
  const point = await page.evaluate(({ cx, cy }) => {
    const layer = document.querySelector('[data-testid="batched-agents"]');
    const onBox = (x: number, y: number) => {
      const el = document.elementFromPoint(x, y);
      return !!el && !!layer?.contains(el);
    };
    /** How far the box reaches from (x, y) along (dx, dy), in quarter pixels. */
    const reach = (x: number, y: number, dx: number, dy: number) => {
      let d = 0;
      while (d < 400 && onBox(x + (d + 0.25) * dx, y + (d + 0.25) * dy)) d += 0.25;
      return d;
    };
    for (let r = 0; r < 300; r += 2) {
      for (let a = 0; a < 360; a += 10) {
        const x = cx + r * Math.cos((a * Math.PI) / 180);
        const y = cy + r * Math.sin((a * Math.PI) / 180);
        if (!onBox(x, y)) continue;
        const midY = y + (reach(x, y, 0, 1) - reach(x, y, 0, -1)) / 2;
        return { x: x + (reach(x, midY, 1, 0) - reach(x, midY, -1, 0)) / 2, y: midY };
      }
    }
    return null;
  }, { cx: pane.x + pane.width / 2, cy: pane.y + pane.height / 2 });
  expect(point, 'an agent box near the middle').not.toBeNull();
  return point!;
}

/** Pixels (of the same-size PNGs a and b) whose colour differs by more than 48/255 in a channel, as a share of all (antialiasing
 * of lines and text moves by a level or two between a layer and the page; a moved picture differs by far more). */
async function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(async ([a64, b64]) => {
    const pixels = async (b64: string) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const g = canvas.getContext('2d')!;
      g.drawImage(bitmap, 0, 0);
      return g.getImageData(0, 0, bitmap.width, bitmap.height).data;
    };
    const [pa, pb] = [await pixels(a64), await pixels(b64)];
    let differ = 0;
    for (let i = 0; i < pa.length; i += 4) {
      if (Math.abs(pa[i] - pb[i]) > 48 || Math.abs(pa[i + 1] - pb[i + 1]) > 48 || Math.abs(pa[i + 2] - pb[i + 2]) > 48) differ++;
    }
    return differ / (pa.length / 4);
  }, [a.toString('base64'), b.toString('base64')]);
}

test('500 agents zoomed in: mid-pan the screen shows the view where the pointer has taken it, the same picture as after letting go', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/?bench=500');
  await expect(page.getByTestId('batched-agents')).toHaveAttribute('data-count', '500', { timeout: 120_000 });
  const pane = (await page.locator('.react-flow__pane').boundingBox())!;
  await page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
  const zoomOf = async () => Number((await page.locator('.react-flow__viewport').getAttribute('style'))?.match(/scale\(([\d.]+)\)/)?.[1]);
  for (let i = 0; i < 40 && (await zoomOf()) < 0.9; i++) await wheelStep(page, -400);
  await expect(page.getByTestId('agent-node').first()).toBeVisible();
  await waitForCanvasStill(page);
  // a point of bare canvas near the middle (a press there pans)
  const from = await page.evaluate(({ x, y, width, height }) => {
    for (let r = 0; r < 300; r += 6) for (let a = 0; a < 360; a += 15) {
      const p = { x: x + width / 2 + r * Math.cos((a * Math.PI) / 180), y: y + height / 2 + r * Math.sin((a * Math.PI) / 180) };
      if (document.elementFromPoint(p.x, p.y)?.classList.contains('react-flow__pane')) return p;
    }
    return null;
  }, pane);
  expect(from, 'bare canvas near the middle').not.toBeNull();
  const clip = { x: pane.x, y: pane.y, width: Math.min(pane.width, 700), height: Math.min(pane.height, 600) };
  const before = await page.screenshot({ clip });
  const viewBefore = await page.locator('.react-flow__viewport').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform));

  await page.mouse.move(from!.x, from!.y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(from!.x - 10 * i, from!.y - 7 * i);
  // the view followed the pointer (120, 84 px) ...
  const viewMid = await page.locator('.react-flow__viewport').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform));
  expect(viewMid.e - viewBefore.e).toBeCloseTo(-120, 0);
  expect(viewMid.f - viewBefore.f).toBeCloseTo(-84, 0);
  // ... while the viewport is moved on the compositor (DirectPan.tsx: a paused identity animation, no layer rebuild per frame) ...
  expect(await page.locator('.react-flow__viewport').evaluate((el) => el.getAnimations().map((a) => a.playState))).toEqual(['paused']);
  // ... and the screen shows it there: mid-pan the picture is the one after letting go, not the one before
  const midPan = await page.screenshot({ clip, path: 'e2e/.artifacts/pan-500-mid.png' });
  await page.mouse.up();
  await waitForCanvasStill(page);
  const after = await page.screenshot({ clip, path: 'e2e/.artifacts/pan-500-after.png' });
  expect(await page.locator('.react-flow__viewport').evaluate((el) => el.getAnimations().length)).toBe(0);
  expect(await differingShare(page, before, after)).toBeGreaterThan(0.05);
  expect(await differingShare(page, midPan, after)).toBeLessThan(0.002);
});

test('2,000 agents: far out an agent is a box that can be pressed and dragged, its handoffs follow, one undo puts it back', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/?bench=2000');
  // fitted, 2,000 agents are boxes of one batched layer and their routes batched paths: no React Flow node or edge each
  await expect.poll(() => batchedAgents(page).catch(() => 0), { timeout: 120_000 }).toBe(2000);
  await expect(page.locator('.react-flow__node')).toHaveCount(0);
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);
  const edgesBefore = await batchedCurves(page);
  // (a box found while the first fit still animates has moved by the time it is pressed)
  await waitForCanvasStill(page);
  const from = await pointOnBatchedAgent(page);

  // pressed, the agent is selected and drawn as an agent again, with its handoffs as edges
  await mouseDrag(page, from, { x: from.x + 90, y: from.y + 140 }, 20);
  const node = page.locator('.react-flow__node.selected');
  await expect(node).toHaveCount(1);
  const id = (await node.getAttribute('data-id'))!;
  // (the agents at the other ends of those edges are nodes too: React Flow draws an edge only between nodes it renders)
  await expect.poll(() => page.locator('.react-flow__edge').count()).toBeGreaterThan(0);
  await expect.poll(async () => (await batchedAgents(page)) + (await page.locator('.react-flow__node').count())).toBe(2000);
  // the agent is where the pointer let go of it: the pressed point moved by the pointer's travel
  // (under load the drop's render can come a few hundred ms after the counts above, showing the
  // drag's previous frame until then)
  await expect(async () => {
    const box = (await node.boundingBox())!;
    expect(from.x + 90).toBeGreaterThanOrEqual(box.x - 3);
    expect(from.x + 90).toBeLessThanOrEqual(box.x + box.width + 3);
    expect(from.y + 140).toBeGreaterThanOrEqual(box.y - 3);
    expect(from.y + 140).toBeLessThanOrEqual(box.y + box.height + 3);
  }).toPass({ timeout: 10_000 });
  const moved = await transformOf(page, id);

  // the whole drag is one undo step; deselected, the agent and its routes go back into the batch exactly as before
  await page.keyboard.press(`${mod}+z`);
  await expect.poll(() => transformOf(page, id)).not.toBe(moved);
  // a click on the empty canvas clears the selection
  const pane = (await page.locator('.react-flow__pane').boundingBox())!;
  await page.mouse.click(pane.x + 12, pane.y + 120);
  await expect(page.locator('.react-flow__node')).toHaveCount(0);
  await expect.poll(() => batchedAgents(page)).toBe(2000);
  await expect.poll(() => batchedCurves(page)).toBe(edgesBefore);

  // a tool dropped from the palette onto a box goes to that agent
  await dragFromPalette(page, 'palette-fn', from);
  await expect(page.getByText(/^Tool added to Agent \d+$/)).toBeVisible();
  await expect(page.locator('.react-flow__node.selected')).toHaveCount(1);
});

test('2,000 agents far out: Shift-drag selects the boxes inside, the mini map draws every agent, fit view frames them all', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/?bench=2000');
  await expect.poll(() => batchedAgents(page).catch(() => 0), { timeout: 120_000 }).toBe(2000);
  // the mini map draws all 2,000 (React Flow's own would draw only the nodes it renders)
  const mapped = await page.locator('.sb-minimap .react-flow__minimap-node').evaluateAll((paths) => paths.reduce((n, p) => n + Number(p.getAttribute('data-count')), 0));
  expect(mapped).toBe(2000);
  // and pans the canvas when dragged, as React Flow's does
  const viewport = () => page.locator('.react-flow__viewport').evaluate((el) => (el as HTMLElement).style.transform);
  const before = await viewport();
  const map = await centreOf(page.locator('.sb-minimap svg'));
  await mouseDrag(page, map, { x: map.x + 20, y: map.y + 10 }, 5);
  await expect.poll(viewport).not.toBe(before);
  await page.locator('.react-flow__controls-fitview').click();
  await expect.poll(viewport).toBe(before);

  // a selection box over the middle of the graph takes the boxes inside it
  const graph = await batchedExtent(page);
  const cx = graph.x + graph.width / 2;
  const cy = graph.y + graph.height / 2;
  await page.keyboard.down('Shift');
  await mouseDrag(page, { x: cx - 60, y: cy - 30 }, { x: cx + 60, y: cy + 30 }, 10);
  await page.keyboard.up('Shift');
  await expect.poll(() => page.locator('.react-flow__node.selected').count()).toBeGreaterThan(3);
  await expect.poll(async () => (await batchedAgents(page)) + (await page.locator('.react-flow__node').count())).toBe(2000);

  // zoom in, then fit view: the whole graph is framed again (all 2,000, not the selected few)
  await page.mouse.move(cx, cy);
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, -300);
  await page.locator('.react-flow__controls-fitview').click();
  await expect.poll(async () => (await batchedExtent(page)).width, { timeout: 10_000 }).toBeLessThan(graph.width * 1.05);
  const fitted = await batchedExtent(page);
  expect(Math.abs(fitted.width - graph.width)).toBeLessThan(graph.width * 0.05);
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
  // (hidden first, then shown: polled, as the routes are drawn a frame or more after the agents)
  const hide = await page.addStyleTag({ content: '.react-flow__edges { visibility: hidden }' });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('.react-flow__edges')!).visibility)).toBe('hidden');
  const hidden = await page.screenshot({ clip });
  await hide.evaluate((el) => (el as HTMLElement).remove());
  await expect.poll(async () => (await page.screenshot({ clip })).equals(hidden), { message: 'the edge is painted' }).toBe(false);
  // shown again before the click: the edge is what the pointer lands on (not the pane below it)
  await expect
    .poll(() => page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid]')?.getAttribute('data-testid'), mid))
    .toBe('rf__edge-h0');

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
