/**
 * Export to the OpenAI Agents SDK for Python (`openai-agents`): idiomatic Python with pydantic
 * input types, `handoff(...)`, `@function_tool`, input filters, `is_enabled` rules translated from
 * the graph's JavaScript `when` expressions, guardrails and an `asyncio.run(main())` entry point.
 * TypeScript bodies become stubs (original code in a comment, `NotImplementedError`).
 */
import { computerToolPy } from './computerTool.ts';
import type { Agent as GraphAgent, FunctionTool, Graph, Guardrail, Handoff, HostedTool, McpTool, ModelSettings, ToolUseBehavior } from '../graph/schema.ts';
import { hostedToolExport } from './hostedToolOptions.ts';
import { fidelityHeader, fidelityReport } from './fidelity.ts';
import { isPythonIdentifier, Namer, pascalCase, snakeCase } from './identifiers.ts';
import { parseTemplate } from './instructionsTemplate.ts';
import { pyDocstring, pythonParameters, PythonTypes } from './jsonSchemaToPython.ts';
import { optionalType, signatureOrder } from '../graph/pydanticSchema.ts';
import { handoffInputHint, outputTypeHint } from '../graph/pydanticSchema.ts';
import { pyCommentText, pyString, pyText, pyValue } from './literals.ts';
import { PY_CONTEXT_TEXT, pythonBodiesNote, pythonComment, pythonStubBody } from './pythonStub.ts';
import { pythonBodySource, pythonCallLine, pythonRoutes, pythonToolBody } from './pythonTool.ts';
import { whenToPython } from './whenExpression.ts';
import { mcpServerEntries, mcpServerPy } from './mcpServers.ts';

/** The order of `from agents import (…)`: capitals first (one collator; localeCompare with options builds one per call). */
const IMPORT_ORDER = new Intl.Collator('en', { caseFirst: 'upper' });

const CONTEXT_TYPE = 'RunContextWrapper[dict[str, Any]]';

class PyModule {
  readonly namer = new Namer('py');
  readonly types = new PythonTypes(this.namer);
  readonly agentsImports = new Set<string>();
  /** names imported from agents.mcp */
  readonly mcpImports = new Set<string>();
  usesHandoffFilters = false;
  /**
   * The SDK's handoff() as the module calls it: tool bodies that route call the module's own
   * handoff(id, message) helper, which would otherwise shadow the SDK's (every handoff of the
   * module would then be the helper's None, and the SDK would silently drop it)
   */
  sdkHandoff = 'handoff';

  use(...names: string[]): void {
    for (const n of names) this.agentsImports.add(n);
  }
}

