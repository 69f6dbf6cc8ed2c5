/**
 * The fidelity report: for one export target, every graph feature the graph uses and how the
 * target expresses it: natively, emulated by generated glue (named in the note), or not at all
 * (with the reason). Exporters print the non-native items as a header comment, the export dialog
 * and the CLI show the whole report, so that nothing unsupported disappears silently.
 */
import type { Graph, Handoff } from '../graph/schema.ts';
import { TOOL_KIND_SUPPORT, toolKindsOf, whereToolKindRuns, type Cell, type ToolKind, type ToolKindProvider } from '../graph/toolKinds.ts';
import { mermaidCommentText, pyCommentText, tsCommentText } from './literals.ts';
import { templateVariables } from './instructionsTemplate.ts';
import { pythonToolBody } from './pythonTool.ts';
import { whenToContextExpression, whenToPython } from './whenExpression.ts';

export const EXPORT_TARGETS = ['agents-ts', 'agents-py', 'swarm', 'ag2', 'mermaid', 'json-schema'] as const;
export type ExportTarget = (typeof EXPORT_TARGETS)[number];

export type FidelityLevel = 'native' | 'emulated' | 'unsupported';

export type FeatureKey =
  | 'llm_handoff'
  | 'tool_name_override'
  | 'description_override'
  | 'llm_condition'
  | 'handoff_input_schema'
  | 'on_handoff'
  | 'filter_remove_all_tools'
  | 'filter_keep_last'
  | 'filter_code'
  | 'handoff_disabled'
  | 'handoff_enabled_rule'
  | 'context_trigger'
  | 'after_work_agent'
  | 'after_work_terminate'
  | 'after_work_revert_to_user'
  | 'after_work_stay'
  | 'function_routing'
  | 'function_tool'
  | 'python_stub'
  | 'tool_timeout'
  | 'tool_enabled_rule'
  | 'needs_approval'
  | 'input_guardrail'
  | 'output_guardrail'
  | 'tool_input_guardrail'
  | 'tool_output_guardrail'
  | 'hosted_tool'
  | 'mcp_tool'
  | 'computer_tool'
  | 'computer_linux'
  | 'mcp_server'
  | 'mcp_server_approval'
  | 'output_schema'
  | 'context_variables'
  | 'instruction_variables'
  | 'tool_use_behavior'
  | 'model_settings'
  | 'max_turns'
  | 'agent_name_whitespace'
  | 'guardrail_never_runs'
  | 'tool_choice_tool'
  | 'agent_tool'
  | 'agent_tool_output_extractor'
  | 'nested_chats';

export const FEATURE_LABELS: Record<FeatureKey, string> = {
  llm_handoff: 'Handoffs chosen by the model (transfer tools)',
  tool_name_override: 'Transfer tool name overrides',
  description_override: 'Transfer tool description overrides',
  llm_condition: 'LLM condition prompts (AG2 OnCondition)',
  handoff_input_schema: 'Handoff input schema',
  on_handoff: 'On-handoff code',
  filter_remove_all_tools: 'Input filter: remove all tools',
  filter_keep_last: 'Input filter: keep last N items',
  filter_code: 'Input filter: code',
  handoff_disabled: 'Disabled handoffs',
  handoff_enabled_rule: 'Handoff enabled rules (when)',
  context_trigger: 'Context-condition handoffs (no model)',
  after_work_agent: 'After-work: go to an agent',
  after_work_terminate: 'After-work: terminate',
  after_work_revert_to_user: 'After-work: revert to user',
  after_work_stay: 'After-work: stay',
  function_routing: 'Function-driven routing (handoff() from tool code)',
  function_tool: 'Function tools (code)',
  python_stub: 'Function tools without a Python body (pythonCode)',
  tool_timeout: 'Tool time limits',
  tool_enabled_rule: 'Tool enabled rules',
  needs_approval: 'Tool approvals (needs approval)',
  input_guardrail: 'Input guardrails',
  output_guardrail: 'Output guardrails',
  tool_input_guardrail: 'Tool input guardrails',
  tool_output_guardrail: 'Tool output guardrails',
  hosted_tool: 'Hosted tools (file search, web search, code interpreter)',
  mcp_tool: 'MCP server tools',
  computer_tool: 'Computer tool (computer use)',
  computer_linux: 'Computer tool environment "linux"',
  mcp_server: 'Local MCP servers (Streamable HTTP or stdio)',
  mcp_server_approval: 'Approvals on local MCP servers (requireApproval)',
  output_schema: 'Structured output schema',
  context_variables: 'Context variables',
  instruction_variables: 'Context variables in instructions ({{var}})',
  tool_use_behavior: 'Tool use behavior',
  model_settings: 'Model settings',
  max_turns: 'Max turns',
  agent_name_whitespace: 'Agent names with whitespace',
  guardrail_never_runs: 'Input guardrails on agents other than the starting agent',
  tool_choice_tool: 'Tool choice naming one tool',
  agent_tool: 'Agents called as tools ("calls as tool" edges)',
  agent_tool_output_extractor: 'Agent-tool output extractors (code)',
  nested_chats: 'Nested chats (AG2 register_nested_chats)',
};

