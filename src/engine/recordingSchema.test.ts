import { describe, expect, it } from 'vitest';
import { EXAMPLES, exampleGraph } from '../graph/examples.ts';
import { createSimulatorModel } from '../models/simulator/index.ts';
import { createFakeSandbox } from './testing/fakeSandbox.ts';
import type { RunEvent } from './events.ts';
import { run } from './index.ts';
import { drive } from './testing/drive.ts';
import { testGraph } from './testing/graphs.ts';
import { assistantMessage, functionCall } from '../models/items.ts';
import { checkRecordingFile, liftFullInputEvents, RECORDING_FORMAT, RECORDING_MIGRATIONS, RECORDING_VERSION, type RecordingMigration } from './recordingSchema.ts';
import { requestInputs } from './requestInput.ts';

const file = (events: unknown[], extra: Record<string, unknown> = {}) => ({ format: RECORDING_FORMAT, version: RECORDING_VERSION, name: 'R', events, ...extra });

async function recordedRun(graphIndex: number, input: string): Promise<RunEvent[]> {
  const handle = run(exampleGraph(EXAMPLES[graphIndex]), input, { model: createSimulatorModel({ chunkDelayMs: 0 }), sandbox: createFakeSandbox(), trusted: true });
  const result = await handle.result;
  return result.events;
}

