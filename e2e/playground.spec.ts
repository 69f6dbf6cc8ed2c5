import { expect, test, type Page } from './support/fixtures';
import { agentMessages, approvalCard, openExample, openPlayground, send, untilNextStop, waitForApproval } from './support/playground';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await openExample(page, 'acme-customer-service');
  await openPlayground(page);
});

test('ACME: the boots conversation moves from Triage to Issues and Repairs on the canvas, chat and timeline', async ({ page }) => {
  await send(page, 'I want to return my boots');

  // the handoff divider names both agents, in order
  const divider = page.locator('[data-testid="chat-entry"][data-kind="handoff"]');
  await expect(divider).toHaveText(/Triage Agent\s*→\s*.*Issues and Repairs Agent/);

  // the refund asks for approval: the run waits with Issues and Repairs glowing on the canvas
  await waitForApproval(page);
  await expect(page.locator('[data-testid="agent-node"][data-agent-id="issues"]')).toHaveAttribute('data-active', 'true');
  await expect(page.locator('[data-testid="agent-node"][data-agent-id="triage"]')).toHaveAttribute('data-visited', 'true');
  await expect(page.locator('[data-testid="agent-node"][data-agent-id="triage"]')).not.toHaveAttribute('data-active', 'true');
  const edge = page.locator('.react-flow__edge[data-id="triage-to-issues"]');
  await expect(edge.locator('[data-testid="edge-marker"]')).toHaveCount(1);
  await expect(edge.locator('path.sb-edge')).toHaveAttribute('data-state', 'visited');
  await expect(page.locator('.react-flow__edge[data-id="triage-to-sales"] path.sb-edge')).toHaveAttribute('data-state', 'idle');
  await page.screenshot({ path: 'e2e/.artifacts/playground-acme-approval.png' });
  await expect(approvalCard(page)).toContainText('execute_refund');
  await expect(approvalCard(page)).toContainText('item_id');
  await page.getByTestId('approve').click();

  // the reply is attributed to Issues and Repairs, labelled as simulated, and the input is ready again
  await expect(agentMessages(page).last()).toHaveAttribute('data-agent-name', 'Issues and Repairs Agent');
  await expect(agentMessages(page).last()).toHaveAttribute('data-streaming', 'false');
  await expect(agentMessages(page).last().getByTestId('simulator-tag')).toBeVisible();
  await expect(page.getByTestId('chat-input')).toBeFocused();
  await expect(page.locator('[data-testid="agent-node"][data-agent-id="issues"] [data-testid="turn-count"]')).toHaveText(/\d+ turns/);
  const toolRows = page.locator('[data-testid="chat-entry"][data-kind="tool"]');
  await expect(toolRows).toHaveCount(2);
  await expect(toolRows.first()).toHaveAttribute('data-tool', 'look_up_item');

  // the timeline has the handoff span; selecting it highlights the edge and the divider
  const handoffSpan = page.locator('[data-testid="span-row"][data-span-type="handoff"]');
  await expect(handoffSpan).toHaveCount(1);
  await handoffSpan.click();
  await expect(edge.locator('path.sb-edge')).toHaveAttribute('data-state', 'highlight');
  await expect(divider).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('span-details')).toContainText('Issues and Repairs Agent');
  await expect(page.getByTestId('trace-totals')).toContainText('tokens');
  await page.screenshot({ path: 'e2e/.artifacts/playground-acme-done.png' });

  // and the other way: clicking the reply selects its generation span and the agent on the canvas
  await agentMessages(page).last().getByTestId('chat-agent-name').click();
  await expect(page.locator('[data-testid="span-row"][data-selected="true"]')).toHaveAttribute('data-span-type', 'generation');
  await expect(page.locator('[data-testid="agent-node"][data-agent-id="issues"]')).toHaveAttribute('data-highlight', 'true');

  // a second turn continues with Issues and Repairs (multi-turn keeps the last agent)
  await send(page, 'thanks!');
  await expect(page.locator('[data-testid="chat-entry"][data-kind="user"]')).toHaveCount(2);
  await expect(agentMessages(page).last()).toHaveAttribute('data-agent-name', 'Issues and Repairs Agent');
});

