/**
 * Local MCP servers in the engine against the real reference server
 * (@modelcontextprotocol/server-everything on 127.0.0.1, Streamable HTTP, official SDK client):
 * listing (filter, cache, mcp_tools spans), calling, approvals accepted and rejected, the trust gate.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endedSpans } from '../engine/spans.ts';
import type { Graph, GraphInput } from '../graph/schema.ts';
import { functionCall, assistantMessage, toolResultText, type FunctionCallResultItem } from '../models/items.ts';
import type { ModelRequest } from '../models/model.ts';
import { drive } from '../engine/testing/drive.ts';
import { testGraph } from '../engine/testing/graphs.ts';
import type { RunEvent, SpanRecord } from '../engine/events.ts';
import { createSdkMcpConnector, type SdkConnector } from './sdkConnector.ts';
import { startEverythingServer, type EverythingServer } from './testing/everythingServer.ts';

let server: EverythingServer;
let connector: SdkConnector;

beforeAll(async () => {
  server = await startEverythingServer();
}, 30_000);

afterEach(async () => {
  await connector?.close();
});

afterAll(async () => {
  await server?.stop();
});

/** The connector with a log of the tool calls that reached the server. */
function countingCalls(inner: SdkConnector): { connector: SdkConnector; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    connector: {
      ...inner,
      async connect(server, signal) {
        const session = await inner.connect(server, signal);
        return { listTools: (s) => session.listTools(s), callTool: (name, args, s) => (calls.push(name), session.callTool(name, args, s)) };
      },
    },
  };
}

type McpServerIn = NonNullable<NonNullable<GraphInput['agents']>[number]['mcpServers']>[number];

function graphWith(runtime: Graph['runtime'], mcp: Partial<McpServerIn> = {}): Graph {
  return testGraph({
    runtime,
    agents: [{ id: 'helper', name: 'Helper', mcpServers: [{ id: 'everything', name: 'everything', transport: { type: 'streamable_http', url: server.url }, toolFilter: { allowed: ['echo', 'get-sum'], blocked: [] }, ...mcp }] }],
  });
}

const spans = (events: RunEvent[]): SpanRecord[] => endedSpans(events);
const results = (events: RunEvent[]) => events.flatMap((e) => (e.type === 'item' && e.item.type === 'function_call_result' ? [e.item as FunctionCallResultItem] : []));

