import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import type { RunEvent, SpanData, SpanRecord } from '../../engine/events.ts';
import { run } from '../../engine/index.ts';
import { EXAMPLES, exampleGraph } from '../../graph/examples.ts';
import { createSimulatorModel } from '../../models/simulator/index.ts';
import { createNodeSandbox } from '../../sandbox/index.ts';
import { createNodePythonRunner } from '../../sandbox/python/index.ts';
import { withPython } from '../../sandbox/python/pythonSandbox.ts';
import { activeDuration, applyTraceEvent, createTraceModel, generationInput, spanDuration, spanWaits, visibleRows, waitedMs } from './traceModel.ts';

// ACME's tools run their Python bodies under Swarm; Pyodide's cold start is warmed once
const sandbox = withPython(createNodeSandbox(), () => createNodePythonRunner());
beforeAll(() => sandbox.warm(), 180_000);
afterAll(() => sandbox.dispose());

function span(id: string, parent: string | null, data: SpanData, start: number, end: number | null): SpanRecord {
  return { object: 'trace.span', id, trace_id: 't', parent_id: parent, started_at: new Date(start).toISOString(), ended_at: end === null ? null : new Date(end).toISOString(), span_data: data, error: null };
}
const agent: SpanData = { type: 'agent', name: 'A', handoffs: [], tools: [], output_type: 'text' };
const gen: SpanData = { type: 'generation', input: [], output: [], model: 'm', model_config: {}, usage: {} };

describe('trace model', () => {
  it('nests spans under their parents, updates them on end, and hides collapsed insides', () => {
    const m = createTraceModel();
    const evs: RunEvent[] = [
      { type: 'span_start', span: span('a', null, agent, 1000, null), seq: 0, t: 0, spanId: 'a' },
      { type: 'span_start', span: span('g', 'a', gen, 1010, null), seq: 1, t: 10, spanId: 'g' },
      { type: 'model_response', agentId: 'x', output: [], usage: { requests: 1, inputTokens: 5, outputTokens: 7, totalTokens: 12 }, providerData: null, seq: 2, t: 50, spanId: 'g' },
      { type: 'span_end', endedAt: new Date(1050).toISOString(), data: { ...gen, output: ['done'] }, error: null, seq: 3, t: 50, spanId: 'g' },
    ];
    for (const e of evs) applyTraceEvent(m, e);
    expect(visibleRows(m, new Set()).map((r) => [r.id, r.depth])).toEqual([['a', 0], ['g', 1]]);
    expect(visibleRows(m, new Set(['a'])).map((r) => r.id)).toEqual(['a']);
    expect(m.nodes.get('g')).toMatchObject({ endMs: 1050, usage: { totalTokens: 12 } });
    // the end's changed data and time complete the start's record
    expect(m.nodes.get('g')?.span).toEqual({ ...span('g', 'a', gen, 1010, 1050), span_data: { ...gen, output: ['done'] } });
    expect(m.nodes.get('a')?.endMs).toBeNull();
    expect(m.totalTokens).toBe(12);
    expect(m.nowMs - m.startMs).toBe(50);
  });

  it('moves "now" with every event so an open span grows while it streams', () => {
    const m = createTraceModel();
    applyTraceEvent(m, { type: 'span_start', span: span('a', null, agent, 1000, null), seq: 0, t: 0, spanId: 'a' });
    applyTraceEvent(m, { type: 'span_start', span: span('g', 'a', gen, 1010, null), seq: 1, t: 10, spanId: 'g' });
    const before = m.version;
    applyTraceEvent(m, { type: 'model_delta', agentId: 'x', delta: 'Hel', seq: 2, t: 400, spanId: 'g' });
    expect(m.version).toBeGreaterThan(before);
    expect(m.nowMs - m.startMs).toBe(400);
  });

  it('points an ACME handoff span at its canvas edge and tool spans at their agent', async () => {
    const graph = exampleGraph(EXAMPLES.find((e) => e.id === 'acme-customer-service')!);
    const handle = run(graph, 'I want to return my boots', { model: createSimulatorModel({ chunkDelayMs: 0 }), sandbox, trusted: true });
    const m = createTraceModel();
    for await (const e of handle) {
      if (e.type === 'approval_needed') handle.resolveApproval(e.approvalId, { approved: true });
      applyTraceEvent(m, e);
    }
    const nodes = [...m.nodes.values()];
    const handoff = nodes.find((n) => n.span.span_data.type === 'handoff');
    expect(handoff).toMatchObject({ edgeId: 'triage-to-issues', agentId: 'triage' });
    const lookUp = nodes.find((n) => n.span.span_data.type === 'function' && n.span.span_data.name === 'look_up_item');
    expect(lookUp).toMatchObject({ agentId: 'issues', toolId: 'look_up_item' });
    expect(nodes.every((n) => n.endMs !== null)).toBe(true);
    expect(m.totalTokens).toBeGreaterThan(0);
    // what the span details show as a generation's input: the full request, rebuilt from deltas
    const result = await handle.result;
    const requests = result.events.filter((e) => e.type === 'model_request');
    const generations = nodes.filter((n) => n.span.span_data.type === 'generation');
    expect(generations.length).toBe(requests.length);
    const last = generationInput(m, generations.at(-1)!.span.id)!;
    expect(last.length).toBeGreaterThan(requests.at(-1)!.type === 'model_request' ? (requests.at(-1) as { request: { inputDelta: { added: unknown[] } } }).request.inputDelta.added.length : 0);
    expect(last[0]).toEqual({ type: 'message', role: 'user', content: 'I want to return my boots' });
  });
});

