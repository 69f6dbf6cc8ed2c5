/**
 * Export to OpenAI Swarm (Python): `Agent(name, instructions, functions=[...])`, transfer
 * functions that return the next agent (their docstrings are the tool descriptions), tool stubs
 * that take `context_variables` when the graph's code uses the context, callable instructions for
 * `{{var}}`, and a `client.run(...)` entry point. Swarm has no guardrails, approvals, filters or
 * structured outputs; those stay visible as comments and in the fidelity header.
 */
import { TOOL_KIND_SUPPORT, toolKindOf } from '../graph/toolKinds.ts';
import type { Agent as GraphAgent, FunctionTool, Graph, Handoff } from '../graph/schema.ts';
import { swarmAnnotation } from '../graph/swarmTools.ts';
import { handoffToolDescription, handoffToolName } from '../graph/toolNames.ts';
import { fidelityHeader, fidelityReport } from './fidelity.ts';
import { isPythonIdentifier, Namer, pythonName, snakeCase } from './identifiers.ts';
import { parseTemplate } from './instructionsTemplate.ts';
import { pyDocstring } from './jsonSchemaToPython.ts';
import { pyCommentText, pyString, pyText, pyValue } from './literals.ts';
import { pythonBodiesNote, pythonComment, pythonStubBody } from './pythonStub.ts';
import { pythonBodySource, pythonCallLine, pythonRoutes, pythonToolBody } from './pythonTool.ts';

type Schema = Record<string, unknown>;

function parameters(schema: Schema | null): Array<{ name: string; jsonName: string; type: string; description: string | null; required: boolean }> {
  const properties = schema && typeof schema.properties === 'object' && schema.properties ? Object.entries(schema.properties as Record<string, Schema>) : [];
  const required = new Set(Array.isArray(schema?.required) ? (schema.required as string[]) : []);
  const params = properties.map(([name, property]) => ({
    name: pythonName(name),
    jsonName: name,
    type: swarmAnnotation(property),
    description: typeof property.description === 'string' ? property.description : null,
    required: required.has(name),
  }));
  // required first: a parameter with a default cannot precede one without
  return [...params.filter((p) => p.required), ...params.filter((p) => !p.required)];
}

/**
 * The exact `__doc__` Swarm sends as the description (swarm/util.py:80 `func.__doc__ or ""`,
 * indentation and trailing whitespace kept): the text as written, continuation lines at column 0,
 * and no docstring at all for an empty description.
 */
function exactDocstring(text: string): string[] {
  return text === '' ? [] : [`    ${pyText(text)}`];
}

