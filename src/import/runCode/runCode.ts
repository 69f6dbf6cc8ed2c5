/**
 * The consented second pass: the program's entry runs in the Python sandbox (Pyodide, no network,
 * no key, a time limit) against recording stand-ins (recorder.py.ts), with read-only copies of the
 * imported folder's files; what it records is merged into the statically read graph
 * (mergeRecording.ts). Runs only when the person asks for it (CLI `--run-code`, the app's import
 * dialog). The runner is handed in by the host, so this module stays free of host APIs.
 */
import type { SandboxRequest, SandboxResult } from '../../engine/sandbox.ts';
import type { PythonRunRequest, PythonRunResult } from '../../sandbox/python/protocol.ts';
import type { ImportCodeResult } from '../index.ts';
import type { SourceFile } from '../sourceFile.ts';
import { RECORDER } from './recorder.py.ts';

export interface PythonRunnerLike {
  run(request: PythonRunRequest): Promise<PythonRunResult>;
}

/** The TypeScript sandbox (src/sandbox: worker threads in Node, Web Workers in the browser). */
export interface TsSandboxLike {
  run(request: SandboxRequest): Promise<SandboxResult>;
}

/** What the host can run the code in; each is used only for its language (Pyodide is not started for a TypeScript folder). */
export interface CodeRunners {
  python?: () => PythonRunnerLike;
  typescript?: () => TsSandboxLike;
}

interface Place {
  file: string;
  line: number;
}

export interface RecordedAgent extends Place {
  key: string;
  name: string;
  kind: 'ag2' | 'sdk';
  instructions: string | null;
  description: string | null;
  model: string | null;
  human: boolean;
  /** AG2: the instructions are an UpdateSystemMessage template, filled from context variables before each reply */
  template?: boolean;
}

export type RecordedTarget =
  | { kind: 'agent'; agent: string | null }
  | { kind: 'agent_name'; name: string }
  | { kind: 'nested'; chats: RecordedChat[] }
  | { kind: 'function'; function: string }
  | { kind: string };

export interface RecordedChat {
  recipient: string | null;
  group: string | null;
  members: string[];
  message: string | null;
  max_turns: number | null;
  summary_method: string | null;
}

export interface Recording {
  agents: RecordedAgent[];
  routes: (Place & { from: string | null; target: RecordedTarget; trigger: 'after_work' | 'llm' | 'context' | 'handoff'; condition: string | null })[];
  tools: (Place & { agent: string | null; name: string; description: string | null; source: string | null; /** TypeScript: a JSON Schema given as parameters (zod is not evaluated) */ parameters?: Record<string, unknown> | null })[];
  nested: (Place & { agent: string | null; chats: RecordedChat[] })[];
  runs: (Place & { agent: string | null; kind: string; max_turns?: number | null; context?: Record<string, unknown> | null })[];
  agent_tools: (Place & { from: string; to: string | null; name: string | null; description: string | null })[];
  notes: string[];
  error: (Place & { type: string; message: string }) | null;
  /** the file run as `__main__` (Python) or the module run first (TypeScript/JavaScript) */
  entry: string;
  language: 'python' | 'typescript';
}

/** Files the code may read besides its source: configs and prompts (YAML, JSON, text). */
export const DATA_FILE = /\.(ya?ml|json|txt|md|toml|cfg|ini|csv|pkl|pickle|npy)$/i;
/** data files whose `text` is base64 (the host read them as bytes) */
export const BINARY_FILE = /\.(pkl|pickle|npy)$/i;

