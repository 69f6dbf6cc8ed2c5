/** The selected agent: identity, instructions, model, tools, guardrails, output and after-work. */
import { useMemo, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { instructionsBody } from '../../graph/codeBody.ts';
import type { Agent, ModelSettings, ToolUseBehavior } from '../../graph/schema.ts';
import { agentToolNames, functionToolName } from '../../graph/toolNames.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { followAgentRename } from '../../store/followRename.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { useUiStore } from '../../store/uiStore.ts';
import { Button, IconButton, Pill } from '../../ui/index.ts';
import { useEditorKit } from './editorKit.tsx';
import { afterWorkFromValue, afterWorkOptions, afterWorkValue } from './afterWorkOptions.ts';
import { BodyRuns } from './fields/BodyRuns.tsx';
import { CheckField } from './fields/CheckField.tsx';
import { Checklist } from './fields/Checklist.tsx';
import { JsonField } from './fields/JsonField.tsx';
import { NumberField } from './fields/NumberField.tsx';
import { PythonCodeField } from './fields/PythonCodeField.tsx';
import { Section } from './fields/Section.tsx';
import { SelectField } from './fields/SelectField.tsx';
import { TextField } from './fields/TextField.tsx';
import { AgentToolsSection } from './AgentToolsSection.tsx';
import { HandoffsSection } from './HandoffsSection.tsx';
import { InspectorHeader } from './InspectorHeader.tsx';
import { NestedChatsSection } from './NestedChatsSection.tsx';
import { LintMessages } from './LintMessages.tsx';
import { withModelSetting } from './modelSettingsPatch.ts';
import { defaultAfterWorkLabel, MODEL_SUGGESTIONS, runtimeLabel } from './runtimeLabels.ts';
import { useContextVariableNames } from './useSandboxDeclarations.ts';
import { useAgent } from './useAgent.ts';
import { useDraft } from './useDraft.ts';
import { McpServersSection } from './McpServersSection.tsx';
import { useSelectionLint } from './useSelectionLint.ts';

const OUTPUT_SCHEMA_TEMPLATE = {
  type: 'object',
  properties: { answer: { type: 'string' } },
  required: ['answer'],
  additionalProperties: false,
};

export function AgentInspector({ id }: { id: string }) {
  const agent = useAgent(id);
  const isStart = useDocumentStore((s) => s.graph.startAgent === id);
  const updateAgent = useDocumentStore((s) => s.updateAgent);
  const lint = useSelectionLint({ kind: 'agent', id });
  // the name when this agent was opened: an id the app made from it follows a rename (followRename.ts)
  const openedAs = useRef({ id, name: agent?.name ?? '' });
  if (openedAs.current.id !== id) openedAs.current = { id, name: agent?.name ?? '' };
  if (!agent) return <p className="sb-insp__empty">This agent no longer exists.</p>;

  const update = (patch: Partial<Agent> | ((a: Agent) => Agent), field?: string) =>
    updateAgent(id, patch, field ? { coalesce: `agent:${id}:${field}` } : undefined);

  return (
    <div className="sb-insp__view" data-testid="inspector-agent">
      <InspectorHeader
        kind="Agent"
        title={agent.name}
        badges={isStart ? <Pill tone="accent">Start</Pill> : null}
        actions={<AgentActions id={id} isStart={isStart} />}
      />
      <LintMessages messages={lint} />
      <div className="sb-insp__body">
        <Section title="Identity">
          <TextField
            label="Name"
            value={agent.name}
            testId="agent-name"
            validate={(v) => (v.trim() ? null : 'An agent needs a name')}
            hint={`Id ${agent.id}. Runtimes derive transfer tool names from the name.`}
            onCommit={(name) => update({ name }, 'name')}
            onSettle={() => {
              const renamedFrom = openedAs.current.name;
              const now = followAgentRename(id, renamedFrom);
              openedAs.current = { id: now, name: useDocumentStore.getState().graph.agents.find((a) => a.id === now)?.name ?? renamedFrom };
            }}
          />
          <TextField
            label="Handoff description"
            multiline
            rows={2}
            value={agent.handoffDescription}
            placeholder="When should other agents hand off to this one?"
            hint="Added to the transfer tool description other agents see."
            onCommit={(handoffDescription) => update({ handoffDescription }, 'handoffDescription')}
          />
        </Section>
        <Section title="Instructions">
          <InstructionsField agent={agent} onCommit={(instructions) => update({ instructions }, 'instructions')} />
          <InstructionsPythonField agent={agent} update={update} />
        </Section>
        <ModelSection agent={agent} update={update} />
        <ToolsSection agent={agent} update={update} />
        <HandoffsSection agentId={agent.id} />
        <AgentToolsSection agentId={agent.id} />
        <McpServersSection agent={agent} update={update} />
        <NestedChatsSection agent={agent} />
        <GuardrailsSection agent={agent} update={update} />
        <Section title="Output" defaultOpen={agent.outputSchema !== null} summary={agent.outputSchema ? 'structured' : 'text'}>
          <CheckField
            label="Structured output"
            hint="The final answer must match a JSON Schema."
            checked={agent.outputSchema !== null}
            onChange={(on) => update({ outputSchema: on ? OUTPUT_SCHEMA_TEMPLATE : null })}
          />
          {agent.outputSchema !== null && (
            <JsonField
              label="Output schema"
              path={`agent/${id}/outputSchema`}
              value={agent.outputSchema}
              onCommit={(outputSchema) => update({ outputSchema: outputSchema as Agent['outputSchema'] }, 'outputSchema')}
            />
          )}
        </Section>
        <FlowSection agent={agent} update={update} />
      </div>
    </div>
  );
}

type Update = (patch: Partial<Agent> | ((a: Agent) => Agent), field?: string) => void;

function AgentActions({ id, isStart }: { id: string; isStart: boolean }) {
  const updateGraph = useDocumentStore((s) => s.updateGraph);
  const duplicate = useDocumentStore((s) => s.duplicate);
  const removeAgents = useDocumentStore((s) => s.removeAgents);
  const select = useSelectionStore((s) => s.select);
  return (
    <>
      {!isStart && (
        <Button size="sm" variant="ghost" icon="flag" onClick={() => updateGraph({ startAgent: id })}>
          Make start
        </Button>
      )}
      <IconButton icon="copy" label="Duplicate agent" onClick={() => select(duplicate([id]))} />
      <IconButton
        icon="trash"
        label="Delete agent"
        onClick={() => {
          removeAgents([id]);
          select([]);
        }}
      />
    </>
  );
}

/** Dynamic instructions in Python, for the runtimes that call an instructions function (Agents SDK Python, Swarm). */
function InstructionsPythonField({ agent, update }: { agent: Agent; update: (patch: Partial<Agent> | ((a: Agent) => Agent), field?: string) => void }) {
  const runtime = useDocumentStore((s) => s.graph.runtime);
  if (agent.instructionsPython === undefined && runtime !== 'agents-sdk-python' && runtime !== 'swarm') return null;
  const swarm = runtime === 'swarm';
  return (
    <>
      {agent.instructionsPython !== undefined && <BodyRuns choice={instructionsBody(runtime, agent)} kind="instructions" testId="instructions-body-runs" />}
      <PythonCodeField
        label="Instructions function (Python)"
        path={`agent/${agent.id}/instructionsPython`}
        value={agent.instructionsPython}
        template={swarm ? 'def instructions(context_variables):\n    return f"You are a helpful agent."\n' : 'def instructions(ctx, agent):\n    return f"You are {agent.name}."\n'}
        placeholder={swarm ? 'def instructions(context_variables) -> str: …' : 'def instructions(ctx, agent) -> str: …'}
        hint="Optional. A complete def returning the system prompt, called before each model call as the Agents SDK (Python) (ctx, agent) or Swarm (context_variables) call one; the text above is what the other runtimes send."
        onCommit={(instructionsPython) =>
          update((a) => {
            const { instructionsPython: _old, ...rest } = a;
            return instructionsPython === undefined ? rest : { ...rest, instructionsPython };
          }, 'instructionsPython')
        }
      />
    </>
  );
}

function InstructionsField({ agent, onCommit }: { agent: Agent; onCommit: (value: string) => void }) {
  const theme = useUiStore((s) => s.theme);
  const { CodeEditor } = useEditorKit();
  const variables = useContextVariableNames();
  const { draft, change, flush } = useDraft(agent.instructions, (next) => {
    if (next !== agent.instructions) onCommit(next);
  });
  return (
    <div className="sb-field">
      <CodeEditor
        language="markdown"
        path={`agent/${agent.id}/instructions`}
        value={draft}
        onChange={change}
        onBlur={flush}
        theme={theme}
        ariaLabel="Instructions"
        minLines={6}
        maxLines={24}
        variableNames={variables}
        placeholder="You are a helpful agent. Use {{variable}} to insert a context variable."
      />
      <p className="sb-hint">
        Markdown. Type <code className="sb-insp__code">{'{{'}</code> to insert a context variable
        {variables.length > 0 ? ` (${variables.join(', ')})` : ''}.
      </p>
    </div>
  );
}

function ModelSection({ agent, update }: { agent: Agent; update: Update }) {
  const defaultModel = useDocumentStore((s) => s.graph.settings.model);
  const defaults = useDocumentStore((s) => s.graph.settings.modelSettings);
  const runtime = useDocumentStore((s) => s.graph.runtime);
  const tools = useDocumentStore((s) => s.graph.tools);
  const setSetting = <K extends keyof ModelSettings>(key: K, value: ModelSettings[K] | null) =>
    update((a) => ({ ...a, modelSettings: withModelSetting(a.modelSettings, key, value) }), `modelSettings.${key}`);
  const toolNames = agent.tools.flatMap((toolId) => {
    const tool = tools.find((t) => t.id === toolId);
    return tool?.type === 'function' ? [functionToolName(runtime, tool)] : [];
  });
  const settings = agent.modelSettings;
  return (
    <Section title="Model" summary={agent.model ?? defaultModel} defaultOpen={false}>
      <TextField
        label="Model"
        value={agent.model ?? ''}
        placeholder={`${defaultModel} (graph default)`}
        mono
        testId="agent-model"
        list="sb-model-suggestions"
        onCommit={(model) => update({ model: model.trim() || null }, 'model')}
      />
      <datalist id="sb-model-suggestions">
        {MODEL_SUGGESTIONS.map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
      <div className="sb-insp__grid">
        <NumberField
          label="Temperature"
          value={settings.temperature}
          min={0}
          max={2}
          placeholder={defaults.temperature !== undefined ? String(defaults.temperature) : 'default'}
          onCommit={(v) => setSetting('temperature', v)}
        />
        <NumberField
          label="Top-p"
          value={settings.topP}
          min={0}
          max={1}
          placeholder={defaults.topP !== undefined ? String(defaults.topP) : 'default'}
          onCommit={(v) => setSetting('topP', v)}
        />
        <NumberField
          label="Max tokens"
          value={settings.maxTokens}
          min={1}
          integer
          placeholder={defaults.maxTokens !== undefined ? String(defaults.maxTokens) : 'default'}
          onCommit={(v) => setSetting('maxTokens', v)}
        />
        <SelectField
          label="Tool choice"
          value={settings.toolChoice ?? ''}
          options={[
            { value: '', label: 'Default' },
            { value: 'auto', label: 'auto' },
            { value: 'required', label: 'required' },
            { value: 'none', label: 'none' },
            ...toolNames.map((name) => ({ value: name, label: name })),
            ...(settings.toolChoice && !['auto', 'required', 'none', ...toolNames].includes(settings.toolChoice)
              ? [{ value: settings.toolChoice, label: `${settings.toolChoice} (not a tool of this agent)` }]
              : []),
          ]}
          onChange={(v) => setSetting('toolChoice', v || null)}
        />
      </div>
      <SelectField
        label="Parallel tool calls"
        value={settings.parallelToolCalls === undefined ? '' : String(settings.parallelToolCalls)}
        options={[
          { value: '', label: 'Default' },
          { value: 'true', label: 'Allowed' },
          { value: 'false', label: 'One at a time' },
        ]}
        onChange={(v) => setSetting('parallelToolCalls', v === '' ? null : v === 'true')}
      />
    </Section>
  );
}

function ToolsSection({ agent, update }: { agent: Agent; update: Update }) {
  const graphTools = useDocumentStore((s) => s.graph.tools);
  const runtime = useDocumentStore((s) => s.graph.runtime);
  const addTool = useDocumentStore((s) => s.addTool);
  const selectTool = useSelectionStore((s) => s.selectTool);
  const seen = useDocumentStore(
    useShallow((s) => agentToolNames(s.graph, agent.id).map((t) => `${t.source.kind}|${t.name}`)),
  );
  const items = graphTools.map((tool) => ({
    id: tool.id,
    label: tool.type === 'function' ? tool.name : tool.type === 'hosted' ? tool.hosted.replace('_', ' ') : tool.type === 'computer' ? tool.id : tool.serverLabel,
    meta: tool.type === 'function' ? 'function' : tool.type === 'hosted' ? 'hosted' : tool.type === 'computer' ? 'computer' : 'MCP',
    checked: agent.tools.includes(tool.id),
    onOpen: () => selectTool(tool.id, agent.id),
  }));
  const toggle = (toolId: string, on: boolean) =>
    update((a) => ({ ...a, tools: on ? [...a.tools, toolId] : a.tools.filter((t) => t !== toolId) }));
  return (
    <Section title="Tools" summary={String(agent.tools.length)} testId="agent-tools">
      <Checklist
        label="Tools of this agent"
        items={items}
        onToggle={toggle}
        empty="This graph has no tools yet."
        testId="agent-tool-list"
      />
      <div className="sb-insp__row">
        <Button size="sm" icon="plus" onClick={() => selectTool(addTool({ type: 'function' }, agent.id), agent.id)}>
          New function tool
        </Button>
        <Button size="sm" icon="monitor" onClick={() => selectTool(addTool({ type: 'computer' }, agent.id), agent.id)} data-testid="add-computer-tool">
          New computer tool
        </Button>
      </div>
      {seen.length > 0 && (
        <div className="sb-field">
          <span className="sb-label">The model sees</span>
          <ul className="sb-insp__names" data-testid="agent-model-tools">
            {seen.map((entry) => {
              const [kind, name] = entry.split('|');
              return (
                <li key={entry}>
                  <code className="sb-insp__code">{name}</code>
                  <span className="sb-hint">{kind === 'handoff' ? 'handoff' : kind === 'agentTool' ? 'agent as tool' : 'tool'}</span>
                </li>
              );
            })}
          </ul>
          <p className="sb-hint">Names as {runtimeLabel(runtime, 'short')} registers them.</p>
        </div>
      )}
      <ToolUseBehaviorField agent={agent} update={update} toolNames={graphTools.flatMap((t) => (t.type === 'function' && agent.tools.includes(t.id) ? [functionToolName(runtime, t)] : []))} />
    </Section>
  );
}

function ToolUseBehaviorField({ agent, update, toolNames }: { agent: Agent; update: Update; toolNames: string[] }) {
  const behavior = agent.toolUseBehavior;
  const mode = typeof behavior === 'string' ? behavior : 'stop_at';
  const setBehavior = (toolUseBehavior: ToolUseBehavior) => update({ toolUseBehavior });
  return (
    <>
      <SelectField
        label="After a tool call"
        value={mode}
        options={[
          { value: 'run_llm_again', label: 'Give the result back to the model' },
          { value: 'stop_on_first_tool', label: 'Stop: the first tool result is the answer' },
          { value: 'stop_at', label: 'Stop at chosen tools' },
        ]}
        hint="Agents SDK tool use behaviour."
        onChange={(v) => setBehavior(v === 'stop_at' ? { stopAtToolNames: [] } : (v as 'run_llm_again' | 'stop_on_first_tool'))}
      />
      {typeof behavior !== 'string' && (
        <Checklist
          label="Stop at these tools"
          items={toolNames.map((name) => ({ id: name, label: name, checked: behavior.stopAtToolNames.includes(name) }))}
          empty="Attach a function tool first."
          onToggle={(name, on) =>
            setBehavior({
              ...behavior,
              stopAtToolNames: on ? [...behavior.stopAtToolNames, name] : behavior.stopAtToolNames.filter((n) => n !== name),
            })
          }
        />
      )}
    </>
  );
}

function GuardrailsSection({ agent, update }: { agent: Agent; update: Update }) {
  const guardrails = useDocumentStore((s) => s.graph.guardrails);
  const addGuardrail = useDocumentStore((s) => s.addGuardrail);
  const selectGuardrail = useSelectionStore((s) => s.selectGuardrail);
  const count = agent.inputGuardrails.length + agent.outputGuardrails.length;
  const list = (kind: 'input' | 'output') => {
    const field = kind === 'input' ? 'inputGuardrails' : 'outputGuardrails';
    return (
      <div className="sb-field">
        <div className="sb-field__label-row">
          <span className="sb-label">{kind === 'input' ? 'Input guardrails' : 'Output guardrails'}</span>
          <span className="sb-field__aside">
            <Button size="sm" variant="ghost" icon="plus" onClick={() => selectGuardrail(addGuardrail({ kind }, agent.id), agent.id)}>
              New
            </Button>
          </span>
        </div>
        <Checklist
          label={kind === 'input' ? 'Input guardrails' : 'Output guardrails'}
          items={guardrails
            .filter((g) => g.kind === kind)
            .map((g) => ({ id: g.id, label: g.name, checked: agent[field].includes(g.id), onOpen: () => selectGuardrail(g.id, agent.id) }))}
          empty={kind === 'input' ? 'No input guardrails in this graph.' : 'No output guardrails in this graph.'}
          onToggle={(gid, on) => update((a) => ({ ...a, [field]: on ? [...a[field], gid] : a[field].filter((x) => x !== gid) }))}
        />
      </div>
    );
  };
  return (
    <Section title="Guardrails" summary={String(count)} defaultOpen={count > 0}>
      {list('input')}
      {list('output')}
    </Section>
  );
}

function FlowSection({ agent, update }: { agent: Agent; update: Update }) {
  const agents = useDocumentStore(useShallow((s) => s.graph.agents.map((a) => `${a.id}\u0000${a.name}`)));
  const runtime = useDocumentStore((s) => s.graph.runtime);
  const groupAfterWork = useDocumentStore((s) => s.graph.settings.afterWork);
  const pairs = useMemo(() => agents.map((entry) => {
    const [id, name] = entry.split('\u0000');
    return { id, name };
  }), [agents]);
  const nameOf = (id: string) => pairs.find((a) => a.id === id)?.name ?? id;
  return (
    <Section title="When the agent finishes" testId="agent-after-work">
      <SelectField
        label="After work"
        value={afterWorkValue(agent.afterWork)}
        options={afterWorkOptions(pairs, defaultAfterWorkLabel(runtime, groupAfterWork, nameOf), agent.id)}
        hint="Where the conversation goes when this agent replies without handing off."
        testId="agent-after-work-select"
        onChange={(v) => update({ afterWork: afterWorkFromValue(v) })}
      />
    </Section>
  );
}
