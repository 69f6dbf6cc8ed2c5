/** An after-work edge is the agent's after-work setting, edited here on its own. */
import { useShallow } from 'zustand/react/shallow';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { IconButton } from '../../ui/index.ts';
import { afterWorkFromValue, afterWorkOptions, afterWorkValue } from './afterWorkOptions.ts';
import { Section } from './fields/Section.tsx';
import { SelectField } from './fields/SelectField.tsx';
import { InspectorHeader } from './InspectorHeader.tsx';
import { defaultAfterWorkLabel } from './runtimeLabels.ts';
import { useAgent } from './useAgent.ts';

export function AfterWorkInspector({ agentId }: { agentId: string }) {
  const agent = useAgent(agentId);
  const runtime = useDocumentStore((s) => s.graph.runtime);
  const group = useDocumentStore((s) => s.graph.settings.afterWork);
  const entries = useDocumentStore(useShallow((s) => s.graph.agents.map((a) => `${a.id}\u0000${a.name}`)));
  const updateAgent = useDocumentStore((s) => s.updateAgent);
  const select = useSelectionStore((s) => s.select);
  if (!agent) return <p className="sb-insp__empty">This agent no longer exists.</p>;
  const agents = entries.map((e) => {
    const [id, name] = e.split('\u0000');
    return { id, name };
  });
  const nameOf = (id: string) => agents.find((a) => a.id === id)?.name ?? id;
  return (
    <div className="sb-insp__view" data-testid="inspector-after-work">
      <InspectorHeader
        kind="After work"
        title={agent.name}
        back={{ label: agent.name, onClick: () => select([agentId]) }}
        actions={<IconButton icon="trash" label="Remove after-work" onClick={() => updateAgent(agentId, { afterWork: null })} />}
      />
      <div className="sb-insp__body">
        <Section title="When the agent finishes">
          <SelectField
            label="After work"
            value={afterWorkValue(agent.afterWork)}
            options={afterWorkOptions(agents, defaultAfterWorkLabel(runtime, group, nameOf), agentId)}
            hint="Where the conversation goes when this agent replies without handing off (AG2 after-work)."
            onChange={(v) => updateAgent(agentId, { afterWork: afterWorkFromValue(v) })}
          />
        </Section>
      </div>
    </div>
  );
}
