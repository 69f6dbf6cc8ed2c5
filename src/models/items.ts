/**
 * Conversation items: the model-visible protocol, shaped like `@openai/agents-core`'s protocol
 * items so that requests can be compared with the real SDK item for item. Providers translate
 * them to Chat Completions messages or Responses input.
 */

export interface UserMessageItem {
  type: 'message';
  role: 'user';
  content: string;
  /** the participant who said it, sent as Chat Completions `name` (AG2 group chats) */
  speaker?: string;
}

export interface SystemMessageItem {
  type: 'message';
  role: 'system';
  content: string;
}

export interface OutputText {
  type: 'output_text';
  text: string;
}

export interface Refusal {
  type: 'refusal';
  refusal: string;
}

export interface AssistantMessageItem {
  type: 'message';
  role: 'assistant';
  status: 'completed' | 'in_progress' | 'incomplete';
  content: Array<OutputText | Refusal>;
  id?: string;
  /** the participant who said it, sent as Chat Completions `name` (AG2 group chats) */
  speaker?: string;
}

export interface FunctionCallItem {
  type: 'function_call';
  callId: string;
  name: string;
  /** raw JSON string, exactly as the model produced it */
  arguments: string;
  status: 'completed';
  id?: string;
  /** the participant whose message carries the call (a new Chat Completions message when it changes) */
  speaker?: string;
}

/**
 * Parts of a structured tool output (a tool that returned text/image/file objects). The
 * canonical fields are agents-core's (`image`: URL/data URL or `{ id }`; `file`: data/URL or
 * `{ id }`/`{ url }`); the explicit ones (`imageUrl`, `fileId`, `fileData`, `fileUrl`) carry the
 * Python SDK's fields one for one (a Python tool may give several at once). Providers read both,
 * as @openai/agents-openai's converter does. See docs/SEMANTICS.md §2.5.
 */
export interface InputTextPart {
  type: 'input_text';
  text: string;
}

export interface InputImagePart {
  type: 'input_image';
  image?: string | { id: string };
  imageUrl?: string;
  fileId?: string;
  detail?: string;
}

export interface InputFilePart {
  type: 'input_file';
  file?: string | { id: string } | { url: string };
  fileData?: string;
  fileUrl?: string;
  fileId?: string;
  filename?: string;
}

export type ToolOutputPart = InputTextPart | InputImagePart | InputFilePart;

export interface TextToolOutput {
  type: 'text';
  text: string;
}

export interface FunctionCallResultItem {
  type: 'function_call_result';
  callId: string;
  name: string;
  status: 'completed';
  /** text, or the parts of a structured tool output */
  output: TextToolOutput | ToolOutputPart[];
}

/**
 * A hosted MCP item of the Responses API: the provider lists and calls the server's tools itself
 * and asks for approvals; the runner answers with `mcp_approval_response`. Shaped as agents-core's
 * `hosted_tool_call` (node_modules/@openai/agents-openai/dist/openaiResponsesConverter.mjs:1429-1478):
 * `providerData` is the API item as sent (snake_case, without a call's `output`), sent back as is.
 */
export interface HostedMcpItem {
  type: 'hosted_tool_call';
  name: 'mcp_list_tools' | 'mcp_call' | 'mcp_approval_request' | 'mcp_approval_response';
  id?: string;
  status: 'completed' | 'in_progress';
  /** an mcp_call's result text, kept out of providerData as the SDK does */
  output?: string;
  providerData: Record<string, unknown>;
}

/**
 * A hosted tool call the provider ran inside its response (file search, web search, code
 * interpreter), kept as agents-core keeps it (openaiResponsesConverter.mjs:1243-1266): `name` is
 * the API item's type and `providerData` the API item without its status (with `queries` and
 * `results` of a file search, the `action` of a web search, the `code` and `outputs` of the code
 * interpreter). Sent back as the API item (openaiResponsesConverter.mjs:1000-1048).
 */
export interface HostedToolCallItem {
  type: 'hosted_tool_call';
  name: HostedToolCallName;
  id?: string;
  /** the API's status: completed, in_progress, searching, interpreting, incomplete or failed */
  status: string;
  providerData: Record<string, unknown>;
  /**
   * Made up offline by the simulator: no provider ran this tool (docs/HOSTED-TOOLS.md). The
   * transcript and the generation span show it as simulated, and the Responses provider does not
   * send it to the API, which never ran it.
   */
  simulated?: true;
}

export const HOSTED_TOOL_CALL_NAMES = ['file_search_call', 'web_search_call', 'code_interpreter_call'] as const;
export type HostedToolCallName = (typeof HOSTED_TOOL_CALL_NAMES)[number];

export type HostedItem = HostedMcpItem | HostedToolCallItem;

export type ProtocolItem =
  | UserMessageItem
  | SystemMessageItem
  | AssistantMessageItem
  | FunctionCallItem
  | FunctionCallResultItem
  | HostedItem;

/** Items a model may produce in one response. */
export type OutputItem = AssistantMessageItem | FunctionCallItem | HostedItem;

export function isHostedMcpItem(item: ProtocolItem): item is HostedMcpItem {
  return item.type === 'hosted_tool_call' && item.name.startsWith('mcp_');
}

export function isHostedToolCallItem(item: ProtocolItem): item is HostedToolCallItem {
  return item.type === 'hosted_tool_call' && (HOSTED_TOOL_CALL_NAMES as readonly string[]).includes(item.name);
}

