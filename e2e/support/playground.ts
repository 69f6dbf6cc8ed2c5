/** Helpers for the playground specs: open an example, open the dock, send a message. */
import { expect, type Page } from '@playwright/test';

export async function openExample(page: Page, id: string) {
  await page.getByTestId('library-menu').click();
  await page.getByTestId(`example:${id}`).click();
  await expect(page.locator('[data-testid="agent-node"]').first()).toBeVisible();
}

export async function openPlayground(page: Page) {
  if ((await page.getByTestId('playground').count()) === 0) await page.getByTestId('playground-toggle').click();
  await expect(page.getByTestId('playground')).toBeVisible();
}

export async function send(page: Page, text: string) {
  const input = page.getByTestId('chat-input');
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press('Enter');
}

export const chatEntries = (page: Page) => page.getByTestId('chat-entry');
export const agentMessages = (page: Page) => page.locator('[data-testid="chat-entry"][data-kind="assistant"]');
export const approvalCard = (page: Page) => page.getByTestId('approval');
