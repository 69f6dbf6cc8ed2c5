/** The selected guardrail: kind, name, code and (input guardrails) whether it runs in parallel. */
import { useShallow } from 'zustand/react/shallow';
import { guardrailBody } from '../../graph/codeBody.ts';
import type { Guardrail } from '../../graph/schema.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { IconButton } from '../../ui/index.ts';
import { CheckField } from './fields/CheckField.tsx';
import { BodyRuns } from './fields/BodyRuns.tsx';
import { CodeField } from './fields/CodeField.tsx';
import { PythonCodeField } from './fields/PythonCodeField.tsx';
import { Section } from './fields/Section.tsx';
import { SelectField } from './fields/SelectField.tsx';
import { TextField } from './fields/TextField.tsx';
import { InspectorHeader } from './InspectorHeader.tsx';
import { LintMessages } from './LintMessages.tsx';
import { useSandboxDeclarations } from './useSandboxDeclarations.ts';
import { useSelectionLint } from './useSelectionLint.ts';

const KIND_HINT: Record<Guardrail['kind'], string> = {
  input: 'Checks the user input; a tripwire stops the run.',
  output: "Checks the agent's final output; a tripwire stops the run.",
  tool_input: 'Checks a tool call before it runs: allow, reject or throw.',
  tool_output: 'Checks a tool result before the model sees it: allow, reject or throw.',
};

export function GuardrailInspector({ id, agentId }: { id: string; agentId?: string }) {
  const guardrail = useDocumentStore((s) => s.graph.guardrails.find((g) => g.id === id));
  const agentName = useDocumentStore((s) => (agentId ? s.graph.agents.find((a) => a.id === agentId)?.name : undefined));
  const users = useDocumentStore(
    useShallow((s) => [
      ...s.graph.agents.filter((a) => a.inputGuardrails.includes(id) || a.outputGuardrails.includes(id)).map((a) => a.name),
      ...s.graph.tools
        .filter((t) => t.type === 'function' && (t.inputGuardrails.includes(id) || t.outputGuardrails.includes(id)))
        .map((t) => (t.type === 'function' ? t.name : t.id)),
    ]),
  );
  const updateGuardrail = useDocumentStore((s) => s.updateGuardrail);
  const remove = useDocumentStore((s) => s.remove);
  const select = useSelectionStore((s) => s.select);
  const declarations = useSandboxDeclarations();
  const lint = useSelectionLint({ kind: 'guardrail', id });
  const runtime = useDocumentStore((s) => s.graph.runtime);
  if (!guardrail) return <p className="sb-insp__empty">This guardrail no longer exists.</p>;
  const update = (patch: Partial<Guardrail>, field?: string) =>
    updateGuardrail(id, patch, field ? { coalesce: `guardrail:${id}:${field}` } : undefined);
  const toolKind = guardrail.kind === 'tool_input' || guardrail.kind === 'tool_output';
  return (
    <div className="sb-insp__view" data-testid="inspector-guardrail">
      <InspectorHeader
        kind="Guardrail"
        title={guardrail.name}
        back={agentId && agentName ? { label: agentName, onClick: () => select([agentId]) } : undefined}
        actions={
          <IconButton
            icon="trash"
            label="Delete guardrail"
            onClick={() => {
              remove({ guardrails: [id] });
              select(agentId ? [agentId] : []);
            }}
          />
        }
      />
      <LintMessages messages={lint} />
      <div className="sb-insp__body">
        <Section title="Definition">
          <TextField label="Name" value={guardrail.name} validate={(v) => (v.trim() ? null : 'A guardrail needs a name')} onCommit={(name) => update({ name }, 'name')} />
          <SelectField
            label="Kind"
            value={guardrail.kind}
            hint={KIND_HINT[guardrail.kind]}
            options={[
              { value: 'input', label: 'Agent input' },
              { value: 'output', label: 'Agent output' },
              { value: 'tool_input', label: 'Tool input' },
              { value: 'tool_output', label: 'Tool output' },
            ]}
            onChange={(kind) => update({ kind: kind as Guardrail['kind'] })}
          />
          {guardrail.kind === 'input' && (
            <CheckField
              label="Run in parallel with the first model call"
              hint="The SDK default. Off: the model waits for the verdict."
              checked={guardrail.runInParallel}
              onChange={(runInParallel) => update({ runInParallel })}
            />
          )}
        </Section>
        <Section title="Code">
          <CodeField
            label="Check"
            kind={toolKind ? 'tool_guardrail' : 'guardrail'}
            path={`guardrail/${id}/code`}
            value={guardrail.code}
            declarations={declarations}
            hint={
              toolKind
                ? "Default export (input, { context }) returning { behavior: 'allow' | 'reject_content' | 'throw', message? }."
                : 'Default export (input, { context }) returning { tripwire, info? }.'
            }
            onCommit={(code) => update({ code }, 'code')}
          />
          <BodyRuns choice={guardrailBody(runtime, guardrail)} testId="guardrail-body-runs" />
          <PythonCodeField
            label="Python body"
            path={`guardrail/${id}/pythonCode`}
            value={guardrail.pythonCode}
            template={
              toolKind
                ? `def ${guardrail.kind}_guardrail(data):\n    return ToolGuardrailFunctionOutput.allow()\n\n\nfrom agents import ToolGuardrailFunctionOutput\n`
                : `def ${guardrail.kind}_guardrail(ctx, agent, ${guardrail.kind === 'input' ? 'input' : 'output'}):\n    return GuardrailFunctionOutput(output_info=None, tripwire_triggered=False)\n\n\nfrom agents import GuardrailFunctionOutput\n`
            }
            placeholder={toolKind ? 'def check(data) -> ToolGuardrailFunctionOutput: …' : `def check(ctx, agent, ${guardrail.kind === 'input' ? 'input' : 'output'}) -> GuardrailFunctionOutput: …`}
            hint={
              toolKind
                ? 'A complete def, called as the Agents SDK (Python) calls a tool guardrail: (data), a ToolInputGuardrailData or ToolOutputGuardrailData. Under that runtime it runs in place of the TypeScript.'
                : 'A complete def, called as the Agents SDK (Python) calls a guardrail function: (ctx, agent, input or output). Under that runtime it runs in place of the TypeScript.'
            }
            onCommit={(pythonCode) => update({ pythonCode }, 'pythonCode')}
          />
        </Section>
        <p className="sb-hint sb-insp__note">
          {users.length
            ? `Used by ${users.join(', ')}.`
            : toolKind
              ? 'Not attached to any tool yet: attach it from a function tool.'
              : 'Not attached to any agent yet: attach it from an agent.'}
        </p>
      </div>
    </div>
  );
}
