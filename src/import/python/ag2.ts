/**
 * AG2 (0.11 group chat with handoffs) → graph. `ConversableAgent(...)` (autogen/agentchat/
 * conversable_agent.py), `agent.handoffs.add_llm_conditions / add_context_conditions / add /
 * add_many / set_after_work` (agentchat/group/handoffs.py), `OnCondition`, `OnContextCondition`,
 * the transition targets (group/targets/transition_target.py), `ReplyResult(target=...)` in tools
 * (group/reply_result.py) and the patterns' initial agent, context and group after-work
 * (group/patterns/pattern.py).
 */
import type { Value } from '../value.ts';
import { calleeTail } from '../value.ts';
import { isHelperFile, PyImporter } from './pyCommon.ts';
import { pyStringLiteral, type PyFunction, type PyModule } from './pyTree.ts';
import { contextExpressionToWhen } from './pyWhen.ts';

type Call = Extract<Value, { kind: 'call' }>;
const AGENT_CTORS = ['ConversableAgent', 'AssistantAgent', 'UserProxyAgent'];
const FIELDS = new Set(['name', 'system_message', 'description', 'llm_config', 'functions', 'update_agent_state_before_reply', 'human_input_mode']);
const PATTERNS = ['DefaultPattern', 'AutoPattern', 'RoundRobinPattern', 'RandomPattern', 'ManualPattern'];
const LLM_SETTINGS: Record<string, string> = { temperature: 'temperature', top_p: 'topP', max_tokens: 'maxTokens', tool_choice: 'toolChoice', parallel_tool_calls: 'parallelToolCalls' };

export class Ag2Importer extends PyImporter {
  private readonly humans = new Set<string>();
  private readonly llmCounts = new Map<string, number>();

  constructor(modules: PyModule[]) {
    super(modules, 'ag2');
  }

  run(): void {
    this.collectAgents(AGENT_CTORS, (call, mod) => {
      const mode = this.literal(mod, call.kwargs.get('human_input_mode'));
      const isUser = this.origin(mod, call.callee) === 'UserProxyAgent' || (mode === 'ALWAYS' && !call.kwargs.has('system_message'));
      if (isUser) {
        const name = this.literal(mod, call.kwargs.get('name') ?? call.args[0]);
        this.humans.add(String(name));
        this.draft.report('skipped', `${call.callee}(name=${JSON.stringify(name)})`, 'the human in the chat: in Switchboard the person in the playground is the user', call.loc);
      }
      return !isUser;
    });
    for (const found of this.found) this.readAgent(found.module, found.id, found.call);
    this.readFunctionRegistrations();
    this.readStatements();
    const [top, second] = [...this.llmCounts.entries()].sort((a, b) => b[1] - a[1]);
    if (top && (top[1] >= 2 || this.llmCounts.size === 1) && second?.[1] !== top[1]) {
      this.draft.settings.model = top[0];
      for (const agent of this.draft.agents) if (agent.model === top[0]) agent.model = null;
    }
    const starts: { mod: PyModule; value: Value | undefined; construct: string }[] = [];
    for (const mod of this.program.modules) {
      for (const call of mod.calls) {
        if (call.kind !== 'call') continue;
        const tail = this.origin(mod, call.callee);
        // a test or evaluation helper's chat is not the program's: its settings are not used
        if (isHelperFile(mod.path) && (PATTERNS.includes(tail) || /^a?_?(initiate_group_chat|run_group_chat|initiate_swarm_chat)$/.test(tail))) {
          this.draft.report('skipped', `${tail}(...)`, "a chat in a test or evaluation helper: its settings (start agent, turn limit, context) are not the program's and are not used", call.loc);
          continue;
        }
        if (PATTERNS.includes(tail)) {
          starts.push({ mod, value: call.kwargs.get('initial_agent') ?? call.args[0], construct: `${tail}(initial_agent=...)` });
          this.setContext(mod, call.kwargs.get('context_variables'), `${tail}(context_variables=...)`);
          const after = call.kwargs.get('group_after_work');
          if (after) this.draft.settings.afterWork = this.target(mod, after, `${tail}(group_after_work=...)`, true);
          if (tail !== 'DefaultPattern') this.draft.report('approximated', `${tail}(...)`, `${tail === 'AutoPattern' ? 'the group manager picks speakers with the model' : tail === 'RoundRobinPattern' ? 'speakers take turns in order' : tail === 'RandomPattern' ? 'speakers are picked at random' : 'a person picks each speaker'}; Switchboard's AG2 profile follows the handoffs and after-work only`, call.loc);
        }
        if (/^a?_?(initiate_group_chat|run_group_chat|initiate_swarm_chat)$/.test(tail)) {
          const rounds = this.literal(mod, call.kwargs.get('max_rounds'));
          if (typeof rounds === 'number' && rounds > 0) this.draft.settings.maxTurns = rounds;
          if (tail === 'initiate_swarm_chat') {
            starts.push({ mod, value: call.kwargs.get('initial_agent'), construct: 'initiate_swarm_chat(initial_agent=...)' });
            this.setContext(mod, call.kwargs.get('context_variables'), 'initiate_swarm_chat(context_variables=...)');
          }
        }
      }
    }
    this.setStart(starts);
    this.reportUnfollowed();
    this.nameGraph(starts[0]?.mod ?? this.found[0]?.module);
  }

