#!/usr/bin/env node
/**
 * Restores the lockfile entries npm leaves out when the registry it talks to lacks a package's
 * foreign-platform binaries (this workplace's registry has oxlint's Linux bindings only). On a
 * full registry npm writes these platform-only entries itself; without them `npm ci` refuses the
 * lock ("Missing: @oxlint/binding-darwin-arm64 from lock file"). They are never installed on
 * Linux x64: npm skips an optional package whose os/cpu/libc do not match.
 *
 * Run after `npm install` changes the lock: `node scripts/completeLockfile.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

/** `<os>-<cpu>[-<abi>]` as the oxc/napi-rs binding packages name their targets. */
function platformOf(suffix) {
  const [os, cpu, abi] = suffix.split('-');
  const entry = { cpu: [cpu], os: [os] };
  if (abi === 'gnu' || abi === 'gnueabihf') entry.libc = ['glibc'];
  if (abi === 'musl' || abi === 'musleabihf') entry.libc = ['musl'];
  return entry;
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const match = /^@oxlint\/binding-(.+)$/.exec(name);
    if (!match || packages[key]) continue;
    const { cpu, os, libc } = platformOf(match[1]);
    packages[key] = { version, cpu, dev: pkg.dev, ...(libc ? { libc } : {}), license: pkg.license, optional: true, os, engines: pkg.engines };
    if (pkg.dev === undefined) delete packages[key].dev;
    added += 1;
    void path;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `Added ${added} platform-only lock entries.` : 'Lockfile already complete.');
