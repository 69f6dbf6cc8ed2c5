/**
 * OpenAI Swarm → graph. `Agent(name, instructions, functions, model, tool_choice,
 * parallel_tool_calls)` (swarm/types.py); a function that returns an agent is a handoff (the
 * transfer pattern of swarm/core.py handle_function_result), other functions are tools, and
 * `Result(agent=...)` inside a tool is function-driven routing (`routesTo`). The run's
 * `context_variables` and `max_turns` come from `client.run(...)` / `run_demo_loop(...)`.
 */
import { transformStringFunctionStyle } from '../../graph/toolNames.ts';
import type { Value } from '../value.ts';
import { calleeTail } from '../value.ts';
import { PyImporter } from './pyCommon.ts';
import type { PyFunction, PyModule } from './pyTree.ts';

type Call = Extract<Value, { kind: 'call' }>;
const FIELDS = new Set(['name', 'instructions', 'functions', 'model', 'tool_choice', 'parallel_tool_calls']);
const roots = (param: string | null) => (param ? [param, 'context_variables'] : ['context_variables']);

export class SwarmImporter extends PyImporter {
  /** transfer docstrings per target, to give agents their handoff description */
  private readonly transferDocs = new Map<string, Set<string>>();

  constructor(modules: PyModule[]) {
    super(modules, 'swarm');
  }

  run(): void {
    this.collectAgents(['Agent']);
    for (const found of this.found) this.readAgent(found.module, found.id, found.call);
    this.readStatements();
    this.settleDescriptions();
    const runs = this.program.modules.flatMap((mod) =>
      mod.calls
        .filter((c): c is Call => c.kind === 'call' && ((c.callee.endsWith('.run') && (c.kwargs.has('agent') || c.kwargs.has('messages'))) || calleeTail(c.callee) === 'run_demo_loop'))
        .map((call) => ({ mod, call, agent: call.kwargs.get('agent') ?? call.kwargs.get('starting_agent') ?? call.args[0], maxTurns: call.kwargs.get('max_turns'), context: call.kwargs.get('context_variables'), contextKey: 'context_variables', construct: `${call.callee}(...)` })),
    );
    this.runSettings(runs);
    this.reportUnfollowed();
    this.nameGraph(runs[0]?.mod ?? this.found[0]?.module);
  }

  private readAgent(mod: PyModule, id: string, call: Call): void {
    const agent = this.draft.agents.find((a) => a.id === id)!;
    const k = call.kwargs;
    this.draft.report('mapped', `Agent(name=${JSON.stringify(agent.name)})`, `agent ${agent.id}`, call.loc);
    agent.instructions = this.instructions(mod, k.get('instructions') ?? call.args[2], agent.name, roots, (code) => (agent.instructionsPython = code));
    if (!k.has('instructions') && !call.args[2]) agent.instructions = 'You are a helpful agent.';
    const model = this.literal(mod, k.get('model'));
    if (typeof model === 'string') agent.model = model;
    const settings: Record<string, unknown> = {};
    const toolChoice = this.literal(mod, k.get('tool_choice'));
    if (typeof toolChoice === 'string') settings.toolChoice = toolChoice;
    const parallel = this.literal(mod, k.get('parallel_tool_calls'));
    if (typeof parallel === 'boolean') settings.parallelToolCalls = parallel;
    agent.modelSettings = settings;
    agent.tools = [];
    const functions = k.get('functions') ?? call.args[3];
    for (const item of this.items(mod, functions)) this.addFunction(item.mod, id, item.value);
    for (const [key, value] of k) if (!FIELDS.has(key)) this.draft.report('skipped', `${key}= on ${agent.name}`, 'the graph format has no field for it', value.loc);
  }

  private items(mod: PyModule, value: Value | undefined): { mod: PyModule; value: Value }[] {
    if (!value) return [];
    const { module, value: v } = this.program.valueOf(mod, value);
    if (v.kind === 'list') return v.items.map((item) => ({ mod: module, value: item }));
    this.draft.report('skipped', value.text, 'not a list of functions the importer can read', value.loc);
    return [];
  }

  /** The agent a function hands to when it only returns one (a transfer), else null. */
  private transferTarget(mod: PyModule, fn: PyFunction): string | null {
    if (fn.returnValues.length === 0) return null;
    const targets = fn.returnValues.map((v) => this.agentOf(mod, v));
    return targets.every((t) => t && t === targets[0]) ? targets[0] : null;
  }

