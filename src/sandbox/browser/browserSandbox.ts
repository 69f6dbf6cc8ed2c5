/**
 * The browser host: module Web Workers, one call per worker at a time (see ../workerSandbox.ts).
 * The worker comes from a blob: URL so that it inherits the page's Content-Security-Policy (a
 * worker loaded from an http URL gets the policy of its own response instead, and a static
 * server sends none). Create one sandbox per run and dispose it after: workers are never shared
 * between runs, so between projects (features/playground/runController.ts).
 */
import type { Sandbox } from '../../engine/sandbox.ts';
import type { WorkerMessage } from '../protocol.ts';
import { createWorkerSandbox } from '../workerSandbox.ts';
import SandboxWorker from './sandboxWorker.ts?worker&inline';

/** The part of the DOM Worker the host uses (tests pass a fake). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

export interface BrowserSandboxOptions {
  /** most workers alive at once (default 2) */
  maxWorkers?: number;
  createWorker?: () => WorkerLike;
}

const createSandboxWorker = (): WorkerLike => new SandboxWorker({ name: 'switchboard-sandbox' });

export function createBrowserSandbox(options: BrowserSandboxOptions = {}): Sandbox {
  const createWorker = options.createWorker ?? createSandboxWorker;
  return createWorkerSandbox({
    maxWorkers: options.maxWorkers,
    spawn(events) {
      const worker = createWorker();
      worker.onmessage = (event) => {
        const message = event.data;
        if ('ready' in message) events.ready();
        else events.reply(message);
      };
      worker.onerror = (event) => {
        event.preventDefault();
        events.crash(event.message || 'the worker failed to load');
      };
      worker.onmessageerror = () => events.crash('a message could not be read');
      return {
        post: (request) => worker.postMessage(request),
        terminate: () => worker.terminate(),
      };
    },
  });
}
