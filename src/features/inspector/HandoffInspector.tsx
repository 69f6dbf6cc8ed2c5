/** The selected handoff: how it is triggered, what the model sees, its arguments, filter and rule. */
import { inputFilterBody, onHandoffBody, ruleBody } from '../../graph/codeBody.ts';
import type { Handoff, InputFilter } from '../../graph/schema.ts';
import { handoffToolDescription, handoffToolName } from '../../graph/toolNames.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { BodyRuns } from './fields/BodyRuns.tsx';
import { CheckField } from './fields/CheckField.tsx';
import { CodeField } from './fields/CodeField.tsx';
import { JsonField } from './fields/JsonField.tsx';
import { NumberField } from './fields/NumberField.tsx';
import { PythonCodeField } from './fields/PythonCodeField.tsx';
import { RuleField } from './fields/RuleField.tsx';
import { Section } from './fields/Section.tsx';
import { Segmented } from './fields/Segmented.tsx';
import { SelectField } from './fields/SelectField.tsx';
import { TextField } from './fields/TextField.tsx';
import { EdgeInspectorHeader } from './InspectorHeader.tsx';
import { LintMessages } from './LintMessages.tsx';
import { runtimeLabel } from './runtimeLabels.ts';
import { useContextVariableNames, useSandboxDeclarations } from './useSandboxDeclarations.ts';
import { useSelectionLint } from './useSelectionLint.ts';
import { whenExpressionError } from './whenExpression.ts';

const LLM_TRIGGER = { type: 'llm', toolName: null, description: null, condition: null } as const;
const INPUT_SCHEMA_TEMPLATE = {
  type: 'object',
  properties: { reason: { type: 'string', description: 'Why the conversation is handed off' } },
  required: ['reason'],
  additionalProperties: false,
};
/** OpenAI function names: letters, digits, "_" and "-", at most 64 characters. */
const TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export function HandoffInspector({ id }: { id: string }) {
  const handoff = useDocumentStore((s) => s.graph.handoffs.find((h) => h.id === id));
  const fromName = useDocumentStore((s) => s.graph.agents.find((a) => a.id === handoff?.from)?.name ?? handoff?.from ?? '');
  const toName = useDocumentStore((s) => s.graph.agents.find((a) => a.id === handoff?.to)?.name ?? handoff?.to ?? '');
  const updateHandoff = useDocumentStore((s) => s.updateHandoff);
  const remove = useDocumentStore((s) => s.remove);
  const select = useSelectionStore((s) => s.select);
  const lint = useSelectionLint({ kind: 'handoff', id });
  const runtime = useDocumentStore((s) => s.graph.runtime);
  if (!handoff) return <p className="sb-insp__empty">This handoff no longer exists.</p>;

  const update = (patch: Partial<Handoff> | ((h: Handoff) => Handoff), field?: string) =>
    updateHandoff(id, patch, field ? { coalesce: `handoff:${id}:${field}` } : undefined);

  return (
    <div className="sb-insp__view" data-testid="inspector-handoff">
      <EdgeInspectorHeader
        kind="Handoff"
        from={{ id: handoff.from, name: fromName }}
        to={{ id: handoff.to, name: toName }}
        verb="to"
        deleteLabel="Delete handoff"
        onDelete={() => remove({ handoffs: [id] })}
        select={select}
      />
      <LintMessages messages={lint} />
      <div className="sb-insp__body">
        <DerivedToolName handoff={handoff} />
        <TriggerSection handoff={handoff} update={update} />
        <ArgumentsSection handoff={handoff} update={update} />
        <FilterSection handoff={handoff} update={update} />
        <Section title="Availability" summary={handoff.enabled === true ? 'always' : handoff.enabled === false ? 'off' : 'rule'}>
          <RuleField
            label="Enabled"
            value={handoff.enabled}
            trueLabel="Always"
            falseLabel="Never"
            testId="handoff-enabled"
            expressionHint="Checked before each model call; ctx holds the context variables."
            onChange={(enabled, typing) => update({ enabled }, typing ? 'enabled' : undefined)}
          />
          {typeof handoff.enabled === 'object' && handoff.enabled.python !== undefined && (
            <BodyRuns choice={ruleBody(runtime, handoff.enabled)} kind="rule" testId="handoff-enabled-runs" />
          )}
        </Section>
      </div>
    </div>
  );
}

type Update = (patch: Partial<Handoff> | ((h: Handoff) => Handoff), field?: string) => void;

