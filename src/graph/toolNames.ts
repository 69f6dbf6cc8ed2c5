/**
 * The tool names (and descriptions) the model sees for an agent's handoffs and function tools,
 * per runtime profile (docs/SEMANTICS.md §1.2, §1.3, §4.4, §5.2). The inspector shows these live and
 * the engine registers tools under exactly these names, so both must come from here.
 */
import type { Agent, FunctionTool, Graph, Handoff, Runtime, Tool } from './schema.ts';

/**
 * Every model-visible naming rule, one row per runtime profile, with the upstream source.
 * `transfer`: default transfer tool name from the target agent; `functionTool`: the name a
 * function tool is registered under; `description`: default transfer tool description.
 */
export const TOOL_NAME_RULES: Record<
  Runtime,
  { transfer: string; functionTool: string; description: string; source: string }
> = {
  'agents-sdk-js': {
    transfer: '`transfer_to_${toFunctionToolName(agent.name)}` (no lowercasing)',
    functionTool: 'toFunctionToolName(name): whitespace and every non [a-zA-Z0-9] character become "_"',
    description: '"Handoff to the {name} agent to handle the request. {handoffDescription}"',
    source: 'openai-agents-js packages/agents-core/src/handoff.ts defaultHandoffToolName, src/utils/tools.ts toFunctionToolName',
  },
  'agents-sdk-python': {
    transfer: 'transform_string_function_style(f"transfer_to_{agent.name}"): "_" for whitespace and non [a-zA-Z0-9_], then lowercased',
    functionTool: 'name as given (name_override or func.__name__)',
    description: '"Handoff to the {name} agent to handle the request. {handoff_description or \'\'}"',
    source: 'openai-agents-python src/agents/handoffs/__init__.py Handoff.default_tool_name, src/agents/util/_transforms.py, src/agents/function_schema.py',
  },
  swarm: {
    transfer: 'a Python function named like the cookbook (transfer_to_sales_agent): the Python SDK transform',
    functionTool: 'func.__name__ as given',
    description: 'the function docstring (func.__doc__ or ""): the target agent\'s handoffDescription',
    source: 'openai/swarm swarm/util.py function_to_json; seed 001 (cookbook "Orchestrating Agents")',
  },
  ag2: {
    transfer: 'f"transfer_to_{target.normalized_name()}_{i + 1}" over the agent\'s llm conditions, unsanitized; a toolName override is overwritten',
    functionTool: 'name as given',
    description: 'the OnCondition prompt (condition.get_prompt)',
    source: 'ag2 0.11.5 autogen/agentchat/group/handoffs.py:299-303 set_llm_function_names (called for every agent by group_utils.py:188), group_utils.py _create_on_condition_handoff_function',
  },
};

/** openai-agents-js `toFunctionToolName`: no lowercasing; empty stays empty (the SDK throws). */
export function toFunctionToolName(name: string): string {
  return name.replace(/\s/g, '_').replace(/[^a-zA-Z0-9]/g, '_');
}

/** openai-agents-python `transform_string_function_style`. */
export function transformStringFunctionStyle(name: string): string {
  return name.replace(/\s/g, '_').replace(/[^a-zA-Z0-9_]/g, '_').toLowerCase();
}

