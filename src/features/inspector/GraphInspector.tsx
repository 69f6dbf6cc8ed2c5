/** Nothing selected: the graph's own settings. */
import { useShallow } from 'zustand/react/shallow';
import type { Graph, ModelSettings, Runtime } from '../../graph/schema.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { afterWorkFromValue, afterWorkOptions, afterWorkValue } from './afterWorkOptions.ts';
import { JsonField } from './fields/JsonField.tsx';
import { checkJsonObject } from './fields/jsonObjectCheck.ts';
import { NumberField } from './fields/NumberField.tsx';
import { Section } from './fields/Section.tsx';
import { SelectField } from './fields/SelectField.tsx';
import { TextField } from './fields/TextField.tsx';
import { InspectorHeader } from './InspectorHeader.tsx';
import { LintMessages } from './LintMessages.tsx';
import { withModelSetting } from './modelSettingsPatch.ts';
import { MODEL_SUGGESTIONS, RUNTIME_OPTIONS } from './runtimeLabels.ts';
import { useSelectionLint } from './useSelectionLint.ts';
import { startAgentChoice } from './startAgentOptions.ts';

const MAX_TURNS_DEFAULT: Record<Runtime, string> = {
  'agents-sdk-js': '10 (SDK default)',
  'agents-sdk-python': '10 (SDK default)',
  swarm: 'unlimited (Swarm default)',
  ag2: '20 rounds (AG2 default)',
};

export function GraphInspector() {
  const name = useDocumentStore((s) => s.graph.name);
  const description = useDocumentStore((s) => s.graph.description);
  const runtime = useDocumentStore((s) => s.graph.runtime);
  const startAgent = useDocumentStore((s) => s.graph.startAgent);
  const settings = useDocumentStore((s) => s.graph.settings);
  const context = useDocumentStore((s) => s.graph.context);
  const graphId = useDocumentStore((s) => s.graph.id);
  const agentEntries = useDocumentStore(useShallow((s) => s.graph.agents.map((a) => `${a.id}\u0000${a.name}`)));
  const updateGraph = useDocumentStore((s) => s.updateGraph);
  const updateSettings = useDocumentStore((s) => s.updateSettings);
  const lint = useSelectionLint({ kind: 'graph', id: graphId });
  const agents = agentEntries.map((entry) => {
    const [id, agentName] = entry.split('\u0000');
    return { id, name: agentName };
  });
  const startChoice = startAgentChoice(agents, startAgent);
  const setModelSetting = <K extends keyof ModelSettings>(key: K, value: ModelSettings[K] | null) =>
    updateSettings({ modelSettings: withModelSetting(settings.modelSettings, key, value) }, { coalesce: `settings:${key}` });
  return (
    <div className="sb-insp__view" data-testid="inspector-graph">
      <InspectorHeader kind="Graph settings" title={name} />
      <LintMessages messages={lint} />
      <div className="sb-insp__body">
        {agents.length === 0 && (
          <div className="sb-insp__teach">
            <strong>Start with an agent.</strong> Drag one from the palette onto the canvas, then drag from its
            right handle to another agent to create a handoff. Select anything to edit it here.
          </div>
        )}
        <Section title="About">
          <TextField label="Name" value={name} validate={(v) => (v.trim() ? null : 'A graph needs a name')} onCommit={(v) => updateGraph({ name: v.trim() }, { coalesce: 'graph:name' })} />
          <TextField
            label="Description"
            multiline
            rows={3}
            value={description}
            placeholder="What this graph does"
            onCommit={(v) => updateGraph({ description: v }, { coalesce: 'graph:description' })}
          />
        </Section>
        <Section title="Runtime">
          <SelectField
            label="Runtime profile"
            value={runtime}
            testId="graph-runtime"
            options={RUNTIME_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            hint={RUNTIME_OPTIONS.find((o) => o.value === runtime)?.hint}
            onChange={(v) => updateGraph({ runtime: v as Runtime })}
          />
          <SelectField
            label="Start agent"
            value={startAgent ?? ''}
            testId="graph-start-agent"
            error={startChoice.error}
            options={startChoice.options}
            onChange={(v) => updateGraph({ startAgent: v || null })}
          />
          <NumberField
            label="Max turns"
            value={settings.maxTurns}
            min={1}
            integer
            placeholder={MAX_TURNS_DEFAULT[runtime]}
            onCommit={(maxTurns) => updateSettings({ maxTurns }, { coalesce: 'settings:maxTurns' })}
          />
          <SelectField
            label="After work (group default)"
            value={afterWorkValue(settings.afterWork)}
            options={afterWorkOptions(agents, runtime === 'ag2' ? 'Runtime default (end the run)' : 'Runtime default (return to the user)')}
            hint="Used by agents that set no after-work of their own."
            onChange={(v) => updateSettings({ afterWork: afterWorkFromValue(v) })}
          />
        </Section>
        <Section title="Default model">
          <TextField
            label="Model"
            mono
            list="sb-graph-model-suggestions"
            value={settings.model}
            validate={(v) => (v.trim() ? null : 'Name a model')}
            onCommit={(model) => updateSettings({ model: model.trim() }, { coalesce: 'settings:model' })}
          />
          <datalist id="sb-graph-model-suggestions">
            {MODEL_SUGGESTIONS.map((m) => (
              <option key={m} value={m} />
            ))}
          </datalist>
          <div className="sb-insp__grid">
            <NumberField label="Temperature" value={settings.modelSettings.temperature} min={0} max={2} placeholder="default" onCommit={(v) => setModelSetting('temperature', v)} />
            <NumberField label="Top-p" value={settings.modelSettings.topP} min={0} max={1} placeholder="default" onCommit={(v) => setModelSetting('topP', v)} />
          </div>
        </Section>
        <Section title="Context variables" summary={String(Object.keys(context).length)}>
          <JsonField
            label="Initial values"
            kind="value"
            path="graph/context"
            loadOn="focus"
            value={context}
            check={checkJsonObject}
            hint="A JSON object. Instructions use them as {{name}}; code reads context.name; conditions read ctx.name."
            onCommit={(value) => updateGraph({ context: value as Graph['context'] }, { coalesce: 'graph:context' })}
          />
        </Section>
      </div>
    </div>
  );
}