type CodeTarget = 'agents-ts' | 'agents-py' | 'swarm' | 'ag2';
type Support = [FidelityLevel, string];

const N = (note = ''): Support => ['native', note];
const E = (note: string): Support => ['emulated', note];
const U = (note: string): Support => ['unsupported', note];

const PY_STUB = 'the TypeScript body becomes a stub with the original code in a comment and a TODO';
const PY_BODY = 'the Python body (pythonCode) is used verbatim; tools without one are listed as stubs';
const PORT_NEEDED: Support = ['unsupported', 'stub: port needed (no pythonCode: the TypeScript code is kept as a comment and the function raises NotImplementedError)'];

/** How each code target expresses each feature (static part; see `dynamicNote` for per-graph notes). */
const SUPPORT: Record<FeatureKey, Record<CodeTarget, Support>> = {
  llm_handoff: { 'agents-ts': N('handoff()'), 'agents-py': N('handoff()'), swarm: N('transfer functions returning the agent'), ag2: N('OnCondition with StringLLMCondition') },
  tool_name_override: {
    'agents-ts': N('toolNameOverride'),
    'agents-py': N('tool_name_override'),
    swarm: N('the transfer function is named after it'),
    ag2: U('AG2 names every condition tool transfer_to_{agent}_{n} itself (handoffs.py:299-303, AG2 0.11.5); the override is kept as a comment'),
  },
  description_override: { 'agents-ts': N('toolDescriptionOverride'), 'agents-py': N('tool_description_override'), swarm: N('the transfer function docstring'), ag2: N('the OnCondition prompt (when no condition is set)') },
  llm_condition: {
    'agents-ts': U('an AG2 concept: the SDK describes the transfer tool with its description; the condition is kept as a comment'),
    'agents-py': U('an AG2 concept: the SDK describes the transfer tool with its description; the condition is kept as a comment'),
    swarm: U('an AG2 concept: Swarm uses the docstring; the condition is kept as a comment'),
    ag2: N('StringLLMCondition(prompt=...)'),
  },
  handoff_input_schema: { 'agents-ts': N('inputType as a zod schema'), 'agents-py': N('input_type as a pydantic model'), swarm: U('transfer functions take no arguments (as in Switchboard\'s Swarm profile); the schema is kept as a comment'), ag2: U('AG2 transfer tools take no arguments; the schema is kept as a comment') },
  on_handoff: { 'agents-ts': N('onHandoff, code inlined'), 'agents-py': N(`on_handoff; ${PY_STUB}`), swarm: U('Swarm has no handoff callback (nor has Switchboard\'s Swarm profile); the code is kept as a comment'), ag2: U('AG2 has no handoff callback; the code is kept as a comment') },
  filter_remove_all_tools: { 'agents-ts': N('removeAllTools'), 'agents-py': N('handoff_filters.remove_all_tools'), swarm: U('Swarm always passes the full history'), ag2: U('AG2 shares one group transcript (it only hides transfer messages)') },
  filter_keep_last: { 'agents-ts': E('generated keepLastItems(n) input filter'), 'agents-py': E('generated keep_last_items(n) input filter'), swarm: U('Swarm always passes the full history'), ag2: U('AG2 shares one group transcript') },
  filter_code: { 'agents-ts': N('inputFilter, code inlined'), 'agents-py': N(`input_filter; ${PY_STUB}`), swarm: U('Swarm always passes the full history; the code is kept as a comment'), ag2: U('AG2 shares one group transcript; the code is kept as a comment') },
  handoff_disabled: { 'agents-ts': N('isEnabled: false'), 'agents-py': N('is_enabled=False'), swarm: N('left out of the agent functions'), ag2: N('left out of the conditions') },
  handoff_enabled_rule: { 'agents-ts': N('isEnabled predicate over the run context'), 'agents-py': N('is_enabled lambda over ctx.context'), swarm: U('Swarm functions are static; the rule is kept as a comment'), ag2: N('available=ExpressionAvailableCondition(ContextExpression(...))') },
  context_trigger: {
    'agents-ts': U('the SDK has no handoffs taken without the model; kept as a comment on the agent'),
    'agents-py': U('the SDK has no handoffs taken without the model; kept as a comment on the agent'),
    swarm: U('Swarm has no handoffs taken without the model; kept as a comment on the agent'),
    ag2: N('OnContextCondition with ExpressionContextCondition'),
  },
  after_work_agent: {
    'agents-ts': U('the SDK ends the run with the reply (so does Switchboard\'s Agents SDK profile); kept as a comment on the agent'),
    'agents-py': U('the SDK ends the run with the reply (so does Switchboard\'s Agents SDK profile); kept as a comment on the agent'),
    swarm: U('Swarm ends the run with the reply (so does Switchboard\'s Swarm profile); kept as a comment on the agent'),
    ag2: N('set_after_work(AgentTarget(...))'),
  },
  after_work_terminate: { 'agents-ts': N('the run ends with the reply'), 'agents-py': N('the run ends with the reply'), swarm: N('the run ends with the reply'), ag2: N('TerminateTarget()') },
  after_work_revert_to_user: { 'agents-ts': N('the run ends and returns to the user'), 'agents-py': N('the run ends and returns to the user'), swarm: N('the run ends and returns to the user'), ag2: N('RevertToUserTarget() with a user agent') },
  after_work_stay: { 'agents-ts': N('the run ends; result.lastAgent is where the next user turn starts'), 'agents-py': N('the run ends; result.last_agent is where the next user turn starts'), swarm: N('response.agent is where the next turn starts'), ag2: N('StayTarget()') },
  function_routing: {
    'agents-ts': U('the SDK has no tool-driven handoffs and Switchboard\'s Agents SDK profile ignores handoff() too: the code gets a no-op ignoreHandoff'),
    'agents-py': U('the SDK has no tool-driven handoffs (Switchboard\'s Agents SDK profile ignores handoff() too); the stub lists the targets'), swarm: N('the tool returns Result(agent=...)'), ag2: N('ReplyResult(target=AgentTarget(...))') },
  function_tool: { 'agents-ts': N('tool() with zod parameters, code inlined'), 'agents-py': N(`@function_tool; ${PY_BODY}`), swarm: N(`agent functions; ${PY_BODY}`), ag2: N(`functions=[...]; ${PY_BODY}`) },
  python_stub: { 'agents-ts': N('not needed: the TypeScript code is inlined'), 'agents-py': PORT_NEEDED, swarm: PORT_NEEDED, ag2: PORT_NEEDED },
  tool_timeout: { 'agents-ts': N('timeoutMs'), 'agents-py': U('no per-tool time limit in function_tool; enforce it in the port'), swarm: U('Swarm has no tool time limits'), ag2: U('AG2 has no tool time limits') },
  tool_enabled_rule: { 'agents-ts': N('isEnabled predicate'), 'agents-py': N('is_enabled lambda'), swarm: U('Swarm functions are static; the rule is kept as a comment'), ag2: U('AG2 functions are static; the rule is kept as a comment') },
  needs_approval: { 'agents-ts': N('needsApproval; main() asks on the terminal'), 'agents-py': N('needs_approval; main() asks on the terminal'), swarm: U('Swarm has no approvals; kept as a comment'), ag2: U('AG2 group tools have no approvals; kept as a comment') },
  input_guardrail: { 'agents-ts': N('InputGuardrail objects'), 'agents-py': N(`@input_guardrail; ${PY_STUB}`), swarm: U('Swarm has no guardrails; kept as a comment'), ag2: U('not exported: AG2 guardrails are LLM/regex based; kept as a comment') },
  output_guardrail: { 'agents-ts': N('OutputGuardrail objects'), 'agents-py': N(`@output_guardrail; ${PY_STUB}`), swarm: U('Swarm has no guardrails; kept as a comment'), ag2: U('not exported: AG2 guardrails are LLM/regex based; kept as a comment') },
  tool_input_guardrail: { 'agents-ts': N('defineToolInputGuardrail'), 'agents-py': N(`@tool_input_guardrail; ${PY_STUB}`), swarm: U('Swarm has no tool guardrails; kept as a comment'), ag2: U('AG2 has no tool guardrails; kept as a comment') },
  tool_output_guardrail: { 'agents-ts': N('defineToolOutputGuardrail'), 'agents-py': N(`@tool_output_guardrail; ${PY_STUB}`), swarm: U('Swarm has no tool guardrails; kept as a comment'), ag2: U('AG2 has no tool guardrails; kept as a comment') },
  hosted_tool: { 'agents-ts': N('fileSearchTool / webSearchTool / codeInterpreterTool'), 'agents-py': N('FileSearchTool / WebSearchTool / CodeInterpreterTool'), swarm: U('Swarm runs Chat Completions function tools only; kept as a comment'), ag2: U('not exported; kept as a comment') },
  mcp_tool: { 'agents-ts': N('hostedMcpTool'), 'agents-py': N('HostedMCPTool'), swarm: U('Swarm has no MCP support; kept as a comment'), ag2: U('not exported (AG2 MCP needs a client session); kept as a comment') },
  computer_tool: {
    'agents-ts': E('computerTool({ computer, onSafetyCheck }) with a Computer class whose methods you fill in; the model must be served by the OpenAI Responses API'),
    'agents-py': E('ComputerTool(computer=..., on_safety_check=...) with a Computer subclass whose methods you fill in; the model must be served by the OpenAI Responses API'),
    swarm: U('Swarm runs Chat Completions function tools only; kept as a comment'),
    ag2: U('AG2 has no computer tool; kept as a comment'),
  },
  computer_linux: {
    'agents-ts': E('the SDK\'s Environment has no "linux": exported as "ubuntu"'),
    'agents-py': E('the SDK\'s Environment has no "linux": exported as "ubuntu"'),
    swarm: U('not exported'),
    ag2: U('not exported'),
  },
  mcp_server: { 'agents-ts': N('MCPServerStreamableHttp / MCPServerStdio on mcpServers; main() connects and closes them'), 'agents-py': N('MCPServerStreamableHttp / MCPServerStdio on mcp_servers; main() connects and cleans them up'), swarm: U('Swarm has no MCP support; not exported'), ag2: U('not exported (AG2 MCP needs a client session)') },
  mcp_server_approval: { 'agents-ts': U('the JS SDK 0.20.0 MCP servers have no approval option; kept as a comment'), 'agents-py': N('require_approval; main() asks on the terminal'), swarm: U('Swarm has no MCP support; not exported'), ag2: U('not exported (AG2 MCP needs a client session)') },
  output_schema: { 'agents-ts': N('outputType as a zod schema'), 'agents-py': N('output_type as a pydantic model'), swarm: U('Swarm has no structured outputs; kept as a comment'), ag2: U('not exported; kept as a comment') },
  context_variables: { 'agents-ts': N('the run context object'), 'agents-py': N('the run context dict'), swarm: N('context_variables'), ag2: N('ContextVariables') },
  instruction_variables: { 'agents-ts': N('instructions as a function of the run context'), 'agents-py': N('dynamic instructions function'), swarm: N('callable instructions over context_variables'), ag2: N('UpdateSystemMessage template') },
  tool_use_behavior: { 'agents-ts': N('toolUseBehavior'), 'agents-py': N('tool_use_behavior'), swarm: U('Swarm always runs the model again after tools'), ag2: U('AG2 always continues the group chat after tools') },
  model_settings: { 'agents-ts': N('modelSettings'), 'agents-py': N('ModelSettings'), swarm: E('only tool_choice and parallel_tool_calls map to Agent fields; the others are kept as a comment'), ag2: N('llm_config') },
  // max_turns depends on the graph's runtime: see maxTurnsSupport
  max_turns: { 'agents-ts': N('maxTurns'), 'agents-py': N('max_turns'), swarm: N('max_turns'), ag2: N('max_rounds') },
  agent_name_whitespace: {
    'agents-ts': N('names as given'),
    'agents-py': N('names as given'),
    swarm: N('names as given'),
    ag2: E('renamed with "_" for whitespace: AG2 rejects whitespace in agent names (conversable_agent.py _validate_name); transfer tools are named after the new name'),
  },
  guardrail_never_runs: {
    'agents-ts': U('the SDK runs input guardrails only for the starting agent: this one never runs (nor does it in Switchboard)'),
    'agents-py': U('the SDK runs input guardrails only for the starting agent: this one never runs (nor does it in Switchboard)'),
    swarm: U('Swarm has no guardrails; kept as a comment'),
    ag2: U('not exported: AG2 guardrails are LLM/regex based; kept as a comment'),
  },
  tool_choice_tool: {
    'agents-ts': N('modelSettings.toolChoice'),
    'agents-py': N('ModelSettings(tool_choice=...)'),
    swarm: N('tool_choice'),
    ag2: U('AG2 takes only none, auto or required (oai/client.py:266, AG2 0.11.5); not exported'),
  },
  agent_tool: {
    'agents-ts': N('worker.asTool({ toolName, toolDescription, runOptions: { maxTurns } }) pushed onto the manager\'s tools'),
    'agents-py': N('worker.as_tool(tool_name=..., tool_description=..., max_turns=...) appended to the manager\'s tools'),
    swarm: U('Swarm has no agents as tools (nor has Switchboard\'s Swarm profile); kept as a comment on the manager'),
    ag2: U('AG2 composes agents with nested chats, not agent tools (nor does Switchboard\'s AG2 profile); kept as a comment on the manager'),
  },
  nested_chats: {
    'agents-ts': U('the SDK has no nested chats (nor has Switchboard\'s Agents SDK profile): the agent answers with its own model; kept as a comment on the agent'),
    'agents-py': U('the SDK has no nested chats (nor has Switchboard\'s Agents SDK profile): the agent answers with its own model; kept as a comment on the agent'),
    swarm: U('Swarm has no nested chats (nor has Switchboard\'s Swarm profile); kept as a comment on the agent'),
    ag2: N('register_nested_chats(chat_queue, trigger=GroupChatManager)'),
  },
  agent_tool_output_extractor: {
    'agents-ts': N('customOutputExtractor, code inlined'),
    'agents-py': U('custom_output_extractor is a stub with the TypeScript code in a comment: port needed (it raises NotImplementedError)'),
    swarm: U('Swarm has no agents as tools'),
    ag2: U('AG2 has no agents as tools'),
  },
};

