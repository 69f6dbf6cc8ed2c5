import { describe, expect, it } from 'vitest';
import { jsonReport, redactingWriter, stringifyWithout, transcriptPrinter } from './report.ts';
import type { ConversationResult } from '../engine/evals/conversation.ts';
import type { RunEvent, SpanRecord } from '../engine/events.ts';
import { testGraph } from '../graph/testGraph.ts';
import { userMessage } from '../models/items.ts';

function span(id: string, traceId: string): SpanRecord {
  return { object: 'trace.span', id, trace_id: traceId, parent_id: null, started_at: '2024-01-01T00:00:00.000Z', ended_at: null, span_data: { type: 'agent', name: 'A', handoffs: [], tools: [], output_type: 'text' }, error: null };
}

function turn(traceId: string, spanId: string): RunEvent[] {
  const base = { seq: 0, t: 0, spanId: null };
  return [
    { ...base, type: 'run_start', runId: 'run_1', traceId, graphId: 'g', runtime: 'agents-sdk-js', startAgentId: 'a', input: [userMessage('hi')], context: {}, simulated: true },
    { ...base, seq: 1, type: 'span_start', span: span(spanId, traceId) },
  ];
}

const result: ConversationResult = {
  status: 'completed',
  finalOutput: 'done',
  lastAgentId: 'a',
  items: [userMessage('hi')],
  context: {},
  error: null,
  turns: [turn('trace_1', 'span_1'), turn('trace_2', 'span_2')],
};

describe('jsonReport', () => {
  it('has the contract keys and one trace for a one-turn run', () => {
    const report = jsonReport({ ...result, turns: [result.turns[0]] });
    expect(Object.keys(report).sort()).toEqual(['error', 'finalOutput', 'items', 'lastAgent', 'status', 'trace']);
    expect(report.trace.trace.id).toBe('trace_1');
    expect(report.trace.spans.map((s) => s.id)).toEqual(['span_1']);
  });

  it('keeps every turn\'s spans and lists the turn trace ids', () => {
    const report = jsonReport(result);
    expect(report.trace.trace.metadata).toEqual({ turn_trace_ids: ['trace_1', 'trace_2'] });
    expect(report.trace.spans.map((s) => [s.id, s.trace_id])).toEqual([['span_1', 'trace_1'], ['span_2', 'trace_2']]);
  });
});

describe('stringifyWithout', () => {
  it('removes a secret wherever it appears, also inside escaped strings', () => {
    const text = stringifyWithout({ a: 'key sk-abc"123 here', b: ['sk-abc"123'] }, 'sk-abc"123');
    expect(text).not.toContain('sk-abc');
    expect(JSON.parse(text)).toEqual({ a: 'key [redacted key] here', b: ['[redacted key]'] });
  });
});

describe('transcriptPrinter', () => {
  it('prints user turns, streamed text with the agent name, tools and handoffs', () => {
    const graph = testGraph({ agents: [{ id: 'a', name: 'Triage' }, { id: 'b', name: 'Sales' }] });
    let out = '';
    const print = transcriptPrinter(graph, (text) => (out += text));
    const base = { seq: 0, t: 0, spanId: null };
    print(turn('trace_1', 'span_1')[0]);
    print({ ...base, type: 'tool_call_start', agentId: 'a', toolId: 't', callId: 'c', name: 'look', arguments: '{"q":1}' });
    print({ ...base, type: 'tool_call_end', agentId: 'a', toolId: 't', callId: 'c', name: 'look', output: 'found', error: null, durationMs: 1 });
    print({ ...base, type: 'handoff_taken', fromAgentId: 'a', toAgentId: 'b', handoffId: 'h', via: 'llm', input: null });
    print({ ...base, type: 'model_delta', agentId: 'b', delta: 'Hel' });
    print({ ...base, type: 'model_delta', agentId: 'b', delta: 'lo' });
    print({ ...base, type: 'model_response', agentId: 'b', output: [], usage: { requests: 1, inputTokens: 0, outputTokens: 0, totalTokens: 0 }, providerData: null });
    expect(out).toBe('\nuser> hi\n(offline simulator: replies are simulated)\n  [tool] look({"q":1})\n  [tool] look -> found\n  [handoff] Triage -> Sales (llm)\nSales> Hello\n');
  });
});

describe('redactingWriter', () => {
  it('cuts the key out even when it arrives split over several writes', () => {
    let out = '';
    const w = redactingWriter((t) => (out += t), 'sk-abcdef');
    for (const piece of ['hello sk-', 'abc', 'def and sk-abc', 'def!', ' bye']) w.write(piece);
    w.flush();
    expect(out).toBe('hello [redacted key] and [redacted key]! bye');
  });
});
