/**
 * OpenAI Responses API provider (api.openai.com, or any server that implements /v1/responses).
 * Protocol items map almost one to one: messages, `function_call` and `function_call_output`;
 * the agent's instructions travel as `instructions`, a structured output as `text.format`.
 * Hosted tools (web search, file search, code interpreter, MCP) are passed through here: this is
 * the provider that can execute them.
 */
import type {
  FunctionTool,
  Response,
  ResponseCodeInterpreterToolCall,
  ResponseCreateParamsBase,
  ResponseFileSearchToolCall,
  ResponseFunctionWebSearch,
  ResponseFunctionCallOutputItem,
  ResponseIncludable,
  ResponseInputItem,
  ResponseOutputItem,
  ResponseStreamEvent,
  ResponseUsage,
  Tool,
  ToolChoiceFunction,
  ToolChoiceOptions,
} from 'openai/resources/responses/responses';
import type { Stream } from 'openai/streaming';
import {
  emptyUsage,
  ModelProviderError,
  type HostedToolDefinition,
  type Model,
  type ModelProvider,
  type ModelRequest,
  type ModelResponse,
  type ModelStreamEvent,
  type Usage,
} from './model.ts';
import { isHostedToolCallItem, type AssistantMessageItem, type HostedMcpItem, type HostedToolCallItem, type OutputItem, type ProtocolItem, type ToolOutputPart } from './items.ts';
import { createOpenAIClient, type OpenAIConnection } from './openaiClient.ts';
import { computerCallInput, computerCallOutput, computerResultInput, computerTool } from './openaiResponsesComputer.ts';
import { toProviderError } from './providerError.ts';
import { abortError } from './abortError.ts';
import { DEFAULT_IDLE_TIMEOUT_MS, withIdleTimeout } from './idleTimeout.ts';
import { OUTPUT_SCHEMA_NAME } from './outputSchemaName.ts';

export const OPENAI_RESPONSES_PROVIDER = 'openai-responses';

export function createOpenAIResponsesProvider(connection: OpenAIConnection): ModelProvider {
  return { getModel: (modelName) => createOpenAIResponsesModel(connection, modelName) };
}

/** `modelName` is used when a request leaves `model` empty. */
export function createOpenAIResponsesModel(connection: OpenAIConnection, modelName = ''): Model {
  const client = () => createOpenAIClient(connection);
  return {
    provider: OPENAI_RESPONSES_PROVIDER,
    async getResponse(request) {
      const params = toResponsesParams(request, modelName);
      try {
        const response = await client().responses.create({ ...params, stream: false }, { signal: request.signal });
        return fromResponse(response);
      } catch (error) {
        throw toProviderError(error, connection);
      }
    },
    async *getStreamedResponse(request): AsyncIterable<ModelStreamEvent> {
      const params = toResponsesParams(request, modelName);
      const idle = new AbortController();
      const signal = request.signal ? AbortSignal.any([request.signal, idle.signal]) : idle.signal;
      let stream: Stream<ResponseStreamEvent>;
      try {
        stream = await client().responses.create({ ...params, stream: true }, { signal });
      } catch (error) {
        throw toProviderError(error, connection);
      }
      yield { type: 'response_started' };
      let final: Response | null = null;
      // Kept in case a compatible server ends the stream without response.completed.
      const doneItems: ResponseOutputItem[] = [];
      try {
        for await (const event of withIdleTimeout(stream, connection.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS, () => idle.abort())) {
          if (event.type === 'response.output_text.delta') {
            if (event.delta) yield { type: 'output_text_delta', delta: event.delta };
          } else if (event.type === 'response.output_item.done') {
            doneItems.push(event.item);
          } else if (event.type === 'response.completed' || event.type === 'response.incomplete') {
            final = event.response;
          } else if (event.type === 'response.failed') {
            const said = event.response.error?.message ?? 'no reason given';
            throw new ModelProviderError(`The model server failed the response: ${said}`, 'server');
          } else if (event.type === 'error') {
            throw new ModelProviderError(`The model server reported an error: ${event.message}`, 'server');
          }
        }
      } catch (error) {
        throw toProviderError(error, connection);
      }
      if (request.signal?.aborted) throw abortError();
      const response = final ? fromResponse(final) : { output: toOutputItems(doneItems), usage: { ...emptyUsage(), requests: 1 } };
      yield { type: 'response_done', response };
    },
  };
}

