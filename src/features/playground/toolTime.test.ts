import { describe, expect, it } from 'vitest';
import { foldAll } from './transcript.ts';
import { formatDuration, toolTimeText } from './toolTime.ts';
import type { RunEvent } from '../../engine/events.ts';

describe('tool row time', () => {
  it('reads in units, not raw milliseconds', () => {
    expect(formatDuration(840)).toBe('840 ms');
    expect(formatDuration(44_371)).toBe('44.4 s');
    expect(formatDuration(125_000)).toBe('2 min 05 s');
  });

  it('splits the work from the wait for a person, as the timeline does', () => {
    expect(toolTimeText(44_371, 44_359)).toBe('12 ms · waited 44.4 s');
    expect(toolTimeText(12)).toBe('12 ms');
  });

  it('the transcript keeps how long a tool call waited for its approval', () => {
    const e = (seq: number, t: number, body: object) => ({ seq, t, spanId: null, ...body }) as RunEvent;
    const events = [
      e(0, 0, { type: 'tool_call_start', agentId: 'a', toolId: 'refund', callId: 'c1', name: 'refund', arguments: '{}' }),
      e(1, 5, { type: 'approval_needed', approvalId: 'p1', agentId: 'a', toolId: 'refund', callId: 'c1', name: 'refund', arguments: '{}' }),
      e(2, 44_364, { type: 'approval_resolved', approvalId: 'p1', approved: true, message: null }),
      e(3, 44_371, { type: 'tool_call_end', agentId: 'a', toolId: 'refund', callId: 'c1', name: 'refund', output: 'ok', error: null, durationMs: 44_371 }),
    ];
    const row = foldAll(events).entries.find((x) => x.kind === 'tool');
    expect(row?.kind === 'tool' && toolTimeText(row.durationMs!, row.waitedMs)).toBe('12 ms · waited 44.4 s');
  });
});