  private readAgent(mod: PyModule, id: string, call: Call): void {
    const agent = this.draft.agents.find((a) => a.id === id)!;
    const k = call.kwargs;
    // Switchboard's AG2 export renames agents (AG2 forbids whitespace) and says so in a comment
    const line = this.found.find((f) => f.id === id)!.call.loc.line;
    for (let l = line - 1; l >= line - 6; l--) {
      const m = /forbids whitespace in agent names: "(.+)" is "(.+)" here/.exec(mod.comments.get(l) ?? '');
      if (m && m[2] === agent.name) agent.name = m[1];
    }
    this.draft.report('mapped', `${call.callee}(name=${JSON.stringify(agent.name)})`, `agent ${agent.id}`, call.loc);
    const system = k.get('system_message');
    const templated = this.updatesSystemMessage(mod, k.get('update_agent_state_before_reply'));
    agent.instructions = this.instructions(mod, system, agent.name, () => []);
    // UpdateSystemMessage("... {var} ...") fills {var} from the context variables before each reply
    if (templated !== null) {
      agent.instructions = templated.replace(/\{(\w+)\}/g, '{{$1}}');
      this.draft.report('mapped', `UpdateSystemMessage of ${agent.name}`, 'the template is filled from the context before each reply: {var} became {{var}}', k.get('update_agent_state_before_reply')!.loc);
    }
    if (!system && templated === null) agent.instructions = 'You are a helpful AI Assistant.';
    const description = this.literal(mod, k.get('description'));
    if (typeof description === 'string') agent.handoffDescription = description;
    // `with llm_config:` around the construction gives it that config (AG2 LLMConfig as a context manager)
    const at = call.loc.line;
    const around = k.has('llm_config') ? undefined : mod.withs.filter((w) => w.from <= at && at <= w.to).flatMap((w) => w.items).find((item) => {
      const v = this.program.valueOf(mod, item).value;
      return v.kind === 'call' && calleeTail(v.callee) === 'LLMConfig';
    });
    this.llmConfig(mod, k.get('llm_config') ?? around, agent);
    agent.tools = [];
    for (const item of this.items(mod, k.get('functions'))) {
      const fn = this.functionOf(item.mod, item.value);
      if (fn) (agent.tools as string[]).push(this.ag2Tool(fn.module, fn.fn));
      else this.draft.report('skipped', `${item.value.text} in functions of ${agent.name}`, 'not a function the importer can find', item.value.loc);
    }
    for (const [key, value] of k) if (!FIELDS.has(key)) this.draft.report('skipped', `${key}= on ${agent.name}`, 'the graph format has no field for it', value.loc);
  }

  private updatesSystemMessage(mod: PyModule, value: Value | undefined): string | null {
    for (const item of this.items(mod, value)) {
      const { module, value: v } = this.program.valueOf(item.mod, item.value);
      if (v.kind === 'call' && calleeTail(v.callee) === 'UpdateSystemMessage') {
        const text = this.literal(module, v.args[0] ?? v.kwargs.get('content_updater'));
        if (typeof text === 'string') return text;
        this.draft.report('skipped', v.text, 'UpdateSystemMessage with a function cannot be read; the system message is used as is', v.loc);
      }
    }
    return null;
  }