export function toResponsesParams(request: ModelRequest, fallbackModel = ''): ResponseCreateParamsBase {
  const model = request.model || fallbackModel;
  if (!model) throw new ModelProviderError('No model name was given. Choose a model in Model settings.', 'bad_request');
  const tools: Tool[] = [];
  const include = new Set<ResponseIncludable>();
  for (const tool of request.tools) {
    if (tool.type === 'hosted_tool') {
      const hosted = hostedTool(tool);
      tools.push(hosted.tool);
      if (hosted.include) include.add(hosted.include);
    } else if (tool.type === 'computer') tools.push(computerTool(tool, model));
    else tools.push({ type: 'function', name: tool.name, description: tool.description, parameters: tool.parameters, strict: tool.strict } satisfies FunctionTool);
  }
  for (const handoff of request.handoffs) {
    tools.push({ type: 'function', name: handoff.toolName, description: handoff.toolDescription, parameters: handoff.inputJsonSchema, strict: handoff.strictJsonSchema });
  }
  const params: ResponseCreateParamsBase = { model, input: toResponsesInput(request.input) };
  if (request.systemInstructions) params.instructions = request.systemInstructions;
  if (tools.length > 0) params.tools = tools;
  if (include.size > 0) params.include = [...include];
  const settings = request.modelSettings;
  if (settings.temperature !== undefined) params.temperature = settings.temperature;
  if (settings.topP !== undefined) params.top_p = settings.topP;
  if (settings.maxTokens !== undefined) params.max_output_tokens = settings.maxTokens;
  if (settings.toolChoice !== undefined && tools.length > 0) params.tool_choice = toToolChoice(settings.toolChoice);
  if (settings.parallelToolCalls !== undefined && tools.length > 0) params.parallel_tool_calls = settings.parallelToolCalls;
  if (request.outputSchema) {
    params.text = { format: { type: 'json_schema', name: request.outputSchemaName ?? OUTPUT_SCHEMA_NAME, strict: true, schema: request.outputSchema } };
  }
  return params;
}

/**
 * A hosted tool as the API takes it. providerData carries the tool's own configuration (vector
 * store ids, server URL, …), written in the graph as camelCase or snake_case; the API wants
 * snake_case and no nulls. Two settings are not tool fields but ask for more in the response, as
 * both SDKs turn them into `include` (agents-openai openaiResponsesModel.mjs:703-730, Python
 * models/openai_responses.py:2235-2238): a file search's `include_search_results`
 * (`file_search_call.results`) and the code interpreter's `include_outputs` (JS only,
 * `code_interpreter_call.outputs`).
 */
function hostedTool(tool: HostedToolDefinition): { tool: Tool; include: ResponseIncludable | null } {
  const config: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tool.providerData)) {
    if (value !== null && value !== undefined) config[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  }
  const { include_search_results: searchResults, include_outputs: outputs, ...fields } = config;
  if (tool.name === 'code_interpreter') {
    return { tool: { type: 'code_interpreter', container: { type: 'auto' }, ...fields } as Tool, include: outputs === true ? 'code_interpreter_call.outputs' : null };
  }
  // Both SDKs always send the store ids (a required argument) and the search context size ('medium'
  // unless set: agents-openai tools.mjs:32, Python tool.py:810).
  if (tool.name === 'file_search') return { tool: { type: 'file_search', vector_store_ids: [], ...fields } as Tool, include: searchResults === true ? 'file_search_call.results' : null };
  if (tool.name === 'web_search') return { tool: { type: 'web_search', search_context_size: 'medium', ...fields } as Tool, include: null };
  return { tool: { type: tool.name, ...config } as Tool, include: null };
}

function toToolChoice(choice: string): ToolChoiceOptions | ToolChoiceFunction {
  if (choice === 'auto' || choice === 'required' || choice === 'none') return choice;
  return { type: 'function', name: choice };
}

