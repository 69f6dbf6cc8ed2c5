/**
 * Export to the OpenAI Agents SDK for TypeScript (`@openai/agents` 0.20.0): one module that a
 * developer could have written by hand. It declares the agents, tools, guardrails and handoffs,
 * inlines the graph's code where the SDK calls it, and ends with `runGraph()` and a `main()` that
 * runs the start agent on a message from the command line. The module also exports `agents`,
 * `startAgent`, `initialContext` and `runGraph` so that tests can drive it with a scripted model.
 */
import { computerToolTs } from './computerTool.ts';
import type { Agent as GraphAgent, FunctionTool, Graph, Guardrail, Handoff, HostedTool, McpTool, ToolUseBehavior } from '../graph/schema.ts';
import { inlineModule } from './codeModule.ts';
import { hostedToolExport } from './hostedToolOptions.ts';
import { fidelityHeader, fidelityReport } from './fidelity.ts';
import { camelCase, Namer } from './identifiers.ts';
import { parseTemplate } from './instructionsTemplate.ts';
import { INTEGER_HELPER, optionalKeys, usesIntegerHelper, zodFromJsonSchema } from './jsonSchemaToZod.ts';
import { tsComment, tsCommentText, tsString, tsTemplateText, tsText, tsValue } from './literals.ts';
import { parseWhen } from './whenExpression.ts';
import { mcpServerEntries, mcpServerTs } from './mcpServers.ts';

interface Names {
  agents: Map<string, string>;
  tools: Map<string, string>;
  guardrails: Map<string, string>;
  /** agent id -> its MCP servers' variables */
  mcp?: Map<string, string[]>;
}

class TsModule {
  readonly namer = new Namer('ts');
  readonly values = new Set<string>();
  readonly types = new Set<string>();
  readonly userImports = new Set<string>();
  usesZod = false;
  usesRemoveAllTools = false;

  use(...names: string[]): void {
    for (const n of names) this.values.add(n);
  }

  useType(...names: string[]): void {
    for (const n of names) this.types.add(n);
  }

  /** `const name: type = <code's default export>;` */
  inline(code: string, name: string, type: string, what: string): string {
    const { imports, source } = inlineModule(code, name, type, what);
    for (const i of imports) this.userImports.add(i);
    return source;
  }
}

/** A `when` rule kept verbatim; wrapped in Boolean() unless it is plainly a boolean expression. */
function booleanExpression(when: string): string {
  const tree = parseWhen(when);
  const plain = tree !== null && (tree.kind === 'not' || tree.kind === 'binary' || (tree.kind === 'literal' && typeof tree.value === 'boolean'));
  return plain ? when.trim() : `Boolean(${when.trim()})`;
}

const DROP_NULLS = [
  '/**',
  ' * Optional parameters reach the model as required and nullable (strict mode). As in Switchboard, a',
  ' * null the model sends for one of them means "not given": it is dropped before the code runs.',
  ' */',
  'type OptionalKeys = { drop?: string[]; props?: Record<string, OptionalKeys>; items?: OptionalKeys };',
  '',
  'function dropNulls<T>(value: T, spec: OptionalKeys): T {',
  '  if (Array.isArray(value)) return (spec.items ? value.map((item) => dropNulls(item, spec.items!)) : value) as T;',
  "  if (value === null || typeof value !== 'object') return value;",
  '  const kept = Object.entries(value).filter(([key, item]) => !(item === null && spec.drop?.includes(key)));',
  '  return Object.fromEntries(kept.map(([key, item]) => [key, spec.props?.[key] ? dropNulls(item, spec.props[key]) : item])) as T;',
  '}',
].join('\n');

function sectionTitle(title: string): string {
  return `// ${tsCommentText(title)} ${'-'.repeat(Math.max(3, 96 - title.length))}`;
}

function instructionsSource(instructions: string): string {
  const parts = parseTemplate(instructions);
  if (!parts.some((p) => 'variable' in p)) return tsText(instructions);
  const body = parts.map((p) => ('variable' in p ? `\${contextText(runContext.context.${p.variable})}` : tsTemplateText(p.text))).join('');
  return `(runContext) => \`${body}\``;
}

function contextType(graph: Graph): string {
  const typeOf = (value: unknown): string => {
    if (typeof value === 'string') return 'string';
    if (typeof value === 'number') return 'number';
    if (typeof value === 'boolean') return 'boolean';
    if (Array.isArray(value)) return 'unknown[]';
    if (value === null) return 'unknown';
    return 'Record<string, unknown>';
  };
  const fields = Object.entries(graph.context).map(([key, value]) => `  ${/^[A-Za-z_$][\w$]*$/.test(key) ? key : tsString(key)}: ${typeOf(value)};`);
  return [
    '/** The run context: the graph\'s context variables, which tools, rules and instructions read and update. */',
    'export interface AppContext {',
    ...fields,
    '  /** variables that code sets during the run */',
    '  [key: string]: any;',
    '}',
    '',
    'export function initialContext(): AppContext {',
    `  return ${tsValue(graph.context)};`,
    '}',
    ...(graph.agents.some((a) => parseTemplate(a.instructions).some((p) => 'variable' in p))
      ? [
          '',
          '/** A context variable inside instructions: missing reads as "", strings as they are, other values as JSON. */',
          'function contextText(value: unknown): string {',
          "  return value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);",
          '}',
        ]
      : []),
  ].join('\n');
}