  private llmConfig(mod: PyModule, value: Value | undefined, agent: Record<string, unknown>): void {
    if (!value) return;
    const { module, value: v } = this.program.valueOf(mod, value);
    const settings: Record<string, unknown> = {};
    let model: unknown;
    const readSettings = (pairs: Iterable<[string, Value]>) => {
      for (const [key, item] of pairs) {
        const lit = this.literal(module, item);
        if (LLM_SETTINGS[key] && lit !== undefined && lit !== null) settings[LLM_SETTINGS[key]] = lit;
        if (key === 'model') model = lit;
        if (key === 'config_list' && Array.isArray(lit) && lit[0] && typeof lit[0] === 'object') model = (lit[0] as Record<string, unknown>).model;
      }
    };
    if (v.kind === 'call') {
      // Switchboard's export helper llm_config(model, **settings), or LLMConfig(model=..., ...)
      if (v.args[0]) model = this.literal(module, v.args[0]);
      readSettings(v.kwargs);
    } else if (v.kind === 'dict') {
      readSettings(v.entries.filter((e) => e.key !== null).map((e) => [e.key!, e.value] as [string, Value]));
    } else if (this.literal(module, v) === false) {
      this.draft.report('approximated', `llm_config=False on ${agent.name}`, 'an agent without a model; it gets the graph model', value.loc);
      return;
    }
    if (typeof model === 'string') {
      agent.model = model;
      this.llmCounts.set(model, (this.llmCounts.get(model) ?? 0) + 1);
    }
    agent.modelSettings = settings;
    this.draft.report(typeof model === 'string' ? 'mapped' : 'approximated', `llm_config of ${agent.name}`, typeof model === 'string' ? `model ${model}` : 'no model name found; the graph model is used', value.loc);
  }

  private items(mod: PyModule, value: Value | undefined): { mod: PyModule; value: Value }[] {
    if (!value) return [];
    const { module, value: v } = this.program.valueOf(mod, value);
    if (v.kind === 'list') return v.items.map((item) => ({ mod: module, value: item }));
    return [{ mod: module, value: v }];
  }

