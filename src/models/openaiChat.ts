/**
 * OpenAI Chat Completions provider (also any compatible server: Ollama, vLLM, LM Studio, …).
 * Translates the protocol items the engine speaks into chat messages the way the Agents SDK's
 * `OpenAIChatCompletionsModel` does (assistant text and the tool calls that follow it share one
 * assistant message; each tool result is a `tool` message), and the reply back into items.
 */
import type {
  ChatCompletion,
  ChatCompletionAssistantMessageParam,
  ChatCompletionChunk,
  ChatCompletionCreateParamsBase,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
  ChatCompletionTool,
  ChatCompletionToolChoiceOption,
} from 'openai/resources/chat/completions';
import type { Stream } from 'openai/streaming';
import { emptyUsage, ModelProviderError, type Model, type ModelProvider, type ModelRequest, type ModelResponse, type ModelStreamEvent, type Usage } from './model.ts';
import { toolResultText, type AssistantMessageItem, type FunctionCallItem, type FunctionCallResultItem, type OutputItem, type ProtocolItem } from './items.ts';
import { createOpenAIClient, type OpenAIConnection } from './openaiClient.ts';
import { toProviderError } from './providerError.ts';
import { abortError } from './abortError.ts';
import { DEFAULT_IDLE_TIMEOUT_MS, withIdleTimeout } from './idleTimeout.ts';
import { OUTPUT_SCHEMA_NAME } from './outputSchemaName.ts';

export const OPENAI_CHAT_PROVIDER = 'openai-chat';

export function createOpenAIChatProvider(connection: OpenAIConnection): ModelProvider {
  return { getModel: (modelName) => createOpenAIChatModel(connection, modelName) };
}

/** `modelName` is used when a request leaves `model` empty. */
export function createOpenAIChatModel(connection: OpenAIConnection, modelName = ''): Model {
  const client = () => createOpenAIClient(connection);
  return {
    provider: OPENAI_CHAT_PROVIDER,
    async getResponse(request) {
      const params = toChatParams(request, modelName);
      let completion: ChatCompletion;
      try {
        completion = await client().chat.completions.create({ ...params, stream: false }, { signal: request.signal });
      } catch (error) {
        throw toProviderError(error, connection);
      }
      return withNotices(fromChatCompletion(completion), omittedPartNotices(request.input));
    },
    async *getStreamedResponse(request): AsyncIterable<ModelStreamEvent> {
      const params = toChatParams(request, modelName);
      const idle = new AbortController();
      const signal = request.signal ? AbortSignal.any([request.signal, idle.signal]) : idle.signal;
      let stream: Stream<ChatCompletionChunk>;
      try {
        stream = await client().chat.completions.create(
          { ...params, stream: true, stream_options: { include_usage: true } },
          { signal },
        );
      } catch (error) {
        throw toProviderError(error, connection);
      }
      yield { type: 'response_started' };
      const acc = new ChunkAccumulator();
      try {
        for await (const chunk of withIdleTimeout(stream, connection.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS, () => idle.abort())) {
          const delta = acc.add(chunk);
          if (delta) yield { type: 'output_text_delta', delta };
        }
      } catch (error) {
        throw toProviderError(error, connection);
      }
      // The openai stream ends quietly when aborted; a stopped request must not look complete.
      if (request.signal?.aborted) throw abortError();
      yield { type: 'response_done', response: withNotices(acc.response(), omittedPartNotices(request.input)) };
    },
  };
}

export function toChatParams(request: ModelRequest, fallbackModel = ''): ChatCompletionCreateParamsBase {
  const model = request.model || fallbackModel;
  if (!model) throw new ModelProviderError('No model name was given. Choose a model in Model settings.', 'bad_request');
  const messages: ChatCompletionMessageParam[] = [];
  if (request.systemInstructions) messages.push({ role: 'system', content: request.systemInstructions });
  messages.push(...toChatMessages(request.input));

  const tools: ChatCompletionTool[] = [];
  for (const tool of request.tools) {
    if (tool.type === 'computer') {
      throw new ModelProviderError('The computer tool needs the OpenAI Responses API. Choose the provider "OpenAI Responses", or remove the tool from the agent.', 'bad_request');
    }
    if (tool.type === 'hosted_tool') {
      throw new ModelProviderError(
        `The hosted tool "${tool.name}" needs the OpenAI Responses API. Choose the provider "OpenAI Responses", or remove the tool from the agent.`,
        'bad_request',
      );
    }
    tools.push({ type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters, strict: tool.strict } });
  }
  for (const handoff of request.handoffs) {
    tools.push({
      type: 'function',
      function: { name: handoff.toolName, description: handoff.toolDescription, parameters: handoff.inputJsonSchema, strict: handoff.strictJsonSchema },
    });
  }

  const params: ChatCompletionCreateParamsBase = { model, messages };
  if (tools.length > 0) params.tools = tools;
  const settings = request.modelSettings;
  if (settings.temperature !== undefined) params.temperature = settings.temperature;
  if (settings.topP !== undefined) params.top_p = settings.topP;
  if (settings.maxTokens !== undefined) params.max_tokens = settings.maxTokens;
  if (settings.toolChoice !== undefined && tools.length > 0) params.tool_choice = toToolChoice(settings.toolChoice);
  // OpenAI rejects parallel_tool_calls when no tools are sent.
  if (settings.parallelToolCalls !== undefined && tools.length > 0) params.parallel_tool_calls = settings.parallelToolCalls;
  if (request.outputSchema) {
    params.response_format = { type: 'json_schema', json_schema: { name: request.outputSchemaName ?? OUTPUT_SCHEMA_NAME, strict: true, schema: request.outputSchema } };
  }
  return params;
}

