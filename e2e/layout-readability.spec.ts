/**
 * Every example after Auto-layout, at 1440x900 and 1280x720, light and dark (and AG2 with the
 * playground open): every agent is inside the free part of the canvas (not under the toolbar,
 * not cut off), and no edge label lies on an agent or on another label. Zoomed out past
 * readable names, a graph with
 * groups shows its groups as blocks (the overview): then every block is in view, named in type a
 * person can read, with strokes between them that do not fade out. Screenshots in
 * e2e/.artifacts/layout-*.png (issue 11).
 */
import type { Page } from '@playwright/test';
import { EXAMPLE_CATALOG } from '../src/graph/exampleCatalog';
import { waitForCanvasStill, waitForStill } from './support/app';
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
  await waitForCanvasStill(page); // the layout and its fit animation
}

const zoomOf = (page: Page) =>
  page.locator('.react-flow__viewport').evaluate((el) => Number(/scale\(([\d.]+)\)/.exec(el.style.transform)?.[1] ?? 1));

/** What is drawn on the canvas (agents, or group blocks in the overview) lies in its free part. */
async function checkInView(page: Page, shown: Box[]) {
  const canvas = (await page.getByTestId('canvas').boundingBox())!;
  const toolbar = (await page.getByTestId('canvas-toolbar').boundingBox())!;
  const controls = (await page.locator('.sb-controls').boundingBox())!;
  expect(shown.length).toBeGreaterThan(0);
  for (const a of shown) {
    expect(a.y, 'under the toolbar').toBeGreaterThanOrEqual(toolbar.y + toolbar.height);
    expect(a.x).toBeGreaterThanOrEqual(canvas.x);
    expect(a.x + a.width).toBeLessThanOrEqual(canvas.x + canvas.width + 1);
    expect(a.y + a.height).toBeLessThanOrEqual(canvas.y + canvas.height + 1);
    expect(overlap(a, controls), 'under the zoom buttons').toBe(false);
  }
}

async function checkReadable(page: Page) {
  const agents = await boxes(page, '[data-testid="agent-node"]');
  await checkInView(page, agents);
  const labels = await boxes(page, '[data-testid="edge-label"]');
  const covered = labels.filter((l) => agents.some((a) => overlap(l, a)));
  expect(covered, 'edge labels lying on agents').toEqual([]);
  const stacked = labels.flatMap((l, i) => labels.slice(i + 1).filter((m) => overlap(l, m)));
  expect(stacked, 'edge labels lying on other labels').toEqual([]);
}

/** The group overview: blocks in view, apart, their whole names at 11 px or more, strokes of 1.5 px or more on screen. */
async function checkOverview(page: Page, groups: number) {
  await expect(page.getByTestId('canvas')).toHaveAttribute('data-overview', 'true');
  await expect(page.getByTestId('agent-node')).toHaveCount(0);
  const blocks = page.locator('[data-testid="group-node"][data-overview]');
  await expect(blocks).toHaveCount(groups);
  const shown = await boxes(page, '[data-testid="group-node"][data-overview]');
  await checkInView(page, shown);
  for (let i = 0; i < shown.length; i++) for (let j = i + 1; j < shown.length; j++) expect(overlap(shown[i], shown[j]), `blocks ${i} and ${j}`).toBe(false);
  const names = await page.getByTestId('group-overview-name').evaluateAll((els) =>
    els.map((el) => ({ text: el.textContent, px: el.getBoundingClientRect().height > 0 ? parseFloat(getComputedStyle(el).fontSize) : 0, whole: el.scrollWidth <= el.clientWidth + 1 })),
  );
  const zoom = await zoomOf(page);
  // nothing a block shows is cut off by the block's edges (a flat block puts the count beside the name)
  const cropped = await page.locator('[data-testid="group-node"][data-overview]').evaluateAll((els) =>
    els.flatMap((block) => {
      const b = block.getBoundingClientRect();
      return [...block.querySelectorAll('.sb-group__overview-name, .sb-group__overview-count')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.top < b.top || r.bottom > b.bottom + 0.5 || r.left < b.left || r.right > b.right + 0.5;
        })
        .map((el) => el.textContent);
    }),
  );
  expect(cropped, 'block text cut off').toEqual([]);
  for (const name of names) {
    expect(name.px * zoom, `${name.text}: type on screen`).toBeGreaterThanOrEqual(11);
    expect(name.whole, `${name.text}: the whole name shows`).toBe(true);
  }
  const strokes = await page.locator('.react-flow__edge-path').evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).strokeWidth)));
  expect(strokes.length).toBeGreaterThan(0);
  for (const width of strokes) expect(width * zoom, 'stroke width on screen').toBeGreaterThanOrEqual(1.5);
}