  private ag2Tool(mod: PyModule, fn: PyFunction, description?: string): string {
    const id = this.functionTool(mod, fn, { construct: `function ${fn.name}`, description });
    const tool = this.draft.tools.find((t) => t.id === id)!;
    const routes = new Set<string>((tool.routesTo as string[]) ?? []);
    const seen = new Set<string>();
    for (const call of [...fn.calls, ...fn.returnValues]) {
      if (call.kind !== 'call' || calleeTail(call.callee) !== 'ReplyResult' || seen.has(`${call.loc.line}:${call.text}`)) continue;
      seen.add(`${call.loc.line}:${call.text}`);
      const target = call.kwargs.get('target');
      if (!target) continue;
      const to = this.targetAgent(mod, target);
      if (to) {
        routes.add(to);
        this.draft.report('mapped', `ReplyResult(target=${target.text}) in ${fn.name}`, `routes to ${this.agentName(to)} (function-driven)`, call.loc);
      } else if (/RevertToUserTarget|TerminateTarget|StayTarget/.test(target.text)) {
        const [what, afterWork] = target.text.includes('RevertToUser') ? ['hands the turn back to the person', 'revert to user'] : target.text.includes('Terminate') ? ['ends the chat', 'terminate'] : ['keeps the same agent speaking', 'stay'];
        this.draft.report('approximated', `ReplyResult(target=${target.text}) in ${fn.name}`, `the tool ${what}; a tool in the graph routes only to agents, so after it the agent's own after-work applies (set it to "${afterWork}" to match the code)`, call.loc);
      } else this.draft.report('skipped', `ReplyResult(target=${target.text}) in ${fn.name}`, 'only agent targets can be routes of a tool in the graph', call.loc);
    }
    // Switchboard's export keeps the route in a comment of the stub
    for (const m of fn.source.split('\n').filter((l) => /^\s*#/.test(l)).join('\n').matchAll(/AgentTarget\((\w+)\)/g)) {
      const to = this.agentOf(mod, { kind: 'name', name: m[1], text: m[1], loc: fn.loc });
      if (to) routes.add(to);
    }
    if (routes.size) tool.routesTo = [...routes];
    return id;
  }

  private targetAgent(mod: PyModule, target: Value): string | null {
    const { module, value: v } = this.program.valueOf(mod, target);
    if (v.kind !== 'call') return null;
    const tail = calleeTail(v.callee);
    if (tail === 'AgentTarget') return this.agentOf(module, v.kwargs.get('agent') ?? v.args[0]);
    if (tail === 'AgentNameTarget') {
      const name = this.literal(module, v.kwargs.get('agent_name') ?? v.args[0]);
      return this.found.find((f) => this.agentName(f.id) === name || this.literal(f.module, f.call.kwargs.get('name') ?? f.call.args[0]) === name)?.id ?? null;
    }
    return null;
  }

  /** A transition target as after-work, or null (reported) when the graph has no such target. */
  private target(mod: PyModule, value: Value, construct: string, group = false, owner?: string): Record<string, unknown> | null {
    const agent = this.targetAgent(mod, value);
    if (agent) {
      this.draft.report('mapped', construct, `after-work: go to ${this.agentName(agent)}`, value.loc);
      return { type: 'agent', agent };
    }
    if (owner && this.specialTarget(mod, owner, value, construct, null)) {
      const set = this.draft.agents.find((a) => a.id === owner)?.afterWork as Record<string, unknown> | undefined;
      return set ?? null;
    }
    const { value: v } = this.program.valueOf(mod, value);
    const tail = v.kind === 'call' ? calleeTail(v.callee) : v.kind === 'name' ? calleeTail(v.name) : '';
    const simple: Record<string, string> = { TerminateTarget: 'terminate', RevertToUserTarget: 'revert_to_user', StayTarget: 'stay', TERMINATE: 'terminate', REVERT_TO_USER: 'revert_to_user', STAY: 'stay' };
    if (simple[tail]) {
      this.draft.report('mapped', construct, `after-work: ${simple[tail].replace(/_/g, ' ')}`, value.loc);
      return { type: simple[tail] };
    }
    this.draft.report('skipped', construct, `${tail || value.text} has no equivalent in the graph (agent, terminate, revert to user, stay); ${group ? "the runtime's default" : 'the group after-work'} applies`, value.loc);
    return null;
  }

  /** `@agent.register_for_llm(description=...)` and `register_function(f, caller=agent, ...)`. */
  private readFunctionRegistrations(): void {
    for (const mod of this.program.modules) {
      for (const binding of mod.bindings.values()) {
        if (binding.kind !== 'def') continue;
        for (const d of binding.decorators) {
          const callee = d.kind === 'call' ? d.callee : d.kind === 'name' ? d.name : '';
          const m = /^(.+)\.register_for_llm$/.exec(callee);
          const owner = m && this.agentOf(mod, { kind: 'name', name: m[1], text: m[1], loc: d.loc });
          if (!owner) continue;
          const description = d.kind === 'call' ? this.literal(mod, d.kwargs.get('description')) : undefined;
          const agent = this.draft.agents.find((a) => a.id === owner)!;
          (agent.tools as string[]).push(this.ag2Tool(mod, binding, typeof description === 'string' ? description : undefined));
        }
      }
      for (const call of mod.calls) {
        // agent.register_for_llm(description=...)(fn): the decorator applied by hand
        const byHand = call.kind === 'call' ? /^([\w.]+)\.register_for_llm\(([\s\S]*)\)$/.exec(call.callee) : null;
        if (call.kind === 'call' && byHand) {
          const owner = this.agentOf(mod, { kind: 'name', name: byHand[1], text: byHand[1], loc: call.loc });
          const fn = this.functionOf(mod, call.args[0]);
          if (owner && fn) {
            const d = /description\s*=\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/.exec(byHand[2]);
            const agent = this.draft.agents.find((a) => a.id === owner)!;
            (agent.tools as string[]).push(this.ag2Tool(fn.module, fn.fn, d ? pyStringLiteral(d[1]).value : undefined));
          }
          continue;
        }
        if (call.kind !== 'call' || this.origin(mod, call.callee) !== 'register_function') continue;
        const fn = this.functionOf(mod, call.args[0]);
        const owner = this.agentOf(mod, call.kwargs.get('caller'));
        if (!fn || !owner) {
          this.draft.report('skipped', 'register_function(...)', 'the function or its caller agent is not one the importer can find', call.loc);
          continue;
        }
        const description = this.literal(mod, call.kwargs.get('description'));
        const agent = this.draft.agents.find((a) => a.id === owner)!;
        (agent.tools as string[]).push(this.ag2Tool(fn.module, fn.fn, typeof description === 'string' ? description : undefined));
      }
    }
  }

  private readStatements(): void {
    for (const mod of this.program.modules) {
      for (const stmt of mod.statements) {
        const value = stmt.value;
        if (value.kind !== 'call') continue;
        // agent.register_nested_chats([...], trigger=...): the agent answers with the queue's summary
        const nested = /^(.+)\.register_nested_chats$/.exec(value.callee);
        const nestedOwner = nested && this.agentOf(mod, { kind: 'name', name: nested[1], text: nested[1], loc: stmt.loc });
        if (nestedOwner && value.args[0]) {
          const chats = this.chatQueue(mod, value.args[0], `${value.callee}(...)`);
          const agent = this.draft.agents.find((a) => a.id === nestedOwner)!;
          agent.nestedChats = [...((agent.nestedChats as unknown[]) ?? []), ...chats];
          this.draft.report(chats.length ? 'mapped' : 'skipped', `${value.callee}(...)`, chats.length ? `nested chats with ${chats.map((c) => this.agentName(c.agent)).join(', ')}` : 'the chat queue is built when the code runs; import with "run the code" to read it', stmt.loc);
          continue;
        }
        const m = /^(.+)\.handoffs\.(add_llm_conditions|add_llm_condition|add_context_conditions|add_context_condition|add|add_many|set_after_work|add_after_work|add_after_works)$/.exec(value.callee);
        const owner = m && this.agentOf(mod, { kind: 'name', name: m[1], text: m[1], loc: stmt.loc });
        if (!m || !owner) {
          if (value.callee.endsWith('register_hand_off')) this.draft.report('skipped', 'register_hand_off(...)', 'the pre-0.9 handoff API; rewrite with agent.handoffs (AG2 0.9+) to import it', stmt.loc);
          continue;
        }
        const agent = this.draft.agents.find((a) => a.id === owner)!;
        if (m[2] === 'set_after_work') {
          agent.afterWork = this.target(mod, value.args[0] ?? value.kwargs.get('target')!, `${value.callee}(...)`, false, owner);
          continue;
        }
        for (const item of value.args.flatMap((a) => this.items(mod, a))) this.condition(item.mod, owner, item.value, m[2].startsWith('add_after_work'));
      }
    }
  }

  private condition(mod: PyModule, owner: string, value: Value, afterWork: boolean): void {
    const { module, value: v } = this.program.valueOf(mod, value);
    const fromName = this.agentName(owner);
    if (v.kind !== 'call') {
      this.draft.report('skipped', value.text, 'not a condition the importer can read', value.loc);
      return;
    }
    const tail = calleeTail(v.callee);
    const targetValue = v.kwargs.get('target') ?? v.args[0];
    const to = targetValue && this.targetAgent(module, targetValue);
    const construct = `${tail}(${targetValue?.text ?? ''}) of ${fromName}`;
    const special = targetValue && !to ? this.specialTarget(module, owner, targetValue, construct, v) : false;
    if (special) return;
    if (!to) {
      this.draft.report('skipped', construct, 'only agent targets become handoffs in the graph', v.loc);
      return;
    }
    const available = v.kwargs.get('available');
    const enabled = available ? this.available(module, available, construct) : true;
    const conditionValue = v.kwargs.get('condition') ?? v.args[1];
    if (tail === 'OnCondition') {
      const cond = conditionValue && this.program.valueOf(module, conditionValue).value;
      let prompt: unknown = cond ? this.literal(module, cond) : undefined;
      if (cond?.kind === 'call') prompt = this.literal(module, cond.kwargs.get('prompt') ?? cond.args[0]);
      const fnName = this.literal(module, v.kwargs.get('llm_function_name'));
      if (cond?.kind === 'call' && calleeTail(cond.callee) === 'ContextStrLLMCondition') this.draft.report('approximated', construct, 'a ContextStr prompt is kept as written ({var} is not filled in)', v.loc);
      this.draft.addHandoff(owner, to, {
        trigger: { type: 'llm', toolName: typeof fnName === 'string' ? fnName : null, description: null, condition: typeof prompt === 'string' && prompt ? prompt : null },
        enabled,
      });
      this.draft.report('mapped', construct, `model-chosen handoff${typeof prompt === 'string' && prompt ? ` when "${prompt}"` : ''}`, v.loc);
      return;
    }
    if (tail === 'OnContextCondition') {
      const when = this.contextCondition(module, conditionValue);
      if (!when) {
        this.draft.report('skipped', construct, `condition ${conditionValue?.text ?? '(none)'} cannot be read as a rule over context variables`, v.loc);
        return;
      }
      this.draft.addHandoff(owner, to, { trigger: { type: 'context', when }, enabled });
      this.draft.report(afterWork ? 'approximated' : 'mapped', construct, `${afterWork ? 'an after-work condition, imported as a context condition (checked before the model, not after it)' : 'context condition'} ${when}`, v.loc);
      return;
    }
    this.draft.report('skipped', construct, 'not a condition the importer knows', v.loc);
  }

  /** The condition a transition has, in words (for reports of what was approximated). */
  private conditionText(mod: PyModule, call: Call): string {
    const cond = call.kwargs.get('condition') ?? call.args[1];
    if (!cond) return 'always';
    const when = this.contextCondition(mod, cond);
    if (when) return when;
    const resolved = this.program.valueOf(mod, cond).value;
    const prompt = resolved.kind === 'call' ? this.literal(mod, resolved.kwargs.get('prompt') ?? resolved.args[0]) : this.literal(mod, resolved);
    return typeof prompt === 'string' ? `the model decides: "${prompt}"` : cond.text;
  }

  /**
   * NestedChatTarget → the owner's nestedChats; FunctionTarget → handoffs to the agents its
   * function names (the closest route). True when the target was one of these (and reported).
   */
  private specialTarget(mod: PyModule, owner: string, target: Value, construct: string, condition: Call | null): boolean {
    const { module, value: v } = this.program.valueOf(mod, target);
    if (v.kind !== 'call') return false;
    const tail = calleeTail(v.callee);
    const when = condition ? this.conditionText(module, condition) : 'when the agent has nothing more to do (after-work)';
    if (tail === 'NestedChatTarget') {
      const config = this.program.valueOf(module, v.kwargs.get('nested_chat_config') ?? v.args[0] ?? { kind: 'other', text: '', loc: v.loc });
      const queue = config.value.kind === 'dict' ? config.value.entries.find((e) => e.key === 'chat_queue')?.value : undefined;
      const chats = queue ? this.chatQueue(config.module, queue, construct) : [];
      if (chats.length === 0) {
        this.draft.report('skipped', construct, 'the nested chat queue is built when the code runs (its recipients are not named in the code); import with "run the code" to read it', v.loc);
        return true;
      }
      const agent = this.draft.agents.find((a) => a.id === owner)!;
      agent.nestedChats = [...((agent.nestedChats as unknown[]) ?? []), ...chats];
      this.draft.report('approximated', construct, `nested chats with ${chats.map((c) => this.agentName(c.agent)).join(', ')} on ${agent.name}: in the graph they run on each of its turns; in the code only ${condition ? `when ${when}` : 'as its after-work'}`, v.loc);
      return true;
    }
    if (tail === 'FunctionTarget') {
      const fn = this.functionOf(module, v.kwargs.get('incoming_fn') ?? v.args[0]);
      const targets = new Set<string>();
      for (const call of fn?.fn.calls ?? []) {
        if (call.kind === 'call' && calleeTail(call.callee) === 'AgentTarget') {
          const id = this.agentOf(fn!.module, call.kwargs.get('agent') ?? call.args[0]);
          if (id) targets.add(id);
        }
      }
      if (targets.size === 0) {
        this.draft.report('skipped', construct, `the function ${fn?.fn.name ?? v.text} picks the next speaker when the code runs and names no agent the importer can find`, v.loc);
        return true;
      }
      for (const to of targets) {
        if (condition) {
          const whenRule = this.contextCondition(module, condition.kwargs.get('condition') ?? condition.args[1]);
          this.draft.addHandoff(owner, to, whenRule ? { trigger: { type: 'context', when: whenRule } } : { trigger: { type: 'llm', toolName: null, description: null, condition: null } });
        }
      }
      const next = [...targets].find((t) => t !== owner) ?? [...targets][0];
      if (!condition) this.draft.agents.find((a) => a.id === owner)!.afterWork = { type: 'agent', agent: next };
      this.draft.report('approximated', construct, `FunctionTarget(${fn!.fn.name}): the function decides at run time (${fn!.fn.loc.file}:${fn!.fn.loc.line}); ${condition ? `imported as handoffs to the agents it names (${[...targets].map((t) => this.agentName(t)).join(', ')}), ${when}` : `imported as after-work to ${this.agentName(next)}, one of the agents it names (${[...targets].map((t) => this.agentName(t)).join(', ')})`}; its own logic, messages and context updates stay in code`, v.loc);
      return true;
    }
    return false;
  }

  /** A nested chat queue: a list of dicts {recipient, message, max_turns, summary_method, summary_args}. */
  private chatQueue(mod: PyModule, queue: Value, construct: string): { agent: string; message: string | null; summaryMethod: string; summaryPrompt: string | null; maxTurns: number }[] {
    const { module, value: list } = this.program.valueOf(mod, queue);
    const items: { mod: PyModule; value: Value }[] = list.kind === 'list' ? list.items.map((i) => ({ mod: module, value: i })) : [];
    // queue.append({...}) after the list was made
    if (queue.kind === 'name') {
      for (const stmt of module.statements) {
        if (stmt.value.kind === 'call' && stmt.value.callee === `${queue.name}.append` && stmt.value.args[0]) items.push({ mod: module, value: stmt.value.args[0] });
      }
    }
    const out: { agent: string; message: string | null; summaryMethod: string; summaryPrompt: string | null; maxTurns: number }[] = [];
    for (const item of items) {
      const { module: m, value: d } = this.program.valueOf(item.mod, item.value);
      if (d.kind !== 'dict') continue;
      const get = (key: string) => d.entries.find((e) => e.key === key)?.value;
      const agent = this.agentOf(m, get('recipient'));
      if (!agent) {
        this.draft.report('skipped', `${construct}: recipient ${get('recipient')?.text ?? '(none)'}`, 'not an agent the importer can find (a loop variable or a value made when the code runs)', d.loc);
        continue;
      }
      const message = this.literal(m, get('message'));
      const method = this.literal(m, get('summary_method'));
      const args = this.literal(m, get('summary_args'));
      const maxTurns = this.literal(m, get('max_turns'));
      if (get('message') && typeof message !== 'string') this.draft.report('approximated', `${construct}: message of the chat with ${this.agentName(agent)}`, `${get('message')!.text} is a function: the chat starts with the conversation's last message instead`, d.loc);
      if (get('summary_method') && method !== 'last_msg' && method !== 'reflection_with_llm') this.draft.report('approximated', `${construct}: summary_method of the chat with ${this.agentName(agent)}`, `${get('summary_method')!.text} is a function: the last message is the summary instead`, d.loc);
      out.push({
        agent,
        message: typeof message === 'string' ? message : null,
        summaryMethod: method === 'reflection_with_llm' ? 'reflection_with_llm' : 'last_msg',
        summaryPrompt: args && typeof args === 'object' && typeof (args as Record<string, unknown>).summary_prompt === 'string' ? ((args as Record<string, unknown>).summary_prompt as string) : null,
        maxTurns: typeof maxTurns === 'number' && maxTurns > 0 ? maxTurns : 1,
      });
    }
    return out;
  }

  private contextCondition(mod: PyModule, value: Value | undefined): string | null {
    if (!value) return null;
    const { module, value: v } = this.program.valueOf(mod, value);
    if (v.kind !== 'call') return null;
    const tail = calleeTail(v.callee);
    if (tail === 'StringContextCondition' || tail === 'StringAvailableCondition') {
      const name = this.literal(module, v.kwargs.get('variable_name') ?? v.kwargs.get('context_variable') ?? v.args[0]);
      return typeof name === 'string' ? `ctx.${name}` : null;
    }
    if (tail === 'ExpressionContextCondition' || tail === 'ExpressionAvailableCondition') {
      const expr = this.program.valueOf(module, v.kwargs.get('expression') ?? v.args[0]).value;
      const text = expr.kind === 'call' ? this.literal(module, expr.kwargs.get('expression') ?? expr.args[0]) : this.literal(module, expr);
      return typeof text === 'string' ? contextExpressionToWhen(text) : null;
    }
    return null;
  }

  private available(mod: PyModule, value: Value, construct: string): boolean | { when: string } {
    const when = this.contextCondition(mod, value);
    if (when) return { when };
    this.draft.report('approximated', `available= of ${construct}`, `${value.text} cannot be read as a rule; the handoff is always available`, value.loc);
    return true;
  }
}
