/**
 * The Sandbox both hosts share: transpile (cached), hand the call to a worker, enforce the time
 * limit and the abort signal by terminating that worker, and spawn a fresh one for the next call.
 *
 * A small pool of workers, each running ONE call at a time: killing a worker is the only way to
 * stop a runaway synchronous loop, and with one call per worker a time-out or abort never takes
 * innocent concurrent calls down with it. Workers are spawned lazily and kept warm for reuse.
 */
import type { Sandbox, SandboxRequest, SandboxResult } from '../engine/sandbox.ts';
import type { RunnerOutcome, WorkerReply, WorkerRequest } from './protocol.ts';
import type { TranspileResult } from './transpile.ts';

// Sucrase is most of the sandbox's weight (~280 kB): load it with the first call, so the app's
// first paint never waits for it (Vite splits it into its own chunk).
let transpiler: Promise<typeof import('./transpile.ts')> | undefined;
const loadTranspiler = () => (transpiler ??= import('./transpile.ts'));

export interface WorkerEvents {
  /** the worker has loaded and is waiting for requests (time limits start from here) */
  ready(): void;
  reply(reply: WorkerReply): void;
  /** the worker died or failed to load */
  crash(reason: string): void;
}

export interface WorkerChannel {
  post(request: WorkerRequest): void;
  terminate(): void;
}

export type SpawnWorker = (events: WorkerEvents) => WorkerChannel;

export interface WorkerSandboxOptions {
  spawn: SpawnWorker;
  /** most workers alive at once; further calls wait for a free one (default 2) */
  maxWorkers?: number;
  now?: () => number;
}

interface Call {
  id: number;
  request: SandboxRequest;
  js: string;
  resolve: (result: SandboxResult) => void;
  startedAt?: number;
  timer?: ReturnType<typeof setTimeout>;
  onAbort?: () => void;
}

interface Slot {
  channel: WorkerChannel;
  ready: boolean;
  startLimit: ReturnType<typeof setTimeout>;
  call?: Call;
}

const TRANSPILE_CACHE_LIMIT = 500;
/** a worker that has not said `ready` by then is treated as failed to load */
const WORKER_START_LIMIT_MS = 15_000;

