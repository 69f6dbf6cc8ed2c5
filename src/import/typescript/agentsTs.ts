import type { ImportCodeResult } from '../index.ts';
import type { SourceFile } from '../sourceFile.ts';

export function importTypeScript(files: SourceFile[]): ImportCodeResult {
  void files;
  return { ok: false, errors: [{ path: '', message: 'TypeScript import is not implemented yet.' }], report: { runtime: 'agents-sdk-js', items: [] } };
}