function codeSignatures(graph: Graph, mod: TsModule, routing: boolean): string {
  const functionTools = graph.tools.filter((t): t is FunctionTool => t.type === 'function');
  const lines: string[] = ['// The signatures Switchboard calls the graph\'s code with (see its sandbox).'];
  const routes = (t: FunctionTool) => t.routesTo.length > 0 || /\bhandoff\s*\(/.test(t.code);
  if (functionTools.some((t) => !routes(t))) lines.push('type ToolCode<Args> = (args: Args, helpers: { context: AppContext }) => unknown;');
  if (routing) {
    lines.push(
      'type RoutingToolCode<Args> = (args: Args, helpers: { context: AppContext; handoff: (agentId: string, message?: string) => void }) => unknown;',
    );
  }
  if (graph.handoffs.some((h) => h.onHandoff)) {
    lines.push('type OnHandoffCode<Input> = (input: Input, helpers: { context: AppContext }) => unknown;');
  }
  const kinds = new Set(graph.guardrails.map((g) => g.kind));
  if (kinds.has('input') || kinds.has('output')) {
    lines.push(
      'type GuardrailVerdict = { tripwire: boolean; info?: unknown };',
      '/** input: the user\'s text for a plain text turn, else the input items; output: the final output */',
      'type GuardrailCode = (input: any, helpers: { context: AppContext }) => GuardrailVerdict | Promise<GuardrailVerdict>;',
    );
  }
  if (kinds.has('tool_input') || kinds.has('tool_output')) {
    mod.use('ToolGuardrailFunctionOutputFactory');
    lines.push(
      "type ToolGuardrailVerdict = { behavior: 'allow' | 'reject_content' | 'throw'; message?: string };",
      '/** input: { tool, arguments, agent } and, for tool output guardrails, the output as text */',
      'type ToolGuardrailCode = (input: any, helpers: { context: AppContext }) => ToolGuardrailVerdict | Promise<ToolGuardrailVerdict>;',
      '',
      '/** Maps a tool guardrail verdict to the SDK\'s guardrail behaviours. */',
      'function toolGuardrailOutput(verdict: ToolGuardrailVerdict) {',
      '  switch (verdict.behavior) {',
      "    case 'allow':",
      '      return ToolGuardrailFunctionOutputFactory.allow();',
      "    case 'reject_content':",
      "      return ToolGuardrailFunctionOutputFactory.rejectContent(verdict.message ?? '');",
      "    case 'throw':",
      '      return ToolGuardrailFunctionOutputFactory.throwException();',
      '  }',
      '}',
    );
  }
  return lines.length > 1 ? lines.join('\n') : '';
}

function routingGlue(): string {
  return [
    '/**',
    ' * Tool code may call handoff(agentId) to route by code (Swarm and AG2 do). The Agents SDK has no',
    ' * such handoff and Switchboard\'s Agents SDK profile ignores the call too, so it does nothing here.',
    ' */',
    'function ignoreHandoff(_agentId: string, _message?: string): void {}',
  ].join('\n');
}

function keepLastGlue(mod: TsModule): string {
  mod.useType('AgentInputItem');
  return [
    '/**',
    ' * Input filter for Switchboard\'s "keep last N" preset: the next agent sees only the last `count`',
    ' * items of the conversation (original input, earlier items and this turn\'s items, in order).',
    ' */',
    'function keepLastItems(count: number): InputFilter {',
    '  return (data) => {',
    "    const history: AgentInputItem[] = typeof data.inputHistory === 'string'",
    "      ? [{ type: 'message', role: 'user', content: data.inputHistory }]",
    '      : data.inputHistory;',
    '    let drop = Math.max(0, history.length + data.preHandoffItems.length + data.newItems.length - count);',
    '    const keep = <T>(items: T[]): T[] => {',
    '      const cut = Math.min(drop, items.length);',
    '      drop -= cut;',
    '      return items.slice(cut);',
    '    };',
    '    return { ...data, inputHistory: keep(history), preHandoffItems: keep(data.preHandoffItems), newItems: keep(data.newItems) };',
    '  };',
    '}',
  ].join('\n');
}

function protocolFilterGlue(mod: TsModule): string {
  mod.useType('AgentInputItem');
  return [
    '/** Switchboard filter code sees protocol items, the way the model does; the SDK passes run items. */',
    'type ProtocolHandoffData = { inputHistory: AgentInputItem[]; preHandoffItems: AgentInputItem[]; newItems: AgentInputItem[] };',
    'type FilterCode = (data: ProtocolHandoffData) => ProtocolHandoffData;',
    '',
    '/**',
    ' * Runs filter code on protocol items. The next agent\'s input is the three lists in order, so the',
    ' * result goes into inputHistory (run items cannot be rebuilt from protocol items).',
    ' */',
    'function protocolItemFilter(code: FilterCode): InputFilter {',
    '  return (data) => {',
    '    const filtered = code({',
    "      inputHistory: typeof data.inputHistory === 'string' ? [{ type: 'message', role: 'user', content: data.inputHistory }] : data.inputHistory,",
    '      preHandoffItems: data.preHandoffItems.map((item) => item.rawItem as AgentInputItem),',
    '      newItems: data.newItems.map((item) => item.rawItem as AgentInputItem),',
    '    });',
    '    return { ...data, inputHistory: [...filtered.inputHistory, ...filtered.preHandoffItems, ...filtered.newItems], preHandoffItems: [], newItems: [] };',
    '  };',
    '}',
  ].join('\n');
}

function guardrailSource(graph: Graph, guardrail: Guardrail, name: string, mod: TsModule): string {
  const codeName = mod.namer.take(`${name}Code`);
  const what = `Guardrail "${guardrail.name}"`;
  const header = `// Guardrail "${tsCommentText(guardrail.name)}" (${guardrail.kind.replace('_', ' ')})`;
  switch (guardrail.kind) {
    case 'input':
      mod.useType('InputGuardrail');
      return [
        header,
        mod.inline(guardrail.code, codeName, 'GuardrailCode', what),
        `const ${name}: InputGuardrail = {`,
        `  name: ${tsString(guardrail.name)},`,
        ...(guardrail.runInParallel ? [] : ['  runInParallel: false,']),
        '  execute: async ({ input, context }) => {',
        `    const verdict = await ${codeName}(input, { context: context.context as AppContext });`,
        '    return { tripwireTriggered: verdict.tripwire, outputInfo: verdict.info };',
        '  },',
        '};',
      ].join('\n');
    case 'output': {
      mod.useType('OutputGuardrail');
      const structured = graph.agents.some((a) => a.outputSchema && a.outputGuardrails.includes(guardrail.id));
      return [
        header,
        mod.inline(guardrail.code, codeName, 'GuardrailCode', what),
        `const ${name}: OutputGuardrail<${structured ? 'any' : "'text'"}, AppContext> = {`,
        `  name: ${tsString(guardrail.name)},`,
        '  execute: async ({ agentOutput, context }) => {',
        `    const verdict = await ${codeName}(agentOutput, { context: context.context });`,
        '    return { tripwireTriggered: verdict.tripwire, outputInfo: verdict.info };',
        '  },',
        '};',
      ].join('\n');
    }
    case 'tool_input':
      mod.use('defineToolInputGuardrail');
      return [
        header,
        mod.inline(guardrail.code, codeName, 'ToolGuardrailCode', what),
        `const ${name} = defineToolInputGuardrail<AppContext>({`,
        `  name: ${tsString(guardrail.name)},`,
        '  run: async ({ agent, toolCall, context }) => {',
        '    const input = { tool: toolCall.name, arguments: JSON.parse(toolCall.arguments), agent: agent.name };',
        `    return toolGuardrailOutput(await ${codeName}(input, { context: context.context }));`,
        '  },',
        '});',
      ].join('\n');
    case 'tool_output':
      mod.use('defineToolOutputGuardrail');
      return [
        header,
        mod.inline(guardrail.code, codeName, 'ToolGuardrailCode', what),
        `const ${name} = defineToolOutputGuardrail<AppContext>({`,
        `  name: ${tsString(guardrail.name)},`,
        '  run: async ({ agent, toolCall, output, context }) => {',
        "    const text = typeof output === 'string' ? output : JSON.stringify(output);",
        '    const input = { tool: toolCall.name, arguments: JSON.parse(toolCall.arguments), agent: agent.name, output: text };',
        `    return toolGuardrailOutput(await ${codeName}(input, { context: context.context }));`,
        '  },',
        '});',
      ].join('\n');
  }
}

function functionToolSource(graph: Graph, tool: FunctionTool, name: string, names: Names, mod: TsModule): string {
  mod.use('tool');
  mod.usesZod = true;
  const paramsName = mod.namer.take(`${name}Parameters`);
  const codeName = mod.namer.take(`${name}Code`);
  const routes = tool.routesTo.length > 0 || /\bhandoff\s*\(/.test(tool.code);
  const guardrails = (ids: string[]) => ids.map((id) => names.guardrails.get(id)).filter(Boolean).join(', ');
  const options: string[] = [
    `  name: ${tsString(tool.name)},`,
    `  description: ${tsText(tool.description)},`,
    `  parameters: ${paramsName},`,
  ];
  options.push(`  timeoutMs: ${tool.timeoutMs},`);
  if (tool.enabled === false) options.push('  isEnabled: false,');
  else if (typeof tool.enabled === 'object') {
    options.push(`  isEnabled: ({ runContext: { context: ctx } }) => ${booleanExpression(tool.enabled.when)},`);
  }
  if (tool.needsApproval === true) options.push('  needsApproval: true,');
  else if (typeof tool.needsApproval === 'object') {
    const when = tool.needsApproval.when;
    const runContext = /\bctx\b/.test(when) ? '{ context: ctx }' : '_runContext';
    options.push(`  needsApproval: async (${runContext}, ${/\bargs\b/.test(when) ? 'args' : '_args'}) => ${booleanExpression(when)},`);
  }
  if (tool.inputGuardrails.length > 0) options.push(`  inputGuardrails: [${guardrails(tool.inputGuardrails)}],`);
  if (tool.outputGuardrails.length > 0) options.push(`  outputGuardrails: [${guardrails(tool.outputGuardrails)}],`);
  const helpers = routes ? '{ context: runContext!.context, handoff: ignoreHandoff }' : '{ context: runContext!.context }';
  const optional = optionalKeys(tool.parameters);
  const input = optional ? `dropNulls(args, ${tsValue(optional)})` : 'args';
  // `?? null`: Switchboard's sandbox makes results JSON-safe, so a tool that returns nothing says "null"
  options.push(`  execute: async (args, runContext) => (await ${codeName}(${input}, ${helpers})) ?? null,`);
  const comment: string[] = [];
  if (routes) {
    const targets = tool.routesTo.map((id) => graph.agents.find((a) => a.id === id)?.name ?? id).join(', ');
    comment.push(`// Its code routes to ${tsCommentText(targets) || 'other agents'} with handoff(), which the Agents SDK cannot do (see ignoreHandoff).`);
  }
  return [
    `// Tool "${tsCommentText(tool.name)}"`,
    ...comment,
    `const ${paramsName} = ${zodFromJsonSchema(tool.parameters)};`,
    mod.inline(tool.code, codeName, `${routes ? 'RoutingToolCode' : 'ToolCode'}<z.infer<typeof ${paramsName}>>`, `Tool "${tool.name}"`),
    `const ${name} = tool<typeof ${paramsName}, AppContext>({`,
    ...options,
    '});',
  ].join('\n');
}

function hostedToolSource(graph: Graph, tool: HostedTool | McpTool, name: string, mod: TsModule): string {
  if (tool.type === 'mcp') {
    mod.use('hostedMcpTool');
    const options: Record<string, unknown> = { serverLabel: tool.serverLabel, serverUrl: tool.serverUrl, requireApproval: tool.requireApproval };
    if (tool.allowedTools) options.allowedTools = tool.allowedTools;
    return `// MCP server "${tsCommentText(tool.serverLabel)}" (called by OpenAI's hosted MCP tool)\nconst ${name} = hostedMcpTool(${tsValue(options)});`;
  }
  const { options: rest, vectorStoreIds, notes } = hostedToolExport(graph, tool, 'agents-ts');
  const options = Object.keys(rest).length > 0 ? tsValue(rest) : '';
  const comment = [`// Hosted tool "${tool.id}" (${tool.hosted.replace('_', ' ')}, run by OpenAI)`, ...notes.map((n) => `// ${tsCommentText(n)}`)].join('\n') + '\n';
  switch (tool.hosted) {
    case 'file_search':
      mod.use('fileSearchTool');
      return `${comment}const ${name} = fileSearchTool(${tsValue(vectorStoreIds)}${options ? `, ${options}` : ''});`;
    case 'web_search':
      mod.use('webSearchTool');
      return `${comment}const ${name} = webSearchTool(${options});`;
    case 'code_interpreter':
      mod.use('codeInterpreterTool');
      return `${comment}const ${name} = codeInterpreterTool(${options});`;
  }
}

function toolUseBehaviorSource(behavior: ToolUseBehavior): string {
  return typeof behavior === 'string' ? tsString(behavior) : `{ stopAtToolNames: ${tsValue(behavior.stopAtToolNames)} }`;
}

function agentSource(graph: Graph, agent: GraphAgent, names: Names, mod: TsModule, sharedSettings: string | null): string {
  mod.use('Agent');
  const name = names.agents.get(agent.id)!;
  const lines: string[] = [];
  let outputName: string | null = null;
  if (agent.outputSchema) {
    mod.usesZod = true;
    outputName = mod.namer.take(`${name}Output`);
    lines.push(`const ${outputName} = ${zodFromJsonSchema(agent.outputSchema)};`, '');
  }
  const options: string[] = [`  name: ${tsString(agent.name)},`];
  if (agent.handoffDescription) options.push(`  handoffDescription: ${tsText(agent.handoffDescription)},`);
  options.push(`  instructions: ${instructionsSource(agent.instructions)},`);
  options.push(`  model: ${agent.model ? tsString(agent.model) : 'DEFAULT_MODEL'},`);
  const own = Object.keys(agent.modelSettings).length > 0 ? tsValue(agent.modelSettings).slice(2, -2) : null;
  if (sharedSettings && own) options.push(`  modelSettings: { ...${sharedSettings}, ${own} },`);
  else if (sharedSettings) options.push(`  modelSettings: ${sharedSettings},`);
  else if (own) options.push(`  modelSettings: { ${own} },`);
  const tools = agent.tools.map((id) => names.tools.get(id)).filter(Boolean);
  if (tools.length > 0) options.push(`  tools: [${tools.join(', ')}],`);
  const mcpServers = names.mcp?.get(agent.id) ?? [];
  if (mcpServers.length > 0) options.push(`  mcpServers: [${mcpServers.join(', ')}],`);
  const inputGuardrails = agent.inputGuardrails.map((id) => names.guardrails.get(id)).filter(Boolean);
  if (inputGuardrails.length > 0) options.push(`  inputGuardrails: [${inputGuardrails.join(', ')}],`);
  const outputGuardrails = agent.outputGuardrails.map((id) => names.guardrails.get(id)).filter(Boolean);
  if (outputGuardrails.length > 0) options.push(`  outputGuardrails: [${outputGuardrails.join(', ')}],`);
  if (outputName) options.push(`  outputType: ${outputName},`);
  if (agent.toolUseBehavior !== 'run_llm_again') {
    options.push(`  toolUseBehavior: ${toolUseBehaviorSource(agent.toolUseBehavior)},`);
  }
  // The SDK types a handoff list by the owner's output type; an agent handing off to one with a
  // different output type is declared with `any` output so its handoff list can hold both.
  const structured = (id: string) => graph.agents.find((a) => a.id === id)?.outputSchema != null;
  const mixed = graph.handoffs.some(
    (h) => h.from === agent.id && h.to !== agent.id && h.trigger.type === 'llm' && (structured(h.to) || agent.outputSchema !== null),
  );
  const typeArgs = mixed ? '<AppContext, any>' : outputName ? `<AppContext, typeof ${outputName}>` : '<AppContext>';
  lines.push(`const ${name} = new Agent${typeArgs}({`, ...options, '});');
  const notes: string[] = [];
  for (const h of graph.handoffs.filter((x) => x.from === agent.id && x.trigger.type === 'context')) {
    const target = graph.agents.find((a) => a.id === h.to)?.name ?? h.to;
    const when = h.trigger.type === 'context' ? h.trigger.when : '';
    notes.push(`// Not exported (no SDK equivalent): hand off to ${tsCommentText(target)} without the model when \`${tsCommentText(when)}\`.`);
  }
  const afterWork = agent.afterWork ?? graph.settings.afterWork;
  if (afterWork?.type === 'agent') {
    const target = graph.agents.find((a) => a.id === afterWork.agent)?.name ?? afterWork.agent;
    notes.push(`// Not exported (no SDK equivalent): after its reply, continue with ${tsCommentText(target)}; the SDK ends the run.`);
  }
  if ((agent.nestedChats ?? []).length > 0) {
    const prefix = '// Not exported (no SDK equivalent)';
    notes.push(`${prefix}: nested chats with ${tsCommentText((agent.nestedChats ?? []).map((c) => graph.agents.find((a) => a.id === c.agent)?.name ?? c.agent).join(', '))} (AG2 register_nested_chats); here the agent answers with its own model.`);
  }
  return [...notes, ...lines].join('\n');
}

const AGENT_TOOL_RESULT = [
  '/**',
  ' * What an agent tool\'s output extractor gets (as in Switchboard): the nested run\'s final output,',
  ' * the text the SDK would return by default, and the name of the agent that finished.',
  ' */',
  'type AgentToolResult = { finalOutput: unknown; outputText: string; lastAgent: string };',
  '',
  'function agentToolResult(result: RunResult<AppContext, any>): AgentToolResult {',
  '  // the SDK\'s default: the last response\'s text unless blank, else the final output',
  '  const last = result.rawResponses.at(-1)?.output.at(-1) as { type?: string; content?: Array<{ type: string; text?: string }> } | undefined;',
  "  const raw = last?.type === 'message' ? (last.content ?? []).map((c) => (c.type === 'output_text' ? (c.text ?? '') : '')).join('') : '';",
  '  const final: unknown = result.finalOutput;',
  "  const outputText = raw.trim() !== '' ? raw : final === undefined || final === null ? '' : typeof final === 'string' ? final : JSON.stringify(final);",
  "  return { finalOutput: final ?? null, outputText, lastAgent: result.lastAgent?.name ?? '' };",
  '}',
].join('\n');

/**
 * "Calls as tool" edges: `worker.asTool(...)` pushed onto the manager's tools after every agent
 * exists (the manager's own tools first, as the engine offers them), docs/SEMANTICS.md §2.9.
 */
function agentToolSections(graph: Graph, names: Names, mod: TsModule): string[] {
  const edges = (graph.agentTools ?? []).filter((t) => names.agents.has(t.from) && names.agents.has(t.to));
  if (edges.length === 0) return [];
  const out = [`${sectionTitle('Agents as tools')}\n// Each manager gets a tool that runs the worker as a nested run on the call's input; the answer comes back.`];
  if (edges.some((t) => t.outputExtractor !== null)) {
    mod.useType('RunResult');
    out.push(AGENT_TOOL_RESULT);
  }
  for (const t of edges) {
    const manager = names.agents.get(t.from)!;
    const worker = names.agents.get(t.to)!;
    const options: string[] = [];
    if (t.toolName !== null) options.push(`toolName: ${tsString(t.toolName)},`);
    if (t.toolDescription !== null) options.push(`toolDescription: ${tsText(t.toolDescription)},`);
    if (t.outputExtractor !== null) {
      const extractor = mod.namer.take(`${manager}Asks${worker.charAt(0).toUpperCase()}${worker.slice(1)}Output`);
      out.push(mod.inline(t.outputExtractor, extractor, '(result: AgentToolResult) => string | Promise<string>', `the output extractor of ${t.id}`));
      options.push(`customOutputExtractor: (result) => ${extractor}(agentToolResult(result)),`);
    }
    if (t.maxTurns !== null) options.push(`runOptions: { maxTurns: ${t.maxTurns} },`);
    const call = options.length === 0 ? `${worker}.asTool({})` : `${worker}.asTool({\n${options.map((o) => `    ${o}`).join('\n')}\n  })`;
    out.push(`${manager}.tools.push(\n  ${call},\n);`);
  }
  return out;
}

function handoffSource(graph: Graph, h: Handoff, names: Names, mod: TsModule, pre: string[]): string | null {
  if (h.trigger.type !== 'llm') return null;
  mod.use('handoff');
  const target = names.agents.get(h.to);
  if (!target) return null;
  const from = graph.agents.find((a) => a.id === h.from)?.name ?? h.from;
  const to = graph.agents.find((a) => a.id === h.to)?.name ?? h.to;
  // "Triage Agent" → "triage": names like triageToBillingInput read better without the "Agent"s
  const short = (name: string) => name.replace(/\s*agent$/i, '') || name;
  const base = camelCase(`${short(from)} to ${short(to)}`);
  const options: string[] = [];
  if (h.trigger.toolName) options.push(`toolNameOverride: ${tsString(h.trigger.toolName)},`);
  if (h.trigger.description !== null) options.push(`toolDescriptionOverride: ${tsText(h.trigger.description)},`);
  if (h.trigger.condition) options.push(`// AG2 condition (the SDK does not use it): ${tsCommentText(h.trigger.condition)}`);
  let inputName: string | null = null;
  if (h.inputSchema) {
    mod.usesZod = true;
    inputName = mod.namer.take(`${base}Input`);
    pre.push(`const ${inputName} = ${zodFromJsonSchema(h.inputSchema)};`);
    options.push(`inputType: ${inputName},`);
  }
  if (h.onHandoff) {
    const codeName = mod.namer.take(`${base}OnHandoff`);
    pre.push(mod.inline(h.onHandoff, codeName, `OnHandoffCode<${inputName ? `z.infer<typeof ${inputName}>` : 'undefined'}>`, `On-handoff code of ${from} → ${to}`));
    options.push(
      inputName
        ? `onHandoff: async (runContext, input) => { await ${codeName}(${h.inputSchema && optionalKeys(h.inputSchema) ? `dropNulls(input!, ${tsValue(optionalKeys(h.inputSchema))})` : 'input!'}, { context: runContext.context }); },`
        : `onHandoff: async (runContext) => { await ${codeName}(undefined, { context: runContext.context }); },`,
    );
  } else if (inputName) {
    options.push('onHandoff: () => {}, // the SDK requires onHandoff with inputType');
  }
  switch (h.inputFilter.type) {
    case 'remove_all_tools':
      mod.usesRemoveAllTools = true;
      options.push('inputFilter: removeAllTools,');
      break;
    case 'keep_last':
      options.push(`inputFilter: keepLastItems(${h.inputFilter.count}),`);
      break;
    case 'code': {
      const codeName = mod.namer.take(`${base}InputFilter`);
      pre.push(mod.inline(h.inputFilter.code, codeName, 'FilterCode', `Input filter of ${from} → ${to}`));
      options.push(`inputFilter: protocolItemFilter(${codeName}),`);
      break;
    }
    case 'none':
      break;
  }
  if (h.enabled === false) options.push('isEnabled: false,');
  else if (typeof h.enabled === 'object') options.push(`isEnabled: ({ runContext: { context: ctx } }) => ${booleanExpression(h.enabled.when)},`);
  if (options.length === 0) return `handoff(${target})`;
  return `handoff(${target}, {\n${options.map((o) => `    ${o}`).join('\n')}\n  })`;
}

function runSection(graph: Graph, mod: TsModule, approvals: boolean, mcp = false): string {
  mod.use('Runner');
  mod.useType('AgentInputItem', 'RunResult');
  if (approvals) mod.useType('RunToolApprovalItem');
  const runOptions = `{ context${graph.settings.maxTurns !== null ? ', maxTurns: MAX_TURNS' : ''} }`;
  const lines: string[] = [
    sectionTitle('Running'),
    '',
    'export interface RunGraphOptions {',
    '  /** the runner to use (tests pass one with a scripted model provider) */',
    '  runner?: Runner;',
    '  context?: AppContext;',
    ...(approvals ? ['  /** decides on tool calls that need approval; without it the run stops at the first one */', '  approve?: (item: RunToolApprovalItem) => Promise<boolean>;'] : []),
    '}',
    '',
    '/** Runs the start agent on one user message, the way Switchboard\'s playground does. */',
    'export async function runGraph(input: string | AgentInputItem[], options: RunGraphOptions = {}): Promise<RunResult<AppContext, Agent<AppContext, any>>> {',
    '  const runner = options.runner ?? new Runner();',
    '  const context = options.context ?? initialContext();',
    `  let result = await runner.run(startAgent, input, ${runOptions});`,
  ];
  if (approvals) {
    lines.push(
      '  while (result.interruptions.length > 0) {',
      '    if (!options.approve) return result;',
      '    for (const item of result.interruptions) {',
      '      if (await options.approve(item)) result.state.approve(item);',
      '      else result.state.reject(item);',
      '    }',
      `    result = await runner.run(startAgent, result.state${graph.settings.maxTurns !== null ? ', { maxTurns: MAX_TURNS }' : ''});`,
      '  }',
    );
  }
  lines.push('  return result;', '}', '', 'async function main(): Promise<void> {', "  const message = process.argv.slice(2).join(' ') || 'Hello!';");
  if (mcp) lines.push('  await Promise.all(mcpServers.map((server) => server.connect()));');
  if (approvals) {
    lines.push(
      '  const terminal = createInterface({ input: process.stdin, output: process.stdout });',
      '  const approve = async (item: RunToolApprovalItem) =>',
      "    (await terminal.question(`Approve ${item.name ?? 'tool'} ${item.arguments ?? ''}? [y/N] `)).trim().toLowerCase() === 'y';",
      '  const result = await runGraph(message, { approve });',
      '  terminal.close();',
    );
  } else {
    lines.push('  const result = await runGraph(message);');
  }
  lines.push(
    "  console.log(`[${result.lastAgent?.name}] ${typeof result.finalOutput === 'string' ? result.finalOutput : JSON.stringify(result.finalOutput)}`);",
    ...(mcp ? ['  await Promise.all(mcpServers.map((server) => server.close()));'] : []),
    '}',
    '',
    'if (import.meta.url === pathToFileURL(process.argv[1] ?? \'\').href) {',
    '  await main();',
    '}',
  );
  return lines.join('\n');
}

/** The graph as one TypeScript module for `@openai/agents` 0.20.0. */
export function exportAgentsTs(graph: Graph): string {
  const mod = new TsModule();
  const names: Names = { agents: new Map(), tools: new Map(), guardrails: new Map() };
  for (const agent of graph.agents) {
    const base = camelCase(agent.name);
    names.agents.set(agent.id, mod.namer.take(/agent$/i.test(base) ? base : `${base}Agent`));
  }
  for (const tool of graph.tools) {
    names.tools.set(tool.id, mod.namer.take(camelCase(tool.type === 'function' ? tool.name : tool.id)));
  }
  for (const guardrail of graph.guardrails) names.guardrails.set(guardrail.id, mod.namer.take(camelCase(guardrail.name)));

  const functionTools = graph.tools.filter((t): t is FunctionTool => t.type === 'function');
  const routing = functionTools.some((t) => t.routesTo.length > 0 || /\bhandoff\s*\(/.test(t.code));
  const approvals = functionTools.some((t) => t.needsApproval !== false);

  const sections: string[] = [];
  sections.push(sectionTitle('Context'), contextType(graph));
  const signatures = codeSignatures(graph, mod, routing);
  if (signatures) sections.push(signatures);
  if (routing) sections.push(routingGlue());

  const settings: string[] = [`const DEFAULT_MODEL = ${tsString(graph.settings.model)};`];
  let sharedSettings: string | null = null;
  if (Object.keys(graph.settings.modelSettings).length > 0) {
    sharedSettings = 'sharedModelSettings';
    mod.useType('ModelSettings');
    settings.push(`const sharedModelSettings: ModelSettings = ${tsValue(graph.settings.modelSettings)};`);
  }
  if (graph.settings.maxTurns !== null) settings.push(`const MAX_TURNS = ${graph.settings.maxTurns};`);
  sections.splice(0, 0, sectionTitle('Settings'), settings.join('\n'));

  if (graph.guardrails.length > 0) {
    sections.push(sectionTitle('Guardrails'));
    for (const guardrail of graph.guardrails) sections.push(guardrailSource(graph, guardrail, names.guardrails.get(guardrail.id)!, mod));
  }
  const usesOptional = graph.tools.some((t) => t.type === 'function' && optionalKeys(t.parameters)) || graph.handoffs.some((h) => h.onHandoff && h.inputSchema && optionalKeys(h.inputSchema));
  if (usesOptional) sections.push(DROP_NULLS);
  if (graph.tools.length > 0) {
    sections.push(sectionTitle('Tools'));
    for (const tool of graph.tools) {
      const name = names.tools.get(tool.id)!;
      sections.push(
        tool.type === 'function'
          ? functionToolSource(graph, tool, name, names, mod)
          : tool.type === 'computer'
            ? computerToolTs(tool, name, { take: (n) => mod.namer.take(n), use: (...n) => mod.use(...n), useType: (...n) => mod.useType(...n) })
            : hostedToolSource(graph, tool, name, mod),
      );
    }
  }
  const mcp = mcpServerEntries(graph, (base) => mod.namer.take(base), 'ts');
  if (mcp.length > 0) {
    sections.push(sectionTitle('MCP servers'));
    names.mcp = new Map();
    for (const entry of mcp) {
      sections.push(mcpServerTs(entry, (n) => mod.use(n)));
      names.mcp.set(entry.agent.id, [...(names.mcp.get(entry.agent.id) ?? []), entry.name]);
    }
    sections.push(`/** Connected before a run and closed after it (main). */\nexport const mcpServers = [${mcp.map((e) => e.name).join(', ')}];`);
  }
  sections.push(sectionTitle('Agents'));
  for (const agent of graph.agents) sections.push(agentSource(graph, agent, names, mod, sharedSettings));

  const wiring: string[] = [];
  const pre: string[] = [];
  for (const agent of graph.agents) {
    const list = graph.handoffs
      .filter((h) => h.from === agent.id)
      .map((h) => handoffSource(graph, h, names, mod, pre))
      .filter((s): s is string => s !== null);
    if (list.length > 0) wiring.push(`${names.agents.get(agent.id)}.handoffs = [\n${list.map((s) => `  ${s},`).join('\n')}\n];`);
  }
  if (wiring.length > 0) {
    sections.push(
      `${sectionTitle('Handoffs')}\n// Wired after all agents exist, so that agents can hand off to each other in both directions.`,
    );
    if (graph.handoffs.some((h) => h.inputFilter.type === 'keep_last' || h.inputFilter.type === 'code')) {
      mod.useType('HandoffInputData');
      sections.push('/** What the SDK passes to a handoff input filter, and what the filter returns. */\ntype InputFilter = (data: HandoffInputData) => HandoffInputData;');
    }
    if (graph.handoffs.some((h) => h.inputFilter.type === 'keep_last')) sections.push(keepLastGlue(mod));
    if (graph.handoffs.some((h) => h.inputFilter.type === 'code')) sections.push(protocolFilterGlue(mod));
    sections.push(...pre, ...wiring);
  }

  sections.push(...agentToolSections(graph, names, mod));

  const agentEntries = graph.agents.map((a) => `  ${/^[A-Za-z_$][\w$]*$/.test(a.id) ? a.id : tsString(a.id)}: ${names.agents.get(a.id)},`);
  const start = graph.startAgent && names.agents.get(graph.startAgent);
  sections.push(
    [
      '/** Every agent by its graph id. */',
      'export const agents = {',
      ...agentEntries,
      '};',
      '',
      `export const startAgent = ${start ?? names.agents.values().next().value ?? 'undefined'};`,
    ].join('\n'),
  );
  sections.push(runSection(graph, mod, approvals, mcp.length > 0));

  if (sections.some(usesIntegerHelper)) {
    const contextIndex = sections.indexOf(sectionTitle('Context'));
    sections.splice(contextIndex, 0, INTEGER_HELPER);
  }

  const imports: string[] = [];
  const values = [...mod.values].sort();
  const types = [...mod.types].filter((t) => !mod.values.has(t)).sort();
  imports.push(`import {\n${[...values, ...types.map((t) => `type ${t}`)].map((n) => `  ${n},`).join('\n')}\n} from '@openai/agents';`);
  if (mod.usesRemoveAllTools) imports.push("import { removeAllTools } from '@openai/agents-core/extensions';");
  if (approvals) imports.push("import { createInterface } from 'node:readline/promises';");
  imports.push("import { pathToFileURL } from 'node:url';");
  if (mod.usesZod) imports.push("import { z } from 'zod';");
  imports.push(...mod.userImports);

  const title = [
    `${graph.name}: exported from Switchboard for the OpenAI Agents SDK (@openai/agents 0.20.0).`,
    ...(graph.description ? [graph.description] : []),
    '',
    'Run it: OPENAI_API_KEY=... npx tsx <this file> "your message"',
    '',
  ];
  const header = `${tsComment(title.join('\n'))}\n${fidelityHeader(fidelityReport(graph, 'agents-ts'), '//')}`;
  return `${[header, imports.join('\n'), ...sections].join('\n\n')}\n`;
}