  private addFunction(mod: PyModule, owner: string, value: Value): void {
    const agent = this.draft.agents.find((a) => a.id === owner)!;
    const found = this.functionOf(mod, value);
    if (!found) {
      this.draft.report('skipped', `${value.text} in functions of ${agent.name}`, 'not a function the importer can find', value.loc);
      return;
    }
    const { module, fn } = found;
    const target = this.transferTarget(module, fn);
    if (target) {
      const targetName = this.agentName(target);
      const derived = transformStringFunctionStyle(`transfer_to_${targetName}`);
      const doc = fn.docstring ?? '';
      this.draft.addHandoff(owner, target, { trigger: { type: 'llm', toolName: fn.name === derived ? null : fn.name, description: doc || null, condition: null } });
      if (doc) this.transferDocs.set(target, (this.transferDocs.get(target) ?? new Set()).add(doc));
      const args = fn.params.filter((p) => p.name !== 'context_variables' && !p.star);
      this.draft.report(args.length ? 'approximated' : 'mapped', `${fn.name}() in functions of ${agent.name}`, args.length ? `a handoff to ${targetName}; its arguments (${args.map((p) => p.name).join(', ')}) and any logic before the return are dropped` : `a handoff to ${targetName} (the function returns the agent)`, fn.loc);
      return;
    }
    const id = this.functionTool(module, fn, { construct: `function ${fn.name}`, untyped: 'string' });
    (agent.tools as string[]).push(id);
    const tool = this.draft.tools.find((t) => t.id === id)!;
    const routes = new Set<string>((tool.routesTo as string[]) ?? []);
    const seen = new Set<string>();
    for (const call of new Set([...fn.calls, ...fn.returnValues].filter((c) => c.kind === 'call' && calleeTail(c.callee) === 'Result'))) {
      if (call.kind !== 'call' || seen.has(`${call.loc.line}:${call.text}`)) continue;
      seen.add(`${call.loc.line}:${call.text}`);
      const to = this.agentOf(module, call.kwargs.get('agent'));
      if (to) {
        routes.add(to);
        this.draft.report('mapped', `Result(agent=${call.kwargs.get('agent')!.text}) in ${fn.name}`, `routes to ${this.agentName(to)} (function-driven)`, call.loc);
      } else if (call.kwargs.has('agent')) this.draft.report('skipped', `Result(agent=${call.kwargs.get('agent')!.text}) in ${fn.name}`, 'the agent is not one the importer can find', call.loc);
    }
    // Switchboard's export lists the targets of handoff() in the stub: "agent one of: a_agent, b_agent."
    for (const m of fn.source.matchAll(/#.*agent one of: ([\w, ]+)\./g)) {
      for (const name of m[1].split(',').map((n) => n.trim())) {
        const to = this.agentOf(module, { kind: 'name', name, text: name, loc: fn.loc });
        if (to) routes.add(to);
      }
    }
    if (routes.size) tool.routesTo = [...routes];
  }

  /** `agent.functions.append(f)`, `.extend([...])`, `agent.functions = [...]` after construction. */
  private readStatements(): void {
    for (const mod of this.program.modules) {
      for (const stmt of mod.statements) {
        if (stmt.target) {
          const m = /^(.+)\.functions$/.exec(stmt.target);
          const owner = m && this.agentOf(mod, { kind: 'name', name: m[1], text: m[1], loc: stmt.loc });
          if (!owner) continue;
          this.draft.agents.find((a) => a.id === owner)!.tools = [];
          this.draft.handoffs.splice(0, this.draft.handoffs.length, ...this.draft.handoffs.filter((h) => h.from !== owner));
          for (const item of this.items(mod, stmt.value)) this.addFunction(item.mod, owner, item.value);
          this.draft.report('mapped', `${stmt.target} = [...]`, 'set after construction', stmt.loc);
          continue;
        }
        const value = stmt.value;
        if (value.kind !== 'call') continue;
        const m = /^(.+)\.functions\.(append|extend|insert)$/.exec(value.callee);
        const owner = m && this.agentOf(mod, { kind: 'name', name: m[1], text: m[1], loc: stmt.loc });
        if (!m || !owner) continue;
        const args = m[2] === 'insert' ? value.args.slice(1) : value.args;
        const items = m[2] === 'extend' ? args.flatMap((a) => this.items(mod, a)) : args.map((a) => ({ mod, value: a }));
        for (const item of items) this.addFunction(item.mod, owner, item.value);
        this.draft.report('mapped', `${value.callee}(...)`, 'added after construction', stmt.loc);
      }
    }
  }

  /** One docstring for every transfer to an agent: it is that agent's handoff description. */
  private settleDescriptions(): void {
    for (const [target, docs] of this.transferDocs) {
      if (docs.size !== 1) continue;
      const [doc] = docs;
      this.draft.agents.find((a) => a.id === target)!.handoffDescription = doc;
      for (const h of this.draft.handoffs) {
        const trigger = h.trigger as { description: string | null };
        if (h.to === target && trigger.description === doc) trigger.description = null;
      }
    }
  }
}