/** Where a feature appears: human-readable locations. */
export type FeatureUse = Map<FeatureKey, string[]>;

function handoffLabel(graph: Graph, h: Handoff): string {
  const name = (id: string) => graph.agents.find((a) => a.id === id)?.name ?? id;
  return `${name(h.from)} → ${name(h.to)}`;
}

/** Every feature the graph uses, with where, in FEATURE_LABELS order. */
export function graphFeatures(graph: Graph): FeatureUse {
  const uses = new Map<FeatureKey, string[]>();
  const add = (key: FeatureKey, where: string) => {
    const list = uses.get(key) ?? [];
    if (!list.includes(where)) list.push(where);
    uses.set(key, list);
  };
  for (const h of graph.handoffs) {
    const where = handoffLabel(graph, h);
    if (h.trigger.type === 'llm') {
      add('llm_handoff', where);
      if (h.trigger.toolName) add('tool_name_override', where);
      if (h.trigger.description !== null) add('description_override', where);
      if (h.trigger.condition) add('llm_condition', where);
    } else add('context_trigger', where);
    if (h.inputSchema) add('handoff_input_schema', where);
    if (h.onHandoff) add('on_handoff', where);
    if (h.inputFilter.type === 'remove_all_tools') add('filter_remove_all_tools', where);
    if (h.inputFilter.type === 'keep_last') add('filter_keep_last', where);
    if (h.inputFilter.type === 'code') add('filter_code', where);
    if (h.enabled === false) add('handoff_disabled', where);
    if (typeof h.enabled === 'object') add('handoff_enabled_rule', where);
  }
  const afterWorks = [
    ...graph.agents.map((a) => [a.afterWork, `agent ${a.name}`] as const),
    [graph.settings.afterWork, 'graph settings'] as const,
  ];
  for (const [afterWork, where] of afterWorks) {
    if (afterWork) add(`after_work_${afterWork.type === 'agent' ? 'agent' : afterWork.type}`, where);
  }
  for (const agent of graph.agents) {
    for (const server of agent.mcpServers ?? []) {
      add('mcp_server', `${server.name} on ${agent.name}`);
      if (server.requireApproval !== 'never') add('mcp_server_approval', `${server.name} on ${agent.name}`);
    }
  }
  for (const tool of graph.tools) {
    if (tool.type === 'hosted') add('hosted_tool', `${tool.hosted} (${tool.id})`);
    if (tool.type === 'mcp') add('mcp_tool', tool.serverLabel);
    if (tool.type === 'computer') {
      add('computer_tool', `${tool.id} (${tool.environment}, ${tool.displayWidth}x${tool.displayHeight})`);
      if (tool.environment === 'linux') add('computer_linux', tool.id);
    }
    if (tool.type !== 'function') continue;
    const where = `tool ${tool.name}`;
    add('function_tool', where);
    if (pythonToolBody(tool) === null) add('python_stub', where);
    if (tool.timeoutMs !== 5000) add('tool_timeout', where);
    if (tool.routesTo.length > 0 || /\bhandoff\s*\(/.test(tool.code)) add('function_routing', where);
    if (tool.enabled === false || typeof tool.enabled === 'object') add('tool_enabled_rule', where);
    if (tool.needsApproval !== false) add('needs_approval', where);
    for (const id of tool.inputGuardrails) add('tool_input_guardrail', `${guardrailName(graph, id)} on ${tool.name}`);
    for (const id of tool.outputGuardrails) add('tool_output_guardrail', `${guardrailName(graph, id)} on ${tool.name}`);
  }
  for (const agent of graph.agents) {
    for (const id of agent.inputGuardrails) add('input_guardrail', `${guardrailName(graph, id)} on ${agent.name}`);
    for (const id of agent.outputGuardrails) add('output_guardrail', `${guardrailName(graph, id)} on ${agent.name}`);
    if (agent.outputSchema) add('output_schema', agent.name);
    if (templateVariables(agent.instructions).length > 0) add('instruction_variables', agent.name);
    if (agent.toolUseBehavior !== 'run_llm_again') add('tool_use_behavior', agent.name);
    if (Object.keys(agent.modelSettings).length > 0) add('model_settings', agent.name);
    if (/\s/.test(agent.name)) add('agent_name_whitespace', agent.name);
    // input guardrails run for the starting agent only (openai-agents run.py; docs/SEMANTICS.md §2.6)
    if (agent.id !== (graph.startAgent ?? graph.agents[0]?.id)) {
      for (const id of agent.inputGuardrails) add('guardrail_never_runs', `${guardrailName(graph, id)} on ${agent.name}`);
    }
    const choice = agent.modelSettings.toolChoice;
    if (choice !== undefined && !['auto', 'required', 'none'].includes(choice)) add('tool_choice_tool', agent.name);
  }
  for (const agent of graph.agents) if ((agent.nestedChats ?? []).length > 0) add('nested_chats', agent.name);
  for (const t of graph.agentTools ?? []) {
    const name = (id: string) => graph.agents.find((a) => a.id === id)?.name ?? id;
    const where = `${name(t.from)} → ${name(t.to)}`;
    add('agent_tool', where);
    if (t.outputExtractor !== null) add('agent_tool_output_extractor', where);
  }
  const graphChoice = graph.settings.modelSettings.toolChoice;
  if (graphChoice !== undefined && !['auto', 'required', 'none'].includes(graphChoice)) add('tool_choice_tool', 'graph settings');
  if (Object.keys(graph.settings.modelSettings).length > 0) add('model_settings', 'graph settings');
  if (Object.keys(graph.context).length > 0) add('context_variables', Object.keys(graph.context).join(', '));
  if (graph.settings.maxTurns !== null) add('max_turns', String(graph.settings.maxTurns));
  const order = Object.keys(FEATURE_LABELS) as FeatureKey[];
  return new Map(order.filter((k) => uses.has(k)).map((k) => [k, uses.get(k)!]));
}

function guardrailName(graph: Graph, id: string): string {
  return graph.guardrails.find((g) => g.id === id)?.name ?? id;
}

/** Rules that a Python target could not translate get a note naming them (they become TODO stubs). */
function dynamicNote(graph: Graph, target: CodeTarget, key: FeatureKey): string | null {
  const rules: Array<[string, string, boolean]> = [];
  if (key === 'handoff_enabled_rule') {
    for (const h of graph.handoffs) {
      if (typeof h.enabled === 'object') rules.push([handoffLabel(graph, h), h.enabled.when, false]);
    }
  }
  if (key === 'context_trigger' && target === 'ag2') {
    for (const h of graph.handoffs) if (h.trigger.type === 'context') rules.push([handoffLabel(graph, h), h.trigger.when, false]);
  }
  if (key === 'tool_enabled_rule' || key === 'needs_approval') {
    for (const t of graph.tools) {
      if (t.type !== 'function') continue;
      const rule = key === 'tool_enabled_rule' ? t.enabled : t.needsApproval;
      if (typeof rule === 'object') rules.push([t.name, rule.when, key === 'needs_approval']);
    }
  }
  const failed = rules.filter(([, when, args]) =>
    target === 'agents-py' ? whenToPython(when, 'ctx', args ? 'params' : null) === null : target === 'ag2' ? whenToContextExpression(when) === null : false,
  );
  return failed.length === 0 ? null : `rules not translated automatically (TODO stubs): ${failed.map(([w, when]) => `${w}: ${when}`).join('; ')}`;
}

export interface FidelityItem {
  feature: FeatureKey;
  label: string;
  level: FidelityLevel;
  note: string;
  where: string[];
}

/** Where one tool kind the graph uses runs, by runtime and by provider (src/graph/toolKinds.ts). */
export interface ToolKindRow {
  kind: ToolKind;
  label: string;
  where: string[];
  runtimes: Record<Graph['runtime'], Cell>;
  providers: Record<ToolKindProvider, Cell>;
  /** the same in one sentence */
  sentence: string;
}

export interface FidelityReport {
  target: ExportTarget;
  /** one line on what this export is */
  summary: string;
  items: FidelityItem[];
  /** the tool kinds the graph uses and where each runs (empty for the diagram and the schema) */
  toolKinds: ToolKindRow[];
}

function toolKindRows(graph: Graph): ToolKindRow[] {
  return [...toolKindsOf(graph)].map(([kind, where]) => {
    const support = TOOL_KIND_SUPPORT[kind];
    return { kind, label: support.label, where, runtimes: support.runtimes, providers: support.providers, sentence: whereToolKindRuns(kind) };
  });
}

const DIAGRAM_FEATURES = new Set<FeatureKey>([
  'llm_handoff', 'tool_name_override', 'context_trigger', 'after_work_agent', 'after_work_terminate',
  'after_work_revert_to_user', 'after_work_stay', 'function_routing', 'handoff_disabled', 'handoff_enabled_rule', 'agent_tool',
]);

/** What a turn limit counts, per runtime profile (docs/SEMANTICS.md §2.1, §4.2, §5.3). */
const TURN_UNIT: Record<Graph['runtime'] | CodeTarget, string> = {
  'agents-sdk-js': 'model calls',
  'agents-sdk-python': 'model calls',
  'agents-ts': 'model calls',
  'agents-py': 'model calls',
  swarm: 'messages',
  ag2: 'group chat rounds',
};

const RUNTIME_OF_TARGET: Record<CodeTarget, Graph['runtime']> = {
  'agents-ts': 'agents-sdk-js',
  'agents-py': 'agents-sdk-python',
  swarm: 'swarm',
  ag2: 'ag2',
};

/** The turn limit is native when the target counts what the graph's runtime counts. */
function maxTurnsSupport(graph: Graph, target: CodeTarget): Support {
  const ours = TURN_UNIT[graph.runtime];
  const theirs = TURN_UNIT[target];
  if (ours === theirs) return N(target === 'ag2' ? 'max_rounds' : target === 'swarm' ? 'max_turns' : SUPPORT.max_turns[target][1]);
  return E(`the limit is passed as is, but ${target} counts ${theirs} where the graph's runtime (${graph.runtime}) counts ${ours}`);
}

export function fidelityReport(graph: Graph, target: ExportTarget): FidelityReport {
  const features = graphFeatures(graph);
  if (target === 'json-schema') {
    return { target, summary: 'The JSON Schema of the graph file format (not the graph itself).', items: [], toolKinds: [] };
  }
  const items: FidelityItem[] = [];
  for (const [feature, where] of features) {
    let level: FidelityLevel;
    let note: string;
    if (target === 'mermaid') {
      [level, note] = DIAGRAM_FEATURES.has(feature) ? N('drawn as an edge or label') : U('a diagram shows routing only');
    } else {
      [level, note] = feature === 'max_turns' ? maxTurnsSupport(graph, target) : SUPPORT[feature][target];
      const extra = dynamicNote(graph, target, feature);
      if (extra) note = `${note}; ${extra}`;
    }
    items.push({ feature, label: FEATURE_LABELS[feature], level, note, where });
  }
  const summaries: Record<Exclude<ExportTarget, 'json-schema'>, string> = {
    'agents-ts': 'OpenAI Agents SDK for TypeScript (@openai/agents 0.20.0).',
    'agents-py': 'OpenAI Agents SDK for Python (openai-agents).',
    swarm: 'OpenAI Swarm (Python).',
    ag2: 'AG2 group chat (0.11 handoffs API).',
    mermaid: 'A Mermaid flowchart of the routing.',
  };
  const summary =
    target !== 'mermaid' && RUNTIME_OF_TARGET[target] !== graph.runtime
      ? `${summaries[target]} The graph was designed for ${graph.runtime}; this export behaves as ${RUNTIME_OF_TARGET[target]} does.`
      : summaries[target];
  return { target, summary, items, toolKinds: target === 'mermaid' ? [] : toolKindRows(graph) };
}

/** The header comment of an exported file: everything that is not native, or a line saying all is. */
export function fidelityHeader(report: FidelityReport, comment: '//' | '#' | '%%'): string {
  const lines = [`Fidelity (${report.target}): ${report.summary}`];
  const notNative = report.items.filter((i) => i.level !== 'native');
  if (notNative.length === 0) lines.push('Every feature this graph uses is supported natively.');
  for (const level of ['emulated', 'unsupported'] as const) {
    const items = notNative.filter((i) => i.level === level);
    if (items.length === 0) continue;
    lines.push(level === 'emulated' ? 'Emulated with generated glue:' : 'Not supported by this target:');
    for (const item of items) lines.push(`  - ${item.label} (${item.where.join(', ')}): ${item.note}`);
  }
  // function tools run everywhere; the other kinds depend on runtime and provider
  const special = report.toolKinds.filter((row) => row.kind !== 'function');
  if (special.length > 0) lines.push('Where its tool kinds run (runtime, provider):');
  for (const row of special) lines.push(`  - ${row.where.join(', ')}: ${row.sentence}`);
  const escape = comment === '//' ? tsCommentText : comment === '#' ? pyCommentText : mermaidCommentText;
  return lines.map((l) => `${comment} ${escape(l)}`).join('\n');
}

/** The report as plain text (CLI). */
export function formatFidelityReport(report: FidelityReport): string {
  const lines = [`${report.target}: ${report.summary}`];
  if (report.items.length === 0) lines.push('  (no graph features to map)');
  for (const item of report.items) {
    lines.push(`  ${item.level.padEnd(11)} ${item.label}: ${item.note}`, `              used by: ${item.where.join(', ')}`);
  }
  if (report.toolKinds.length > 0) lines.push('  Where each tool kind runs:');
  for (const row of report.toolKinds) lines.push(`    ${row.sentence}`, `              used by: ${row.where.join(', ')}`);
  return lines.join('\n');
}
