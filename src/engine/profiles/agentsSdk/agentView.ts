/**
 * What an agent exposes to its model on one turn (docs/SEMANTICS.md §1.1–1.6): its enabled function tools
 * (strict parameters, runtime tool names), hosted/MCP tools as declared, and its enabled llm
 * handoffs as transfer tools. `enabled` rules are evaluated every turn for the owning agent;
 * disabled tools and handoffs are simply absent, so a call to one is an unknown tool.
 */
import type { Agent, AgentTool, ComputerTool, FunctionTool, Handoff, McpTool, Tool } from '../../../graph/schema.ts';
import { handoffToolDescription, handoffToolName } from '../../../graph/toolNames.ts';
import type { ComputerToolDefinition, FunctionToolDefinition, HandoffToolDefinition, HostedToolDefinition } from '../../../models/model.ts';
import type { JsonValue } from '../../json.ts';
import { RunError, type Span } from '../../kernel/index.ts';
import { listAgentMcpTools, type McpBinding, type McpSessions } from './localMcp.ts';
import { errorText, evaluateRule, type SdkRun } from './sdkRun.ts';
import { OUTPUT_WRAPPER_KEY } from './strings.ts';
import type { JsonSchema } from '../../../graph/schema.ts';
import { ensureStrictJsonSchema } from '../../../graph/strictSchema.ts';

export interface ToolEntry {
  /** for an agent tool, a function tool standing in for it (no code: the call runs the worker) */
  tool: FunctionTool;
  /** set when this is a "calls as tool" edge (Agent.asTool) */
  agentTool?: AgentTool;
  definition: FunctionToolDefinition;
  /** what the arguments are validated against (Python: pydantic's model; JS: the graph's parameters) */
  validation: JsonSchema;
  normalize: (value: JsonValue) => JsonValue;
  /** a local MCP server's tool: called on the server instead of running code */
  mcp?: McpBinding;
}

export interface HandoffEntry {
  handoff: Handoff;
  target: Agent;
  definition: HandoffToolDefinition;
  /** what the input is validated against */
  validation: JsonSchema;
  normalize: (value: JsonValue) => JsonValue;
}

export interface AgentView {
  tools: Array<FunctionToolDefinition | HostedToolDefinition | ComputerToolDefinition>;
  handoffs: HandoffToolDefinition[];
  /** the agent's computer tool (the SDKs use the first one), or null */
  computer: ComputerTool | null;
  /** function tools by the name the model calls them */
  toolsByName: Map<string, ToolEntry>;
  /** hosted MCP tools by server label (an approval request names its server so) */
  hostedMcpByLabel: Map<string, McpTool>;
  /** handoffs by transfer tool name (later ones win, as the SDKs' maps do) */
  handoffsByName: Map<string, HandoffEntry>;
  enabledHandoffIds: string[];
  disabledHandoffIds: string[];
  /** agent span fields */
  handoffAgentNames: string[];
  toolNames: string[];
}

/** Per-run cache of what does not change between turns (names, strict schemas). */
export class AgentViewCache {
  private readonly tools = new Map<string, ToolEntry>();
  private readonly handoffs = new Map<string, HandoffEntry>();
  private readonly outputs = new Map<string, { schema: JsonSchema | null; wrapped: boolean }>();
  private readonly mcpSessions: McpSessions = new Map();

  private readonly run: SdkRun;

  constructor(run: SdkRun) {
    this.run = run;
  }

  toolEntry(tool: FunctionTool): ToolEntry {
    let entry = this.tools.get(tool.id);
    if (!entry) {
      const { strings } = this.run;
      const strict = strings.pydantic
        ? buildOrUserError(this.run, () => strings.pydantic!.tool(tool))
        : { ...convertStrict(this.run, tool.parameters, `tool "${tool.name}"`), validation: tool.parameters };
      entry = {
        tool,
        definition: { type: 'function', name: strings.functionToolName(tool.name), description: tool.description, parameters: strict.schema, strict: true },
        validation: strict.validation,
        normalize: strict.normalize,
      };
      this.tools.set(tool.id, entry);
    }
    return entry;
  }