for (const theme of ['light', 'dark'] as const) {
  for (const size of [
    { width: 1440, height: 900 },
    { width: 1280, height: 720 },
  ]) {
    for (const example of EXAMPLE_CATALOG) {
      test(`${example.id} at ${size.width}x${size.height}, ${theme}: after Auto-layout every agent is in view and no label lies on an agent or a label`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.emulateMedia({ colorScheme: theme });
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await openExample(page, example.id);
        await layOut(page);
        await page.screenshot({ path: `e2e/.artifacts/layout-${example.id}-${size.width}-${theme}.png` });
        if (example.id === 'ag2-research-organisation' && (await page.getByTestId('canvas').getAttribute('data-overview'))) await checkOverview(page, 6);
        else await checkReadable(page);
        // labels show from 50% zoom; the small ACME routine fits at full size, so the check above is not empty there
        if (example.id === 'acme-customer-service') await expect(page.getByTestId('edge-label')).toHaveCount(4);
      });
    }
  }
}

/** Each edge label's type size on screen (px): its font size times the zoom and its own scale. */
const labelTypes = (page: Page) =>
  page.getByTestId('edge-label').evaluateAll((els) =>
    Object.fromEntries(
      els.map((el) => {
        const label = el as HTMLElement;
        const px = (parseFloat(getComputedStyle(label).fontSize) * label.getBoundingClientRect().width) / label.offsetWidth;
        return [label.dataset.edgeId!, Math.round(px * 10) / 10];
      }),
    ),
  );


/**
 * Labels drawn smaller than READABLE_LABEL_PX (at the halfway scale), per view, and why: a label
 * is enlarged only where the bigger box stays clear of agents, of other labels and inside what
 * Fit View frames (above the top row it would lie under the canvas toolbar).
 */
const DRAWN_SMALLER: Record<string, string[]> = {
  // as shipped, Billing and Refunds stand 40 px apart in the top row: the label goes below them
  'billing-support-sdk 1280 playground open': ['billing-to-refunds'],
  // laid out: Support in the top row (at 1280x720 with the dock open the canvas, with the whole
  // width since the inspector became an overlay there, frames it at a zoom where it reads)
  'billing-support-sdk 1440 playground open, laid out': ['triage-to-support'],
  'billing-support-sdk 1440 playground closed, laid out': ['triage-to-support'],
  'billing-support-sdk 1280 playground closed, laid out': ['triage-to-support'],
};

