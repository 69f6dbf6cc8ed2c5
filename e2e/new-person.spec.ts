/**
 * A new person's first minutes at 1280x720, light and dark: first open; a new graph with three
 * agents placed by the keyboard (each in free space); handoffs made by dropping on an agent's
 * body, from the agent inspector and by the keyboard; a run the camera follows after the person
 * had panned away; a presentation that opens at its beginning and answers Home and End. Each
 * stage leaves a screenshot in e2e/.artifacts/new-person/ to look at.
 */
import { centreOf, mouseDrag, openFirstTime, waitForCanvasStill, waitForStill } from './support/app';
import { expect, test, type Locator, type Page } from './support/fixtures';
import { openPlayground, replayNewestRecording, send } from './support/playground';

test.use({ viewport: { width: 1280, height: 720 } });

const shoot = (page: Page, theme: string, name: string) => page.screenshot({ path: `e2e/.artifacts/new-person/${theme}-${name}.png` });
const node = (page: Page, name: string) => page.locator(`[data-testid="agent-node"]:has(.sb-agent__name:text-is("${name}"))`);

type R = { x: number; y: number; width: number; height: number };
const overlap = (a: R, b: R) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Renames the agent the inspector shows. */
async function rename(page: Page, name: string) {
  const field = page.getByTestId('inspector-agent').getByLabel('Name', { exact: true });
  await field.fill(name);
  await field.press('Enter');
}

for (const theme of ['light', 'dark'] as const) {
  test(`a new person builds, connects, runs and presents (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await openFirstTime(page);
    if ((await page.locator('html').getAttribute('data-theme')) !== theme) await page.getByTestId('theme-toggle').click();
    await expect(page.getByTestId('playground')).toBeVisible();
    await shoot(page, theme, '01-first-open');

    // a new graph; three agents added from the palette with the keyboard land in free space
    await page.getByTestId('library-menu').click();
    await page.getByTestId('menu-new').click();
    await page.getByTestId('empty-state').waitFor();
    const names = ['Triage', 'Billing', 'Refunds'];
    for (const name of names) {
      await page.getByTestId('palette-agent').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('inspector-agent')).toBeVisible();
      await rename(page, name);
      await expect(node(page, name)).toBeVisible();
    }
    await page.getByTestId('canvas-toolbar').getByRole('button', { name: 'Fit view' }).click();
    await waitForCanvasStill(page);
    const boxes = await Promise.all(names.map(async (n) => (await node(page, n).boundingBox())!));
    // soft: each item is checked even when an earlier one fails (as on main before issue 25's work)
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect.soft(overlap(boxes[i], boxes[j]), `${names[i]} and ${names[j]} overlap`).toBe(false);
    await shoot(page, theme, '02-three-agents');

    const edges = page.locator('.react-flow__edge');
    // 1. dropped on the body of the target (not its handle): a handoff
    await mouseDrag(page, await centreOf(node(page, 'Triage').locator('.react-flow__handle-right')), await centreOf(node(page, 'Billing').locator('.sb-agent__body')));
    await expect.soft(edges, 'a drop on the body connects').toHaveCount(1, { timeout: 3_000 });

    // 2. from the agent inspector: "Hand off to"
    await node(page, 'Triage').click();
    const choice = page.getByTestId('add-handoff');
    await expect.soft(choice, 'the agent inspector offers "Hand off to"').toBeVisible({ timeout: 3_000 });
    if ((await choice.count()) > 0) {
      let before = await edges.count();
      await choice.selectOption({ label: 'Refunds' });
      await expect(page.getByTestId('handoff-added')).toHaveText('Handoff added: Triage → Refunds.');
      await expect(edges).toHaveCount(before + 1);

      // 3. by the keyboard: the agent selected, H, then the target chosen in the focused list
      await node(page, 'Billing').click();
      await page.keyboard.press('h');
      await expect.soft(choice, 'H puts focus on "Hand off to"').toBeFocused({ timeout: 3_000 });
      before = await edges.count();
      await choice.selectOption({ label: 'Refunds' });
      await expect(page.getByTestId('handoff-added')).toHaveText('Handoff added: Billing → Refunds.');
      await expect(edges).toHaveCount(before + 1);
    }
    await shoot(page, theme, '03-connected');

    // a run, after the person had panned the agents out of sight: the camera brings the speaker back
    await openPlayground(page);
    await page.keyboard.press('Escape');
    await page.getByTestId('canvas-toolbar').getByRole('button', { name: 'Fit view' }).click();
    await waitForCanvasStill(page);
    const pane = (await page.locator('.react-flow__pane').boundingBox())!;
    await mouseDrag(page, { x: pane.x + 12, y: pane.y + pane.height / 2 }, { x: pane.x + pane.width * 0.95, y: pane.y + pane.height / 2 }, 6);
    const canvasBox = (await page.getByTestId('canvas').boundingBox())!;
    const inCanvas = async (el: Locator) => {
      const box = (await el.boundingBox())!;
      return box.x >= canvasBox.x && box.x + box.width <= canvasBox.x + canvasBox.width && box.y >= canvasBox.y && box.y + box.height <= canvasBox.y + canvasBox.height;
    };
    expect(await inCanvas(node(page, 'Triage')), 'panned out of sight').toBe(false);
    await send(page, 'I was charged twice, please refund it');
    await expect(page.locator('[data-testid="chat-entry"][data-kind="assistant"]').first()).toBeVisible({ timeout: 20_000 });
    // the agent that spoke last is on the canvas, not under the inspector or the dock
    await expect
      .soft(async () => expect(await inCanvas(page.locator('.sb-agent[data-visited]').last())).toBe(true), 'the camera brings the run back into view')
      .toPass({ timeout: 5_000 });
    await expect(page.getByTestId('send')).toBeVisible({ timeout: 20_000 });
    await shoot(page, theme, '04-run-followed');

    // the run replayed to its end, then presented: from its beginning, Home and End, room-sized names
    await replayNewestRecording(page);
    await page.getByTestId('present').click();
    const step = page.getByTestId('present-step');
    await expect(step).toHaveText(/^Step \d+ \/ \d+$/);
    const total = Number((await step.textContent())!.split('/ ')[1]);
    await expect.soft(step, 'presentation opens at the beginning').toHaveText(`Step 0 / ${total}`, { timeout: 3_000 });
    await page.keyboard.press('End');
    await expect.soft(step, 'End goes to the last step').toHaveText(`Step ${total} / ${total}`, { timeout: 3_000 });
    await page.keyboard.press('Home');
    await expect.soft(step, 'Home goes to the beginning').toHaveText(`Step 0 / ${total}`, { timeout: 3_000 });
    await page.keyboard.press('ArrowRight');
    await expect(step).not.toHaveText(`Step 0 / ${total}`);
    await waitForStill(page); // the room refit animates before the picture
    const nameHeight = await page.locator('.sb-agent__name').first().evaluate((el) => el.getBoundingClientRect().height);
    expect.soft(nameHeight, 'an agent name is at least 18 px tall on screen').toBeGreaterThanOrEqual(18);
    await shoot(page, theme, '05-presenting');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('presentation')).toHaveCount(0);
  });
}
