import { describe, expect, it } from 'vitest';
import { testGraph } from '../../engine/testing/graphs.ts';
import type { GraphDocument } from '../../graph/schema.ts';
import { functionCall, functionCallResult, userMessage, type HostedToolCallItem, type ProtocolItem } from '../items.ts';
import type { HostedToolDefinition, ModelRequest } from '../model.ts';
import { toResponsesInput } from '../openaiResponses.ts';
import { simulate } from './simulator.ts';

const policy: GraphDocument = {
  id: 'policy',
  name: 'refund-policy.md',
  text: '# Refunds\n\nYou can return any item within 30 days of delivery for a full refund. Items must be unused.\n\n# Shipping\n\nStandard shipping takes 3 to 5 business days. Express shipping arrives the next day.',
};
const warranty: GraphDocument = { id: 'warranty', name: 'warranty.txt', text: 'Every rocket skate carries a two year warranty against manufacturing defects. The warranty does not cover crashes.' };

function request(text: string | ProtocolItem[], tools: ModelRequest['tools'], extra: Partial<ModelRequest> = {}): ModelRequest {
  return { model: 'sim', systemInstructions: 'You answer questions about the shop.', input: typeof text === 'string' ? [userMessage(text)] : text, tools, handoffs: [], modelSettings: {}, outputSchema: null, ...extra };
}
const fileSearch = (config: Record<string, unknown> = {}): HostedToolDefinition => ({ type: 'hosted_tool', name: 'file_search', providerData: { vectorStoreIds: ['vs_1'], ...config } });
const graph = (documents: GraphDocument[]) => testGraph({ agents: [{ id: 'a', name: 'Helper', tools: ['fs'] }], tools: [{ id: 'fs', type: 'hosted', hosted: 'file_search' }], documents });

