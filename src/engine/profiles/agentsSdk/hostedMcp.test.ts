/**
 * Hosted MCP through the Responses API, end to end: the real Responses provider over a fetch that
 * plays scripted API responses, and the engine answering approval requests (docs/MCP.md §1).
 */
import { describe, expect, it } from 'vitest';
import { apiMessage } from '../../../models/testing/scriptedResponsesFetch.ts';
import { runOverScriptedResponses } from '../../testing/scriptedResponsesRun.ts';
import { testGraph } from '../../testing/graphs.ts';
import type { Graph } from '../../../graph/schema.ts';

const listTools = { type: 'mcp_list_tools', id: 'mcpl_1', server_label: 'docs', tools: [{ name: 'search', input_schema: { type: 'object' } }] };
const approvalRequest = { type: 'mcp_approval_request', id: 'mcpr_1', server_label: 'docs', name: 'search', arguments: '{"q":"refunds"}' };
const mcpCall = { type: 'mcp_call', id: 'mcp_1', server_label: 'docs', name: 'search', arguments: '{"q":"refunds"}', output: '3 pages found', error: null };
const message = (text: string) => apiMessage(text);

function mcpGraph(runtime: Graph['runtime'] = 'agents-sdk-js'): Graph {
  return testGraph({
    runtime,
    agents: [{ id: 'helper', name: 'Helper', tools: ['docs-mcp'] }],
    tools: [{ id: 'docs-mcp', type: 'mcp', serverLabel: 'docs', serverUrl: 'https://docs.example/mcp', requireApproval: 'always' }],
  });
}

function runWith(graph: Graph, bodies: object[][], decisions: Array<{ approved: boolean; message?: string }>) {
  return runOverScriptedResponses(graph, { bodies, input: 'find refunds', decisions });
}

describe('hosted MCP (Responses API)', () => {
  it('is not sent to the provider from an untrusted graph: the server and approval policy are the graph\'s (issue 20, item 3)', async () => {
    const graph = mcpGraph();
    const untrusted = { ...graph, tools: graph.tools.map((t) => (t.type === 'mcp' ? { ...t, serverUrl: 'https://attacker.example/mcp', requireApproval: 'never' as const } : t)) };
    const asked: string[] = [];
    const { result, sent } = await runOverScriptedResponses(untrusted, {
      bodies: [[mcpCall, message('done')]],
      input: 'find refunds',
      options: { trusted: async (request) => (asked.push(`${request.kind}: ${request.label}`), false) },
    });
    expect(asked).toEqual(['mcp_server: hosted MCP server "docs" (https://attacker.example/mcp)']);
    expect(sent).toEqual([]);
    expect(result.error?.type).toBe('UntrustedCodeError');
  });

  it('declares the server, keeps list/call items, and answers an approval request before running again', async () => {
    const { result, sent, asked } = await runWith(mcpGraph(), [[listTools, approvalRequest], [mcpCall, message('Three pages mention refunds.')]], [{ approved: true }]);
    expect(result.status).toBe('completed');
    expect(result.finalOutput).toBe('Three pages mention refunds.');
    expect(sent[0].tools).toEqual([{ type: 'mcp', server_label: 'docs', server_url: 'https://docs.example/mcp', require_approval: 'always' }]);
    // the approval card shows the server's tool and arguments
    expect(asked.map((a) => [a.toolId, a.callId, a.name, a.arguments])).toEqual([['docs-mcp', 'mcpr_1', 'search', '{"q":"refunds"}']]);
    // second request: the listed tools and the request go back as sent, then the answer
    expect(sent[1].input).toEqual([
      { type: 'message', role: 'user', content: 'find refunds' },
      listTools,
      approvalRequest,
      { type: 'mcp_approval_response', approve: true, approval_request_id: 'mcpr_1' },
    ]);
    // the call's output stays beside its item, as the SDK keeps it
    const call = result.items.find((i) => i.type === 'hosted_tool_call' && i.name === 'mcp_call');
    expect(call).toEqual({ type: 'hosted_tool_call', name: 'mcp_call', id: 'mcp_1', status: 'completed', output: '3 pages found', providerData: { type: 'mcp_call', id: 'mcp_1', server_label: 'docs', name: 'search', arguments: '{"q":"refunds"}', error: null } });
  });

  it('a rejection with a message sends approve: false and the reason', async () => {
    const { sent, result } = await runWith(mcpGraph(), [[approvalRequest], [message('I could not search.')]], [{ approved: false, message: 'Not now' }]);
    expect(result.finalOutput).toBe('I could not search.');
    expect((sent[1].input as unknown[]).at(-1)).toEqual({ type: 'mcp_approval_response', approve: false, approval_request_id: 'mcpr_1', reason: 'Not now' });
  });

  it('a rejection without a message sends no reason', async () => {
    const { sent } = await runWith(mcpGraph(), [[approvalRequest], [message('ok')]], [{ approved: false }]);
    expect((sent[1].input as unknown[]).at(-1)).toEqual({ type: 'mcp_approval_response', approve: false, approval_request_id: 'mcpr_1' });
  });

  it('records no span of its own for hosted MCP items (only the generations)', async () => {
    const { result } = await runWith(mcpGraph(), [[listTools, approvalRequest], [mcpCall, message('done')]], []);
    const kinds = result.events.filter((e) => e.type === 'span_start').map((e) => (e.type === 'span_start' ? e.span.span_data.type : ''));
    expect(kinds).toEqual(['custom', 'agent', 'custom', 'generation', 'custom', 'generation']);
  });

  it.each([
    ['agents-sdk-js' as const, 'MCP server (other) not found in Agent (Helper)'],
    ['agents-sdk-python' as const, 'MCP server label other not found'],
  ])('%s: an approval request for a server the agent lacks is a ModelBehaviorError', async (runtime, text) => {
    const { result, asked } = await runWith(mcpGraph(runtime), [[{ ...approvalRequest, server_label: 'other' }]], []);
    expect(asked).toEqual([]);
    expect(result.status).toBe('error');
    expect(result.error).toEqual({ type: 'ModelBehaviorError', message: text });
  });

  it('mcp_call and mcp_list_tools alone do not make the model run again', async () => {
    const { sent, result } = await runWith(mcpGraph(), [[listTools, mcpCall, message('Found 3.')]], []);
    expect(sent).toHaveLength(1);
    expect(result.finalOutput).toBe('Found 3.');
  });
});
