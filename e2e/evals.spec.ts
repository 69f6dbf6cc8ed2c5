/**
 * Routing evals in the app (issue 13): a person makes a suite of five cases for the ACME example,
 * runs it on the offline simulator, reads the confusion matrices, opens the failing case in the
 * playground, and sees a regression and a fix marked on the next run.
 */
import { expect, type Page } from '@playwright/test';
import { startFakeOpenAIServer } from '../scripts/fakeOpenAIServer.ts';
import { test } from './support/fixtures';
import { openFirstTime } from './support/app';
import { connectCompatibleServer, openExample, openPlayground } from './support/playground';

test.use({ viewport: { width: 1280, height: 720 } });

const panel = (page: Page) => page.getByTestId('evals-panel');
const editor = (page: Page) => page.getByTestId('evals-case-editor');

/** Fills a text field the way a person does and leaves it (fields commit on blur). */
async function fill(page: Page, testId: string, text: string) {
  const field = editor(page).getByTestId(testId);
  await field.fill(text);
  await field.press('Tab');
}

async function addCase(page: Page, c: { name: string; messages: string; route: string[]; reply?: string }) {
  await panel(page).getByTestId('evals-add-case').click();
  await fill(page, 'evals-case-name', c.name);
  await fill(page, 'evals-case-input', c.messages);
  // a new case starts with the start agent (Triage) as its route; add the rest by name
  const steps = editor(page).getByTestId('evals-route-step');
  for (let i = 1; i < c.route.length; i++) {
    await editor(page).getByTestId('evals-route-add').click();
    await steps.nth(i).selectOption({ label: c.route[i] });
  }
  await expect(steps).toHaveCount(c.route.length);
  if (c.reply) await fill(page, 'evals-reply-text', c.reply);
  await expect(panel(page).getByTestId('evals-case-item').last()).toContainText(c.name);
}

/** A matrix cell as a person reads it: row = expected, column = actual. */
const cell = (page: Page, matrix: string, expected: string, actual: string) =>
  page.getByTestId(matrix).locator(`td[data-expected="${expected}"][data-actual="${actual}"]`);

test('make a suite of five cases, run it, read the matrices, open the failure, compare runs', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await openFirstTime(page);
  await openExample(page, 'acme-customer-service');
  await page.getByTestId('evals-toggle').click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toContainText('No cases yet');

  await addCase(page, { name: 'Returns go to repairs', messages: 'I want to return my boots', route: ['Triage Agent', 'Issues and Repairs Agent'] });
  await addCase(page, { name: 'Buying goes to sales', messages: 'I want to buy rocket skates', route: ['Triage Agent', 'Sales Agent'] });
  await addCase(page, { name: 'A greeting stays with triage', messages: 'hello', route: ['Triage Agent'] });
  // wrong on purpose: buying does not go to repairs
  await addCase(page, { name: 'Skates to repairs', messages: 'I want to buy rocket skates', route: ['Triage Agent', 'Issues and Repairs Agent'] });
  await addCase(page, { name: 'Two turns end in sales', messages: 'hello\nI want to buy rocket skates', route: ['Triage Agent', 'Sales Agent'], reply: 'price' });
  await expect(panel(page).getByTestId('evals-case-item')).toHaveCount(5);

  // run on the offline simulator, two at a time
  await panel(page).getByTestId('evals-concurrency').fill('2');
  await panel(page).getByTestId('evals-run').click();
  await expect(panel(page).getByTestId('evals-summary')).toContainText('4/5 passed', { timeout: 30_000 });
  await expect(panel(page).getByTestId('evals-summary')).toContainText('1 failed');
  await expect(panel(page).getByTestId('evals-compare')).toContainText('First run of these cases');

  // pass/fail per case, with the reason
  const results = panel(page).getByTestId('evals-result');
  await expect(results).toHaveCount(5);
  const failing = results.filter({ hasText: 'Skates to repairs' });
  await expect(failing).toHaveAttribute('data-outcome', 'failed');
  await expect(failing).toContainText('route: expected Triage Agent -> Issues and Repairs Agent, got Triage Agent -> Sales Agent');
  await expect(failing).toContainText('Triage Agent → Sales Agent');
  await page.screenshot({ path: 'e2e/.artifacts/evals-results-light.png' });

  // by agent: who answered last, expected (rows) against actual (columns)
  await panel(page).getByRole('tab', { name: 'By agent' }).click();
  const agents = 'evals-matrix-agents';
  await expect(page.getByTestId(agents)).toContainText('4/5 as expected');
  await expect(cell(page, agents, 'sales', 'sales')).toHaveText('2');
  await expect(cell(page, agents, 'sales', 'sales')).toHaveAttribute('data-kind', 'hit');
  await expect(cell(page, agents, 'issues', 'issues')).toHaveText('1');
  await expect(cell(page, agents, 'triage', 'triage')).toHaveText('1');
  await expect(cell(page, agents, 'issues', 'sales')).toHaveText('1');
  await expect(cell(page, agents, 'issues', 'sales')).toHaveAttribute('data-kind', 'miss');
  await expect(page.getByTestId(agents).getByRole('columnheader', { name: 'Issues and Repairs Agent' })).toBeVisible();
  // the off-diagonal cell names its case, by keyboard
  await cell(page, agents, 'issues', 'sales').getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(agents)).toContainText('Expected Issues and Repairs Agent, actual Sales Agent:');
  await expect(page.getByTestId(agents).getByRole('button', { name: 'Skates to repairs' })).toBeVisible();
  await page.screenshot({ path: 'e2e/.artifacts/evals-matrix-agents-light.png' });

  // by handoff: at Triage, where the route should go next against where it went
  await panel(page).getByRole('tab', { name: 'By handoff' }).click();
  const triage = 'evals-matrix-edge-triage';
  await expect(page.getByTestId(triage)).toContainText('At Triage Agent');
  await expect(cell(page, triage, 'sales', 'sales')).toHaveText('2');
  await expect(cell(page, triage, 'issues', 'issues')).toHaveText('1');
  await expect(cell(page, triage, 'issues', 'sales')).toHaveText('1');
  await expect(cell(page, triage, '(no handoff)', '(no handoff)')).toHaveText('1');
  await expect(page.getByTestId(triage).getByRole('rowheader', { name: 'answers (no handoff)' })).toBeVisible();

  // the other theme, same view
  await page.keyboard.press('Escape');
  await page.getByTestId('theme-toggle').click();
  await page.getByTestId('evals-toggle').click();
  await panel(page).getByRole('tab', { name: 'By handoff' }).click();
  await expect(page.getByTestId(triage)).toBeVisible();
  await page.screenshot({ path: 'e2e/.artifacts/evals-matrix-edges-dark.png' });

  // the failing case opens in the playground as a recording
  await panel(page).getByRole('tab', { name: 'Cases' }).click();
  await failing.getByTestId('evals-open-case').click();
  await expect(panel(page)).toBeHidden();
  await expect(page.getByTestId('playground')).toBeVisible();
  await expect(page.getByTestId('playground')).toContainText('Eval case: Skates to repairs');
  await expect(page.locator('[data-testid="chat-entry"][data-kind="user"]')).toContainText('I want to buy rocket skates');
  await expect(page.locator('[data-testid="chat-entry"][data-kind="handoff"]')).toHaveText(/Triage Agent\s*→\s*.*Sales Agent/);
  await page.screenshot({ path: 'e2e/.artifacts/evals-open-in-playground.png' });

  // change the cases: fix the wrong expectation, break a passing one; the next run marks both
  await page.getByTestId('evals-toggle').click();
  await panel(page).getByTestId('evals-case-item').nth(3).click();
  await editor(page).getByTestId('evals-route-step').nth(1).selectOption({ label: 'Sales Agent' });
  await panel(page).getByTestId('evals-case-item').nth(2).click();
  await fill(page, 'evals-case-input', 'I want to return my boots');
  await panel(page).getByTestId('evals-run').click();
  await expect(panel(page).getByTestId('evals-compare')).toContainText('1 regression, 1 fixed', { timeout: 30_000 });
  await expect(results.filter({ hasText: 'A greeting stays with triage' }).getByTestId('evals-change')).toHaveText('Regression');
  await expect(results.filter({ hasText: 'Skates to repairs' }).getByTestId('evals-change')).toHaveText('Fixed');
  await page.screenshot({ path: 'e2e/.artifacts/evals-regression-dark.png' });
});

