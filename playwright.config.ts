import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { mcpE2ePort } from './e2e/support/mcpServer';

// Drives Debian's Chromium (Playwright's own browser download does not work here): its headless
// shell when installed, as Playwright itself does for headless runs. The shell is Chromium's
// renderer without the browser around it; the same specs took about 30% less CPU and wall time in
// it than in the full browser (docs/PERFORMANCE.md, "Test suite"). CHROMIUM_PATH picks another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** E2E_PORT lets a second suite run beside a dev preview on the default port. */
const port = Number(process.env.E2E_PORT ?? 4173);
/** The reference MCP server (server-everything, on 127.0.0.1 only) for e2e/mcp.spec.ts. */
const MCP_E2E_PORT = mcpE2ePort();

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
    // As a person who asks for reduced motion: the view jumps instead of gliding and a simulated
    // reply appears whole, so no test waits for motion it does not look at (about 40% of the wall
    // time of the simulator's conversation specs). Specs about motion itself opt out with
    // test.use({ reducedMotion: 'no-preference' }) (playground: the typed stream; canvas: layout).
    reducedMotion: 'reduce',
  },
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/mcpEverything.mjs`,
      env: { PORT: String(MCP_E2E_PORT) },
      // a GET without a session is answered 400, which Playwright counts as up
      url: `http://127.0.0.1:${MCP_E2E_PORT}/mcp`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