function camelToSnake(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function snakeKeys(config: Record<string, unknown>): string {
  return Object.entries(config)
    .map(([k, v]) => `${camelToSnake(k)}=${pyValue(v)}`)
    .join(', ');
}

export function pythonModelSettings(settings: ModelSettings): string {
  const entries = Object.entries(settings).filter(([k]) => !k.startsWith('x-'));
  return `ModelSettings(${entries.map(([k, v]) => `${camelToSnake(k)}=${pyValue(v)}`).join(', ')})`;
}

/** An f-string over `ctx.context` for instructions with `{{var}}`. */
function instructionsFString(instructions: string, contextExpr: string): string {
  const body = parseTemplate(instructions)
    .map((part) =>
      'variable' in part
        ? `{context_text(${contextExpr}.get('${part.variable}'))}`
        : pyString(part.text).slice(1, -1).replace(/\{/g, '{{').replace(/\}/g, '}}'),
    )
    .join('');
  return `f"${body}"`;
}

/** What the header says about guardrail, filter and on-handoff code: Python bodies as written, the rest stubs. */
function hookNote(graph: Graph): string {
  const agentGuardrails = graph.guardrails.filter((g) => g.kind === 'input' || g.kind === 'output');
  const withCode = [
    ...agentGuardrails.filter((g) => g.code.trim() !== '' || g.pythonCode),
    ...graph.guardrails.filter((g) => g.kind === 'tool_input' || g.kind === 'tool_output'),
    ...graph.handoffs.filter((h) => h.onHandoff || h.onHandoffPython),
    ...graph.handoffs.filter((h) => h.inputFilter.type === 'code'),
  ];
  const python = [
    ...agentGuardrails.filter((g) => pythonToolBody(g)),
    ...graph.handoffs.filter((h) => pythonToolBody({ pythonCode: h.onHandoffPython })),
    ...graph.handoffs.filter((h) => h.inputFilter.type === 'code' && pythonToolBody({ pythonCode: h.inputFilter.pythonCode })),
  ];
  if (python.length === 0) return 'Guardrail, filter and on-handoff bodies were TypeScript in Switchboard: each is a stub with the original code in a comment; port them before running.';
  if (python.length === withCode.length) return 'Guardrail, filter and on-handoff bodies are the graph\'s Python bodies, as written.';
  return 'Guardrail, filter and on-handoff code with a Python body uses it as written; the rest were TypeScript in Switchboard: each is a stub with the original code in a comment; port them before running.';
}

/**
 * A hook's Python body (graph/codeBody.ts) copied verbatim, with a reference the export uses
 * (`_impl_<name>`, taken right after the def so a later name cannot shadow it); null without a
 * usable body.
 */
function pythonHook(source: string | undefined, what: string, name: string, mod: PyModule, pre: string[]): string | null {
  const body = pythonToolBody({ pythonCode: source });
  if (!body) return null;
  const impl = mod.namer.take(`_impl_${name}`);
  pre.push(`# ${what}: the Python body, as written in Switchboard (the run's Python ran it)\n${body.source}\n\n\n${impl} = ${body.defName}`);
  return impl;
}

/** A rule as its Python body, a Python lambda, or a named stub function when the expression cannot be translated. */
function ruleSource(rule: { when: string; python?: string }, name: string, params: string, pre: string[], mod: PyModule): string {
  const hook = pythonHook(rule.python, `Rule ${name}`, name, mod, pre);
  if (hook) return hook;
  const when = rule.when;
  const python = whenToPython(when, 'ctx.context', null);
  if (python !== null) return `lambda ${params}: ${python}`;
  const fn = mod.namer.take(name);
  pre.push(
    [
      `def ${fn}(ctx: ${CONTEXT_TYPE}, agent: Agent) -> bool:`,
      `    # TODO: translate this JavaScript rule to Python: ${pyCommentText(when)}`,
      '    raise NotImplementedError("TODO: translate the rule from JavaScript")',
    ].join('\n'),
  );
  return fn;
}

function guardrailSource(guardrail: Guardrail, name: string, mod: PyModule): string {
  const kind = guardrail.kind.replace('_', ' ');
  if (guardrail.kind === 'tool_input' || guardrail.kind === 'tool_output') {
    const pre: string[] = [];
    const hook = pythonHook(guardrail.pythonCode, `Guardrail "${guardrail.name}" (${kind})`, name, mod, pre);
    if (hook) {
      const input = guardrail.kind === 'tool_input';
      const dataType = input ? 'ToolInputGuardrailData' : 'ToolOutputGuardrailData';
      mod.use(input ? 'tool_input_guardrail' : 'tool_output_guardrail', dataType, 'ToolGuardrailFunctionOutput');
      return [
        ...pre,
        [
          `@${guardrail.kind}_guardrail`,
          `async def ${name}(data: ${dataType}) -> ToolGuardrailFunctionOutput:`,
          `    ${pyDocstring(`Guardrail "${guardrail.name}" (${kind}): runs its Python body.`, '    ')}`,
          `    result = ${hook}(data)`,
          '    return await result if asyncio.iscoroutine(result) else result',
        ].join('\n'),
      ].join('\n\n\n');
    }
  }
  if (guardrail.kind === 'input' || guardrail.kind === 'output') {
    const pre: string[] = [];
    const hook = pythonHook(guardrail.pythonCode, `Guardrail "${guardrail.name}" (${kind})`, name, mod, pre);
    if (hook) {
      // a decorated def that calls the body (as tools do): the SDK sees the guardrail's name, and
      // the importer reads the body back through `_impl_`
      const input = guardrail.kind === 'input';
      mod.use(input ? 'input_guardrail' : 'output_guardrail', 'GuardrailFunctionOutput', ...(input ? ['TResponseInputItem'] : []));
      const parameter = input ? 'input: str | list[TResponseInputItem]' : 'output: Any';
      return [
        ...pre,
        [
          `@${guardrail.kind}_guardrail(name=${pyString(guardrail.name)}${input && !guardrail.runInParallel ? ', run_in_parallel=False' : ''})`,
          `async def ${name}(ctx: ${CONTEXT_TYPE}, agent: Agent, ${parameter}) -> GuardrailFunctionOutput:`,
          `    ${pyDocstring(`Guardrail "${guardrail.name}" (${kind}): runs its Python body.`, '    ')}`,
          `    result = ${hook}(ctx, agent, ${input ? 'input' : 'output'})`,
          '    return await result if asyncio.iscoroutine(result) else result',
        ].join('\n'),
      ].join('\n\n\n');
    }
  }
  switch (guardrail.kind) {
    case 'input':
      mod.use('input_guardrail', 'GuardrailFunctionOutput', 'TResponseInputItem');
      return [
        `@input_guardrail(name=${pyString(guardrail.name)}${guardrail.runInParallel ? '' : ', run_in_parallel=False'})`,
        `async def ${name}(ctx: ${CONTEXT_TYPE}, agent: Agent, input: str | list[TResponseInputItem]) -> GuardrailFunctionOutput:`,
        `    ${pyDocstring(`Guardrail "${guardrail.name}" (${kind}): trips when the input must not reach the agent.`, '    ')}`,
        pythonStubBody(guardrail.code, '    ', ['Return GuardrailFunctionOutput(tripwire_triggered=verdict.tripwire, output_info=verdict.info).']),
      ].join('\n');
    case 'output':
      mod.use('output_guardrail', 'GuardrailFunctionOutput');
      return [
        `@output_guardrail(name=${pyString(guardrail.name)})`,
        `async def ${name}(ctx: ${CONTEXT_TYPE}, agent: Agent, output: Any) -> GuardrailFunctionOutput:`,
        `    ${pyDocstring(`Guardrail "${guardrail.name}" (${kind}): trips when the final output must not reach the user.`, '    ')}`,
        pythonStubBody(guardrail.code, '    ', ['Return GuardrailFunctionOutput(tripwire_triggered=verdict.tripwire, output_info=verdict.info).']),
      ].join('\n');
    case 'tool_input':
    case 'tool_output': {
      const input = guardrail.kind === 'tool_input';
      mod.use(input ? 'tool_input_guardrail' : 'tool_output_guardrail', input ? 'ToolInputGuardrailData' : 'ToolOutputGuardrailData', 'ToolGuardrailFunctionOutput');
      return [
        `@${input ? 'tool_input_guardrail' : 'tool_output_guardrail'}`,
        `def ${name}(data: ${input ? 'ToolInputGuardrailData' : 'ToolOutputGuardrailData'}) -> ToolGuardrailFunctionOutput:`,
        `    ${pyDocstring(`Guardrail "${guardrail.name}" (${kind}).`, '    ')}`,
        pythonStubBody(guardrail.code, '    ', [
          `The code receives { tool, arguments, agent${input ? '' : ', output'} }: the tool name, its parsed arguments, the agent name${input ? '' : ' and the tool output as text'}.`,
          "Map its verdict: 'allow' -> ToolGuardrailFunctionOutput.allow(),",
          "'reject_content' -> .reject_content(message), 'throw' -> .raise_exception().",
        ]),
      ].join('\n');
    }
  }
}

function functionToolSource(graph: Graph, tool: FunctionTool, mod: PyModule, names: Map<string, string>, pre: string[]): string {
  mod.use('function_tool');
  const fn = names.get(tool.id)!;
  const decoratorArgs: string[] = [];
  if (fn !== tool.name) decoratorArgs.push(`name_override=${pyString(tool.name)}`);
  if (tool.enabled === false) decoratorArgs.push('is_enabled=False');
  else if (typeof tool.enabled === 'object') decoratorArgs.push(`is_enabled=${ruleSource(tool.enabled, `${fn}_enabled`, 'ctx, agent', pre, mod)}`);
  if (tool.needsApproval === true) decoratorArgs.push('needs_approval=True');
  else if (typeof tool.needsApproval === 'object' && pythonToolBody({ pythonCode: tool.needsApproval.python })) {
    decoratorArgs.push(`needs_approval=${pythonHook(tool.needsApproval.python, `Approval rule of ${tool.name}`, `${fn}_needs_approval`, mod, pre)}`);
  } else if (typeof tool.needsApproval === 'object') {
    const approval = mod.namer.take(`${fn}_needs_approval`);
    const python = whenToPython(tool.needsApproval.when, 'ctx.context', 'params');
    pre.push(
      [
        `async def ${approval}(ctx: ${CONTEXT_TYPE}, params: dict[str, Any], call_id: str) -> bool:`,
        `    ${pyDocstring(`Approval rule of ${tool.name}: ${tool.needsApproval.when}`, '    ')}`,
        python !== null
          ? `    return ${python}`
          : `    # TODO: translate this JavaScript rule to Python: ${pyCommentText(tool.needsApproval.when)}\n    raise NotImplementedError("TODO: translate the rule from JavaScript")`,
      ].join('\n'),
    );
    decoratorArgs.push(`needs_approval=${approval}`);
  }
  const guardrailList = (ids: string[]) => `[${ids.map((id) => names.get(`guardrail:${id}`)).filter(Boolean).join(', ')}]`;
  if (tool.inputGuardrails.length > 0) decoratorArgs.push(`tool_input_guardrails=${guardrailList(tool.inputGuardrails)}`);
  if (tool.outputGuardrails.length > 0) decoratorArgs.push(`tool_output_guardrails=${guardrailList(tool.outputGuardrails)}`);

  const fields = mod.types.fields(tool.parameters, pascalCase(tool.name));
  const usesContext = /\bcontext\b/.test(tool.code);
  // an empty description stays empty: the SDK sends the docstring's text (function_schema.py:231).
  // Parameter descriptions go in the docstring's Args section, but a docstring that starts with
  // "Args:" is all text to griffe (the SDK sent it as the description), so without a description
  // they are Annotated[T, "…"] metadata instead (function_schema.py:268-274, 338-343)
  const annotate = !tool.description.trim() && fields.some((f) => f.description);
  if (annotate) mod.types.typingImports.add('Annotated');
  const signature = (list: typeof fields): string[] =>
    annotate
      ? signatureOrder(list).map((f) => {
          const type = f.required ? f.type : optionalType(f.type);
          const annotated = f.description ? `Annotated[${type}, ${pyString(f.description)}]` : type;
          return f.required ? `${f.name}: ${annotated}` : `${f.name}: ${annotated} = None`;
        })
      : pythonParameters(list);
  const params = [...(usesContext ? [`ctx: ${CONTEXT_TYPE}`] : []), ...signature(fields)];
  const docLines = [tool.description];
  if (!annotate && fields.some((f) => f.description)) {
    docLines.push('', 'Args:', ...fields.filter((f) => f.description).map((f) => `    ${f.name}: ${f.description}`));
  }
  const docstring = docLines.join('\n').trim() ? [`    ${pyDocstring(docLines.join('\n'), '    ')}`] : [];
  const extra: string[] = [];
  for (const f of fields.filter((x) => x.name !== x.jsonName)) extra.push(`The parameter "${f.jsonName}" is not a Python name: the model sees "${f.name}" instead.`);
  if (usesContext) extra.push("The code's `context` is ctx.context here.");
  if (tool.routesTo.length > 0 || /\bhandoff\s*\(/.test(tool.code)) {
    const targets = tool.routesTo.map((id) => graph.agents.find((a) => a.id === id)?.name ?? id).join(', ');
    extra.push(`Not supported by the SDK: the code hands off to ${targets || 'other agents'} with handoff(); route with a handoff instead.`);
  }
  if (tool.timeoutMs !== 5000) extra.push(`Time limit in Switchboard: ${tool.timeoutMs} ms.`);
  const decorator = decoratorArgs.length === 0 ? '@function_tool' : `@function_tool(\n${decoratorArgs.map((a) => `    ${a},`).join('\n')}\n)`;
  const body = pythonToolBody(tool);
  if (body) {
    // the SDK shows the model this function (name, signature, docstring); it calls the body
    const impl = mod.namer.take(`_impl_${fn}`);
    const bodyParams = [...(body.takesContext ? [`ctx: ${CONTEXT_TYPE}`] : []), ...signature(fields)];
    const notes = extra.filter((line) => !line.startsWith("The code's `context`"));
    return [
      pythonBodySource(body, impl),
      '',
      '',
      decorator,
      `async def ${fn}(${bodyParams.join(', ')}) -> Any:`,
      ...docstring,
      ...notes.map((line) => `    # ${pyCommentText(line)}`),
      pythonCallLine(body, impl, fields, 'ctx.context', { awaitable: true }),
    ].join('\n');
  }
  return [
    decorator,
    `async def ${fn}(${params.join(', ')}) -> Any:`,
    ...docstring,
    pythonStubBody(tool.code, '    ', extra),
  ].join('\n');
}

function hostedToolSource(graph: Graph, tool: HostedTool | McpTool, name: string, mod: PyModule): string {
  if (tool.type === 'mcp') {
    mod.use('HostedMCPTool');
    const config: Record<string, unknown> = { type: 'mcp', server_label: tool.serverLabel, server_url: tool.serverUrl, require_approval: tool.requireApproval };
    if (tool.allowedTools) config.allowed_tools = tool.allowedTools;
    return `${name} = HostedMCPTool(tool_config=${pyValue(config)})`;
  }
  const { options, vectorStoreIds, notes } = hostedToolExport(graph, tool, 'agents-py');
  const comment = notes.map((n) => `# ${pyCommentText(n)}\n`).join('');
  switch (tool.hosted) {
    case 'file_search':
      mod.use('FileSearchTool');
      return `${comment}${name} = FileSearchTool(${snakeKeys({ vectorStoreIds, ...options })})`;
    case 'web_search':
      mod.use('WebSearchTool');
      return `${comment}${name} = WebSearchTool(${snakeKeys(options)})`;
    case 'code_interpreter': {
      mod.use('CodeInterpreterTool');
      const config = Object.fromEntries(Object.entries(options).map(([k, v]) => [camelToSnake(k), v]));
      return `${comment}${name} = CodeInterpreterTool(tool_config=${pyValue({ type: 'code_interpreter', container: { type: 'auto' }, ...config })})`;
    }
  }
}

function toolUseBehaviorSource(behavior: ToolUseBehavior, mod: PyModule): string {
  if (typeof behavior === 'string') return pyString(behavior);
  mod.use('StopAtTools');
  return `StopAtTools(stop_at_tool_names=${pyValue(behavior.stopAtToolNames)})`;
}

function handoffSource(graph: Graph, h: Handoff, mod: PyModule, agentNames: Map<string, string>, pre: string[]): string | null {
  if (h.trigger.type !== 'llm' || !agentNames.has(h.to)) return null;
  mod.use(mod.sdkHandoff === 'handoff' ? 'handoff' : `handoff as ${mod.sdkHandoff}`);
  const from = graph.agents.find((a) => a.id === h.from)?.name ?? h.from;
  const to = graph.agents.find((a) => a.id === h.to)?.name ?? h.to;
  // "Triage Agent" → "triage": function names like on_triage_to_billing read better without the "Agent"s
  const short = (name: string) => name.replace(/\s*agent$/i, '') || name;
  const base = snakeCase(`${short(from)} to ${short(to)}`);
  const args: string[] = [agentNames.get(h.to)!];
  if (h.trigger.toolName) args.push(`tool_name_override=${pyString(h.trigger.toolName)}`);
  if (h.trigger.description !== null) args.push(`tool_description_override=${pyText(h.trigger.description)}`);
  let inputClass: string | null = null;
  if (h.inputSchema) {
    // the class docstring is the schema's description: the SDK sends it (handoffs/__init__.py:304)
    inputClass = mod.types.model(h.inputSchema, handoffInputHint(from, to, h.trigger.toolName ?? null));
    args.push(`input_type=${inputClass}`);
  }
  const onHandoffPython = pythonHook(h.onHandoffPython, `On-handoff callback of ${from} → ${to}`, `on_${base}`, mod, pre);
  if (onHandoffPython) {
    args.push(`on_handoff=${onHandoffPython}`);
  } else if (h.onHandoff) {
    const fn = mod.namer.take(`on_${base}`);
    pre.push(
      [
        `async def ${fn}(ctx: ${CONTEXT_TYPE}${inputClass ? `, input: ${inputClass}` : ''}) -> None:`,
        `    ${pyDocstring(`On-handoff code of ${from} → ${to}.`, '    ')}`,
        pythonStubBody(h.onHandoff, '    ', ["The code's `context` is ctx.context here."]),
      ].join('\n'),
    );
    args.push(`on_handoff=${fn}`);
  } else if (inputClass) {
    args.push('on_handoff=lambda ctx, input: None');
  }
  switch (h.inputFilter.type) {
    case 'remove_all_tools':
      mod.usesHandoffFilters = true;
      args.push('input_filter=handoff_filters.remove_all_tools');
      break;
    case 'keep_last':
      args.push(`input_filter=keep_last_items(${h.inputFilter.count})`);
      break;
    case 'code': {
      const hook = pythonHook(h.inputFilter.pythonCode, `Input filter of ${from} → ${to}`, `${base}_input_filter`, mod, pre);
      if (hook) {
        args.push(`input_filter=${hook}`);
        break;
      }
      mod.use('HandoffInputData');
      const fn = mod.namer.take(`${base}_input_filter`);
      pre.push(
        [
          `def ${fn}(data: HandoffInputData) -> HandoffInputData:`,
          `    ${pyDocstring(`Input filter of ${from} → ${to}.`, '    ')}`,
          pythonStubBody(h.inputFilter.code, '    ', ['Return data.clone(...) with the fields to change.']),
        ].join('\n'),
      );
      args.push(`input_filter=${fn}`);
      break;
    }
    case 'none':
      break;
  }
  if (h.enabled === false) args.push('is_enabled=False');
  else if (typeof h.enabled === 'object') args.push(`is_enabled=${ruleSource(h.enabled, `${base}_enabled`, 'ctx, agent', pre, mod)}`);
  const comments: string[] = [];
  if (h.trigger.condition) comments.push(`# AG2 condition (the SDK does not use it): ${pyCommentText(h.trigger.condition)}`);
  if (inputClass && !h.onHandoff && !onHandoffPython) comments.push('# on_handoff does nothing: the SDK requires one with input_type.');
  if (args.length === 1) return [...comments, `${mod.sdkHandoff}(${args[0]})`].join('\n    ');
  return [...comments, `${mod.sdkHandoff}(\n        ${args.join(',\n        ')},\n    )`].join('\n    ');
}

function agentSource(graph: Graph, agent: GraphAgent, mod: PyModule, names: Map<string, string>, pre: string[]): string {
  mod.use('Agent');
  const name = names.get(agent.id)!;
  const args: string[] = [`name=${pyString(agent.name)}`];
  if (agent.handoffDescription) args.push(`handoff_description=${pyText(agent.handoffDescription)}`);
  const instructionsPython = pythonHook(agent.instructionsPython, `Instructions of ${agent.name}`, `${name}_instructions`, mod, pre);
  if (instructionsPython) {
    args.push(`instructions=${instructionsPython}`);
  } else if (parseTemplate(agent.instructions).some((p) => 'variable' in p)) {
    const fn = mod.namer.take(`${name}_instructions`);
    pre.push(
      [
        `def ${fn}(ctx: ${CONTEXT_TYPE}, agent: Agent) -> str:`,
        `    return ${instructionsFString(agent.instructions, 'ctx.context')}`,
      ].join('\n'),
    );
    args.push(`instructions=${fn}`);
  } else {
    args.push(`instructions=${pyText(agent.instructions)}`);
  }
  args.push(`model=${agent.model ? pyString(agent.model) : 'DEFAULT_MODEL'}`);
  const shared = Object.keys(graph.settings.modelSettings).length > 0;
  const own = Object.keys(agent.modelSettings).length > 0;
  if (shared && own) args.push(`model_settings=SHARED_MODEL_SETTINGS.resolve(${pythonModelSettings(agent.modelSettings)})`);
  else if (shared) args.push('model_settings=SHARED_MODEL_SETTINGS');
  else if (own) args.push(`model_settings=${pythonModelSettings(agent.modelSettings)}`);
  if (shared || own) mod.use('ModelSettings');
  const tools = agent.tools.map((id) => names.get(id)).filter(Boolean);
  if (tools.length > 0) args.push(`tools=[${tools.join(', ')}]`);
  const mcpServers = names.get(`mcp:${agent.id}`);
  if (mcpServers) args.push(`mcp_servers=[${mcpServers}]`);
  const guardrails = (ids: string[]) => ids.map((id) => names.get(`guardrail:${id}`)).filter(Boolean).join(', ');
  if (agent.inputGuardrails.length > 0) args.push(`input_guardrails=[${guardrails(agent.inputGuardrails)}]`);
  if (agent.outputGuardrails.length > 0) args.push(`output_guardrails=[${guardrails(agent.outputGuardrails)}]`);
  // a model for an object; any other type as it is (the SDK wraps it as {"response": T}, agent_output.py:103-113)
  if (agent.outputSchema) args.push(`output_type=${mod.types.annotation(agent.outputSchema, outputTypeHint(agent.name))}`);
  if (agent.toolUseBehavior !== 'run_llm_again') args.push(`tool_use_behavior=${toolUseBehaviorSource(agent.toolUseBehavior, mod)}`);

  const notes: string[] = [];
  for (const h of graph.handoffs.filter((x) => x.from === agent.id && x.trigger.type === 'context')) {
    const target = graph.agents.find((a) => a.id === h.to)?.name ?? h.to;
    notes.push(`Not exported (no SDK equivalent): hand off to ${target} without the model when \`${h.trigger.type === 'context' ? h.trigger.when : ''}\`.`);
  }
  const afterWork = agent.afterWork ?? graph.settings.afterWork;
  if (afterWork?.type === 'agent') {
    const target = graph.agents.find((a) => a.id === afterWork.agent)?.name ?? afterWork.agent;
    notes.push(`Not exported (no SDK equivalent): after its reply, continue with ${target}; the SDK ends the run.`);
  }
  if ((agent.nestedChats ?? []).length > 0) {
    const prefix = 'Not exported (no SDK equivalent)';
    notes.push(`${prefix}: nested chats with ${(agent.nestedChats ?? []).map((c) => graph.agents.find((a) => a.id === c.agent)?.name ?? c.agent).join(', ')} (AG2 register_nested_chats); here the agent answers with its own model.`);
  }
  return [...notes.map((n) => pythonComment(n)), `${name} = Agent(\n${args.map((a) => `    ${a},`).join('\n')}\n)`].join('\n');
}

const KEEP_LAST = `def keep_last_items(count: int):
    """Input filter for Switchboard's "keep last N" preset.

    The next agent sees only the last \`count\` items of the conversation (original input,
    earlier items and this turn's items, in order).
    """

    def keep_last(data: HandoffInputData) -> HandoffInputData:
        history = (
            data.input_history
            if isinstance(data.input_history, tuple)
            else ({"role": "user", "content": data.input_history},)
        )
        drop = max(0, len(history) + len(data.pre_handoff_items) + len(data.new_items) - count)

        def keep(items: tuple) -> tuple:
            nonlocal drop
            cut = min(drop, len(items))
            drop -= cut
            return tuple(items[cut:])

        return data.clone(
            input_history=keep(history),
            pre_handoff_items=keep(data.pre_handoff_items),
            new_items=keep(data.new_items),
        )

    return keep_last`;

/**
 * "Calls as tool" edges: `worker.as_tool(...)` appended to the manager's tools once every agent
 * exists (after its own tools, as the engine offers them); docs/SEMANTICS.md §2.9. An output
 * extractor is TypeScript in the graph: it becomes a stub to port.
 */
function agentToolSections(graph: Graph, mod: PyModule, names: Map<string, string>): string[] {
  const edges = (graph.agentTools ?? []).filter((t) => names.has(t.from) && names.has(t.to));
  if (edges.length === 0) return [];
  const out = [`${section('Agents as tools')}\n# Each manager gets a tool that runs the worker as a nested run on the call's input; the answer comes back.`];
  for (const t of edges) {
    const manager = names.get(t.from)!;
    const worker = names.get(t.to)!;
    // as_tool's tool_name and tool_description have no defaults (agent.py:583-586): None means the SDK's
    const args = [`tool_name=${t.toolName === null ? 'None' : pyString(t.toolName)}`, `tool_description=${t.toolDescription === null ? 'None' : pyText(t.toolDescription)}`];
    if (t.outputExtractor !== null) {
      mod.use('RunResult');
      const fn = mod.namer.take(`${manager}_asks_${worker}_output`);
      out.push(
        [
          `async def ${fn}(result: RunResult) -> str:`,
          `    ${pyDocstring(`Output extractor of ${t.id}: the text the manager gets from the nested run.`, '    ')}`,
          pythonStubBody(t.outputExtractor, '    ', ['Switchboard passes { finalOutput, outputText, lastAgent }: result.final_output, the default text, result.last_agent.name.']),
        ].join('\n'),
      );
      args.push(`custom_output_extractor=${fn}`);
    }
    if (t.maxTurns !== null) args.push(`max_turns=${t.maxTurns}`);
    out.push(`${manager}.tools.append(\n    ${worker}.as_tool(\n${args.map((a) => `        ${a},`).join('\n')}\n    )\n)`);
  }
  return out;
}

function section(title: string): string {
  return `# ${pyCommentText(title)} ${'-'.repeat(Math.max(3, 96 - title.length))}`;
}

/** The graph as one Python module for `openai-agents`. */
/**
 * handoff() for Python tool bodies: the Agents SDK has no tool-driven routing (nor has the
 * engine's Agents SDK profile), so the tool's output is the message and nothing else happens.
 */
const AGENTS_PY_HANDOFF_HELPER = `def handoff(agent_id: str, message: str | None = None, context_variables: Any = None) -> str | None:
    "Tool-driven routing has no equivalent in the Agents SDK: the output is the message."
    return message`;

function pythonRoutesBody(tool: FunctionTool): boolean {
  const body = pythonToolBody(tool);
  return body !== null && pythonRoutes(body);
}

export function exportAgentsPy(graph: Graph): string {
  const mod = new PyModule();
  const bodiesRoute = graph.tools.some((t) => t.type === 'function' && pythonRoutesBody(t));
  if (bodiesRoute) mod.sdkHandoff = mod.namer.take('sdk_handoff');
  const names = new Map<string, string>();
  for (const agent of graph.agents) {
    const base = snakeCase(agent.name);
    names.set(agent.id, mod.namer.take(/(^|_)agent$/.test(base) ? base : `${base}_agent`));
  }
  for (const tool of graph.tools) {
    const wanted = tool.type === 'function' ? (isPythonIdentifier(tool.name) ? tool.name : snakeCase(tool.name)) : snakeCase(tool.id);
    names.set(tool.id, mod.namer.take(wanted));
  }
  for (const g of graph.guardrails) names.set(`guardrail:${g.id}`, mod.namer.take(snakeCase(g.name)));

  const sections: string[] = [];
  const settings = [`DEFAULT_MODEL = ${pyString(graph.settings.model)}`];
  if (Object.keys(graph.settings.modelSettings).length > 0) {
    mod.use('ModelSettings');
    settings.push(`SHARED_MODEL_SETTINGS = ${pythonModelSettings(graph.settings.modelSettings)}`);
  }
  if (graph.settings.maxTurns !== null) settings.push(`MAX_TURNS = ${graph.settings.maxTurns}`);
  settings.push('', '# The run context: the graph\'s context variables, which tools and rules read and update.', `INITIAL_CONTEXT: dict[str, Any] = ${pyValue(graph.context)}`);
  sections.push(section('Settings'), settings.join('\n'));
  const templated = graph.agents.some((a) => parseTemplate(a.instructions).some((p) => 'variable' in p));
  if (templated) sections.push(PY_CONTEXT_TEXT);

  if (graph.guardrails.length > 0) {
    sections.push(section('Guardrails'));
    for (const g of graph.guardrails) sections.push(guardrailSource(g, names.get(`guardrail:${g.id}`)!, mod));
  }

  const toolSections: string[] = [];
  for (const tool of graph.tools) {
    const pre: string[] = [];
    const source =
      tool.type === 'function'
        ? functionToolSource(graph, tool, mod, names, pre)
        : tool.type === 'computer'
          ? computerToolPy(tool, names.get(tool.id)!, { take: (n) => mod.namer.take(n), use: (...n) => mod.use(...n) })
          : hostedToolSource(graph, tool, names.get(tool.id)!, mod);
    toolSections.push(...pre, source);
  }

  const mcp = mcpServerEntries(graph, (base) => mod.namer.take(base), 'py');
  const mcpSections = mcp.map((entry) => mcpServerPy(entry, (n) => mod.mcpImports.add(n)));
  for (const agent of graph.agents) {
    const own = mcp.filter((e) => e.agent.id === agent.id).map((e) => e.name);
    if (own.length > 0) names.set(`mcp:${agent.id}`, own.join(', '));
  }
  if (mcpSections.length > 0) mcpSections.push(`# connected before a run and cleaned up after it (main)\nMCP_SERVERS = [${mcp.map((e) => e.name).join(', ')}]`);

  const agentSections: string[] = [];
  for (const agent of graph.agents) {
    const pre: string[] = [];
    const source = agentSource(graph, agent, mod, names, pre);
    agentSections.push(...pre, source);
  }

  const handoffSections: string[] = [];
  const handoffPre: string[] = [];
  for (const agent of graph.agents) {
    const list = graph.handoffs
      .filter((h) => h.from === agent.id)
      .map((h) => handoffSource(graph, h, mod, names, handoffPre))
      .filter((s): s is string => s !== null);
    if (list.length > 0) handoffSections.push(`${names.get(agent.id)}.handoffs = [\n${list.map((s) => `    ${s},`).join('\n')}\n]`);
  }

  // pydantic models are collected while tools, agents and handoffs are generated; they go first
  if (mod.types.models.length > 0) sections.push(section('Types'), ...mod.types.models);
  if (bodiesRoute) toolSections.unshift(AGENTS_PY_HANDOFF_HELPER);
  if (toolSections.length > 0) sections.push(section('Tools'), ...toolSections);
  if (mcpSections.length > 0) sections.push(section('MCP servers'), ...mcpSections);
  sections.push(section('Agents'), ...agentSections);
  if (handoffSections.length > 0) {
    sections.push(`${section('Handoffs')}\n# Wired after all agents exist, so that agents can hand off to each other in both directions.`);
    if (graph.handoffs.some((h) => h.inputFilter.type === 'keep_last')) {
      mod.use('HandoffInputData');
      sections.push(KEEP_LAST);
    }
    sections.push(...handoffPre, ...handoffSections);
  }

  sections.push(...agentToolSections(graph, mod, names));

  mod.use('Runner', 'RunContextWrapper');
  const start = (graph.startAgent && names.get(graph.startAgent)) ?? names.get(graph.agents[0]?.id ?? '') ?? 'None';
  const approvals = graph.tools.some((t) => t.type === 'function' && t.needsApproval !== false) || mcp.some((e) => e.server.requireApproval !== 'never');
  const maxTurns = graph.settings.maxTurns !== null ? ', max_turns=MAX_TURNS' : '';
  const run = (indent: string, agent: string, input: string) => [
    `${indent}result = await Runner.run(${agent}, ${input}, context=context${maxTurns})`,
    ...(approvals ? [`${indent}result = await approve_interactively(${agent}, result)`] : []),
  ];
  const main = [
    section('Running'),
    '',
    '# every agent by its graph id',
    `AGENTS = {${graph.agents.map((a) => `${pyString(a.id)}: ${names.get(a.id)}`).join(', ')}}`,
    `START_AGENT = ${start}`,
    ...(approvals
      ? [
          '',
          '',
          'async def approve_interactively(agent: Agent, result: Any) -> Any:',
          `    ${pyDocstring('Asks on the terminal about each tool call that needs approval, then resumes the run.', '    ')}`,
          '    while result.interruptions:',
          '        state = result.to_state()',
          '        for interruption in result.interruptions:',
          '            answer = input(f"Approve {interruption.name} {interruption.arguments}? [y/N] ")',
          '            if answer.strip().lower() == "y":',
          '                state.approve(interruption)',
          '            else:',
          '                state.reject(interruption)',
          `        result = await Runner.run(agent, state${maxTurns})`,
          '    return result',
        ]
      : []),
    '',
    '',
    'async def main() -> None:',
    '    message = " ".join(sys.argv[1:]) or "Hello!"',
    '    context = dict(INITIAL_CONTEXT)',
    ...(mcp.length > 0
      ? [
          '    for server in MCP_SERVERS:',
          '        await server.connect()',
          '    try:',
          ...run('        ', 'START_AGENT', 'message'),
          '    finally:',
          '        for server in reversed(MCP_SERVERS):',
          '            await server.cleanup()',
        ]
      : run('    ', 'START_AGENT', 'message')),
    '    print(f"[{result.last_agent.name}] {result.final_output}")',
    '',
    '',
    'if __name__ == "__main__":',
    '    asyncio.run(main())',
  ].join('\n');
  sections.push(main);

  const typing = new Set(['Any', ...mod.types.typingImports]);
  const imports = [
    'import asyncio',
    ...(templated ? ['import json'] : []),
    'import sys',
    `from typing import ${[...typing].sort().join(', ')}`,
    '',
    ...(mod.types.usesPydantic ? ['from pydantic import BaseModel, Field', ''] : []),
    `from agents import (\n${[...mod.agentsImports].sort(IMPORT_ORDER.compare).map((n) => `    ${n},`).join('\n')}\n)`,
    ...(mod.usesHandoffFilters ? ['from agents.extensions import handoff_filters'] : []),
    ...(mod.mcpImports.size > 0 ? [`from agents.mcp import ${[...mod.mcpImports].sort().join(', ')}`] : []),
  ].join('\n');

  const doc = [
    `${graph.name}: exported from Switchboard for the OpenAI Agents SDK for Python (openai-agents).`,
    ...(graph.description ? ['', graph.description] : []),
    '',
    'Run it: pip install openai-agents && OPENAI_API_KEY=... python <this file> "your message"',
    ...pythonBodiesNote(graph, hookNote(graph)),
  ].join('\n');
  const header = `${pyDocstring(doc, '')}\n\n${fidelityHeader(fidelityReport(graph, 'agents-py'), '#')}`;
  // a section title sits one blank line above its first block; blocks are two blank lines apart (PEP 8)
  const body = sections.join('\n\n\n').replace(/^(# .* -{3,}(?:\n# .*)*)\n\n\n/gm, '$1\n\n');
  return `${header}\n\nfrom __future__ import annotations\n\n${imports}\n\n\n${body}\n`;
}
