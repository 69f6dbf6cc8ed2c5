/**
 * Export to AG2 (0.11 group chat API): `ConversableAgent`s with `llm_config`, LLM conditions
 * (`OnCondition` + `StringLLMCondition`), context conditions (`OnContextCondition` +
 * `ExpressionContextCondition`, translated from the graph's JavaScript `when` rules), after-work
 * targets, `ReplyResult` tool stubs for function-driven routing, shared `ContextVariables`, and a
 * `DefaultPattern` run with `initiate_group_chat`.
 */
import { TOOL_KIND_SUPPORT, toolKindOf } from '../graph/toolKinds.ts';
import type { AfterWork, Agent as GraphAgent, FunctionTool, Graph, Handoff } from '../graph/schema.ts';
import { ag2AgentName, ag2NeedsUserAgent } from '../graph/ag2Names.ts';
import { isAg2Template, toAg2FormatString } from '../graph/ag2Template.ts';
import { handoffToolDescription, handoffToolName } from '../graph/toolNames.ts';
import { fidelityHeader, fidelityReport } from './fidelity.ts';
import { isPythonIdentifier, Namer, pascalCase, snakeCase } from './identifiers.ts';
import { parseTemplate } from './instructionsTemplate.ts';
import { optionalType, pyDocstring, PythonTypes } from './jsonSchemaToPython.ts';
import { pyCommentText, pyString, pyText, pyValue } from './literals.ts';
import { pythonBodiesNote, pythonComment, pythonStubBody } from './pythonStub.ts';
import { pythonBodySource, pythonCallLine, pythonRoutes, pythonToolBody } from './pythonTool.ts';
import { whenToContextExpression } from './whenExpression.ts';

interface Names {
  agents: Map<string, string>;
  /** AG2 agent names: no whitespace allowed with an OpenAI llm_config */
  ag2Names: Map<string, string>;
  tools: Map<string, string>;
}

