/**
 * Play the model, as a designer does on a first visit: the ACME example is open with the
 * playground ready; a suggested message starts a run in which every model call waits on a card;
 * the designer hands off, calls a tool that needs approval, replies; the run is saved as a
 * recording that replays with the network off, forks at a model turn, and presents.
 */
import { openFirstTime } from './support/app';
import { expect, test, type Page } from './support/fixtures';
import { agentMessages, approvalCard, waitForApproval } from './support/playground';

const card = (page: Page) => page.getByTestId('play-card');

async function chatSnapshot(page: Page) {
  return page.getByTestId('chat-entry').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-kind')}: ${el.textContent?.replace(/\s+/g, ' ').trim()}`));
}

/** Plays one ACME order: Triage hands off to Sales, Sales orders (approved), then replies. */
async function playOrder(page: Page) {
  await page.locator('label', { has: page.getByTestId('play-mode') }).click();
  await expect(page.getByTestId('play-mode')).toBeChecked();
  await page.getByTestId('sample-chip').filter({ hasText: 'rocket skates' }).click();

  // 1. Triage: the card shows the agent, its instructions, the conversation and its actions
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toHaveAttribute('data-agent-id', 'triage');
  await expect(card(page)).toContainText('You are Triage Agent');
  await card(page).getByText('Instructions as sent').click();
  await expect(page.getByTestId('play-instructions')).toContainText('customer service bot for ACME');
  await card(page).getByText(/^Conversation/).click();
  await expect(page.getByTestId('play-conversation')).toContainText('user: I want to order a pair of rocket skates');
  await expect(page.getByTestId('play-option:transfer_to_sales_agent')).toBeVisible();
  await expect(page.getByTestId('play-option:transfer_to_issues_and_repairs')).toBeVisible();
  await expect(page.getByTestId('play-option:reply')).toBeVisible();
  // something is preselected: the simulator's choice
  await expect(card(page).locator('input[type=radio]:checked')).toHaveCount(1);
  await expect(card(page).getByTestId('play-suggested')).toHaveCount(1);
  await page.getByTestId('play-option:transfer_to_sales_agent').check();
  await page.getByTestId('play-submit').click();

  // 2. Sales: call execute_order with arguments from its schema's form
  await expect(card(page)).toHaveAttribute('data-agent-id', 'sales');
  await expect(page.getByTestId('handoff-label').last()).toContainText('Triage Agent → ● Sales Agent');
  await page.getByTestId('play-option:execute_order').check();
  await page.getByTestId('play-arg:product').fill('');
  await page.getByTestId('play-submit').click();
  await expect(card(page)).toContainText('Required');
  await page.getByTestId('play-arg:product').fill('rocket skates');
  await page.getByTestId('play-arg:price').fill('120');
  await page.screenshot({ path: 'e2e/.artifacts/play-card.png' });
  await page.getByTestId('play-submit').click();

  // the real engine asks for the approval the tool needs
  await waitForApproval(page);
  await expect(approvalCard(page)).toContainText('rocket skates');
  await page.getByTestId('approve').click();
  await expect(page.locator('[data-testid="chat-entry"][data-kind="tool"][data-status="done"]').filter({ hasText: 'execute_order' })).toBeVisible();

  // 3. Sales replies in the designer's words
  await expect(card(page)).toHaveAttribute('data-agent-id', 'sales');
  await page.getByTestId('play-option:reply').check();
  await page.getByTestId('play-reply-text').fill('Your rocket skates are ordered: 120 dollars, on their way.');
  await page.getByTestId('play-submit').click();
  await expect(card(page)).toHaveCount(0);
  await expect(agentMessages(page).last()).toHaveAttribute('data-agent-name', 'Sales Agent');
  await expect(agentMessages(page).last()).toContainText('Your rocket skates are ordered');
  await expect(agentMessages(page).last().getByTestId('played-tag')).toBeVisible();
  await expect(page.getByTestId('send')).toBeVisible();
}

test('play the model through a handoff, an approval and a reply; replay it offline; fork it; present it', async ({ page, context }) => {
  await openFirstTime(page);
  // first open: ACME, the playground ready, suggested first messages
  await expect(page.getByTestId('graph-name')).toHaveValue('ACME customer service');
  await expect(page.getByTestId('playground')).toBeVisible();
  await expect(page.getByTestId('sample-chip')).toHaveCount(3);

  await playOrder(page);
  const live = await chatSnapshot(page);
  await page.screenshot({ path: 'e2e/.artifacts/play-the-model-done.png' });

  // saved as an ordinary recording; it replays with the network off (no model, no server)
  await page.getByTestId('open-recordings').click();
  await expect(page.getByTestId('recording')).toHaveCount(1);
  await context.setOffline(true);
  await page.getByTestId('replay-recording').click();
  await page.getByTestId('replay-speed').selectOption('4');
  await page.getByTestId('replay-play').click();
  const bar = page.getByTestId('replay-bar');
  await expect(bar).toHaveAttribute('data-playing', 'false', { timeout: 30_000 });
  await expect(bar).toHaveAttribute('data-cursor', (await bar.getAttribute('data-total')) as string);
  expect(await chatSnapshot(page)).toEqual(live);

  // present it: graph and conversation only, stepping with the keyboard
  await page.getByTestId('present').click();
  await expect(page.locator('html[data-presenting]')).toHaveCount(1);
  await expect(page.getByTestId('presentation')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('chat-entry').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('html[data-presenting]')).toHaveCount(0);
  await context.setOffline(false);

  // fork at Triage's turn: what if Triage had chosen Issues and Repairs?
  await page.getByTestId('open-recordings').click();
  await page.getByTestId('replay-recording').click();
  await page.getByTestId('replay-fork').click();
  await expect(page.getByTestId('fork-dialog')).toContainText('transfer_to_sales_agent()');
  await page.getByTestId('fork-turn:0').check();
  await page.getByTestId('fork-play').click();
  await expect(card(page)).toHaveAttribute('data-agent-id', 'triage');
  await page.getByTestId('play-option:transfer_to_issues_and_repairs').check();
  await page.getByTestId('play-submit').click();
  await expect(card(page)).toHaveAttribute('data-agent-id', 'issues');
  await expect(page.getByTestId('handoff-label').last()).toContainText('Triage Agent → ● Issues and Repairs Agent');
  await page.getByTestId('play-option:reply').check();
  await page.getByTestId('play-reply-text').fill('Issues and Repairs here: skates are not our department, but I can help with a broken pair.');
  await page.getByTestId('play-submit').click();
  await expect(agentMessages(page).last()).toHaveAttribute('data-agent-name', 'Issues and Repairs Agent');
  // the fork is a second recording; the first is unchanged
  await page.getByTestId('open-recordings').click();
  await expect(page.getByTestId('recording')).toHaveCount(2);
});
