/**
 * The agent inspector's "Nested chats" section (AG2 register_nested_chats, docs/GRAPH-FORMAT.md):
 * the agent's chat queue, one card per chat (recipient, message, summary, turns), and a picker
 * that appends a chat. Each change is one undo step.
 */
import { useShallow } from 'zustand/react/shallow';
import type { Agent, NestedChat } from '../../graph/schema.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { IconButton } from '../../ui/index.ts';
import { NumberField } from './fields/NumberField.tsx';
import { Section } from './fields/Section.tsx';
import { SelectField } from './fields/SelectField.tsx';
import { TextField } from './fields/TextField.tsx';

const SUMMARY_OPTIONS = [
  { value: 'last_msg', label: 'Last message' },
  { value: 'reflection_with_llm', label: 'Reflection (the recipient summarises)' },
];

export function NestedChatsSection({ agent }: { agent: Agent }) {
  const runtime = useDocumentStore((s) => s.graph.runtime);
  const agents = useDocumentStore(useShallow((s) => s.graph.agents.map((a) => `${a.id}\u0000${a.name}`)));
  const updateAgent = useDocumentStore((s) => s.updateAgent);
  const chats = agent.nestedChats ?? [];
  const others = agents.map((e) => e.split('\u0000') as [string, string]).filter(([id]) => id !== agent.id);
  const setChats = (next: NestedChat[], field?: string) =>
    updateAgent(agent.id, (a) => ({ ...a, nestedChats: next }), field ? { coalesce: `agent:${agent.id}:nested:${field}` } : undefined);
  const patch = (i: number, change: Partial<NestedChat>, field?: string) => setChats(chats.map((c, j) => (j === i ? { ...c, ...change } : c)), field ? `${i}:${field}` : undefined);
  return (
    <Section title="Nested chats" summary={String(chats.length)} defaultOpen={chats.length > 0} testId="agent-nested-chats">
      {chats.map((chat, i) => (
        <div key={i} className="sb-insp__card" data-testid="nested-chat">
          <div className="sb-insp__row">
            <strong>Chat {i + 1}</strong>
            <IconButton icon="trash" label={`Remove chat ${i + 1}`} onClick={() => setChats(chats.filter((_, j) => j !== i))} />
          </div>
          <SelectField label="With" value={chat.agent} options={others.map(([id, name]) => ({ value: id, label: name }))} onChange={(to) => patch(i, { agent: to })} />
          <TextField
            label="Message"
            multiline
            rows={2}
            value={chat.message ?? ''}
            placeholder={i === 0 ? 'Empty: the message that made this agent speak' : 'Empty: this chat is skipped'}
            hint={i > 0 ? 'Earlier summaries are appended as context.' : undefined}
            onCommit={(message) => patch(i, { message: message || null }, 'message')}
          />
          <SelectField label="Summary" value={chat.summaryMethod} options={SUMMARY_OPTIONS} onChange={(v) => patch(i, { summaryMethod: v as NestedChat['summaryMethod'] })} />
          {chat.summaryMethod === 'reflection_with_llm' && (
            <TextField
              label="Summary prompt"
              multiline
              rows={2}
              value={chat.summaryPrompt ?? ''}
              placeholder="Summarize the takeaway from the conversation. Do not add any introductory phrases."
              onCommit={(summaryPrompt) => patch(i, { summaryPrompt: summaryPrompt || null }, 'prompt')}
            />
          )}
          <NumberField label="Turns" value={chat.maxTurns} integer min={1} max={1000} onCommit={(maxTurns) => patch(i, { maxTurns: maxTurns ?? 1 }, 'turns')} />
        </div>
      ))}
      <SelectField
        label="Add a nested chat"
        value=""
        testId="add-nested-chat"
        options={[{ value: '', label: others.length ? 'Choose an agent…' : 'No other agent' }, ...others.map(([id, name]) => ({ value: id, label: name }))]}
        hint={
          runtime === 'ag2'
            ? 'When this agent is to speak it chats with these agents in turn and answers with the last summary (AG2 register_nested_chats).'
            : 'Nested chats are an AG2 feature: this runtime ignores them (lint says so).'
        }
        onChange={(to) => {
          if (to) setChats([...chats, { agent: to, message: null, summaryMethod: 'last_msg', summaryPrompt: null, maxTurns: 1 }]);
        }}
      />
    </Section>
  );
}
