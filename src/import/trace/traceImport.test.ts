import { describe, expect, it } from 'vitest';
import type { RunEvent } from '../../engine/events.ts';
import { exportTrace } from '../../engine/kernel/traceExport.ts';
import { checkRecordingFile } from '../../engine/recordingSchema.ts';
import { drive } from '../../engine/testing/drive.ts';
import { edge, testGraph } from '../../engine/testing/graphs.ts';
import { otlpJsonOfRun } from '../../export/otel/index.ts';
import { EXAMPLES, exampleGraph } from '../../graph/examples.ts';
import { assistantMessage, functionCall } from '../../models/items.ts';
import acmeReturn from './fixtures/acme-return.sdk-trace.json';
import acmeRenamed from './fixtures/acme-renamed.sdk-trace.json';
import adkShaped from './fixtures/adk-shaped.otlp.json';
import mafShaped from './fixtures/maf-shaped.otlp.json';
import { matchTrace, needsMapping, readTrace, traceToRecording, type ImportedTrace } from './index.ts';

const acme = exampleGraph(EXAMPLES.find((e) => e.id === 'acme-customer-service')!);

function read(doc: unknown): ImportedTrace {
  const result = readTrace(JSON.stringify(doc));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.trace;
}

/** The recording, checked as a recording file is on import (what the app does with it). */
function recordingOf(trace: ImportedTrace, graph = acme, mapping?: Parameters<typeof matchTrace>[2]): RunEvent[] {
  const file = traceToRecording(trace, graph, matchTrace(trace, graph, mapping), { now: 0 });
  const checked = checkRecordingFile(JSON.stringify(file));
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors.slice(0, 5)));
  return checked.recording.events;
}

/** What the canvas and chat show: agents entered, edges travelled, tools called, the last reply. */
function story(events: readonly RunEvent[]) {
  return events.flatMap((e) => {
    switch (e.type) {
      case 'run_start':
        return [`user: ${e.input.map((i) => (i.type === 'message' ? i.content : '')).join('')}`];
      case 'agent_start':
        return [`agent ${e.agentId}`];
      case 'handoff_taken':
        return [`handoff ${e.fromAgentId} -> ${e.toAgentId} via ${e.handoffId}`];
      case 'tool_call_start':
        return [`tool ${e.name} (${e.toolId})`];
      case 'model_response':
        return e.output.flatMap((o) => (o.type === 'message' && o.role === 'assistant' ? [`says: ${o.content.map((c) => (c.type === 'output_text' ? c.text : '')).join('')}`] : []));
      default:
        return [];
    }
  });
}