function toToolChoice(choice: string): ChatCompletionToolChoiceOption {
  if (choice === 'auto' || choice === 'required' || choice === 'none') return choice;
  return { type: 'function', function: { name: choice } };
}

export function toChatMessages(items: ProtocolItem[]): ChatCompletionMessageParam[] {
  const messages: ChatCompletionMessageParam[] = [];
  // The assistant message that function calls attach to, while no other message came between.
  let open: ChatCompletionAssistantMessageParam | null = null;
  for (const item of items) {
    if (item.type === 'message') {
      if (item.role === 'assistant') {
        const text = item.content.map((part) => (part.type === 'output_text' ? part.text : '')).join('');
        const refusal = item.content.map((part) => (part.type === 'refusal' ? part.refusal : '')).join('');
        open = { role: 'assistant', content: text };
        if (item.speaker !== undefined) open.name = item.speaker;
        if (refusal) open.refusal = refusal;
        messages.push(open);
      } else {
        open = null;
        messages.push(item.role === 'user' && item.speaker !== undefined ? { role: 'user', content: item.content, name: item.speaker } : { role: item.role, content: item.content });
      }
    } else if (item.type === 'function_call') {
      // a call said by another participant than the open message's starts a message of its own
      if (!open || (item.speaker !== undefined && item.speaker !== open.name)) {
        open = { role: 'assistant', content: null };
        if (item.speaker !== undefined) open.name = item.speaker;
        messages.push(open);
      }
      open.tool_calls = [...(open.tool_calls ?? []), { id: item.callId, type: 'function', function: { name: item.name, arguments: item.arguments } }];
    } else if (item.type === 'function_call_result') {
      open = null;
      messages.push({ role: 'tool', tool_call_id: item.callId, content: toolMessageContent(item) });
    }
    // Hosted MCP and computer items come only from the Responses API, which ran them; Chat Completions has no
    // way to send them back, so a conversation carried over to this provider leaves them out.
  }
  return messages;
}

/**
 * What a tool message can carry: Chat Completions takes only text there (a string or text parts),
 * so a structured output keeps its text parts, joined, and drops images and files; with no text
 * at all it says so, as both SDKs do (agents-openai 0.20.0 openaiChatCompletionsConverter.mjs
 * normalizeFunctionCallOutputForChat; openai-agents 0.22.0 models/chatcmpl_converter.py:826-849,
 * which sends the text parts as a list instead of one string).
 */
export const OMITTED_TOOL_OUTPUT = '[tool output omitted]';

/**
 * The run says what the conversion above left out, once per tool result: for the results the
 * model sees for the first time (those after its last output), one sentence each naming the tool
 * and what was not sent. The SDKs only log a warning; a person watching the run should not have
 * to read the console to learn that the model never saw the chart.
 */
export function omittedPartNotices(input: readonly ProtocolItem[]): string[] {
  let from = 0;
  input.forEach((item, i) => {
    if (item.type === 'function_call' || (item.type === 'message' && item.role === 'assistant')) from = i + 1;
  });
  const notices: string[] = [];
  for (const item of input.slice(from)) {
    if (item.type !== 'function_call_result' || !Array.isArray(item.output)) continue;
    const images = item.output.filter((part) => part.type === 'input_image').length;
    const files = item.output.filter((part) => part.type === 'input_file').length;
    if (images + files === 0) continue;
    const what = [images && `${images} ${images === 1 ? 'image' : 'images'}`, files && `${files} ${files === 1 ? 'file' : 'files'}`].filter(Boolean).join(' and ');
    const kept = item.output.some((part) => part.type === 'input_text') ? 'only its text was sent' : `"${OMITTED_TOOL_OUTPUT}" was sent in its place`;
    notices.push(`Not sent to the model: ${what} from ${item.name} (call ${item.callId}). Chat Completions takes only text in a tool message, so ${kept}. The OpenAI Responses provider sends images and files.`);
  }
  return notices;
}

