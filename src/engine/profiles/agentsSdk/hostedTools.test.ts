/**
 * Hosted tools through the Responses API (docs/HOSTED-TOOLS.md): the real Responses provider over
 * a fetch that plays scripted API responses. The server runs file search, web search and the code
 * interpreter inside its response; the engine keeps their items as agents-core does and sends them
 * back, and the request declares each tool (and what to include) as @openai/agents-openai does.
 */
import { describe, expect, it } from 'vitest';
import { codeInterpreterTool, fileSearchTool, OpenAIResponsesModel, webSearchTool } from '@openai/agents-openai';
import { toResponsesInput } from '../../../models/openaiResponses.ts';
import { apiMessage } from '../../../models/testing/scriptedResponsesFetch.ts';
import { userMessage, type HostedToolCallItem } from '../../../models/items.ts';
import { run } from '../../index.ts';
import { counterIds } from '../../kernel/index.ts';
import { endedSpans } from '../../spans.ts';
import { createFakeSandbox } from '../../testing/fakeSandbox.ts';
import { runOverScriptedResponses } from '../../testing/scriptedResponsesRun.ts';
import { testGraph } from '../../testing/graphs.ts';
import type { Graph } from '../../../graph/schema.ts';
import { emptyTranscript, foldTranscript } from '../../../features/playground/transcript.ts';

const fileSearchCall = {
  type: 'file_search_call',
  id: 'fs_1',
  status: 'completed',
  queries: ['refund window'],
  results: [{ file_id: 'file_1', filename: 'policy.md', score: 0.92, text: 'Refunds are accepted within 30 days.', attributes: {} }],
};
const webSearchCall = { type: 'web_search_call', id: 'ws_1', status: 'completed', action: { type: 'search', query: 'acme opening hours', sources: [{ type: 'url', url: 'https://acme.example/hours' }] } };
const codeCall = { type: 'code_interpreter_call', id: 'ci_1', status: 'completed', code: 'print(17 * 23)', container_id: 'cntr_1', outputs: [{ type: 'logs', logs: '391' }] };

function hostedGraph(): Graph {
  return testGraph({
    agents: [{ id: 'helper', name: 'Helper', tools: ['docs', 'web', 'calc'] }],
    tools: [
      { id: 'docs', type: 'hosted', hosted: 'file_search', config: { vectorStoreIds: ['vs_1'], maxNumResults: 3, includeSearchResults: true } },
      { id: 'web', type: 'hosted', hosted: 'web_search', config: {} },
      { id: 'calc', type: 'hosted', hosted: 'code_interpreter', config: { includeOutputs: true } },
    ],
  });
}

function runWith(graph: Graph, bodies: object[][], input = 'How long do I have to return it?') {
  return runOverScriptedResponses(graph, { bodies, input });
}

/** The request @openai/agents-openai 0.20.0 builds for the same tools and input. */
function sdkRequest(input: unknown[]) {
  const sdk = new OpenAIResponsesModel({} as never, 'gpt-test') as unknown as {
    _buildResponsesCreateRequest(r: unknown, s: boolean): { requestData: { tools: unknown[]; include?: string[]; input: unknown[] } };
  };
  const tools = [fileSearchTool(['vs_1'], { maxNumResults: 3, includeSearchResults: true }), webSearchTool(), codeInterpreterTool({ includeOutputs: true })];
  return sdk._buildResponsesCreateRequest({ input, modelSettings: {}, tools, handoffs: [], outputType: 'text', systemInstructions: undefined, tracing: false }, false).requestData;
}

