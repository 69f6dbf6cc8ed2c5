/**
 * The host's worker lifecycle with a fake worker (no Pyodide): a call the host has to kill
 * (time-out without an interrupt buffer, as in the browser) starts its replacement at once,
 * so the next call does not wait for a cold start it could have overlapped; dispose does not.
 */
import { describe, expect, it } from 'vitest';
import { createPythonHost, type PythonWorkerEvents } from './pythonHost.ts';

function fakeWorkers() {
  const spawned: { events: PythonWorkerEvents; terminated: boolean; posted: number }[] = [];
  const spawn = (events: PythonWorkerEvents) => {
    const w = { events, terminated: false, posted: 0 };
    spawned.push(w);
    // loads at once; answers nothing (every call runs until the host stops it)
    queueMicrotask(() => events.message({ ready: true, loadMs: 1 }));
    return { post: () => void (w.posted += 1), terminate: () => void (w.terminated = true) };
  };
  return { spawned, spawn };
}

describe('python host', () => {
  it('a time-out that kills the worker starts the next worker right away', async () => {
    const { spawned, spawn } = fakeWorkers();
    const host = createPythonHost({ spawn });
    const result = await host.run({ source: 'while True: pass', timeoutMs: 5 });
    expect(result).toMatchObject({ ok: false, error: { type: 'TimeoutError', timedOut: true } });
    expect(spawned).toHaveLength(2);
    expect(spawned[0].terminated).toBe(true);
    expect(spawned[1].terminated).toBe(false);
    // the next call runs in the replacement (which this fake lets time out too: a third starts)
    await host.run({ source: 'pass', timeoutMs: 5 });
    expect(spawned[1].posted).toBe(1);
    expect(spawned).toHaveLength(3);
    host.dispose();
    expect(spawned).toHaveLength(3);
    expect(spawned.every((w) => w.terminated)).toBe(true);
  });

  it('dispose kills without starting a replacement', async () => {
    const { spawned, spawn } = fakeWorkers();
    const host = createPythonHost({ spawn });
    await host.warm();
    host.dispose();
    expect(spawned).toHaveLength(1);
    expect(spawned[0].terminated).toBe(true);
  });
});
