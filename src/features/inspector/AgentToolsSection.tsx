/**
 * The agent inspector's "Calls as tools" section: the agents this one runs as tools ("calls as
 * tool" edges, Agent.asTool), each opening its edge, and a picker that adds one.
 */
import { useShallow } from 'zustand/react/shallow';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { Section } from './fields/Section.tsx';
import { SelectField } from './fields/SelectField.tsx';

export function AgentToolsSection({ agentId }: { agentId: string }) {
  const runtime = useDocumentStore((s) => s.graph.runtime);
  const calls = useDocumentStore(useShallow((s) => (s.graph.agentTools ?? []).filter((t) => t.from === agentId).map((t) => `${t.id}\u0000${t.to}`)));
  const agents = useDocumentStore(useShallow((s) => s.graph.agents.map((a) => `${a.id}\u0000${a.name}`)));
  const addAgentTool = useDocumentStore((s) => s.addAgentTool);
  const select = useSelectionStore((s) => s.select);
  const nameOf = new Map(agents.map((e) => e.split('\u0000') as [string, string]));
  const called = calls.map((e) => {
    const [id, to] = e.split('\u0000');
    return { id, to };
  });
  const candidates = [...nameOf].filter(([id]) => id !== agentId && !called.some((c) => c.to === id));
  const sdk = runtime === 'agents-sdk-js' || runtime === 'agents-sdk-python';
  return (
    <Section title="Calls as tools" summary={String(called.length)} defaultOpen={called.length > 0} testId="agent-calls-as-tools">
      {called.length > 0 && (
        <ul className="sb-insp__names" data-testid="agent-tool-edges">
          {called.map((c) => (
            <li key={c.id}>
              <button type="button" className="sb-insp__link" onClick={() => select([], [`at:${c.id}`])}>
                {nameOf.get(c.to) ?? c.to}
              </button>
              <span className="sb-hint">runs nested, answers back</span>
            </li>
          ))}
        </ul>
      )}
      <SelectField
        label="Call an agent as a tool"
        value=""
        testId="add-agent-tool"
        options={[{ value: '', label: candidates.length ? 'Choose an agent…' : 'No other agent to call' }, ...candidates.map(([id, name]) => ({ value: id, label: name }))]}
        hint={
          sdk
            ? 'The agent gets a tool that runs the other agent on its input and returns the answer (Agents SDK asTool); it keeps the conversation.'
            : 'Agents as tools are an Agents SDK feature: this runtime ignores them (lint says so).'
        }
        onChange={(to) => {
          if (!to) return;
          const id = addAgentTool(agentId, to);
          if (id) select([], [`at:${id}`]);
        }}
      />
    </Section>
  );
}
