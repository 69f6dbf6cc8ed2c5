/**
 * `switchboard import <file or folder>... [-o graph.json] [--json]`: agent code → a graph, with
 * the import report. Folders are searched for source files (dependency and cache folders are
 * skipped); paths in the report are relative to the folder the arguments share, so imports
 * between the files resolve as they do in the project.
 */
import { readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { exportGraph } from '../graph/exportGraph.ts';
import type { Command } from './args.ts';
import type { CliIo } from './contract.ts';

const SKIP_DIRS = new Set(['node_modules', '__pycache__', 'dist', 'build', 'venv', '.venv', 'env', 'site-packages']);
const SOURCE = /\.(py|ts|tsx|js|jsx|mjs|cjs|mts|cts)$/i;
/** read too with --run-code: what the code may open (configs, prompts), as read-only copies in the sandbox */
const DATA = /\.(ya?ml|json|txt|md|toml|cfg|ini|csv|pkl|pickle|npy)$/i;
const BINARY = /\.(pkl|pickle|npy)$/i;
const MAX_DATA_BYTES = 2_000_000;
/** more than this and the argument is probably not an agent project */
const MAX_FILES = 2000;

/**
 * Source files under `path`. Only regular files are read (a FIFO or device named `*.py` would
 * block the read forever); a folder reached twice through symlinks (a loop) and entries that
 * cannot be read are skipped and listed in `skipped`, never fatal for the rest of the folder.
 * With `data` (for --run-code) the data files the
 * program may read (YAML, JSON, text) come along.
 */
function collect(path: string, out: string[], skipped: string[], data = false, seen = new Set<string>()): void {
  const stat = statSync(path);
  if (stat.isFile()) {
    out.push(path);
    return;
  }
  if (!stat.isDirectory()) throw new Error(`${path}: not a regular file or folder`);
  const real = realpathSync(path);
  if (seen.has(real)) {
    skipped.push(`${path}: a folder already searched (symlink loop)`);
    return;
  }
  seen.add(real);
  for (const name of readdirSync(path).sort()) {
    if (name.startsWith('.') || SKIP_DIRS.has(name)) continue;
    const child = join(path, name);
    let childStat;
    try {
      childStat = statSync(child);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      skipped.push(`${child}: ${code === 'ELOOP' ? 'symlink loop' : code === 'ENOENT' ? 'broken symlink' : (error as Error).message}`);
      continue;
    }
    if (childStat.isDirectory()) collect(child, out, skipped, data, seen);
    else if ((SOURCE.test(name) && !name.endsWith('.d.ts')) || (data && DATA.test(name) && childStat.size <= MAX_DATA_BYTES && name !== 'package-lock.json')) {
      if (childStat.isFile()) out.push(child);
      else skipped.push(`${child}: not a regular file`);
    }
    if (out.length > MAX_FILES) throw new Error(`more than ${MAX_FILES} source files under ${path}; name the agent folder itself`);
  }
}

/** The deepest folder that holds every argument (a folder argument counts as its own parent's child). */
function commonRoot(paths: string[]): string {
  const parents = paths.map((p) => dirname(resolve(p)).split(sep));
  const first = parents[0];
  let n = first.length;
  for (const parts of parents.slice(1)) {
    let i = 0;
    while (i < n && i < parts.length && parts[i] === first[i]) i++;
    n = i;
  }
  return first.slice(0, n).join(sep) || sep;
}

export async function importCommand(command: Extract<Command, { command: 'import' }>, io: CliIo): Promise<number> {
  const files: string[] = [];
  const skipped: string[] = [];
  try {
    for (const path of command.paths) collect(path, files, skipped, command.runCode);
  } catch (error) {
    io.stderr(`switchboard: cannot read ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  for (const line of skipped) io.stderr(`switchboard: skipped ${line}\n`);
  const root = commonRoot(command.paths);
  // binary data files (for --run-code) travel base64-encoded
  const sources = files.map((file) => ({ path: relative(root, resolve(file)).split(sep).join('/') || basename(file), text: BINARY.test(file) ? readFileSync(file).toString('base64') : readFileSync(file, 'utf8') }));
  // the parsers load on first use, as in the app
  const { readCode, formatImportReport } = await import('../import/index.ts');
  let result;
  if (command.runCode) {
    // the consented second pass: the program runs in a sandbox (Python: Pyodide; TypeScript/JavaScript:
    // worker threads) against recording stand-ins; only the one its language needs is started
    const { importRunningCode } = await import('../import/runCode/runCode.ts');
    const { createNodePythonRunner } = await import('../sandbox/python/index.ts');
    const { createNodeSandbox } = await import('../sandbox/index.ts');
    const started: { dispose(): void }[] = [];
    const keep = <T extends { dispose(): void }>(made: T): T => (started.push(made), made);
    try {
      result = await importRunningCode(sources, { python: () => keep(createNodePythonRunner()), typescript: () => keep(createNodeSandbox()) }, { entry: command.runCodeEntry ?? undefined });
    } finally {
      for (const made of started) made.dispose();
    }
  } else result = await readCode(sources);
  if (!result.ok) {
    if (command.json) io.stdout(`${JSON.stringify({ graph: null, report: result.report, errors: result.errors })}\n`);
    else io.stderr(`switchboard: no graph from ${command.paths.join(', ')}:\n${result.errors.map((e) => `  ${e.path ? `${e.path}: ` : ''}${e.message}`).join('\n')}\n`);
    return 1;
  }
  const text = exportGraph(result.graph);
  if (command.outFile) {
    writeFileSync(command.outFile, text.endsWith('\n') ? text : `${text}\n`);
    io.stderr(`wrote ${command.outFile}\n`);
  }
  if (command.json) {
    io.stdout(`${JSON.stringify({ graph: JSON.parse(text), report: result.report })}\n`);
  } else {
    if (!command.outFile) io.stdout(text.endsWith('\n') ? text : `${text}\n`);
    io.stderr(`${formatImportReport(result.report)}\n`);
    io.stderr('The graph has code from the files: the app asks before it runs any of it.\n');
  }
  return 0;
}