  /** An agent called as a tool (Agent.asTool / as_tool): a strict function tool `{ input }`. */
  agentToolEntry(agentTool: AgentTool): ToolEntry {
    let entry = this.tools.get(`agent-tool:${agentTool.id}`);
    if (!entry) {
      const { strings } = this.run;
      const worker = this.run.agents.get(agentTool.to);
      if (!worker) throw new RunError(strings.errors.userError, `Agent tool "${agentTool.id}" calls "${agentTool.to}", which is not an agent of the graph.`);
      const name = strings.agentToolName(agentTool.toolName, worker.name);
      const parameters = strings.agentToolParameters;
      entry = {
        tool: {
          id: agentTool.id, type: 'function', name, description: agentTool.toolDescription ?? '', parameters, code: '', timeoutMs: 600_000,
          needsApproval: false, enabled: true, routesTo: [], inputGuardrails: [], outputGuardrails: [], position: null,
        },
        agentTool,
        definition: { type: 'function', name, description: agentTool.toolDescription ?? '', parameters, strict: true },
        validation: parameters,
        normalize: (v) => v,
      };
      this.tools.set(`agent-tool:${agentTool.id}`, entry);
    }
    return entry;
  }

  handoffEntry(handoff: Handoff): HandoffEntry {
    let entry = this.handoffs.get(handoff.id);
    if (!entry) {
      const { graph } = this.run;
      const target = this.run.agents.get(handoff.to);
      if (!target) throw new RunError(this.run.strings.errors.userError, `Handoff "${handoff.id}" goes to "${handoff.to}", which is not an agent of the graph.`);
      const { strings } = this.run;
      const inputSchema = handoff.inputSchema;
      const strict = !inputSchema
        ? // Python: ensure_strict_json_schema({}) (handoffs/__init__.py:307,350), keys in its order
          { schema: (strings.pydantic ? ensureStrictJsonSchema({}) : { type: 'object', properties: {}, required: [], additionalProperties: false }) as JsonSchema, normalize: (v: JsonValue) => v, validation: {} as JsonSchema }
        : strings.pydantic
          ? buildOrUserError(this.run, () => strings.pydantic!.handoffInput(graph, handoff, inputSchema))
          : { ...convertStrict(this.run, inputSchema, `handoff "${handoff.id}"`), validation: inputSchema };
      entry = {
        handoff,
        target,
        definition: {
          toolName: handoffToolName(graph, handoff) ?? '',
          toolDescription: handoffToolDescription(graph, handoff) ?? '',
          inputJsonSchema: strict.schema,
          strictJsonSchema: true,
        },
        validation: strict.validation,
        normalize: strict.normalize,
      };
      this.handoffs.set(handoff.id, entry);
    }
    return entry;
  }

  /** The request's output schema (non-object schemas wrapped as { response }), cached per agent. */
  output(agent: Agent): { schema: JsonSchema | null; wrapped: boolean } {
    let entry = this.outputs.get(agent.id);
    if (!entry) {
      const { pydantic } = this.run.strings;
      const outputSchema = agent.outputSchema;
      if (outputSchema === null) entry = { schema: null, wrapped: false };
      else if (pydantic) entry = buildOrUserError(this.run, () => pydantic.output(agent, outputSchema));
      else {
        const isObject = outputSchema.type === 'object';
        const raw: JsonSchema = isObject
          ? outputSchema
          : { type: 'object', properties: { [OUTPUT_WRAPPER_KEY]: outputSchema }, required: [OUTPUT_WRAPPER_KEY], additionalProperties: false };
        entry = { schema: convertStrict(this.run, raw, `output schema of "${agent.name}"`).schema, wrapped: !isObject };
      }
      this.outputs.set(agent.id, entry);
    }
    return entry;
  }

