/**
 * The Node host: worker threads started with an empty environment, each call in a fresh vm
 * context (see nodeWorker.mjs and ../CONTEXT.md for the threat model).
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

/** runUserCode.ts as a script for the vm context, transpiled from source so no build is needed. */
function loadRunnerJs(): string {
  runnerJs ??= transform(readFileSync(new URL('../runUserCode.ts', import.meta.url), 'utf8'), {
    transforms: ['typescript', 'imports'],
    disableESTransforms: true,
  }).code;
  return runnerJs;
}

export function createNodeSandbox(options: NodeSandboxOptions = {}): Sandbox {
  return createWorkerSandbox({
    maxWorkers: options.maxWorkers,
    spawn(events) {
      const worker = new Worker(new URL('./nodeWorker.mjs', import.meta.url), {
        // No OPENAI_API_KEY (or anything else) in the worker's process.env.
        env: {},
        // Do not inherit loaders such as tsx's: the worker is plain JS and starts faster without.
        execArgv: [],
        argv: [],
        workerData: { runnerJs: loadRunnerJs() },
        resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? 128 },
      });
      // An idle warm worker must not keep a CLI process alive; a worker with a call must.
      worker.unref();
      worker.on('message', (message: WorkerMessage) => {
        if ('ready' in message) {
          events.ready();
        } else {
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