/** The program's entry: the Python file with `if __name__ == "__main__":` (not a test or eval helper), `main.py` first. */
export function pythonEntry(files: SourceFile[]): string | null {
  const candidates = files.filter((f) => f.path.endsWith('.py') && /^if\s+__name__\s*==\s*['"]__main__['"]\s*:/m.test(f.text) && !/(^|\/)(tests?|evals?)\/|(^|\/)test_|_test\.py$/.test(f.path));
  candidates.sort((a, b) => Number(!/(^|\/)(main|app|run)\.py$/.test(a.path)) - Number(!/(^|\/)(main|app|run)\.py$/.test(b.path)) || a.path.split('/').length - b.path.split('/').length);
  return candidates[0]?.path ?? null;
}

export async function recordPython(files: SourceFile[], runner: PythonRunnerLike, options: { entry?: string; timeoutMs?: number } = {}): Promise<{ ok: true; recording: Recording } | { ok: false; message: string }> {
  const [entryFile, entryCall] = (options.entry || pythonEntry(files) || '').split(':');
  if (!entryFile) return { ok: false, message: 'No entry point to run: no Python file has `if __name__ == "__main__":`. Name one with --run-code-entry path.py[:function] or package.module:callable.' };
  const asModule = !entryFile.endsWith('.py');
  if (!asModule && !files.some((f) => f.path === entryFile)) return { ok: false, message: `The entry ${entryFile} is not among the imported files.` };
  const result = await runner.run({
    source: RECORDER,
    filename: '__recorder__.py',
    moduleName: '__recorder__',
    entry: 'record',
    args: [entryFile, entryCall ?? null, Object.fromEntries(files.filter((f) => BINARY_FILE.test(f.path)).map((f) => [f.path, f.text]))],
    files: Object.fromEntries(files.filter((f) => !BINARY_FILE.test(f.path)).map((f) => [f.path, f.text])),
    timeoutMs: options.timeoutMs ?? 20_000,
    outputLimit: 16_384,
  });
  if (!result.ok) return { ok: false, message: `The code could not be run in the sandbox: ${result.error.type}: ${result.error.message}` };
  return { ok: true, recording: { ...(result.value as unknown as Recording), entry: entryFile, language: 'python' } };
}

/** The TS/JS program's entry module runs in the TypeScript sandbox against the recorder (bundleProgram.ts). */
export async function recordTypeScript(files: SourceFile[], sandbox: TsSandboxLike, options: { entry?: string; timeoutMs?: number } = {}): Promise<{ ok: true; recording: Recording; problems: { file: string; line: number; message: string }[] } | { ok: false; message: string }> {
  const { bundleProgram, tsEntry, TS_CODE_FILE } = await import('./bundleProgram.ts');
  const [entryFile, entryCall] = (options.entry || tsEntry(files) || '').split(':');
  if (!entryFile) return { ok: false, message: 'No entry point to run: no TypeScript/JavaScript file starts itself (calls main(), run() or withTrace() at top level). Name one with --run-code-entry path.ts[:exportedFunction].' };
  if (!files.some((f) => f.path === entryFile)) return { ok: false, message: `The entry ${entryFile} is not among the imported files.` };
  const code = files.filter((f) => TS_CODE_FILE.test(f.path) && !/\.d\.ts$/i.test(f.path));
  const data = files.filter((f) => DATA_FILE.test(f.path) && !BINARY_FILE.test(f.path));
  const bundle = await bundleProgram(code, data, entryFile, entryCall || null);
  const timeoutMs = options.timeoutMs ?? 20_000;
  const result = await sandbox.run({ kind: 'tool', code: bundle.code, input: {}, context: {}, timeoutMs });
  if (!result.ok) {
    const why = result.error.timedOut ? `it ran past the time limit (${Math.round(timeoutMs / 1000)} s) — a loop that does not end, or a wait on something the recorder does not model; nothing was recorded` : `${result.error.name}: ${result.error.message}`;
    return { ok: false, message: `The code could not be run in the sandbox: ${why}` };
  }
  return { ok: true, recording: { ...(result.value as unknown as Recording), entry: entryFile, language: 'typescript' }, problems: bundle.problems };
}

/** Which language runs: the one the named entry is in, else Python when a file has `if __name__ == "__main__":`, else TypeScript/JavaScript. */
function languageToRun(files: SourceFile[], entry: string | undefined): 'python' | 'typescript' | null {
  const file = entry?.split(':')[0];
  if (file) return /\.[cm]?[jt]sx?$/i.test(file) ? 'typescript' : 'python';
  if (pythonEntry(files)) return 'python';
  if (files.some((f) => /\.[cm]?[jt]sx?$/i.test(f.path))) return 'typescript';
  return files.some((f) => f.path.endsWith('.py')) ? 'python' : null;
}

/**
 * Static reading, then the program run against recording stand-ins (Python in the Python sandbox,
 * TypeScript/JavaScript in the TypeScript sandbox), merged. Code files go to the static pass; data
 * files (YAML, JSON, text) only to the run, as the code's read-only copies.
 */
export async function importRunningCode(files: SourceFile[], runners: CodeRunners, options: { entry?: string; timeoutMs?: number } = {}): Promise<ImportCodeResult> {
  const { readCode } = await import('../index.ts');
  const { mergeRecording } = await import('./mergeRecording.ts');
  const code = files.filter((f) => !DATA_FILE.test(f.path));
  const staticResult = await readCode(code);
  const note = (detail: string, file = '', line = 1): ImportCodeResult => {
    const item = { level: 'skipped' as const, construct: 'run the code', detail, file, line };
    return { ...staticResult, report: { ...staticResult.report, items: [item, ...staticResult.report.items] } };
  };
  const language = languageToRun(files, options.entry);
  if (language === 'python') {
    if (!runners.python) return note('Python cannot be run here; the graph is what the reading found');
    const recorded = await recordPython(files.filter((f) => f.path.endsWith('.py') || DATA_FILE.test(f.path)), runners.python(), options);
    if (!recorded.ok) return note(recorded.message);
    return mergeRecording(staticResult, recorded.recording);
  }
  if (language === 'typescript') {
    if (!runners.typescript) return note('TypeScript/JavaScript cannot be run here; the graph is what the reading found');
    const recorded = await recordTypeScript(files, runners.typescript(), options);
    if (!recorded.ok) return note(recorded.message);
    const merged = mergeRecording(staticResult, recorded.recording);
    const skipped = recorded.problems.map((p) => ({ level: 'skipped' as const, construct: 'run the code', detail: `${p.file} could not be transpiled and was left out of the run: ${p.message}`, file: p.file, line: p.line }));
    return { ...merged, report: { ...merged.report, items: [...skipped, ...merged.report.items] } };
  }
  return note('no Python or TypeScript/JavaScript code to run');
}
