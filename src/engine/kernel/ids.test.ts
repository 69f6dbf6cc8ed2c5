import { describe, expect, it } from 'vitest';
import { counterIds, createRunIds, toHex } from './ids.ts';

describe('run ids', () => {
  it('formats trace and span ids as the SDK does, deterministically from a counter', () => {
    const a = createRunIds(counterIds());
    const b = createRunIds(counterIds());
    const ids = [a.traceId(), a.spanId(), a.spanId()];
    expect(ids[0]).toMatch(/^trace_[0-9a-f]{32}$/);
    expect(ids[1]).toMatch(/^span_[0-9a-f]{24}$/);
    expect(ids[1]).not.toBe(ids[2]);
    expect([b.traceId(), b.spanId(), b.spanId()]).toEqual(ids);
  });

  it('hashes non-hex sources into hex of the right length, and random ids differ', () => {
    expect(toHex('hello world', 24)).toMatch(/^[0-9a-f]{24}$/);
    expect(toHex('hello world', 24)).not.toBe(toHex('hello worle', 24));
    const r = createRunIds();
    expect(r.spanId()).not.toBe(r.spanId());
  });
});
