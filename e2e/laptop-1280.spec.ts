/**
 * The whole app at 1280x720 (a laptop), light and dark: the main views, dialogs and panels, each
 * kept as a screenshot in e2e/.artifacts/sweep/ to look at, and each checked for what reads as
 * broken there: a dialog that does not fit the window, a page that scrolls sideways, controls of
 * the chat header that run into each other.
 */
import { openFirstTime, waitForCanvasStill, waitForStill } from './support/app';
import { expect, test, type Page } from './support/fixtures';
import { openExample, openPlayground, send } from './support/playground';

test.use({ viewport: { width: 1280, height: 720 } });

async function shoot(page: Page, theme: string, name: string) {
  await waitForStill(page);
  await page.screenshot({ path: `e2e/.artifacts/sweep/${theme}-${name}.png` });
  // nothing scrolls sideways, and an open dialog fits the window
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(1280);
  for (const box of await page.locator('dialog[open]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.top, name).toBeGreaterThanOrEqual(0);
    expect(box.bottom, name).toBeLessThanOrEqual(720);
  }
}

/** Room between a switch's label and the next control: the header's gap is 2 px when narrow. */
async function switchSpacing(page: Page): Promise<number[]> {
  return page.locator('.sb-pg-header .sb-pg-switch').evaluateAll((els) =>
    els.slice(1).map((el, i) => el.getBoundingClientRect().left - els[i].querySelector('.sb-pg-switch__text')!.getBoundingClientRect().right),
  );
}

/** A dialog is on screen (several load on first use): what the person looks at, then closes. */
async function dialogShown(page: Page) {
  await expect(page.locator('dialog[open]')).toHaveCount(1);
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}

for (const theme of ['light', 'dark'] as const) {
  test(`sweep ${theme}`, async ({ page }) => {
    test.setTimeout(180_000);
    await openFirstTime(page);
    if ((await page.locator('html').getAttribute('data-theme')) !== theme) await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await openPlayground(page);
    await shoot(page, theme, '01-first-open');
    // "Play" and the Step switch beside it read as two controls, not "Play◯Step"
    const spacing = await switchSpacing(page);
    expect(spacing.length).toBeGreaterThan(0);
    expect(Math.min(...spacing)).toBeGreaterThanOrEqual(8);

    await send(page, 'I want to return my boots');
    await expect(page.getByTestId('approve')).toBeVisible({ timeout: 20_000 });
    await shoot(page, theme, '02-approval');
    await page.getByTestId('approve').click();
    await expect(page.getByTestId('send')).toBeVisible({ timeout: 20_000 });
    await shoot(page, theme, '03-after-run');

    // on the agent's name: the middle of its card is a tool chip, which opens the tool instead
    await page.locator('[data-testid="agent-node"] .sb-agent__name').first().click();
    await expect(page.getByTestId('inspector')).toContainText('Instructions');
    await shoot(page, theme, '04-agent-inspector');
    await page.getByTestId('span-row').nth(2).click();
    await shoot(page, theme, '05-span-details');

    await page.getByTestId('export-button').click();
    await dialogShown(page);
    await shoot(page, theme, '06-export');
    await closeDialog(page);

    await page.getByTestId('evals-toggle').click();
    await dialogShown(page);
    await shoot(page, theme, '07-evals');
    // the two columns' headings stand on one line
    const heading = (name: string) => page.getByTestId('evals-panel').getByRole('heading', { name, exact: true }).evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs((await heading('Cases')) - (await heading('Results')))).toBeLessThanOrEqual(1);
    await closeDialog(page);

    await page.getByTestId('provider-chip').click();
    await dialogShown(page);
    await shoot(page, theme, '08-model-settings');
    await closeDialog(page);

    await page.getByTestId('export-trace').click();
    await shoot(page, theme, '09-trace-menu');
    await page.getByTestId('collector-settings-open').click();
    await dialogShown(page);
    await shoot(page, theme, '10-collector');
    await closeDialog(page);

    await page.getByTestId('library-menu').click();
    await shoot(page, theme, '11-library-menu');
    await page.getByTestId('menu-projects').click();
    await dialogShown(page);
    await shoot(page, theme, '12-projects');
    await closeDialog(page);

    await page.getByTestId('open-recordings').click();
    await dialogShown(page);
    await shoot(page, theme, '13-recordings');
    await closeDialog(page);

    await page.getByTestId('help-button').click();
    await shoot(page, theme, '14-help');
    await page.keyboard.press('Escape');

    await openExample(page, 'ag2-research-organisation');
    await waitForCanvasStill(page);
    await shoot(page, theme, '15-ag2-research');

    await openExample(page, 'acme-customer-service');
    await page.getByTestId('present').click();
    await shoot(page, theme, '16-present');
  });
}