// The suite runs as a person who asks for reduced motion (playwright.config.ts); these tests are
// about the typed-out stream itself.
test.describe('a simulated reply as it streams', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('stop mid-stream keeps the transcript so far', async ({ page }) => {
    // The AG2 example streams reply after reply (plan, review, code, findings), so Stop lands mid-run;
    // the simulator no longer pads short replies by quoting the message back.
    await openExample(page, 'ag2-planning-control');
    await openPlayground(page);
    const long = 'Plot the population of France over the last 50 years, explain the trend, compare it with Germany and Italy, and write a short report with the main drivers of the change.';
    await send(page, long);
    const streaming = page.locator('[data-testid="chat-entry"][data-kind="assistant"][data-streaming="true"]');
    await expect(streaming).toHaveCount(1);
    await page.getByTestId('stop-run').click();
    await expect(page.locator('[data-testid="chat-entry"][data-kind="notice"]')).toContainText('Stopped');
    const partial = agentMessages(page).last();
    await expect(partial).toHaveAttribute('data-streaming', 'false');
    await expect(partial.getByTestId('message-text')).not.toBeEmpty();
    await expect(page.locator('[data-testid="chat-entry"][data-kind="user"]')).toHaveText(long);
    await expect(page.getByTestId('timeline').locator('[data-testid="span-row"]').first()).toBeVisible();
    await expect(page.getByTestId('chat-input')).toBeEnabled();
  });

  test('is typed out, a few words at a time', async ({ page }) => {
    expect(await replyTextsWhileStreaming(page, 'Hello, who can help me with an order?')).toBeGreaterThan(3);
  });
});

test('for a person who asks for reduced motion, a simulated reply appears whole', async ({ page }) => {
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  expect(await replyTextsWhileStreaming(page, 'Hello, who can help me with an order?')).toBe(1);
});

/** How many different texts the first reply to `say` showed on screen before it was done. */
async function replyTextsWhileStreaming(page: Page, say: string): Promise<number> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { __replyTexts: Set<string> }).__replyTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="chat-entry"][data-kind="assistant"] [data-testid="message-text"]')?.textContent ?? '';
      if (text) seen.add(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await send(page, say);
  await expect(agentMessages(page).first()).toHaveAttribute('data-streaming', 'false');
  const texts = await page.evaluate(() => [...(window as unknown as { __replyTexts: Set<string> }).__replyTexts]);
  const final = (await agentMessages(page).first().getByTestId('message-text').textContent()) ?? '';
  expect(texts.at(-1), 'the last text seen is the whole reply').toBe(final);
  expect(final.split(' ').length, 'a reply of several words').toBeGreaterThan(6);
  return texts.length;
}

test('approve and reject a tool that needs approval', async ({ page }) => {
  await send(page, 'I want to return my boots');
  await waitForApproval(page);
  await page.getByTestId('reject').click();
  const refund = page.locator('[data-testid="chat-entry"][data-kind="tool"][data-tool="execute_refund"]');
  await expect(refund).toHaveAttribute('data-status', 'rejected');
  await expect(page.getByTestId('chat-input')).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByTestId('send')).toBeVisible();

  await page.getByTestId('reset-conversation').click();
  await expect(page.getByTestId('chat-entry')).toHaveCount(0);
  await send(page, 'I want to return my boots');
  await waitForApproval(page);
  await page.getByTestId('approve').click();
  await expect(page.locator('[data-testid="chat-entry"][data-kind="tool"][data-tool="execute_refund"]')).toHaveAttribute('data-status', 'done');
});

