/**
 * OpenAI Agents SDK for Python → graph. Reads `Agent(...)`/`Agent[Ctx](...)`, `handoff(...)`,
 * `@function_tool`, hosted tools, guardrail decorators, `x.handoffs.append/extend/=` after
 * construction and the start agent of `Runner.run/run_sync/run_streamed`.
 * API as in openai-agents-python 0.22 (src/agents/agent.py Agent fields, handoffs/__init__.py
 * handoff(), tool.py function_tool, guardrail.py input_guardrail/output_guardrail).
 */
import type { Value } from '../value.ts';
import { calleeTail } from '../value.ts';
import { slug } from '../graphDraft.ts';
import { PyImporter, defWithoutDecorators, originalTypeScript, portStub } from './pyCommon.ts';
import type { BodyWithNeeds } from './bodyNeeds.ts';
import { typeSchema } from './pySchema.ts';
import type { PyFunction, PyModule } from './pyTree.ts';
import { pythonToWhen } from './pyWhen.ts';

const CONTEXT_ROOTS = ['ctx.context', 'context.context', 'wrapper.context', 'run_context.context'];
const contextRoots = (param: string | null) => (param ? [`${param}.context`, ...CONTEXT_ROOTS] : CONTEXT_ROOTS);
const AGENT_FIELDS = new Set(['name', 'instructions', 'handoff_description', 'model', 'model_settings', 'tools', 'handoffs', 'input_guardrails', 'output_guardrails', 'output_type', 'tool_use_behavior']);
const MODEL_SETTINGS: Record<string, string> = { temperature: 'temperature', top_p: 'topP', max_tokens: 'maxTokens', tool_choice: 'toolChoice', parallel_tool_calls: 'parallelToolCalls' };

type Call = Extract<Value, { kind: 'call' }>;

export class AgentsSdkPyImporter extends PyImporter {
  private readonly guardrailIds = new Map<string, string>();
  private readonly modelCounts = new Map<string, number>();
  /** tools whose decorator options were read already (a tool is shared by reference) */
  private readonly readTools = new Set<string>();
  /** hosted tool constructions by place, so one `web = WebSearchTool()` is one tool */
  private readonly hostedIds = new Map<string, string>();

  constructor(modules: PyModule[]) {
    super(modules, 'agents-sdk-python');
  }

  run(): void {
    this.collectAgents(['Agent', 'RealtimeAgent']);
    for (const found of this.found) this.readAgent(found.module, found.id, found.call);
    this.readStatements();
    this.pickSettings();
    const runs = this.program.modules.flatMap((mod) =>
      mod.calls
        .filter((c): c is Call => c.kind === 'call' && (/^Runner\.(run|run_sync|run_streamed)$/.test(c.callee) || ['run_demo_loop', 'RealtimeRunner'].includes(calleeTail(c.callee))))
        .map((call) => ({ mod, call, agent: call.kwargs.get('starting_agent') ?? call.args[0], maxTurns: call.kwargs.get('max_turns'), context: call.kwargs.get('context'), contextKey: 'context', construct: `${call.callee}(...)` })),
    );
    // a realtime app hands its runner the agent `get_starting_agent()` returns
    for (const mod of runs.length ? [] : this.program.modules) {
      const fn = mod.bindings.get('get_starting_agent') ?? mod.bindings.get('get_start_agent');
      const returned = fn?.kind === 'def' ? fn.returnValues[0] : undefined;
      if (returned) runs.push({ mod, call: { kind: 'call', callee: fn!.name, args: [returned], kwargs: new Map(), text: returned.text, loc: returned.loc }, agent: returned, maxTurns: undefined, context: undefined, contextKey: 'context', construct: `${fn!.name}()` });
    }
    this.runSettings(runs);
    this.reportUnfollowed();
    this.nameGraph(runs[0]?.mod ?? this.found[0]?.module);
  }

