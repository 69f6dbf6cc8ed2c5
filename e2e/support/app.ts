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

/**
 * Waits for an auto-layout to finish and for the view to stop moving (layout, fit and zoom
 * animations): the viewport, every agent and every route label stand still for STILL_FRAMES painted
 * frames in a row. Counted in frames, not milliseconds, so a loaded machine only makes it slower.
 */
export async function waitForCanvasStill(page: Page) {
  await page.locator('[data-testid="canvas"]:not([data-layout-busy])').waitFor();
  await page.waitForFunction(stillFor, { frames: STILL_FRAMES, token: Math.random(), animations: false }, { polling: 'raf' });
}

/**
 * Waits until nothing on the page moves: the canvas as in waitForCanvasStill, and no finite CSS
 * animation or transition running (a dock opening, a fade, a card sliding in). Looping animations
 * (a running agent's glow, a spinner) do not count. For screenshots and measurements.
 */
export async function waitForStill(page: Page) {
  await page.locator('[data-testid="canvas"]:not([data-layout-busy])').waitFor();
  await page.waitForFunction(stillFor, { frames: STILL_FRAMES, token: Math.random(), animations: true }, { polling: 'raf' });
}

const STILL_FRAMES = 6;

/** Runs in the page once per frame: true once the picture sampled here has not changed for `frames` frames. */
function stillFor({ frames, token, animations }: { frames: number; token: number; animations: boolean }): boolean {
  const bag = window as unknown as { __sbStill?: { token: number; sample: string; frames: number } };
  const transforms = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].map((el) => el.style.transform).join('|');
  const sample =
    transforms('.react-flow__viewport') + '#' + transforms('.react-flow__node') + '#' + transforms('.react-flow__edgelabel-renderer > *');
  const moving = animations && document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
  const last = bag.__sbStill;
  if (moving || !last || last.token !== token || last.sample !== sample) {
    bag.__sbStill = { token, sample, frames: 0 };
    return false;
  }
  return ++last.frames >= frames;
}

/** One wheel step at the mouse, as a person turns the wheel: waits until the view has taken it. */
export async function wheelStep(page: Page, deltaY: number) {
  const view = page.locator('.react-flow__viewport');
  const before = await view.evaluate((el) => (el as HTMLElement).style.transform);
  await page.mouse.wheel(0, deltaY);
  await expect.poll(() => view.evaluate((el) => (el as HTMLElement).style.transform)).not.toBe(before);
}