export function toResponsesInput(items: ProtocolItem[]): ResponseInputItem[] {
  // A simulated hosted call never ran on the API, which would not know its id; the assistant
  // message that follows it carries what it found.
  return items.filter((item) => !(isHostedToolCallItem(item) && item.simulated)).map((item): ResponseInputItem => {
    if (item.type === 'function_call') {
      return { type: 'function_call', call_id: item.callId, name: item.name, arguments: item.arguments };
    }
    if (item.type === 'function_call_result') {
      const { output } = item;
      return { type: 'function_call_output', call_id: item.callId, output: Array.isArray(output) ? output.map(toOutputPart) : output.text };
    }
    if (item.type === 'hosted_tool_call') return isHostedToolCallItem(item) ? hostedToolCallInput(item) : hostedMcpInput(item);
    if (item.type === 'computer_call') return computerCallInput(item);
    if (item.type === 'computer_call_result') return computerResultInput(item);
    if (item.role === 'assistant') {
      // No ids: an id made by another provider (or the simulator) would be rejected by the API.
      const text = item.content.map((part) => (part.type === 'output_text' ? part.text : part.refusal)).join('');
      return { type: 'message', role: 'assistant', content: text };
    }
    return { type: 'message', role: item.role, content: item.content };
  });
}

/**
 * A structured tool output part in the Responses wire format, as @openai/agents-openai 0.20.0
 * writes it (dist/openaiResponsesConverter.mjs convertStructuredOutputToRequestItem): a string
 * `image` is an image_url, `{ id }` a file_id; a string `file` is file_data when it is a data URL
 * or bare base64, else file_url. The explicit fields (the Python SDK's) are forwarded as they are.
 */
export function toOutputPart(part: ToolOutputPart): ResponseFunctionCallOutputItem {
  if (part.type === 'input_text') return { type: 'input_text', text: part.text };
  if (part.type === 'input_image') {
    const out: Extract<ResponseFunctionCallOutputItem, { type: 'input_image' }> = { type: 'input_image' };
    const image = part.image ?? part.imageUrl;
    if (typeof image === 'string') out.image_url = image;
    else if (image) out.file_id = image.id;
    if (part.fileId !== undefined) out.file_id = part.fileId;
    if (part.detail) out.detail = part.detail as 'low' | 'high' | 'auto';
    return out;
  }
  const out: Extract<ResponseFunctionCallOutputItem, { type: 'input_file' }> = { type: 'input_file' };
  const { file } = part;
  if (typeof file === 'string') {
    const value = file.trim();
    if (value.startsWith('data:')) out.file_data = value;
    else if (value.startsWith('http://') || value.startsWith('https://')) out.file_url = value;
    else if (/^[A-Za-z0-9+/=]+$/.test(value)) out.file_data = value;
    else out.file_url = value;
  } else if (file && 'id' in file) out.file_id = file.id;
  else if (file) out.file_url = file.url;
  if (part.fileData !== undefined) out.file_data = part.fileData;
  if (part.fileUrl !== undefined) out.file_url = part.fileUrl;
  if (part.fileId !== undefined) out.file_id = part.fileId;
  if (part.filename) out.filename = part.filename;
  return out;
}

export function fromResponse(response: Response): ModelResponse {
  const result: ModelResponse = { output: toOutputItems(response.output ?? []), usage: toUsage(response.usage) };
  if (response.id) result.responseId = response.id;
  return result;
}

