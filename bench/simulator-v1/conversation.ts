/**
 * What the simulator reads from a request: the user's last message and what happened since
 * (tool calls, their results, transfers), so it can avoid repeating itself and can talk about
 * results.
 */
import { toolResultText, type FunctionCallItem, type FunctionCallResultItem, type ProtocolItem } from '../../src/models/items.ts';
import type { ModelRequest } from '../../src/models/model.ts';
import { asksForMore, isSimulatorText } from './voice.ts';

export interface Conversation {
  /** the last user message that is not a simulator reply relayed by a group chat ('' if none) */
  lastUser: string;
  /** what the request is about: the last user message, joined to the one before it when the
   * agent's reply in between asked for more (a follow-up answers that question) */
  topic: string;
  /** every user message, oldest first */
  userMessages: string[];
  /** function calls made since the last user message */
  callsSince: FunctionCallItem[];
  /** results since the last user message of this agent's own tools (not transfers) */
  toolResultsSince: FunctionCallResultItem[];
  /** group chats: other agents' replies (relayed as user messages) after this agent's last own
   * call since the request; 0 when it made none */
  relayedAfterLastCall: number;
  /** transfers since the last user message (calls of transfer tools, ours or earlier agents') */
  transfersSince: number;
  /** the last item, when it is a tool result */
  lastResult: FunctionCallResultItem | null;
  /** texts where an identifier may be found, most relevant first: results since the request, the
   * request, then earlier results and user messages, newest first */
  idSources: string[];
}

export function readConversation(request: ModelRequest): Conversation {
  const items: ProtocolItem[] = request.input;
  let lastUserIndex = -1;
  let lastAnyUserIndex = -1;
  const userMessages: string[] = [];
  items.forEach((item, index) => {
    if (item.type === 'message' && item.role === 'user') {
      lastAnyUserIndex = index;
      if (!isSimulatorText(item.content)) lastUserIndex = index;
      userMessages.push(item.content);
    }
  });
  if (lastUserIndex < 0) lastUserIndex = lastAnyUserIndex;
  const since = items.slice(lastUserIndex + 1);
  const toolNames = new Set(request.tools.flatMap((tool) => (tool.type === 'function' ? [tool.name] : [])));
  const handoffNames = new Set(request.handoffs.map((h) => h.toolName));
  const callsSince = since.filter((item): item is FunctionCallItem => item.type === 'function_call');
  const last = items.at(-1);
  const isReport = (item: ProtocolItem): item is FunctionCallResultItem =>
    // Transfer results ({"assistant": "Sales Agent"}) are routing, not something to report.
    item.type === 'function_call_result' && !handoffNames.has(item.name) && !item.name.startsWith('transfer_');
  const lastUserItem = items[lastUserIndex];
  const requestText = lastUserItem?.type === 'message' && lastUserItem.role === 'user' ? lastUserItem.content : '';
  const before = items.slice(0, Math.max(lastUserIndex, 0)).reverse();
  const idSources = [
    ...since.filter(isReport).map((r) => toolResultText(r)).reverse(),
    requestText,
    ...before.flatMap((item) => (isReport(item) ? [toolResultText(item)] : item.type === 'message' && item.role === 'user' && !isSimulatorText(item.content) ? [item.content] : [])),
  ];
  // Only this agent's own calls: a group chat also shows other agents' tool calls.
  const lastCallIndex = since.findLastIndex((item) => item.type === 'function_call' && (toolNames.has(item.name) || handoffNames.has(item.name)));
  const relayedAfterLastCall = lastCallIndex < 0 ? 0 : since.slice(lastCallIndex + 1).filter((item) => item.type === 'message' && item.role === 'user' && isSimulatorText(item.content)).length;
  let topic = requestText;
  const previous = items[lastUserIndex - 1];
  if (previous?.type === 'message' && previous.role === 'assistant' && asksForMore(previous.content.map((p) => (p.type === 'output_text' ? p.text : '')).join(''))) {
    const earlier = items.slice(0, lastUserIndex - 1).findLast((item) => item.type === 'message' && item.role === 'user' && !isSimulatorText(item.content));
    if (earlier?.type === 'message') topic = `${earlier.content}\n${requestText}`;
  }
  return {
    lastUser: requestText,
    topic,
    relayedAfterLastCall,
    userMessages,
    callsSince,
    toolResultsSince: since.filter(isReport).filter((item) => toolNames.has(item.name)),
    transfersSince: callsSince.filter((call) => handoffNames.has(call.name) || call.name.startsWith('transfer_to_')).length,
    lastResult: last?.type === 'function_call_result' ? last : null,
    idSources,
  };
}