describe('trace import: Agents SDK trace JSON written by the real SDK', () => {
  it('reads the exporter\'s ingest body: agents, model calls with usage and content, tools, the handoff', () => {
    const trace = read(acmeReturn);
    expect(trace.format).toBe('agents-sdk');
    expect(trace.title).toBe('ACME customer service');
    const kinds = trace.spans.map((s) => s.kind);
    expect(kinds.filter((k) => k === 'agent')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'chat')).toHaveLength(4);
    const handoff = trace.spans.find((s) => s.kind === 'handoff')!;
    expect([handoff.fromAgent, handoff.toAgent]).toEqual(['Triage Agent', 'Issues and Repairs Agent']);
    const chats = trace.spans.filter((s) => s.kind === 'chat');
    expect(chats[0]).toMatchObject({ model: 'gpt-4.1-mini', agentName: 'Triage Agent', userText: 'I want to return my boots' });
    // the task span holds the agents: it runs under none of them (whatever the clock says)
    expect(trace.spans.find((s) => s.name === 'task')?.agentName).toBeNull();
    const data = structuredClone(acmeReturn.data) as Array<Record<string, unknown> & { span_data?: { type: string; name?: string } }>;
    const triage = data.find((d) => d.span_data?.type === 'agent' && d.span_data.name === 'Triage Agent')!;
    const task = data.find((d) => d.span_data?.type === 'custom' && d.span_data.name === 'task')!;
    task.started_at = triage.started_at;
    expect(read({ data }).spans.find((s) => s.name === 'task')?.agentName).toBeNull();
    expect(chats[0].usage?.input).toBeGreaterThan(0);
    expect(chats[3].assistantText).toBe('Your refund for the boots is on its way.');
    // spans arrive in end order in the file; the import orders them by start, parents first
    expect(trace.spans.map((s) => s.startMs)).toEqual(trace.spans.map((s) => s.startMs).sort((a, b) => a - b));
    trace.spans.forEach((span, i) => {
      if (span.parentId) expect(trace.spans.findIndex((p) => p.id === span.parentId), `${span.name} after its parent`).toBeLessThan(i);
    });
  });

  it('matches every agent, tool and the handoff of the ACME example by name and replays the conversation', () => {
    const trace = read(acmeReturn);
    const match = matchTrace(trace, acme);
    expect(needsMapping(match)).toBe(false);
    expect(match.agents).toEqual([
      { name: 'Triage Agent', id: 'triage', how: 'name' },
      { name: 'Issues and Repairs Agent', id: 'issues', how: 'name' },
    ]);
    expect(match.tools).toEqual([
      { name: 'look_up_item', id: 'look_up_item', how: 'name' },
      { name: 'execute_refund', id: 'execute_refund', how: 'name' },
    ]);
    expect(match.handoffs).toEqual([expect.objectContaining({ from: 'triage', to: 'issues', handoffId: 'triage-to-issues' })]);
    expect(story(recordingOf(trace))).toEqual([
      'user: I want to return my boots',
      'agent triage',
      'handoff triage -> issues via triage-to-issues',
      'agent issues',
      'tool look_up_item (look_up_item)',
      'tool execute_refund (execute_refund)',
      'says: Your refund for the boots is on its way.',
    ]);
  });

  it('keeps the trace\'s timing: event times follow the spans, from 0', () => {
    const trace = read(acmeReturn);
    const events = recordingOf(trace);
    const t = events.map((e) => e.t);
    expect(t[0]).toBe(0);
    expect(t).toEqual([...t].sort((a, b) => a - b));
    const span = Math.max(...trace.spans.map((s) => s.endMs)) - Math.min(...trace.spans.map((s) => s.startMs));
    expect(events[events.length - 1].t).toBe(Math.round(span));
    expect(events.filter((e) => e.type === 'span_start')).toHaveLength(trace.spans.length);
    // the timeline nests each span under its parent: every parent has started before its child
    const started = new Set<string>();
    for (const e of events) {
      if (e.type !== 'span_start') continue;
      if (e.span.parent_id) expect(started.has(e.span.parent_id), `${e.span.span_data.type} starts after its parent`).toBe(true);
      started.add(e.span.id);
    }
  });

  it('asks for a mapping when an agent was renamed in code, and uses the one chosen', () => {
    const trace = read(acmeRenamed);
    const unmatched = matchTrace(trace, acme);
    expect(needsMapping(unmatched)).toBe(true);
    expect(unmatched.agents.find((a) => a.name === 'Refunds Desk')).toEqual({ name: 'Refunds Desk', id: null, how: 'none' });
    // without a mapping the handoff has no edge: it is shown as a jump to an agent off the graph
    expect(story(recordingOf(trace))).toContain('handoff triage -> Refunds Desk via null');

    const mapped = matchTrace(trace, acme, { agents: { 'Refunds Desk': 'issues' }, tools: {} });
    expect(needsMapping(mapped)).toBe(false);
    expect(story(recordingOf(trace, acme, { agents: { 'Refunds Desk': 'issues' }, tools: {} }))).toEqual([
      'user: My boots broke, I want my money back',
      'agent triage',
      'handoff triage -> issues via triage-to-issues',
      'agent issues',
      'tool execute_refund (execute_refund)',
      'says: Done: the refund is on its way.',
    ]);
  });
});

