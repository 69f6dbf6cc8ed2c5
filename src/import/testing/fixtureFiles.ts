/**
 * The importer tests' corpus (src/import/fixtures), read as source text through Vite's glob so the
 * helper needs no Node API (src/import stays free of host APIs, layerRules.test.ts).
 */
import { importCode } from '../index.ts';
import { loadTypeBlanker } from '../typescript/typeBlanker.ts';
import type { SourceFile } from '../sourceFile.ts';

// the TypeScript fixtures are read with Babel's help where Lezer stumbles (typeBlanker.ts)
await loadTypeBlanker();

const RAW = import.meta.glob('../fixtures/**/*', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** One fixture of a language family: a single file, or every file below a folder (paths relative to the family). */
export function fixtureFiles(family: string, name: string): SourceFile[] {
  const root = `../fixtures/${family}/`;
  const single = RAW[root + name];
  if (single !== undefined) return [{ path: name, text: single }];
  const files = Object.entries(RAW)
    .filter(([key]) => key.startsWith(`${root}${name}/`))
    .map(([key, text]) => ({ path: key.slice(root.length), text }));
  if (files.length === 0) throw new Error(`no fixture ${family}/${name}`);
  return files;
}

/** Imports a fixture and fails the test with the importer's errors when it made no graph. */
export function importedFixture(family: string, name: string) {
  const result = importCode(fixtureFiles(family, name));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}
