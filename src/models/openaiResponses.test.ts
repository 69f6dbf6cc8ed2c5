import { describe, expect, it } from 'vitest';
import type { Response } from 'openai/resources/responses/responses';
import { fromResponse, toResponsesParams } from './openaiResponses.ts';
import { userMessage } from './items.ts';
import type { ModelRequest } from './model.ts';

const base: ModelRequest = { model: 'gpt-4.1-mini', systemInstructions: 'Be brief.', input: [userMessage('hi')], tools: [], handoffs: [], modelSettings: {}, outputSchema: null };

describe('toResponsesParams', () => {
  it('passes hosted tools through with their configuration', () => {
    const params = toResponsesParams({
      ...base,
      tools: [
        { type: 'hosted_tool', name: 'file_search', providerData: { vectorStoreIds: ['vs_1'], maxNumResults: 3 } },
        { type: 'hosted_tool', name: 'code_interpreter', providerData: {} },
        { type: 'hosted_tool', name: 'mcp', providerData: { server_label: 'docs', server_url: 'https://x.test/mcp', require_approval: 'always', allowed_tools: null } },
      ],
    });
    expect(params.tools).toEqual([
      { type: 'file_search', vector_store_ids: ['vs_1'], max_num_results: 3 },
      { type: 'code_interpreter', container: { type: 'auto' } },
      { type: 'mcp', server_label: 'docs', server_url: 'https://x.test/mcp', require_approval: 'always' },
    ]);
  });

  it('maps settings and sends instructions separately from the input', () => {
    const params = toResponsesParams({ ...base, modelSettings: { temperature: 0, topP: 0.5, maxTokens: 20 } });
    expect(params).toEqual({ model: 'gpt-4.1-mini', instructions: 'Be brief.', input: [{ type: 'message', role: 'user', content: 'hi' }], temperature: 0, top_p: 0.5, max_output_tokens: 20 });
  });
});

describe('fromResponse', () => {
  it('keeps messages and function calls, and skips hosted tool calls the server ran', () => {
    const response = {
      id: 'resp_1',
      output: [
        { type: 'web_search_call', id: 'ws_1', status: 'completed' },
        { type: 'message', id: 'msg_1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'Found it.', annotations: [] }, { type: 'refusal', refusal: 'Not that.' }] },
        { type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'look', arguments: '{"q":"x"}', status: 'completed' },
      ],
      usage: { input_tokens: 3, output_tokens: 4, total_tokens: 7 },
    } as unknown as Response;
    expect(fromResponse(response)).toEqual({
      output: [
        { type: 'message', role: 'assistant', status: 'completed', id: 'msg_1', content: [{ type: 'output_text', text: 'Found it.' }, { type: 'refusal', refusal: 'Not that.' }] },
        { type: 'function_call', id: 'fc_1', callId: 'call_1', name: 'look', arguments: '{"q":"x"}', status: 'completed' },
      ],
      usage: { requests: 1, inputTokens: 3, outputTokens: 4, totalTokens: 7 },
      responseId: 'resp_1',
    });
  });
});
