import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LiveValues, decodeSegment, encodeSegment } from './eventLogCodec.ts';

/** The value as a string that tells apart everything the codec must keep: key order, undefined, -0, NaN. */
function exact(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(exact).join(',')}]`;
  return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${exact(v)}`).join(',')}}`;
}

function roundTrip<T>(values: T[], firstSeq = 0, live = new LiveValues()): T[] {
  return decodeSegment<T>(encodeSegment(values, firstSeq, live), live);
}

/** Strings the codec writes in special forms, mixed with any others. */
const strings = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  // any UTF-16 code units, lone surrogates included (text cut in the middle of a pair)
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)) }),
  fc.constantFrom('', 'span_', 'a0', 'span_0123456789abcdef01234567', 'trace_0123456789ABCDEF', 'deadbeefdeadbeef1', '2026-11-24T09:01:58.123Z', '2026-02-30T00:00:00.000Z', '+002026-01-01T00:00:00.000Z'),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.tuple(fc.constantFrom('span_', 'call_', '', 'x'), fc.stringMatching(/^[0-9a-f]{1,40}$/)).map(([p, h]) => p + h),
);
const numbers = fc.oneof(fc.integer(), fc.integer({ min: 0, max: 200 }), fc.double(), fc.constantFrom(-0, Number.NaN, Infinity, 2 ** 53 - 1, -(2 ** 53) + 1, 2 ** 60, 0.1));
const values = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, strings, numbers, fc.boolean(), fc.constantFrom(null, undefined), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.oneof(strings, fc.constantFrom('type', 'seq', 't', 'spanId', '__proto__')), tie('value'), { maxKeys: 6 }),
})).value;

describe('eventLogCodec', () => {
  it('gives back exactly what it was given: key order, undefined, -0, NaN, any string', () => {
    fc.assert(
      fc.property(fc.array(values, { maxLength: 20 }), (list) => {
        expect(roundTrip(list).map(exact)).toEqual(list.map(exact));
      }),
      { numRuns: 300 },
    );
  });

  it('an own "__proto__" key (JSON.parse makes them) stays an own key', () => {
    const parsed = JSON.parse('[{"__proto__":{"polluted":true},"a":1}]') as unknown[];
    const [out] = roundTrip(parsed) as [Record<string, unknown>];
    expect(Object.keys(out)).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect((out as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('stamped events come back with their seq, t and spanId last, as stamped; others keep theirs', () => {
    const events = [
      { type: 'agent_start', agentId: 'a', turn: 1, seq: 7, t: 0, spanId: 'span_0123456789abcdef01234567' },
      { type: 'agent_end', agentId: 'a', output: null, seq: 8, t: 1_000_000, spanId: null },
      // not in its place (seq 9 expected): written as a plain value
      { type: 'resumed', seq: 3, t: 2, spanId: null },
      // t before seq: the key order is kept
      { type: 'resumed', t: 2, seq: 10, spanId: null },
      { type: 'resumed', seq: 11, t: -5, spanId: 'x' },
      { type: 'resumed', seq: 12, t: 1.5, spanId: 'x' },
    ];
    expect(roundTrip(events, 7).map(exact)).toEqual(events.map(exact));
  });

  it('refers back to strings near and far: the recent ones, the first 16,384 and the rest', () => {
    const distinct = Array.from({ length: 20_000 }, (_, i) => `s${i}`);
    // recent hits, evictions (cycles of 17 and 40), short references and long ones
    const again = [...distinct.slice(0, 40), ...distinct.slice(0, 17), ...distinct.slice(16_000, 16_500), ...distinct.slice(19_990), 's3', 's3', 's19999'];
    const list = [distinct, again, again.map((x) => ({ [x]: x }))];
    expect(roundTrip(list)).toEqual(list);
  });

  it('long and unusual strings, big dictionaries', () => {
    const cut = '\u{1F600}'.slice(0, 1);
    const long = 'é'.repeat(10_000) + cut + 'x'.repeat(5000);
    const dictionary = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`key ${i}`, i]));
    const list = [cut, long, dictionary, { dictionary }, 'ü'];
    const out = roundTrip(list);
    expect(out).toEqual(list);
    expect(Object.keys(out[2] as object)).toEqual(Object.keys(dictionary));
  });

  it('an object referred to twice in a segment comes back as one object', () => {
    const shared = { type: 'message', role: 'user', content: 'hi' };
    const list = [{ output: [shared] }, { item: shared }, [shared, shared]];
    const [a, b, c] = roundTrip(list) as [{ output: unknown[] }, { item: unknown }, unknown[]];
    expect(a.output[0]).toEqual(shared);
    expect(a.output[0]).not.toBe(shared);
    expect(b.item).toBe(a.output[0]);
    expect(c[0]).toBe(c[1]);
    expect(c[0]).toBe(b.item);
  });

  it('values registered as live, and values that are not plain data, come back as themselves', () => {
    const live = new LiveValues();
    const item = { type: 'message', role: 'assistant', content: [] };
    live.add(item);
    const date = new Date(0);
    const bytes = new Uint8Array([1, 2]);
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    const holes = [1, , 3]; // eslint-disable-line no-sparse-arrays
    class Thing {}
    const thing = new Thing();
    const list = [{ item }, { output: [item] }, { date, bytes, bare, holes, thing }, { again: thing }];
    const out = roundTrip(list, 0, live) as Array<Record<string, unknown>>;
    expect(out[0].item).toBe(item);
    expect((out[1].output as unknown[])[0]).toBe(item);
    expect(out[2]).toEqual({ date, bytes, bare, holes, thing });
    for (const key of ['date', 'bytes', 'bare', 'holes', 'thing']) expect(out[2][key]).toBe((list[2] as Record<string, unknown>)[key]);
    expect(out[3].again).toBe(thing);
    // a second segment of the same log refers to the same live values
    const next = roundTrip([{ item }], 0, live) as Array<Record<string, unknown>>;
    expect(next[0].item).toBe(item);
    expect(live.values).toEqual([item, date, bytes, bare, holes, thing]);
  });

  it('after seal(), live values are still read but no longer registered', () => {
    const live = new LiveValues();
    const item = { a: 1 };
    live.add(item);
    const segment = encodeSegment([{ item }], 0, live);
    live.seal();
    expect(live.indexOf(item)).toBeUndefined();
    expect((decodeSegment(segment, live)[0] as { item: unknown }).item).toBe(item);
  });

  it('is much smaller than the JSON of a run-like segment', () => {
    const events = Array.from({ length: 300 }, (_, i) => ({
      type: 'span_end',
      endedAt: new Date(1_700_000_000_000 + i * 3).toISOString(),
      data: { type: 'function', name: 'get_weather', input: `{"city":"city ${i}"}`, output: `sunny in city ${i}` },
      error: null,
      seq: i,
      t: i * 3,
      spanId: `span_${(i + 1).toString(16).padStart(24, '0')}`,
    }));
    const segment = encodeSegment(events, 0, new LiveValues());
    expect(segment.data.length).toBeLessThan(JSON.stringify(events).length / 3);
    expect(decodeSegment(segment, new LiveValues())).toEqual(events);
  });

  it('says where a damaged segment ends', () => {
    const segment = encodeSegment([{ a: 'hello world' }], 0, new LiveValues());
    expect(() => decodeSegment({ ...segment, data: segment.data.slice(0, -3) }, new LiveValues())).toThrow(/ends early/);
  });
});
