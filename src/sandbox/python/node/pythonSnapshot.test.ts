// A runner restored from the build's Pyodide snapshot is the interpreter a cold start gives: same
// paths, environment, modules, call results and errors (the browser worker restores the same file).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodePythonRunner } from './pythonNodeRunner.ts';
import { cachedPythonSnapshot, makePythonSnapshot } from './pythonSnapshot.ts';

const cold = createNodePythonRunner({ snapshot: null });
let restored: ReturnType<typeof createNodePythonRunner>;

beforeAll(async () => {
  restored = createNodePythonRunner({ snapshot: await cachedPythonSnapshot() });
  await Promise.all([cold.warm(), restored.warm()]);
}, 180_000);
afterAll(() => {
  cold.dispose();
  restored?.dispose();
});

// what a body can see of the interpreter it runs in
const PROBE = [
  'import os, sys',
  '__result__ = {',
  '  "path": sys.path, "cwd": os.getcwd(), "env": dict(os.environ), "executable": sys.executable, "argv": sys.argv,',
  '  "modules": sorted(m for m in sys.modules if not m.startswith("_switchboard")),',
  '  "platform": sys.platform, "version": sys.version, "recursion": sys.getrecursionlimit(),',
  '}',
].join('\n');

describe('Pyodide snapshot', () => {
  it('restores the interpreter a cold start boots', async () => {
    const [a, b] = [await cold.run({ source: PROBE, timeoutMs: 10_000 }), await restored.run({ source: PROBE, timeoutMs: 10_000 })];
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(b.value).toEqual(a.value);
    // one '' first on sys.path (a restore adds a second one, which the worker removes)
    expect((b.value as { path: string[] }).path.filter((p) => p === '')).toHaveLength(1);
  });

  it('gives the same results and errors for calls as a cold start', async () => {
    const calls = [
      { source: 'import json, decimal\ndef f(x, y=2):\n    print("args", x, y)\n    return {"sum": str(decimal.Decimal(x) + y), "j": json.dumps([x])}\n', entry: 'f', args: ['1.5'], kwargs: { y: 3 } },
      { source: 'def f(x):\n    raise ValueError(f"bad {x}")\n', entry: 'f', args: [7], filename: 'tools.py' },
      { source: 'import requests' },
      { source: 'import js' },
    ];
    for (const call of calls) {
      const [a, b] = [await cold.run({ ...call, timeoutMs: 10_000 }), await restored.run({ ...call, timeoutMs: 10_000 })];
      expect({ ...b, durationMs: 0 }).toEqual({ ...a, durationMs: 0 });
    }
  });

  it('holds nothing of the process that made it: not its environment, not its folder', async () => {
    const marker = 'sk-snapshot-leak-check-5d1e';
    const before = process.env.OPENAI_API_KEY;
    process.env.OPENAI_API_KEY = marker;
    try {
      const bytes = Buffer.from(await makePythonSnapshot());
      expect(bytes.includes(marker)).toBe(false);
      expect(bytes.includes(process.cwd())).toBe(false);
    } finally {
      if (before === undefined) delete process.env.OPENAI_API_KEY;
      else process.env.OPENAI_API_KEY = before;
    }
  }, 120_000);

  it('a snapshot that is not Pyodide memory fails the load with a sandbox error', async () => {
    const broken = createNodePythonRunner({ snapshot: new Uint8Array(64 * 1024) });
    try {
      const result = await broken.run({ source: '__result__ = 1', timeoutMs: 20_000 });
      expect(result).toMatchObject({ ok: false, error: { type: 'SandboxError' } });
    } finally {
      broken.dispose();
    }
  }, 60_000);
});
