import { expect, test } from './support/fixtures';
import { openFirstTime } from './support/app';

test('File → Import code folder: the dialog explains Agent Builder exports and the run-the-code choice (off by default); ticked, the YAML-configured team imports whole', async ({ page }) => {
  test.setTimeout(180_000);
  await openFirstTime(page);
  await page.getByTestId('library-menu').click();
  await page.getByTestId('menu-import-code-folder').click();
  const chooser = page.getByTestId('import-code-chooser');
  await expect(chooser).toBeVisible();
  await expect(page.getByTestId('import-code-agent-builder')).toContainText('Switchboard turns that code back into one');
  const run = page.getByTestId('import-code-run');
  await expect(run).not.toBeChecked();
  await expect(chooser).toContainText('no internet, no API key, only copies of the files you pick');
  await page.screenshot({ path: 'e2e/.artifacts/import-code-chooser-1440.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: 'e2e/.artifacts/import-code-chooser-1280.png' });

  await run.check();
  const picker = page.waitForEvent('filechooser');
  await page.getByTestId('import-code-choose').click();
  await (await picker).setFiles('src/import/fixtures/ag2/labteam');
  await expect(chooser).toBeHidden();

  const report = page.getByTestId('import-code-report');
  await expect(report).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('import-code-wiring')).toContainText('Running labteam/main.py in the sandbox added 12 agents, 14 routes, 2 tools');
  await report.getByRole('tab', { name: /^Mapped/ }).click();
  await expect(report.getByTestId('import-code-mapped')).toContainText('from running the code: after-work: go to plan_reviewer');
  await page.screenshot({ path: 'e2e/.artifacts/import-code-run-report.png' });
  await page.getByTestId('import-code-close').click();
  await expect(page.locator('[data-testid="agent-node"]')).toHaveCount(12);
  await expect(page.getByTestId('untrusted-banner')).toBeVisible();
});

test('Import code folder with "run the code" ticked: a TypeScript desk built from YAML in a loop runs in the TypeScript sandbox and imports whole', async ({ page }) => {
  test.setTimeout(120_000);
  await openFirstTime(page);
  await page.getByTestId('library-menu').click();
  await page.getByTestId('menu-import-code-folder').click();
  const chooser = page.getByTestId('import-code-chooser');
  await expect(chooser).toContainText('Python or TypeScript/JavaScript, whichever the code is');
  await page.getByTestId('import-code-run').check();
  const picker = page.waitForEvent('filechooser');
  await page.getByTestId('import-code-choose').click();
  await (await picker).setFiles('src/import/fixtures/agents-ts/config_desk');
  const report = page.getByTestId('import-code-report');
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('import-code-wiring')).toContainText('Running config_desk/src/main.ts in the sandbox added 5 agents, 4 routes, 2 tools');
  await report.getByRole('tab', { name: /^Mapped/ }).click();
  await expect(report.getByTestId('import-code-mapped')).toContainText('from running the code: Triage → Billing');
  await page.screenshot({ path: 'e2e/.artifacts/import-code-run-ts-report.png' });
  // Babel's chunk was loaded for the TypeScript Lezer cannot read (a catch clause's type, a type predicate)
  await report.getByRole('tab', { name: /^Approximated/ }).click();
  await expect(report).toContainText("read with Babel's complete parser");
  await page.getByTestId('import-code-close').click();
  await expect(page.locator('[data-testid="agent-node"]')).toHaveCount(5);
  // the dialog in the dark theme, at the smaller size
  if ((await page.locator('html').getAttribute('data-theme')) !== 'dark') await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByTestId('library-menu').click();
  await page.getByTestId('menu-import-code-folder').click();
  await expect(page.getByTestId('import-code-run')).toBeVisible();
  await page.screenshot({ path: 'e2e/.artifacts/import-code-chooser-1280-dark.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('import-code-chooser')).toBeHidden();
  await expect(page.locator('[data-testid="agent-node"]').filter({ hasText: 'Brief summarizer' })).toBeVisible();
});
