import { describe, expect, it } from 'vitest';
import { transpileModule, transpileWhen } from './transpile.ts';

function js(result: ReturnType<typeof transpileModule>): string {
  if (!result.ok) throw new Error(`expected success, got ${result.error.message}`);
  return result.js;
}

/** Evaluates a transpiled module the way runUserCode does and returns its default export. */
function load(code: string): (...args: unknown[]) => unknown {
  const module = { exports: {} as Record<string, unknown> };
  new Function('exports', 'module', code)(module.exports, module);
  return module.exports.default as (...args: unknown[]) => unknown;
}

describe('transpileModule', () => {
  it('strips TypeScript and exposes the default export', () => {
    const fn = load(js(transpileModule('interface A { x: number }\nexport default function f({ x }: A): number { return x * 2 as number }')));
    expect(fn({ x: 21 })).toBe(42);
  });

  it('keeps line numbers so runtime errors point at the user code', () => {
    const out = js(transpileModule('type T = string;\n\nexport default () => 1;\n'));
    expect(out.split('\n').length).toBe(4);
  });

  it('reports a syntax error with its line and 1-based column (the `;` after `a +`)', () => {
    const result = transpileModule('export default function f(a: number) {\n  return a +;\n}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ name: 'SyntaxError', line: 2, column: 13 });
    expect(result.error.message).toBe('Unexpected token (line 2, column 13)');
  });

  it.each([
    ["import fs from 'node:fs';\nexport default () => fs", 1],
    ["export default async () => {\n  return await import('node:process');\n}", 2],
    ["import type { X } from './x';\nexport default (x: X) => x", 1],
  ])('rejects imports of any kind: %s', (source, line) => {
    const result = transpileModule(source);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toContain('Imports are not available in sandboxed code');
    expect(result.error).toMatchObject({ line });
  });

  it('does not mistake a property named import for an import', () => {
    expect(load(js(transpileModule('export default (o: { import: number }) => o.import')))({ import: 7 })).toBe(7);
  });
});

describe('transpileWhen', () => {
  it('turns an expression over ctx and args into a callable', () => {
    const fn = load(js(transpileWhen('ctx.n >= 3 && args.ok')));
    expect(fn({ n: 3 }, { ok: true })).toBe(true);
    expect(fn({ n: 2 }, { ok: true })).toBe(false);
  });

  it('reports columns relative to the expression itself', () => {
    const result = transpileWhen('ctx.n >= )');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ name: 'SyntaxError', line: 1, column: 10 });
  });

  it('rejects an empty condition', () => {
    expect(transpileWhen('  ').ok).toBe(false);
  });
});
