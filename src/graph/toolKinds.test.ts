import { describe, expect, it } from 'vitest';
import { PROVIDER_IDS } from '../models/createModel.ts';
import { createOpenAIChatModel } from '../models/openaiChat.ts';
import { toResponsesParams } from '../models/openaiResponses.ts';
import { simulate } from '../models/simulator/simulator.ts';
import { userMessage } from '../models/items.ts';
import type { HostedToolDefinition, ModelRequest } from '../models/model.ts';
import { RuntimeSchema } from './schema.ts';
import { testGraph } from './testGraph.ts';
import { TOOL_KIND_PROVIDERS, TOOL_KIND_SUPPORT, TOOL_KINDS, toolKindsOf } from './toolKinds.ts';

describe('the tool kind table', () => {
  it('has a cell for every runtime and provider', () => {
    expect([...TOOL_KIND_PROVIDERS]).toEqual([...PROVIDER_IDS]);
    for (const kind of TOOL_KINDS) {
      expect(Object.keys(TOOL_KIND_SUPPORT[kind].runtimes).sort()).toEqual([...RuntimeSchema.options].sort());
    }
  });

  // The providers' cells for the hosted kinds, checked against the providers themselves.
  const request = (name: HostedToolDefinition['name'], text: string): ModelRequest => ({
    model: 'gpt-test',
    systemInstructions: '',
    input: [userMessage(text)],
    tools: [{ type: 'hosted_tool', name, providerData: name === 'file_search' ? { vectorStoreIds: ['vs_1'] } : {} }],
    handoffs: [],
    modelSettings: {},
    outputSchema: null,
  });
  const asks = { file_search: 'What is the refund window?', web_search: 'latest news on the web?', code_interpreter: 'what is 6 * 7?' } as const;
  it.each(['file_search', 'web_search', 'code_interpreter'] as const)('%s: Responses declares it, the simulator answers it labelled, Chat Completions refuses it', async (name) => {
    const support = TOOL_KIND_SUPPORT[name].providers;
    expect(support['openai-responses'][0]).toBe('runs');
    expect(toResponsesParams(request(name, asks[name])).tools).toEqual([expect.objectContaining({ type: name })]);
    expect(support.simulator[0]).toBe('offline');
    const graph = testGraph({ agents: [{ id: 'a', name: 'A', tools: ['t'] }], tools: [{ id: 't', type: 'hosted', hosted: name }], documents: [{ id: 'd', name: 'd.md', text: 'The refund window is 30 days.' }] });
    expect(simulate(request(name, asks[name]), graph).output[0]).toMatchObject({ type: 'hosted_tool_call', name: `${name}_call`, simulated: true });
    expect(support['openai-chat'][0]).toBe('no');
    const chat = createOpenAIChatModel({ apiKey: 'sk-test', baseURL: 'http://127.0.0.1:9/v1', maxRetries: 0 }, 'gpt-test');
    await expect(chat.getResponse(request(name, asks[name]))).rejects.toThrow(`The hosted tool "${name}" needs the OpenAI Responses API`);
  });

  it('lists the kinds a graph uses with where', () => {
    const graph = testGraph({
      agents: [{ id: 'a', name: 'A', mcpServers: [{ id: 's', name: 'srv', transport: { type: 'streamable_http', url: 'http://127.0.0.1:9/mcp' } }] }],
      tools: [
        { id: 'f', type: 'function', name: 'lookup' },
        { id: 'docs', type: 'hosted', hosted: 'file_search' },
        { id: 'm', type: 'mcp', serverLabel: 'docs', serverUrl: 'https://docs.example/mcp' },
      ],
    });
    expect([...toolKindsOf(graph)]).toEqual([
      ['function', ['lookup']],
      ['file_search', ['docs']],
      ['mcp_hosted', ['docs']],
      ['mcp_local', ['srv on A']],
    ]);
  });
});
