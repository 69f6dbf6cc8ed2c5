import { describe, expect, it } from 'vitest';
import { drive } from '../../engine/testing/drive.ts';
import { edge, testGraph } from '../../engine/testing/graphs.ts';
import { assistantMessage, functionCall } from '../../models/items.ts';
import { otelSpanId, otelTraceId, providerNameFor, toGenAiSpans, type GenAiSpan } from './genAiSpans.ts';
import { toOtlpJsonText } from './otlp.ts';

const graph = testGraph({
  agents: [
    { id: 'triage', name: 'Triage', instructions: 'Route billing questions to Billing Desk.', tools: [] },
    { id: 'billing', name: 'Billing Desk', tools: ['refund'] },
  ],
  handoffs: [edge('t-b', 'triage', 'billing')],
  tools: [
    {
      id: 'refund',
      type: 'function',
      name: 'refund',
      description: 'Refund an order',
      parameters: { type: 'object', properties: { order: { type: 'string' } }, required: ['order'], additionalProperties: false },
      code: 'export default function refund({ order }) { return "refunded " + order; }',
    },
  ],
});

async function conversation() {
  const { events } = await drive(graph, 'refund order 42, my card number is 4111', [
    { output: [functionCall('transfer_to_Billing_Desk', '{}', 'call_h')], usage: { requests: 1, inputTokens: 30, outputTokens: 5, totalTokens: 35 } },
    { output: [functionCall('refund', { order: '42' }, 'call_r')], usage: { requests: 1, inputTokens: 50, outputTokens: 7, totalTokens: 57 } },
    { output: [assistantMessage('Refunded order 42.')], usage: { requests: 1, inputTokens: 70, outputTokens: 9, totalTokens: 79 } },
  ]);
  return events;
}

const byName = (spans: GenAiSpan[], name: string) => {
  const found = spans.filter((s) => s.name === name);
  expect(found, name).not.toHaveLength(0);
  return found;
};