  private readAgent(mod: PyModule, id: string, call: Call): void {
    const agent = this.draft.agents.find((a) => a.id === id)!;
    const k = call.kwargs;
    if (this.origin(mod, call.callee) === 'RealtimeAgent') {
      this.draft.report('approximated', `RealtimeAgent(name=${JSON.stringify(agent.name)})`, `agent ${agent.id}: its instructions, tools and handoffs are in the graph; the realtime session it runs in (audio in and out, voice, turn detection, interruptions) is not, and the playground talks to it in text`, call.loc);
    } else this.draft.report('mapped', `Agent(name=${JSON.stringify(agent.name)})`, `agent ${agent.id}`, call.loc);
    agent.instructions = this.instructions(mod, k.get('instructions'), agent.name, contextRoots, (code) => (agent.instructionsPython = code));
    const hd = this.literal(mod, k.get('handoff_description'));
    if (typeof hd === 'string') agent.handoffDescription = hd;
    const model = this.literal(mod, k.get('model'));
    if (typeof model === 'string') {
      agent.model = model;
      this.modelCounts.set(model, (this.modelCounts.get(model) ?? 0) + 1);
    } else if (k.has('model')) this.draft.report('skipped', `model of ${agent.name}`, `${k.get('model')!.text} is not a model name the importer can read`, k.get('model')!.loc);
    if (k.has('model_settings')) agent.modelSettings = this.modelSettings(mod, k.get('model_settings')!, agent.name);
    agent.tools = [];
    for (const item of this.listItems(mod, k.get('tools'))) this.addTool(mod, agent.tools as string[], item, agent.name, agent.id);
    agent.inputGuardrails = this.listItems(mod, k.get('input_guardrails')).map((g) => this.guardrail(g.mod, g.value, 'input')).filter((g): g is string => !!g);
    agent.outputGuardrails = this.listItems(mod, k.get('output_guardrails')).map((g) => this.guardrail(g.mod, g.value, 'output')).filter((g): g is string => !!g);
    if (k.has('output_type')) agent.outputSchema = this.outputType(mod, k.get('output_type')!, agent.name);
    if (k.has('tool_use_behavior')) agent.toolUseBehavior = this.toolUseBehavior(mod, k.get('tool_use_behavior')!, agent.name);
    for (const item of this.listItems(mod, k.get('handoffs'))) this.addHandoff(mod, id, item);
    for (const [key, value] of k) {
      if (!AGENT_FIELDS.has(key)) this.draft.report('skipped', `${key}= on ${agent.name}`, 'the graph format has no field for it', value.loc);
    }
  }

  private listItems(mod: PyModule, value: Value | undefined): { mod: PyModule; value: Value }[] {
    if (!value) return [];
    const { module, value: v } = this.program.valueOf(mod, value);
    if (v.kind === 'list') return v.items.map((item) => ({ mod: module, value: item }));
    this.draft.report('skipped', value.text, 'not a list the importer can read', value.loc);
    return [];
  }

