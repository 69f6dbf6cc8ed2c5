/**
 * The Node Python runner: one worker thread per runner, started with an empty environment and
 * Node's permission model granting only reads of Pyodide's folder in node_modules. Time limits
 * interrupt Python through a shared buffer (KeyboardInterrupt), then terminate the worker.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { threadId, Worker } from 'node:worker_threads';
import { transform } from 'sucrase';
import { PYTHON_DRIVER } from '../driver.py.ts';
import { createPythonHost } from '../pythonHost.ts';
import type { PythonRunner, PythonRunnerOptions, PythonWorkerInit, PythonWorkerMessage } from '../protocol.ts';

let coreJs: string | undefined;
let workerSource: string | undefined;

/**
 * A memory snapshot of a pristine Pyodide (nothing of Switchboard's or the user's has run in it),
 * so later runners restore in a couple of seconds instead of loading for tens under load. Kept
 * for this process and in a cache file beside the package's node_modules (the same trust as
 * Pyodide's own files there); the first runner of a machine makes it while it loads.
 */
let snapshot: Uint8Array | undefined;
let snapshotBeingMade = false;

function snapshotFile(folder: string): string {
  const version = (JSON.parse(readFileSync(`${folder}package.json`, 'utf8')) as { version: string }).version;
  return join(folder, '..', '.cache', 'switchboard', `pyodide-${version}-node${process.versions.node.split('.')[0]}.snapshot`);
}

function cachedSnapshot(folder: string): Uint8Array | undefined {
  if (snapshot) return snapshot;
  try {
    snapshot = new Uint8Array(readFileSync(snapshotFile(folder)));
  } catch {
    snapshot = undefined;
  }
  return snapshot;
}

function keepSnapshot(folder: string, bytes: Uint8Array): void {
  snapshot ??= bytes;
  try {
    const file = snapshotFile(folder);
    mkdirSync(dirname(file), { recursive: true });
    // threads of one process (test workers) may make it at once: each writes its own file, the rename is atomic
    const temporary = `${file}.${process.pid}.${threadId}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, bytes);
    renameSync(temporary, file);
  } catch {
    // a read-only install keeps the snapshot for this process only
  }
}

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

export function createNodePythonRunner(options: PythonRunnerOptions = {}): PythonRunner & { lastLoadMs(): number | undefined } {
  const memoryLimitBytes = (options.memoryMb ?? 256) * 1024 * 1024;
  return createPythonHost({
    spawn(events) {
      const folder = pyodideFolder();
      workerSource ??= readFileSync(new URL('./pythonNodeWorker.cjs', import.meta.url), 'utf8');
      const interruptBuffer = new SharedArrayBuffer(4);
      const restore = options.snapshot === false ? undefined : cachedSnapshot(folder);
      const make = options.snapshot !== false && !restore && !snapshotBeingMade;
      if (make) snapshotBeingMade = true;
      const init: PythonWorkerInit = { indexURL: folder, memoryLimitBytes, interruptBuffer, ...(restore ? { snapshot: restore } : make ? { makeSnapshot: true } : {}) };
      const worker = new Worker(workerSource, {
        eval: true,
        env: {},
        execArgv: pythonWorkerExecArgv(folder),
        argv: [],
        workerData: { init, driver: PYTHON_DRIVER, coreJs: loadCoreJs() },
        // the JS heap; Python's own memory is the WebAssembly memory, capped in the worker
        resourceLimits: { maxOldGenerationSizeMb: 256 },
      });
      // An idle runner must not keep a CLI process alive; a running call must.
      worker.unref();
      worker.on('message', (message: PythonWorkerMessage) => {
        if ('snapshot' in message) {
          snapshotBeingMade = false;
          keepSnapshot(folder, message.snapshot);
          return;
        }
        if ('id' in message || 'ready' in message) worker.unref();
        events.message(message);
      });
      worker.on('error', (error) => events.crash(error.message));
      worker.on('exit', (code) => {
        if (make && !snapshot) snapshotBeingMade = false;
        events.crash(`exited with code ${code}`);
      });
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
