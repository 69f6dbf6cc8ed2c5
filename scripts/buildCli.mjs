#!/usr/bin/env node
/**
 * Builds the CLI ahead of time (run by `npm ci` / `npm install` as the `prepare` script):
 * src/cli/main.ts and everything it imports, bundled by esbuild into build/cli/ as plain ES
 * modules, so `switchboard` starts without compiling TypeScript (bin/switchboard.mjs).
 *
 * - Code split at the CLI's dynamic imports: `--version`, `validate` and `export` load neither
 *   the engine nor the sandbox.
 * - Files read at run time through `new URL('…', import.meta.url)` (package.json, the sandbox's
 *   worker and runner sources) are re-pointed from the bundle to the same files in the package.
 * - build/cli/inputs.json lists the source files with the bundle's time: bin/switchboard.mjs
 *   runs the sources through tsx instead when one of them is newer (an edited checkout).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// `--outdir DIR`: elsewhere (scripts/buildCli.test.ts builds into a temporary folder)
const outdirArg = process.argv.indexOf('--outdir');
const outdir = outdirArg > 0 ? resolve(process.argv[outdirArg + 1]) : join(root, 'build/cli');

/** `new URL('rel', import.meta.url)` in a source file -> the same file, relative to the bundle. */
const relocateFileUrls = {
  name: 'relocate-file-urls',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const contents = source.replace(/new URL\((['"])([^'"]+)\1, import\.meta\.url\)/g, (whole, quote, rel) => {
        if (!rel.startsWith('.')) return whole;
        const target = relative(outdir, resolve(dirname(args.path), rel)).split('\\').join('/');
        return `new URL(${quote}${target.startsWith('.') ? target : `./${target}`}${quote}, import.meta.url)`;
      });
      return { contents, loader: 'ts' };
    });
  },
};

// chunk names carry a hash: without this, every rebuild left the last build's chunks beside it
rmSync(outdir, { recursive: true, force: true });

const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/cli/main.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // CommonJS dependencies inside an ES module bundle still call require() for Node's built-ins
  banner: { js: "import { createRequire as __sbCreateRequire } from 'node:module'; const require = __sbCreateRequire(import.meta.url);" },
  // flat: the relocated file URLs are relative to build/cli/ itself
  chunkNames: '[name]-[hash]',
  entryNames: '[name]',
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [relocateFileUrls],
});

const inputs = Object.keys(result.metafile.inputs).filter((p) => p.startsWith('src/'));
writeFileSync(join(outdir, 'inputs.json'), `${JSON.stringify({ builtAt: Date.now(), inputs }, null, 1)}\n`);
console.log(`switchboard CLI built: ${relative(root, join(outdir, 'main.js'))} (${inputs.length} source files)`);
