import { describe, expect, it } from 'vitest';
import type { RunEvent } from '../engine/events.ts';
import { formatBytes, OUTPUT_LIMIT, truncatedSize, truncateLongStrings, truncateString } from './truncateOutputs.ts';

const toolEnd = (output: string): RunEvent => ({
  type: 'tool_call_end',
  agentId: 'a',
  toolId: 't',
  callId: 'c1',
  name: 'dump',
  output,
  error: null,
  durationMs: 3,
  seq: 4,
  t: 10,
  spanId: 's1',
});

describe('truncating huge outputs', () => {
  it('keeps a string within the limit untouched and cuts a longer one to the limit plus a marker', () => {
    expect(truncateString('short', 10)).toBe('short');
    expect(truncateString('x'.repeat(10), 10)).toBe('x'.repeat(10));
    expect(truncateString('x'.repeat(2_500), 1_000)).toBe(`${'x'.repeat(1_000)}… truncated 1.5 KB`);
  });

  it('measures what was cut in UTF-8 bytes and never splits a surrogate pair', () => {
    // 'é' is 2 bytes, '😀' is 4 bytes (two UTF-16 units)
    expect(truncateString(`ab${'é'.repeat(600)}`, 2)).toBe('ab… truncated 1.2 KB');
    const cut = truncateString(`a${'😀'.repeat(10)}`, 2);
    expect(cut).toBe('a… truncated 40 B');
  });

  it('cuts every copy of a huge output inside an event and returns the same object when nothing is long', () => {
    const small = toolEnd('ok');
    expect(truncateLongStrings(small, 100)).toBe(small);
    const request: RunEvent = {
      type: 'model_request',
      agentId: 'a',
      turn: 2,
      request: { model: 'm', instructions: '', inputDelta: { base: null, keep: 0, added: [{ type: 'function_call_result', callId: 'c1', name: 'dump', status: 'completed', output: { type: 'text', text: 'y'.repeat(5_000) } }] }, tools: [], handoffs: [], modelSettings: {}, outputType: null, toolChoice: undefined } as never,
      seq: 5,
      t: 11,
      spanId: 's2',
    };
    const cut = truncateLongStrings(request, 100);
    expect(cut).not.toBe(request);
    expect(JSON.stringify(cut)).toContain(`${'y'.repeat(100)}… truncated 4.9 KB`);
    // the input is not modified
    expect(JSON.stringify(request)).toContain('y'.repeat(5_000));
  });

  it('reads the cut size back from a truncated string, and nothing from an ordinary one', () => {
    expect(truncatedSize(truncateString('q'.repeat(5_000), 1_000))).toBe('4.0 KB');
    expect(truncatedSize('a normal output')).toBeNull();
    expect(truncatedSize('a user typed … truncated lots')).toBeNull();
    expect(truncatedSize(null)).toBeNull();
    // cutting again (a replay of a recording) keeps the first marker
    const once = truncateString('q'.repeat(5_000), 1_000);
    expect(truncateString(once, 1_000)).toBe(once);
  });

  it('formats sizes in decimal units', () => {
    expect([formatBytes(999), formatBytes(1_500), formatBytes(99_900_000), formatBytes(2_000_000_000)]).toEqual(['999 B', '1.5 KB', '99.9 MB', '2.0 GB']);
  });

  it('with the real default, a 100 MB tool output becomes a recordable event that says how much was cut', () => {
    const huge = 'z'.repeat(100_000_000);
    const event = truncateLongStrings(toolEnd(huge));
    expect(event.type === 'tool_call_end' && event.output.length).toBeLessThan(OUTPUT_LIMIT + 40);
    const text = JSON.stringify(event);
    expect(text.length).toBeLessThan(OUTPUT_LIMIT + 400);
    expect(text).toContain(`… truncated ${formatBytes(100_000_000 - OUTPUT_LIMIT)}`);
    expect(formatBytes(100_000_000 - OUTPUT_LIMIT)).toBe('99.7 MB');
  });
});
