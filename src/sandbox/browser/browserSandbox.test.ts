import { describe, expect, it, vi } from 'vitest';
import type { WorkerMessage, WorkerRequest } from '../protocol.ts';
import { runUserCode } from '../runUserCode.ts';
import { createBrowserSandbox, type WorkerLike } from './browserSandbox.ts';

/** busy: the worker's event loop never frees up (code that runs without pausing) */
type Behaviour = { failToLoad?: boolean; silent?: boolean; busy?: boolean };

/** Stands in for the module Web Worker: same messages, user code run in-process. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  terminated = false;
  received: number[] = [];
  pings = 0;

  private readonly behaviour: Behaviour;

  constructor(behaviour: Behaviour = {}) {
    this.behaviour = behaviour;
    setTimeout(() => {
      if (this.behaviour.silent) return;
      if (this.behaviour.failToLoad) this.onerror?.({ message: 'boom on load', preventDefault() {} } as ErrorEvent);
      else this.emit({ ready: true });
    }, 0);
  }

  postMessage(message: unknown): void {
    if (typeof message === 'object' && message !== null && 'ping' in message) {
      this.pings++;
      if (!this.behaviour.busy) setTimeout(() => this.emit({ pong: (message as { ping: number }).ping }), 0);
      return;
    }
    const { id, kind, js, input, context } = message as WorkerRequest;
    this.received.push(id);
    if (this.behaviour.failToLoad || this.behaviour.silent || this.behaviour.busy) return;
    void runUserCode({ kind, js, input, context }).then((outcome) => this.emit({ id, outcome }));
  }

  terminate(): void {
    this.terminated = true;
  }

  private emit(data: WorkerMessage): void {
    if (!this.terminated) this.onmessage?.({ data } as MessageEvent<WorkerMessage>);
  }
}

function setup(maxWorkers = 2, behaviour: Behaviour = {}, syncLimitMs?: number) {
  const workers: FakeWorker[] = [];
  const sandbox = createBrowserSandbox({
    maxWorkers,
    ...(syncLimitMs !== undefined ? { syncLimitMs } : {}),
    createWorker: () => {
      const worker = new FakeWorker(behaviour);
      workers.push(worker);
      return worker;
    },
  });
  const run = (code: string, timeoutMs = 2000, signal?: AbortSignal) =>
    sandbox.run({ kind: 'tool', code, input: { x: 2 }, context: { n: 1 }, timeoutMs, signal });
  return { sandbox, workers, run };
}

/** Advances fake time in 50 ms steps until `pending` settles (at most a minute of fake time). */
async function settleInFakeTime<T>(pending: Promise<T>): Promise<T> {
  let settled = false;
  void pending.finally(() => (settled = true));
  for (let ms = 0; !settled && ms < 60_000; ms += 50) await vi.advanceTimersByTimeAsync(50);
  return pending;
}

