import { describe, expect, it } from 'vitest';
import type { ChatCompletion, ChatCompletionChunk } from 'openai/resources/chat/completions';
import { ChunkAccumulator, fromChatCompletion, OMITTED_TOOL_OUTPUT, toChatMessages, toChatParams } from './openaiChat.ts';
import { assistantMessage, functionCall, functionCallResult, userMessage } from './items.ts';
import type { ModelRequest } from './model.ts';

const base: ModelRequest = { model: 'gpt-4.1-mini', systemInstructions: undefined, input: [userMessage('hi')], tools: [], handoffs: [], modelSettings: {}, outputSchema: null };

describe('toChatMessages', () => {
  it('groups function calls that follow no text into one assistant message, and tool results as tool messages', () => {
    const a = functionCall('a', { x: 1 }, 'c1');
    const b = functionCall('b', {}, 'c2');
    expect(toChatMessages([userMessage('go'), a, b, functionCallResult(a, 'A'), functionCallResult(b, 'B'), assistantMessage('done')])).toEqual([
      { role: 'user', content: 'go' },
      { role: 'assistant', content: null, tool_calls: [
        { id: 'c1', type: 'function', function: { name: 'a', arguments: '{"x":1}' } },
        { id: 'c2', type: 'function', function: { name: 'b', arguments: '{}' } },
      ] },
      { role: 'tool', tool_call_id: 'c1', content: 'A' },
      { role: 'tool', tool_call_id: 'c2', content: 'B' },
      { role: 'assistant', content: 'done' },
    ]);
  });

  it('keeps refusals and system messages', () => {
    expect(toChatMessages([{ type: 'message', role: 'system', content: 'note' }, { type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'refusal', refusal: 'No.' }] }])).toEqual([
      { role: 'system', content: 'note' },
      { role: 'assistant', content: '', refusal: 'No.' },
    ]);
  });
});

describe('toChatParams', () => {
  it('sends no tools, tool_choice or parallel_tool_calls when the agent has no tools', () => {
    const params = toChatParams({ ...base, systemInstructions: 'Be brief.', modelSettings: { toolChoice: 'required', parallelToolCalls: true } });
    expect(params).toEqual({ model: 'gpt-4.1-mini', messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'hi' }] });
  });

  it('uses the fallback model name and asks for one when there is none', () => {
    expect(toChatParams({ ...base, model: '' }, 'llama3').model).toBe('llama3');
    expect(() => toChatParams({ ...base, model: '' })).toThrow('No model name was given. Choose a model in Model settings.');
  });
});

describe('fromChatCompletion', () => {
  it('maps text, tool calls and usage', () => {
    const completion = {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 0,
      model: 'm',
      choices: [{ index: 0, finish_reason: 'tool_calls', logprobs: null, message: { role: 'assistant', content: 'Let me check.', refusal: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'look', arguments: '' } }] } }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    } as ChatCompletion;
    expect(fromChatCompletion(completion)).toEqual({
      output: [
        { type: 'message', role: 'assistant', status: 'completed', id: 'chatcmpl-1', content: [{ type: 'output_text', text: 'Let me check.' }] },
        // an empty argument string (some local servers) becomes "{}", which parses
        { type: 'function_call', callId: 'c1', name: 'look', arguments: '{}', status: 'completed' },
      ],
      usage: { requests: 1, inputTokens: 10, outputTokens: 5, totalTokens: 15 },
      responseId: 'chatcmpl-1',
    });
  });

  it('counts the request when a server reports no usage', () => {
    const completion = { id: '', object: 'chat.completion', created: 0, model: 'm', choices: [] } as unknown as ChatCompletion;
    expect(fromChatCompletion(completion)).toEqual({ output: [], usage: { requests: 1, inputTokens: 0, outputTokens: 0, totalTokens: 0 } });
  });
});