describe('local MCP server (server-everything over Streamable HTTP)', () => {
  it('lists the filtered tools for the model, in an mcp_tools span under the agent span', async () => {
    connector = createSdkMcpConnector();
    let seen: ModelRequest | null = null;
    const { result, events } = await drive(graphWith('agents-sdk-js'), 'hi', [(request) => ((seen = request), [assistantMessage('ok')])], { mcp: connector });
    expect(result.status).toBe('completed');
    const tools = seen!.tools.map((t) => (t.type === 'function' ? [t.name, t.strict, t.parameters.additionalProperties] : [t.name]));
    expect(tools).toEqual([['echo', false, true], ['get-sum', false, true]]);
    const sum = seen!.tools.find((t) => t.type === 'function' && t.name === 'get-sum');
    expect(sum).toMatchObject({ description: 'Returns the sum of two numbers', parameters: { type: 'object', required: ['a', 'b'], properties: { a: { type: 'number' }, b: { type: 'number' } } } });
    const list = spans(events).find((s) => s.span_data.type === 'mcp_tools')!;
    expect(list.span_data).toEqual({ type: 'mcp_tools', server: 'everything', result: ['echo', 'get-sum'] });
    const agentSpan = spans(events).find((s) => s.span_data.type === 'agent')!;
    expect(list.parent_id).toBe(agentSpan.id);
    expect(agentSpan.span_data).toMatchObject({ tools: ['echo', 'get-sum'] });
  });

  it('blocked names are dropped and allowed names are the only ones kept', async () => {
    connector = createSdkMcpConnector();
    let names: string[] = [];
    await drive(graphWith('agents-sdk-js', { toolFilter: { allowed: ['echo', 'get-sum', 'get-env'], blocked: ['get-env'] } }), 'hi', [(r) => ((names = r.tools.map((t) => (t.type === 'function' ? t.name : ''))), [assistantMessage('ok')])], { mcp: connector });
    expect(names).toEqual(['echo', 'get-sum']);
  });

  it('calls a tool on the server; the model sees its text and the function span names the server', async () => {
    connector = createSdkMcpConnector();
    const { result, events } = await drive(graphWith('agents-sdk-js'), 'add', [[functionCall('get-sum', { a: 2, b: 3 }, 'c1')], [assistantMessage('5')]], { mcp: connector });
    expect(result.status).toBe('completed');
    expect(results(events).map((r) => toolResultText(r))).toEqual(['The sum of 2 and 3 is 5.']);
    const fn = spans(events).find((s) => s.span_data.type === 'function')!;
    expect(fn.span_data).toEqual({ type: 'function', name: 'get-sum', input: '{"a":2,"b":3}', output: 'The sum of 2 and 3 is 5.', mcp_data: { server: 'everything' } });
    // a tool listed every turn (no cache): two model calls, two listings
    expect(spans(events).filter((s) => s.span_data.type === 'mcp_tools')).toHaveLength(2);
  });

  it('python profile: requireApproval "always" asks; approved runs the tool', async () => {
    connector = createSdkMcpConnector();
    const { events } = await drive(graphWith('agents-sdk-python', { requireApproval: 'always' }), 'echo', [[functionCall('echo', { message: 'hi' }, 'c1')], [assistantMessage('done')]], { mcp: connector, approvals: [{ approved: true }] });
    const asked = events.filter((e) => e.type === 'approval_needed');
    expect(asked).toMatchObject([{ toolId: 'everything', name: 'echo', arguments: '{"message":"hi"}' }]);
    expect(results(events).map((r) => toolResultText(r))).toEqual(['Echo: hi']);
  });

  it('python profile: a rejected call never reaches the server and the model reads the rejection', async () => {
    connector = createSdkMcpConnector();
    const counting = countingCalls(connector);
    const { events } = await drive(graphWith('agents-sdk-python', { requireApproval: { echo: 'always' } }), 'echo', [[functionCall('echo', { message: 'hi' }, 'c1'), functionCall('get-sum', { a: 1, b: 1 }, 'c2')], [assistantMessage('done')]], { mcp: counting.connector, approvals: [{ approved: false }] });
    expect(counting.calls).toEqual(['get-sum']);
    // per-tool: only echo asks; get-sum (not listed) runs without asking
    expect(events.filter((e) => e.type === 'approval_needed').map((e) => (e.type === 'approval_needed' ? e.name : ''))).toEqual(['echo']);
    expect(results(events).map((r) => [r.callId, toolResultText(r)])).toEqual([['c2', 'The sum of 1 and 1 is 2.'], ['c1', 'Tool execution was not approved.']]);
  });

  it('JS profile: requireApproval has no effect (the JS SDK 0.20.0 MCP servers have no approval option; lint says so)', async () => {
    connector = createSdkMcpConnector();
    const { events } = await drive(graphWith('agents-sdk-js', { requireApproval: 'always' }), 'echo', [[functionCall('echo', { message: 'hi' }, 'c1')], [assistantMessage('done')]], { mcp: connector });
    expect(events.filter((e) => e.type === 'approval_needed')).toEqual([]);
    expect(results(events).map((r) => toolResultText(r))).toEqual(['Echo: hi']);
  });

  it('cacheToolsList keeps the first listing across runs: JS records no span for a cached list, Python still does', async () => {
    for (const [runtime, spansPerRun] of [['agents-sdk-js', [1, 0]], ['agents-sdk-python', [1, 1]]] as const) {
      connector = createSdkMcpConnector();
      const counts: number[] = [];
      for (let i = 0; i < 2; i++) {
        const { events } = await drive(graphWith(runtime, { cacheToolsList: true }), 'hi', [[assistantMessage('ok')]], { mcp: connector });
        counts.push(spans(events).filter((s) => s.span_data.type === 'mcp_tools').length);
      }
      expect(counts, runtime).toEqual(spansPerRun);
      expect(connector.toolCache.get('everything')?.some((t) => t.name === 'get-env')).toBe(true);
    }
  });

  it('an untrusted graph never connects: the trust gate refuses before the server is reached', async () => {
    let connects = 0;
    const inner = createSdkMcpConnector();
    connector = inner;
    const counting = { toolCache: inner.toolCache, connect: (...args: Parameters<SdkConnector['connect']>) => ((connects += 1), inner.connect(...args)) };
    const { result } = await drive(graphWith('agents-sdk-js'), 'hi', [[assistantMessage('ok')]], { mcp: counting, trusted: false });
    expect(connects).toBe(0);
    expect(result.status).toBe('error');
    expect(result.error?.message).toContain('Blocked: MCP server "everything"');
  });

  it('a server that cannot be reached ends the run with a clear error naming it', async () => {
    connector = createSdkMcpConnector();
    const graph = testGraph({ agents: [{ id: 'helper', name: 'Helper', mcpServers: [{ id: 'gone', name: 'gone', transport: { type: 'streamable_http', url: 'http://127.0.0.1:9/mcp' } }] }] });
    const { result } = await drive(graph, 'hi', [[assistantMessage('ok')]], { mcp: connector });
    expect(result.status).toBe('error');
    expect(result.error?.message).toMatch(/^Could not connect to MCP server "gone": /);
  });
});
