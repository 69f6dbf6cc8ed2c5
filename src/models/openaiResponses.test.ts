import { describe, expect, it } from 'vitest';
import type { Response } from 'openai/resources/responses/responses';
import { fromResponse, toResponsesInput, toResponsesParams } from './openaiResponses.ts';
import { functionCall, functionCallResult, userMessage, type ToolOutputPart } from './items.ts';
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
  it('keeps messages, function calls and the hosted tool calls the server ran; skips other items', () => {
    const response = {
      id: 'resp_1',
      output: [
        { type: 'web_search_call', id: 'ws_1', status: 'completed' },
        { type: 'reasoning', id: 'rs_1', summary: [] },
        { type: 'message', id: 'msg_1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'Found it.', annotations: [] }, { type: 'refusal', refusal: 'Not that.' }] },
        { type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'look', arguments: '{"q":"x"}', status: 'completed' },
      ],
      usage: { input_tokens: 3, output_tokens: 4, total_tokens: 7 },
    } as unknown as Response;
    expect(fromResponse(response)).toEqual({
      output: [
        { type: 'hosted_tool_call', name: 'web_search_call', id: 'ws_1', status: 'completed', providerData: { type: 'web_search_call', id: 'ws_1' } },
        { type: 'message', role: 'assistant', status: 'completed', id: 'msg_1', content: [{ type: 'output_text', text: 'Found it.' }, { type: 'refusal', refusal: 'Not that.' }] },
        { type: 'function_call', id: 'fc_1', callId: 'call_1', name: 'look', arguments: '{"q":"x"}', status: 'completed' },
      ],
      usage: { requests: 1, inputTokens: 3, outputTokens: 4, totalTokens: 7 },
      responseId: 'resp_1',
    });
  });
});

describe('function call arguments', () => {
  // #22 item 7: openai-agents v0.22.0 keeps a Responses function call as the model sent it
  // (models/openai_responses.py → items.py ModelResponse.to_input_items model_dump), so "" is replayed as "";
  // @openai/agents-openai 0.20.0 too (openaiResponsesModel.mjs:1271-1279 `arguments: args`).
  it('keeps empty arguments empty, received and replayed (items.py model_dump)', () => {
    const response = { id: 'r', output: [{ type: 'function_call', id: 'fc_1', call_id: 'c1', name: 'ping', arguments: '', status: 'completed' }], usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 } } as unknown as Response;
    const [call] = fromResponse(response).output;
    expect(call).toMatchObject({ type: 'function_call', arguments: '' });
    expect(toResponsesInput([userMessage('hi'), call as ReturnType<typeof functionCall>])).toContainEqual({ type: 'function_call', call_id: 'c1', name: 'ping', arguments: '' });
  });
});

describe('structured tool output on the wire', () => {
  // The canonical parts (agents-core's) as @openai/agents-openai 0.20.0's own converter writes
  // them: the real OpenAIResponsesModel builds the request from the same items.
  it('writes input parts as @openai/agents-openai does', async () => {
    const { OpenAIResponsesModel } = await import('@openai/agents-openai');
    const parts: ToolOutputPart[] = [
      { type: 'input_text', text: 'a' },
      { type: 'input_image', image: 'https://e.com/cat.png', detail: 'low' },
      { type: 'input_image', image: { id: 'file_1' } },
      { type: 'input_image', image: 'data:image/png;base64,iVBOR' },
      { type: 'input_file', file: 'data:text/csv;base64,QUJD', filename: 'a.csv' },
      { type: 'input_file', file: 'QUJD' },
      { type: 'input_file', file: 'https://e.com/r.pdf' },
      { type: 'input_file', file: 'ftp://e.com/r.pdf' },
      { type: 'input_file', file: { id: 'file_2' }, filename: 'x.pdf' },
      { type: 'input_file', file: { url: 'https://e.com/y.pdf' } },
    ];
    const call = functionCall('t', {}, 'c1');
    const sdk = new OpenAIResponsesModel({} as never, 'gpt-x') as unknown as { _buildResponsesCreateRequest(r: unknown, s: boolean): { requestData: { input: unknown[] } } };
    const built = sdk._buildResponsesCreateRequest({ input: [functionCallResult(call, parts)], modelSettings: {}, tools: [], handoffs: [], outputType: 'text', systemInstructions: undefined, tracing: false }, false);
    const theirs = built.requestData.input[0] as { output: unknown };
    const ours = toResponsesInput([functionCallResult(call, parts)])[0] as { output: unknown };
    expect(ours.output).toEqual(theirs.output);
    expect((ours.output as unknown[])[2]).toEqual({ type: 'input_image', file_id: 'file_1' });
  });

  it('forwards the explicit (Python SDK) fields one for one', () => {
    const call = functionCall('t', {}, 'c1');
    const ours = toResponsesInput([
      functionCallResult(call, [
        { type: 'input_image', imageUrl: 'https://e.com/a.png', fileId: 'file_9', detail: 'high' },
        { type: 'input_file', fileData: 'QUJD', fileUrl: 'https://e.com/x', fileId: 'f', filename: 'x.txt' },
      ]),
    ])[0];
    expect(ours).toEqual({
      type: 'function_call_output',
      call_id: 'c1',
      output: [
        { type: 'input_image', image_url: 'https://e.com/a.png', file_id: 'file_9', detail: 'high' },
        { type: 'input_file', file_data: 'QUJD', file_url: 'https://e.com/x', file_id: 'f', filename: 'x.txt' },
      ],
    });
  });
});