function DerivedToolName({ handoff }: { handoff: Handoff }) {
  const runtime = useDocumentStore((s) => s.graph.runtime);
  const name = useDocumentStore((s) => handoffToolName(s.graph, handoff));
  const description = useDocumentStore((s) => handoffToolDescription(s.graph, handoff));
  const overridden = handoff.trigger.type === 'llm' && handoff.trigger.toolName !== null;
  return (
    <div className="sb-insp__derived" data-testid="derived-tool-name-box">
      {name === null ? (
        <>
          <span className="sb-insp__derived-label">No transfer tool</span>
          <p className="sb-insp__derived-text">Taken without the model, before the agent's model call, when the condition holds.</p>
        </>
      ) : (
        <>
          <span className="sb-insp__derived-label">
            Tool the model sees · {runtimeLabel(runtime, 'short')}
            {overridden ? ' · overridden' : ''}
          </span>
          <code className="sb-insp__derived-name" data-testid="derived-tool-name">
            {name}
          </code>
          {description ? <p className="sb-insp__derived-text">{description}</p> : null}
        </>
      )}
    </div>
  );
}

function TriggerSection({ handoff, update }: { handoff: Handoff; update: Update }) {
  const runtime = useDocumentStore((s) => s.graph.runtime);
  const variables = useContextVariableNames();
  const defaultName = useDocumentStore((s) => handoffToolName(s.graph, { ...handoff, trigger: LLM_TRIGGER }));
  const defaultDescription = useDocumentStore((s) => handoffToolDescription(s.graph, { ...handoff, trigger: LLM_TRIGGER }));
  const trigger = handoff.trigger;
  const variablesHint = variables.length > 0 ? `Context variables: ${variables.map((v) => `ctx.${v}`).join(', ')}.` : 'Add context variables in the graph settings.';
  return (
    <Section title="Trigger">
      <Segmented
        label="Taken when"
        value={trigger.type}
        testId="handoff-trigger"
        options={[
          { value: 'llm', label: 'The model chooses it', title: 'A transfer tool the model can call' },
          { value: 'context', label: 'A condition holds', title: 'Checked on context variables, without the model' },
        ]}
        onChange={(type) => {
          if (type === trigger.type) return;
          // `false` starts the condition off: the handoff never fires until the expression is written
          update({ trigger: type === 'llm' ? LLM_TRIGGER : { type: 'context', when: 'false' } });
        }}
      />
      {trigger.type === 'context' ? (
        <TextField
          label="Condition"
          mono
          value={trigger.when}
          testId="handoff-when"
          validate={whenExpressionError}
          hint={`One JavaScript expression, e.g. ctx.n_attempts >= 3. ${variablesHint}`}
          onCommit={(when) => update({ trigger: { ...trigger, when } }, 'when')}
        />
      ) : (
        <>
          <TextField
            label="Tool name"
            mono
            value={trigger.toolName ?? ''}
            placeholder={defaultName ?? ''}
            testId="handoff-tool-name"
            validate={(v) => (v === '' || TOOL_NAME.test(v) ? null : 'Letters, digits, "_" and "-" only, at most 64 characters')}
            hint="Leave empty for the runtime's name."
            onCommit={(toolName) => update({ trigger: { ...trigger, toolName: toolName || null } }, 'toolName')}
          />
          {runtime === 'ag2' ? (
            <TextField
              label="Condition prompt"
              multiline
              rows={3}
              value={trigger.condition ?? ''}
              placeholder="Transfer to this agent when…"
              testId="handoff-condition"
              hint="AG2 OnCondition: the transfer tool's description."
              onCommit={(condition) => update({ trigger: { ...trigger, condition: condition || null } }, 'condition')}
            />
          ) : (
            <TextField
              label="Tool description"
              multiline
              rows={3}
              value={trigger.description ?? ''}
              placeholder={defaultDescription ?? ''}
              testId="handoff-description"
              hint="Leave empty for the runtime's description."
              onCommit={(description) => update({ trigger: { ...trigger, description: description || null } }, 'description')}
            />
          )}
        </>
      )}
    </Section>
  );
}