/** Notices ride on providerData (ModelResponse.providerData.notices); the engine shows them. */
function withNotices(response: ModelResponse, notices: string[]): ModelResponse {
  return notices.length === 0 ? response : { ...response, providerData: { ...response.providerData, notices } };
}

function toolMessageContent(item: FunctionCallResultItem): string {
  if (!Array.isArray(item.output)) return item.output.text;
  return item.output.some((part) => part.type === 'input_text') ? toolResultText(item) : OMITTED_TOOL_OUTPUT;
}

export function fromChatCompletion(completion: ChatCompletion): ModelResponse {
  const message = completion.choices[0]?.message;
  const output: OutputItem[] = [];
  if (message) {
    const item = assistantItem(message.content ?? '', message.refusal ?? '', completion.id);
    if (item) output.push(item);
    for (const call of message.tool_calls ?? []) {
      if (call.type === 'function') output.push(functionCallItem(call));
    }
  }
  const response: ModelResponse = { output, usage: toUsage(completion.usage) };
  if (completion.id) response.responseId = completion.id;
  return response;
}

function assistantItem(text: string, refusal: string, id: string | undefined): AssistantMessageItem | null {
  if (!text && !refusal) return null;
  const item: AssistantMessageItem = { type: 'message', role: 'assistant', status: 'completed', content: [] };
  if (text) item.content.push({ type: 'output_text', text });
  if (refusal) item.content.push({ type: 'refusal', refusal });
  if (id) item.id = id;
  return item;
}

function functionCallItem(call: Pick<ChatCompletionMessageFunctionToolCall, 'id' | 'function'>): FunctionCallItem {
  return { type: 'function_call', callId: call.id, name: call.function.name, arguments: call.function.arguments || '{}', status: 'completed' };
}

function toUsage(usage: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null | undefined): Usage {
  if (!usage) return { ...emptyUsage(), requests: 1 };
  const inputTokens = usage.prompt_tokens ?? 0;
  const outputTokens = usage.completion_tokens ?? 0;
  return { requests: 1, inputTokens, outputTokens, totalTokens: usage.total_tokens ?? inputTokens + outputTokens };
}

/** Builds the final response from stream chunks: text, refusal, tool calls by index, usage. */
export class ChunkAccumulator {
  private id = '';
  private text = '';
  private refusal = '';
  private readonly calls = new Map<number, { id: string; name: string; arguments: string }>();
  private usage: ChatCompletionChunk['usage'] = null;

  /** Returns the text delta of this chunk, if any. */
  add(chunk: ChatCompletionChunk): string {
    if (chunk.id) this.id = chunk.id;
    if (chunk.usage) this.usage = chunk.usage;
    const delta = chunk.choices[0]?.delta;
    if (!delta) return '';
    if (delta.refusal) this.refusal += delta.refusal;
    for (const part of delta.tool_calls ?? []) {
      const index = this.indexOf(part);
      const call = this.calls.get(index) ?? { id: '', name: '', arguments: '' };
      if (part.id) call.id = part.id;
      if (part.function?.name) call.name += part.function.name;
      if (part.function?.arguments) call.arguments += part.function.arguments;
      this.calls.set(index, call);
    }
    if (delta.content) {
      this.text += delta.content;
      return delta.content;
    }
    return '';
  }

  /** Servers that omit `index` send each call whole, or its id first: a new id is a new call. */
  private indexOf(part: { index?: number; id?: string }): number {
    if (typeof part.index === 'number') return part.index;
    const last = this.calls.size - 1;
    if (last < 0 || (part.id && this.calls.get(last)?.id && this.calls.get(last)?.id !== part.id)) return this.calls.size;
    return last;
  }

  response(): ModelResponse {
    const output: OutputItem[] = [];
    const item = assistantItem(this.text, this.refusal, this.id);
    if (item) output.push(item);
    const ordered = [...this.calls.entries()].sort(([a], [b]) => a - b);
    for (const [, call] of ordered) output.push(functionCallItem({ id: call.id, function: { name: call.name, arguments: call.arguments } }));
    const response: ModelResponse = { output, usage: toUsage(this.usage) };
    if (this.id) response.responseId = this.id;
    return response;
  }
}