/** Python `repr()` of a str, as `%r` prints it in log messages. */
function pythonStringRepr(value: string): string {
  const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
  const body = value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t');
  return quote + (quote === "'" ? body.replace(/'/g, "\\'") : body) + quote;
}

/**
 * The warning the Python SDK logs (logger `openai.agents`) when `transform_string_function_style`
 * replaced characters, or null when it stays silent: case changes never warn, and whitespace only
 * warns when `warnOnWhitespace` (false for handoff names, true for `Agent.as_tool`).
 */
export function pythonToolNameWarning(name: string, warnOnWhitespace: boolean): string | null {
  const replaced = warnOnWhitespace ? /[^a-zA-Z0-9_]/.test(name) : /[^a-zA-Z0-9_\s]/.test(name);
  if (!replaced) return null;
  return `Tool name ${pythonStringRepr(name)} contains invalid characters for function calling and has been transformed to ${pythonStringRepr(transformStringFunctionStyle(name))}. Please use only letters, digits, and underscores to avoid potential naming conflicts.`;
}

/** The SDKs' default transfer tool description; note the trailing space when there is no handoff description. */
export function defaultHandoffDescription(agent: Pick<Agent, 'name' | 'handoffDescription'>): string {
  return `Handoff to the ${agent.name} agent to handle the request. ${agent.handoffDescription ?? ''}`;
}

/** Default transfer tool name for a handoff to `targetName`, before any override. */
export function defaultTransferToolName(runtime: Runtime, targetName: string, ag2Index = 1): string {
  switch (runtime) {
    case 'agents-sdk-js':
      return `transfer_to_${toFunctionToolName(targetName)}`;
    case 'agents-sdk-python':
    case 'swarm':
      return transformStringFunctionStyle(`transfer_to_${targetName}`);
    case 'ag2':
      return `transfer_to_${targetName}_${ag2Index}`;
  }
}

/** The name a function tool is registered under in `runtime`. */
export function functionToolName(runtime: Runtime, tool: Pick<FunctionTool, 'name'>): string {
  return runtime === 'agents-sdk-js' ? toFunctionToolName(tool.name) : tool.name;
}

/**
 * The name of an agent-as-tool edge's tool (Agent.asTool / as_tool, docs/SEMANTICS.md §2.9): JS
 * `toFunctionToolName(toolName ?? toFunctionToolName(agent.name))` (agent.mjs:251 then tool()),
 * Python `tool_name or transform_string_function_style(agent.name)` (agent.py:647). Swarm and AG2
 * have no agent tools; they get the Python name for display.
 */
export function agentToolName(runtime: Runtime, toolName: string | null, workerName: string): string {
  if (runtime === 'agents-sdk-js') return toFunctionToolName(toolName ?? toFunctionToolName(workerName));
  return toolName || transformStringFunctionStyle(workerName);
}

type GraphForNames = Pick<Graph, 'runtime' | 'agents' | 'handoffs'>;

/**
 * Lookups over a graph's arrays, built once per array. Documents are replaced, not edited in place
 * (the stores and the importer create new arrays), so an array identity is a safe cache key; the
 * length check rebuilds after an in-place push. Lint asks for every agent's names at once, and
 * linear scans there made it quadratic (about 145 ms per edit at 1,000 agents).
 */
interface HandoffIndex {
  length: number;
  /** 1-based position among the source agent's llm-trigger handoffs, in graph order */
  llmPosition: Map<Handoff, number>;
  bySource: Map<string, Handoff[]>;
}
const handoffIndexes = new WeakMap<readonly Handoff[], HandoffIndex>();
const agentIndexes = new WeakMap<readonly Agent[], { length: number; byId: Map<string, Agent> }>();

function handoffIndex(handoffs: readonly Handoff[]): HandoffIndex {
  const cached = handoffIndexes.get(handoffs);
  if (cached && cached.length === handoffs.length) return cached;
  const index: HandoffIndex = { length: handoffs.length, llmPosition: new Map(), bySource: new Map() };
  const counts = new Map<string, number>();
  for (const h of handoffs) {
    const own = index.bySource.get(h.from);
    if (own) own.push(h);
    else index.bySource.set(h.from, [h]);
    // enabled: false edges are not exported (nor registered by AG2), so they take no number
    if (h.trigger.type !== 'llm' || h.enabled === false) continue;
    const n = (counts.get(h.from) ?? 0) + 1;
    counts.set(h.from, n);
    index.llmPosition.set(h, n);
  }
  handoffIndexes.set(handoffs, index);
  return index;
}

function agentById(agents: readonly Agent[], id: string): Agent | undefined {
  let cached = agentIndexes.get(agents);
  if (!cached || cached.length !== agents.length) {
    cached = { length: agents.length, byId: new Map(agents.map((a) => [a.id, a])) };
    agentIndexes.set(agents, cached);
  }
  const agent = cached.byId.get(id);
  // an agent replaced in place (same array, same length) falls back to a scan
  return agent && agents.includes(agent) ? agent : agents.find((a) => a.id === id);
}

/**
 * 1-based position of `handoff` among its source agent's llm-trigger handoffs, in graph order (AG2
 * suffix). Edges with an `enabled` rule keep their place (AG2 numbers every llm condition,
 * available or not); `enabled: false` edges are left out of the export, so they take no number.
 */
function ag2ConditionIndex(graph: GraphForNames, handoff: Handoff): number {
  const known = handoffIndex(graph.handoffs).llmPosition.get(handoff);
  if (known !== undefined) return known;
  const own = graph.handoffs.filter((h) => h.from === handoff.from && h.trigger.type === 'llm' && (h.enabled !== false || h.id === handoff.id));
  return own.findIndex((h) => h.id === handoff.id) + 1;
}

/**
 * The transfer tool name of `handoff` under the graph's runtime, or null for a context-trigger
 * handoff (taken without the model, so it has no tool). `trigger.toolName` overrides.
 * A dangling target (unknown agent) falls back to its id so the inspector still shows something.
 */
export function handoffToolName(graph: GraphForNames, handoff: Handoff): string | null {
  if (handoff.trigger.type !== 'llm') return null;
  // AG2 overwrites OnCondition.llm_function_name with its own name (handoffs.py:299-303, AG2 0.11.5)
  if (handoff.trigger.toolName && graph.runtime !== 'ag2') return handoff.trigger.toolName;
  const target = agentById(graph.agents, handoff.to);
  const targetName = target?.name ?? handoff.to;
  return defaultTransferToolName(graph.runtime, targetName, ag2ConditionIndex(graph, handoff));
}

/** The transfer tool description of `handoff`, or null for a context-trigger handoff. */
export function handoffToolDescription(graph: GraphForNames, handoff: Handoff): string | null {
  const trigger = handoff.trigger;
  if (trigger.type !== 'llm') return null;
  if (graph.runtime === 'ag2') return trigger.condition ?? trigger.description ?? '';
  // Both SDKs treat "" as no override: Python `tool_description_override or default`
  // (src/agents/handoffs/__init__.py:346@0.22.0), JS `if (config.toolDescriptionOverride)`
  // (agents-core handoff.ts@0.20.0). Swarm's docstring is the text as written.
  const sdk = graph.runtime === 'agents-sdk-python' || graph.runtime === 'agents-sdk-js';
  if (trigger.description !== null && !(sdk && trigger.description === '')) return trigger.description;
  const target = agentById(graph.agents, handoff.to);
  const agent = target ?? { name: handoff.to, handoffDescription: '' };
  return graph.runtime === 'swarm' ? agent.handoffDescription : defaultHandoffDescription(agent);
}

/** One tool the model of an agent sees, and where it comes from. */
export interface DerivedTool {
  source: { kind: 'tool'; id: string } | { kind: 'handoff'; id: string } | { kind: 'agentTool'; id: string };
  name: string;
  description: string;
}

/**
 * The named tools an agent exposes to its model: its function tools (in its `tools` order), the
 * agents it calls as tools, then its llm-trigger handoffs (graph order), as both SDKs append handoff tools after the agent's tools.
 * Hosted and MCP tools are left out: their names come from the provider, not from us.
 * Handoffs statically disabled (`enabled: false`) are left out, as the SDKs filter them first.
 */
export function agentToolNames(
  graph: GraphForNames & Pick<Graph, 'tools' | 'agentTools'>,
  agentId: string,
): DerivedTool[] {
  const agent = agentById(graph.agents, agentId);
  const result: DerivedTool[] = [];
  for (const toolId of agent?.tools ?? []) {
    const tool: Tool | undefined = graph.tools.find((t) => t.id === toolId);
    if (tool?.type !== 'function' || tool.enabled === false) continue;
    result.push({
      source: { kind: 'tool', id: tool.id },
      name: functionToolName(graph.runtime, tool),
      description: tool.description,
    });
  }
  // agents called as tools: after the agent's own tools (SDK profiles only; Swarm and AG2 have none)
  if (graph.runtime === 'agents-sdk-js' || graph.runtime === 'agents-sdk-python') {
    for (const edge of graph.agentTools ?? []) {
      if (edge.from !== agentId) continue;
      const worker = agentById(graph.agents, edge.to);
      if (!worker) continue;
      result.push({ source: { kind: 'agentTool', id: edge.id }, name: agentToolName(graph.runtime, edge.toolName, worker.name), description: edge.toolDescription ?? '' });
    }
  }
  for (const handoff of handoffIndex(graph.handoffs).bySource.get(agentId) ?? []) {
    if (handoff.from !== agentId || handoff.enabled === false) continue;
    const name = handoffToolName(graph, handoff);
    if (name === null) continue;
    result.push({
      source: { kind: 'handoff', id: handoff.id },
      name,
      description: handoffToolDescription(graph, handoff) ?? '',
    });
  }
  return result;
}
