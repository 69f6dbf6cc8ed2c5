/** Runs user code in the browser. Import lazily: the app's first paint needs none of it. */
import type { Sandbox } from '../../engine/sandbox.ts';
import { withPython } from '../python/pythonSandbox.ts';
import { createBrowserSandbox } from './browserSandbox.ts';

export { createBrowserSandbox, type BrowserSandboxOptions, type WorkerLike } from './browserSandbox.ts';

/**
 * The sandbox of one run: TypeScript in Web Workers, and Python bodies in a Pyodide worker that
 * is created (and Pyodide fetched from this origin) only when the first Python body runs. Make
 * one per run and dispose it after, so no worker outlives its run or serves another project.
 */
export function createRunSandbox(options: { warmPython?: boolean } = {}): Sandbox {
  const sandbox = withPython(createBrowserSandbox(), async () => (await import('../python/browser/index.ts')).createBrowserPythonRunner());
  // A graph whose bodies run as Python: start loading Pyodide now, beside the first model call.
  if (options.warmPython) void sandbox.warm();
  return sandbox;
}
