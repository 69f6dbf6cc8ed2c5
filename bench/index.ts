/**
 * `npm run bench -- <name> [args]`: runs bench/<name>.ts. Each benchmark prints its figures
 * beside a baseline measured in the same run (ratios are the figures that count).
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .map((f) => f.replace(/\.ts$/, ''))
  // one name per benchmark: skips tests and helpers such as x.test.ts
  .filter((name) => !name.includes('.'));

const [name, ...rest] = process.argv.slice(2);
const names = name ? [name] : available;
for (const n of names) {
  if (!available.includes(n)) {
    console.error(`Unknown benchmark "${n}". Available: ${available.join(', ')}`);
    process.exit(2);
  }
}
for (const n of names) {
  console.log(`\n=== bench: ${n} ===`);
  const mod = (await import(join(here, `${n}.ts`))) as { main: (args: string[]) => Promise<void> };
  await mod.main(rest);
}
// a benchmark's clients may leave sockets closing (the collab bench's websockets): do not wait for them
process.exit(process.exitCode ?? 0);
