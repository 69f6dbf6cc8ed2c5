/**
 * The span timeline as a person watches it: during a run (held part-way in step mode) the bars
 * stay inside the view on a scale pinned in steps, the running span is marked, and the newest
 * span is in view; once the run is over the trace fills the width. A narrow timeline keeps its
 * numbers and buttons and drops its title (520 px or less; measured by a ResizeObserver, not a
 * container query, see docs/PERFORMANCE.md). Screenshots in both themes go to e2e/.artifacts/.
 */
import { openFirstTime } from './support/app';
import { expect, test, type Page } from './support/fixtures';
import { send } from './support/playground';

const LABEL_W = 200;

/** Where the bars end, against the room the fitted scale has for them (right of the labels, left of the duration labels). */
function barsExtent(page: Page) {
  return page.getByTestId('timeline-scroll').evaluate((el, labelW) => {
    const box = el.getBoundingClientRect();
    const bars = [...el.querySelectorAll('.sb-tr-bar')].map((b) => b.getBoundingClientRect());
    // the duration labels' room: wider when some span waited for a person ("+ 2.6 s waiting")
    const tail = el.querySelector('[data-testid="span-wait"]') ? 176 : 64;
    return {
      right: Math.max(...bars.map((b) => b.right)) - box.left - labelW,
      room: el.clientWidth - labelW - tail,
      overflow: el.scrollWidth - el.clientWidth,
    };
  }, LABEL_W);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the timeline during and after a run, wide and narrow (${theme})`, async ({ page }) => {
    await openFirstTime(page);
    if ((await page.locator('html').getAttribute('data-theme')) !== theme) await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    // a run held part-way: it is still going
    await page.locator('label', { has: page.getByTestId('step-mode') }).click();
    await send(page, 'I want to return my boots');
    const banner = page.getByTestId('pause-banner');
    await expect(banner).toBeVisible();
    for (let i = 0; i < 3; i++) {
      await page.getByTestId('continue').click();
      await expect(banner).toBeVisible();
    }
    const timeline = page.getByTestId('timeline');
    await expect(timeline.locator('[data-testid="span-row"][data-open="true"]').first()).toBeVisible();
    // the newest span is in view (the timeline follows the run)
    await expect(timeline.getByTestId('span-row').last()).toBeInViewport();
    const during = await barsExtent(page);
    expect(during.overflow).toBeLessThanOrEqual(1);
    // pinned in steps about 1.26x apart: the bars fill between 79% and all of their room (a bar is
    // at least 2 px wide, so one that just started may stick out by that)
    expect(during.right).toBeLessThanOrEqual(during.room + 2.5);
    expect(during.right).toBeGreaterThan(during.room * 0.79 - 1);
    await page.screenshot({ path: `e2e/.artifacts/timeline-running-${theme}.png` });

    // to the end (the refund waits for an approval on the way)
    await page.getByTestId('run-to-end').click();
    await page.getByTestId('approve').click();
    await expect(page.getByTestId('send')).toBeVisible();
    await expect(timeline.locator('[data-testid="span-row"][data-open="true"]')).toHaveCount(0);
    // a finished trace fills the width exactly
    await expect.poll(async () => {
      const after = await barsExtent(page);
      return Math.abs(after.right - after.room);
    }).toBeLessThanOrEqual(2.5);
    expect((await barsExtent(page)).overflow).toBeLessThanOrEqual(1);

    // beside the chat at 1440x900 the timeline is narrow: it keeps its numbers and buttons, not its title
    const title = timeline.locator('.sb-tr-header__title');
    expect((await timeline.boundingBox())!.width).toBeLessThanOrEqual(520);
    await expect(title).toBeHidden();
    await expect(timeline.getByTestId('trace-totals')).toContainText('spans');
    for (const id of ['zoom-out', 'zoom-in', 'zoom-fit']) await expect(timeline.getByTestId(id)).toBeInViewport({ ratio: 1 });
    // the chat made narrower, the timeline is wide: the title shows, and the trace still fills the width
    const split = page.getByRole('separator', { name: 'Resize chat and timeline' });
    const at = (await split.boundingBox())!;
    await page.mouse.move(at.x + 3, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + 3 - 300, at.y + at.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await timeline.boundingBox())!.width).toBeGreaterThan(520);
    await expect(title).toBeVisible();
    await expect.poll(async () => {
      const wide = await barsExtent(page);
      return Math.abs(wide.right - wide.room);
    }).toBeLessThanOrEqual(2.5);
    await page.screenshot({ path: `e2e/.artifacts/timeline-wide-${theme}.png` });
  });
}
