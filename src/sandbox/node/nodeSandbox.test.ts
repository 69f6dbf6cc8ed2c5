import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonValue } from '../../engine/json.ts';
import type { SandboxKind, SandboxResult } from '../../engine/sandbox.ts';
import { createNodeSandbox } from './nodeSandbox.ts';

const PLANTED = 'sk-test-PLANTED';
const sandbox = createNodeSandbox({ maxWorkers: 2 });

function run(
  code: string,
  options: { kind?: SandboxKind; input?: JsonValue; context?: Record<string, JsonValue>; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<SandboxResult> {
  return sandbox.run({
    kind: options.kind ?? 'tool',
    code,
    input: options.input ?? null,
    context: options.context ?? {},
    timeoutMs: options.timeoutMs ?? 5000,
    signal: options.signal,
  });
}

let savedKey: string | undefined;
beforeAll(() => {
  savedKey = process.env.OPENAI_API_KEY;
  process.env.OPENAI_API_KEY = PLANTED;
});
afterAll(() => {
  sandbox.dispose();
  if (savedKey === undefined) delete process.env.OPENAI_API_KEY;
  else process.env.OPENAI_API_KEY = savedKey;
});

describe('Node sandbox', () => {
  it('runs a tool and returns its value', async () => {
    const result = await run('export default function add({ a, b }: { a: number; b: number }) { return a + b }', {
      input: { a: 2, b: 40 },
    });
    expect(result).toMatchObject({ ok: true, value: 42, handoffs: [], logs: [] });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('passes args and context, and returns context changes and handoffs in order', async () => {
    const result = await run(
      `export default async (input, { context, handoff, args }) => {
         context.count = (context.count as number) + 1;
         context.lastQuery = args.query;
         handoff('agent_b', 'first');
         await new Promise((resolve) => setTimeout(resolve, 5));
         handoff('$revert_to_user');
         return input.query.length;
       }`,
      { input: { query: 'refund' }, context: { count: 1, keep: 'me' } },
    );
    expect(result).toEqual({
      ok: true,
      value: 6,
      context: { count: 2, keep: 'me', lastQuery: 'refund' },
      handoffs: [{ target: 'agent_b', message: 'first' }, { target: '$revert_to_user' }],
      logs: [],
      durationMs: expect.any(Number),
    });
  });

  it('captures console output', async () => {
    const result = await run(`export default () => { console.log('looking up', 7); console.info({ a: 1 }); console.warn('careful'); console.error('bad'); return 'done' }`);
    expect(result.logs).toEqual(['looking up 7', '{"a":1}', '[warn] careful', '[error] bad']);
  });

  it('stops an infinite loop at its time limit, and the next call on the same sandbox works', async () => {
    const looping = await run('export default () => { while (true) {} }', { timeoutMs: 300 });
    expect(looping).toMatchObject({
      ok: false,
      error: { name: 'TimeoutError', message: 'Code timed out after 300 ms', timedOut: true },
    });
    expect(looping.durationMs).toBeGreaterThanOrEqual(290);
    expect(await run('export default () => "alive"')).toMatchObject({ ok: true, value: 'alive' });
  });

  it('stops a promise that never settles at its time limit', async () => {
    const result = await run('export default () => new Promise(() => {})', { timeoutMs: 200 });
    expect(result).toMatchObject({ ok: false, error: { name: 'TimeoutError', timedOut: true } });
  });

  it('a time-out does not disturb a call running concurrently', async () => {
    const [slow, looping] = await Promise.all([
      run('export default async () => { await new Promise((r) => setTimeout(r, 400)); return "slow ok" }', { timeoutMs: 3000 }),
      run('export default () => { for (;;) {} }', { timeoutMs: 150 }),
    ]);
    expect(looping).toMatchObject({ ok: false, error: { timedOut: true } });
    expect(slow).toMatchObject({ ok: true, value: 'slow ok' });
  });

  it('a runaway allocation kills only its worker', async () => {
    const result = await run('export default () => { const a = []; for (;;) a.push(new Array(1e5).fill(1)) }', { timeoutMs: 15_000 });
    expect(result).toMatchObject({
      ok: false,
      error: { name: 'Error', message: expect.stringContaining('memory limit'), timedOut: false },
    });
    expect(await run('export default () => "still here"')).toMatchObject({ ok: true, value: 'still here' });
  });

  it('counts buffers against a budget the heap limit does not cover (issue 20, item 8)', async () => {
    const bombs = [
      'new ArrayBuffer(2 ** 30)',
      'new Uint8Array(2 ** 30)',
      'new Float64Array({ length: 2 ** 27 })',
      'new (new Uint8Array(1).constructor)(2 ** 30)',
      'new (Object.getPrototypeOf(new Int32Array(1)).constructor)(2 ** 28)',
      // transfer() exists from Node 21
      "(typeof ArrayBuffer.prototype.transfer === 'function' ? new ArrayBuffer(8).transfer(2 ** 30) : new ArrayBuffer(2 ** 30))",
      'new ArrayBuffer(8, { maxByteLength: 2 ** 30 })',
      // copies through species (slice, map) are charged too
      '(() => { const a = new Uint8Array(2 ** 25); return [a.slice(), a.map((x) => x)] })()',
      'Uint8Array.from({ length: 2 ** 30 })',
      '(() => { class Big extends Uint8Array {} return new Big(2 ** 30) })()',
      '(() => { const kept = []; for (let i = 0; i < 100; i++) kept.push(new ArrayBuffer(2 ** 20)); return kept })()',
    ];
    for (const bomb of bombs) {
      const result = await run(`export default () => { const b = ${bomb}; return 'allocated' }`);
      expect([bomb, result]).toEqual([bomb, expect.objectContaining({ ok: false, error: expect.objectContaining({ name: 'RangeError', message: 'Sandboxed code may allocate at most 64 MB of buffers per call' }) })]);
    }
    // ordinary use still works, views on a buffer included
    expect(await run('export default () => { const b = new ArrayBuffer(1024); const v = new DataView(b); v.setUint8(0, 7); return new Uint8Array(b, 0, 4)[0] + new Uint16Array([1, 2]).length }')).toMatchObject({ ok: true, value: 9 });
  });

  it('honours an AbortSignal', async () => {
    const controller = new AbortController();
    const pending = run('export default () => { while (true) {} }', { timeoutMs: 10_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    expect(await pending).toMatchObject({ ok: false, error: { name: 'AbortError', timedOut: false } });
    expect(await run('export default () => 1', { signal: AbortSignal.abort() })).toMatchObject({
      ok: false,
      error: { name: 'AbortError' },
    });
    expect(await run('export default () => 2')).toMatchObject({ ok: true, value: 2 });
  });

  it('turns a thrown error into its name and message', async () => {
    expect(await run(`export default () => { throw new Error('kapow') }`)).toMatchObject({
      ok: false,
      error: { name: 'Error', message: 'kapow', timedOut: false },
    });
    expect(await run(`export default async () => { null.x }`)).toMatchObject({
      ok: false,
      error: { name: 'TypeError', message: expect.stringContaining('null') },
    });
  });

  it('reports a TypeScript syntax error with its line', async () => {
    const result = await run('export default function f(a: number) {\n  const b: = a;\n  return b;\n}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.name).toBe('SyntaxError');
    expect(result.error.message).toMatch(/line 2, column \d+/);
  });

  it("evaluates a 'when' expression over ctx", async () => {
    const when = (n: number) => run('ctx.n >= 3', { kind: 'when', context: { n } });
    expect(await when(3)).toMatchObject({ ok: true, value: true });
    expect(await when(2)).toMatchObject({ ok: true, value: false });
    expect(await run('args.amount > ctx.limit', { kind: 'when', input: { amount: 50 }, context: { limit: 10 } })).toMatchObject({
      value: true,
    });
  });

  it('returns JSON-safe values and refuses cycles', async () => {
    expect(await run('export default () => {}')).toMatchObject({ ok: true, value: null });
    expect(await run('export default () => ({ keep: 1, gone: undefined, fn() {}, list: [undefined, Symbol()] })')).toMatchObject({
      ok: true,
      value: { keep: 1, list: [null, null] },
    });
    const cyclic = await run('export default () => { const a: any = { b: {} }; a.b.a = a; return a }');
    expect(cyclic).toMatchObject({ ok: false, error: { name: 'TypeError', message: expect.stringContaining('circular reference at $.b.a') } });
  });

  it('gives user code no timers bound to the worker, but working ones of its own', async () => {
    const result = await run(`export default async () => {
      const order: string[] = [];
      const id = setTimeout(() => order.push('cancelled'), 5);
      clearTimeout(id);
      await new Promise<void>((resolve) => { let n = 0; const t = setInterval(() => { order.push('tick'); if (++n === 2) { clearInterval(t); resolve(); } }, 5); });
      queueMicrotask(() => order.push('micro'));
      await null;
      return order;
    }`);
    expect(result).toMatchObject({ ok: true, value: ['tick', 'tick', 'micro'] });
  });

  describe('cannot read the API key', () => {
    // Each attack returns what it found; ESCAPED marks reaching any `process` at all, which
    // matters even though the worker's process.env is empty (a process object would open the
    // file system, e.g. /proc/self/environ).
    const attacks: Record<string, string> = {
      'process.env': 'export default () => "ESCAPED " + JSON.stringify(process.env)',
      'globalThis.process': 'export default () => "ESCAPED " + JSON.stringify((globalThis as any).process.env)',
      require: 'export default () => "ESCAPED " + (require as any)("node:process").env.OPENAI_API_KEY',
      'dynamic import through Function': `export default async () => { const p = await new Function('return import("node:process")')(); return "ESCAPED " + p.env.OPENAI_API_KEY }`,
      'global this constructor': `export default () => { const g = new Function('return this')(); const p = g.constructor.constructor('return process')(); return "ESCAPED " + JSON.stringify(p.env) }`,
      'this.constructor.constructor in a sloppy function': `export default () => "ESCAPED " + JSON.stringify(new Function('return this.constructor.constructor("return process")()')().env)`,
      'handoff function constructor': `export default (_: unknown, { handoff }) => "ESCAPED " + JSON.stringify(handoff.constructor.constructor('return process')().env)`,
      'context object constructor': `export default (_: unknown, { context }) => "ESCAPED " + JSON.stringify(context.constructor.constructor('return process')().env)`,
      'console constructor': `export default () => "ESCAPED " + JSON.stringify((console.log as any).constructor.constructor('return process')().env)`,
      'timer constructor': `export default () => "ESCAPED " + JSON.stringify((setTimeout as any).constructor.constructor('return process')().env)`,
      'promise constructor': `export default () => "ESCAPED " + JSON.stringify((Promise.resolve() as any).constructor.constructor.constructor('return process')().env)`,
      'stack trace call sites': `export default () => {
        const E = Error as any;
        E.prepareStackTrace = (_: unknown, sites: any[]) => sites;
        const sites = new Error().stack as any;
        for (const site of sites) {
          for (const thing of [site.getThis?.(), site.getFunction?.()]) {
            if (thing) { const p = thing.constructor.constructor('return process')(); if (p) return "ESCAPED " + JSON.stringify(p.env) }
          }
        }
        return 'no way out';
      }`,
      'global scope listing': `export default () => Object.getOwnPropertyNames(globalThis).filter((k) => /^(process|require|module|fetch|Buffer)$/.test(k)).map((k) => 'ESCAPED ' + k)`,
      'key in the logs': `export default () => { try { console.log(JSON.stringify(process.env)) } catch (e) { console.log(String(e)) } return typeof process }`,
    };

    it.each(Object.entries(attacks))('%s', async (_name, code) => {
      const result = await run(code, { timeoutMs: 2000 });
      const seen = JSON.stringify(result);
      expect(seen).not.toContain(PLANTED);
      expect(seen).not.toContain('ESCAPED');
    });

    it('rejects a static import before running anything', async () => {
      const result = await run("import { env } from 'node:process';\nexport default () => env.OPENAI_API_KEY");
      expect(result).toMatchObject({ ok: false, error: { name: 'SyntaxError', message: expect.stringContaining('Imports are not available') } });
    });

    it('the global scope offers no Node or network capabilities', async () => {
      const result = await run(
        `export default () => ['process', 'require', 'module', 'Buffer', 'fetch', 'global', 'setImmediate', 'WebAssembly'].map((name) => name + ':' + typeof (globalThis as any)[name])`,
      );
      expect(result).toMatchObject({
        ok: true,
        value: ['process:undefined', 'require:undefined', 'module:undefined', 'Buffer:undefined', 'fetch:undefined', 'global:undefined', 'setImmediate:undefined', 'WebAssembly:object'],
      });
    });
  });
});
