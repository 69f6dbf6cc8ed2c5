/**
 * The Node Python runner: one worker thread per runner, started with an empty environment and
 * Node's permission model granting only reads of Pyodide's folder in node_modules. Time limits
 * interrupt Python through a shared buffer (KeyboardInterrupt), then terminate the worker.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { transform } from 'sucrase';
import { PYTHON_DRIVER } from '../driver.py.ts';
import { createPythonHost } from '../pythonHost.ts';
import { keptPythonSnapshot } from './pythonSnapshot.ts';
import type { PythonRunner, PythonRunnerOptions, PythonWorkerInit, PythonWorkerMessage } from '../protocol.ts';

let coreJs: string | undefined;
let workerSource: string | undefined;

/** Pyodide's folder (with a trailing slash), from this package's node_modules. */
export function pyodideFolder(): string {
  return `${dirname(createRequire(import.meta.url).resolve('pyodide/package.json'))}/`;
}

function loadCoreJs(): string {
  coreJs ??= transform(readFileSync(new URL('../pythonWorkerCore.ts', import.meta.url), 'utf8'), {
    transforms: ['typescript', 'imports'],
    disableESTransforms: true,
  }).code;
  return coreJs;
}

/** Flags of every Python worker: the permission model, reads of Pyodide's folder only. */
export function pythonWorkerExecArgv(folder: string): string[] {
  const flags = process.allowedNodeEnvironmentFlags;
  const permission = flags.has('--permission') ? '--permission' : '--experimental-permission';
  return [permission, `--allow-fs-read=${folder}`, '--no-warnings'];
}

export interface NodePythonRunnerOptions extends PythonRunnerOptions {
  /**
   * A memory snapshot of a booted Pyodide for the worker to restore instead of starting Python
   * cold. Default: the one `npm ci` keeps (pythonSnapshot.ts) when there is one; null: cold.
   */
  snapshot?: Uint8Array | null;
}

export function createNodePythonRunner(options: NodePythonRunnerOptions = {}): PythonRunner & { lastLoadMs(): number | undefined } {
  const memoryLimitBytes = (options.memoryMb ?? 256) * 1024 * 1024;
  return createPythonHost({
    spawn(events) {
      const folder = pyodideFolder();
      workerSource ??= readFileSync(new URL('./pythonNodeWorker.cjs', import.meta.url), 'utf8');
      const interruptBuffer = new SharedArrayBuffer(4);
      const init: PythonWorkerInit = { indexURL: folder, memoryLimitBytes, interruptBuffer };
      const worker = new Worker(workerSource, {
        eval: true,
        env: {},
        execArgv: pythonWorkerExecArgv(folder),
        argv: [],
        workerData: { init, driver: PYTHON_DRIVER, coreJs: loadCoreJs(), snapshot: options.snapshot === undefined ? keptPythonSnapshot() : (options.snapshot ?? undefined) },
        // the JS heap; Python's own memory is the WebAssembly memory, capped in the worker
        resourceLimits: { maxOldGenerationSizeMb: 256 },
      });
      // An idle runner must not keep a CLI process alive; a running call must.
      worker.unref();
      worker.on('message', (message: PythonWorkerMessage) => {
        if ('id' in message || 'ready' in message) worker.unref();
        events.message(message);
      });
      worker.on('error', (error) => events.crash(error.message));
      worker.on('exit', (code) => events.crash(`exited with code ${code}`));
      const view = new Uint8Array(interruptBuffer);
      return {
        post: (request) => {
          worker.ref();
          worker.postMessage(request);
        },
        terminate: () => void worker.terminate(),
        // 2 is SIGINT: Python raises KeyboardInterrupt at its next check
        interrupt: () => Atomics.store(view, 0, 2),
      };
    },
  });
}
