/** The selected tool: a function tool (schema, code, limits, approval, routing), hosted or MCP. */
import { useShallow } from 'zustand/react/shallow';
import { GuardrailSchema, type FunctionTool, type HostedTool, type McpTool, type Tool } from '../../graph/schema.ts';
import { functionToolName } from '../../graph/toolNames.ts';
import { bodyLabel, ruleBody, toolBody } from '../../graph/codeBody.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { uniqueId } from '../../store/uniqueId.ts';
import { followingToolId, renameToolId } from '../../store/followRename.ts';
import { useRef } from 'react';
import { Button, IconButton } from '../../ui/index.ts';
import { useEditorKit } from './editorKit.tsx';
import { BodyRuns } from './fields/BodyRuns.tsx';
import { CheckField } from './fields/CheckField.tsx';
import { Checklist } from './fields/Checklist.tsx';
import { DocumentsSection } from './DocumentsSection.tsx';
import { checkJsonObject } from './fields/jsonObjectCheck.ts';
import { CodeField } from './fields/CodeField.tsx';
import { JsonField } from './fields/JsonField.tsx';
import { NumberField } from './fields/NumberField.tsx';
import { PythonCodeField } from './fields/PythonCodeField.tsx';
import { RuleField } from './fields/RuleField.tsx';
import { Section } from './fields/Section.tsx';
import { SelectField } from './fields/SelectField.tsx';
import { TextField } from './fields/TextField.tsx';
import { InspectorHeader } from './InspectorHeader.tsx';
import { LintMessages } from './LintMessages.tsx';
import { ComputerToolFields } from './ComputerToolFields.tsx';
import { runtimeLabel } from './runtimeLabels.ts';
import { useSandboxDeclarations } from './useSandboxDeclarations.ts';
import { useSelectionLint } from './useSelectionLint.ts';

/** A first Python body: the tool's parameters, the context, and how to route (docs/GRAPH-FORMAT.md). */
function pythonTemplate(tool: FunctionTool): string {
  const properties = tool.parameters.properties && typeof tool.parameters.properties === 'object' ? Object.keys(tool.parameters.properties) : [];
  const name = /^[A-Za-z_][A-Za-z0-9_]*$/.test(tool.name) ? tool.name : 'tool';
  return `def ${name}(${[...properties, 'context_variables'].join(', ')}):\n    # Return the output; to route: return handoff("agent_id", "message", context_variables)\n    return ""\n`;
}

type Update = (patch: Partial<Tool> | ((t: Tool) => Tool), field?: string) => void;

function useAgentPairs(): { id: string; name: string }[] {
  const entries = useDocumentStore(useShallow((s) => s.graph.agents.map((a) => `${a.id}\u0000${a.name}`)));
  return entries.map((entry) => {
    const [id, name] = entry.split('\u0000');
    return { id, name };
  });
}

export function ToolInspector({ id, agentId }: { id: string; agentId?: string }) {
  const tool = useDocumentStore((s) => s.graph.tools.find((t) => t.id === id));
  const agentName = useDocumentStore((s) => (agentId ? s.graph.agents.find((a) => a.id === agentId)?.name : undefined));
  const updateTool = useDocumentStore((s) => s.updateTool);
  const remove = useDocumentStore((s) => s.remove);
  const select = useSelectionStore((s) => s.select);
  const lint = useSelectionLint({ kind: 'tool', id });
  if (!tool) return <p className="sb-insp__empty">This tool no longer exists.</p>;
  const update: Update = (patch, field) => updateTool(id, patch, field ? { coalesce: `tool:${id}:${field}` } : undefined);
  const title = tool.type === 'function' ? tool.name : tool.type === 'hosted' ? tool.hosted.replace('_', ' ') : tool.type === 'computer' ? tool.id : tool.serverLabel;
  return (
    <div className="sb-insp__view" data-testid="inspector-tool">
      <InspectorHeader
        kind={tool.type === 'function' ? 'Function tool' : tool.type === 'hosted' ? 'Hosted tool' : tool.type === 'computer' ? 'Computer tool' : 'MCP server'}
        title={title}
        back={agentId && agentName ? { label: agentName, onClick: () => select([agentId]) } : undefined}
        actions={
          <IconButton
            icon="trash"
            label="Delete tool"
            onClick={() => {
              remove({ tools: [id] });
              select(agentId ? [agentId] : []);
            }}
          />
        }
      />
      <LintMessages messages={lint} />
      <div className="sb-insp__body">
        {tool.type === 'function' && <FunctionToolFields tool={tool} update={update} />}
        {tool.type === 'hosted' && <HostedToolFields tool={tool} update={update} />}
        {tool.type === 'mcp' && <McpToolFields tool={tool} update={update} />}
        {tool.type === 'computer' && <ComputerToolFields tool={tool} update={update} />}
        <UsedBy toolId={id} />
      </div>
    </div>
  );
}