describe('hosted tools (Responses API)', () => {
  it('declares each hosted tool and what to include as @openai/agents-openai does', async () => {
    const { sent } = await runWith(hostedGraph(), [[apiMessage('Thirty days.')]]);
    const theirs = JSON.parse(JSON.stringify(sdkRequest([]))) as { tools: unknown[]; include: string[] };
    expect(sent[0].tools).toEqual(theirs.tools);
    expect(sent[0].include).toEqual(theirs.include);
    expect(sent[0].include).toEqual(['file_search_call.results', 'code_interpreter_call.outputs']);
    // include_search_results asks for results; it is not a field of the tool
    expect(sent[0].tools).toContainEqual({ type: 'file_search', vector_store_ids: ['vs_1'], max_num_results: 3 });
  });

  it('keeps file_search_call / web_search_call / code_interpreter_call items as agents-core keeps them', async () => {
    const { result } = await runWith(hostedGraph(), [[fileSearchCall, webSearchCall, codeCall, apiMessage('Thirty days (policy.md).')]]);
    expect(result.status).toBe('completed');
    expect(result.finalOutput).toBe('Thirty days (policy.md).');
    const hosted = result.items.filter((i): i is HostedToolCallItem => i.type === 'hosted_tool_call');
    // agents-openai openaiResponsesConverter.mjs:1243-1266: name = the API type, status beside, the rest as providerData
    expect(hosted).toEqual([
      { type: 'hosted_tool_call', name: 'file_search_call', id: 'fs_1', status: 'completed', providerData: { type: 'file_search_call', id: 'fs_1', queries: ['refund window'], results: fileSearchCall.results } },
      { type: 'hosted_tool_call', name: 'web_search_call', id: 'ws_1', status: 'completed', providerData: { type: 'web_search_call', id: 'ws_1', action: webSearchCall.action } },
      { type: 'hosted_tool_call', name: 'code_interpreter_call', id: 'ci_1', status: 'completed', providerData: { type: 'code_interpreter_call', id: 'ci_1', code: 'print(17 * 23)', container_id: 'cntr_1', outputs: [{ type: 'logs', logs: '391' }] } },
    ]);
  });

  it('hosted calls alone do not make the model run again; the next turn sends them back as the SDK does', async () => {
    const graph = hostedGraph();
    const first = await runWith(graph, [[fileSearchCall, webSearchCall, codeCall, apiMessage('Thirty days.')]]);
    expect(first.sent).toHaveLength(1);
    const history = first.result.items;
    const ours = toResponsesInput([...history, userMessage('thanks')]);
    const theirs = JSON.parse(JSON.stringify(sdkRequest([...history, { type: 'message', role: 'user', content: 'thanks' }]).input)) as unknown[];
    // the SDK's converter sends the items exactly so (openaiResponsesConverter.mjs:1000-1048)
    expect(ours.slice(1, 4)).toEqual(theirs.slice(1, 4));
    expect(ours[1]).toEqual({ ...fileSearchCall });
    expect(ours[3]).toEqual({ ...codeCall });
  });

  it('records no span of its own for hosted tool calls (they live in the generation output)', async () => {
    const { result } = await runWith(hostedGraph(), [[fileSearchCall, apiMessage('Thirty days.')]]);
    const spans = result.events.filter((e) => e.type === 'span_start').map((e) => (e.type === 'span_start' ? e.span.span_data.type : ''));
    expect(spans).toEqual(['custom', 'agent', 'custom', 'generation']);
    const generation = endedSpans(result.events).find((s) => s.span_data.type === 'generation');
    expect((generation!.span_data as { output: unknown[] }).output[0]).toMatchObject({ name: 'file_search_call', id: 'fs_1' });
  });

  it('the transcript shows each call as a tool row, a file search with its results', async () => {
    const { result } = await runWith(hostedGraph(), [[fileSearchCall, webSearchCall, codeCall, apiMessage('Thirty days.')]]);
    const transcript = result.events.reduce(foldTranscript, emptyTranscript());
    const rows = transcript.entries.filter((e) => e.kind === 'tool');
    expect(rows.map((r) => (r.kind === 'tool' ? [r.name, r.arguments, r.output, r.simulated ?? false] : []))).toEqual([
      ['file search', '{"queries":["refund window"]}', 'file search "refund window": 1 result (policy.md)', false],
      ['web search', '{"query":"acme opening hours"}', 'web search "acme opening hours"', false],
      ['code interpreter', '{"code":"print(17 * 23)"}', 'code interpreter ran 1 line: 391', false],
    ]);
    expect(rows[0].kind === 'tool' && rows[0].results).toEqual(fileSearchCall.results);
  });

  it('a failed hosted call shows as an error row and the run goes on', async () => {
    const { result } = await runWith(hostedGraph(), [[{ ...webSearchCall, status: 'failed' }, apiMessage('I could not search.')]]);
    expect(result.finalOutput).toBe('I could not search.');
    const row = result.events.reduce(foldTranscript, emptyTranscript()).entries.find((e) => e.kind === 'tool');
    expect(row?.kind === 'tool' && [row.status, row.error]).toEqual(['error', 'The provider reports the call as failed.']);
  });
});

describe('hosted tools offline (the simulator)', () => {
  it('a run answers from the graph documents; the call is labelled simulated in the transcript and the generation span', async () => {
    const { createSimulatorModel } = await import('../../../models/simulator/simulator.ts');
    const graph = testGraph({
      agents: [{ id: 'helper', name: 'Helper', instructions: 'Answer from the handbook.', tools: ['docs'] }],
      tools: [{ id: 'docs', type: 'hosted', hosted: 'file_search', config: { vectorStoreIds: ['vs_1'], includeSearchResults: true } }],
      documents: [{ id: 'handbook', name: 'handbook.md', text: 'Holidays: every employee has 25 days of paid leave a year.\n\nExpenses are filed in the finance portal by the fifth of each month.' }],
    });
    const handle = run(graph, 'How many days of paid leave do I get?', { model: createSimulatorModel({ graph }), sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), stream: false });
    for await (const event of handle) void event;
    const result = await handle.result;
    expect(result.finalOutput).toBe('According to handbook.md: "Holidays: every employee has 25 days of paid leave a year."');
    const generation = endedSpans(result.events).find((s) => s.span_data.type === 'generation');
    expect((generation!.span_data as { output: unknown[] }).output[0]).toMatchObject({ name: 'file_search_call', simulated: true });
    const row = result.events.reduce(foldTranscript, emptyTranscript()).entries.find((e) => e.kind === 'tool');
    expect(row).toMatchObject({ name: 'file search', simulated: true, hosted: true, results: [{ file_id: 'handbook', filename: 'handbook.md' }] });
  });
});