function ArgumentsSection({ handoff, update }: { handoff: Handoff; update: Update }) {
  const runtime = useDocumentStore((s) => s.graph.runtime);
  const declarations = useSandboxDeclarations({ handoffInputSchema: handoff.inputSchema ?? undefined });
  const sdk = runtime === 'agents-sdk-js' || runtime === 'agents-sdk-python';
  const missingCallback = sdk && handoff.inputSchema !== null && handoff.onHandoff === null;
  const count = (handoff.inputSchema ? 1 : 0) + (handoff.onHandoff !== null ? 1 : 0);
  return (
    <Section title="Arguments and callback" defaultOpen={count > 0} summary={count > 0 ? `${count} set` : 'none'}>
      <CheckField
        label="The model passes arguments"
        hint="An input schema for the transfer tool (Agents SDK inputType)."
        checked={handoff.inputSchema !== null}
        onChange={(on) => update({ inputSchema: on ? INPUT_SCHEMA_TEMPLATE : null })}
      />
      {handoff.inputSchema !== null && (
        <JsonField
          label="Input schema"
          path={`handoff/${handoff.id}/inputSchema`}
          value={handoff.inputSchema}
          onCommit={(inputSchema) => update({ inputSchema: inputSchema as Handoff['inputSchema'] }, 'inputSchema')}
        />
      )}
      <CheckField
        label="Run code when the handoff is taken"
        checked={handoff.onHandoff !== null}
        onChange={(on) => update({ onHandoff: on ? '' : null })}
      />
      {missingCallback && (
        <p className="sb-error-text" role="alert">
          The Agents SDK requires on-handoff code when the handoff has an input schema.
        </p>
      )}
      {handoff.onHandoff !== null && (
        <CodeField
          label="On handoff"
          kind="on_handoff"
          path={`handoff/${handoff.id}/onHandoff`}
          value={handoff.onHandoff}
          declarations={declarations}
          hint="Default export (input, { context }). input is the parsed arguments."
          onCommit={(onHandoff) => update({ onHandoff }, 'onHandoff')}
        />
      )}
      {(handoff.onHandoff !== null || handoff.onHandoffPython !== undefined) && (
        <>
          {onHandoffBody(runtime, handoff) && <BodyRuns choice={onHandoffBody(runtime, handoff)!} testId="on-handoff-body-runs" />}
          <PythonCodeField
            label="On handoff (Python)"
            path={`handoff/${handoff.id}/onHandoffPython`}
            value={handoff.onHandoffPython}
            template={'def on_handoff(ctx):\n    pass\n'}
            placeholder="def on_handoff(ctx, input=None): …"
            hint="A complete def, called as the Agents SDK calls on_handoff: (ctx) or (ctx, input). Under the Python runtimes it runs in place of the TypeScript."
            onCommit={(onHandoffPython) =>
              update((h) => {
                const { onHandoffPython: _old, ...rest } = h;
                return onHandoffPython === undefined ? rest : { ...rest, onHandoffPython };
              }, 'onHandoffPython')
            }
          />
        </>
      )}
    </Section>
  );
}

function filterValue(filter: InputFilter): string {
  return filter.type;
}

function FilterSection({ handoff, update }: { handoff: Handoff; update: Update }) {
  const declarations = useSandboxDeclarations();
  const runtime = useDocumentStore((s) => s.graph.runtime);
  const filter = handoff.inputFilter;
  return (
    <Section title="History passed on" defaultOpen={filter.type !== 'none'} summary={filter.type === 'none' ? 'all' : filter.type.replaceAll('_', ' ')}>
      <SelectField
        label="Input filter"
        value={filterValue(filter)}
        testId="handoff-filter"
        options={[
          { value: 'none', label: 'Everything' },
          { value: 'remove_all_tools', label: 'Remove tool calls and results' },
          { value: 'keep_last', label: 'Keep the last messages' },
          { value: 'code', label: 'Custom filter (code)' },
        ]}
        onChange={(type) => {
          const next: InputFilter =
            type === 'keep_last'
              ? { type: 'keep_last', count: 10 }
              : type === 'code'
                ? { type: 'code', code: '' }
                : { type: type as 'none' | 'remove_all_tools' };
          update({ inputFilter: next });
        }}
      />
      {filter.type === 'keep_last' && (
        <NumberField
          label="Messages to keep"
          value={filter.count}
          min={1}
          integer
          onCommit={(count) => count !== null && update({ inputFilter: { ...filter, count } }, 'filter.count')}
        />
      )}
      {filter.type === 'code' && (
        <CodeField
          label="Filter"
          kind="input_filter"
          path={`handoff/${handoff.id}/inputFilter`}
          value={filter.code}
          declarations={declarations}
          hint="Default export (data) => data, called synchronously."
          onCommit={(code) => update({ inputFilter: { ...filter, code } }, 'filter.code')}
        />
      )}
      {filter.type === 'code' && (
        <>
          <BodyRuns choice={inputFilterBody(runtime, filter)} testId="filter-body-runs" />
          <PythonCodeField
            label="Python filter"
            path={`handoff/${handoff.id}/inputFilterPython`}
            value={filter.pythonCode}
            template={'def input_filter(data: HandoffInputData) -> HandoffInputData:\n    return data.clone(pre_handoff_items=(), new_items=data.new_items)\n\n\nfrom agents import HandoffInputData\n'}
            placeholder="def input_filter(data: HandoffInputData) -> HandoffInputData: …"
            hint="A complete def that gets and returns a HandoffInputData. Under Agents SDK (Python) it runs in place of the TypeScript."
            onCommit={(pythonCode) =>
              update((h) => {
                if (h.inputFilter.type !== 'code') return h;
                const { pythonCode: _old, ...rest } = h.inputFilter;
                return { ...h, inputFilter: pythonCode === undefined ? rest : { ...rest, pythonCode } };
              }, 'filter.pythonCode')
            }
          />
        </>
      )}
    </Section>
  );
}