function toOutputItems(items: ResponseOutputItem[]): OutputItem[] {
  const output: OutputItem[] = [];
  for (const item of items) {
    if (item.type === 'message') {
      const message: AssistantMessageItem = { type: 'message', role: 'assistant', status: item.status ?? 'completed', content: [] };
      for (const part of item.content) {
        if (part.type === 'output_text') message.content.push({ type: 'output_text', text: part.text });
        else if (part.type === 'refusal') message.content.push({ type: 'refusal', refusal: part.refusal });
      }
      if (item.id) message.id = item.id;
      output.push(message);
    } else if (item.type === 'function_call') {
      // kept as sent, "" too: both SDKs replay the item as it came (Python items.py model_dump,
      // JS openaiResponsesModel.mjs:1271-1279); the tool still runs with {} (toolCall.ts)
      const call: OutputItem = { type: 'function_call', callId: item.call_id, name: item.name, arguments: item.arguments, status: 'completed' };
      if (item.id) call.id = item.id;
      output.push(call);
    }
    else if (item.type === 'mcp_list_tools' || item.type === 'mcp_call' || item.type === 'mcp_approval_request') {
      output.push(hostedMcpOutput(item));
    } else if (item.type === 'file_search_call' || item.type === 'web_search_call' || item.type === 'code_interpreter_call') {
      output.push(hostedToolCallOutput(item));
    }
    else if (item.type === 'computer_call') output.push(computerCallOutput(item));
    // Other items (reasoning, image generation, …) are not kept: nothing in the engine reads them.
  }
  return output;
}

type McpOutputItem = ResponseOutputItem.McpListTools | ResponseOutputItem.McpCall | ResponseOutputItem.McpApprovalRequest;

/**
 * A hosted MCP output item as agents-core keeps it (openaiResponsesConverter.mjs:1429-1478): the
 * whole API item as providerData, except a call's output (kept once, beside it).
 */
function hostedMcpOutput(item: McpOutputItem): HostedMcpItem {
  const { output, ...providerData } = item as McpOutputItem & { output?: string | null };
  const result: HostedMcpItem = { type: 'hosted_tool_call', name: item.type, status: 'completed', providerData: providerData as Record<string, unknown> };
  if (item.id) result.id = item.id;
  if (typeof output === 'string') result.output = output;
  return result;
}

type HostedCallOutputItem = ResponseFileSearchToolCall | ResponseFunctionWebSearch | ResponseCodeInterpreterToolCall;

/**
 * A hosted tool call the server ran, as agents-core keeps it (openaiResponsesConverter.mjs:1243-1266):
 * the status beside it, the rest of the API item (type and id included) as providerData. Nothing
 * runs in the engine: the server already ran it, and its findings reach the model from there.
 */
function hostedToolCallOutput(item: HostedCallOutputItem): HostedToolCallItem {
  const { status, ...providerData } = item;
  const result: HostedToolCallItem = { type: 'hosted_tool_call', name: item.type, status: String(status ?? 'completed'), providerData: providerData as Record<string, unknown> };
  if (item.id) result.id = item.id;
  return result;
}

/** Sent back as the API item, its fields first and type/id/status on top (openaiResponsesConverter.mjs:1000-1048). */
function hostedToolCallInput(item: HostedToolCallItem): ResponseInputItem {
  const entry: Record<string, unknown> = { ...item.providerData, type: item.name, status: item.status };
  const id = item.id ?? item.providerData.id;
  if (id !== undefined) entry.id = id;
  if (item.name === 'file_search_call' && entry.queries === undefined) entry.queries = [];
  if (item.name === 'code_interpreter_call') {
    if (entry.code === undefined) entry.code = '';
    if (entry.outputs === undefined) entry.outputs = [];
  }
  return entry as unknown as ResponseInputItem;
}

/**
 * Sent back as the API item (openaiResponsesConverter.mjs:1066-1121): providerData as is, with the
 * type, and for an approval response exactly approve / approval_request_id / reason.
 */
function hostedMcpInput(item: HostedMcpItem): ResponseInputItem {
  const data = item.providerData;
  if (item.name === 'mcp_approval_response') {
    const response: ResponseInputItem.McpApprovalResponse = { type: 'mcp_approval_response', approve: data.approve === true, approval_request_id: String(data.approval_request_id ?? '') };
    if (typeof data.reason === 'string') response.reason = data.reason;
    return response;
  }
  return { ...data, type: item.name } as unknown as ResponseInputItem;
}

function toUsage(usage: ResponseUsage | null | undefined): Usage {
  if (!usage) return { ...emptyUsage(), requests: 1 };
  return { requests: 1, inputTokens: usage.input_tokens ?? 0, outputTokens: usage.output_tokens ?? 0, totalTokens: usage.total_tokens ?? 0 };
}
