import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import type { RunEvent, RunEventBody } from '../../engine/events.ts';
import { run } from '../../engine/index.ts';
import { EXAMPLES, exampleGraph } from '../../graph/examples.ts';
import { createSimulatorModel } from '../../models/simulator/index.ts';
import { createNodeSandbox } from '../../sandbox/index.ts';
import { createNodePythonRunner } from '../../sandbox/python/index.ts';
import { withPython } from '../../sandbox/python/pythonSandbox.ts';
import { assistantMessage, functionCall, userMessage } from '../../models/items.ts';
import { ag2NestedChatsGraph } from '../../export/fixtures/graphs.ts';
import { foldAll, type TranscriptEntry } from './transcript.ts';

// ACME's tools run their Python bodies under Swarm; Pyodide's cold start is warmed once
const sandbox = withPython(createNodeSandbox(), () => createNodePythonRunner());
beforeAll(() => sandbox.warm(), 180_000);
afterAll(() => sandbox.dispose());

function events(bodies: Array<RunEventBody & { spanId?: string | null }>): RunEvent[] {
  return bodies.map((b, seq) => ({ spanId: null, ...b, seq, t: seq * 10 }) as RunEvent);
}
const usage = { requests: 1, inputTokens: 1, outputTokens: 1, totalTokens: 2 };
const start: RunEventBody = { type: 'run_start', runId: 'r', traceId: 't', graphId: 'g', runtime: 'swarm', startAgentId: 'a', input: [userMessage('hello')], context: {}, simulated: false };