describe('ChunkAccumulator', () => {
  const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    ({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta, finish_reason: null }], ...extra }) as unknown as ChatCompletionChunk;

  it('assembles tool-call arguments spread over chunks, by index', () => {
    const acc = new ChunkAccumulator();
    acc.add(chunk({ tool_calls: [{ index: 1, id: 'b', function: { name: 'second', arguments: '' } }] }));
    acc.add(chunk({ tool_calls: [{ index: 0, id: 'a', function: { name: 'first', arguments: '{"q":' } }] }));
    acc.add(chunk({ tool_calls: [{ index: 0, function: { arguments: '"x"}' } }] }));
    expect(acc.add(chunk({ content: 'Hi' }))).toBe('Hi');
    acc.add({ ...chunk({}), choices: [], usage: { prompt_tokens: 2, completion_tokens: 3, total_tokens: 5 } } as ChatCompletionChunk);
    expect(acc.response()).toEqual({
      output: [
        { type: 'message', role: 'assistant', status: 'completed', id: 'c', content: [{ type: 'output_text', text: 'Hi' }] },
        { type: 'function_call', callId: 'a', name: 'first', arguments: '{"q":"x"}', status: 'completed' },
        { type: 'function_call', callId: 'b', name: 'second', arguments: '{}', status: 'completed' },
      ],
      usage: { requests: 1, inputTokens: 2, outputTokens: 3, totalTokens: 5 },
      responseId: 'c',
    });
  });

  it('tells calls apart by id when a server sends no index', () => {
    const acc = new ChunkAccumulator();
    acc.add(chunk({ tool_calls: [{ id: 'a', function: { name: 'one', arguments: '{}' } }] }));
    acc.add(chunk({ tool_calls: [{ id: 'b', function: { name: 'two', arguments: '{}' } }] }));
    expect(acc.response().output.map((item) => item.type === 'function_call' && item.name)).toEqual(['one', 'two']);
  });
});

describe('structured tool output in a tool message', () => {
  // Chat Completions takes only text in a tool message (ChatCompletionToolMessageParam.content:
  // string | text parts): text parts are kept, images and files dropped, and a result with no text
  // becomes the placeholder, as @openai/agents-openai 0.20.0 does (checked on its real model below).
  it('keeps the text, drops images and files, and says when nothing is left', async () => {
    const call = functionCall('t', {}, 'c1');
    const mixed = functionCallResult(call, [{ type: 'input_text', text: 'Chart: ' }, { type: 'input_image', image: 'https://e.com/c.png' }, { type: 'input_text', text: 'sales up' }]);
    const onlyImage = functionCallResult(call, [{ type: 'input_image', image: { id: 'file_1' } }, { type: 'input_file', file: { id: 'file_2' } }]);
    const ours = [mixed, onlyImage].map((item) => toChatMessages([item])[0]);
    expect(ours).toEqual([
      { role: 'tool', tool_call_id: 'c1', content: 'Chart: sales up' },
      { role: 'tool', tool_call_id: 'c1', content: OMITTED_TOOL_OUTPUT },
    ]);

    const { OpenAIChatCompletionsModel } = await import('@openai/agents-openai');
    const { withTrace } = await import('@openai/agents-core');
    const seen: Array<{ messages: unknown[] }> = [];
    const client = { chat: { completions: { create: async (params: { messages: unknown[] }) => (seen.push(params), { id: 'x', choices: [{ message: { role: 'assistant', content: 'ok' } }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }) } } };
    const sdk = new OpenAIChatCompletionsModel(client as never, 'gpt-x');
    for (const item of [mixed, onlyImage]) {
      await withTrace('chat', () => sdk.getResponse({ input: [functionCall('t', {}, 'c1'), item] as never, modelSettings: {}, tools: [], handoffs: [], outputType: 'text', systemInstructions: undefined, tracing: false } as never));
    }
    expect(seen.map((p) => p.messages.at(-1))).toEqual(ours);
  });
});