  private modelSettings(mod: PyModule, value: Value, agentName: string): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const read = (m: PyModule, v: Value) => {
      const { module, value: call } = this.program.valueOf(m, v);
      if (call.kind !== 'call') return;
      // SHARED.resolve(ModelSettings(...)): the override wins
      if (call.callee.endsWith('.resolve')) {
        read(module, { kind: 'name', name: call.callee.slice(0, -'.resolve'.length), text: '', loc: call.loc });
        if (call.args[0]) read(module, call.args[0]);
        return;
      }
      for (const [key, item] of call.kwargs) {
        const lit = this.literal(module, item);
        if (MODEL_SETTINGS[key] && lit !== undefined && lit !== null) out[MODEL_SETTINGS[key]] = lit;
        else if (lit !== null) this.draft.report('skipped', `ModelSettings(${key}=...) of ${agentName}`, 'the graph keeps temperature, top_p, max_tokens, tool_choice and parallel_tool_calls', item.loc);
      }
    };
    read(mod, value);
    return out;
  }

  private outputType(mod: PyModule, value: Value, agentName: string): Record<string, unknown> | null {
    const problems: string[] = [];
    const t = value.kind === 'name' ? { kind: 'name' as const, name: value.name } : null;
    if (value.kind === 'name' && value.name === 'str') return null;
    const schema = t ? typeSchema(t, { program: this.program, module: mod, problems }) : {};
    if (schema.type !== 'object') {
      this.draft.report('skipped', `output_type of ${agentName}`, `${value.text} is not a pydantic model the importer can read; the agent answers in text`, value.loc);
      return null;
    }
    this.draft.report(problems.length ? 'approximated' : 'mapped', `output_type of ${agentName}`, problems.length ? problems.join('; ') : `structured output from ${value.text}`, value.loc);
    return schema;
  }

  private toolUseBehavior(mod: PyModule, value: Value, agentName: string): unknown {
    const lit = this.literal(mod, value);
    const construct = `tool_use_behavior of ${agentName}`;
    if (lit === 'run_llm_again' || lit === 'stop_on_first_tool') {
      this.draft.report('mapped', construct, String(lit), value.loc);
      return lit;
    }
    const { value: v, module } = this.program.valueOf(mod, value);
    const names = v.kind === 'call' ? this.literal(module, v.kwargs.get('stop_at_tool_names') ?? v.args[0]) : lit && typeof lit === 'object' ? (lit as Record<string, unknown>).stop_at_tool_names : undefined;
    if (Array.isArray(names)) {
      this.draft.report('mapped', construct, `stop at ${names.join(', ')}`, value.loc);
      return { stopAtToolNames: names };
    }
    this.draft.report('skipped', construct, `${value.text} (a function) cannot be expressed in the graph; run_llm_again`, value.loc);
    return 'run_llm_again';
  }

  private addTool(_mod: PyModule, tools: string[], item: { mod: PyModule; value: Value }, agentName: string, agentId: string): void {
    const { value } = item;
    const binding = this.binding(item.mod, value);
    // @function_tool def ...
    if (binding?.binding.kind === 'def') {
      const fn = binding.binding;
      const decorator = fn.decorators.find((d) => this.isToolDecorator(binding.module, d.kind === 'call' ? d.callee : d.kind === 'name' ? d.name : ''));
      if (decorator) {
        tools.push(this.sdkTool(binding.module, fn, decorator.kind === 'call' ? decorator : null, decorator.kind === 'name' ? calleeTail(decorator.name) : undefined));
        return;
      }
      this.draft.report('approximated', `${fn.name} in tools of ${agentName}`, 'a plain function (no @function_tool) read as a function tool', value.loc);
      tools.push(this.sdkTool(binding.module, fn, null));
      return;
    }
    const { module, value: v } = this.program.valueOf(item.mod, value);
    if (v.kind === 'call') {
      const tail = this.origin(module, v.callee);
      if (this.isToolDecorator(module, v.callee) && v.args[0]) {
        const fn = this.functionOf(module, v.args[0]);
        if (fn) {
          tools.push(this.sdkTool(fn.module, fn.fn, v));
          return;
        }
      }
      const hosted = this.hostedTool(module, v, tail);
      if (hosted) {
        const key = `${v.loc.file}:${v.loc.line}:${v.text}`;
        const existing = this.hostedIds.get(key);
        if (existing) {
          tools.push(existing);
          return;
        }
        const id = this.draft.uniqueId(slug(value.kind === 'name' ? value.name : String(hosted.hosted ?? hosted.serverLabel)));
        this.draft.tools.push({ id, ...hosted });
        this.hostedIds.set(key, id);
        tools.push(id);
        this.draft.report('mapped', `${tail}(...)`, hosted.type === 'mcp' ? `MCP tool ${hosted.serverLabel}` : `hosted ${hosted.hosted}`, v.loc);
        return;
      }
      if (v.callee.endsWith('.as_tool')) {
        this.agentTool(module, v, agentName, agentId);
        return;
      }
    }
    this.draft.report('skipped', `${value.text} in tools of ${agentName}`, 'not a tool the importer can read', value.loc);
  }

  /** `@function_tool`, or `@tool` (agents.decorators: "tool is an alias for function_tool"). */
  private isToolDecorator(mod: PyModule, callee: string): boolean {
    const full = this.program.origin(mod, callee);
    return calleeTail(full) === 'function_tool' || /^agents(\.decorators)?\.tool$/.test(full);
  }

  /** `worker.as_tool(...)` in a manager's tools: a "calls as tool" edge (agent.py Agent.as_tool). */
  private agentTool(mod: PyModule, call: Call, managerName: string, managerId: string): void {
    const workerText = call.callee.slice(0, -'.as_tool'.length);
    const worker = this.agentOf(mod, { kind: 'name', name: workerText, text: workerText, loc: call.loc });
    if (!worker) {
      this.draft.report('skipped', `${call.callee}(...) in tools of ${managerName}`, `${workerText} is not an agent the importer can find`, call.loc);
      return;
    }
    const k = call.kwargs;
    const toolName = this.literal(mod, k.get('tool_name') ?? call.args[0]);
    const description = this.literal(mod, k.get('tool_description') ?? call.args[1]);
    const maxTurns = this.literal(mod, k.get('max_turns'));
    const notes: string[] = [];
    let outputExtractor: string | null = null;
    const extractor = k.get('custom_output_extractor');
    if (extractor) {
      const fn = this.functionOf(mod, extractor);
      const ts = fn && originalTypeScript(fn.fn.source);
      outputExtractor = ts ?? `${portStub(`output extractor ${extractor.text}`, extractor.loc, 'result', false)}${fn ? `\n\n/* The Python original:\n${defWithoutDecorators(fn.fn).replace(/\*\//g, '* /')}\n*/` : ''}`;
      if (!ts) notes.push('custom_output_extractor is a TypeScript stub with the Python in a comment');
    }
    for (const [key, value] of k) {
      if (!['tool_name', 'tool_description', 'max_turns', 'custom_output_extractor'].includes(key)) notes.push(`${key}=${value.text} has no place in the graph`);
    }
    this.draft.addAgentTool(managerId, worker, {
      toolName: typeof toolName === 'string' ? toolName : null,
      toolDescription: typeof description === 'string' ? description : null,
      outputExtractor,
      maxTurns: typeof maxTurns === 'number' ? maxTurns : null,
    });
    this.draft.report(notes.length ? 'approximated' : 'mapped', `${call.callee}(...) in tools of ${managerName}`, `agent tool: ${managerName} calls ${this.agentName(worker)} as a tool${notes.length ? `; ${notes.join('; ')}` : ''}`, call.loc);
  }

  private hostedTool(mod: PyModule, call: Call, tail: string): Record<string, unknown> | null {
    switch (tail) {
      case 'WebSearchTool':
        return { type: 'hosted', hosted: 'web_search', config: {} };
      case 'CodeInterpreterTool':
        return { type: 'hosted', hosted: 'code_interpreter', config: {} };
      case 'FileSearchTool': {
        const config: Record<string, unknown> = {};
        const ids = this.literal(mod, call.kwargs.get('vector_store_ids'));
        if (Array.isArray(ids)) config.vectorStoreIds = ids;
        const max = this.literal(mod, call.kwargs.get('max_num_results'));
        if (typeof max === 'number') config.maxNumResults = max;
        return { type: 'hosted', hosted: 'file_search', config };
      }
      case 'HostedMCPTool': {
        const cfg = this.literal(mod, call.kwargs.get('tool_config'));
        if (!cfg || typeof cfg !== 'object') return null;
        const c = cfg as Record<string, unknown>;
        return { type: 'mcp', serverLabel: c.server_label, serverUrl: c.server_url, requireApproval: c.require_approval === 'never' ? 'never' : 'always', allowedTools: Array.isArray(c.allowed_tools) ? c.allowed_tools : null };
      }
      default:
        return null;
    }
  }

  private sdkTool(mod: PyModule, fn: PyFunction, decorator: Call | null, decoratorName = decorator ? calleeTail(decorator.callee) : 'function_tool'): string {
    const k = decorator?.kwargs ?? new Map<string, Value>();
    const name = this.literal(mod, k.get('name_override'));
    const description = this.literal(mod, k.get('description_override'));
    const id = this.functionTool(mod, fn, {
      name: typeof name === 'string' ? name : undefined,
      description: typeof description === 'string' ? description : undefined,
      construct: `@${decoratorName} ${fn.name}`,
    });
    const tool = this.draft.tools.find((t) => t.id === id)!;
    if (this.readTools.has(id)) return id;
    this.readTools.add(id);
    for (const [key, value] of k) {
      if (key === 'name_override' || key === 'description_override') continue;
      if (key === 'is_enabled') tool.enabled = this.rule(mod, value, `is_enabled of ${fn.name}`);
      else if (key === 'needs_approval') tool.needsApproval = this.rule(mod, value, `needs_approval of ${fn.name}`);
      else if (key === 'tool_input_guardrails' || key === 'tool_output_guardrails') {
        const kind = key === 'tool_input_guardrails' ? 'tool_input' : 'tool_output';
        tool[kind === 'tool_input' ? 'inputGuardrails' : 'outputGuardrails'] = this.listItems(mod, value).map((g) => this.guardrail(g.mod, g.value, kind)).filter(Boolean);
      } else this.draft.report('skipped', `function_tool(${key}=...) of ${fn.name}`, 'the graph format has no field for it', value.loc);
    }
    return id;
  }

  /** A bool, a lambda or a function of (ctx, agent) / (ctx, params, call_id) → true/false/{when}. */
  private rule(mod: PyModule, value: Value, construct: string): boolean | { when: string; python?: string } {
    const lit = this.literal(mod, value);
    if (typeof lit === 'boolean') {
      this.draft.report('mapped', construct, String(lit), value.loc);
      return lit;
    }
    let params: string[] = [];
    let body: string | null = null;
    // the rule's own Python, which the Python runtimes run (a lambda becomes a def)
    let python: BodyWithNeeds | null = null;
    if (value.kind === 'function') {
      params = value.params;
      body = value.bodyText;
      // kept when the lambda is more than a ctx/args comparison (which the `when` holds exactly)
      if (!pythonToWhen(body, { context: params[0] ? [`${params[0]}.context`] : [], args: params[1] && params.length >= 3 ? [params[1]] : [] })) {
        python = { code: `def _${/^\w+/.exec(construct)?.[0] ?? 'rule'}(${params.join(', ')}):\n    return ${body}\n`, thirdParty: [] };
      }
    } else {
      const fn = this.functionOf(mod, value);
      if (fn && fn.fn.returnValues.length === 1) {
        params = fn.fn.params.map((p) => p.name);
        body = fn.fn.returnValues[0].text;
      }
      // a Switchboard export's rule is its `when`, translated: the expression is the rule
      if (fn && !/^(Approval|Enabled) rule of /.test(fn.fn.docstring ?? '') && !fn.fn.source.includes('TODO: translate the rule from JavaScript')) python = this.pythonBody(fn.module, fn.fn);
    }
    const when = body ? pythonToWhen(body, { context: params[0] ? [`${params[0]}.context`] : [], args: params[1] && params.length >= 3 ? [params[1]] : [] }) : null;
    if (when) {
      this.draft.report('mapped', construct, `rule ${when}${python ? `; the Python ${PyImporter.runsAsPython(python, 'the Python runtimes', 'the Agents SDK JS evaluates the rule')}` : ''}`, value.loc);
      return python ? { when, python: python.code } : { when };
    }
    if (python) {
      this.draft.report('mapped', construct, `the function ${PyImporter.runsAsPython(python, 'the Python runtimes', `the Agents SDK JS reads it as ${construct.startsWith('needs_approval') ? 'always asking' : 'always on'} (not a ctx/args comparison it can hold)`)}`, value.loc);
      return { when: 'true', python: python.code };
    }
    this.draft.report('approximated', construct, `${value.text} is not a rule the graph can hold (ctx/args comparisons); kept as always on`, value.loc);
    return true;
  }

  private guardrail(mod: PyModule, value: Value, kind: 'input' | 'output' | 'tool_input' | 'tool_output'): string | null {
    const binding = this.binding(mod, value);
    let fn: PyFunction | null = null;
    let module = mod;
    let name: string | null = null;
    let runInParallel = true;
    if (binding?.binding.kind === 'def') {
      fn = binding.binding;
      module = binding.module;
      const decorator = fn.decorators.find((d) => calleeTail(d.kind === 'call' ? d.callee : d.kind === 'name' ? d.name : '').endsWith('guardrail'));
      if (decorator?.kind === 'call') {
        const n = this.literal(module, decorator.kwargs.get('name'));
        if (typeof n === 'string') name = n;
        if (this.literal(module, decorator.kwargs.get('run_in_parallel')) === false) runInParallel = false;
      }
    } else {
      const { module: m, value: v } = this.program.valueOf(mod, value);
      if (v.kind === 'call' && calleeTail(v.callee).endsWith('Guardrail')) {
        const f = this.functionOf(m, v.kwargs.get('guardrail_function') ?? v.args[0]);
        if (f) {
          fn = f.fn;
          module = f.module;
        }
        const n = this.literal(m, v.kwargs.get('name'));
        if (typeof n === 'string') name = n;
      }
    }
    if (!fn) {
      this.draft.report('skipped', `${value.text} (${kind} guardrail)`, 'not a guardrail function the importer can find', value.loc);
      return null;
    }
    const key = `${module.path}#${fn.name}`;
    if (this.guardrailIds.has(key)) return this.guardrailIds.get(key)!;
    const id = this.draft.uniqueId(slug(fn.name));
    const ts = originalTypeScript(fn.source);
    // guardrails keep their Python body, which the Agents SDK Python runs (graph/codeBody.ts);
    // a Switchboard export's guardrail calls its body through `_impl_` (export/agentsPy.ts)
    const wrapped = ts ? null : this.wrappedBody(module, fn);
    // Switchboard's export names the guardrail in its docstring: Guardrail "Refund limit" (tool input).
    const exportedName = ts || wrapped ? /^Guardrail "(.+)" \(/.exec(fn.docstring ?? '')?.[1] : undefined;
    if (!name && exportedName) name = exportedName;
    const signature = kind === 'input' || kind === 'output' ? `${kind}, { context }` : 'data, { context }';
    const python = ts ? null : this.pythonBody(module, wrapped ?? fn);
    const code = ts ?? (python ? portStub(`guardrail ${name ?? fn.name}`, fn.loc, signature) : `${portStub(`guardrail ${name ?? fn.name}`, fn.loc, signature, false)}\n\n/* The Python original:\n${defWithoutDecorators(fn).replace(/\*\//g, '* /')}\n*/`);
    this.draft.guardrails.push({ id, kind, name: name ?? fn.name, code, ...(python ? { pythonCode: python.code } : {}), ...(kind === 'input' ? { runInParallel } : {}) });
    this.guardrailIds.set(key, id);
    const detail = ts
      ? 'TypeScript read back from the Switchboard export comment'
      : python
        ? `the Python body ${PyImporter.runsAsPython(python, 'the Agents SDK Python')}`
        : 'the Python body is kept in a comment of a TypeScript stub that throws "port needed"';
    this.draft.report(python ? 'mapped' : 'approximated', `${kind} guardrail ${fn.name}`, detail, fn.loc);
    return id;
  }

  private addHandoff(_mod: PyModule, from: string, item: { mod: PyModule; value: Value }): void {
    const direct = this.agentOf(item.mod, item.value);
    const fromName = this.agentName(from);
    if (direct) {
      this.draft.addHandoff(from, direct, {});
      this.draft.report('mapped', `handoff ${fromName} → ${this.agentName(direct)}`, 'model-chosen transfer', item.value.loc);
      return;
    }
    const { module, value: v } = this.program.valueOf(item.mod, item.value);
    if (v.kind !== 'call' || !['handoff', 'realtime_handoff'].includes(this.origin(module, v.callee))) {
      this.draft.report('skipped', `${item.value.text} in handoffs of ${fromName}`, 'not an agent or handoff() the importer can find', item.value.loc);
      return;
    }
    const k = v.kwargs;
    const to = this.agentOf(module, k.get('agent') ?? v.args[0]);
    if (!to) {
      this.draft.report('skipped', `handoff(${(k.get('agent') ?? v.args[0])?.text ?? ''}) of ${fromName}`, 'the target is not an agent the importer can find', v.loc);
      return;
    }
    const construct = `handoff(${this.agentName(to)}) of ${fromName}`;
    const toolName = this.literal(module, k.get('tool_name_override'));
    const description = this.literal(module, k.get('tool_description_override'));
    const fields: Record<string, unknown> = {
      trigger: { type: 'llm', toolName: typeof toolName === 'string' ? toolName : null, description: typeof description === 'string' ? description : null, condition: null },
    };
    const notes: string[] = [];
    for (const [key, value] of k) {
      switch (key) {
        case 'agent':
        case 'tool_name_override':
        case 'tool_description_override':
          break;
        case 'input_type': {
          const problems: string[] = [];
          const schema: Record<string, unknown> = value.kind === 'name' ? typeSchema({ kind: 'name', name: value.name }, { program: this.program, module, problems }) : {};
          if (schema.type === 'object') fields.inputSchema = schema;
          else notes.push(`input_type ${value.text} could not be read`);
          notes.push(...problems);
          break;
        }
        case 'on_handoff': {
          const fn = this.functionOf(module, value);
          const ts = fn && originalTypeScript(fn.fn.source);
          fields.onHandoff = ts ?? portStub(`on_handoff ${fn?.fn.name ?? value.text}`, value.loc, 'input, { context }', Boolean(fn));
          if (!ts && fn) {
            const python = this.pythonBody(fn.module, fn.fn);
            fields.onHandoffPython = python.code;
            notes.push(`on_handoff ${fn.fn.name} ${PyImporter.runsAsPython(python)}`);
          } else if (!ts) notes.push('on_handoff is a TypeScript stub (its Python could not be found)');
          break;
        }
        case 'input_filter':
          fields.inputFilter = this.inputFilter(module, value, notes);
          break;
        case 'is_enabled':
          fields.enabled = this.rule(module, value, `is_enabled of ${construct}`);
          break;
        default:
          notes.push(`${key}= has no place in the graph`);
      }
    }
    this.draft.addHandoff(from, to, fields);
    this.draft.report(notes.length ? 'approximated' : 'mapped', construct, notes.length ? notes.join('; ') : 'handoff with its options', v.loc);
  }

  private inputFilter(mod: PyModule, value: Value, notes: string[]): Record<string, unknown> {
    const text = value.text;
    if (/(^|\.)remove_all_tools$/.test(text)) return { type: 'remove_all_tools' };
    if (value.kind === 'call' && /keep_last/.test(value.callee)) {
      const n = this.literal(mod, value.args[0]);
      if (typeof n === 'number' && n > 0) return { type: 'keep_last', count: n };
    }
    const fn = this.functionOf(mod, value);
    const ts = fn && originalTypeScript(fn.fn.source);
    if (ts) return { type: 'code', code: ts };
    if (fn) {
      const python = this.pythonBody(fn.module, fn.fn);
      notes.push(`input filter ${fn.fn.name} ${PyImporter.runsAsPython(python, 'the Agents SDK Python')}`);
      return { type: 'code', code: portStub(`input filter ${text}`, value.loc, 'data'), pythonCode: python.code };
    }
    notes.push(`input filter ${text} is a TypeScript stub (its Python could not be found)`);
    return { type: 'code', code: portStub(`input filter ${text}`, value.loc, 'data', false) };
  }

  /** `x.handoffs.append(h)`, `.extend([...])`, `x.handoffs = [...]`, `x.tools.append(t)` anywhere in the files. */
  private readStatements(): void {
    for (const mod of this.program.modules) {
      for (const stmt of mod.statements) {
        const { value } = stmt;
        if (stmt.target) {
          const m = /^(.+)\.(handoffs|tools|input_guardrails|output_guardrails)$/.exec(stmt.target);
          const owner = m && this.agentOf(mod, { kind: 'name', name: m[1], text: m[1], loc: stmt.loc });
          if (!m || !owner) continue;
          if (m[2] === 'handoffs') {
            this.draft.handoffs.splice(0, this.draft.handoffs.length, ...this.draft.handoffs.filter((h) => h.from !== owner));
            for (const item of this.listItems(mod, value)) this.addHandoff(mod, owner, item);
          } else this.afterConstruction(mod, owner, m[2], this.listItems(mod, value), true);
          this.draft.report('mapped', `${stmt.target} = [...]`, 'set after construction', stmt.loc);
          continue;
        }
        if (value.kind !== 'call') continue;
        const m = /^(.+)\.(handoffs|tools|input_guardrails|output_guardrails)\.(append|extend|insert)$/.exec(value.callee);
        const owner = m && this.agentOf(mod, { kind: 'name', name: m[1], text: m[1], loc: stmt.loc });
        if (!m || !owner) continue;
        const args = m[3] === 'insert' ? value.args.slice(1) : value.args;
        const items = m[3] === 'extend' ? args.flatMap((a) => this.listItems(mod, a)) : args.map((a) => ({ mod, value: a }));
        if (m[2] === 'handoffs') for (const item of items) this.addHandoff(mod, owner, item);
        else this.afterConstruction(mod, owner, m[2], items, false);
        this.draft.report('mapped', `${value.callee}(...)`, m[3] === 'insert' ? 'added after construction (at the end: the graph keeps no order of insertion)' : 'added after construction', stmt.loc);
      }
    }
  }

  private afterConstruction(_mod: PyModule, owner: string, field: string, items: { mod: PyModule; value: Value }[], replace: boolean): void {
    const agent = this.draft.agents.find((a) => a.id === owner)!;
    if (field === 'tools') {
      const tools = replace ? [] : ((agent.tools as string[]) ?? []);
      for (const item of items) this.addTool(_mod, tools, item, agent.name, agent.id);
      agent.tools = tools;
    } else {
      const kind = field === 'input_guardrails' ? 'input' : 'output';
      const key = kind === 'input' ? 'inputGuardrails' : 'outputGuardrails';
      const ids = items.map((g) => this.guardrail(g.mod, g.value, kind)).filter((g): g is string => !!g);
      agent[key] = replace ? ids : [...((agent[key] as string[]) ?? []), ...ids];
    }
  }

  /** The most used model becomes the graph's default; agents that use it inherit it. */
  private pickSettings(): void {
    const [top, second] = [...this.modelCounts.entries()].sort((a, b) => b[1] - a[1]);
    // a model is the graph's default only when it clearly is one (shared by several agents)
    if (!top || top[1] < 2 || second?.[1] === top[1]) return;
    this.draft.settings.model = top[0];
    for (const agent of this.draft.agents) if (agent.model === top[0]) agent.model = null;
  }
}