  /** `agentSpan`: parent of the turn's mcp_tools spans */
  async view(agent: Agent, spanId: string | null, agentSpan: Span | null = null): Promise<AgentView> {
    const { run } = this;
    const view: AgentView = {
      tools: [],
      handoffs: [],
      toolsByName: new Map(),
      hostedMcpByLabel: new Map(),
      computer: null,
      handoffsByName: new Map(),
      enabledHandoffIds: [],
      disabledHandoffIds: [],
      handoffAgentNames: [],
      toolNames: [],
    };
    // MCP tools first, as the SDKs' getAllTools
    for (const entry of await listAgentMcpTools(run, agent, this.mcpSessions, agentSpan)) {
      view.tools.push(entry.definition);
      view.toolsByName.set(entry.definition.name, entry);
      view.toolNames.push(entry.definition.name);
    }
    for (const toolId of agent.tools) {
      const tool: Tool | undefined = run.tools.get(toolId);
      if (!tool) continue;
      if (tool.type === 'function') {
        if (!(await evaluateRule(run, tool.enabled, `enabled rule of tool "${tool.name}"`, null, spanId, { which: 'is_enabled', agentId: agent.id }))) continue;
        const entry = this.toolEntry(tool);
        view.tools.push(entry.definition);
        view.toolsByName.set(entry.definition.name, entry);
        view.toolNames.push(entry.definition.name);
      } else if (tool.type === 'hosted') {
        view.tools.push({ type: 'hosted_tool', name: tool.hosted, providerData: { ...tool.config } });
        view.toolNames.push(tool.hosted);
      } else if (tool.type === 'computer') {
        // the SDKs' tool name (JS tool.mjs:121, Python tool.py:860-865); their runners take the first
        view.tools.push({ type: 'computer', name: 'computer_use_preview', environment: tool.environment, dimensions: [tool.displayWidth, tool.displayHeight] });
        view.toolNames.push('computer_use_preview');
        view.computer ??= tool;
      } else {
        view.tools.push({
          type: 'hosted_tool',
          name: 'mcp',
          providerData: { server_label: tool.serverLabel, server_url: tool.serverUrl, require_approval: tool.requireApproval, allowed_tools: tool.allowedTools },
        });
        view.toolNames.push(tool.serverLabel);
        view.hostedMcpByLabel.set(tool.serverLabel, tool);
      }
    }
    // Agents as tools come after the agent's own tools (the exports list them in this order).
    for (const agentTool of run.graph.agentTools ?? []) {
      if (agentTool.from !== agent.id) continue;
      const entry = this.agentToolEntry(agentTool);
      view.tools.push(entry.definition);
      view.toolsByName.set(entry.definition.name, entry);
      view.toolNames.push(entry.definition.name);
    }
    for (const handoff of run.graph.handoffs) {
      if (handoff.from !== agent.id || handoff.trigger.type !== 'llm') continue;
      const enabled = await evaluateRule(run, handoff.enabled, `enabled rule of handoff "${handoff.id}"`, null, spanId, { which: 'is_enabled', agentId: agent.id });
      if (!enabled) {
        view.disabledHandoffIds.push(handoff.id);
        continue;
      }
      const entry = this.handoffEntry(handoff);
      view.enabledHandoffIds.push(handoff.id);
      view.handoffs.push(entry.definition);
      view.handoffsByName.set(entry.definition.toolName, entry);
      view.handoffAgentNames.push(entry.target.name);
    }
    exposeOnlyDispatchWinners(view);
    return this.shareUnchanged(agent.id, view);
  }

  private readonly lastViews = new Map<string, AgentView>();

  /**
   * The lists of this view that equal the agent's previous view's are that view's lists: the run
   * records them every turn (request, agent span, handoffs_evaluated), and fresh copies of the
   * same names cost about 1 KiB a turn in a long run (docs/PERFORMANCE.md, "Engine memory").
   */
  private shareUnchanged(agentId: string, view: AgentView): AgentView {
    const last = this.lastViews.get(agentId);
    this.lastViews.set(agentId, view);
    if (!last) return view;
    const same = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);
    for (const key of ['tools', 'handoffs', 'enabledHandoffIds', 'disabledHandoffIds', 'handoffAgentNames', 'toolNames'] as const) {
      if (same<unknown>(last[key], view[key])) (view as unknown as Record<string, unknown>)[key] = last[key];
    }
    return view;
  }
}

/**
 * On a tool-name collision the SDKs expose only the dispatch winner to the model: the last handoff
 * with a name, and a handoff over a function tool of the same name (JS 0.20.0
 * `runner/modelPreparation.mjs`, which logs "Only the current dispatch winner will be exposed";
 * Python `_tool_identity.py:resolve_tool_name_collisions`, policy "warn"). Lint reports such graphs.
 */
function exposeOnlyDispatchWinners(view: AgentView): void {
  const lastIndexByName = new Map<string, number>();
  view.handoffs.forEach((h, i) => lastIndexByName.set(h.toolName, i));
  if (lastIndexByName.size < view.handoffs.length) view.handoffs = view.handoffs.filter((h, i) => lastIndexByName.get(h.toolName) === i);
  view.tools = view.tools.filter((t) => t.type !== 'function' || !lastIndexByName.has(t.name));
  for (const name of lastIndexByName.keys()) view.toolsByName.delete(name);
}

/** As convertStrict, for a whole plan. */
function buildOrUserError<T>(run: SdkRun, build: () => T): T {
  try {
    return build();
  } catch (error) {
    throw new RunError(run.strings.errors.userError, errorText(error));
  }
}

/** The SDK refuses such a schema when the agent is built: the run ends with its UserError text. */
function convertStrict(run: SdkRun, schema: JsonSchema, _label: string): { schema: JsonSchema; normalize: (v: JsonValue) => JsonValue } {
  try {
    return run.strings.strictSchema(schema);
  } catch (error) {
    throw new RunError(run.strings.errors.userError, errorText(error));
  }
}
