/** Runs user code in the browser. Import lazily: the app's first paint needs none of it. */
import type { Sandbox } from '../../engine/sandbox.ts';
import { withPython } from '../python/pythonSandbox.ts';
import { createBrowserSandbox } from './browserSandbox.ts';
import { projectPythonRunner } from './projectPython.ts';

export { createBrowserSandbox, type BrowserSandboxOptions, type WorkerLike } from './browserSandbox.ts';
export { releaseProjectPython, warmProjectPython } from './projectPython.ts';

/**
 * The sandbox of one run: TypeScript in Web Workers, and Python bodies in a Pyodide worker that
 * is created (and Pyodide fetched from this origin) only when the first Python body runs. Make
 * one per run and dispose it after: its TypeScript workers end with it. With `projectId` the
 * Python runtime is the project's kept one (projectPython.ts), warm from its earlier runs and
 * never another project's; without, it is the run's own.
 */
export function createRunSandbox(options: { warmPython?: boolean; projectId?: string } = {}): Sandbox {
  const { projectId } = options;
  const sandbox = projectId
    ? withPython(createBrowserSandbox(), () => projectPythonRunner(projectId), { keepRunner: true })
    : withPython(createBrowserSandbox(), async () => (await import('../python/browser/index.ts')).createBrowserPythonRunner());
  // A graph whose bodies run as Python: start loading Pyodide now, beside the first model call.
  if (options.warmPython) void sandbox.warm();
  return sandbox;
}