describe('recording file schema', () => {
  it('refuses the issue\'s malformed run_start (it blanked the app on replay) with a path per missing field', () => {
    const checked = checkRecordingFile('{"format":"switchboard.recording","events":[{"type":"run_start","seq":0,"t":0}]}');
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.slice(0, 3)).toEqual([
      { path: 'events[0].runId', message: 'Missing required field "runId"' },
      { path: 'events[0].traceId', message: 'Missing required field "traceId"' },
      { path: 'events[0].graphId', message: 'Missing required field "graphId"' },
    ]);
    expect(checked.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['events[0].input', 'events[0].context', 'events[0].spanId']));
  });

  it.each(EXAMPLES.map((example, index) => ({ id: example.id, index })))('accepts, unchanged, every event of a real run of $id (via JSON, as a file holds it)', async ({ index }) => {
    const events = await recordedRun(index, 'I want to return my boots');
    expect(events.length).toBeGreaterThan(5);
    const asFile = JSON.parse(JSON.stringify(file(events))) as { events: unknown[] };
    const checked = checkRecordingFile(JSON.stringify(asFile));
    expect(checked.ok ? [] : checked.errors).toEqual([]);
    if (checked.ok) expect(checked.recording.events).toEqual(asFile.events);
  });

  it('names wrong types, unknown event types and bad items by path', () => {
    const checked = checkRecordingFile(
      file([
        { type: 'resumed', seq: '0', t: 0, spanId: null },
        { type: 'explode', seq: 1, t: 0, spanId: null },
        { type: 'item', agentId: 'a', item: { type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 7 }] }, seq: 2, t: 0, spanId: null },
        { type: 'tool_call_end', agentId: 'a', toolId: null, callId: 'c', name: 'n', output: null, error: null, durationMs: 1, seq: 3, t: -1, spanId: null },
      ]),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.map((e) => e.path)).toEqual(['events[0].seq', 'events[1].type', 'events[2].item', 'events[3].output', 'events[3].t']);
    expect(checked.errors[1].message).toBe('Unknown event type "explode"');
  });

  it('refuses other files, deep nesting and __proto__ keys without throwing', () => {
    expect(checkRecordingFile('nope')).toEqual({ ok: false, errors: [{ path: '', message: 'This file is not JSON.' }] });
    expect(checkRecordingFile('{"format":"switchboard.graph"}')).toEqual({ ok: false, errors: [{ path: '', message: 'This file is not a Switchboard recording.' }] });
    const deep = `{"format":"switchboard.recording","version":1,"events":[{"type":"agent_end","agentId":"a","output":${'['.repeat(50_000)}${']'.repeat(50_000)},"seq":0,"t":0,"spanId":null}]}`;
    const deepCheck = checkRecordingFile(deep);
    expect(deepCheck.ok === false && deepCheck.errors[0]).toMatchObject({ path: expect.stringMatching(/^events\[0\]\.output\[0\]/), message: expect.stringMatching(/Nested too deeply/) });
    const proto = checkRecordingFile('{"format":"switchboard.recording","version":1,"events":[{"__proto__":{"type":"resumed"}}]}');
    expect(proto.ok === false && proto.errors[0].path).toBe('events[0].__proto__');
  });

  it('refuses a newer version, and lifts an older one through the migration hook', () => {
    expect(checkRecordingFile(file([], { version: RECORDING_VERSION + 1 }))).toMatchObject({ ok: false, errors: [{ path: 'version', message: expect.stringMatching(/newer than this Switchboard understands/) }] });
    // a made-up version 0 that called the list "log": the hook renames it before validation
    const v0: RecordingMigration = { from: 0, to: 1, summary: 'Renamed "log" to "events"', migrate: ({ log, ...rest }) => ({ ...rest, events: log }) };
    const old = { format: RECORDING_FORMAT, version: 0, log: [{ type: 'resumed', seq: 0, t: 0, spanId: null }] };
    expect(checkRecordingFile(old, [v0, ...RECORDING_MIGRATIONS])).toEqual({
      ok: true,
      recording: { name: undefined, createdAt: undefined, events: [{ type: 'resumed', seq: 0, t: 0, spanId: null }] },
      warnings: [{ path: 'version', message: 'Renamed "log" to "events"' }, { path: 'version', message: RECORDING_MIGRATIONS[0].summary }],
    });
    expect(checkRecordingFile(old)).toMatchObject({ ok: false, errors: [{ path: 'version', message: 'Recording format version 0 is not supported (no migration from it).' }] });
    // files exported before "version" existed are version 1
    expect(checkRecordingFile({ format: RECORDING_FORMAT, events: [] })).toMatchObject({ ok: true });
  });

  it('keeps a structured tool output (text/image/file parts) through a recording, and names a bad part by path', async () => {
    const graph = testGraph({
      runtime: 'agents-sdk-python',
      agents: [{ id: 'a', name: 'A', tools: ['chart'] }],
      tools: [{ id: 'chart', type: 'function', name: 'chart', description: 'd', parameters: { type: 'object', properties: {}, additionalProperties: false }, code: 'export default () => [{ type: "text", text: "Q3" }, { type: "image", image_url: "data:image/png;base64,iVBOR" }, { type: "file", file_id: "file_1", filename: "q3.pdf" }]' }],
    });
    const { events } = await drive(graph, 'x', [[functionCall('chart', {}, 'c1')], [assistantMessage('done')]]);
    const asFile = JSON.parse(JSON.stringify(file(events))) as { events: Array<Record<string, unknown>> };
    const checked = checkRecordingFile(JSON.stringify(asFile));
    expect(checked.ok ? [] : checked.errors).toEqual([]);
    const end = asFile.events.find((e) => e.type === 'tool_call_end')!;
    expect(end.parts).toEqual([
      { type: 'input_text', text: 'Q3' },
      { type: 'input_image', imageUrl: 'data:image/png;base64,iVBOR' },
      { type: 'input_file', fileId: 'file_1', filename: 'q3.pdf' },
    ]);
    const bad = structuredClone(asFile);
    (bad.events.find((e) => e.type === 'tool_call_end')!.parts as Array<Record<string, unknown>>)[1] = { type: 'input_image', image: 7 };
    const refused = checkRecordingFile(JSON.stringify(bad));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors[0].path).toMatch(/^events\[\d+\]\.parts\[1\]\.image$/);
  });

  describe('version 1 (every request held its full input)', () => {
    /** What version 1 wrote for these events: each request's whole input, on the request and on its generation span. */
    function asVersion1(events: RunEvent[]): unknown[] {
      const inputs = requestInputs(events);
      return JSON.parse(
        JSON.stringify(
          events.map((e) => {
            if (e.type === 'model_request') {
              const { inputDelta: _delta, ...request } = e.request;
              return { ...e, request: { ...request, input: inputs.get(e.spanId!) } };
            }
            if ((e.type === 'span_start' || e.type === 'span_end') && e.span.span_data.type === 'generation') {
              const { type, ...rest } = e.span.span_data;
              return { ...e, span: { ...e.span, span_data: { type, input: inputs.get(e.span.id), ...rest } } };
            }
            return e;
          }),
        ),
      ) as unknown[];
    }

    it.each(EXAMPLES.map((example, index) => ({ id: example.id, index })))('lifts a version 1 file of $id to exactly what this version records, with a note', async ({ index }) => {
      // two runs of one conversation, as the playground saves them
      const events = [...(await recordedRun(index, 'I want to return my boots')), ...(await recordedRun(index, 'And my hat'))];
      const v1 = asVersion1(events);
      expect(JSON.stringify(v1)).not.toContain('inputDelta');
      const checked = checkRecordingFile({ format: RECORDING_FORMAT, version: 1, name: 'R', events: v1 });
      expect(checked.ok ? checked.warnings : checked.errors).toEqual([{ path: 'version', message: RECORDING_MIGRATIONS[0].summary }]);
      if (checked.ok) expect(checked.recording.events).toEqual(JSON.parse(JSON.stringify(events)));
    });

    it('lifts stored events (no file version) and leaves version 2 events as they are', async () => {
      const events = await recordedRun(0, 'I want to return my boots');
      expect(liftFullInputEvents(events)).toBe(events);
      expect(liftFullInputEvents(asVersion1(events))).toEqual(JSON.parse(JSON.stringify(events)));
    });
  });
});
