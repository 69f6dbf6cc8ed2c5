// Attack tests: each escape a Python body might try, and the guard that stops it (docs/SECURITY.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PythonRunResult } from '../protocol.ts';
import { createNodePythonRunner } from './pythonNodeRunner.ts';

const runner = createNodePythonRunner();
beforeAll(() => runner.warm(), 120_000);
afterAll(() => runner.dispose());

const run = (source: string, timeoutMs = 5000): Promise<PythonRunResult> => runner.run({ source, timeoutMs });
const errorOf = (result: PythonRunResult) => (result.ok ? undefined : result.error);

describe('Python sandbox escapes (Node)', () => {
  it('refuses `import js` (network through the JavaScript scope)', async () => {
    const result = await run('import js\n__result__ = str(js.fetch)');
    expect(errorOf(result)).toMatchObject({ type: 'SandboxImportError', message: expect.stringContaining('import js is refused') });
    const viaImportlib = await run('import importlib\n__result__ = str(importlib.import_module("js").fetch)');
    expect(errorOf(viaImportlib)?.message).toContain('import js is refused');
    const viaModules = await run('import sys\n__result__ = "js" in sys.modules or "pyodide_js" in sys.modules');
    expect(viaModules).toMatchObject({ ok: true, value: false });
  });

  it('refuses pyodide.http.pyfetch', async () => {
    const result = await run('from pyodide.http import pyfetch\n__result__ = 1');
    expect(errorOf(result)?.message).toContain('import pyodide.http is refused in the sandbox: the sandbox has no network');
  });

  it('a JavaScript object reached from Python cannot make code or find fetch', async () => {
    // to_js hands back a JsProxy; its constructor chain leads to Function, which would compile
    // `return fetch` in the worker's global scope if code generation were on.
    const source = [
      'from pyodide.ffi import to_js',
      'm = to_js({})',
      'out = []',
      'try:',
      '    out.append(str(m.constructor.constructor("return typeof fetch + typeof process")()))',
      'except Exception as e:',
      '    out.append(type(e).__name__ + ": " + str(e))',
      '__result__ = out',
    ].join('\n');
    const result = await run(source);
    expect(result).toMatchObject({ ok: true, value: [expect.stringContaining('code generation from strings is disabled')] });
  });

  it('cannot read the process environment or host files', async () => {
    const environ = await run("__result__ = open('/proc/self/environ').read()");
    expect(errorOf(environ)?.type).toBe('FileNotFoundError');
    const env = await run('import os\n__result__ = dict(os.environ)');
    expect(env).toMatchObject({ ok: true, value: { HOME: '/home/user' } });
    expect(Object.keys((env.ok && env.value) as object)).toEqual(['HOME']);
  });

  it('refuses micropip and package loading, naming the module', async () => {
    const result = await run('import micropip');
    expect(errorOf(result)?.message).toBe('import micropip is refused in the sandbox: packages cannot be installed: the sandbox is offline and runs no code from elsewhere');
  });

  it('refuses ctypes (which could call emscripten_run_script)', async () => {
    expect(errorOf(await run('import ctypes'))?.message).toContain('import ctypes is refused');
  });

  it('a memory bomb raises MemoryError at the memory cap and the runtime lives on', async () => {
    const bomb = await run('x = []\nwhile True:\n    x.append(bytearray(10**7))', 20_000);
    expect(errorOf(bomb)?.type).toBe('MemoryError');
    expect(await run('__result__ = 41 + 1')).toMatchObject({ ok: true, value: 42 });
  }, 60_000);

  it('deep recursion raises RecursionError', async () => {
    const result = await run('def f(n): return f(n + 1)\nf(0)');
    expect(errorOf(result)).toMatchObject({ type: 'RecursionError' });
  });

  it('interrupts `while True` at the time limit and serves the next call', async () => {
    const result = await run('while True:\n    pass', 1500);
    expect(errorOf(result)).toMatchObject({ type: 'TimeoutError', timedOut: true });
    expect(await run('__result__ = "alive"')).toMatchObject({ ok: true, value: 'alive' });
  }, 60_000);

  it('a loop that swallows the interrupt is ended by killing its worker', async () => {
    const result = await run('while True:\n    try:\n        while True: pass\n    except BaseException:\n        pass', 1500);
    expect(errorOf(result)).toMatchObject({ type: 'TimeoutError', timedOut: true });
    expect(await run('__result__ = "fresh"', 60_000)).toMatchObject({ ok: true, value: 'fresh' });
  }, 120_000);

  it("cannot reach another project's runtime", async () => {
    const other = createNodePythonRunner();
    try {
      await run('import builtins\nbuiltins.SECRET = "project A"\nopen("/home/user/a.txt", "w").write("A")');
      const seen = await other.run({
        source: 'import builtins, os\n__result__ = [getattr(builtins, "SECRET", None), os.path.exists("/home/user/a.txt")]',
        timeoutMs: 60_000,
      });
      expect(seen).toMatchObject({ ok: true, value: [null, false] });
    } finally {
      other.dispose();
    }
  }, 120_000);
});
