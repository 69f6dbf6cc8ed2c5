import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';
import { createReadStream, copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { cachedPythonSnapshot } from './src/sandbox/python/node/pythonSnapshot.ts';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Dev server only: Vite's React refresh preamble is an inline script, which index.html's
 * Content-Security-Policy refuses. The build has no inline script and keeps the strict policy.
 */
const devInlineScripts: Plugin = {
  name: 'switchboard-dev-inline-scripts',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace("script-src 'self' blob: 'unsafe-eval'", "script-src 'self' blob: 'unsafe-eval' 'unsafe-inline'"),
};

/**
 * Pyodide (Python for the sandbox, src/sandbox/python) is served from this origin at `pyodide/`:
 * copied into the build, served from node_modules by the dev server. Nothing imports it, so it
 * is fetched only when a Python call starts its worker, never on first paint. Beside it,
 * `snapshot.bin`: the memory of a booted interpreter (src/sandbox/python/node/pythonSnapshot.ts).
 */
const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];
const pyodideFolder = dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
const pyodideAssets: Plugin = {
  name: 'switchboard-pyodide-assets',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const match = /^\/pyodide\/([^?]+)/.exec(req.url ?? '');
      if (match?.[1] === 'snapshot.bin') {
        cachedPythonSnapshot().then(
          (bytes) => {
            res.setHeader('Content-Type', 'application/octet-stream');
            res.end(bytes);
          },
          next,
        );
        return;
      }
      if (!match || !PYODIDE_FILES.includes(match[1])) return next();
      const file = match[1];
      res.setHeader('Content-Type', file.endsWith('.wasm') ? 'application/wasm' : file.endsWith('.mjs') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : 'application/zip');
      createReadStream(join(pyodideFolder, file)).pipe(res);
    });
  },
  async writeBundle(options) {
    const target = join(options.dir ?? 'dist', 'pyodide');
    mkdirSync(target, { recursive: true });
    for (const file of PYODIDE_FILES) copyFileSync(join(pyodideFolder, file), join(target, file));
    // a booted interpreter's memory: the worker restores it instead of starting Python cold
    writeFileSync(join(target, 'snapshot.bin'), await cachedPythonSnapshot());
  },
};

/**
 * y-monaco imports `monaco-editor/esm/vs/editor/editor.api.js`, a path the package's exports map
 * does not resolve; point it at the module the app's `monaco-editor` re-exports, so the binding
 * uses the app's one Monaco instance (src/features/collab/monacoBinding.ts).
 */
const monacoEditorApi = join(dirname(createRequire(import.meta.url).resolve('monaco-editor')), '../../esm/vs/editor/editor.api.js');

/**
 * Vitest's order (failed first, then slowest first by the last run's times, else largest file
 * first), with the property tests (src/fuzz) at the front: they are small files with the longest
 * runs, so on a clean clone (no times kept) they would start last and run alone at the end.
 * vitest/node is imported only when Vitest sorts, not when Vite builds.
 */
class LongPolesFirst implements TestSequencer {
  private readonly ctx: Vitest;
  constructor(ctx: Vitest) {
    this.ctx = ctx;
  }
  private async base(): Promise<TestSequencer> {
    const { BaseSequencer } = await import('vitest/node');
    return new BaseSequencer(this.ctx);
  }
  async shard(files: TestSpecification[]) {
    return (await this.base()).shard(files);
  }
  async sort(files: TestSpecification[]) {
    const sorted = await (await this.base()).sort(files);
    const fuzz = (file: TestSpecification) => /[\\/]src[\\/]fuzz[\\/]/.test(file.moduleId);
    return [...sorted.filter(fuzz), ...sorted.filter((file) => !fuzz(file))];
  }
}

const UNIT_TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'];
/** Test files that need their modules loaded afresh (Vitest's default isolation). */
const FRESH_MODULE_TESTS = [
  'src/features/**/*.test.{ts,tsx}',
  'src/app/**/*.test.{ts,tsx}',
  'src/store/**/*.test.{ts,tsx}',
  'src/ui/**/*.test.{ts,tsx}',
  // module mocks, a lazy import checked from outside, a lint rule registered for every later lint
  'src/import/index.test.ts',
  'src/graph/lint/codeSyntax.test.ts',
  'src/sandbox/browser/projectPython.test.ts',
  'src/graph/shareLinkBomb.test.ts',
  'src/models/simulator/lazyLanguage.test.ts',
];

// One config for the app build and for Vitest. Vitest only sees src/ (e2e/ is Playwright's).
export default defineConfig({
  plugins: [react(), devInlineScripts, pyodideAssets],
  resolve: { alias: [{ find: /^monaco-editor\/esm\/vs\/editor\/editor\.api\.js$/, replacement: monacoEditorApi }] },
  worker: { format: 'es' },
  build: { target: 'es2022', chunkSizeWarningLimit: 4000 },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. Many
    // files wait on child processes, worker threads and local servers, so a second worker overlaps
    // that waiting (src/cli, src/sandbox, src/engine/kernel and src/models: 133 s -> 84 s wall at
    // load 16 on 2 cores, the same CPU time; docs/PERFORMANCE.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongPolesFirst },
    // Most files test pure modules (graph, engine, models, export, import, sandbox hosts, CLI): a
    // worker keeps the modules it has loaded for the next file instead of loading them again,
    // which was 40% of the suite's CPU. The files that rely on a fresh module (the app's stores
    // and sessions, module mocks, a lazy load observed from outside) keep their own.
    projects: [
      {
        extends: true,
        test: {
          name: 'modules',
          isolate: false,
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...FRESH_MODULE_TESTS],
          setupFiles: ['src/models/simulator/testing/languageLoaded.setup.ts'],
        },
      },
      { extends: true, test: { name: 'fresh', include: FRESH_MODULE_TESTS } },
    ],
  },
});
