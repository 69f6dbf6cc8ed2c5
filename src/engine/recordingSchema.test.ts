import { describe, expect, it } from 'vitest';
import { EXAMPLES, exampleGraph } from '../graph/examples.ts';
import { createSimulatorModel } from '../models/simulator/index.ts';
import { createFakeSandbox } from './testing/fakeSandbox.ts';
import type { RunEvent, SpanRecord } from './events.ts';
import { endedSpan } from './spans.ts';
import { exportTrace } from './kernel/traceExport.ts';
import { run } from './index.ts';
import { drive } from './testing/drive.ts';
import { testGraph } from './testing/graphs.ts';
import { assistantMessage, functionCall } from '../models/items.ts';
import { createScriptedModel } from '../models/scripted.ts';
import { checkRecordingFile, liftSpanEndEvents, liftStoredEvents, RECORDING_FORMAT, RECORDING_MIGRATIONS, RECORDING_VERSION, type RecordingMigration } from './recordingSchema.ts';
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
      warnings: [{ path: 'version', message: 'Renamed "log" to "events"' }, ...RECORDING_MIGRATIONS.map((m) => ({ path: 'version', message: m.summary }))],
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

  /** What version 2 wrote for these events: each span_end with the span's whole record. */
  function asVersion2(events: RunEvent[]): Array<Record<string, unknown>> {
    const started = new Map<string, SpanRecord>();
    return JSON.parse(
      JSON.stringify(
        events.map((e) => {
          if (e.type === 'span_start') started.set(e.span.id, e.span);
          if (e.type !== 'span_end') return e;
          const { endedAt: _endedAt, data: _data, error: _error, ...rest } = e;
          return { ...rest, span: endedSpan(started.get(e.spanId!)!, e) };
        }),
      ),
    ) as Array<Record<string, unknown>>;
  }

  describe('version 2 (every span_end held the whole span record)', () => {
    it.each(EXAMPLES.map((example, index) => ({ id: example.id, index })))('lifts a version 2 file of $id to exactly what this version records, with a note', async ({ index }) => {
      const events = [...(await recordedRun(index, 'I want to return my boots')), ...(await recordedRun(index, 'And my hat'))];
      const v2 = asVersion2(events);
      expect(JSON.stringify(v2)).not.toContain('endedAt');
      const checked = checkRecordingFile({ format: RECORDING_FORMAT, version: 2, name: 'R', events: v2 });
      expect(checked.ok ? checked.warnings : checked.errors).toEqual([{ path: 'version', message: RECORDING_MIGRATIONS[1].summary }]);
      if (checked.ok) expect(checked.recording.events).toEqual(JSON.parse(JSON.stringify(events)));
      // what the span records say is unchanged: the trace export of both is the same
      if (checked.ok) expect(exportTrace(checked.recording.events)).toEqual(exportTrace(JSON.parse(JSON.stringify(events)) as RunEvent[]));
    });

    it('keeps the span data a span_end carried when it differs from the start, and null when not', () => {
      const start = { object: 'trace.span', id: 's1', trace_id: 't', parent_id: null, started_at: 'a', ended_at: null, span_data: { type: 'handoff', from_agent: 'A', to_agent: null }, error: null };
      const ended = { ...start, ended_at: 'b', span_data: { type: 'handoff', from_agent: 'A', to_agent: 'B' }, error: { message: 'x' } };
      const lifted = liftSpanEndEvents([
        { type: 'span_start', span: start, seq: 0, t: 0, spanId: 's1' },
        { type: 'span_end', span: ended, seq: 1, t: 1, spanId: 's1' },
        { type: 'span_start', span: { ...start, id: 's2' }, seq: 2, t: 1, spanId: 's2' },
        { type: 'span_end', span: { ...start, id: 's2', ended_at: 'c' }, seq: 3, t: 2, spanId: 's2' },
      ]);
      expect([lifted[1], lifted[3]]).toEqual([
        { type: 'span_end', endedAt: 'b', data: ended.span_data, error: { message: 'x' }, seq: 1, t: 1, spanId: 's1' },
        { type: 'span_end', endedAt: 'c', data: null, error: null, seq: 3, t: 2, spanId: 's2' },
      ]);
    });
  });

  describe('version 1 (every request held its full input)', () => {
    /** What version 1 wrote for these events: each request's whole input, on the request and on its generation span. */
    function asVersion1(events: RunEvent[]): unknown[] {
      const inputs = requestInputs(events);
      return asVersion2(events).map((e) => {
        if (e.type === 'model_request') {
          const { inputDelta: _delta, ...request } = e.request as Record<string, unknown>;
          return { ...e, request: { ...request, input: inputs.get(e.spanId as string) } };
        }
        const span = e.span as SpanRecord | undefined;
        if ((e.type === 'span_start' || e.type === 'span_end') && span?.span_data.type === 'generation') {
          const { type, ...rest } = span.span_data;
          return { ...e, span: { ...span, span_data: { type, input: inputs.get(span.id), ...rest } } };
        }
        return e;
      });
    }

    it.each(EXAMPLES.map((example, index) => ({ id: example.id, index })))('lifts a version 1 file of $id to exactly what this version records, with a note', async ({ index }) => {
      // two runs of one conversation, as the playground saves them
      const events = [...(await recordedRun(index, 'I want to return my boots')), ...(await recordedRun(index, 'And my hat'))];
      const v1 = asVersion1(events);
      expect(JSON.stringify(v1)).not.toContain('inputDelta');
      const checked = checkRecordingFile({ format: RECORDING_FORMAT, version: 1, name: 'R', events: v1 });
      expect(checked.ok ? checked.warnings : checked.errors).toEqual([RECORDING_MIGRATIONS[0], RECORDING_MIGRATIONS[1]].map((m) => ({ path: 'version', message: m.summary })));
      if (checked.ok) expect(checked.recording.events).toEqual(JSON.parse(JSON.stringify(events)));
    });

    it('lifts stored events (no file version) of either older shape and leaves current events as they are', async () => {
      const events = await recordedRun(0, 'I want to return my boots');
      expect(liftStoredEvents(events)).toBe(events);
      expect(liftStoredEvents(asVersion1(events))).toEqual(JSON.parse(JSON.stringify(events)));
      expect(liftStoredEvents(asVersion2(events))).toEqual(JSON.parse(JSON.stringify(events)));
    });
  });
});

describe('recordings with a handoff (issue 20, item 5)', () => {
  it.each(['agents-sdk-js', 'agents-sdk-python'] as const)('round-trips a %s run whose handoff span starts without to_agent', async (runtime) => {
    const graph = testGraph({
      runtime,
      agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
      handoffs: [{ id: 'a-b', from: 'a', to: 'b', trigger: { type: 'llm', toolName: 'go_b', description: null, condition: null } }],
    });
    const model = createScriptedModel([() => [functionCall('go_b', '{}', 'call_1')], () => [assistantMessage('done')]]);
    const result = await run(graph, 'hi', { model, sandbox: createFakeSandbox(), trusted: true }).result;
    expect(result.events.some((e) => e.type === 'handoff_taken')).toBe(true);
    const asFile = JSON.parse(JSON.stringify(file(result.events))) as { events: unknown[] };
    const checked = checkRecordingFile(JSON.stringify(asFile));
    expect(checked.ok ? [] : checked.errors).toEqual([]);
    if (checked.ok) expect(checked.recording.events).toEqual(asFile.events);
  });
});
