/**
 * The group chat transcript (GroupChat.messages) and what one agent's model sees of it.
 *
 * Each entry remembers who appended it, because AG2 agents see the chat from their side: the
 * GroupChatManager broadcasts every message to the other agents, which store it with role
 * "user" (conversable_agent.py _append_oai_message: role "assistant" when sending, "user" when
 * receiving), except messages with tool calls (always "assistant") and tool responses ("tool").
 * So an agent sees its own replies as assistant messages and the other agents' replies as user
 * messages, each with its speaker's name (`speaker`, sent as the Chat Completions `name`).
 *
 * Before the model call the transit messages are removed (group_utils.py make_remove_function):
 * every call of an LLM-condition tool (of any agent), its tool response, and an assistant
 * message left with no tool calls and no content.
 */
import { assistantMessage, messageText, userMessage, type ProtocolItem } from '../../../models/items.ts';

export interface Ag2Entry {
  item: ProtocolItem;
  /** an agent id, 'user', or 'tools' (the group's tool executor) */
  speaker: string;
  /** entries from one model response (or one tool-executor reply) share this number */
  message: number;
  /** the message this entry belongs to has tool calls */
  withToolCalls: boolean;
}

/**
 * Names on the messages (groupchat.py:318-325 sets `name` to the speaker and turns a None content
 * into "None"; AG2 0.11.5): what the agent received from the group carries its speaker's name (the
 * user's message "_User", or the user agent's name), and another agent's tool-call message reads
 * "None". The agent's own tool-call messages stay as it sent them: content null, no name.
 */
export interface SpeakerNames {
  /** AG2 name of each agent id */
  agents: ReadonlyMap<string, string>;
  /** name of the message's sender when the speaker is 'user' */
  user: string;
}

export function agentView(entries: readonly Ag2Entry[], agentId: string, transitToolNames: ReadonlySet<string>, names?: SpeakerNames): ProtocolItem[] {
  const removedCalls = new Set<string>();
  const keptCallsByMessage = new Map<number, number>();
  for (const entry of entries) {
    if (entry.item.type !== 'function_call') continue;
    if (transitToolNames.has(entry.item.name)) removedCalls.add(entry.item.callId);
    else keptCallsByMessage.set(entry.message, (keptCallsByMessage.get(entry.message) ?? 0) + 1);
  }
  const speakerOf = (entry: Ag2Entry): string | undefined =>
    names === undefined ? undefined : entry.speaker === 'user' ? names.user : names.agents.get(entry.speaker);
  const withText = new Set<number>();
  for (const entry of entries) if (entry.item.type === 'message' && entry.item.role === 'assistant' && messageText(entry.item) !== '') withText.add(entry.message);
  const view: ProtocolItem[] = [];
  let noneFor = -1;
  for (const entry of entries) {
    const item = entry.item;
    if (item.type === 'function_call') {
      if (removedCalls.has(item.callId)) continue;
      const speaker = entry.speaker !== agentId ? speakerOf(entry) : undefined;
      if (speaker !== undefined) {
        // another agent's tool-call message: its None content became "None"
        if (!withText.has(entry.message) && noneFor !== entry.message) view.push({ ...assistantMessage('None'), speaker });
        noneFor = entry.message;
        view.push({ ...item, speaker });
      } else view.push(item);
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
      const speaker = speakerOf(entry);
      if (entry.speaker !== agentId && !entry.withToolCalls) view.push(speaker === undefined ? userMessage(text) : { ...userMessage(text), speaker });
      else if (entry.speaker !== agentId && speaker !== undefined) view.push({ ...item, speaker });
      else if (speaker !== undefined && !entry.withToolCalls) view.push({ ...item, speaker });
      else view.push(item);
      continue;
    }
    if (item.type === 'message' && item.role === 'user' && entry.speaker === 'user') {
      const speaker = speakerOf(entry);
      view.push(speaker === undefined ? item : { ...item, speaker });
      continue;
    }
    view.push(item);
  }
  return view;
}