function toolSource(graph: Graph, tool: FunctionTool, name: string, agentNames: Map<string, string>, namer: Namer): string {
  const params = parameters(tool.parameters);
  const body = pythonToolBody(tool);
  const usesContext = /\bcontext\b/.test(tool.code) || Boolean(body?.takesContext);
  const signature = [
    ...params.filter((p) => p.required).map((p) => `${p.name}: ${p.type}`),
    ...(usesContext ? ['context_variables: dict'] : []),
    ...params.filter((p) => !p.required).map((p) => `${p.name}: ${p.type} = None`),
  ];
  const routes = tool.routesTo.length > 0 || /\bhandoff\s*\(/.test(tool.code);
  const extra: string[] = [];
  for (const p of params.filter((x) => x.name !== x.jsonName)) extra.push(`The parameter "${p.jsonName}" is not a Python name: the model sees "${p.name}" instead.`);
  const described = params.filter((p) => p.description);
  if (described.length > 0) extra.push(`Swarm sends no parameter descriptions (swarm/util.py:68): ${described.map((p) => `${p.name}: ${p.description}`).join('; ')}`);
  if (!body && usesContext) extra.push("The code's `context` is context_variables here (mutate it or return Result(context_variables=...)).");
  if (!body && routes) {
    const targets = tool.routesTo.map((id) => agentNames.get(id) ?? id);
    extra.push(`handoff(id, message) becomes: return Result(value=message, agent=<agent>), agent one of: ${targets.join(', ') || 'the agents its code names'}.`);
  }
  if (tool.needsApproval !== false) extra.push(`Not supported by Swarm: this tool needs approval in Switchboard (${tool.needsApproval === true ? 'always' : tool.needsApproval.when}).`);
  if (typeof tool.enabled === 'object') extra.push(`Not supported by Swarm: enabled only when ${tool.enabled.when}.`);
  const guardrails = [...tool.inputGuardrails, ...tool.outputGuardrails].map((id) => graph.guardrails.find((g) => g.id === id)?.name ?? id);
  if (guardrails.length > 0) extra.push(`Not supported by Swarm: tool guardrails ${guardrails.join(', ')}.`);
  const header = `def ${name}(${signature.join(', ')})${body ? '' : ` -> ${routes ? 'Result' : 'str'}`}:`;
  if (!body) return [header, ...exactDocstring(tool.description), pythonStubBody(tool.code, '    ', extra)].join('\n');
  const impl = namer.take(`_impl_${name}`);
  return [
    pythonBodySource(body, impl),
    '',
    '',
    header,
    ...exactDocstring(tool.description),
    ...extra.map((line) => `    # ${pyCommentText(line)}`),
    pythonCallLine(body, impl, params, 'context_variables', { awaitable: false }),
  ].join('\n');
}

function transferSource(graph: Graph, h: Handoff, name: string, agentNames: Map<string, string>): string {
  const target = graph.agents.find((a) => a.id === h.to);
  const description = h.trigger.type === 'llm' && h.trigger.description !== null ? h.trigger.description : (target?.handoffDescription ?? '');
  const lines = [`def ${name}() -> Agent:`, ...exactDocstring(description)];
  const notes: string[] = [];
  if (h.trigger.type === 'llm' && h.trigger.condition) notes.push(`AG2 condition (Swarm does not use it): ${h.trigger.condition}`);
  if (typeof h.enabled === 'object') notes.push(`Not supported by Swarm (functions are static): enabled only when ${h.enabled.when}.`);
  if (h.inputSchema) notes.push(`Not supported by Swarm (transfer functions take no arguments, as in Switchboard's Swarm profile): input schema ${JSON.stringify(h.inputSchema)}`);
  if (h.onHandoff) notes.push(`Not supported by Swarm (no handoff callback): on-handoff code:\n${h.onHandoff.trim().replace(/^/gm, '  ')}`);
  if (h.inputFilter.type !== 'none') {
    const filter = h.inputFilter.type === 'keep_last' ? `keep the last ${h.inputFilter.count} items` : h.inputFilter.type.replace(/_/g, ' ');
    notes.push(`Not supported by Swarm (it passes the full history): input filter "${filter}"${h.inputFilter.type === 'code' ? `:\n${h.inputFilter.code.trim().replace(/^/gm, '  ')}` : ''}`);
  }
  lines.push(...notes.map((n) => pythonComment(n, '    ')), `    return ${agentNames.get(h.to)}`);
  return lines.join('\n');
}

function agentSource(graph: Graph, agent: GraphAgent, name: string, functions: string[], pre: string[], namer: Namer): string {
  const args = [`name=${pyString(agent.name)}`, `model=${agent.model ? pyString(agent.model) : 'DEFAULT_MODEL'}`];
  if (parseTemplate(agent.instructions).some((p) => 'variable' in p)) {
    const fn = namer.take(`${name}_instructions`);
    const body = parseTemplate(agent.instructions)
      // Swarm passes defaultdict(str, context_variables) (swarm/core.py:41): a missing variable
      // reads "", a value formats as str() (True, None, {'a': 1}), as the engine's profile does
      .map((p) => ('variable' in p ? `{context_variables['${p.variable}']}` : pyString(p.text).slice(1, -1).replace(/\{/g, '{{').replace(/\}/g, '}}')))
      .join('');
    pre.push(`def ${fn}(context_variables: dict) -> str:\n    return f"${body}"`);
    args.push(`instructions=${fn}`);
  } else {
    args.push(`instructions=${pyText(agent.instructions)}`);
  }
  if (functions.length > 0) args.push(`functions=[${functions.join(', ')}]`);
  const settings = { ...graph.settings.modelSettings, ...agent.modelSettings };
  if (settings.toolChoice !== undefined) args.push(`tool_choice=${pyValue(settings.toolChoice)}`);
  if (settings.parallelToolCalls !== undefined) args.push(`parallel_tool_calls=${pyValue(settings.parallelToolCalls)}`);

  const notes: string[] = [];
  const others = Object.entries(settings).filter(([k]) => k !== 'toolChoice' && k !== 'parallelToolCalls');
  if (others.length > 0) notes.push(`Not supported by Swarm: model settings ${others.map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')}.`);
  for (const h of graph.handoffs.filter((x) => x.from === agent.id && x.trigger.type === 'context')) {
    const target = graph.agents.find((a) => a.id === h.to)?.name ?? h.to;
    notes.push(`Not supported by Swarm: hand off to ${target} without the model when \`${h.trigger.type === 'context' ? h.trigger.when : ''}\`.`);
  }
  const afterWork = agent.afterWork ?? graph.settings.afterWork;
  if (afterWork?.type === 'agent') {
    notes.push(`Not supported by Swarm: after its reply, continue with ${graph.agents.find((a) => a.id === afterWork.agent)?.name ?? afterWork.agent}.`);
  }
  const guardrails = [...agent.inputGuardrails, ...agent.outputGuardrails].map((id) => graph.guardrails.find((g) => g.id === id)?.name ?? id);
  if (guardrails.length > 0) notes.push(`Not supported by Swarm: guardrails ${guardrails.join(', ')}.`);
  const hosted = agent.tools.map((id) => graph.tools.find((t) => t.id === id)).filter((t) => t && t.type !== 'function');
  if (hosted.length > 0) notes.push(`Not supported by Swarm: hosted/MCP tools ${hosted.map((t) => `${t!.id} (${TOOL_KIND_SUPPORT[toolKindOf(t!)].label})`).join(', ')}.`);
  if (agent.outputSchema) notes.push(`Not supported by Swarm: structured output ${JSON.stringify(agent.outputSchema)}.`);
  if (agent.toolUseBehavior !== 'run_llm_again') notes.push(`Not supported by Swarm: tool use behavior ${JSON.stringify(agent.toolUseBehavior)}.`);
  if ((agent.nestedChats ?? []).length > 0) {
    const prefix = 'Not supported by Swarm';
    notes.push(`${prefix}: nested chats with ${(agent.nestedChats ?? []).map((c) => graph.agents.find((a) => a.id === c.agent)?.name ?? c.agent).join(', ')} (AG2 register_nested_chats); here the agent answers with its own model.`);
  }
  for (const t of (graph.agentTools ?? []).filter((x) => x.from === agent.id)) {
    notes.push(`Not supported by Swarm (no agents as tools): calls ${graph.agents.find((a) => a.id === t.to)?.name ?? t.to} as a tool${t.toolName ? ` named ${t.toolName}` : ''}.`);
  }
  return [...notes.map((n) => pythonComment(n)), `${name} = Agent(\n${args.map((a) => `    ${a},`).join('\n')}\n)`].join('\n');
}

function section(title: string): string {
  return `# ${pyCommentText(title)} ${'-'.repeat(Math.max(3, 96 - title.length))}`;
}

/**
 * handoff() for Python tool bodies: an Agent (Swarm sends {"assistant": name}, swarm/core.py:71-88)
 * or, with a message, Result(value=message, agent=agent).
 */
const SWARM_HANDOFF_HELPER = `def handoff(agent_id: str, message: str | None = None, context_variables: dict | None = None) -> Agent | Result:
    """Route from a tool body: hand the conversation to the agent with this graph id."""
    agent = AGENTS[agent_id]
    if message is None and not context_variables:
        return agent
    return Result(value=message if message is not None else json.dumps({"assistant": agent.name}), agent=agent, context_variables=context_variables or {})`;

/** The graph as one Python module for OpenAI Swarm. */
export function exportSwarm(graph: Graph): string {
  const namer = new Namer('py');
  const agentNames = new Map<string, string>();
  for (const agent of graph.agents) {
    const base = snakeCase(agent.name);
    agentNames.set(agent.id, namer.take(/(^|_)agent$/.test(base) ? base : `${base}_agent`));
  }
  const toolNames = new Map<string, string>();
  for (const tool of graph.tools) {
    if (tool.type === 'function') toolNames.set(tool.id, namer.take(isPythonIdentifier(tool.name) ? tool.name : snakeCase(tool.name)));
  }
  const swarmGraph = { ...graph, runtime: 'swarm' as const };
  const transferNames = new Map<string, string>();
  /** Python identifier → the name the model must see (function_to_json sends func.__name__) */
  const renamed = new Map<string, string>();
  /** transfers already written, by model name: one function serves equal transfers */
  const written = new Map<string, { to: string; description: string; python: string }>();
  const skip = new Set<string>();
  for (const h of graph.handoffs) {
    if (h.trigger.type !== 'llm' || h.enabled === false || !agentNames.has(h.to)) continue;
    const wanted = handoffToolName(swarmGraph, h) ?? `transfer_to_${h.to}`;
    const description = handoffToolDescription(swarmGraph, h) ?? '';
    const same = written.get(wanted);
    if (same && same.to === h.to && same.description === description && !h.onHandoff && h.inputFilter.type === 'none' && !h.inputSchema) {
      transferNames.set(h.id, same.python);
      skip.add(h.id);
      continue;
    }
    const python = namer.take(isPythonIdentifier(wanted) ? wanted : snakeCase(wanted));
    if (python !== wanted) renamed.set(python, wanted);
    transferNames.set(h.id, python);
    if (!written.has(wanted)) written.set(wanted, { to: h.to, description, python });
  }
  for (const tool of graph.tools) {
    const python = toolNames.get(tool.id);
    if (tool.type === 'function' && python && python !== tool.name) renamed.set(python, tool.name);
  }

  const sections: string[] = [];
  const settings = [`DEFAULT_MODEL = ${pyString(graph.settings.model)}`];
  if (graph.settings.maxTurns !== null) settings.push(`# Swarm counts messages (assistant and tool), not model calls.\nMAX_TURNS = ${graph.settings.maxTurns}`);
  settings.push('', `CONTEXT_VARIABLES = ${pyValue(graph.context)}`);
  sections.push(section('Settings'), settings.join('\n'));

  const tools = graph.tools.filter((t): t is FunctionTool => t.type === 'function');
  const bodiesRoute = tools.some((t) => { const b = pythonToolBody(t); return b !== null && pythonRoutes(b); });
  if (tools.length > 0) {
    sections.push(section('Tools'));
    if (bodiesRoute) sections.push(SWARM_HANDOFF_HELPER);
    for (const tool of tools) sections.push(toolSource(graph, tool, toolNames.get(tool.id)!, agentNames, namer));
  }
  const transfers: string[] = [];
  for (const h of graph.handoffs) {
    const name = transferNames.get(h.id);
    if (name && !skip.has(h.id)) transfers.push(transferSource(graph, h, name, agentNames));
  }
  if (transfers.length > 0) sections.push(`${section('Transfers')}\n# A function that returns an Agent hands the conversation to it.`, ...transfers);

  sections.push(section('Agents'));
  for (const agent of graph.agents) {
    const functions = [
      ...agent.tools.map((id) => toolNames.get(id)).filter((n): n is string => Boolean(n)),
      ...graph.handoffs.filter((h) => h.from === agent.id).map((h) => transferNames.get(h.id)).filter((n): n is string => Boolean(n)),
    ];
    const agentPre: string[] = [];
    const source = agentSource(graph, agent, agentNames.get(agent.id)!, functions, agentPre, namer);
    sections.push(...agentPre, source);
  }

  if (renamed.size > 0) {
    sections.push(
      `# The model sees func.__name__ (swarm/util.py:79): these functions carry the graph's names.\n${[...renamed].map(([python, name]) => `${python}.__name__ = ${pyString(name)}`).join('\n')}`,
    );
  }
  if (bodiesRoute) sections.push(`# Graph agent ids, for handoff() in the tools' Python bodies.\nAGENTS = {${graph.agents.map((a) => `${pyString(a.id)}: ${agentNames.get(a.id)}`).join(', ')}}`);

  const start = (graph.startAgent && agentNames.get(graph.startAgent)) ?? agentNames.get(graph.agents[0]?.id ?? '') ?? 'None';
  const afterWork = graph.agents.filter((a) => (a.afterWork ?? graph.settings.afterWork)?.type === 'agent');
  sections.push(
    [
      section('Running'),
      '',
      'def main() -> None:',
      '    client = Swarm()',
      '    response = client.run(',
      `        agent=${start},`,
      '        messages=[{"role": "user", "content": " ".join(sys.argv[1:]) or "Hello!"}],',
      '        context_variables=dict(CONTEXT_VARIABLES),',
      ...(graph.settings.maxTurns !== null ? ['        max_turns=MAX_TURNS,'] : []),
      '    )',
      ...(afterWork.length > 0 ? ['    # After-work to another agent is not exported: Swarm (like Switchboard\'s Swarm profile) ends the run here.'] : []),
      '    print(f"[{response.agent.name}] {response.messages[-1][\'content\']}")',
      '',
      '',
      'if __name__ == "__main__":',
      '    main()',
    ].join('\n'),
  );

  const doc = [
    `${graph.name}: exported from Switchboard for OpenAI Swarm.`,
    ...(graph.description ? ['', graph.description] : []),
    '',
    'Run it: pip install git+https://github.com/openai/swarm.git && OPENAI_API_KEY=... python <this file> "your message"',
    ...pythonBodiesNote(graph),
  ].join('\n');
  const header = `${pyDocstring(doc, '')}\n\n${fidelityHeader(fidelityReport(graph, 'swarm'), '#')}`;
  // swarm/__init__.py exports only Swarm, Agent and Response; Result lives in swarm.types (swarm 6af0b4c).
  const usesResult = /^(?!\s*#).*\bResult\b/m.test(sections.join('\n'));
  const imports = [
    ...(bodiesRoute ? ['import json'] : []),
    'import sys',
    '',
    'from swarm import Agent, Swarm',
    ...(usesResult ? ['from swarm.types import Result'] : []),
  ].join('\n');
  const body = sections.join('\n\n\n').replace(/^(# .* -{3,}(?:\n# .*)*)\n\n\n/gm, '$1\n\n');
  return `${header}\n\n${imports}\n\n\n${body}\n`;
}
