import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../engine/json.ts';
import type { RunnerRequest } from './protocol.ts';
import { MAX_LOG_LINES, runUserCode, toJsonSafe } from './runUserCode.ts';
import { transpileModule, transpileWhen } from './transpile.ts';

function request(code: string, input: JsonValue = null, context: Record<string, JsonValue> = {}): RunnerRequest {
  const compiled = transpileModule(code);
  if (!compiled.ok) throw new Error(compiled.error.message);
  return { kind: 'tool', js: compiled.js, input, context };
}

describe('runUserCode', () => {
  it('calls the default export with input and { context, handoff, args }', async () => {
    const outcome = await runUserCode(
      request(
        `export default async function (input: { q: string }, { context, handoff, args }) {
           context.seen = [input.q, args === input];
           handoff('billing', 'over to you');
           handoff('$terminate');
           return { answer: input.q.toUpperCase() };
         }`,
        { q: 'hi' },
        { n: 1 },
      ),
    );
    expect(outcome).toEqual({
      ok: true,
      value: { answer: 'HI' },
      context: { n: 1, seen: ['hi', true] },
      handoffs: [{ target: 'billing', message: 'over to you' }, { target: '$terminate' }],
      logs: [],
    });
  });

  it('captures console output with levels, and keeps logs of a failed call', async () => {
    const outcome = await runUserCode(
      request(`export default () => { console.log('a', { b: 1 }); console.warn('w'); console.error(new TypeError('t')); throw new Error('x') }`),
    );
    expect(outcome.logs).toEqual(['a {"b":1}', '[warn] w', '[error] TypeError: t']);
  });

  it('caps the log', async () => {
    const outcome = await runUserCode(request(`export default () => { for (let i = 0; i < 1000; i++) console.log(i) }`));
    expect(outcome.logs).toHaveLength(MAX_LOG_LINES + 1);
    expect(outcome.logs.at(-1)).toBe(`… ${1000 - MAX_LOG_LINES} more log lines dropped`);
  });

  it('keeps the name and message of a thrown error', async () => {
    expect(await runUserCode(request(`export default () => { throw new Error('kapow') }`))).toMatchObject({
      ok: false,
      error: { name: 'Error', message: 'kapow' },
    });
    expect(
      await runUserCode(request(`class Nope extends Error { name = 'Nope' }\nexport default async () => { throw new Nope('no') }`)),
    ).toMatchObject({ ok: false, error: { name: 'Nope', message: 'no' } });
    expect(await runUserCode(request(`export default () => { throw 'plain' }`))).toMatchObject({
      ok: false,
      error: { name: 'Error', message: 'plain' },
    });
  });

  it('refuses a module without a default export function', async () => {
    expect(await runUserCode(request('export const x = 1'))).toMatchObject({
      ok: false,
      error: { name: 'TypeError', message: 'The code must have a default export that is a function' },
    });
  });

  it('evaluates a when expression to a boolean', async () => {
    const compiled = transpileWhen('ctx.n >= 3 && (args?.ok ?? true)');
    if (!compiled.ok) throw new Error(compiled.error.message);
    const at = (n: number) => runUserCode({ kind: 'when', js: compiled.js, input: null, context: { n } });
    expect(await at(3)).toMatchObject({ ok: true, value: true });
    expect(await at(2)).toMatchObject({ ok: true, value: false });
  });

  it('makes results JSON-safe and reports a cycle as an error', async () => {
    expect(await runUserCode(request('export default () => undefined'))).toMatchObject({ ok: true, value: null });
    expect(
      await runUserCode(request('export default () => ({ a: undefined, f() {}, s: Symbol(), n: NaN, list: [undefined, () => 1], d: new Date(0) })')),
    ).toMatchObject({ ok: true, value: { n: null, list: [null, null], d: '1970-01-01T00:00:00.000Z' } });
    expect(await runUserCode(request('export default (_, { context }) => { context.self = context }'))).toMatchObject({
      ok: false,
      error: { name: 'TypeError', message: 'The context is not JSON-safe: circular reference at $.self' },
    });
  });
});

describe('toJsonSafe', () => {
  it('allows shared references that are not cycles', () => {
    const shared = { x: 1 };
    expect(toJsonSafe({ a: shared, b: [shared] })).toEqual({ a: { x: 1 }, b: [{ x: 1 }] });
  });

  it('drops functions and symbols from objects and turns bigints into strings', () => {
    expect(toJsonSafe({ f: () => 1, s: Symbol('s'), b: 10n })).toEqual({ b: '10' });
    expect(toJsonSafe(() => 1)).toBeNull();
  });
});
