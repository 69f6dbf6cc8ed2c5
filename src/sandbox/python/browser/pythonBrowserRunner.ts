/**
 * The browser Python runner: one module Web Worker per runner (so per project run; never shared
 * between projects). Pyodide is served from this origin (`<base>/pyodide/`) and fetched only when
 * the first Python call starts the worker. With cross-origin isolation the time limit interrupts
 * Python through a shared buffer; without it (the default page) the worker is terminated.
 */
import { createPythonHost } from '../pythonHost.ts';
import type { PythonRunner, PythonRunnerOptions, PythonWorkerInit, PythonWorkerMessage } from '../protocol.ts';
import PythonWorker from './pythonWorker.ts?worker&inline';

export interface BrowserPythonRunnerOptions extends PythonRunnerOptions {
  /** where Pyodide's files are served (default `<origin><base>pyodide/`) */
  indexURL?: string;
}

export function defaultPyodideURL(): string {
  return new URL(`${import.meta.env.BASE_URL}pyodide/`, globalThis.location.href).href;
}

export function createBrowserPythonRunner(options: BrowserPythonRunnerOptions = {}): PythonRunner & { lastLoadMs(): number | undefined } {
  const memoryLimitBytes = (options.memoryMb ?? 256) * 1024 * 1024;
  return createPythonHost({
    spawn(events) {
      const worker = new PythonWorker({ name: 'switchboard-python' });
      const shared = globalThis.crossOriginIsolated === true;
      const interruptBuffer = shared ? new SharedArrayBuffer(4) : undefined;
      const init: PythonWorkerInit = { indexURL: options.indexURL ?? defaultPyodideURL(), memoryLimitBytes, interruptBuffer };
      worker.onmessage = (event: MessageEvent<PythonWorkerMessage>) => events.message(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        events.crash(event.message || 'the Python worker failed to load');
      };
      worker.onmessageerror = () => events.crash('a message could not be read');
      worker.postMessage(init);
      const view = interruptBuffer ? new Uint8Array(interruptBuffer) : undefined;
      return {
        post: (request) => worker.postMessage(request),
        terminate: () => worker.terminate(),
        interrupt: view ? () => void Atomics.store(view, 0, 2) : undefined,
      };
    },
  });
}