function FunctionToolFields({ tool, update }: { tool: FunctionTool; update: Update }) {
  const runtime = useDocumentStore((s) => s.graph.runtime);
  const agents = useAgentPairs();
  const declarations = useSandboxDeclarations({ toolParameters: tool.parameters });
  const registered = functionToolName(runtime, tool);
  const patch = (p: Partial<FunctionTool>, field?: string) => update((t) => ({ ...t, ...p }) as Tool, field);
  // the name when this tool was opened: an id made from it follows a rename (followRename.ts)
  const openedAs = useRef(tool.name);
  const followName = () => {
    const doc = useDocumentStore.getState();
    const now = doc.graph.tools.find((t) => t.id === tool.id);
    if (!now || now.type !== 'function') return;
    const to = followingToolId(doc.graph, tool.id, openedAs.current, now.name);
    openedAs.current = now.name;
    if (!to) return;
    doc.edit((g) => renameToolId(g, tool.id, to));
    const { detail } = useSelectionStore.getState();
    if (detail?.kind === 'tool' && detail.id === tool.id) useSelectionStore.getState().selectTool(to, detail.agentId);
  };
  return (
    <>
      <Section title="Definition">
        <TextField
          label="Name"
          mono
          value={tool.name}
          testId="tool-name"
          validate={(v) => (v.trim() ? null : 'A tool needs a name')}
          hint={registered !== tool.name ? `Registered as ${registered} under ${runtimeLabel(runtime)}.` : `Id ${tool.id}.`}
          onCommit={(name) => patch({ name }, 'name')}
          onSettle={followName}
        />
        <TextField
          label="Description"
          multiline
          rows={3}
          value={tool.description}
          placeholder="What it does and when the model should use it"
          onCommit={(description) => patch({ description }, 'description')}
        />
        <JsonField
          label="Parameters"
          path={`tool/${tool.id}/parameters`}
          value={tool.parameters}
          hint="Strict JSON Schema of the arguments. The code receives them as args."
          onCommit={(parameters) => patch({ parameters: parameters as FunctionTool['parameters'] }, 'parameters')}
        />
      </Section>
      <Section title="Code">
        <p className="sb-field__hint" data-testid="tool-body-runs" data-language={toolBody(runtime, tool).language}>
          {bodyLabel(toolBody(runtime, tool), runtimeLabel(runtime))}.
        </p>
        <CodeField
          label="Implementation"
          kind="tool"
          path={`tool/${tool.id}/code`}
          value={tool.code}
          declarations={declarations}
          minLines={8}
          hint="Default export (args, { context, handoff }). The return value goes to the model; a thrown error becomes the tool's error output."
          onCommit={(code) => patch({ code }, 'code')}
        />
        <PythonCodeField
          label="Python body"
          path={`tool/${tool.id}/pythonCode`}
          value={tool.pythonCode}
          template={pythonTemplate(tool)}
          hint="A complete def. Under Agents SDK (Python), Swarm and AG2 it is what runs (in the sandbox, Pyodide), and those exports use it verbatim. Without one, those runtimes run the TypeScript and the exports get a stub: port needed."
          onCommit={(pythonCode) =>
            update((t) => {
              if (t.type !== 'function') return t;
              // cleared: the key goes away, so the document is as if it never had a body
              const { pythonCode: _old, ...rest } = t;
              return pythonCode === undefined ? rest : { ...rest, pythonCode };
            }, 'pythonCode')
          }
        />
        <NumberField
          label="Time limit (ms)"
          value={tool.timeoutMs}
          min={1}
          max={600000}
          integer
          placeholder="5000"
          onCommit={(v) => patch({ timeoutMs: v ?? 5000 }, 'timeoutMs')}
        />
      </Section>
      <Section title="Rules">
        <RuleField
          label="Needs approval"
          value={tool.needsApproval}
          trueLabel="Always"
          falseLabel="Never"
          order="false-first"
          testId="tool-approval"
          expressionHint="Over args (the call's arguments) and ctx, e.g. args.amount > 100."
          onChange={(needsApproval, typing) => patch({ needsApproval }, typing ? 'needsApproval' : undefined)}
        />
        {typeof tool.needsApproval === 'object' && tool.needsApproval.python !== undefined && (
          <BodyRuns choice={ruleBody(runtime, tool.needsApproval)} kind="rule" testId="tool-approval-runs" />
        )}
        <RuleField
          label="Enabled"
          value={tool.enabled}
          trueLabel="Always"
          falseLabel="Never"
          testId="tool-enabled"
          expressionHint="Checked before each model call over ctx."
          onChange={(enabled, typing) => patch({ enabled }, typing ? 'enabled' : undefined)}
        />
        {typeof tool.enabled === 'object' && tool.enabled.python !== undefined && <BodyRuns choice={ruleBody(runtime, tool.enabled)} kind="rule" testId="tool-enabled-runs" />}
      </Section>
      <ToolGuardrails tool={tool} patch={patch} />
      <Section title="Routes to" summary={String(tool.routesTo.length)} defaultOpen={tool.routesTo.length > 0}>
        <Checklist
          label="Agents this tool may hand off to"
          items={agents.map((a) => ({ id: a.id, label: a.name, checked: tool.routesTo.includes(a.id) }))}
          empty="No agents yet."
          onToggle={(agentId, on) =>
            patch({ routesTo: on ? [...tool.routesTo, agentId] : tool.routesTo.filter((x) => x !== agentId) })
          }
        />
        <p className="sb-hint">The code calls handoff(agentId) to route (Swarm: return an agent; AG2: ReplyResult).</p>
      </Section>
    </>
  );
}

