/**
 * File → Import code: agent source files (Python or TypeScript/JavaScript, one file, several or a
 * folder) become a new, untrusted project, laid out with elk, and the import report is shown.
 * The importer and its parsers load on first use (dynamic import), never on first paint.
 */
import { create } from 'zustand';
import type { ImportProblem } from '../../graph/importGraph.ts';
import type { Graph } from '../../graph/schema.ts';
import type { ImportReport } from '../../import/report.ts';
import { layoutPositions } from '../canvas/autoLayout.ts';
import { openAsNewProject } from './librarySession.ts';

/** Extensions the importer reads (src/import/sourceFile.ts languageOf). */
export const CODE_FILE = /\.(py|ts|tsx|js|jsx|mjs|cjs|mts|cts)$/i;
export const CODE_ACCEPT = '.py,.ts,.tsx,.js,.jsx,.mjs,.cjs,.mts,.cts';
const SKIPPED_DIRS = /(^|\/)(node_modules|__pycache__|\.[^/]+|venv|\.venv|dist|build)\//;
const MAX_FILES = 500;

export interface CodeImportOutcome {
  /** what was imported: a file name, "3 files" or a folder name */
  source: string;
  report: ImportReport;
  /** null when no graph could be made (then `errors` says why) */
  graphName: string | null;
  errors: ImportProblem[];
}

export const useCodeImportStore = create<{
  outcome: CodeImportOutcome | null;
  busy: boolean;
  /** the chooser dialog before the file picker: which picker it opens, or null when closed */
  chooser: 'files' | 'folder' | null;
  /** the person's choice to run the code in the Python sandbox too (off by default) */
  runCode: boolean;
}>()(() => ({ outcome: null, busy: false, chooser: null, runCode: false }));

export function dismissCodeImport(): void {
  useCodeImportStore.setState({ outcome: null });
}

export function openCodeImportChooser(kind: 'files' | 'folder'): void {
  useCodeImportStore.setState({ chooser: kind });
}

export function closeCodeImportChooser(): void {
  useCodeImportStore.setState({ chooser: null });
}

/** What the code may read when it runs (configs, prompts, pickled data), as read-only copies. */
const DATA_FILE = /\.(ya?ml|json|txt|md|toml|cfg|ini|csv|pkl|pickle|npy)$/i;
const BINARY_FILE = /\.(pkl|pickle|npy)$/i;
const MAX_DATA_BYTES = 2_000_000;

async function fileText(f: File): Promise<string> {
  if (!BINARY_FILE.test(f.name)) return f.text();
  const bytes = new Uint8Array(await f.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Whether a set of dropped or picked files is code to import (rather than a graph file). */
export function isCodeImport(files: readonly { name: string }[]): boolean {
  return files.length > 0 && files.every((f) => CODE_FILE.test(f.name));
}

function describe(files: readonly File[]): string {
  const top = files[0]?.webkitRelativePath?.split('/')[0];
  if (top && files.every((f) => f.webkitRelativePath.startsWith(`${top}/`))) return `the folder ${top}`;
  return files.length === 1 ? files[0].name : `${files.length} files`;
}

/** Reads the files, imports them and opens the graph as a new untrusted project. */
export async function importCodeFiles(picked: readonly File[]): Promise<void> {
  const runCode = useCodeImportStore.getState().runCode;
  const files = picked.filter((f) => CODE_FILE.test(f.name) && !/\.d\.ts$/i.test(f.name) && !SKIPPED_DIRS.test(f.webkitRelativePath || f.name)).slice(0, MAX_FILES);
  const data = runCode ? picked.filter((f) => DATA_FILE.test(f.name) && f.size <= MAX_DATA_BYTES && !SKIPPED_DIRS.test(f.webkitRelativePath || f.name)).slice(0, MAX_FILES) : [];
  const source = describe(picked);
  if (files.length === 0) {
    useCodeImportStore.setState({ outcome: { source, report: { runtime: 'unknown', items: [] }, graphName: null, errors: [{ path: '', message: 'No Python (.py) or TypeScript/JavaScript (.ts, .js) files to import.' }] } });
    return;
  }
  useCodeImportStore.setState({ busy: true });
  try {
    const sources = await Promise.all([...files, ...data].map(async (f) => ({ path: f.webkitRelativePath || f.name, text: await fileText(f) })));
    const result = runCode ? await importRunning(sources) : await (await import('../../import/index.ts')).readCode(sources);
    if (!result.ok) {
      useCodeImportStore.setState({ outcome: { source, report: result.report, graphName: null, errors: result.errors } });
      return;
    }
    const graph = await laidOut(result.graph);
    await openAsNewProject(graph, 'file', false);
    useCodeImportStore.setState({ outcome: { source, report: result.report, graphName: graph.name, errors: [] } });
  } finally {
    useCodeImportStore.setState({ busy: false });
  }
}

/**
 * The consented second pass: the program runs against recorders in a sandbox worker of its
 * language (Python: the Pyodide worker; TypeScript/JavaScript: the TypeScript sandbox's Web
 * Worker); only that one is started, and it ends with the import.
 */
async function importRunning(sources: { path: string; text: string }[]) {
  const { importRunningCode } = await import('../../import/runCode/runCode.ts');
  const [{ createBrowserPythonRunner }, { createBrowserSandbox }] = await Promise.all([import('../../sandbox/python/browser/index.ts'), import('../../sandbox/browser/index.ts')]);
  const started: { dispose(): void }[] = [];
  const keep = <T extends { dispose(): void }>(made: T): T => (started.push(made), made);
  try {
    return await importRunningCode(sources, { python: () => keep(createBrowserPythonRunner()), typescript: () => keep(createBrowserSandbox()) }, { timeoutMs: 60_000 });
  } finally {
    for (const made of started) made.dispose();
  }
}

/** The canvas's elk layout, applied before the graph opens (one step, nothing to undo). */
async function laidOut(graph: Graph): Promise<Graph> {
  const positions = await layoutPositions(graph, () => undefined);
  return { ...graph, agents: graph.agents.map((a) => ({ ...a, position: positions[a.id] ?? a.position })) };
}