describe('browser sandbox host', () => {
  it('runs user code through the worker protocol and reuses the warm worker', async () => {
    const { run, workers } = setup();
    expect(await run('export default (input, { context }) => { context.n = 2; return input.x * 21 }')).toMatchObject({
      ok: true,
      value: 42,
      context: { n: 2 },
    });
    expect(await run('export default () => "again"')).toMatchObject({ ok: true, value: 'again' });
    expect(workers).toHaveLength(1);
  });

  it('stops a call whose worker stops answering the heartbeat, long before its own time limit (issue 20, item 8)', async () => {
    vi.useFakeTimers();
    try {
      const { run, workers } = setup(2, { busy: true }, 600);
      const result = await settleInFakeTime(run('export default () => { for (;;) {} }', 600_000));
      expect(result).toMatchObject({ ok: false, error: { name: 'Error', message: expect.stringContaining('The sandbox worker stopped: the code ran 0.6 s without pausing'), timedOut: false } });
      // the first heartbeat after the limit stops it (heartbeats every 250 ms)
      expect(result.durationMs).toBeGreaterThan(600);
      expect(result.durationMs).toBeLessThanOrEqual(1_000);
      expect(workers[0].terminated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a call that pauses (awaits) running past the heartbeat limit', async () => {
    // in fake time, so a loaded machine's pauses cannot stand in for the code's: the call awaits
    // four times the limit while its worker answers every ping
    vi.useFakeTimers();
    try {
      const { run, workers } = setup(2, {}, 600);
      const result = await settleInFakeTime(run('export default async () => { await new Promise((r) => setTimeout(r, 2_400)); return "waited" }', 600_000));
      expect(result).toMatchObject({ ok: true, value: 'waited' });
      expect(result.durationMs).toBeGreaterThanOrEqual(2_400);
      // the heartbeat ran all along: a ping every 250 ms, each answered
      expect(workers[0].pings).toBeGreaterThanOrEqual(9);
      expect(workers[0].terminated).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('terminates a worker whose call times out and spawns a fresh one for the next call', async () => {
    const { run, workers } = setup();
    const result = await run('export default () => new Promise(() => {})', 50);
    expect(result).toMatchObject({ ok: false, error: { name: 'TimeoutError', message: 'Code timed out after 50 ms', timedOut: true } });
    expect(workers[0].terminated).toBe(true);
    expect(await run('export default () => "fresh"')).toMatchObject({ ok: true, value: 'fresh' });
    expect(workers).toHaveLength(2);
    expect(workers[1].terminated).toBe(false);
  });

  it('queues calls beyond the pool size and serves them in order', async () => {
    const { run, workers } = setup(1);
    const results = await Promise.all([1, 2, 3].map((n) => run(`export default async () => ${n}`)));
    expect(results.map((r) => (r.ok ? r.value : r.error.message))).toEqual([1, 2, 3]);
    expect(workers).toHaveLength(1);
    expect(workers[0].received).toEqual([...workers[0].received].sort((a, b) => a - b));
  });

  it('an abort of a queued call removes it without touching the running one', async () => {
    const { run, workers } = setup(1);
    const controller = new AbortController();
    const first = run('export default async () => { await new Promise((r) => setTimeout(r, 30)); return "first" }');
    const second = run('export default () => "second"', 2000, controller.signal);
    controller.abort();
    expect(await second).toMatchObject({ ok: false, error: { name: 'AbortError' } });
    expect(await first).toMatchObject({ ok: true, value: 'first' });
    expect(workers[0].terminated).toBe(false);
    expect(workers[0].received).toHaveLength(1);
  });

  it('reports a worker that fails to load as an error of the call', async () => {
    const { run } = setup(1, { failToLoad: true });
    expect(await run('export default () => 1')).toMatchObject({
      ok: false,
      error: { name: 'Error', message: 'The sandbox worker stopped: boom on load', timedOut: false },
    });
  });

  it('gives up on a worker that never starts', async () => {
    vi.useFakeTimers();
    try {
      const { run, workers } = setup(1, { silent: true });
      const pending = run('export default () => 1', 100);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await pending).toMatchObject({
        ok: false,
        error: { message: 'The sandbox worker stopped: it did not start within 15000 ms', timedOut: false },
      });
      expect(workers[0].terminated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never sends a call to the worker when its code does not compile', async () => {
    const { run, workers } = setup();
    expect(await run('export default (a: ) => 1')).toMatchObject({ ok: false, error: { name: 'SyntaxError' } });
    expect(workers).toHaveLength(0);
  });

  it('dispose fails calls in flight and terminates the workers', async () => {
    const { sandbox, run, workers } = setup();
    const pending = run('export default () => new Promise(() => {})');
    await new Promise((r) => setTimeout(r, 5));
    sandbox.dispose();
    expect(await pending).toMatchObject({ ok: false, error: { message: 'The sandbox was disposed' } });
    expect(workers.every((w) => w.terminated)).toBe(true);
  });
});