function ToolGuardrails({ tool, patch }: { tool: FunctionTool; patch: (p: Partial<FunctionTool>, field?: string) => void }) {
  const guardrails = useDocumentStore((s) => s.graph.guardrails);
  const edit = useDocumentStore((s) => s.edit);
  const selectGuardrail = useSelectionStore((s) => s.selectGuardrail);
  const { codeTemplates } = useEditorKit();
  /** Creates a tool guardrail and attaches it to this tool: one undo step. */
  const create = (kind: 'tool_input' | 'tool_output', field: 'inputGuardrails' | 'outputGuardrails') => {
    const name = kind === 'tool_input' ? 'Check arguments' : 'Check result';
    const id = uniqueId(name, new Set(useDocumentStore.getState().graph.guardrails.map((g) => g.id)));
    const guardrail = GuardrailSchema.parse({ id, kind, name, code: codeTemplates.tool_guardrail });
    edit((g) => ({
      ...g,
      guardrails: [...g.guardrails, guardrail],
      tools: g.tools.map((t) => (t.id === tool.id && t.type === 'function' ? { ...t, [field]: [...t[field], id] } : t)),
    }));
    selectGuardrail(id);
  };
  const count = tool.inputGuardrails.length + tool.outputGuardrails.length;
  const list = (kind: 'tool_input' | 'tool_output') => {
    const field = kind === 'tool_input' ? 'inputGuardrails' : 'outputGuardrails';
    const label = kind === 'tool_input' ? 'Before the call' : 'On the result';
    return (
      <div className="sb-field">
        <div className="sb-field__label-row">
          <span className="sb-label">{label}</span>
          <span className="sb-field__aside">
            <Button
              size="sm"
              variant="ghost"
              icon="plus"
              onClick={() => create(kind, field)}
            >
              New
            </Button>
          </span>
        </div>
        <Checklist
          label={label}
          items={guardrails
            .filter((g) => g.kind === kind)
            .map((g) => ({ id: g.id, label: g.name, checked: tool[field].includes(g.id), onOpen: () => selectGuardrail(g.id) }))}
          empty={kind === 'tool_input' ? 'No tool input guardrails yet.' : 'No tool output guardrails yet.'}
          onToggle={(gid, on) => patch({ [field]: on ? [...tool[field], gid] : tool[field].filter((x) => x !== gid) })}
        />
      </div>
    );
  };
  return (
    <Section title="Guardrails" summary={String(count)} defaultOpen={count > 0}>
      {list('tool_input')}
      {list('tool_output')}
    </Section>
  );
}

/** A hosted tool's option, written in the graph as camelCase (snake_case is read too). */
function option(tool: HostedTool, camel: string, snake: string): unknown {
  return tool.config[camel] ?? tool.config[snake];
}

