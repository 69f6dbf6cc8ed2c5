/**
 * Shared Playwright fixtures. Every spec imports `test`/`expect` from here so that the
 * `offlineGuard` auto fixture runs for it: any request to a host other than 127.0.0.1/localhost
 * fails the test (Switchboard makes no external requests: no CDN, no fonts, no telemetry).
 * Requests are aborted as well as recorded, so nothing leaves the machine even while failing.
 */
import { test as base, expect } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLocalUrl(url: string): boolean {
  if (/^(data|blob|about|chrome|chrome-extension|devtools):/.test(url)) return true;
  try {
    return LOCAL_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

export const test = base.extend<{ offlineGuard: string[] }>({
  offlineGuard: [
    async ({ context }, use) => {
      const external: string[] = [];
      await context.route(
        (url) => !isLocalUrl(url.toString()),
        async (route) => {
          external.push(route.request().url());
          await route.abort('blockedbyclient');
        },
      );
      context.on('request', (request) => {
        const url = request.url();
        if (!isLocalUrl(url) && !external.includes(url)) external.push(url);
      });
      await use(external);
      expect(external, 'requests that left localhost').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page, Locator } from '@playwright/test';
