/**
 * What the simulator reads from a request's items: the human's latest message (in a group chat
 * other agents' replies arrive as user messages; the simulator recognises its own and skips them),
 * the earlier messages of the same request (when the agent's reply before asked for more), tool
 * results, the calls and transfers made since, and the agents that already held this request.
 */
import { describeToolResult, messageText, type FunctionCallItem, type ProtocolItem } from '../items.ts';
import type { ModelRequest } from '../model.ts';
import { asksForMore, isSimulatorText, offered, ONLY_ONE } from './voice.ts';
import { parseLoose } from './looseJson.ts';

export interface ToolResult {
  name: string;
  text: string;
  /** parsed JSON, or the text */
  value: unknown;
  /** arguments of the call that produced it */
  args: Record<string, unknown>;
}

export interface Conversation {
  /** the human's latest message ('' if none) */
  current: string;
  /** the human's first message (a group chat's task) */
  firstHuman: string;
  /** earlier human messages of the same request, newest first */
  thread: string[];
  /** the dialogue before the request: every earlier human message, newest first */
  history: string[];
  /** the assistant reply right before the latest human message, '' if none */
  previousReply: string;
  /**
   * Our latest reply that offered an action ("… Shall I go ahead?") when the replies since only
   * answered the person's questions about it ("What is their address?"): the offer still stands.
   * '' when none, when we asked something else since, or when a tool ran since.
   */
  standingOffer: string;
  /** whether any assistant message came before (an agent's first reply introduces itself) */
  replied: boolean;
  /** function calls since the human's latest message (any agent's) */
  callsSince: FunctionCallItem[];
  /** calls since the last user-role message (human or relayed): this agent's own streak */
  streak: FunctionCallItem[];
  /** tool results since the human's latest message, newest first (transfers excluded) */
  resultsSince: ToolResult[];
  /** every tool result, newest first (transfers excluded) */
  results: ToolResult[];
  /** transfers since the human's latest message */
  transfersSince: number;
  /** names of agents that held this request: before it (from the last transfer) and since */
  visited: string[];
  /** group chats: relayed replies of other agents since the human's message, oldest first */
  relayed: string[];
  /** group chats: relayed replies after this agent's last call of each tool name */
  relayedAfterCall: Map<string, number>;
  /** every function call in the conversation, oldest first */
  allCalls: FunctionCallItem[];
}

/** "{"assistant": "Sales Agent"}" (SDKs, Swarm) or "Transfer to planner" (AG2): the new holder. */
export function transferTarget(text: string): string | null {
  const trimmed = text.trim();
  const ag2 = trimmed.match(/^Transfer(?:red)? to (.+)$/);
  if (ag2) return ag2[1].trim();
  if (!trimmed.startsWith('{')) return null;
  try {
    const value = JSON.parse(trimmed) as unknown;
    if (value && typeof value === 'object' && typeof (value as { assistant?: unknown }).assistant === 'string') return (value as { assistant: string }).assistant;
  } catch {
    // not a transfer
  }
  return null;
}

function parse(text: string): unknown {
  return parseLoose(text);
}

