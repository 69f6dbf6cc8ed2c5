/**
 * The host logic both Python runners share: one worker (one Pyodide) per runner, calls served
 * one at a time in order, the time limit and the abort signal enforced by an interrupt (Python
 * raises KeyboardInterrupt, caught by the driver) and, if the call does not end within a grace
 * period or the host cannot share memory, by terminating the worker. A worker the host kills
 * (time-out, abort) is replaced at once, in the background, so the next call finds Python
 * loading or loaded rather than paying the whole cold start (in the browser, without
 * cross-origin isolation, every time-out kills). The first worker is started lazily: Python
 * loads only when it is about to run.
 */
import type { JsonValue } from '../../engine/json.ts';
import type {
  PythonError,
  PythonRunner,
  PythonRunRequest,
  PythonRunResult,
  PythonWorkerMessage,
  PythonWorkerRequest,
} from './protocol.ts';

export interface PythonWorkerEvents {
  message(message: PythonWorkerMessage): void;
  /** the worker died or failed to load */
  crash(reason: string): void;
}

export interface PythonWorkerChannel {
  post(request: PythonWorkerRequest): void;
  terminate(): void;
  /** set when the worker shares an interrupt buffer with the host */
  interrupt?: () => void;
}

export type SpawnPythonWorker = (events: PythonWorkerEvents) => PythonWorkerChannel;

export interface PythonHostOptions {
  spawn: SpawnPythonWorker;
  now?: () => number;
  /** how long a worker may take to load Python (default 60 s) */
  startLimitMs?: number;
  /** how long an interrupted call may take to end before its worker is killed (default 1 s) */
  interruptGraceMs?: number;
}

interface Worker {
  channel: PythonWorkerChannel;
  ready: Promise<void>;
  markReady(): void;
  fail(reason: string): void;
  pending?: { id: number; resolve: (outcome: string) => void };
  dead: boolean;
  loadMs?: number;
}

