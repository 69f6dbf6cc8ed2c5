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
  /** tests: the heartbeat's limit (default PAGE_SYNC_LIMIT_MS) */
  syncLimitMs?: number;
}

const createSandboxWorker = (): WorkerLike => new SandboxWorker({ name: 'switchboard-sandbox' });

/**
 * The page's worker shares the tab's process and has no heap limit of its own: code that
 * allocates without pause (a memory bomb) crashes the whole tab within seconds, whatever the
 * tool's time limit. So a call whose worker does not answer the heartbeat for this long (it ran
 * without yielding to its event loop) is stopped, and its worker with it. Buffers have a budget
 * of their own (runUserCode.ts); the Node sandbox has a heap limit instead.
 */
export const PAGE_SYNC_LIMIT_MS = 4_000;
const HEARTBEAT_MS = 250;

export function createBrowserSandbox(options: BrowserSandboxOptions = {}): Sandbox {
  const createWorker = options.createWorker ?? createSandboxWorker;
  return createWorkerSandbox({
    maxWorkers: options.maxWorkers,
    spawn(events) {
      const worker = createWorker();
      const syncLimitMs = options.syncLimitMs ?? PAGE_SYNC_LIMIT_MS;
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      let ready = false;
      let lastPong = 0;
      let ping = 0;
      const stopHeartbeat = () => {
        if (heartbeat !== undefined) clearInterval(heartbeat);
        heartbeat = undefined;
      };
      worker.onmessage = (event) => {
        const message = event.data;
        if ('pong' in message) {
          lastPong = Date.now();
        } else if ('ready' in message) {
          ready = true;
          lastPong = Date.now();
          events.ready();
        } else {
          stopHeartbeat();
          events.reply(message);
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        stopHeartbeat();
        events.crash(event.message || 'the worker failed to load');
      };
      worker.onmessageerror = () => events.crash('a message could not be read');
      return {
        post: (request) => {
          worker.postMessage(request);
          lastPong = Date.now();
          stopHeartbeat();
          heartbeat = setInterval(() => {
            if (ready && Date.now() - lastPong > syncLimitMs) {
              stopHeartbeat();
              events.crash(`the code ran ${syncLimitMs / 1000} s without pausing, the most the page allows (allocating without pause would crash the tab); let it await between long steps, or run it with the CLI`);
              return;
            }
            worker.postMessage({ ping: ++ping });
          }, HEARTBEAT_MS);
        },
        terminate: () => {
          stopHeartbeat();
          worker.terminate();
        },
      };
    },
  });
}
