/**
 * One Python runtime per project, kept between its runs: Pyodide's cold start (seconds) is paid
 * once per project, not on every turn of a conversation. Never shared between projects: asking
 * for another project's runtime disposes the kept one first (its worker ends). Each call still
 * runs in fresh globals, with the modules it imported removed afterwards (driver.py.ts).
 */
import type { PythonRunner } from '../python/protocol.ts';

let kept: { projectId: string; runner: Promise<PythonRunner> } | null = null;

export function projectPythonRunner(projectId: string): Promise<PythonRunner> {
  if (kept?.projectId === projectId) return kept.runner;
  releaseProjectPython();
  const runner = import('../python/browser/index.ts').then((m) => m.createBrowserPythonRunner());
  kept = { projectId, runner };
  return runner;
}

/** Ends the kept runtime (another project opened, or its trust withdrawn). */
export function releaseProjectPython(): void {
  const old = kept;
  kept = null;
  void old?.runner.then((r) => r.dispose(), () => undefined);
}

/** Starts loading the project's Python before its first body asks (a person is typing a message). */
export function warmProjectPython(projectId: string): void {
  void projectPythonRunner(projectId)
    .then((r) => r.warm())
    .catch(() => undefined);
}
