#!/usr/bin/env node
// The `switchboard` command. It runs the CLI built ahead by `npm ci` (scripts/buildCli.mjs, the
// `prepare` script) as plain JavaScript. In a checkout where that build is missing, or older than
// a source file it was built from (src/ edited since), it compiles src/cli with tsx instead, so
// the command always runs the sources as they are.
import { readFileSync, statSync } from 'node:fs';

const built = new URL('../build/cli/', import.meta.url);

/** The built CLI's entry, or null when it is missing or a source is newer than it. */
function builtEntry() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(new URL('inputs.json', built), 'utf8'));
  } catch {
    return null;
  }
  const root = new URL('../', import.meta.url);
  for (const input of manifest.inputs) {
    try {
      if (statSync(new URL(input, root)).mtimeMs > manifest.builtAt) return null;
    } catch {
      return null;
    }
  }
  return new URL('main.js', built).href;
}

const entry = process.env.SWITCHBOARD_FROM_SOURCE === '1' ? null : builtEntry();
let main;
if (entry) {
  ({ main } = await import(entry));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/cli/main.ts'));
}
const code = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
});
// Let stdout drain before exiting (a large --json report is written asynchronously to pipes).
process.stdout.write('', () => process.exit(code));