export function createPythonHost(options: PythonHostOptions): PythonRunner & { lastLoadMs(): number | undefined } {
  const now = options.now ?? (() => performance.now());
  const startLimitMs = options.startLimitMs ?? 60_000;
  const graceMs = options.interruptGraceMs ?? 1000;
  let worker: Worker | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let nextId = 1;
  let disposed = false;

  const spawn = (): Worker => {
    let markReady!: () => void;
    let fail!: (reason: string) => void;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      fail = (reason) => reject(new Error(reason));
    });
    ready.catch(() => undefined);
    const w: Worker = { ready, markReady, fail, dead: false } as Worker;
    const startTimer = setTimeout(() => crash(`Python did not load within ${startLimitMs} ms`), startLimitMs);
    const crash = (reason: string): void => {
      clearTimeout(startTimer);
      if (w.dead) return;
      w.dead = true;
      w.channel.terminate();
      if (worker === w) worker = undefined;
      w.fail(reason);
      const pending = w.pending;
      w.pending = undefined;
      pending?.resolve(sandboxFailure(`The Python sandbox stopped: ${reason}`));
    };
    w.channel = options.spawn({
      message(message) {
        if ('ready' in message) {
          clearTimeout(startTimer);
          w.loadMs = message.loadMs;
          w.markReady();
        } else if ('failed' in message) {
          crash(message.failed);
        } else if ('snapshot' in message) {
          // the runner keeps it (node/pythonNodeRunner.ts); nothing for the host to do
        } else if (w.pending && message.id === w.pending.id) {
          const { resolve } = w.pending;
          w.pending = undefined;
          resolve(message.outcome);
        }
      },
      crash,
    });
    // the crash path for kills by the host (time-out, abort, dispose)
    (w as Worker & { kill: (reason: string) => void }).kill = crash;
    return w;
  };

  const kill = (w: Worker, reason: string): void => (w as Worker & { kill: (reason: string) => void }).kill(reason);
  /** a kill that ends a call (not dispose): start the replacement now */
  const killAndReplace = (w: Worker, reason: string): void => {
    kill(w, reason);
    if (!disposed && worker === undefined) worker = spawn();
  };

  const current = (): Worker => {
    if (!worker || worker.dead) worker = spawn();
    return worker;
  };

  const runOne = async (request: PythonRunRequest): Promise<PythonRunResult> => {
    const { signal, timeoutMs, ...call } = request;
    if (disposed) return failure('SandboxError', 'The Python sandbox was disposed', 0);
    if (signal?.aborted) return failure('AbortError', 'The operation was aborted', 0);
    const w = current();
    try {
      await w.ready;
    } catch (error) {
      return failure('SandboxError', `Python could not start: ${(error as Error).message}`, 0);
    }
    if (signal?.aborted) return failure('AbortError', 'The operation was aborted', 0);
    const startedAt = now();
    const id = nextId++;
    let stopReason: 'timeout' | 'abort' | undefined;
    const outcome = await new Promise<string>((resolve) => {
      w.pending = { id, resolve };
      const stop = (reason: 'timeout' | 'abort'): void => {
        if (!w.pending || w.pending.id !== id) return;
        stopReason = reason;
        if (w.channel.interrupt) {
          w.channel.interrupt();
          graceTimer = setTimeout(() => killAndReplace(w, 'the call did not stop when interrupted'), graceMs);
        } else {
          killAndReplace(w, 'the call was stopped');
        }
      };
      let graceTimer: ReturnType<typeof setTimeout> | undefined;
      const timer = setTimeout(() => stop('timeout'), Math.max(1, timeoutMs));
      const onAbort = (): void => stop('abort');
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = resolve;
      w.pending.resolve = (text) => {
        clearTimeout(timer);
        if (graceTimer !== undefined) clearTimeout(graceTimer);
        signal?.removeEventListener('abort', onAbort);
        done(text);
      };
      w.channel.post({ id, ...call });
    });
    const durationMs = Math.max(0, now() - startedAt);
    if (stopReason === 'timeout') {
      return { ...failure('TimeoutError', `Python code timed out after ${timeoutMs} ms`, durationMs, true), ...outputOf(outcome) };
    }
    if (stopReason === 'abort') return { ...failure('AbortError', 'The operation was aborted', durationMs), ...outputOf(outcome) };
    return parseOutcome(outcome, durationMs);
  };

  return {
    run(request) {
      const result = chain.then(() => runOne(request));
      chain = result.catch(() => undefined);
      return result;
    },
    async warm() {
      if (disposed) return;
      await current().ready.catch(() => undefined);
    },
    dispose() {
      disposed = true;
      if (worker) kill(worker, 'The Python sandbox was disposed');
      worker = undefined;
    },
    lastLoadMs: () => worker?.loadMs,
  };
}

function sandboxFailure(message: string): string {
  return JSON.stringify({ ok: false, error: { type: 'SandboxError', message, traceback: '', timedOut: false }, output: '', outputTruncated: false });
}

function failure(type: string, message: string, durationMs: number, timedOut = false): PythonRunResult {
  return { ok: false, error: { type, message, traceback: '', timedOut }, output: '', outputTruncated: false, durationMs };
}

function outputOf(outcome: string): { output: string; outputTruncated: boolean } {
  try {
    const o = JSON.parse(outcome) as { output?: unknown; outputTruncated?: unknown };
    return { output: typeof o.output === 'string' ? o.output : '', outputTruncated: o.outputTruncated === true };
  } catch {
    return { output: '', outputTruncated: false };
  }
}

/** The driver's JSON, checked: it is produced where user code runs. */
function parseOutcome(outcome: string, durationMs: number): PythonRunResult {
  let o: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(outcome);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) o = parsed as Record<string, unknown>;
  } catch {
    o = undefined;
  }
  const { output, outputTruncated } = outputOf(outcome);
  if (o?.ok === true && 'value' in o) {
    return { ok: true, value: (o.value ?? null) as JsonValue, output, outputTruncated, durationMs };
  }
  if (o?.ok === false && o.error !== null && typeof o.error === 'object') {
    const e = o.error as Record<string, unknown>;
    const error: PythonError = {
      type: typeof e.type === 'string' ? e.type : 'Exception',
      message: typeof e.message === 'string' ? e.message : '',
      traceback: typeof e.traceback === 'string' ? e.traceback : '',
      timedOut: e.timedOut === true,
    };
    return { ok: false, error, output, outputTruncated, durationMs };
  }
  return { ...failure('SandboxError', 'The Python sandbox returned a malformed result', durationMs), output, outputTruncated };
}