function HostedToolFields({ tool, update }: { tool: HostedTool; update: Update }) {
  const setOption = (camel: string, snake: string, value: unknown) =>
    update((t) => {
      const { [camel]: _camel, [snake]: _snake, ...rest } = (t as HostedTool).config;
      return { ...t, config: value === null || value === undefined || value === false ? rest : { ...rest, [camel]: value } } as Tool;
    }, `config.${camel}`);
  const stores = option(tool, 'vectorStoreIds', 'vector_store_ids');
  return (
    <>
      <Section title="Definition">
        <SelectField
          label="Kind"
          value={tool.hosted}
          options={[
            { value: 'file_search', label: 'File search' },
            { value: 'web_search', label: 'Web search' },
            { value: 'code_interpreter', label: 'Code interpreter' },
          ]}
          hint="Runs on the OpenAI Responses provider. Offline, the simulator answers it: file search over the graph's documents, the others with results labelled simulated."
          onChange={(hosted) => update((t) => ({ ...t, hosted: hosted as HostedTool['hosted'] }) as Tool)}
        />
        {tool.hosted === 'file_search' && (
          <>
            <TextField
              label="Vector store ids"
              mono
              value={Array.isArray(stores) ? stores.join(', ') : ''}
              placeholder="vs_…"
              hint="Comma-separated; what the Responses API searches."
              testId="file-search-stores"
              onCommit={(text) => {
                const ids = text.split(',').map((s) => s.trim()).filter(Boolean);
                setOption('vectorStoreIds', 'vector_store_ids', ids.length > 0 ? ids : null);
              }}
            />
            <NumberField
              label="Max results"
              integer
              min={1}
              max={50}
              value={typeof option(tool, 'maxNumResults', 'max_num_results') === 'number' ? (option(tool, 'maxNumResults', 'max_num_results') as number) : null}
              placeholder="provider default"
              onCommit={(n) => setOption('maxNumResults', 'max_num_results', n)}
            />
            <CheckField
              label="Include search results"
              checked={option(tool, 'includeSearchResults', 'include_search_results') === true}
              hint="The file_search_call item carries the passages found (include: file_search_call.results)."
              testId="file-search-include-results"
              onChange={(on) => setOption('includeSearchResults', 'include_search_results', on)}
            />
          </>
        )}
        {tool.hosted === 'code_interpreter' && (
          <CheckField
            label="Include outputs"
            checked={option(tool, 'includeOutputs', 'include_outputs') === true}
            hint="The code_interpreter_call item carries its logs (include: code_interpreter_call.outputs; JS SDK only)."
            onChange={(on) => setOption('includeOutputs', 'include_outputs', on)}
          />
        )}
        <JsonField
          label="Configuration"
          kind="value"
          path={`tool/${tool.id}/config`}
          value={tool.config}
          check={checkJsonObject}
          hint='All provider options, e.g. { "searchContextSize": "high" }.'
          onCommit={(config) => update((t) => ({ ...t, config: config as HostedTool['config'] }) as Tool, 'config')}
        />
      </Section>
      {tool.hosted === 'file_search' && <DocumentsSection />}
    </>
  );
}

function McpToolFields({ tool, update }: { tool: McpTool; update: Update }) {
  const patch = (p: Partial<McpTool>, field?: string) => update((t) => ({ ...t, ...p }) as Tool, field);
  return (
    <Section title="Server">
      <TextField label="Label" value={tool.serverLabel} validate={(v) => (v.trim() ? null : 'A server needs a label')} onCommit={(serverLabel) => patch({ serverLabel }, 'serverLabel')} />
      <TextField
        label="URL"
        mono
        value={tool.serverUrl}
        validate={(v) => (URL.canParse(v) ? null : 'Enter a full URL, e.g. https://example.com/mcp')}
        onCommit={(serverUrl) => patch({ serverUrl }, 'serverUrl')}
      />
      <SelectField
        label="Approval"
        value={tool.requireApproval}
        options={[
          { value: 'always', label: 'Ask before every call' },
          { value: 'never', label: 'Never ask' },
        ]}
        onChange={(v) => patch({ requireApproval: v as McpTool['requireApproval'] })}
      />
      <TextField
        label="Allowed tools"
        mono
        value={(tool.allowedTools ?? []).join(', ')}
        placeholder="all tools"
        hint="Comma-separated tool names; empty allows every tool of the server."
        onCommit={(text) => {
          const names = text.split(',').map((s) => s.trim()).filter(Boolean);
          patch({ allowedTools: names.length ? names : null }, 'allowedTools');
        }}
      />
    </Section>
  );
}

function UsedBy({ toolId }: { toolId: string }) {
  const users = useDocumentStore(useShallow((s) => s.graph.agents.filter((a) => a.tools.includes(toolId)).map((a) => a.id)));
  const agents = useAgentPairs();
  const attach = useDocumentStore((s) => s.attachTool);
  const detach = useDocumentStore((s) => s.detachTool);
  return (
    <Section title="Used by" summary={String(users.length)} defaultOpen={false}>
      <Checklist
        label="Agents with this tool"
        items={agents.map((a) => ({ id: a.id, label: a.name, checked: users.includes(a.id) }))}
        empty="No agents yet."
        onToggle={(agentId, on) => (on ? attach(agentId, toolId) : detach(agentId, toolId))}
      />
    </Section>
  );
}