test('step mode pauses before the handoff and continues on request', async ({ page }) => {
  await page.getByTestId('step-mode').check({ force: true });
  await send(page, 'I want to return my boots');
  const banner = page.getByTestId('pause-banner');
  // first stop: before Triage's model call
  await expect(banner).toHaveAttribute('data-before', 'model_call');
  await page.getByTestId('continue').click();
  await expect(banner).toHaveAttribute('data-before', /handoff|tool_call/);
  // keep going until the run pauses before the handoff
  for (let i = 0; i < 4 && (await banner.getAttribute('data-before')) !== 'handoff'; i++) {
    await untilNextStop(page, () => page.getByTestId('continue').click());
  }
  await expect(banner).toHaveAttribute('data-before', 'handoff');
  await expect(banner).toContainText('Triage Agent');
  await expect(page.locator('[data-testid="chat-entry"][data-kind="handoff"]')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/.artifacts/playground-step.png' });
  await page.getByTestId('continue').click();
  await expect(page.locator('[data-testid="chat-entry"][data-kind="handoff"]')).toHaveCount(1);
  await page.getByTestId('run-to-end').click();
});

test('a breakpoint on an agent pauses before it speaks; a breakpoint on tools pauses before each tool', async ({ page }) => {
  await page.getByTestId('breakpoints-menu').click();
  await page.getByTestId('bp-agent:issues').click();
  await page.getByTestId('breakpoints-menu').click();
  await page.getByTestId('bp-kind:tool').click();
  await expect(page.getByTestId('breakpoints-menu')).toContainText('2');
  await send(page, 'I want to return my boots');
  const banner = page.getByTestId('pause-banner');
  await expect(banner).toContainText('Breakpoint');
  const seen: string[] = [];
  for (let i = 0; i < 8 && (await page.getByTestId('send').count()) === 0; i++) {
    if (await approvalCard(page).isVisible()) {
      await untilNextStop(page, () => page.getByTestId('approve').click());
    } else {
      seen.push(`${await banner.getAttribute('data-before')}: ${(await banner.textContent())?.includes('Issues and Repairs') ? 'issues' : 'other'}`);
      await untilNextStop(page, () => page.getByTestId('continue').click());
    }
  }
  expect(seen).toContain('model_call: issues');
  expect(seen).toContain('tool_call: issues');
  // model calls pause only for Issues and Repairs (the agent breakpoint); tools pause for everyone
  expect(seen).not.toContain('model_call: other');
  expect(seen[0]).toBe('tool_call: other'); // Triage's transfer call is a tool call too
});

test('code from a file runs only after the user trusts it', async ({ page }) => {
  const file = 'public/examples/acme-customer-service.json';
  await page.getByTestId('open-file-input').setInputFiles(file);
  await expect(page.getByTestId('untrusted-banner')).toBeVisible();
  await openPlayground(page);
  await send(page, 'I want to return my boots');
  const dialog = page.getByTestId('trust-dialog');
  await expect(dialog).toContainText("This graph's code came from outside this project (a file, a link or a paste). It is about to run in a sandbox. Trust it?");
  await page.getByTestId('trust-and-run').click();
  await waitForApproval(page);
  await expect(page.getByTestId('untrusted-banner')).toBeHidden();
  await page.getByTestId('approve').click();
  await expect(page.locator('[data-testid="chat-entry"][data-kind="tool"][data-tool="execute_refund"]')).toHaveAttribute('data-status', 'done');
});

test('the dock resizes from its top edge and collapses to its header', async ({ page }) => {
  const dock = page.getByTestId('playground');
  const before = (await dock.boundingBox())!.height;
  const handle = page.getByRole('separator', { name: 'Resize playground' });
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y - 120, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => (await dock.boundingBox())!.height).toBeGreaterThan(before + 100);
  await page.getByTestId('playground-collapse').click();
  await expect.poll(async () => (await dock.boundingBox())!.height).toBeLessThan(60);
  await expect(page.getByTestId('chat-input')).toHaveCount(0);
  await page.getByTestId('playground-collapse').click();
  await expect(page.getByTestId('chat-input')).toBeVisible();
});
