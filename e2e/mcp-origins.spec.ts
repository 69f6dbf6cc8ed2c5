/**
 * Allowed MCP server origins are listed in Model settings and each can be removed (issue 20,
 * item 8): removed, the page no longer admits the origin once it reloads.
 */
import { openFirstTime } from './support/app';
import { expect, test } from './support/fixtures';
import { openPlayground } from './support/playground';

for (const [width, height] of [
  [1440, 900],
  [1280, 720],
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`allowed MCP origins are listed and removable in Model settings (${width}x${height}, ${theme})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: theme });
      await openFirstTime(page);
      // two servers allowed earlier (their agents' "Allow and reload"), then a new page load
      await page.evaluate(() => localStorage.setItem('switchboard.mcpOrigins', JSON.stringify(['http://127.0.0.1:3001', 'https://tools.example'])));
      await page.reload();
      // the page's policy admits what was saved when it loaded
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.mcpOrigins)).toBe('http://127.0.0.1:3001 https://tools.example');
      await openPlayground(page);
      await page.getByTestId('provider-chip').click();
      const list = page.getByTestId('mcp-origins');
      await expect(list.getByTestId('mcp-origin')).toHaveText([/http:\/\/127\.0\.0\.1:3001/, /https:\/\/tools\.example/]);
      await list.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `e2e/.artifacts/mcp-origins-${width}-${theme}.png` });

      await list.getByRole('button', { name: 'Remove http://127.0.0.1:3001' }).click();
      await expect(list.getByTestId('mcp-origin')).toHaveText([/https:\/\/tools\.example/]);
      await expect(list.getByTestId('mcp-origins-reload')).toContainText('stops connecting to it when it reloads');
      await page.screenshot({ path: `e2e/.artifacts/mcp-origins-${width}-${theme}-removed.png` });

      await page.reload();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.mcpOrigins)).toBe('https://tools.example');
    });
  }
}
