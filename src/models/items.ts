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

export interface FunctionCallResultItem {
  type: 'function_call_result';
  callId: string;
  name: string;
  status: 'completed';
  output: { type: 'text'; text: string };
}

export type ProtocolItem =
  | UserMessageItem
  | SystemMessageItem
  | AssistantMessageItem
  | FunctionCallItem
  | FunctionCallResultItem;

/** Items a model may produce in one response. */
export type OutputItem = AssistantMessageItem | FunctionCallItem;

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

export function functionCallResult(call: Pick<FunctionCallItem, 'callId' | 'name'>, text: string): FunctionCallResultItem {
  return { type: 'function_call_result', callId: call.callId, name: call.name, status: 'completed', output: { type: 'text', text } };
}

/** Text of an assistant message (all output_text parts, in order). */
export function messageText(item: AssistantMessageItem): string {
  return item.content.map((part) => (part.type === 'output_text' ? part.text : '')).join('');
}
