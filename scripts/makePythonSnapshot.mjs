#!/usr/bin/env node
/**
 * Makes the Pyodide memory snapshot (src/sandbox/python/node/pythonSnapshot.ts) into
 * node_modules/.cache/switchboard, once per Pyodide version (run by `npm ci` / `npm install` as
 * part of the `prepare` script). Node's Python runners (CLI, tests) restore it instead of starting
 * Python cold; the app's build copies it to dist/pyodide/snapshot.bin (vite.config.ts).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(root, 'build/python-snapshot/pythonSnapshot.mjs');
mkdirSync(dirname(outfile), { recursive: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/sandbox/python/node/pythonSnapshot.ts'],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const { cachedPythonSnapshot, snapshotCacheFile } = await import(pathToFileURL(outfile).href);
const started = performance.now();
const snapshot = await cachedPythonSnapshot();
console.log(`Pyodide snapshot ready: ${snapshotCacheFile().slice(root.length + 1)} (${(snapshot.length / 1e6).toFixed(1)} MB, ${Math.round(performance.now() - started)} ms)`);