describe('trace import: Switchboard\'s own exports come back as the same conversation', () => {
  const graph = testGraph({
    agents: [
      { id: 'triage', name: 'Triage', tools: [] },
      { id: 'billing', name: 'Billing Desk', tools: ['refund'] },
    ],
    handoffs: [edge('t-b', 'triage', 'billing')],
    tools: [{ id: 'refund', type: 'function', name: 'refund', description: 'Refund', parameters: { type: 'object', properties: {}, additionalProperties: false }, code: 'export default function refund() { return "ok"; }' }],
  });
  const script = [[functionCall('transfer_to_Billing_Desk', '{}', 'c1')], [functionCall('refund', '{}', 'c2')], [assistantMessage('Refunded.')]];

  it('OTLP/JSON in the GenAI conventions (content opted in)', async () => {
    const { events } = await drive(graph, 'refund please', script);
    const trace = read(JSON.parse(otlpJsonOfRun(events, { content: true })));
    expect(trace.format).toBe('otlp');
    expect(story(recordingOf(trace, graph))).toEqual(story(events));
  });

  it('OTLP/JSON without content still replays the route and the tools', async () => {
    const { events } = await drive(graph, 'refund please', script);
    const trace = read(JSON.parse(otlpJsonOfRun(events)));
    expect(story(recordingOf(trace, graph))).toEqual(story(events).filter((line) => !line.startsWith('says:')).map((line) => (line.startsWith('user:') ? 'user: ' : line)));
  });

  it('keeps cause before effect when every span shares one millisecond (a fast run, coarse clocks)', async () => {
    const { events } = await drive(graph, 'refund please', script, { now: () => 1_700_000_000_000 });
    expect(story(recordingOf(read(exportTrace(events)), graph))).toEqual(story(events));
    expect(story(recordingOf(read(JSON.parse(otlpJsonOfRun(events, { content: true }))), graph))).toEqual(story(events));
  });

  it('the SDK trace JSON ({ trace, spans })', async () => {
    const { events } = await drive(graph, 'refund please', script);
    expect(story(recordingOf(read(exportTrace(events)), graph))).toEqual(story(events));
  });
});

describe('trace import: other GenAI instrumentations', () => {
  it('reads ADK-shaped spans: call_llm as model calls, transfer_to_agent as a handoff to the next agent', () => {
    const trace = read(adkShaped);
    expect(trace.title).toBe('adk-acme');
    const handoff = trace.spans.find((s) => s.kind === 'handoff')!;
    expect([handoff.fromAgent, handoff.toAgent, handoff.toolName]).toEqual(['Triage Agent', 'Sales Agent', 'transfer_to_agent']);
    expect(trace.spans.filter((s) => s.kind === 'chat').map((s) => s.model)).toEqual(['gemini-2.5-flash', 'gemini-2.5-flash', 'gemini-2.5-flash']);
    expect(story(recordingOf(trace))).toEqual(['user: ', 'agent triage', 'handoff triage -> sales via triage-to-sales', 'agent sales', 'tool execute_order (execute_order)']);
  });

  it('reads Microsoft Agent Framework-shaped spans with captured content', () => {
    const trace = read(mafShaped);
    expect(story(recordingOf(trace))).toEqual(['user: Refund my broken kettle', 'agent issues', 'tool execute_refund (execute_refund)', 'says: Your kettle is refunded.']);
    const tool = recordingOf(trace).find((e) => e.type === 'tool_call_end');
    expect(tool).toMatchObject({ output: 'success', durationMs: 90 });
  });
});

