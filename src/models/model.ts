/**
 * The model boundary. The engine talks to every provider (OpenAI Chat Completions, OpenAI
 * Responses, any compatible base URL, the offline simulator, scripted turns) through this.
 */
import type { ModelSettings, JsonSchema } from '../graph/schema.ts';
import type { OutputItem, ProtocolItem } from './items.ts';

/** A function tool as the model sees it (Agents SDK SerializedFunctionTool). */
export interface FunctionToolDefinition {
  type: 'function';
  name: string;
  description: string;
  parameters: JsonSchema;
  strict: boolean;
}

/** A hosted tool, declared; only providers that support it execute it. */
export interface HostedToolDefinition {
  type: 'hosted_tool';
  name: 'file_search' | 'web_search' | 'code_interpreter' | 'mcp';
  providerData: Record<string, unknown>;
}

/**
 * The computer tool as declared to the model (agents-core SerializedComputerTool): the provider
 * sends the GA `{ type: 'computer' }`, or for computer-use-preview models the preview tool with
 * environment and display size (agents-openai openaiResponsesModel.mjs:622-642).
 */
export interface ComputerToolDefinition {
  type: 'computer';
  name: 'computer_use_preview';
  environment: 'browser' | 'mac' | 'windows' | 'ubuntu' | 'linux';
  dimensions: [number, number];
}

/** A transfer tool (Agents SDK SerializedHandoff). */
export interface HandoffToolDefinition {
  toolName: string;
  toolDescription: string;
  inputJsonSchema: JsonSchema;
  strictJsonSchema: boolean;
}

export interface ModelRequest {
  /** model name, e.g. gpt-4.1-mini */
  model: string;
  systemInstructions: string | undefined;
  input: ProtocolItem[];
  tools: Array<FunctionToolDefinition | HostedToolDefinition | ComputerToolDefinition>;
  handoffs: HandoffToolDefinition[];
  modelSettings: ModelSettings;
  /** JSON Schema for a structured final output, or null for text */
  outputSchema: JsonSchema | null;
  /** the name the output schema is sent under (default 'output', the JS SDK's; Python sends 'final_output') */
  outputSchemaName?: string;
  signal?: AbortSignal;
}

export interface Usage {
  requests: number;
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
}

export interface ModelResponse {
  output: OutputItem[];
  usage: Usage;
  responseId?: string;
  /**
   * provider facts worth showing (e.g. { simulator: true, rationale: "..." }); `notices: string[]`
   * says, in words, what the provider could not send as asked (providerNotices.ts; the run shows
   * each in the transcript and on the generation span)
   */
  providerData?: Record<string, unknown>;
}


export type ModelStreamEvent =
  | { type: 'response_started' }
  | { type: 'output_text_delta'; delta: string }
  | { type: 'response_done'; response: ModelResponse };

export interface Model {
  /** provider id, e.g. "simulator", "openai-chat" */
  readonly provider: string;
  getResponse(request: ModelRequest): Promise<ModelResponse>;
  /** Streams deltas, then ends with exactly one response_done. */
  getStreamedResponse(request: ModelRequest): AsyncIterable<ModelStreamEvent>;
}

export interface ModelProvider {
  getModel(modelName: string): Model;
}

export function emptyUsage(): Usage {
  return { requests: 0, inputTokens: 0, outputTokens: 0, totalTokens: 0 };
}

/** Thrown by providers with a message that tells the user what to do (shown as-is in the UI). */
export class ModelProviderError extends Error {
  readonly status: number | null;
  readonly kind: 'auth' | 'rate_limit' | 'network' | 'cors' | 'bad_request' | 'server' | 'aborted' | 'other';
  /** how long the server asked us to wait before trying again (Retry-After), when it said */
  readonly retryAfterMs: number | null;
  constructor(message: string, kind: ModelProviderError['kind'], status: number | null = null, retryAfterMs: number | null = null) {
    super(message);
    this.name = 'ModelProviderError';
    this.kind = kind;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}
