#!/usr/bin/env node
// The `switchboard` command. The CLI is TypeScript (src/cli); tsx compiles it on the fly so the
// command works straight after `npm ci`, with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
const code = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
});
// Let stdout drain before exiting (a large --json report is written asynchronously to pipes).
process.stdout.write('', () => process.exit(code));