function camelToSnake(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function target(afterWork: AfterWork, names: Names): string {
  switch (afterWork.type) {
    case 'agent':
      return `AgentTarget(${names.agents.get(afterWork.agent) ?? afterWork.agent})`;
    case 'terminate':
      return 'TerminateTarget()';
    case 'revert_to_user':
      return 'RevertToUserTarget()';
    case 'stay':
      return 'StayTarget()';
  }
}

function toolSource(graph: Graph, tool: FunctionTool, names: Names, types: PythonTypes, namer: Namer): string {
  const name = names.tools.get(tool.id)!;
  const fields = types.fields(tool.parameters, pascalCase(tool.name));
  const body = pythonToolBody(tool);
  const usesContext = /\bcontext\b/.test(tool.code) || Boolean(body?.takesContext);
  const routes = tool.routesTo.length > 0 || /\bhandoff\s*\(/.test(tool.code) || Boolean(body && pythonRoutes(body));
  const ordered = [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
  const params = ordered.map((f) => {
    const type = f.required ? f.type : optionalType(f.type);
    const annotated = f.description ? `Annotated[${type}, ${pyString(f.description)}]` : type;
    return f.required ? `${f.name}: ${annotated}` : `${f.name}: ${annotated} = None`;
  });
  // after the required parameters, before the optional ones: a parameter without a default cannot
  // follow one with a default (AG2 injects it by name, function_utils.py, so its place is free)
  if (usesContext || routes) params.splice(ordered.filter((f) => f.required).length, 0, 'context_variables: ContextVariables');
  const extra: string[] = [];
  for (const f of fields.filter((x) => x.name !== x.jsonName)) extra.push(`The parameter "${f.jsonName}" is not a Python name: the model sees "${f.name}" instead.`);
  if (!body && usesContext) extra.push("The code's `context` is context_variables here (shared by the group).");
  if (!body && routes) {
    const targets = tool.routesTo.map((id) => `AgentTarget(${names.agents.get(id) ?? id})`);
    extra.push(
      'handoff(id, message) becomes:',
      `  return ReplyResult(message=message, target=${targets[0] ?? 'AgentTarget(<agent>)'}, context_variables=context_variables)`,
      ...(targets.length > 1 ? [`  with target one of: ${targets.join(', ')}`] : []),
    );
  }
  if (tool.needsApproval !== false) extra.push(`Not supported by AG2 group tools: needs approval (${tool.needsApproval === true ? 'always' : tool.needsApproval.when}).`);
  if (typeof tool.enabled === 'object') extra.push(`Not supported by AG2: enabled only when ${tool.enabled.when}.`);
  const guardrails = [...tool.inputGuardrails, ...tool.outputGuardrails].map((id) => graph.guardrails.find((g) => g.id === id)?.name ?? id);
  if (guardrails.length > 0) extra.push(`Not supported by AG2: tool guardrails ${guardrails.join(', ')}.`);
  const header = `${body?.isAsync ? 'async ' : ''}def ${name}(${params.join(', ')}) -> ${routes ? 'ReplyResult | str' : 'Any'}:`;
  // AG2 describes the tool with (func.__doc__ or "").strip() (conversable_agent.py:442): the
  // docstring holds the description exactly, continuation lines unindented
  const doc = `    ${pyText(tool.description || tool.name)}`;
  if (!body) return [header.replace(/ -> .*:$/, ` -> ${routes ? 'ReplyResult' : 'str'}:`), doc, pythonStubBody(tool.code, '    ', extra)].join('\n');
  const impl = namer.take(`_impl_${name}`);
  return [
    pythonBodySource(body, impl),
    '',
    '',
    header,
    doc,
    ...extra.map((line) => `    # ${pyCommentText(line)}`),
    pythonCallLine(body, impl, ordered, 'context_variables', { awaitable: true }),
  ].join('\n');
}

/** The autogen.agentchat.group names an export may use, each with the call that needs it (compiled once). */
const GROUP_IMPORTS = [
  'AgentTarget', 'ContextExpression', 'ContextStr', 'ContextStrLLMCondition', 'ContextVariables', 'ExpressionAvailableCondition', 'ExpressionContextCondition',
  'OnCondition', 'OnContextCondition', 'ReplyResult', 'RevertToUserTarget', 'StayTarget', 'StringLLMCondition', 'TerminateTarget',
].map((name) => [name, new RegExp(`\\b${name}\\(`)] as const);

/**
 * handoff() for Python tool bodies: a ReplyResult whose target is the agent, carrying the call's
 * context copy back (AG2 merges only ReplyResult.context_variables, group_tool_executor.py:347-349).
 * The special ids $terminate, $revert_to_user and $stay name the other transition targets.
 */
const AG2_HANDOFF_HELPER = `def handoff(agent_id: str, message: str | None = None, context_variables: ContextVariables | None = None) -> ReplyResult:
    """Route from a tool body: the group continues with the agent with this graph id."""
    special = {"$terminate": TerminateTarget, "$revert_to_user": RevertToUserTarget, "$stay": StayTarget}
    target = special[agent_id]() if agent_id in special else AgentTarget(AGENTS[agent_id])
    return ReplyResult(message=message if message is not None else str(target), target=target, context_variables=context_variables)`;

/**
 * AG2 0.11.5 takes tool_choice only inside a config entry, and only none/auto/required
 * (autogen/oai/client.py:266 OpenAILLMConfigEntry.tool_choice); LLMConfig itself rejects the
 * keyword (autogen/llm_config/config.py:28-44). A tool name as tool_choice cannot be expressed.
 */
export const AG2_TOOL_CHOICES = ['none', 'auto', 'required'] as const;

function llmConfig(graph: Graph, agent: GraphAgent): string {
  const { toolChoice, ...settings } = { ...graph.settings.modelSettings, ...agent.modelSettings };
  const entries = Object.entries(settings).map(([k, v]) => `${camelToSnake(k)}=${pyValue(v)}`);
  const choice = toolChoice !== undefined && (AG2_TOOL_CHOICES as readonly string[]).includes(toolChoice) ? [`tool_choice=${pyString(toolChoice)}`] : [];
  return `llm_config(${[agent.model ? pyString(agent.model) : 'DEFAULT_MODEL', ...choice, ...entries].join(', ')})`;
}

/** Whether some agent sets a tool_choice (the llm_config helper then takes one). */
function usesToolChoice(graph: Graph): boolean {
  return [graph.settings.modelSettings, ...graph.agents.map((a) => a.modelSettings)].some((m) => m.toolChoice !== undefined);
}


/** `systemMessage`: a Python expression (the instructions, or the name of their template constant). */
function agentSource(graph: Graph, agent: GraphAgent, names: Names, systemMessage: string, templated: boolean): string {
  const name = names.agents.get(agent.id)!;
  const ag2Name = names.ag2Names.get(agent.id)!;
  const args = [`name=${pyString(ag2Name)}`, `system_message=${systemMessage}`];
  if (agent.handoffDescription) args.push(`description=${pyText(agent.handoffDescription)}`);
  args.push(`llm_config=${llmConfig(graph, agent)}`);
  const functions = agent.tools.map((id) => names.tools.get(id)).filter(Boolean);
  if (functions.length > 0) args.push(`functions=[${functions.join(', ')}]`);
  if (templated) args.push('# fills {var} from the context variables before each reply', `update_agent_state_before_reply=[UpdateSystemMessage(${systemMessage})]`);

  const notes: string[] = [];
  if (ag2Name !== agent.name) notes.push(`AG2 forbids whitespace in agent names: "${agent.name}" is "${ag2Name}" here (transfer tools are named after it).`);
  const guardrails = [...agent.inputGuardrails, ...agent.outputGuardrails].map((id) => graph.guardrails.find((g) => g.id === id)?.name ?? id);
  if (guardrails.length > 0) notes.push(`Not exported: guardrails ${guardrails.join(', ')} (AG2 guardrails are LLM/regex based).`);
  const hosted = agent.tools.map((id) => graph.tools.find((t) => t.id === id)).filter((t) => t && t.type !== 'function');
  if (hosted.length > 0) notes.push(`Not exported: hosted/MCP tools ${hosted.map((t) => `${t!.id} (${TOOL_KIND_SUPPORT[toolKindOf(t!)].label})`).join(', ')}.`);
  if (agent.outputSchema) notes.push(`Not exported: structured output ${JSON.stringify(agent.outputSchema)}.`);
  if (agent.toolUseBehavior !== 'run_llm_again') notes.push(`Not supported by AG2: tool use behavior ${JSON.stringify(agent.toolUseBehavior)}.`);
  for (const t of (graph.agentTools ?? []).filter((x) => x.from === agent.id)) {
    notes.push(`Not supported by AG2 (no agents as tools; AG2 composes with nested chats): calls ${graph.agents.find((a) => a.id === t.to)?.name ?? t.to} as a tool${t.toolName ? ` named ${t.toolName}` : ''}.`);
  }
  const lines = args.map((a) => (a.startsWith('#') ? `    ${a}` : `    ${a},`));
  const source = `${name} = ConversableAgent(\n${lines.join('\n')}\n)`;
  return [...notes.map((n) => pythonComment(n)), source].join('\n');
}

function conditionSource(graph: Graph, h: Handoff, names: Names): string {
  const targetAgent = `AgentTarget(${names.agents.get(h.to)})`;
  const notes: string[] = [];
  if (h.inputSchema) notes.push(`Not supported by AG2 (transfer tools take no arguments): input schema ${JSON.stringify(h.inputSchema)}`);
  if (h.onHandoff) notes.push(`Not supported by AG2 (no handoff callback): on-handoff code:\n${h.onHandoff.replace(/^/gm, '  ')}`);
  if (h.inputFilter.type !== 'none') {
    const filter = h.inputFilter.type === 'keep_last' ? `keep the last ${h.inputFilter.count} items` : h.inputFilter.type.replace(/_/g, ' ');
    notes.push(`Not supported by AG2 (one shared transcript): input filter "${filter}"${h.inputFilter.type === 'code' ? `:\n${h.inputFilter.code.replace(/^/gm, '  ')}` : ''}`);
  }
  const comment = notes.map((n) => pythonComment(n, '    ')).join('\n');
  if (h.trigger.type === 'context') {
    const expression = whenToContextExpression(h.trigger.when);
    const body = [
      '    OnContextCondition(',
      `        target=${targetAgent},`,
      `        condition=ExpressionContextCondition(ContextExpression(${pyString(expression ?? 'TODO')})),`,
      '    ),',
    ];
    if (expression === null) {
      return [comment, `    # TODO: translate this JavaScript rule to a ContextExpression: ${pyCommentText(h.trigger.when)}`, ...body.map((l) => `    # ${pyCommentText(l.trim())}`)].filter(Boolean).join('\n');
    }
    return [comment, ...body].filter(Boolean).join('\n');
  }
  const prompt = handoffToolDescription({ ...graph, runtime: 'ag2' }, h) ?? '';
  // A prompt with {{var}} is re-formatted from the context every turn: ContextStrLLMCondition
  const condition = isAg2Template(prompt)
    ? `ContextStrLLMCondition(context_str=ContextStr(template=${pyText(toAg2FormatString(prompt))}))`
    : `StringLLMCondition(prompt=${pyText(prompt)})`;
  const body = ['    OnCondition(', `        target=${targetAgent},`, `        condition=${condition},`];
  if (!prompt) body.splice(1, 0, '        # TODO: the graph gives no condition prompt; write one (it is the transfer tool description).');
  if (h.trigger.type === 'llm' && h.trigger.toolName) {
    body.splice(1, 0, `        # The graph names this tool ${pyCommentText(h.trigger.toolName)}; AG2 names it ${pyCommentText(handoffToolName({ ...graph, agents: graph.agents.map((a) => ({ ...a, name: names.ag2Names.get(a.id) ?? a.name })), runtime: 'ag2' }, h) ?? '')} (handoffs.py:299-303).`);
  }
  if (typeof h.enabled === 'object') {
    const expression = whenToContextExpression(h.enabled.when);
    body.push(
      expression !== null
        ? `        available=ExpressionAvailableCondition(ContextExpression(${pyString(expression)})),`
        : `        # TODO: available only when ${pyCommentText(h.enabled.when)} (translate to ExpressionAvailableCondition)`,
    );
  }
  body.push('    ),');
  return [comment, ...body].filter(Boolean).join('\n');
}

/**
 * Nested chats (docs/SEMANTICS.md §5.4): `register_nested_chats` with the queue as the graph holds
 * it, triggered when the group chat manager asks the agent to speak (its sender in the group).
 */
function nestedChatSections(graph: Graph, names: Names): string[] {
  const owners = graph.agents.filter((a) => (a.nestedChats ?? []).some((c) => names.agents.has(c.agent)));
  if (owners.length === 0) return [];
  const out = [`${section('Nested chats')}\n# The agent answers the group with the summary of these chats (register_nested_chats), each\n# summary carried over into the next chat; triggered when the group chat manager asks it to speak.`];
  for (const agent of owners) {
    const chats = (agent.nestedChats ?? []).filter((c) => names.agents.has(c.agent)).map((c) => {
      const fields = [`"recipient": ${names.agents.get(c.agent)}`];
      if (c.message !== null) fields.push(`"message": ${pyText(c.message)}`);
      fields.push(`"summary_method": ${pyString(c.summaryMethod)}`);
      if (c.summaryPrompt !== null) fields.push(`"summary_args": {"summary_prompt": ${pyText(c.summaryPrompt)}}`);
      fields.push(`"max_turns": ${c.maxTurns}`);
      return `        {\n${fields.map((f) => `            ${f},`).join('\n')}\n        },`;
    });
    out.push(`${names.agents.get(agent.id)}.register_nested_chats(\n    [\n${chats.join('\n')}\n    ],\n    trigger=GroupChatManager,\n)`);
  }
  return out;
}

function section(title: string): string {
  return `# ${pyCommentText(title)} ${'-'.repeat(Math.max(3, 96 - title.length))}`;
}

/** The graph as one Python module for AG2's group chat. */
export function exportAg2(graph: Graph): string {
  const namer = new Namer('py');
  const types = new PythonTypes(namer);
  const names: Names = { agents: new Map(), ag2Names: new Map(), tools: new Map() };
  for (const agent of graph.agents) {
    const base = snakeCase(agent.name);
    names.agents.set(agent.id, namer.take(/(^|_)agent$/.test(base) ? base : `${base}_agent`));
    names.ag2Names.set(agent.id, ag2AgentName(agent.name));
  }
  for (const tool of graph.tools) {
    if (tool.type === 'function') names.tools.set(tool.id, namer.take(isPythonIdentifier(tool.name) ? tool.name : snakeCase(tool.name)));
  }

  const sections: string[] = [];
  const settings = [
    `DEFAULT_MODEL = ${pyString(graph.settings.model)}`,
    ...(graph.settings.maxTurns !== null ? [`# AG2 counts group chat rounds, not model calls.\nMAX_ROUNDS = ${graph.settings.maxTurns}`] : []),
    '',
    '# Shared by every agent and tool of the group; context conditions read it.',
    `CONTEXT_VARIABLES = ${pyValue(graph.context)}`,
    '',
    '',
    ...(usesToolChoice(graph)
      ? [
          'def llm_config(model: str, tool_choice: str | None = None, **settings: Any) -> dict[str, Any]:',
          '    entry: dict[str, Any] = {"api_type": "openai", "model": model}',
          '    if tool_choice is not None:',
          '        # a field of the config entry (none / auto / required), not of LLMConfig',
          '        entry["tool_choice"] = tool_choice',
          '    return {"config_list": [entry], **settings}',
        ]
      : [
          'def llm_config(model: str, **settings: Any) -> dict[str, Any]:',
          '    return {"config_list": [{"api_type": "openai", "model": model}], **settings}',
        ]),
  ];
  sections.push(section('Settings'), settings.join('\n'));

  const tools = graph.tools.filter((t): t is FunctionTool => t.type === 'function');
  const toolSections = tools.map((t) => toolSource(graph, t, names, types, namer));
  const bodiesRoute = tools.some((t) => { const b = pythonToolBody(t); return b !== null && pythonRoutes(b); });
  if (bodiesRoute) toolSections.unshift(AG2_HANDOFF_HELPER);
  if (types.models.length > 0) sections.push(section('Types'), ...types.models);
  if (toolSections.length > 0) sections.push(section('Tools'), ...toolSections);

  sections.push(section('Agents'));
  // RevertToUserTarget raises ValueError without a user agent (transition_target.py:316), be it
  // an after-work or a tool's ReplyResult target.
  const usesUser = ag2NeedsUserAgent(graph);
  if (usesUser) sections.push('# The human in the chat: revert-to-user (after-work or a tool\'s target) hands the conversation back here.\nuser = ConversableAgent(name="user", human_input_mode="ALWAYS")');
  const usesTemplates = graph.agents.some((a) => parseTemplate(a.instructions).some((p) => 'variable' in p));
  for (const agent of graph.agents) {
    const name = names.agents.get(agent.id)!;
    const template = parseTemplate(agent.instructions);
    if (template.some((p) => 'variable' in p)) {
      // AG2 formats the template with str.format over the context variables: literal braces double
      const text = toAg2FormatString(agent.instructions);
      const constant = `${name.toUpperCase()}_INSTRUCTIONS`;
      sections.push(`${constant} = ${pyText(text)}\n\n${agentSource(graph, agent, names, constant, true)}`);
    } else {
      sections.push(agentSource(graph, agent, names, pyText(agent.instructions), false));
    }
  }

  const routing: string[] = [];
  for (const agent of graph.agents) {
    const name = names.agents.get(agent.id)!;
    const own = graph.handoffs.filter((h) => h.from === agent.id && h.enabled !== false && names.agents.has(h.to));
    const context = own.filter((h) => h.trigger.type === 'context');
    const llm = own.filter((h) => h.trigger.type === 'llm');
    const lines: string[] = [];
    if (context.length > 0) lines.push(`${name}.handoffs.add_context_conditions([\n${context.map((h) => conditionSource(graph, h, names)).join('\n')}\n])`);
    if (llm.length > 0) lines.push(`${name}.handoffs.add_llm_conditions([\n${llm.map((h) => conditionSource(graph, h, names)).join('\n')}\n])`);
    if (agent.afterWork) lines.push(`${name}.handoffs.set_after_work(${target(agent.afterWork, names)})`);
    if (lines.length > 0) routing.push(lines.join('\n'));
  }
  if (routing.length > 0) {
    sections.push(
      `${section('Handoffs')}\n# Order of evaluation in a turn: context conditions (before the model), then the model's\n# transfer tools and tool results, then the agent's after-work, then the group's.`,
      ...routing,
    );
  }

  const nested = nestedChatSections(graph, names);
  if (nested.length > 0) sections.push(...nested);

  if (bodiesRoute) sections.push(`# Graph agent ids, for handoff() in the tools' Python bodies.\nAGENTS = {${graph.agents.map((a) => `${pyString(a.id)}: ${names.agents.get(a.id)}`).join(', ')}}`);
  const agentList = graph.agents.map((a) => names.agents.get(a.id)).join(', ');
  const start = (graph.startAgent && names.agents.get(graph.startAgent)) ?? names.agents.get(graph.agents[0]?.id ?? '') ?? 'None';
  const pattern = [
    `        initial_agent=${start},`,
    `        agents=[${agentList}],`,
    ...(usesUser ? ['        user_agent=user,'] : []),
    '        context_variables=ContextVariables(data=dict(CONTEXT_VARIABLES)),',
    ...(graph.settings.afterWork ? [`        group_after_work=${target(graph.settings.afterWork, names)},`] : []),
  ];
  sections.push(
    [
      section('Running'),
      '',
      'def main() -> None:',
      '    message = " ".join(sys.argv[1:]) or "Hello!"',
      '    pattern = DefaultPattern(',
      ...pattern,
      '    )',
      '    result, context_variables, last_agent = initiate_group_chat(',
      '        pattern=pattern,',
      '        messages=message,',
      ...(graph.settings.maxTurns !== null ? ['        max_rounds=MAX_ROUNDS,'] : []),
      '    )',
      '    print(f"[{last_agent.name}] {result.summary}")',
      '',
      '',
      'if __name__ == "__main__":',
      '    main()',
    ].join('\n'),
  );

  const body = sections.join('\n\n\n').replace(/^(# .* -{3,}(?:\n# .*)*)\n\n\n/gm, '$1\n\n');
  const handoffHelper = /^def handoff\(/m.test(body);
  const groupImports = GROUP_IMPORTS.filter(
    ([n, call]) => call.test(body) || (n === 'ContextVariables' && /: ContextVariables/.test(body)) || (n === 'ReplyResult' && /-> ReplyResult/.test(body)) || (handoffHelper && ['RevertToUserTarget', 'StayTarget', 'TerminateTarget'].includes(n)),
  ).map(([n]) => n);
  const typing = ['Any', ...(/Annotated\[/.test(body) ? ['Annotated'] : []), ...types.typingImports].filter((v, i, all) => all.indexOf(v) === i).sort();
  const imports = [
    'import sys',
    `from typing import ${typing.join(', ')}`,
    '',
    ...(types.usesPydantic ? ['from pydantic import BaseModel, Field', ''] : []),
    `from autogen import ConversableAgent${/trigger=GroupChatManager/.test(body) ? ', GroupChatManager' : ''}${usesTemplates ? ', UpdateSystemMessage' : ''}`,
    'from autogen.agentchat import initiate_group_chat',
    `from autogen.agentchat.group import (\n${groupImports.map((n) => `    ${n},`).join('\n')}\n)`,
    'from autogen.agentchat.group.patterns import DefaultPattern',
  ].join('\n');

  const doc = [
    `${graph.name}: exported from Switchboard for AG2 (group chat with handoffs, 0.11).`,
    ...(graph.description ? ['', graph.description] : []),
    '',
    'Run it: pip install "ag2[openai]" && OPENAI_API_KEY=... python <this file> "your message"',
    ...pythonBodiesNote(graph),
  ].join('\n');
  const header = `${pyDocstring(doc, '')}\n\n${fidelityHeader(fidelityReport(graph, 'ag2'), '#')}`;
  return `${header}\n\n${imports}\n\n\n${body}\n`;
}