describe('offline file search', () => {
  it('searches the graph documents and answers from the best passage, citing the file; results only when asked', () => {
    const withoutResults = simulate(request('How long do I have to return an item?', [fileSearch()]), graph([policy, warranty]));
    const [call, message] = withoutResults.output;
    expect(call).toMatchObject({ type: 'hosted_tool_call', name: 'file_search_call', status: 'completed', simulated: true, providerData: { type: 'file_search_call', queries: ['long return item'], results: null } });
    expect(message.type === 'message' && message.content[0]).toEqual({ type: 'output_text', text: 'According to refund-policy.md: "You can return any item within 30 days of delivery for a full refund."' });

    const withResults = simulate(request('How long do I have to return an item?', [fileSearch({ includeSearchResults: true, maxNumResults: 2 })]), graph([policy, warranty]));
    const results = (withResults.output[0] as HostedToolCallItem).providerData.results as Array<Record<string, unknown>>;
    expect(results.length).toBeLessThanOrEqual(2);
    expect(results[0]).toMatchObject({ file_id: 'policy', filename: 'refund-policy.md', attributes: {} });
    expect(results[0].text).toContain('within 30 days');
    expect(results[0].score).toBeGreaterThan(0);
    expect(results[0].score).toBeLessThanOrEqual(1);
  });

  it('finds a passage by the simulator\'s stems ("warranties" finds "warranty")', () => {
    const response = simulate(request('What do the warranties cover?', [fileSearch()]), graph([policy, warranty]));
    expect(response.output[1].type === 'message' && response.output[1].content[0]).toMatchObject({ text: expect.stringContaining('According to warranty.txt') });
  });

  it('with nothing that answers, says so when it has no other way to help, and steps aside when it has', () => {
    const alone = simulate(request('What is the capital of Peru?', [fileSearch()]), graph([policy]));
    expect(alone.output[1].type === 'message' && alone.output[1].content[0]).toEqual({ type: 'output_text', text: 'I searched the attached documents for "capital Peru". Nothing in refund-policy.md answers that.' });
    const noDocs = simulate(request('What is the capital of Peru?', [fileSearch()]), graph([]));
    expect(noDocs.output[1].type === 'message' && noDocs.output[1].content[0]).toMatchObject({ text: expect.stringContaining('The graph has no documents attached') });
    const withTools = simulate(request('What is the capital of Peru?', [fileSearch(), { type: 'function', name: 'lookup_order', description: 'Look up an order', parameters: { type: 'object', properties: {} }, strict: true }]), graph([policy]));
    expect(withTools.output.some((i) => i.type === 'hosted_tool_call')).toBe(false);
  });

  it('searches once per message, and not for a greeting', () => {
    const first = simulate(request('How long do I have to return an item?', [fileSearch()]), graph([policy]));
    const again = simulate(request([userMessage('How long do I have to return an item?'), ...first.output], [fileSearch()]), graph([policy]));
    expect(again.output.some((i) => i.type === 'hosted_tool_call')).toBe(false);
    expect(simulate(request('Hello there', [fileSearch()]), graph([policy])).output.some((i) => i.type === 'hosted_tool_call')).toBe(false);
  });

  it('is deterministic (same request, same bytes)', () => {
    const a = simulate(request('How long do I have to return an item?', [fileSearch({ includeSearchResults: true })]), graph([policy, warranty]));
    const b = simulate(request('How long do I have to return an item?', [fileSearch({ includeSearchResults: true })]), graph([policy, warranty]));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('simulated code interpreter and web search', () => {
  const code = (config: Record<string, unknown> = {}): HostedToolDefinition => ({ type: 'hosted_tool', name: 'code_interpreter', providerData: config });
  const web: HostedToolDefinition = { type: 'hosted_tool', name: 'web_search', providerData: {} };

  it('works arithmetic out exactly and shows the Python that prints it, labelled simulated', () => {
    const response = simulate(request('What is (1,200 - 300) / 4?', [code({ includeOutputs: true })]));
    expect(response.output[0]).toMatchObject({ name: 'code_interpreter_call', simulated: true, providerData: { code: 'print((1200 - 300) / 4)', outputs: [{ type: 'logs', logs: '225.0' }] } });
    expect(response.output[1].type === 'message' && response.output[1].content[0]).toEqual({ type: 'output_text', text: '(1200 - 300) / 4 = 225.0 (simulated code interpreter: worked out offline, no container ran).' });
    expect(simulate(request('calculate 17 * 23', [code()])).output[0]).toMatchObject({ providerData: { code: 'print(17 * 23)', outputs: null } });
  });

  it('runs nothing else and says so', () => {
    const response = simulate(request('Plot the sales by month in python', [code()]));
    expect(response.output[1].type === 'message' && response.output[1].content[0]).toMatchObject({ text: expect.stringContaining('Simulated code interpreter: offline, no code runs.') });
  });

  it('a web search is labelled simulated and finds nothing offline', () => {
    const response = simulate(request("What's the latest news about Mars?", [web]));
    expect(response.output[0]).toMatchObject({ name: 'web_search_call', simulated: true, providerData: { type: 'web_search_call', action: { type: 'search', query: 'latest news Mars' } } });
    expect(response.output[1].type === 'message' && response.output[1].content[0]).toMatchObject({ text: 'Simulated web search for "latest news Mars": offline, nothing was searched and there are no results. Connect the OpenAI Responses provider for a real web search.' });
  });

  it('a simulated call is not sent to a real provider; the answer after it is', () => {
    const response = simulate(request("What's the latest news about Mars?", [web]));
    const sent = toResponsesInput([userMessage('hi'), ...response.output]);
    expect(sent.map((i) => i.type)).toEqual(['message', 'message']);
  });

  it('after function tools ran for the message it does not call a hosted tool', () => {
    const call = functionCall('lookup', {}, 'c1');
    const response = simulate(request([userMessage('What is 2 + 2?'), call, functionCallResult(call, '4')], [code()]));
    expect(response.output.some((i) => i.type === 'hosted_tool_call')).toBe(false);
  });
});
