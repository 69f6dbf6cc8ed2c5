/**
 * An agent's nested chats (AG2 0.11.5 `register_nested_chats`, docs/SEMANTICS.md §5.4): when the
 * agent is to speak in the group, its reply is the summary of a queue of two-agent chats it starts
 * itself (conversable_agent.py:905: the nested-chat reply is checked before the agent's own model
 * reply; _summary_from_nested_chats :801-833).
 *
 * - Messages (_get_chats_to_run :622-656): a chat's `message`, else for the first chat the last
 *   message of the group chat; a chat left without a message is skipped.
 * - Carryover (chat.py:198-206, _process_carryover :3667-3680): each chat's message gets the earlier
 *   chats' summaries appended as "\nContext: \n" + summaries joined by "\n".
 * - One chat (initiate_chat with max_turns): the owner sends the message, the recipient replies; for
 *   every further turn the owner replies and the recipient answers again. Each side's model sees its
 *   own system message and the two-agent history (its own messages as assistant, the other's as
 *   user, each with its sender's name).
 * - Summary: "last_msg" is the last message with "TERMINATE" removed (:2159-2174); "reflection_with_llm"
 *   asks the recipient's model with the history and the prompt as a final system message, no
 *   system message of its own (:2176-2232; DEFAULT_SUMMARY_PROMPT :153).
 * The result of the last chat that ran is the agent's reply; no chat ran: no reply from here.
 *
 * Not modelled: tool calls inside a nested chat (the two agents' functions are not offered; upstream
 * they would need an executor in the chat), carryover_config, callable messages and summaries.
 */
import type { Agent, Graph, NestedChat } from '../../../graph/schema.ts';
import { assistantMessage, messageText, userMessage, type ProtocolItem } from '../../../models/items.ts';
import type { ModelRequest } from '../../../models/model.ts';
import { RunError, type Kernel, type Span } from '../../kernel/index.ts';
import { ag2Format } from './ag2Format.ts';

/** conversable_agent.py:153 ConversableAgent.DEFAULT_SUMMARY_PROMPT */
export const AG2_DEFAULT_SUMMARY_PROMPT = 'Summarize the takeaway from the conversation. Do not add any introductory phrases.';

/** One side's view of a two-agent chat: its messages as assistant, the other's as user, named. */
function sideView(log: Array<{ from: Agent; text: string }>, self: Agent): ProtocolItem[] {
  return log.map((m) => (m.from.id === self.id ? { ...assistantMessage(m.text), speaker: m.from.name } : { ...userMessage(m.text), speaker: m.from.name }));
}

function request(graph: Graph, agent: Agent, k: Kernel, input: ProtocolItem[], withSystem: boolean): Omit<ModelRequest, 'signal'> {
  return {
    model: agent.model ?? graph.settings.model,
    systemInstructions: withSystem ? ag2Format(agent.instructions, k.context.peek()) : undefined,
    input,
    tools: [],
    handoffs: [],
    modelSettings: { ...graph.settings.modelSettings, ...agent.modelSettings },
    outputSchema: null,
  };
}

export interface NestedChatsResult {
  /** the agent's reply (the last chat's summary), or null when no chat had a message */
  reply: string | null;
}

/**
 * Runs `owner`'s nested chats. `lastMessage` is the group chat's last message content;
 * `nextTurn` numbers model calls (the group's turn counter).
 */
export async function runNestedChats(k: Kernel, owner: Agent, chats: readonly NestedChat[], lastMessage: string, parent: Span, nextTurn: () => number): Promise<NestedChatsResult> {
  const graph = k.graph;
  const summaries: string[] = [];
  let reply: string | null = null;
  for (const [index, chat] of chats.entries()) {
    const base = chat.message ?? (index === 0 ? lastMessage : null);
    if (!base) continue;
    const recipient = graph.agents.find((a) => a.id === chat.agent);
    if (!recipient) throw new RunError('ValueError', `Nested chat ${index + 1} of ${owner.name} goes to "${chat.agent}", which is not an agent of the graph.`);
    const message = summaries.length > 0 ? `${base}\nContext: \n${summaries.join('\n')}` : base;
    const span = k.span({ type: 'custom', name: 'nested_chat', data: { sender: owner.name, recipient: recipient.name, chat: index + 1, summary_method: chat.summaryMethod } }, parent);
    k.emit({ type: 'nested_chat_start', agentId: owner.id, recipientId: recipient.id, chatIndex: index, message }, span.id);
    k.emit({ type: 'agent_start', agentId: recipient.id, turn: 1 }, span.id);
    const log: Array<{ from: Agent; text: string }> = [{ from: owner, text: message }];
    for (let turn = 0; turn < chat.maxTurns; turn++) {
      if (turn > 0) {
        // the owner answers the recipient (initiate_chat: generate_reply then send)
        await k.pause({ before: 'model_call', agentId: owner.id, detail: owner.name }, span.id);
        const ownerResponse = await k.callModel({ model: k.modelFor(owner.model ?? graph.settings.model), agentId: owner.id, turn: nextTurn(), request: request(graph, owner, k, sideView(log, owner), true), parent: span });
        log.push({ from: owner, text: textOf(ownerResponse.output) });
      }
      await k.pause({ before: 'model_call', agentId: recipient.id, detail: recipient.name }, span.id);
      const response = await k.callModel({ model: k.modelFor(recipient.model ?? graph.settings.model), agentId: recipient.id, turn: nextTurn(), request: request(graph, recipient, k, sideView(log, recipient), true), parent: span });
      log.push({ from: recipient, text: textOf(response.output) });
    }
    let summary: string;
    if (chat.summaryMethod === 'last_msg') {
      summary = log.at(-1)!.text.replaceAll('TERMINATE', '');
    } else {
      const prompt = { type: 'message' as const, role: 'system' as const, content: chat.summaryPrompt ?? AG2_DEFAULT_SUMMARY_PROMPT };
      const response = await k.callModel({ model: k.modelFor(recipient.model ?? graph.settings.model), agentId: recipient.id, turn: nextTurn(), request: request(graph, recipient, k, [...sideView(log, recipient), prompt], false), parent: span });
      summary = textOf(response.output);
    }
    k.emit({ type: 'agent_end', agentId: recipient.id, output: summary }, span.id);
    k.emit({ type: 'nested_chat_end', agentId: owner.id, recipientId: recipient.id, chatIndex: index, summary }, span.id);
    span.update({ data: { sender: owner.name, recipient: recipient.name, chat: index + 1, summary_method: chat.summaryMethod, summary } });
    span.end();
    summaries.push(summary);
    reply = summary;
  }
  return { reply };
}

function textOf(output: readonly ProtocolItem[]): string {
  return output.map((item) => (item.type === 'message' && item.role === 'assistant' ? messageText(item) : '')).join('');
}