for (const size of [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
]) {
  for (const playground of [true, false]) {
    test(`edge labels are readable at the zoom the examples open at, ${size.width}x${size.height}, playground ${playground ? 'open' : 'closed'}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      const drawnSmaller: Record<string, string[]> = {};
      for (const id of ['acme-customer-service', 'billing-support-sdk']) {
        await openExample(page, id);
        const toggle = page.getByTestId('playground-toggle');
        if (((await toggle.getAttribute('aria-pressed')) === 'true') !== playground) await toggle.click();
        await waitForStill(page); // the dock's move and the refit after the canvas resized
        for (const laidOut of [false, true]) {
          if (laidOut) await layOut(page);
          const view = `${id} ${size.width} playground ${playground ? 'open' : 'closed'}${laidOut ? ', laid out' : ''}`;
          const types = await labelTypes(page);
          expect(Object.keys(types).length, view).toBe(4);
          // READABLE_LABEL_PX (labelPlacement.ts); a label with no free spot at that size is drawn smaller
          const smaller = Object.keys(types).filter((edge) => types[edge] < 9 - 0.05);
          if (smaller.length) drawnSmaller[view] = smaller;
          for (const edge of smaller) expect(types[edge], `${view}: ${edge}`).toBeGreaterThan(7.5);
          await checkReadable(page);
          if (size.width === 1280 && playground) await page.screenshot({ path: `e2e/.artifacts/labels-${id}-1280-playground${laidOut ? '-laid-out' : ''}.png` });
        }
      }
      const expected = Object.fromEntries(Object.entries(DRAWN_SMALLER).filter(([view]) => view.includes(` ${size.width} playground ${playground ? 'open' : 'closed'}`)));
      expect(drawnSmaller, 'labels under 9 px on screen').toEqual(expected);
    });
  }
}

test('dragging an agent among the routes re-places the labels: none on an agent or a label, during the drag and after the drop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await openExample(page, 'billing-support-sdk');
  await layOut(page);
  await expect(page.getByTestId('edge-label')).toHaveCount(4);
  // Refunds goes to where the Triage routes fan out, under the Triage-to-Billing curve
  const refunds = page.locator('[data-testid="agent-node"][data-agent-id="refunds"]');
  const triage = (await page.locator('[data-testid="agent-node"][data-agent-id="triage"]').boundingBox())!;
  // by its name row (the tool chips below it are buttons)
  const box = (await refunds.boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + 14 };
  const to = { x: triage.x + triage.width + 60, y: triage.y + triage.height + 70 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 14 });
  await waitForCanvasStill(page); // the labels re-placed around the dragged agent
  const during = await boxes(page, '[data-testid="edge-label"]');
  expect(during.flatMap((l, i) => during.slice(i + 1).filter((m) => overlap(l, m))), 'labels on labels during the drag').toEqual([]);
  await page.mouse.up();
  await waitForCanvasStill(page);
  // it moved
  expect(Math.abs((await refunds.boundingBox())!.x - box.x)).toBeGreaterThan(200);
  await page.screenshot({ path: 'e2e/.artifacts/labels-after-drag-1440.png' });
  await checkReadable(page);
});

test('AG2 research organisation at 1280x720 with the playground open: an overview of its groups, and a group opens on a click', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await openExample(page, 'ag2-research-organisation');
  await openPlayground(page);
  await layOut(page);
  // the dock leaves the canvas more than 40% of the window's height
  expect((await page.getByTestId('canvas').boundingBox())!.height).toBeGreaterThan(0.5 * 720);
  await page.screenshot({ path: 'e2e/.artifacts/layout-ag2-organisation-playground-1280.png' });
  await checkOverview(page, 6);
  await expect(page.getByTestId('group-overview-name')).toHaveText(['Planning', 'Control', 'Execution', 'Research', 'RAG', 'Plot review']);
  // a click on a block frames that whole group: every one of its agents in the free part of the
  // canvas, names readable (a 7-agent group fits at zoom ~0.6 there: the names grow to ~10 px on
  // screen, levelOfDetail.ts nameScaleAtZoom; 13 px names would be about 7.5 px)
  await page.locator('[data-testid="group-node"][data-group-id="execution"]').click();
  await expect(page.getByTestId('canvas')).not.toHaveAttribute('data-overview', 'true');
  await waitForCanvasStill(page);
  const execution = await page.locator('[data-testid="group-node"][data-group-id="execution"]').getAttribute('aria-label');
  expect(execution).toContain('7 agents');
  const group = page.locator('[data-testid="group-node"][data-group-id="execution"]');
  const engineer = page.locator('[data-testid="agent-node"][data-agent-id="engineer"]');
  await checkInView(page, [(await group.boundingBox())!, (await engineer.boundingBox())!]);
  const nameSize = await engineer.locator('.sb-agent__name').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(nameSize * (await zoomOf(page)), 'a framed group\'s agent names on screen (px)').toBeGreaterThanOrEqual(9.5);
  await page.screenshot({ path: 'e2e/.artifacts/layout-ag2-organisation-playground-group-1280.png' });
  // the fit view comes back to the overview
  await page.keyboard.press('Shift+1');
  await expect(page.getByTestId('canvas')).toHaveAttribute('data-overview', 'true');
});

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
  await waitForStill(page); // the columns close and the canvas refits
  const after = (await page.getByTestId('canvas').boundingBox())!;
  // up to 1366 px the inspector is an overlay (no column to give back): the canvas takes the whole width
  expect(after.width).toBeGreaterThan(before.width + 160);
  expect(after.width).toBeGreaterThanOrEqual(1270);
  // the canvas refitted to its new size
  await checkReadable(page);
  await page.screenshot({ path: 'e2e/.artifacts/layout-ag2-playground-focus-1280.png' });
  await page.keyboard.press('Shift+F');
  await expect(page.getByRole('complementary', { name: 'Palette' })).toBeVisible();
});