function argsOf(call: FunctionCallItem | undefined): Record<string, unknown> {
  if (!call) return {};
  const value = parse(call.arguments);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * Another agent's reply relayed as a user message (group chats): its `speaker` is an agent of the
 * graph (AG2 names every message), or, without names, it is one of the simulator's own replies.
 */
function relayedReply(item: ProtocolItem, agentNames: ReadonlySet<string>): boolean {
  if (item.type !== 'message' || item.role !== 'user') return false;
  if (item.speaker !== undefined && agentNames.size > 0) return agentNames.has(item.speaker);
  return isSimulatorText(item.content);
}

export function readConversation(request: ModelRequest, transferNames: ReadonlySet<string>, agentNames: ReadonlySet<string> = new Set()): Conversation {
  const items: ProtocolItem[] = request.input;
  const isHuman = (item: ProtocolItem) => item.type === 'message' && item.role === 'user' && !relayedReply(item, agentNames);
  let humanIndex = items.findLastIndex(isHuman);
  if (humanIndex < 0) humanIndex = items.findLastIndex((item) => item.type === 'message' && item.role === 'user');
  const humanItem = items[humanIndex];
  const current = humanItem?.type === 'message' ? String(humanItem.content) : '';
  const since = items.slice(humanIndex + 1);
  const before = items.slice(0, Math.max(humanIndex, 0));

  const callsById = new Map<string, FunctionCallItem>();
  for (const item of items) if (item.type === 'function_call') callsById.set(item.callId, item);
  const isTransfer = (name: string, text: string) => transferNames.has(name) || /^transfer_(?:back_)?to_/i.test(name) || transferTarget(text) !== null;

  const toResults = (list: ProtocolItem[]): ToolResult[] =>
    list
      .flatMap((item) => (item.type === 'function_call_result' && !isTransfer(item.name, describeToolResult(item)) ? [{ name: item.name, text: describeToolResult(item), value: parse(describeToolResult(item)), args: argsOf(callsById.get(item.callId)) }] : []))
      .reverse();

  const previous = before.findLast((item) => item.type === 'message' && (item.role === 'assistant' || relayedReply(item, agentNames)));
  const previousReply = previous?.type === 'message' ? (previous.role === 'assistant' ? messageText(previous) : previous.content) : '';

  let standingOffer = '';
  for (let i = before.length - 1, seen = 0; i >= 0 && seen < 4; i--) {
    const item = before[i]!;
    // (a tool ran since: what it found is the news, not the older offer)
    if (item.type === 'function_call' && !isTransfer(item.name, '')) break;
    if (item.type !== 'message' || item.role !== 'assistant') continue;
    const text = messageText(item);
    seen++;
    if (offered(text)) {
      standingOffer = text;
      break;
    }
    // a question of ours since (what it needs, what else) is what a "yes" answers now
    if (asksForMore(text) && !text.startsWith(ONLY_ONE)) break;
  }

  // The request goes on while our replies asked for more: "I want to fly to Tokyo" / "From Paris".
  const thread: string[] = [];
  let cursor = humanIndex;
  while (thread.length < 3) {
    const reply = items.slice(0, cursor).findLast((item) => item.type === 'message' && item.role === 'assistant');
    const replyIndex = reply ? items.lastIndexOf(reply) : -1;
    if (!reply || reply.type !== 'message' || reply.role !== 'assistant' || !asksForMore(messageText(reply))) break;
    const earlierIndex = items.slice(0, replyIndex).findLastIndex(isHuman);
    const between = items.slice(earlierIndex + 1, cursor).some(isHuman);
    if (earlierIndex < 0 || between) break;
    const earlier = items[earlierIndex];
    if (earlier.type === 'message') thread.push(String(earlier.content));
    cursor = earlierIndex;
  }

  const visited: string[] = [];
  const holder = before.flatMap((item) => (item.type === 'function_call_result' ? [transferTarget(describeToolResult(item))] : [])).filter((n): n is string => n !== null).at(-1);
  if (holder) visited.push(holder);
  let transfersSince = 0;
  for (const item of since) {
    if (item.type !== 'function_call_result') continue;
    const target = transferTarget(describeToolResult(item));
    if (target) visited.push(target);
    if (target || transferNames.has(item.name)) transfersSince++;
  }
  // SDK transfers whose results were filtered away still show as calls
  const transferCalls = since.filter((item) => item.type === 'function_call' && (transferNames.has(item.name) || /^transfer_(?:back_)?to_/i.test(item.name))).length;
  transfersSince = Math.max(transfersSince, transferCalls);

  const lastUserRole = items.findLastIndex((item) => item.type === 'message' && item.role === 'user');
  const relayed = since.flatMap((item) => (item.type === 'message' && item.role === 'user' && relayedReply(item, agentNames) ? [item.content] : []));
  const relayedAfterCall = new Map<string, number>();
  items.forEach((item, index) => {
    if (item.type !== 'function_call') return;
    relayedAfterCall.set(item.name, items.slice(index + 1).filter((i) => i.type === 'message' && i.role === 'user').length);
  });

  return {
    current,
    firstHuman: (() => {
      const first = items.find(isHuman);
      return first?.type === 'message' ? String(first.content) : current;
    })(),
    thread,
    history: before
      .filter(isHuman)
      .map((item) => (item.type === 'message' ? String(item.content) : ''))
      .reverse()
      .filter((text) => !thread.includes(text))
      .slice(0, 12),
    previousReply,
    standingOffer,
    replied: items.some((item) => item.type === 'message' && item.role === 'assistant'),
    callsSince: since.filter((item): item is FunctionCallItem => item.type === 'function_call'),
    streak: items.slice(lastUserRole + 1).filter((item): item is FunctionCallItem => item.type === 'function_call'),
    resultsSince: toResults(since),
    results: toResults(items),
    transfersSince,
    visited,
    relayed,
    relayedAfterCall,
    allCalls: items.filter((item): item is FunctionCallItem => item.type === 'function_call'),
  };
}