export function userMessage(content: string): UserMessageItem {
  return { type: 'message', role: 'user', content };
}

export function assistantMessage(text: string, id?: string): AssistantMessageItem {
  const item: AssistantMessageItem = { type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text }] };
  if (id !== undefined) item.id = id;
  return item;
}

export function functionCall(name: string, args: string | object, callId: string): FunctionCallItem {
  return { type: 'function_call', callId, name, arguments: typeof args === 'string' ? args : JSON.stringify(args), status: 'completed' };
}

export function functionCallResult(call: Pick<FunctionCallItem, 'callId' | 'name'>, output: string | ToolOutputPart[]): FunctionCallResultItem {
  return { type: 'function_call_result', callId: call.callId, name: call.name, status: 'completed', output: typeof output === 'string' ? { type: 'text', text: output } : output };
}

/**
 * The text of a tool result: the text output, or the text parts of a structured one joined (what
 * Chat Completions can carry in a tool message). Images and files have no text.
 */
export function toolResultText(item: FunctionCallResultItem): string {
  const { output } = item;
  if (!Array.isArray(output)) return output.text;
  return output.map((part) => (part.type === 'input_text' ? part.text : '')).join('');
}

/**
 * A tool result in words, for the simulator, play cards and logs: the text, or a structured
 * output's parts in order (an image as "[image]", a file as "[file name]").
 */
export function describeToolResult(item: FunctionCallResultItem): string {
  const { output } = item;
  return Array.isArray(output) ? describeToolOutputParts(output) : output.text;
}

export function describeToolOutputParts(parts: ToolOutputPart[]): string {
  return parts
    .map((part) => {
      if (part.type === 'input_text') return part.text;
      if (part.type === 'input_image') return '[image]';
      return part.filename ? `[file ${part.filename}]` : '[file]';
    })
    .join(' ');
}

/** Text of an assistant message (all output_text parts, in order). */
export function messageText(item: AssistantMessageItem): string {
  return item.content.map((part) => (part.type === 'output_text' ? part.text : '')).join('');
}

/** One line saying what a hosted MCP item is (transcripts, play cards). */
export function hostedMcpSummary(item: HostedMcpItem): string {
  const data = item.providerData;
  const label = typeof data.server_label === 'string' ? data.server_label : 'MCP';
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  switch (item.name) {
    case 'mcp_list_tools': {
      const tools = Array.isArray(data.tools) ? data.tools.map((t) => str((t as { name?: unknown }).name)).filter(Boolean) : [];
      return `${label} listed ${tools.length} tool${tools.length === 1 ? '' : 's'}${tools.length ? `: ${tools.join(', ')}` : ''}`;
    }
    case 'mcp_call':
      return `${label}.${str(data.name)}(${str(data.arguments)})${data.error ? ` failed: ${str(data.error)}` : item.output !== undefined ? ` returned ${item.output}` : ''}`;
    case 'mcp_approval_request':
      return `${label} asks to run ${str(data.name)}(${str(data.arguments)})`;
    case 'mcp_approval_response':
      return `${data.approve === true ? 'approved' : 'rejected'} ${str(data.approval_request_id)}${data.reason ? `: ${str(data.reason)}` : ''}`;
  }
}

/** The search results of a file_search_call (present when the request asked for them). */
export interface FileSearchResult {
  file_id: string;
  filename: string;
  score: number;
  text: string;
  attributes?: Record<string, unknown>;
}

/** One line saying what a hosted tool call did (transcripts, play cards, the CLI). */
export function hostedToolCallSummary(item: HostedToolCallItem): string {
  const data = item.providerData;
  const simulated = item.simulated ? ' (simulated)' : '';
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  switch (item.name) {
    case 'file_search_call': {
      const queries = Array.isArray(data.queries) ? data.queries.map(str).filter(Boolean) : [];
      const results = Array.isArray(data.results) ? (data.results as Array<Partial<FileSearchResult>>) : null;
      const found = results === null ? '' : `: ${results.length} result${results.length === 1 ? '' : 's'}${results.length ? ` (${[...new Set(results.map((r) => str(r.filename)))].join(', ')})` : ''}`;
      return `file search${simulated} ${queries.map((q) => `"${q}"`).join(', ')}${found}`;
    }
    case 'web_search_call': {
      const action = (data.action ?? {}) as { type?: unknown; query?: unknown; url?: unknown };
      const what = str(action.query) ? `"${str(action.query)}"` : str(action.url);
      return `web search${simulated}${action.type && action.type !== 'search' ? ` ${str(action.type)}` : ''} ${what}`.trimEnd();
    }
    case 'code_interpreter_call': {
      const code = str(data.code);
      const logs = Array.isArray(data.outputs) ? data.outputs.flatMap((o) => (o && typeof o === 'object' && (o as { type?: unknown }).type === 'logs' ? [str((o as { logs?: unknown }).logs)] : [])).join('\n') : '';
      const lines = code === '' ? 0 : code.split('\n').length;
      return `code interpreter${simulated} ran ${lines} line${lines === 1 ? '' : 's'}${logs ? `: ${logs}` : ''}`;
    }
  }
}

/** One line for any hosted item: an MCP item or a hosted tool call. */
export function hostedItemSummary(item: HostedItem): string {
  return isHostedToolCallItem(item) ? hostedToolCallSummary(item) : hostedMcpSummary(item as HostedMcpItem);
}
