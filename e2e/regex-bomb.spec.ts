/**
 * A shared link whose eval suite holds a catastrophic regular expression (issue 20, item 2):
 * running the suite in the Evals panel ends with a failure on that case, at once, and the page
 * keeps answering. Document patterns run on RE2 (src/graph/documentRegex.ts).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { encodeShareFragment } from '../src/graph/shareLink.ts';
import { GraphSchema } from '../src/graph/schema.ts';
import { expect, test } from './support/fixtures';
import { openFirstTime } from './support/app';

const BOMB = '^([\\s\\S]+)+Z$';

/** The page answers: a round trip through its main thread within a second. */
async function answers(page: Page): Promise<boolean> {
  const reply = page.evaluate(() => new Promise<number>((resolve) => setTimeout(() => resolve(42), 0)));
  const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 1_000));
  return (await Promise.race([reply, late])) === 42;
}

test('the Evals panel runs a shared suite with a bomb pattern: that case fails, the page keeps answering', async ({ page }) => {
  test.setTimeout(90_000);
  const doc = JSON.parse(await readFile('public/examples/acme-customer-service.json', 'utf8')) as Record<string, unknown>;
  const graph = GraphSchema.parse({
    ...doc,
    name: 'Bomb suite',
    evals: {
      format: 'switchboard.eval',
      version: 1,
      scenarios: [
        // the reply to a greeting is long enough for a backtracking engine to never finish
        { name: 'Greeting matches the bomb', input: 'hello, I have a question about my order and I would like some help please', expect: { output: { matches: BOMB } } },
        { name: 'Greeting stays with triage', input: 'hello', expect: { route: ['triage'] } },
      ],
    },
  });
  await openFirstTime(page);
  // a link opens in a page of its own (a fragment change alone does not reload the app)
  await page.goto('about:blank');
  await page.goto(`/${await encodeShareFragment(graph)}`);
  await expect(page.getByTestId('untrusted-banner')).toBeVisible();
  await expect(page.getByTestId('graph-name')).toHaveValue(/^Bomb suite/);

  await page.getByTestId('evals-toggle').click();
  const panel = page.getByTestId('evals-panel');
  await expect(panel.getByTestId('evals-case-item')).toHaveCount(2);
  await panel.getByTestId('evals-run').click();

  const results = panel.getByTestId('evals-result');
  await expect(results).toHaveCount(2, { timeout: 30_000 });
  expect(await answers(page)).toBe(true);
  const bomb = results.filter({ hasText: 'Greeting matches the bomb' });
  await expect(bomb).toHaveAttribute('data-outcome', 'failed');
  await expect(bomb).toContainText(`output: expected it to match /${BOMB}/i`);
  await expect(results.filter({ hasText: 'Greeting stays with triage' })).toHaveAttribute('data-outcome', 'passed');
  await expect(panel.getByTestId('evals-summary')).toContainText('1');

  // still a working page: the panel closes and the canvas answers
  expect(await answers(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});
