/** Helpers that drive the app the way a person does (real mouse, real keyboard). */
import { expect, type Locator, type Page } from '@playwright/test';

export const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

/**
 * Opens the app on a fresh, empty document (storage cleared before the app's scripts run). A
 * first open shows the ACME example with the playground; this starts a new graph from the
 * library menu and closes the playground, as a person who wants a blank canvas would.
 */
export async function openFreshApp(page: Page, query = '') {
  await openFirstTime(page, query);
  await page.getByTestId('library-menu').click();
  await page.getByTestId('menu-new').click();
  await page.getByTestId('empty-state').waitFor();
  // judged by the toggle, not the dock: the dock is its own chunk and can still be loading here
  const toggle = page.getByTestId('playground-toggle');
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('playground').waitFor({ state: 'detached' });
  // An empty canvas has nothing to refit when the dock closes (Canvas refits only with agents):
  // waiting for the view to stand still is enough, no fixed pause.
  await waitForCanvasStill(page);
}

/** Opens the app as on the very first visit: no saved project, no settings. */
export async function openFirstTime(page: Page, query = '') {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('sb-e2e-cleared')) {
      localStorage.clear();
      indexedDB.databases?.().then((dbs) => dbs.forEach((db) => db.name && indexedDB.deleteDatabase(db.name)));
      sessionStorage.setItem('sb-e2e-cleared', '1');
    }
  });
  await page.goto(`/${query}`);
  await waitForDocument(page);
}

/** Waits until the app has put its first document on the canvas (restored or new project). */
export async function waitForDocument(page: Page) {
  await page.locator('[data-testid="canvas"]:not([data-load-id="0"])').waitFor();
}

export const agentNodes = (page: Page) => page.getByTestId('agent-node');
export const agentNode = (page: Page, name: string) => page.getByTestId('agent-node').filter({ hasText: name });

/**
 * Drags a palette item onto the canvas with real HTML5 drag-and-drop events, as a browser
 * produces them for a person's drag: dragstart on the item, dragenter/dragover on the target
 * under the pointer, drop there, dragend on the item, sharing one DataTransfer.
 */
export async function dragFromPalette(page: Page, paletteTestId: string, to: { x: number; y: number } | Locator) {
  const point = 'x' in to ? to : await centreOf(to);
  const source = page.getByTestId(paletteTestId);
  const from = await centreOf(source);
  await page.mouse.move(from.x, from.y);
  await source.evaluate(
    (el, { from, point }) => {
      const dt = new DataTransfer();
      const fire = (target: Element, type: string, x: number, y: number) =>
        target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: dt, clientX: x, clientY: y }));
      fire(el, 'dragstart', from.x, from.y);
      const target = document.elementFromPoint(point.x, point.y)!;
      fire(target, 'dragenter', point.x, point.y);
      fire(target, 'dragover', point.x, point.y);
      fire(target, 'drop', point.x, point.y);
      fire(el, 'dragend', point.x, point.y);
    },
    { from, point },
  );
}

export async function centreOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A point on the empty canvas, relative to the canvas' top-left corner. */
export async function canvasPoint(page: Page, dx: number, dy: number) {
  const box = (await page.locator('.react-flow__pane').boundingBox())!;
  return { x: box.x + dx, y: box.y + dy };
}

/** Drags with the real mouse in small steps (React Flow needs intermediate moves). */
export async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 12) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

/** Agent positions as React Flow renders them (transform of each node). */
export async function nodePositions(page: Page): Promise<Record<string, string>> {
  return page.locator('.react-flow__node').evaluateAll((els) =>
    Object.fromEntries(els.map((el) => [el.getAttribute('data-id') ?? '', (el as HTMLElement).style.transform])),
  );
}

/** Waits for an auto-layout to finish and for the view to stop moving (layout + fit animations). */
export async function waitForCanvasStill(page: Page) {
  await page.locator('[data-testid="canvas"]:not([data-layout-busy])').waitFor();
  const sample = () =>
    page.locator('.react-flow__viewport').evaluate((el) => (el as HTMLElement).style.transform + JSON.stringify(
      [...document.querySelectorAll('.react-flow__node')].map((n) => (n as HTMLElement).style.transform)));
  let last = await sample();
  for (;;) {
    await page.waitForTimeout(120);
    const next = await sample();
    if (next === last) return;
    last = next;
  }
}
