import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * Dev server only: Vite's React refresh preamble is an inline script, which index.html's
 * Content-Security-Policy refuses. The build has no inline script and keeps the strict policy.
 */
const devInlineScripts: Plugin = {
  name: 'switchboard-dev-inline-scripts',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace("script-src 'self' blob: 'unsafe-eval'", "script-src 'self' blob: 'unsafe-eval' 'unsafe-inline'"),
};

// One config for the app build and for Vitest. Vitest only sees src/ (e2e/ is Playwright's).
export default defineConfig({
  plugins: [react(), devInlineScripts],
  worker: { format: 'es' },
  build: { target: 'es2022', chunkSizeWarningLimit: 4000 },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. Many
    // files wait on child processes, worker threads and local servers, so a second worker overlaps
    // that waiting (src/cli, src/sandbox, src/engine/kernel and src/models: 133 s -> 84 s wall at
    // load 16 on 2 cores, the same CPU time; docs/PERFORMANCE.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