describe('transcript fold', () => {
  it('streams deltas into one agent message that the response then completes', () => {
    const evs = events([
      start,
      { type: 'agent_start', agentId: 'a', turn: 1, spanId: 'sa' },
      { type: 'model_delta', agentId: 'a', delta: 'Hel', spanId: 'g1' },
      { type: 'model_delta', agentId: 'a', delta: 'lo', spanId: 'g1' },
    ]);
    const mid = foldAll(evs).entries;
    expect(mid.map((e) => e.kind)).toEqual(['user', 'assistant']);
    expect(mid[1]).toMatchObject({ agentId: 'a', text: 'Hello', streaming: true });
    expect(mid[1].spanIds).toEqual(['g1', 'sa']);
    const done = foldAll(
      events([
        ...evs,
        { type: 'model_response', agentId: 'a', output: [assistantMessage('Hello there')], usage, providerData: { simulator: true }, spanId: 'g1' },
      ]),
    ).entries;
    expect(done[1]).toMatchObject({ text: 'Hello there', streaming: false, simulated: true });
  });

  it('shows a transfer as a handoff divider, not a tool row, and tools with approval outcomes', () => {
    const call = functionCall('transfer_to_b', '{}', 'c1');
    const t = foldAll(
      events([
        start,
        { type: 'model_response', agentId: 'a', output: [call], usage, providerData: null },
        { type: 'tool_call_start', agentId: 'a', toolId: null, callId: 'c1', name: call.name, arguments: '{}' },
        { type: 'handoff_requested', fromAgentId: 'a', toAgentId: 'b', handoffId: 'h1', callId: 'c1', toolName: call.name, arguments: '{}' },
        { type: 'tool_call_end', agentId: 'a', toolId: null, callId: 'c1', name: call.name, output: '{"assistant": "B"}', error: null, durationMs: 0 },
        { type: 'handoff_taken', fromAgentId: 'a', toAgentId: 'b', handoffId: 'h1', via: 'llm', input: { reason: 'x' }, spanId: 'hs' },
        { type: 'tool_call_start', agentId: 'b', toolId: 'refund', callId: 'c2', name: 'refund', arguments: '{"id":1}' },
        { type: 'approval_needed', approvalId: 'ap', agentId: 'b', toolId: 'refund', callId: 'c2', name: 'refund', arguments: '{"id":1}' },
      ]),
    );
    const kinds = t.entries.map((e) => e.kind);
    expect(kinds).toEqual(['user', 'handoff', 'tool']);
    expect(t.entries[1]).toMatchObject({ fromAgentId: 'a', toAgentId: 'b', input: { reason: 'x' }, spanIds: ['hs'], edgeId: 'h1' });
    expect(t.entries[2]).toMatchObject({ status: 'awaiting_approval', approvalId: 'ap' });
    const rejected = foldAll(
      events([
        start,
        { type: 'tool_call_start', agentId: 'b', toolId: 'refund', callId: 'c2', name: 'refund', arguments: '{}' },
        { type: 'approval_needed', approvalId: 'ap', agentId: 'b', toolId: 'refund', callId: 'c2', name: 'refund', arguments: '{}' },
        { type: 'approval_resolved', approvalId: 'ap', approved: false, message: null },
        { type: 'tool_call_end', agentId: 'b', toolId: 'refund', callId: 'c2', name: 'refund', output: 'Tool execution was not approved.', error: null, durationMs: 0 },
      ]),
    ).entries[1] as Extract<TranscriptEntry, { kind: 'tool' }>;
    expect(rejected.status).toBe('rejected');
    expect(rejected.output).toBe('Tool execution was not approved.');
  });

  it('a structured tool output keeps its parts on the tool row; a text one has none', () => {
    const parts = [{ type: 'input_text' as const, text: 'Q3' }, { type: 'input_image' as const, imageUrl: 'data:image/png;base64,iVBOR' }];
    const t = foldAll(
      events([
        start,
        { type: 'tool_call_start', agentId: 'a', toolId: 'chart', callId: 'c1', name: 'chart', arguments: '{}' },
        { type: 'tool_call_end', agentId: 'a', toolId: 'chart', callId: 'c1', name: 'chart', output: "[{'type': 'text', 'text': 'Q3'}]", error: null, durationMs: 3, parts },
        { type: 'tool_call_start', agentId: 'a', toolId: 'w', callId: 'c2', name: 'w', arguments: '{}' },
        { type: 'tool_call_end', agentId: 'a', toolId: 'w', callId: 'c2', name: 'w', output: 'sunny', error: null, durationMs: 1 },
      ]),
    );
    expect(t.entries[1]).toMatchObject({ kind: 'tool', status: 'done', parts });
    expect(t.entries[2]).not.toHaveProperty('parts');
  });

  it('marks a stopped stream as interrupted, keeps its text and says the run stopped', () => {
    const t = foldAll(
      events([
        start,
        { type: 'model_delta', agentId: 'a', delta: 'Partial', spanId: 'g1' },
        { type: 'run_end', status: 'cancelled', finalOutput: null, lastAgentId: 'a', error: null, items: [], context: {} },
      ]),
    );
    expect(t.entries[1]).toMatchObject({ kind: 'assistant', text: 'Partial', streaming: false, interrupted: true });
    expect(t.entries[2]).toMatchObject({ kind: 'notice', status: 'cancelled' });
  });

  it('shows guardrail trips and errors in plain words, once each', () => {
    const t = foldAll(
      events([
        start,
        { type: 'guardrail', guardrailId: 'g', name: 'no cards', kind: 'input', agentId: 'a', triggered: false, info: null },
        { type: 'guardrail', guardrailId: 'g', name: 'no cards', kind: 'input', agentId: 'a', triggered: true, info: { found: 'card' } },
        { type: 'error', agentId: 'a', error: { type: 'InputGuardrailTripwireTriggered', message: 'Input guardrail triggered' }, fatal: true },
        { type: 'run_end', status: 'error', finalOutput: null, lastAgentId: 'a', error: { type: 'InputGuardrailTripwireTriggered', message: 'Input guardrail triggered' }, items: [], context: {} },
      ]),
    );
    expect(t.entries.map((e) => e.kind)).toEqual(['user', 'guardrail', 'error']);
  });

  it('attributes the ACME boots conversation to Triage then Issues and Repairs', async () => {
    const graph = exampleGraph(EXAMPLES.find((e) => e.id === 'acme-customer-service')!);
    const handle = run(graph, 'I want to return my boots', { model: createSimulatorModel({ chunkDelayMs: 0 }), sandbox, trusted: true });
    const seen: RunEvent[] = [];
    for await (const e of handle) {
      seen.push(e);
      if (e.type === 'approval_needed') handle.resolveApproval(e.approvalId, { approved: true });
    }
    const entries = foldAll(seen).entries;
    const handoff = entries.find((e) => e.kind === 'handoff');
    expect(handoff).toMatchObject({ fromAgentId: 'triage', toAgentId: 'issues' });
    const replies = entries.filter((e) => e.kind === 'assistant');
    expect(replies.at(-1)).toMatchObject({ agentId: 'issues', simulated: true, streaming: false });
    const tools = entries.filter((e) => e.kind === 'tool').map((e) => (e.kind === 'tool' ? e.name : ''));
    expect(tools).toEqual(['look_up_item', 'execute_refund']);
  });
});

