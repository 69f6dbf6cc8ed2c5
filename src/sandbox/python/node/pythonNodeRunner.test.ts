// The Python runner's API in Node: module + entry, stand-in modules, files, output, errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodePythonRunner } from './pythonNodeRunner.ts';

const runner = createNodePythonRunner();
beforeAll(() => runner.warm(), 120_000);
afterAll(() => runner.dispose());

describe('Python runner (Node)', () => {
  it('runs a module and calls its entry with args and kwargs, awaiting coroutines', async () => {
    const result = await runner.run({
      source: 'import json\nasync def refund(item_id, reason="none"):\n    print("refunding", item_id)\n    return {"id": item_id, "why": reason, "sorted": sorted({3, 1})}\n',
      entry: 'refund',
      args: ['A1'],
      kwargs: { reason: 'broken' },
      timeoutMs: 5000,
    });
    expect(result).toMatchObject({ ok: true, value: { id: 'A1', why: 'broken', sorted: [1, 3] }, output: 'refunding A1\n' });
  });

  it('takes the module value from __result__ when there is no entry', async () => {
    const result = await runner.run({ source: '__result__ = (1, "two", None)', timeoutMs: 5000 });
    expect(result).toMatchObject({ ok: true, value: [1, 'two', null] });
  });

  it('imports stand-in modules and files given with the call, and forgets them after', async () => {
    const modules = {
      agents: 'from agents.tool import function_tool\nCALLS = []\n',
      'agents.tool': 'def function_tool(fn):\n    import agents\n    agents.CALLS.append(fn.__name__)\n    return fn\n',
    };
    const files = { 'helpers.py': 'RATE = 3\n' };
    const source = 'from agents import function_tool\nimport agents, helpers\n@function_tool\ndef seat(n): return n * helpers.RATE\n__result__ = [agents.CALLS, seat(2)]\n';
    expect(await runner.run({ source, modules, files, timeoutMs: 5000 })).toMatchObject({ ok: true, value: [['seat'], 6] });
    const after = await runner.run({ source: 'import helpers', timeoutMs: 5000 });
    expect(after).toMatchObject({ ok: false, error: { type: 'ModuleNotFoundError' } });
  });

  it('reports an exception with its type, message and the user frames only', async () => {
    const result = await runner.run({ source: 'def f(x):\n    raise ValueError(f"bad {x}")\n', entry: 'f', args: [7], filename: 'tools.py', timeoutMs: 5000 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ type: 'ValueError', message: 'bad 7', timedOut: false });
    expect(result.error.traceback).toContain('File "tools.py", line 2, in f');
    expect(result.error.traceback).not.toContain('<exec>');
  });

  it('names a missing third-party package', async () => {
    const result = await runner.run({ source: 'import requests', timeoutMs: 5000 });
    expect(result).toMatchObject({ ok: false, error: { type: 'ModuleNotFoundError' } });
    expect(!result.ok && result.error.message).toContain('the package requests is not available in the sandbox');
  });

  it('caps output and says it did', async () => {
    const result = await runner.run({ source: 'print("x" * 5000)', outputLimit: 100, timeoutMs: 5000 });
    expect(result).toMatchObject({ ok: true, outputTruncated: true });
    expect(result.output).toHaveLength(100);
  });

  it('has the standard library (json, re, datetime, dataclasses, decimal, asyncio)', async () => {
    const source = 'import json, re, datetime, dataclasses, decimal, asyncio, random, math, collections, typing, enum, uuid\n__result__ = str(decimal.Decimal("1.10") + decimal.Decimal("2"))';
    expect(await runner.run({ source, timeoutMs: 5000 })).toMatchObject({ ok: true, value: '3.10' });
  });
});

describe('starting from the pristine snapshot', () => {
  it('a new runner starts clean: nothing a call left in the interpreter is in the next runner, snapshot or not', async () => {
    await runner.run({ source: 'import builtins, sys\nbuiltins.leaked = "secret"\nsys.modules["planted"] = sys', timeoutMs: 5000 });
    // undefined: the snapshot prepare keeps (pythonSnapshot.ts); null: a cold start
    for (const snapshot of [undefined, null]) {
      const next = createNodePythonRunner({ snapshot });
      const result = await next.run({ source: 'import builtins, sys\n__result__ = [hasattr(builtins, "leaked"), "planted" in sys.modules]', timeoutMs: 5000 });
      next.dispose();
      expect(result).toMatchObject({ ok: true, value: [false, false] });
    }
  }, 180_000);
});