describe('trace import: bad input is refused with where and why', () => {
  it.each([
    ['not JSON', '{"data": [', [{ path: '', message: 'This file is not JSON.' }]],
    ['a graph', JSON.stringify({ format: 'switchboard.graph', agents: [] }), [{ path: '', message: expect.stringContaining('not a trace Switchboard reads') }]],
    ['a recording', JSON.stringify({ format: 'switchboard.recording', events: [] }), [{ path: '', message: expect.stringContaining('import it as a recording') }]],
    ['an empty OTLP file', JSON.stringify({ resourceSpans: [] }), [{ path: '', message: 'The trace has no spans.' }]],
  ])('%s', (_label, text, errors) => {
    expect(readTrace(text)).toEqual({ ok: false, errors });
  });

  it('names the span and field that is wrong', () => {
    const data = structuredClone(acmeReturn.data) as Array<Record<string, unknown>>;
    data[2] = { ...data[2], started_at: 'yesterday' };
    expect(readTrace(JSON.stringify({ data }))).toEqual({ ok: false, errors: [{ path: 'data[2].started_at', message: 'Not an ISO time.' }] });
    const otlp = structuredClone(mafShaped);
    otlp.resourceSpans[0].scopeSpans[0].spans[1].traceId = 'xyz';
    expect(readTrace(JSON.stringify(otlp))).toEqual({ ok: false, errors: [{ path: 'resourceSpans[0].scopeSpans[0].spans[1].traceId', message: 'Not a trace id (32 hex digits).' }] });
  });
});

describe('hostile trace files (issue 20, item 6)', () => {
  const sdkSpan = (id: string, parent: string | null, extra: Record<string, unknown> = {}) => ({
    object: 'trace.span',
    id,
    trace_id: 'trace_1',
    parent_id: parent,
    started_at: '2026-01-01T00:00:00.000Z',
    ended_at: '2026-01-01T00:00:00.000Z',
    span_data: { type: 'agent', name: 'Triage Agent' },
    ...extra,
  });

  it('refuses a span that is its own parent, or a loop of parents, naming the span and where it is', () => {
    expect(readTrace(JSON.stringify({ data: [sdkSpan('span_a', null), sdkSpan('span_b', 'span_b')] }))).toEqual({
      ok: false,
      errors: [{ path: 'data[1]', message: 'The span "span_b" is its own ancestor: its parent ids form a loop.' }],
    });
    const loop = readTrace(JSON.stringify({ data: [sdkSpan('span_a', 'span_c'), sdkSpan('span_b', 'span_a'), sdkSpan('span_c', 'span_b')] }));
    expect(loop.ok ? [] : loop.errors.map((e) => e.message)).toEqual([expect.stringMatching(/is its own ancestor/)]);
  });

  it('refuses duplicate span ids and nesting deeper than the limit', () => {
    const twice = readTrace(JSON.stringify({ data: [sdkSpan('span_a', null), sdkSpan('span_a', null)] }));
    expect(twice).toEqual({ ok: false, errors: [{ path: 'data[1]', message: 'The span "span_a" appears twice: span ids must be unique.' }] });
    const chain = Array.from({ length: 1_002 }, (_, i) => sdkSpan(`span_${i}`, i === 0 ? null : `span_${i - 1}`));
    const deep = readTrace(JSON.stringify({ data: chain }));
    expect(deep.ok ? [] : deep.errors.map((e) => e.message)).toEqual([expect.stringMatching(/is nested 1001 spans deep, more than 1000/)]);
  });

  it('refuses a time a date cannot hold, at its path, instead of failing in the conversion', () => {
    const otlp = {
      resourceSpans: [
        {
          resource: { attributes: [] },
          scopeSpans: [{ spans: [{ traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', name: 'invoke_agent Triage Agent', startTimeUnixNano: '99999999999999999999999', endTimeUnixNano: '99999999999999999999999', attributes: [] }] }],
        },
      ],
    };
    expect(readTrace(JSON.stringify(otlp))).toEqual({
      ok: false,
      errors: [{ path: 'resourceSpans[0].scopeSpans[0].spans[0]', message: 'The span "b7ad6b7169203331" has a time out of range (a date must lie between the years -271821 and 275760).' }],
    });
  });

  it('converts a wide trace of one instant (every span a child of the first) into a valid recording', () => {
    const spans = [sdkSpan('span_root', null), ...Array.from({ length: 5_000 }, (_, i) => sdkSpan(`span_${i}`, i % 2 ? 'span_root' : `span_${i - 1}`, { span_data: { type: 'function', name: 'look_up_item', input: '{}', output: 'ok' } }))];
    const events = recordingOf(read({ data: spans }));
    expect(events.filter((e) => e.type === 'span_start')).toHaveLength(spans.length);
  });
});