describe('AG2 nested chats in the transcript', () => {
  it("shows each chat's opening and the owner's reply, the last chat's summary, as the owner's own row", async () => {
    const graph = ag2NestedChatsGraph();
    const handle = run(graph, 'Plan the launch of our app', { model: createSimulatorModel({ chunkDelayMs: 0 }), sandbox, trusted: true, maxTurns: 3 });
    const seen: RunEvent[] = [];
    for await (const e of handle) seen.push(e);
    const summary = seen.filter((e) => e.type === 'nested_chat_end').at(-1);
    expect(summary?.type === 'nested_chat_end' && summary.summary).toBeTruthy();
    const entries = foldAll(seen).entries;
    const shown = (e: TranscriptEntry) => (e.kind === 'assistant' ? `${e.agentId}${e.nestedSummaryOf ? ` (summary of the chat with ${e.nestedSummaryOf})` : ''}` : e.kind === 'nested_chat' ? `${e.agentId} opens chat ${e.chatIndex + 1} with ${e.recipientId}` : e.kind);
    // the planner's nested chats: the critic answers, then the writer, whose model then reflects
    // (reflection_with_llm): that summary is the planner's reply, its own row in the group chat
    expect(entries.slice(0, 7).map(shown)).toEqual(['user', 'planner opens chat 1 with critic', 'critic', 'planner opens chat 2 with writer', 'writer', 'writer', 'planner (summary of the chat with writer)']);
    const owner = entries[6];
    expect(owner.kind === 'assistant' && owner.text).toBe(summary?.type === 'nested_chat_end' ? summary.summary : null);
    expect(entries[1]).toMatchObject({ kind: 'nested_chat', message: 'Plan the launch of our app' });
    expect(entries[3]).toMatchObject({ kind: 'nested_chat', message: expect.stringMatching(/^Write the launch plan up in three bullet points\.\nContext: \n/) });
  });
});

describe('hosted MCP items in the transcript', () => {
  const request = { type: 'hosted_tool_call' as const, name: 'mcp_approval_request' as const, status: 'completed' as const, providerData: { type: 'mcp_approval_request', id: 'mcpr_1', server_label: 'docs', name: 'search', arguments: '{"q":"x"}' } };
  const call = { type: 'hosted_tool_call' as const, name: 'mcp_call' as const, status: 'completed' as const, output: '3 pages', providerData: { type: 'mcp_call', id: 'mcp_1', server_label: 'docs', name: 'search', arguments: '{"q":"x"}', error: null } };

  it('an approval request is a tool row that waits for the card and ends with the answer', () => {
    const asked = events([
      start,
      { type: 'item', agentId: 'a', item: request },
      { type: 'approval_needed', approvalId: 'ap1', agentId: 'a', toolId: 'docs-mcp', callId: 'mcpr_1', name: 'search', arguments: '{"q":"x"}' },
    ]);
    expect(foldAll(asked).entries[1]).toMatchObject({ kind: 'tool', name: 'docs.search', arguments: '{"q":"x"}', status: 'awaiting_approval', approvalId: 'ap1', hosted: true });
    const rejected = foldAll(events([...asked, { type: 'approval_resolved', approvalId: 'ap1', approved: false, message: 'Not now' }])).entries[1];
    expect(rejected).toMatchObject({ status: 'rejected', error: 'Not now' });
    const approved = foldAll(events([...asked, { type: 'approval_resolved', approvalId: 'ap1', approved: true, message: null }])).entries[1];
    expect(approved).toMatchObject({ status: 'done', output: 'Approved: the provider runs the call.' });
  });

  it('a call the provider ran shows its output; an approval response adds no row', () => {
    const entries = foldAll(events([start, { type: 'item', agentId: 'a', item: call }, { type: 'item', agentId: 'a', item: { type: 'hosted_tool_call', name: 'mcp_approval_response', status: 'completed', providerData: { approve: true, approval_request_id: 'mcpr_1' } } }])).entries;
    expect(entries.map((e) => e.kind)).toEqual(['user', 'tool']);
    expect(entries[1]).toMatchObject({ name: 'docs.search', output: '3 pages', status: 'done' });
  });
});
