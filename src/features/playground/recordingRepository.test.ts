import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { RunEvent } from '../../engine/events.ts';
import { userMessage } from '../../models/items.ts';
import { conversationDuration, newRecording, openRecordingRepository, recordingFile } from './recordingRepository.ts';
import { readRecordingFile } from './readRecordingFile.ts';

const runStart = (text: string, seq: number): RunEvent => ({ type: 'run_start', runId: 'r', traceId: 't', graphId: 'g', runtime: 'swarm', startAgentId: 'a', input: [userMessage(text)], context: {}, simulated: false, seq, t: 0, spanId: null });
const events: RunEvent[] = [runStart('I want to return my boots', 0), { type: 'resumed', seq: 1, t: 120, spanId: null }, runStart('thanks', 0), { type: 'resumed', seq: 1, t: 30, spanId: null }];

describe('recordings', () => {
  it('keeps recordings per project, newest first, and renames and deletes them', async () => {
    const repo = await openRecordingRepository(`test-${Math.random()}`);
    await repo.put({ ...newRecording('a', 'p1', events, 1), updatedAt: 1 });
    await repo.put({ ...newRecording('b', 'p1', events, 2), updatedAt: 2 });
    await repo.put(newRecording('c', 'p2', events, 3));
    expect((await repo.list('p1')).map((r) => r.id)).toEqual(['b', 'a']);
    await repo.rename('a', 'Boots demo');
    expect((await repo.get('a'))?.name).toBe('Boots demo');
    await repo.remove('b');
    expect((await repo.list('p1')).map((r) => r.id)).toEqual(['a']);
    expect((await repo.list('p1'))[0]).not.toHaveProperty('events');
  });

  it('names a recording after its first message and measures runs end to end', () => {
    const r = newRecording('x', 'p', events, 5);
    expect(r.name).toBe('I want to return my boots');
    expect(r.turns).toBe(2);
    expect(conversationDuration(events)).toBe(150);
  });

  it('round-trips through its file format and rejects other files', () => {
    const r = newRecording('x', 'p', events, 5);
    const back = readRecordingFile(recordingFile(r), 'p9', 'y', 7);
    expect(back).toMatchObject({ id: 'y', projectId: 'p9', name: r.name, events: r.events });
    expect(() => readRecordingFile('{"format":"switchboard.graph"}', 'p', 'z', 1)).toThrow(/not a Switchboard recording/);
    expect(() => readRecordingFile('nope', 'p', 'z', 1)).toThrow(/not JSON/);
  });

  it('refuses a malformed recording file with the place of each problem (it blanked the app on replay)', () => {
    const bad = '{"format":"switchboard.recording","events":[{"type":"run_start","seq":0,"t":0}]}';
    expect(() => readRecordingFile(bad, 'p', 'z', 1)).toThrow(
      /^This recording is damaged and was not imported\. events\[0\]\.runId: Missing required field "runId"; events\[0\]\.traceId: .*; and \d+ more\.$/,
    );
  });
});