export function createWorkerSandbox(options: WorkerSandboxOptions): Sandbox {
  const maxWorkers = Math.max(1, options.maxWorkers ?? 2);
  const now = options.now ?? (() => performance.now());
  const slots = new Set<Slot>();
  const queue: Call[] = [];
  const transpiled = new Map<string, TranspileResult>();
  let nextId = 1;

  const compile = async (request: SandboxRequest): Promise<TranspileResult> => {
    const key = `${request.kind === 'when' ? 'w' : 'm'}:${request.code}`;
    let result = transpiled.get(key);
    if (!result) {
      const { transpileModule, transpileWhen } = await loadTranspiler();
      result = request.kind === 'when' ? transpileWhen(request.code) : transpileModule(request.code);
      if (transpiled.size >= TRANSPILE_CACHE_LIMIT) transpiled.delete(transpiled.keys().next().value as string);
      transpiled.set(key, result);
    }
    return result;
  };

  const elapsed = (call: Call): number => (call.startedAt === undefined ? 0 : Math.max(0, now() - call.startedAt));

  const settle = (call: Call, result: SandboxResult): void => {
    if (call.timer !== undefined) clearTimeout(call.timer);
    if (call.onAbort) call.request.signal?.removeEventListener('abort', call.onAbort);
    call.resolve(result);
  };

  const fail = (call: Call, name: string, message: string, timedOut = false): SandboxResult => ({
    ok: false,
    error: { name, message, timedOut },
    logs: [],
    durationMs: elapsed(call),
  });

  const retire = (slot: Slot): void => {
    clearTimeout(slot.startLimit);
    slots.delete(slot);
    slot.channel.terminate();
  };

  /** ends the slot's call; a worker interrupted mid-call is killed, never reused */
  const finish = (slot: Slot, result: SandboxResult, kill: boolean): void => {
    const call = slot.call as Call;
    slot.call = undefined;
    if (kill) retire(slot);
    settle(call, result);
    pump();
  };

  const startClock = (slot: Slot, call: Call): void => {
    call.startedAt = now();
    const { timeoutMs } = call.request;
    call.timer = setTimeout(() => {
      if (slot.call === call) {
        finish(slot, fail(call, 'TimeoutError', `Code timed out after ${timeoutMs} ms`, true), true);
      }
    }, Math.max(1, timeoutMs));
  };

  const spawnSlot = (): Slot => {
    // The channel is filled in just below; a worker cannot report anything before spawn returns.
    const slot = { ready: false } as Slot;
    const crash = (reason: string): void => {
      const call = slot.call;
      if (call) finish(slot, fail(call, 'Error', `The sandbox worker stopped: ${reason}`), true);
      else retire(slot);
    };
    slot.startLimit = setTimeout(() => crash(`it did not start within ${WORKER_START_LIMIT_MS} ms`), WORKER_START_LIMIT_MS);
    slot.channel = options.spawn({
      ready: () => {
        clearTimeout(slot.startLimit);
        slot.ready = true;
        if (slot.call && slot.call.startedAt === undefined) startClock(slot, slot.call);
      },
      reply: (reply) => {
        const call = slot.call;
        if (!call || reply.id !== call.id) return;
        finish(slot, toResult(reply.outcome, elapsed(call)), false);
      },
      crash,
    });
    slots.add(slot);
    return slot;
  };

  const pump = (): void => {
    while (queue.length > 0) {
      let slot = [...slots].find((s) => !s.call);
      if (!slot && slots.size < maxWorkers) slot = spawnSlot();
      if (!slot) return;
      const call = queue.shift() as Call;
      slot.call = call;
      const { kind, input, context } = call.request;
      slot.channel.post({ id: call.id, kind, js: call.js, input, context });
      if (slot.ready) startClock(slot, call);
    }
  };

  return {
    async run(request) {
      const signal = request.signal;
      if (signal?.aborted) return aborted(0);
      const compiled = await compile(request);
      if (signal?.aborted) return aborted(0);
      if (!compiled.ok) {
        const { name, message } = compiled.error;
        return { ok: false, error: { name, message, timedOut: false }, logs: [], durationMs: 0 };
      }
      return new Promise<SandboxResult>((resolve) => {
        const call: Call = { id: nextId++, request, js: compiled.js, resolve };
        if (signal) {
          call.onAbort = () => {
            const slot = [...slots].find((s) => s.call === call);
            if (slot) {
              finish(slot, aborted(elapsed(call)), true);
            } else {
              const index = queue.indexOf(call);
              if (index >= 0) queue.splice(index, 1);
              settle(call, aborted(0));
            }
          };
          signal.addEventListener('abort', call.onAbort, { once: true });
        }
        queue.push(call);
        pump();
      });
    },
    dispose() {
      for (const call of queue.splice(0)) settle(call, fail(call, 'Error', 'The sandbox was disposed'));
      for (const slot of Array.from(slots)) {
        const call = slot.call;
        slot.call = undefined;
        retire(slot);
        if (call) settle(call, fail(call, 'Error', 'The sandbox was disposed'));
      }
    },
  };
}

function aborted(durationMs: number): SandboxResult {
  return { ok: false, error: { name: 'AbortError', message: 'The operation was aborted', timedOut: false }, logs: [], durationMs };
}

/** The worker's outcome, checked: the Node worker's string is produced inside user-reachable code. */
function toResult(outcome: RunnerOutcome | string, durationMs: number): SandboxResult {
  let parsed: unknown = outcome;
  if (typeof outcome === 'string') {
    try {
      parsed = JSON.parse(outcome);
    } catch {
      parsed = undefined;
    }
  }
  const o = parsed as Partial<Record<string, unknown>> | undefined;
  const logs = Array.isArray(o?.logs) ? o.logs.filter((l): l is string => typeof l === 'string') : [];
  if (o?.ok === true && isPlainObject(o.context) && Array.isArray(o.handoffs) && 'value' in o) {
    const handoffs = o.handoffs.filter(
      (h): h is { target: string; message?: string } =>
        isPlainObject(h) && typeof h.target === 'string' && (h.message === undefined || typeof h.message === 'string'),
    );
    return { ok: true, value: (o.value ?? null) as never, context: o.context as never, handoffs, logs, durationMs };
  }
  if (o?.ok === false && isPlainObject(o.error)) {
    const { name, message } = o.error;
    return {
      ok: false,
      error: { name: typeof name === 'string' ? name : 'Error', message: typeof message === 'string' ? message : '', timedOut: false },
      logs,
      durationMs,
    };
  }
  return { ok: false, error: { name: 'Error', message: 'The sandbox returned a malformed result', timedOut: false }, logs, durationMs };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
