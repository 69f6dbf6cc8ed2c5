/**
 * A "calls as tool" edge (Agent.asTool / as_tool): the manager's tool that runs the worker nested.
 * Tool name and description overrides, the nested run's turn limit and an output extractor
 * (docs/GRAPH-FORMAT.md "Agents as tools"; run rules docs/SEMANTICS.md §2.9).
 */
import { agentToolName } from '../../graph/toolNames.ts';
import type { AgentTool } from '../../graph/schema.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { CodeField } from './fields/CodeField.tsx';
import { NumberField } from './fields/NumberField.tsx';
import { Section } from './fields/Section.tsx';
import { TextField } from './fields/TextField.tsx';
import { EdgeInspectorHeader } from './InspectorHeader.tsx';
import { LintMessages } from './LintMessages.tsx';
import { runtimeLabel } from './runtimeLabels.ts';
import { useSandboxDeclarations } from './useSandboxDeclarations.ts';
import { useSelectionLint } from './useSelectionLint.ts';

/** OpenAI function names: letters, digits, "_" and "-", at most 64 characters. */
const TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const SDK_DEFAULT_TURNS = 10;

export function AgentToolInspector({ id }: { id: string }) {
  const edge = useDocumentStore((s) => s.graph.agentTools?.find((t) => t.id === id));
  const runtime = useDocumentStore((s) => s.graph.runtime);
  const fromName = useDocumentStore((s) => s.graph.agents.find((a) => a.id === edge?.from)?.name ?? edge?.from ?? '');
  const toName = useDocumentStore((s) => s.graph.agents.find((a) => a.id === edge?.to)?.name ?? edge?.to ?? '');
  const updateAgentTool = useDocumentStore((s) => s.updateAgentTool);
  const remove = useDocumentStore((s) => s.remove);
  const select = useSelectionStore((s) => s.select);
  const lint = useSelectionLint({ kind: 'agentTool', id });
  const declarations = useSandboxDeclarations();
  if (!edge) return <p className="sb-insp__empty">This agent tool no longer exists.</p>;

  const update = (patch: Partial<AgentTool>, field: string) => updateAgentTool(id, patch, { coalesce: `agentTool:${id}:${field}` });
  const name = agentToolName(runtime, edge.toolName, toName);
  const defaultName = agentToolName(runtime, null, toName);
  const sdk = runtime === 'agents-sdk-js' || runtime === 'agents-sdk-python';

  return (
    <div className="sb-insp__view" data-testid="inspector-agent-tool">
      <EdgeInspectorHeader
        kind="Calls as tool"
        from={{ id: edge.from, name: fromName }}
        to={{ id: edge.to, name: toName }}
        verb="calls"
        deleteLabel="Delete agent tool"
        onDelete={() => remove({ agentTools: [id] })}
        select={select}
      />
      <LintMessages messages={lint} />
      <div className="sb-insp__body">
        <div className="sb-insp__derived" data-testid="derived-tool-name-box">
          <span className="sb-insp__derived-label">
            Tool {fromName} sees · {runtimeLabel(runtime, 'short')}
            {edge.toolName !== null ? ' · overridden' : ''}
          </span>
          <code className="sb-insp__derived-name" data-testid="derived-tool-name">
            {sdk ? `${name}({ input })` : 'none: this runtime has no agent tools'}
          </code>
          <p className="sb-insp__derived-text">
            {toName} runs on the call's input as a nested run inside {fromName}'s turn; {fromName} gets its answer as the tool's output and keeps the conversation.
          </p>
        </div>
        <Section title="What the model sees">
          <TextField
            label="Tool name"
            mono
            value={edge.toolName ?? ''}
            placeholder={defaultName}
            testId="agent-tool-name"
            validate={(v) => (v === '' || TOOL_NAME.test(v) ? null : 'Letters, digits, "_" and "-" only, at most 64 characters')}
            hint="Leave empty for the worker's name as a function name."
            onCommit={(toolName) => update({ toolName: toolName || null }, 'toolName')}
          />
          <TextField
            label="Tool description"
            multiline
            rows={3}
            value={edge.toolDescription ?? ''}
            placeholder="When to call this agent, and what to ask it"
            testId="agent-tool-description"
            hint="Empty by default in both SDKs: say when to use it."
            onCommit={(toolDescription) => update({ toolDescription: toolDescription || null }, 'toolDescription')}
          />
        </Section>
        <Section title="Nested run" summary={edge.maxTurns === null ? `${SDK_DEFAULT_TURNS} turns` : `${edge.maxTurns} turns`}>
          <NumberField
            label="Turn limit"
            value={edge.maxTurns}
            integer
            min={1}
            max={1000}
            placeholder={String(SDK_DEFAULT_TURNS)}
            testId="agent-tool-max-turns"
            hint="The worker's own limit (the SDK default is 10, not the graph's); going over is a tool error for the manager."
            onCommit={(maxTurns) => update({ maxTurns }, 'maxTurns')}
          />
          <CodeField
            label="Output extractor"
            kind="output_extractor"
            path={`agentTool/${id}/outputExtractor`}
            value={edge.outputExtractor ?? ''}
            declarations={declarations}
            minLines={4}
            hint="Optional. Default export ({ finalOutput, outputText, lastAgent }) => string: the text the manager gets. Empty: the SDK's default (the worker's last answer)."
            onCommit={(code) => update({ outputExtractor: code.trim() === '' ? null : code }, 'outputExtractor')}
          />
        </Section>
      </div>
    </div>
  );
}
