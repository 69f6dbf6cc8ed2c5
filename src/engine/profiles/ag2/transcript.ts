/**
 * The group chat transcript (GroupChat.messages) and what one agent's model sees of it.
 *
 * Each entry remembers who appended it, because AG2 agents see the chat from their side: the
 * GroupChatManager broadcasts every message to the other agents, which store it with role
 * "user" (conversable_agent.py _append_oai_message: role "assistant" when sending, "user" when
 * receiving), except messages with tool calls (always "assistant") and tool responses ("tool").
 * So an agent sees its own replies as assistant messages and the other agents' replies as user
 * messages. (AG2 also sends the speaker's name in a `name` field; protocol items have no such
 * field, so it is not shown to the model.)
 *
 * Before the model call the transit messages are removed (group_utils.py make_remove_function):
 * every call of an LLM-condition tool (of any agent), its tool response, and an assistant
 * message left with no tool calls and no content.
 */
import { messageText, userMessage, type ProtocolItem } from '../../../models/items.ts';

export interface Ag2Entry {
  item: ProtocolItem;
  /** an agent id, 'user', or 'tools' (the group's tool executor) */
  speaker: string;
  /** entries from one model response (or one tool-executor reply) share this number */
  message: number;
  /** the message this entry belongs to has tool calls */
  withToolCalls: boolean;
}

export function agentView(entries: readonly Ag2Entry[], agentId: string, transitToolNames: ReadonlySet<string>): ProtocolItem[] {
  const removedCalls = new Set<string>();
  const keptCallsByMessage = new Map<number, number>();
  for (const entry of entries) {
    if (entry.item.type !== 'function_call') continue;
    if (transitToolNames.has(entry.item.name)) removedCalls.add(entry.item.callId);
    else keptCallsByMessage.set(entry.message, (keptCallsByMessage.get(entry.message) ?? 0) + 1);
  }
  const view: ProtocolItem[] = [];
  for (const entry of entries) {
    const item = entry.item;
    if (item.type === 'function_call') {
      if (!removedCalls.has(item.callId)) view.push(item);
      continue;
    }
    if (item.type === 'function_call_result') {
      if (!removedCalls.has(item.callId)) view.push(item);
      continue;
    }
    if (item.type === 'message' && item.role === 'assistant') {
      const text = messageText(item);
      const lostAllCalls = entry.withToolCalls && !keptCallsByMessage.has(entry.message);
      if (lostAllCalls && (text === '' || text === 'None')) continue;
      if (entry.speaker !== agentId && !entry.withToolCalls) view.push(userMessage(text));
      else view.push(item);
      continue;
    }
    view.push(item);
  }
  return view;
}
