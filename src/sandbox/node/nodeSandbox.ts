/**
 * The Node host: worker threads started with an empty environment and Node's permission model,
 * each call in a fresh vm context (see nodeWorker.cjs and docs/SECURITY.md for the threat model).
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { transform } from 'sucrase';
import type { Sandbox } from '../../engine/sandbox.ts';
import type { WorkerMessage } from '../protocol.ts';
import { createWorkerSandbox } from '../workerSandbox.ts';

export interface NodeSandboxOptions {
  /** most worker threads alive at once (default 2) */
  maxWorkers?: number;
  /** heap limit of each worker (default 128 MB): a runaway allocation kills only that worker */
  maxMemoryMb?: number;
}

let runnerJs: string | undefined;
let workerSource: string | undefined;

/**
 * Flags of every sandbox worker. `--experimental-vm-modules`: Node 20 only calls a vm context's
 * own `importModuleDynamically` with it (without, an import() rejects with an error of the
 * worker's realm: a way out). The permission model (`--permission`, spelled
 * `--experimental-permission` before Node 22.13) with no grants: even code that reached the
 * worker's realm could not read files (/proc/self/environ), spawn processes or workers, or load
 * native addons. Node accepts these per worker (checked by escapes.test.ts); network access is
 * not covered by Node 20's permission model (see docs/SECURITY.md).
 */
export function sandboxWorkerExecArgv(): string[] {
  const flags = process.allowedNodeEnvironmentFlags;
  const permission = flags.has('--permission') ? '--permission' : '--experimental-permission';
  return ['--experimental-vm-modules', permission, '--no-warnings'];
}

/** runUserCode.ts as a script for the vm context, transpiled from source so no build is needed. */
function loadRunnerJs(): string {
  runnerJs ??= transform(readFileSync(new URL('../runUserCode.ts', import.meta.url), 'utf8'), {
    transforms: ['typescript', 'imports'],
    disableESTransforms: true,
  }).code;
  return runnerJs;
}

/** One sandbox worker thread, speaking ../protocol.ts (exported for the escape tests). */
export function startSandboxWorker(maxMemoryMb = 128): Worker {
  // From source text: the worker gets no file-system permission, not even for its own file.
  workerSource ??= readFileSync(new URL('./nodeWorker.cjs', import.meta.url), 'utf8');
  return new Worker(workerSource, {
    eval: true,
    // No OPENAI_API_KEY (or anything else) in the worker's process.env.
    env: {},
    // Only the sandbox's flags: no loaders such as tsx's (the worker is plain JS).
    execArgv: sandboxWorkerExecArgv(),
    argv: [],
    workerData: { runnerJs: loadRunnerJs() },
    resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb },
  });
}

export function createNodeSandbox(options: NodeSandboxOptions = {}): Sandbox {
  return createWorkerSandbox({
    maxWorkers: options.maxWorkers,
    spawn(events) {
      const worker = startSandboxWorker(options.maxMemoryMb);
      // An idle warm worker must not keep a CLI process alive; a worker with a call must.
      worker.unref();
      worker.on('message', (message: WorkerMessage) => {
        if ('ready' in message) {
          events.ready();
        } else if ('id' in message) {
          // Before reply(): it may hand this worker its next call, which refs it again.
          worker.unref();
          events.reply(message);
        }
      });
      worker.on('error', (error) => events.crash(error.message));
      worker.on('exit', (code) => events.crash(`exited with code ${code}`));
      return {
        post: (request) => {
          worker.ref();
          worker.postMessage(request);
        },
        terminate: () => void worker.terminate(),
      };
    },
  });
}
