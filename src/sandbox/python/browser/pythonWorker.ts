/**
 * The browser Python worker: a module Web Worker started from a blob: URL (so it inherits the
 * page's Content-Security-Policy). It imports Pyodide from this origin (`/pyodide/`, copied there
 * by the build), and once Python is loaded removes network, storage, script loading and
 * `navigator` from its scope (lockDownWorkerScope, as the TypeScript sandbox does) before any
 * user code runs. It boots from the build's memory snapshot (`pyodide/snapshot.bin`) when there is one. It never receives the API key and has no DOM.
 */
import { lockDownWorkerScope } from '../../browser/lockDownWorkerScope.ts';
import { PYTHON_DRIVER } from '../driver.py.ts';
import type { PythonWorkerInit } from '../protocol.ts';
import { startPythonWorker, type LoadPyodideOptions, type PyodideLike } from '../pythonWorkerCore.ts';

interface WorkerScope {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const post = scope.postMessage.bind(scope);
const listen = scope.addEventListener.bind(scope);
const unlisten = scope.removeEventListener.bind(scope);

// The first message is the init; every later one is a call.
const onInit = (event: MessageEvent): void => {
  unlisten('message', onInit);
  const init = event.data as PythonWorkerInit;
  void startPythonWorker({
    init,
    driver: PYTHON_DRIVER,
    loadPyodide: async (options: LoadPyodideOptions) => {
      // the build's snapshot of a booted interpreter (node/pythonSnapshot.ts), fetched beside
      // Pyodide's module; without one (a 404, a server's index.html for a missing file, a failed
      // fetch) Pyodide starts cold
      const snapshot = fetch(`${init.indexURL}snapshot.bin`).then(
        async (response) => (response.ok ? isPyodideSnapshot(await response.arrayBuffer()) : undefined),
        () => undefined,
      );
      const url = `${init.indexURL}pyodide.mjs`;
      const module = (await import(/* @vite-ignore */ url)) as { loadPyodide(o: LoadPyodideOptions & { _loadSnapshot?: ArrayBuffer }): Promise<PyodideLike> };
      const bytes = await snapshot;
      return module.loadPyodide(bytes ? { ...options, _loadSnapshot: bytes } : options);
    },
    post,
    listen: (handler) => listen('message', (e: MessageEvent) => handler(e.data as { id: number })),
    lockDownScope: () => lockDownWorkerScope(globalThis),
    now: () => performance.now(),
  }).catch((error: unknown) => post({ failed: `Python could not load: ${error instanceof Error ? error.message : String(error)}` }));
};
listen('message', onInit);

/** A Pyodide memory snapshot starts with the bytes "\0snp"; anything else is not one. */
function isPyodideSnapshot(bytes: ArrayBuffer): ArrayBuffer | undefined {
  const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength));
  return head.length === 4 && head[0] === 0 && head[1] === 0x73 && head[2] === 0x6e && head[3] === 0x70 ? bytes : undefined;
}
