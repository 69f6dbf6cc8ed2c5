/**
 * Code import: agent source code (Agents SDK Python/TypeScript, Swarm, AG2) → a graph document and
 * an import report. Pure TypeScript; parses, never executes. The app loads this module lazily
 * (it brings the parsers), never on first paint.
 */
import type { ImportProblem } from '../graph/importGraph.ts';
import type { Graph, Runtime } from '../graph/schema.ts';
import { AgentsSdkPyImporter } from './python/agentsSdkPy.ts';
import { Ag2Importer } from './python/ag2.ts';
import { parsePython, type PyModule } from './python/pyTree.ts';
import { SwarmImporter } from './python/swarm.ts';
import type { ImportReport } from './report.ts';
import { languageOf, type SourceFile } from './sourceFile.ts';
import { importTypeScript } from './typescript/agentsTs.ts';
import { loadTypeBlanker } from './typescript/typeBlanker.ts';

export type { ImportReport, ReportItem, ReportLevel } from './report.ts';
export { countByLevel, formatImportReport } from './report.ts';
export type { SourceFile } from './sourceFile.ts';

export type ImportCodeResult =
  | { ok: true; graph: Graph; report: ImportReport }
  | { ok: false; errors: ImportProblem[]; report: ImportReport };

/** The runtime a set of Python modules is written for, from what they import. */
export function detectPythonRuntime(modules: PyModule[]): Runtime | null {
  const score: Record<string, number> = { 'agents-sdk-python': 0, swarm: 0, ag2: 0 };
  for (const mod of modules) {
    for (const imp of mod.imports.values()) {
      const root = imp.module.split('.')[0];
      if (root === 'agents') score['agents-sdk-python']++;
      else if (root === 'swarm') score.swarm++;
      else if (root === 'autogen' || root === 'ag2') score.ag2++;
    }
  }
  const best = Object.entries(score).sort((a, b) => b[1] - a[1])[0];
  return best[1] > 0 ? (best[0] as Runtime) : null;
}

function failure(message: string, runtime = 'unknown'): ImportCodeResult {
  return { ok: false, errors: [{ path: '', message }], report: { runtime, items: [] } };
}

/**
 * `importCode` with what it may need loaded first: Babel's TypeScript parser (typeBlanker.ts,
 * its own chunk in the app) when TypeScript or JavaScript is among the files.
 */
export async function readCode(files: SourceFile[]): Promise<ImportCodeResult> {
  if (files.some((f) => languageOf(f.path) === 'typescript')) await loadTypeBlanker();
  return importCode(files);
}

/**
 * The files as a graph. The readers recurse over the syntax tree: code nested thousands of levels
 * deep overflows the stack, which is reported as a refusal naming the most deeply nested file.
 */
export function importCode(files: SourceFile[]): ImportCodeResult {
  try {
    return importFiles(files);
  } catch (error) {
    if (!(error instanceof RangeError) || !/call stack/i.test(error.message)) throw error;
    const deepest = deepestFile(files);
    return { ok: false, errors: [{ path: deepest.path, message: `The code is nested too deeply to read (${deepest.depth} levels of brackets); nothing was imported.` }], report: { runtime: 'unknown', items: [] } };
  }
}

/** The file with the deepest bracket nesting (strings and comments counted too: an estimate that names the file). */
function deepestFile(files: SourceFile[]): { path: string; depth: number } {
  let best = { path: files[0]?.path ?? '', depth: 0 };
  for (const file of files) {
    let depth = 0;
    let max = 0;
    for (const ch of file.text) {
      if (ch === '(' || ch === '[' || ch === '{') max = Math.max(max, ++depth);
      else if (ch === ')' || ch === ']' || ch === '}') depth = Math.max(0, depth - 1);
    }
    if (max > best.depth) best = { path: file.path, depth: max };
  }
  return best;
}

function importFiles(files: SourceFile[]): ImportCodeResult {
  const python = files.filter((f) => languageOf(f.path) === 'python');
  const typescript = files.filter((f) => languageOf(f.path) === 'typescript');
  const other = files.filter((f) => languageOf(f.path) === null);
  if (python.length === 0 && typescript.length === 0) return failure('No Python (.py) or TypeScript/JavaScript (.ts, .js) files to import.');

  const usesSdkJs = typescript.some((f) => /from\s+['"]@openai\/agents(-core)?['"]|require\(\s*['"]@openai\/agents/.test(f.text));
  let result: ImportCodeResult;
  let used: SourceFile[];
  if (usesSdkJs || python.length === 0) {
    used = typescript;
    result = importTypeScript(typescript);
  } else {
    used = python;
    const modules = python.map((f) => parsePython(f.path, f.text));
    const runtime = detectPythonRuntime(modules);
    if (!runtime) return failure('These Python files import neither the Agents SDK (`agents`), Swarm (`swarm`) nor AG2 (`autogen`): nothing to read agents from.', 'python');
    const importer = runtime === 'swarm' ? new SwarmImporter(modules) : runtime === 'ag2' ? new Ag2Importer(modules) : new AgentsSdkPyImporter(modules);
    importer.run();
    if (importer.draft.agents.length === 0) {
      // keep what was met (agent constructions it could not follow say where): the run-the-code pass can read them
      const fromData = importer.draft.items.some((i) => i.detail.includes('not where the importer can follow'));
      return { ok: false, errors: [{ path: '', message: `No agents found: the files import ${runtime} but construct no agent the importer can follow${fromData ? ' (they are built from data or in code it cannot follow: import with "run the code" to read them)' : ''}.` }], report: { runtime, items: importer.draft.items } };
    }
    result = importer.draft.finish();
  }
  for (const f of files) {
    if (!used.includes(f)) result.report.items.push({ level: 'skipped', construct: f.path, detail: other.includes(f) ? 'not a Python or TypeScript/JavaScript file' : `not read: the other files are ${result.report.runtime} code`, file: f.path, line: 1 });
  }
  return result;
}