describe('waiting for a person', () => {
  it('marks the 13 s an approval waited as a gap in execute_refund and its agent, not as their work', async () => {
    const graph = exampleGraph(EXAMPLES.find((e) => e.id === 'acme-customer-service')!);
    let clock = 1_000_000;
    const now = () => (clock += 5);
    const handle = run(graph, 'I want to return my boots', { model: createSimulatorModel({ chunkDelayMs: 0 }), sandbox, trusted: true, now, stream: false });
    const m = createTraceModel();
    for await (const e of handle) {
      applyTraceEvent(m, e);
      if (e.type === 'approval_needed') {
        clock += 13_000; // the person reads the card for 13 s
        handle.resolveApproval(e.approvalId, { approved: true });
      }
    }
    const nodes = [...m.nodes.values()];
    const refund = nodes.find((n) => n.span.span_data.type === 'function' && n.span.span_data.name === 'execute_refund')!;
    const agent = nodes.find((n) => n.span.id === refund.span.parent_id)!;
    expect(spanDuration(refund, m.nowMs)).toBeGreaterThan(13_000);
    expect(spanWaits(m, refund)).toEqual([expect.objectContaining({ kind: 'approval' })]);
    expect(waitedMs(m, refund)).toBeGreaterThanOrEqual(13_000);
    expect(activeDuration(m, refund)).toBeLessThan(200);
    // the agent span contains the same wait; spans that did not wait have none
    expect(waitedMs(m, agent)).toBe(waitedMs(m, refund));
    const lookUp = nodes.find((n) => n.span.span_data.type === 'function' && n.span.span_data.name === 'look_up_item')!;
    expect(spanWaits(m, lookUp)).toEqual([]);
    expect(activeDuration(m, lookUp)).toBe(spanDuration(lookUp, m.nowMs));
  });

  it('counts a step pause and an open wait up to now, overlapping waits once', () => {
    const m = createTraceModel();
    applyTraceEvent(m, { type: 'span_start', span: span('a', null, agent, 1000, null), seq: 0, t: 0, spanId: 'a' });
    applyTraceEvent(m, { type: 'paused', reason: 'step', before: 'model_call', agentId: 'x', detail: '', seq: 1, t: 100, spanId: 'a' });
    applyTraceEvent(m, { type: 'resumed', seq: 2, t: 600, spanId: 'a' });
    applyTraceEvent(m, { type: 'approval_needed', approvalId: 'p', agentId: 'x', toolId: 't', callId: 'c', name: 't', arguments: '{}', seq: 3, t: 700, spanId: 'a' });
    applyTraceEvent(m, { type: 'model_delta', agentId: 'x', delta: '', seq: 4, t: 1000, spanId: 'a' });
    const node = m.nodes.get('a')!;
    expect(spanWaits(m, node).map((w) => [w.kind, w.startMs - 1000, w.endMs - 1000])).toEqual([
      ['pause', 100, 600],
      ['approval', 700, 1000],
    ]);
    expect(waitedMs(m, node)).toBe(800);
    expect(activeDuration(m, node)).toBe(200);
  });
});
