/**
 * The TypeScript/JavaScript "run the code" pass, host side: the imported files become one script
 * for the TypeScript sandbox (src/sandbox), which runs one module with no imports and no code
 * generation from strings. Each file is transpiled here with sucrase (the sandbox's own
 * transpiler, already loaded lazily with it; types stripped, lines kept, ESM → CommonJS) into a
 * function the recorder's loader (recorder.js.ts) calls on `require`; data files (JSON, YAML,
 * text) travel as read-only strings. Lines are kept, so the recorder maps a stack frame back to
 * file:line.
 */
// static, as in src/sandbox/transpile.ts (this module is itself loaded on use): a dynamic import of
// sucrase's CommonJS parser has no named exports in the CLI's bundle
import { transform } from 'sucrase';
import { parse } from 'sucrase/dist/parser/index.js';
import type { SourceFile } from '../sourceFile.ts';
import { JS_RECORDER } from './recorder.js.ts';

export const TS_CODE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/i;
const HELPER_FILE = /(^|\/)(tests?|evals?|__tests__)\/|\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)eval[^/]*\.[cm]?[jt]s$|\.d\.ts$/;

/**
 * The program's entry: a TS/JS file (not a test or eval helper) that starts itself at top level:
 * calls `main()`, `run(...)` or `withTrace(...)`, awaits, loops or starts a `RealtimeSession`;
 * else a file named main, index, app or run; `main`/`index`/`app` first, then the shallowest.
 */
export function tsEntry(files: SourceFile[]): string | null {
  // at top level (no indentation): main(), run(...), withTrace(...), a top-level await, a session started
  const starts = /^(?:void\s+|await\s+)?(?:main\s*\(|run\s*\(|withTrace\s*\()|^(?:await\s|while\s*\(|for\s*\()|^(?:const|let|var)\s+[\w{}\s,[\]]+=\s*(?:await\s+)?(?:new\s+RealtimeSession|run|withTrace|main)\s*\(/m;
  const candidates = files.filter((f) => TS_CODE_FILE.test(f.path) && !HELPER_FILE.test(f.path) && starts.test(f.text));
  const named = (p: string) => Number(!/(^|\/)(main|index|app|run)\.[cm]?[jt]sx?$/.test(p));
  candidates.sort((a, b) => named(a.path) - named(b.path) || a.path.split('/').length - b.path.split('/').length || a.path.localeCompare(b.path));
  // else a file named as an entry (main, index, app, run), the shallowest
  const entryNamed = files.filter((f) => TS_CODE_FILE.test(f.path) && !HELPER_FILE.test(f.path) && !named(f.path)).sort((a, b) => a.path.split('/').length - b.path.split('/').length);
  return candidates[0]?.path ?? entryNamed[0]?.path ?? null;
}

export interface Bundle {
  /** the sandbox module: its default export records and returns the recording */
  code: string;
  /** files that did not transpile, with sucrase's message (they are left out) */
  problems: { file: string; line: number; message: string }[];
}

export async function bundleProgram(code: SourceFile[], data: SourceFile[], entry: string, call: string | null): Promise<Bundle> {
  const importToken = parse("import('x')", false, true, false).tokens[0].type;
  const problems: Bundle['problems'] = [];
  const modules: { path: string; js: string }[] = [];
  for (const file of code) {
    try {
      const jsx = /x$/i.test(file.path);
      const typed = /\.[cm]?tsx?$/i.test(file.path);
      const { code: js } = transform(file.text, { transforms: [...(typed ? (['typescript'] as const) : []), ...(jsx ? (['jsx'] as const) : []), 'imports'], disableESTransforms: true, production: true, filePath: file.path });
      // what the imports transform leaves: `import.meta` and any import() → the loader's __im
      const tokens = parse(js, jsx, false, false).tokens.filter((t) => t.type === importToken || js.slice(t.start, t.end) === 'import');
      let out = js;
      for (const t of [...tokens].reverse()) out = `${out.slice(0, t.start)}__im${out.slice(t.end)}`;
      // a bare top-level `main();` whose promise rejects would be an unhandled rejection, which ends
      // the sandbox's worker and the recording with it: the recorder observes that promise
      out = out.replace(/^(void\s+)?([A-Za-z_$][\w$]*)\(\)\s*;?[ \t]*$/gm, (_m, v: string | undefined, fn: string) => `${v ?? ''}__track(${fn}());`);
      modules.push({ path: file.path, js: out });
    } catch (error) {
      const loc = (error as { loc?: { line?: number } }).loc;
      problems.push({ file: file.path, line: loc?.line ?? 1, message: String((error as Error).message ?? error) });
    }
  }
  const head = [
    'const __BASE = new Error();',
    `const __FILES = ${JSON.stringify(Object.fromEntries(data.map((f) => [f.path, f.text])))};`,
    `const __ENTRY = ${JSON.stringify(entry)};`,
  ];
  const lines = [...head, 'const __RANGES = [];', ...JS_RECORDER.split('\n'), 'const __MODULES = {'];
  const ranges: { path: string; start: number; end: number }[] = [];
  for (const m of modules) {
    lines.push(`${JSON.stringify(m.path)}: async function (require, module, exports, __filename, __dirname, process, console, __im, window, document, fetch, localStorage) {`);
    const start = lines.length + 1;
    lines.push(...m.js.split('\n'));
    ranges.push({ path: m.path, start, end: lines.length + 1 });
    lines.push('},');
  }
  lines.push('};');
  lines[head.length] = `const __RANGES = ${JSON.stringify(ranges)};`;
  lines.push(`export default async function () { return __record(${JSON.stringify(entry)}, ${JSON.stringify(call)}); }`);
  return { code: lines.join('\n'), problems };
}