test('Stop ends a running suite; the cases are saved with the project', async ({ page }) => {
  await openFirstTime(page);
  await openExample(page, 'acme-customer-service');
  await page.getByTestId('evals-toggle').click();
  for (let i = 0; i < 6; i++) await panel(page).getByTestId('evals-add-case').click();
  await expect(panel(page).getByTestId('evals-case-item')).toHaveCount(6);
  await panel(page).getByTestId('evals-concurrency').fill('1');
  await panel(page).getByTestId('evals-run').click();
  await panel(page).getByTestId('evals-stop').click();
  await expect(panel(page).getByTestId('evals-summary')).toContainText('stopped', { timeout: 20_000 });
  await expect(panel(page).getByTestId('evals-run')).toBeEnabled();

  // the suite is part of the document: it survives a reload (once the library says it is saved)
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  await page.reload();
  await page.getByTestId('evals-toggle').click();
  await expect(panel(page).getByTestId('evals-case-item')).toHaveCount(6);
});

test('runs against the configured provider and waits out a 429 as Retry-After asks', async ({ page }) => {
  const server = await startFakeOpenAIServer({ port: 0 });
  try {
    await openFirstTime(page);
    await openExample(page, 'acme-customer-service');
    await openPlayground(page);
    await connectCompatibleServer(page, server.baseURL, { model: 'fake-model', apiKey: 'sk-e2e-evals-key' });

    await page.getByTestId('evals-toggle').click();
    for (const name of ['First', 'Second']) {
      await panel(page).getByTestId('evals-add-case').click();
      await fill(page, 'evals-case-name', name);
      await fill(page, 'evals-case-input', `hello ${name}`);
    }
    await panel(page).getByTestId('evals-provider').selectOption('settings');
    await expect(panel(page).getByTestId('evals-provider')).toContainText('fake-model');
    // the first model request is refused with 429 and Retry-After: 2 s; every later one answers (an echo)
    server.enqueue({ fail: { status: 429, message: 'Rate limit reached for requests', headers: { 'retry-after': '2' } } });
    await panel(page).getByTestId('evals-concurrency').fill('1');
    await panel(page).getByTestId('evals-run').click();
    await expect(panel(page).getByTestId('evals-summary')).toContainText('2/2 passed', { timeout: 30_000 });
    await expect(panel(page).getByTestId('evals-summary')).toContainText('1 rate-limited (waited, 1 retry)');
    await expect(panel(page).getByTestId('evals-results')).toContainText('Triage Agent');
    const chats = server.requests.filter((r) => r.url.includes('/chat/completions'));
    expect(chats).toHaveLength(3);
    // the retry came when the server said, not after the 0.5-1 s backoff used when it says nothing
    expect(chats[1].receivedAt - chats[0].receivedAt).toBeGreaterThanOrEqual(1900);
    expect(chats.every((r) => r.headers.authorization === 'Bearer sk-e2e-evals-key')).toBe(true);
    await page.screenshot({ path: 'e2e/.artifacts/evals-provider-429.png' });
  } finally {
    await server.close();
  }
});
