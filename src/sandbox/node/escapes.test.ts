/**
 * Attacks on the Node sandbox, each written the way a hostile graph would: tool code or a `when`
 * rule that tries to reach the worker's realm (and from there `process`, the file system and the
 * environment the CLI started with). Every attack returns or logs what it found; "ESCAPED" marks
 * reaching any host object at all. docs/SECURITY.md describes the layers these tests pin down.
 */
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonValue } from '../../engine/json.ts';
import type { SandboxKind, SandboxResult } from '../../engine/sandbox.ts';
import type { WorkerMessage } from '../protocol.ts';
import { createNodeSandbox, sandboxWorkerExecArgv, startSandboxWorker } from './nodeSandbox.ts';

// Assembled at runtime so secret scanners do not flag the repository.
const PLANTED = ['sk', 'test', 'PLANTED', 'ESCAPE'].join('-');
const sandbox = createNodeSandbox({ maxWorkers: 2 });

function run(
  code: string,
  options: { kind?: SandboxKind; input?: JsonValue; context?: Record<string, JsonValue>; timeoutMs?: number } = {},
): Promise<SandboxResult> {
  return sandbox.run({
    kind: options.kind ?? 'tool',
    code,
    input: options.input ?? null,
    context: options.context ?? {},
    timeoutMs: options.timeoutMs ?? 5000,
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

/** What a realm escape does with a host object: find `process`, then the key through the file system. */
const LOOT = `
  const loot = (p: any) => {
    let found = 'ESCAPED process';
    try { found += ' ' + p.getBuiltinModule('fs').readFileSync('/proc/self/environ', 'utf8') } catch (e) { found += ' fs:' + e }
    try { found += ' ' + p.getBuiltinModule('child_process').execSync('echo ran').toString() } catch (e) { found += ' cp:' + e }
    return found;
  };
  const viaConstructor = (thing: any) => {
    try { const p = thing.constructor.constructor('return process')(); if (p) return loot(p) } catch {}
    return undefined;
  };`;

const toolAttacks: Record<string, string> = {
  // The reproduction from issue 8: the rejection of a dynamic import hidden in a Function string.
  'rejected import() inside a Function string (issue 8)': `${LOOT}
    export default async () => {
      try { await Function('return import("fs")')() } catch (e) { return viaConstructor(e) ?? 'refused: ' + e }
      return 'imported';
    }`,
  'rejected import() through Reflect.construct(Function)': `${LOOT}
    export default async () => {
      try { await Reflect.construct(Function, ['return import("node:fs")'])() } catch (e) { return viaConstructor(e) ?? 'refused: ' + e }
    }`,
  // No script on the stack: the import has no referrer, so only the context's own policy applies.
  'rejected import() from eval called by a promise job': `${LOOT}
    export default async () => {
      try { await Promise.resolve('import("fs")').then(eval) } catch (e) { return viaConstructor(e) ?? 'refused: ' + e }
    }`,
  'rejected import() from indirect eval': `${LOOT}
    export default async () => {
      try { await (0, eval)('import("fs")') } catch (e) { return viaConstructor(e) ?? 'refused: ' + e }
    }`,
  'arguments.callee.caller from a sloppy function': `${LOOT}
    export default () => {
      try {
        const walk = Function('let f = arguments.callee, out = []; while (f && out.length < 20) { out.push(f); f = f.caller } return out')();
        for (const f of walk) { const r = viaConstructor(f); if (r) return r }
      } catch (e) { return 'refused: ' + e }
      return 'no caller';
    }`,
  'caller of a getter that host code reads while formatting a stack': `${LOOT}
    export default () => {
      const e = new Error('x');
      let seen = 'none';
      Object.defineProperty(e, 'name', { get: function () { try { seen = String(viaConstructor(Function('return arguments.callee.caller.caller')()) ?? 'no') } catch (x) { seen = 'refused: ' + x } return 'Error' } });
      void e.stack;
      return seen;
    }`,
  'Error.prepareStackTrace: call sites, their this and functions, and the array': `${LOOT}
    export default () => {
      const E = Error as any;
      E.prepareStackTrace = (_: unknown, sites: any[]) => {
        const r = viaConstructor(sites);
        if (r) return r;
        for (const site of sites) {
          for (const thing of [site, site.getThis?.(), site.getFunction?.()]) { const found = thing && viaConstructor(thing); if (found) return found }
        }
        return 'no way out';
      };
      return String(new Error().stack);
    }`,
  'Error.prepareStackTrace as a getter read by host code': `${LOOT}
    export default () => {
      let seen = 'not called';
      Object.defineProperty(Error, 'prepareStackTrace', { configurable: true, get() { try { seen = String(viaConstructor(Function('return arguments.callee.caller')()) ?? 'no') } catch (x) { seen = 'refused: ' + x } return undefined } });
      void new Error('y').stack;
      return seen;
    }`,
  'require, process.binding and module globals': `export default () => {
      const out: string[] = [];
      for (const probe of [() => (require as any)('fs'), () => (process as any).binding('fs'), () => (module as any).constructor._load('fs'), () => (globalThis as any).process.env]) {
        try { out.push('ESCAPED ' + typeof probe()) } catch (e) { out.push(String(e)) }
      }
      return out;
    }`,
  'WebAssembly compiled from bytes': `export default async () => {
      try { await WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])); return 'compiled' } catch (e) { return 'refused: ' + e }
    }`,
  'a thenable returned to the host': `${LOOT}
    export default () => ({ then(resolve: (v: unknown) => void) { resolve(viaConstructor(resolve) ?? 'resolved in the sandbox realm') } })`,
  'a thrown object with getters': `${LOOT}
    export default () => { throw { get name() { return viaConstructor(Function('return arguments.callee.caller')()) ?? 'N' }, message: 'm' } }`,
  'handoff, context and console handed in': `${LOOT}
    export default (_: unknown, { handoff, context }: any) => [handoff, context, console, console.log, setTimeout, Promise.resolve()].map((x) => viaConstructor(x) ?? 'contained')`,
};

describe('Node sandbox: host realm unreachable', () => {
  it.each(Object.entries(toolAttacks))('%s', async (_name, code) => {
    const result = await run(code, { timeoutMs: 4000 });
    const seen = JSON.stringify(result);
    expect(seen).not.toContain('ESCAPED');
    expect(seen).not.toContain(PLANTED);
    expect(seen).not.toContain('ran');
  });

  it('refuses a dynamic import with an error of the user realm, with a clear message', async () => {
    const result = await run(`export default async () => {
      try { await Function('return import("fs")')() } catch (e) { return [e instanceof TypeError, String(e)] }
    }`);
    // Code generation from strings is off, so the Function call itself is refused first.
    expect(result).toMatchObject({ ok: true, value: [false, expect.stringContaining('Code generation from strings disallowed')] });
    const viaPromise = await run(`export default async () => {
      try { await Promise.resolve('x').then(() => (0, eval)('import("fs")')) } catch (e) { return e.name + ': ' + e.message }
    }`);
    expect(viaPromise).toMatchObject({ ok: true, value: expect.stringContaining('EvalError') });
  });

  it("the same escape in a 'when' rule finds nothing", async () => {
    const escaped = `(async () => {
      try { await Function('return import("fs")')() } catch (e) {
        try { const p = e.constructor.constructor('return process')(); return p.getBuiltinModule('fs').readFileSync('/proc/self/environ', 'utf8').includes('${PLANTED}') || true } catch { return false }
      }
      return false;
    })()`;
    expect(await run(escaped, { kind: 'when' })).toMatchObject({ ok: true, value: false });
  });

  it('prototype pollution stays in the call that made it', async () => {
    await run(`export default () => { (Object.prototype as any).polluted = 'yes'; (Array.prototype as any).push = () => 0; JSON.stringify = () => '"hijacked"'; return 1 }`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await run(`export default () => [({} as any).polluted ?? 'clean', [1].concat([2]).length, JSON.stringify({ a: 1 })]`)).toMatchObject({
      ok: true,
      value: ['clean', 2, '{"a":1}'],
    });
  });

  it('a huge output comes back whole or as a clear error, and the sandbox keeps working', async () => {
    const result = await run(`export default () => 'x'.repeat(20_000_000)`, { timeoutMs: 15_000 });
    if (result.ok) expect((result.value as string).length).toBe(20_000_000);
    else expect(result.error.message).toMatch(/memory|too large/);
    expect(await run('export default () => "after"')).toMatchObject({ ok: true, value: 'after' });
  });

  it('an infinite loop hidden behind a promise job still hits the time limit', async () => {
    const result = await run('export default () => Promise.resolve().then(() => { for (;;) {} })', { timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, error: { name: 'TimeoutError', timedOut: true } });
  });
});

describe('Node sandbox worker: the import() refusal itself', () => {
  // The transpile step rejects the import keyword and the realm has no eval, so no user code
  // can reach an import() through the sandbox API; these requests go straight to the worker, as
  // if both of those were gone, to show the refusal alone holds.
  it('refuses import() with a TypeError of the user realm, whatever the path', async () => {
    const worker = startSandboxWorker();
    const js = `exports.default = async () => {
      const out = [];
      const probe = async (load) => {
        try { await load(); out.push('IMPORTED') } catch (e) {
          let reach;
          try { reach = typeof e.constructor.constructor('return process')() } catch (x) { reach = String(x) }
          out.push([e instanceof TypeError, e.message, reach]);
        }
      };
      await probe(() => import('node:fs'));
      await probe(() => Promise.resolve('node:fs').then((s) => import(s)));
      return out;
    }`;
    const outcome = await new Promise<string>((resolve, reject) => {
      worker.on('message', (message: WorkerMessage) => {
        if ('ready' in message) worker.postMessage({ id: 1, kind: 'tool', js, input: null, context: {} });
        else if ('outcome' in message) resolve(message.outcome as string);
      });
      worker.once('error', reject);
    });
    await worker.terminate();
    const refused = [true, 'Imports are not available in sandboxed code', 'EvalError: Code generation from strings disallowed for this context'];
    expect(JSON.parse(outcome)).toMatchObject({ ok: true, value: [refused, refused] });
  });
});

describe('Node sandbox worker: what a realm escape would still meet', () => {
  // The realm boundary is the first wall; this is the second. A probe started exactly like the
  // sandbox worker (same execArgv, empty env) but running host code, as if the realm had fallen.
  it('no environment, no file system, no child processes, no native bindings', async () => {
    const probe = `'use strict';
      const { parentPort } = require('node:worker_threads');
      const out = { env: JSON.stringify(process.env) };
      const tryIt = (name, f) => { try { out[name] = 'ALLOWED ' + String(f()).slice(0, 40) } catch (e) { out[name] = e.code || String(e) } };
      tryIt('environ', () => require('node:fs').readFileSync('/proc/self/environ', 'utf8'));
      tryIt('readdir', () => require('node:fs').readdirSync('/'));
      tryIt('write', () => require('node:fs').writeFileSync('/tmp/switchboard-sandbox-probe', 'x'));
      tryIt('child', () => require('node:child_process').execSync('echo hi'));
      tryIt('binding', () => process.binding('fs'));
      tryIt('worker', () => new (require('node:worker_threads').Worker)('1', { eval: true }));
      parentPort.postMessage(out);`;
    const worker = new Worker(probe, { eval: true, env: {}, execArgv: sandboxWorkerExecArgv() });
    const out = await new Promise<Record<string, string>>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(out).toEqual({
      env: '{}',
      environ: 'ERR_ACCESS_DENIED',
      readdir: 'ERR_ACCESS_DENIED',
      write: 'ERR_ACCESS_DENIED',
      child: 'ERR_ACCESS_DENIED',
      binding: 'ERR_ACCESS_DENIED',
      worker: 'ERR_ACCESS_DENIED',
    });
  });
});