describe('GenAI semantic conventions (v1.41.0) mapping', () => {
  it('names agent, model and tool spans invoke_agent / chat / execute_tool with the gen_ai attributes', async () => {
    const events = await conversation();
    const spans = toGenAiSpans(events, { providerName: 'openai' });
    expect(spans.map((s) => s.name)).toEqual(
      expect.arrayContaining(['invoke_agent Triage', 'invoke_agent Billing Desk', 'chat test-model', 'execute_tool refund', 'execute_tool transfer_to_Billing_Desk']),
    );

    const [triage] = byName(spans, 'invoke_agent Triage');
    expect(triage.kind).toBe('internal');
    expect(triage.attributes).toEqual({
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.provider.name': 'openai',
      'gen_ai.agent.name': 'Triage',
      'gen_ai.request.model': 'test-model',
      'gen_ai.usage.input_tokens': 30,
      'gen_ai.usage.output_tokens': 5,
    });
    // the billing agent ran two model calls: its usage is their sum
    const [billing] = byName(spans, 'invoke_agent Billing Desk');
    expect(billing.attributes['gen_ai.usage.input_tokens']).toBe(120);
    expect(billing.attributes['gen_ai.usage.output_tokens']).toBe(16);

    const chats = byName(spans, 'chat test-model');
    expect(chats).toHaveLength(3);
    expect(chats[0].kind).toBe('client');
    expect(chats[0].attributes).toEqual({
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'openai',
      'gen_ai.request.model': 'test-model',
      'gen_ai.usage.input_tokens': 30,
      'gen_ai.usage.output_tokens': 5,
    });
    // the SDK 0.20 span model puts model calls under a turn span, under the agent
    const turn = spans.find((s) => s.spanId === chats[0].parentSpanId)!;
    expect(turn.name).toBe('turn');
    expect(turn.parentSpanId).toBe(triage.spanId);

    const [tool] = byName(spans, 'execute_tool refund');
    expect(tool.attributes).toEqual({
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.provider.name': 'openai',
      'gen_ai.tool.name': 'refund',
      'gen_ai.tool.type': 'function',
      'gen_ai.tool.call.id': 'call_r',
    });
    expect(spans.find((s) => s.spanId === tool.parentSpanId)?.parentSpanId).toBe(billing.spanId);
  });

  it('writes a handoff as execute_tool transfer_to_… with the handoff source and target agent names', async () => {
    const spans = toGenAiSpans(await conversation(), { providerName: 'openai' });
    const [handoff] = byName(spans, 'execute_tool transfer_to_Billing_Desk');
    expect(handoff.attributes).toEqual({
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.provider.name': 'openai',
      'gen_ai.tool.name': 'transfer_to_Billing_Desk',
      'gen_ai.tool.type': 'function',
      'gen_ai.agent.handoff.source.name': 'Triage',
      'gen_ai.agent.handoff.target.name': 'Billing Desk',
      'gen_ai.tool.call.id': 'call_h',
    });
    const turn = spans.find((s) => s.spanId === handoff.parentSpanId)!;
    expect(turn.parentSpanId).toBe(byName(spans, 'invoke_agent Triage')[0].spanId);
  });

  it('writes no message content by default, and instructions, messages, arguments and results when opted in', async () => {
    const events = await conversation();
    const plain = JSON.stringify(toGenAiSpans(events, { providerName: 'openai' }));
    expect(plain).not.toContain('4111');
    expect(plain).not.toContain('Refunded order 42');
    expect(plain).not.toContain('gen_ai.input.messages');

    const spans = toGenAiSpans(events, { providerName: 'openai', content: true });
    const chats = byName(spans, 'chat test-model');
    expect(JSON.parse(String(chats[0].attributes['gen_ai.input.messages']))).toEqual([{ role: 'user', parts: [{ type: 'text', content: 'refund order 42, my card number is 4111' }] }]);
    expect(JSON.parse(String(chats[0].attributes['gen_ai.output.messages']))).toEqual([
      { role: 'assistant', parts: [{ type: 'tool_call', id: 'call_h', name: 'transfer_to_Billing_Desk', arguments: {} }], finish_reason: 'tool_call' },
    ]);
    expect(JSON.parse(String(chats[2].attributes['gen_ai.output.messages']))).toEqual([{ role: 'assistant', parts: [{ type: 'text', content: 'Refunded order 42.' }], finish_reason: 'stop' }]);
    expect(JSON.parse(String(chats[0].attributes['gen_ai.system_instructions']))).toEqual([{ type: 'text', content: 'Route billing questions to Billing Desk.' }]);
    const [tool] = byName(spans, 'execute_tool refund');
    expect(tool.attributes['gen_ai.tool.call.arguments']).toBe('{"order":"42"}');
    expect(tool.attributes['gen_ai.tool.call.result']).toBe('refunded 42');
  });

  it('keeps the run\'s ids, parents and times: 32/16 hex ids from the SDK ids, ms from the ISO times', async () => {
    const events = await conversation();
    const spans = toGenAiSpans(events, { providerName: 'openai' });
    const start = events.find((e) => e.type === 'run_start');
    if (start?.type !== 'run_start') throw new Error('no run_start');
    for (const span of spans) {
      expect(span.traceId).toBe(otelTraceId(start.traceId));
      expect(span.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(span.spanId).toMatch(/^[0-9a-f]{16}$/);
      expect(span.endMs).toBeGreaterThanOrEqual(span.startMs);
    }
    // counter ids share their first 16 hex digits: ids must still be unique
    expect(new Set(spans.map((s) => s.spanId)).size).toBe(spans.length);
    expect(otelSpanId('span_0000000000000000000000a1')).toBe('00000000000000a1');
  });

  it('marks a failed tool span as an error with error.type', async () => {
    const failing = testGraph({
      agents: [{ id: 'a', name: 'A', tools: ['boom'] }],
      tools: [{ id: 'boom', type: 'function', name: 'boom', description: 'd', parameters: { type: 'object', properties: {}, additionalProperties: false }, code: 'export default function boom() { throw new TypeError("nope"); }' }],
    });
    const { events } = await drive(failing, 'go', [[functionCall('boom', '{}', 'c1')], [assistantMessage('sorry')]]);
    const [tool] = byName(toGenAiSpans(events, { providerName: 'openai' }), 'execute_tool boom');
    expect(tool.status.code).toBe('error');
    expect(tool.attributes['error.type']).toBeDefined();
  });

  it('names the simulator as its own provider, not OpenAI', async () => {
    const events = await conversation();
    expect(providerNameFor(events)).toBe('openai');
    const simulated = events.map((e) => (e.type === 'run_start' ? { ...e, simulated: true } : e));
    expect(providerNameFor(simulated)).toBe('switchboard.simulator');
  });

  it('encodes OTLP/JSON with the official serializer: hex ids, nanosecond strings, span kinds, typed attributes', async () => {
    const spans = toGenAiSpans(await conversation(), { providerName: 'openai' });
    const otlp = JSON.parse(toOtlpJsonText(spans));
    const scope = otlp.resourceSpans[0].scopeSpans[0];
    expect(otlp.resourceSpans[0].resource.attributes).toContainEqual({ key: 'service.name', value: { stringValue: 'switchboard' } });
    expect(scope.scope).toMatchObject({ name: 'switchboard' });
    expect(scope.schemaUrl).toBe('https://opentelemetry.io/schemas/1.41.0');
    const chat = scope.spans.find((s: { name: string }) => s.name === 'chat test-model');
    expect(chat.kind).toBe(3); // SPAN_KIND_CLIENT
    expect(chat.traceId).toBe(spans[0].traceId);
    expect(chat.attributes).toContainEqual({ key: 'gen_ai.usage.input_tokens', value: { intValue: 30 } });
    const source = spans.find((s) => s.name === 'chat test-model')!;
    expect(String(chat.startTimeUnixNano)).toBe(`${BigInt(source.startMs) * 1_000_000n}`);
    const agent = scope.spans.find((s: { name: string }) => s.name === 'invoke_agent Triage');
    expect(agent.kind).toBe(1); // SPAN_KIND_INTERNAL
    const turn = scope.spans.find((s: { spanId: string }) => s.spanId === chat.parentSpanId);
    expect(turn.parentSpanId).toBe(agent.spanId);
  });
});
