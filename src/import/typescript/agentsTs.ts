/**
 * OpenAI Agents SDK for TypeScript → graph. Reads `new Agent({...})` / `Agent.create`,
 * `handoff(agent, {...})`, `tool({ name, description, parameters: z.object(...), execute })`,
 * hosted tools, guardrail objects, `agent.handoffs = [...]` / `.push(...)` and the start agent
 * of `run(...)` / `runner.run(...)`. API as in @openai/agents-core 0.20.0 (agent.ts AgentOptions,
 * handoff.ts, tool.ts). Execute bodies become tool code: a module with a default export
 * `(args, helpers)`, where `helpers.context` is the run context (the sandbox contract).
 * Agent Builder exports (a `runWorkflow` function) are read by `agentBuilder.ts`.
 */
import { parseWhen } from '../../export/whenExpression.ts';
import { GraphDraft, slug } from '../graphDraft.ts';
import { ORCHESTRATION } from '../report.ts';
import type { ImportCodeResult } from '../index.ts';
import type { SourceFile } from '../sourceFile.ts';
import { calleeTail, type Loc, type Value } from '../value.ts';
import { readAgentBuilderWorkflow } from './agentBuilder.ts';
import { TsProgram } from './tsProgram.ts';
import { parseTypeScript, type TsBinding, type TsModule } from './tsTree.ts';
import { zodToJsonSchema } from './zodSchema.ts';

type Call = Extract<Value, { kind: 'call' }>;
type Fn = Extract<Value, { kind: 'function' }>;
const AGENT_FIELDS = new Set(['name', 'instructions', 'handoffDescription', 'model', 'modelSettings', 'tools', 'handoffs', 'inputGuardrails', 'outputGuardrails', 'outputType', 'toolUseBehavior']);
const MODEL_SETTINGS = new Set(['temperature', 'topP', 'maxTokens', 'toolChoice', 'parallelToolCalls']);

export interface FoundTsAgent {
  id: string;
  module: TsModule;
  variable: string;
  options: Extract<Value, { kind: 'dict' }>;
  loc: Loc;
  /** a RealtimeAgent (voice session) */
  realtime?: boolean;
}

export class TsImporter {
  readonly program: TsProgram;
  readonly draft = new GraphDraft('agents-sdk-js');
  readonly agentIds = new Map<string, string>();
  readonly found: FoundTsAgent[] = [];
  private readonly toolIds = new Map<string, string>();
  private readonly guardrailIds = new Map<string, string>();
  private helperNames: string[] = [];

  constructor(modules: TsModule[]) {
    this.program = new TsProgram(modules);
    for (const mod of modules) for (const loc of mod.errors.slice(0, 5)) this.draft.report('skipped', 'syntax error', 'the parser recovered and read on; the code around this point may be missing from the graph', loc);
  }

  field(dict: Value | undefined, key: string): Value | undefined {
    if (dict?.kind !== 'dict') return undefined;
    for (let i = dict.entries.length - 1; i >= 0; i--) if (dict.entries[i].key === key) return dict.entries[i].value;
    return undefined;
  }

  isAgentCall(mod: TsModule, v: Value): boolean {
    if (v.kind !== 'call') return false;
    const pkg = this.program.packageOf(mod, v.callee);
    const name = pkg?.name ?? v.callee;
    return (v.isNew === true && (calleeTail(name) === 'Agent' || calleeTail(name) === 'RealtimeAgent')) || name === 'Agent.create';
  }

  /** agents by the binding that holds them (module names and function locals alike) */
  private readonly agentByBinding = new Map<TsBinding, string>();
  /** agents constructed inline (`handoffs: [new Agent(...)]`, `return new Agent(...)`), by place */
  private readonly inlineAgents = new Map<string, string>();
  /** the constructions followed, by place (the rest are reported) */
  private readonly followed = new Set<string>();

  /** Every `x = new Agent({...})` / `Agent.create(...)` / `x = y.clone({...})`, at top level and inside functions and callbacks. */
  collectAgents(): void {
    for (const mod of this.program.modules) {
      const all = [...mod.bindings.values(), ...mod.scopes.flatMap((s) => [...s.bindings.values()])];
      for (const binding of all) {
        const v = binding.value;
        if (v.kind === 'call' && ((v.method === 'clone' && v.target) || v.callee.endsWith('.clone'))) {
          const baseName = v.callee.slice(0, -'.clone'.length);
          const base = this.agentOf(mod, v.target ?? { kind: 'name', name: baseName, text: baseName, loc: v.loc });
          const baseFound = base && this.found.find((f) => f.id === base);
          const extra = v.args[0];
          if (baseFound && extra?.kind === 'dict') {
            this.register(mod, binding, binding.name, { ...baseFound.options, entries: [...baseFound.options.entries, ...extra.entries] }, v.loc);
          }
          continue;
        }
        if (v.kind !== 'call' || !this.isAgentCall(mod, v)) continue;
        this.followed.add(`${v.loc.file}:${v.loc.line}:${v.text}`);
        const options = this.program.valueOf(mod, v.args[0] ?? { kind: 'other', text: '', loc: v.loc }).value;
        if (options.kind !== 'dict') {
          this.draft.report('skipped', `${binding.name} = new Agent(...)`, 'its options are not an object the importer can read', v.loc);
          continue;
        }
        this.register(mod, binding, binding.name, options, v.loc, this.program.packageOf(mod, v.callee)?.name === 'RealtimeAgent');
      }
    }
  }

  private register(mod: TsModule, binding: TsBinding | null, variable: string, options: Extract<Value, { kind: 'dict' }>, loc: Loc, realtime = false): string {
    const name = this.literal(mod, this.field(options, 'name'));
    const agent = this.draft.addAgent({ name: typeof name === 'string' ? name : variable }, slug(variable).replace(/_agent$/, '') || slug(String(name)));
    if (binding) this.agentByBinding.set(binding, agent.id);
    this.agentIds.set(`${mod.path}#${variable}`, agent.id);
    this.found.push({ id: agent.id, module: mod, variable, options, loc, realtime });
    return agent.id;
  }

  /**
   * The agent id a value names, or null: a variable holding an agent (across files, function
   * locals first), an agent constructed right there, or a call of a factory that returns one.
   */
  agentOf(mod: TsModule, value: Value | undefined, depth = 0): string | null {
    if (!value || depth > 10) return null;
    if (value.kind === 'call') {
      if (this.isAgentCall(mod, value)) {
        const key = `${value.loc.file}:${value.loc.line}:${value.text}`;
        const known = this.inlineAgents.get(key);
        if (known) return known;
        const options = value.args[0] && this.program.valueOf(mod, value.args[0]).value;
        if (options?.kind !== 'dict') return null;
        this.followed.add(key);
        const name = this.literal(mod, this.field(options, 'name'));
        const id = this.register(mod, null, typeof name === 'string' ? slug(name) : 'agent', options, value.loc, this.program.packageOf(mod, value.callee)?.name === 'RealtimeAgent');
        this.inlineAgents.set(key, id);
        return id;
      }
      // createAgent(...): a factory that returns an agent
      const fnValue = value.target?.kind === 'function' ? value.target : this.program.valueOf(mod, { kind: 'name', name: value.callee, text: value.callee, loc: value.loc }).value;
      if (fnValue.kind === 'function') {
        const fnMod = this.program.modules.find((m) => m.path === fnValue.loc.file) ?? mod;
        for (const returned of fnValue.body ? [fnValue.body] : (fnMod.returns.get(fnValue.text) ?? [])) {
          const id = this.agentOf(fnMod, returned, depth + 1);
          if (id) return id;
        }
      }
      return null;
    }
    if (value.kind !== 'name') return null;
    const found = this.program.lookupValue(mod, value);
    if (found) {
      const id = this.agentByBinding.get(found.binding);
      if (id) return id;
      return this.agentOf(found.module, found.binding.value, depth + 1);
    }
    return null;
  }

  /** Agent constructions met but not followed (a factory nobody calls, a loop, a method): said, not dropped. */
  reportUnfollowed(): void {
    for (const mod of this.program.modules) {
      for (const call of mod.calls) {
        if (call.kind !== 'call' || !this.isAgentCall(mod, call) || this.followed.has(`${call.loc.file}:${call.loc.line}:${call.text}`)) continue;
        this.draft.report('skipped', `${call.callee}(...)`, 'an agent is constructed here, but not where the importer can follow it (a factory nobody calls, a loop, a map over a list or a method); it is not in the graph', call.loc);
      }
    }
  }

  agentName(id: string): string {
    return this.draft.agents.find((a) => a.id === id)?.name ?? id;
  }

  literal(mod: TsModule, value: Value | undefined, depth = 0): unknown {
    if (!value || depth > 20) return undefined;
    const { module, value: v } = this.program.valueOf(mod, value);
    switch (v.kind) {
      case 'string':
        return v.template ? undefined : v.value;
      case 'number':
      case 'bool':
        return v.value;
      case 'null':
        return null;
      case 'list': {
        const items = v.items.map((i) => this.literal(module, i, depth + 1));
        return items.includes(undefined) ? undefined : items;
      }
      case 'dict': {
        const out: Record<string, unknown> = {};
        for (const entry of v.entries) {
          const inner = this.literal(module, entry.value, depth + 1);
          if (inner === undefined) return undefined;
          if (entry.key === null) {
            if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return undefined;
            Object.assign(out, inner);
          } else out[entry.key] = inner;
        }
        return out;
      }
      case 'call': {
        if (v.callee === '+') {
          const [a, b] = v.args.map((x) => this.literal(module, x, depth + 1));
          return typeof a === 'string' && typeof b === 'string' ? a + b : undefined;
        }
        // ['line one', 'line two'].join(' '): prompts written as a list of lines
        if (v.method === 'join' && v.target) {
          const parts = this.literal(module, v.target, depth + 1);
          const separator = v.args[0] ? this.literal(module, v.args[0], depth + 1) : ',';
          return Array.isArray(parts) && typeof separator === 'string' && parts.every((p) => typeof p === 'string') ? parts.join(separator) : undefined;
        }
        if (v.callee === '??' || v.callee === '||') return this.literal(module, v.args[0], depth + 1) ?? this.literal(module, v.args[1], depth + 1);
        // a local function that returns a literal: initialContext()
        const fn = this.program.valueOf(module, { kind: 'name', name: v.callee, text: v.callee, loc: v.loc }).value;
        if (fn.kind === 'function' && v.args.length === 0) {
          const returned = fn.body ?? this.returnedValue(fn);
          return returned ? this.literal(module, returned, depth + 1) : undefined;
        }
        return undefined;
      }
      default:
        return undefined;
    }
  }

  /** `{ return <object literal>; }` bodies: the literal, parsed on its own. */
  private returnedValue(fn: Fn): Value | null {
    const m = /^\{\s*return\s+([\s\S]*?);?\s*\}$/.exec(fn.bodyText.trim());
    if (!m) return null;
    const mod = parseTypeScript(fn.loc.file, `const __value = ${m[1]};`);
    return mod.bindings.get('__value')?.value ?? null;
  }

  instructions(mod: TsModule, value: Value | undefined, agentName: string): string {
    if (!value) return '';
    const construct = `instructions of ${agentName}`;
    const { module, value: v } = this.program.valueOf(mod, value);
    const lit = this.literal(module, v);
    if (typeof lit === 'string') {
      this.draft.report('mapped', construct, value.kind === 'name' ? `text (constant ${value.name})` : 'text', value.loc);
      return lit;
    }
    if (v.kind === 'string' && v.template) {
      const { text, exact } = this.template(module, v.value, []);
      this.draft.report(exact ? 'mapped' : 'approximated', construct, exact ? 'template: constants inlined' : 'template: expressions that are not context reads are kept as written', value.loc);
      return text;
    }
    if (v.kind === 'function') {
      const body = v.body ?? this.returnedValue(v);
      const param = v.params[0]?.replace(/:.*$/, '').trim();
      if (body?.kind === 'string') {
        const roots = param ? [`${param}.context`] : [];
        const { text, exact } = body.template ? this.template(module, body.value, roots) : { text: body.value, exact: true };
        this.draft.report(exact && v.body ? 'mapped' : 'approximated', construct, `a function of the run context: its template is kept, context reads as {{var}}`, value.loc);
        return text;
      }
      this.draft.report('skipped', construct, 'a function whose text the importer cannot read; instructions left empty', value.loc);
      return '';
    }
    this.draft.report('skipped', construct, `${value.text} cannot be read without running the code; instructions left empty`, value.loc);
    return '';
  }

  /** A template literal's `${...}` holes: context reads → {{var}}, string constants inlined. */
  template(mod: TsModule, raw: string, roots: string[]): { text: string; exact: boolean } {
    let exact = true;
    const rootAlt = roots.map((r) => r.replace(/\./g, '\\.')).join('|');
    const read = new RegExp(`^(?:\\w+\\()?\\s*(?:${rootAlt || '$^'})(?:\\.(\\w+)|\\[\\s*['"](\\w+)['"]\\s*\\])\\s*\\)?$`);
    const text = raw.replace(/\$\{([^}]*)\}/g, (whole, hole: string) => {
      const m = read.exec(hole.trim());
      if (m) return `{{${m[1] ?? m[2]}}}`;
      const known = /^[\w.]+$/.test(hole.trim()) ? this.literal(mod, { kind: 'name', name: hole.trim(), text: hole, loc: { file: mod.path, line: 1 } }) : undefined;
      if (typeof known === 'string' || typeof known === 'number') return String(known);
      exact = false;
      return whole;
    });
    return { text: text.replace(/\\`/g, '`').replace(/\\\$/g, '$'), exact };
  }

  /**
   * A function value as a sandbox module (`export default`). A body that delegates to a named
   * function (Switchboard's own export: `execute: (args, rc) => xCode(args, ...)`) uses that
   * function; helpers the body reads from the same file are copied above it.
   */
  codeModule(mod: TsModule, value: Value): { code: string; helpers: string[] } | null {
    const { module, value: v } = this.program.valueOf(mod, value);
    if (v.kind !== 'function') return null;
    const delegate = this.delegate(module, v);
    if (delegate) return delegate;
    this.helperNames = [];
    const helpers = this.helpers(module, v.names ?? [], new Set(v.params.flatMap((p) => p.match(/\w+/g) ?? [])));
    const body = v.body ? `{\n  return ${v.bodyText};\n}` : v.bodyText;
    const params = (v.paramsText ?? `(${v.params.join(', ')})`).replace(/^\(|\)$/g, '');
    const code = `${helpers.map((h) => `${h}\n\n`).join('')}export default ${v.isAsync ? 'async ' : ''}function (${params}) ${body}`;
    return { code, helpers: [...this.helperNames] };
  }

  private delegate(mod: TsModule, v: Fn): { code: string; helpers: string[] } | null {
    const call = v.body?.kind === 'call' ? v.body : null;
    const inner = call && (call.callee === '??' ? call.args[0] : call);
    const names = inner?.kind === 'call' ? [inner.callee] : [...v.bodyText.matchAll(/await\s+(\w+)\(/g)].map((m) => m[1]);
    for (const name of names) {
      const found = this.program.lookup(mod, name);
      if (!found) continue;
      const fv = found.binding.value;
      if (fv.kind === 'function' && /Code$|OnHandoff$|InputFilter$|Output$/.test(name)) {
        return { code: `${this.leadingComment(mod, { kind: 'name', name, text: name, loc: v.loc })}export default ${fv.text}`, helpers: [] };
      }
      // ((): T => { const FRAUD = ...; return async function (...) {...}; })()
      if (fv.kind === 'call' && fv.target?.kind === 'function') {
        const m = /^\{([\s\S]*)\breturn\s+((?:async\s+)?function[\s\S]*?\});?\s*\}$/.exec(fv.target.bodyText.trim());
        if (m) {
          const prelude = m[1].replace(/^\n|\s+$/g, '').split('\n').map((l) => l.replace(/^ {2}/, '')).join('\n');
          const fnText = m[2].split('\n').map((l, i) => (i === 0 ? l : l.replace(/^ {2}/, ''))).join('\n');
          return { code: `${prelude}\n\nexport default ${fnText}`, helpers: [] };
        }
      }
    }
    return null;
  }

  private helpers(mod: TsModule, names: string[], exclude: Set<string>, depth = 0, seen = new Set<string>()): string[] {
    if (depth > 3) return [];
    const out: string[] = [];
    for (const name of names) {
      if (exclude.has(name) || seen.has(name)) continue;
      seen.add(name);
      const binding = mod.bindings.get(name);
      if (!binding || this.agentIds.has(`${mod.path}#${name}`)) continue;
      if (binding.value.kind === 'call' && this.program.packageOf(mod, binding.value.callee)) continue;
      const inner = binding.value.kind === 'function' ? binding.value.names ?? [] : [];
      out.push(...this.helpers(mod, inner, exclude, depth + 1, seen), binding.source.replace(/^export\s+/, ''));
      this.helperNames.push(name);
    }
    return out;
  }

  /** isEnabled / needsApproval: boolean, or a function of the run context (and args) → {when}. */
  rule(mod: TsModule, value: Value, construct: string): boolean | { when: string } {
    const lit = this.literal(mod, value);
    if (typeof lit === 'boolean') {
      this.draft.report('mapped', construct, String(lit), value.loc);
      return lit;
    }
    const { value: v } = this.program.valueOf(mod, value);
    if (v.kind === 'function' && v.body) {
      let expr = v.bodyText;
      const [first = '', second = ''] = v.params.map((p) => p.replace(/:\s*[A-Z][\w<>, ]*$/, '').trim());
      // ({ runContext: { context: ctx } }) => ctx.x, ({ runContext }) => runContext.context.x,
      // (rc) => rc.context.x, (_rc, args) => args.x, (_rc, { amount }) => amount > 1
      const ctxName = /context\s*:\s*(\w+)/.exec(first)?.[1];
      if (ctxName) expr = expr.replace(new RegExp(`(?<![.\\w])${ctxName}\\.`, 'g'), 'ctx.');
      else if (/^\{\s*runContext\b/.test(first)) expr = expr.replace(/(?<![.\w])runContext\.context\./g, 'ctx.');
      else if (/^\w+/.test(first)) expr = expr.replace(new RegExp(`(?<![.\\w])${/^\w+/.exec(first)![0]}\\.(?:runContext\\.)?context\\.`, 'g'), 'ctx.');
      if (second.startsWith('{')) {
        for (const name of second.slice(1, -1).split(',').map((n) => n.trim()).filter((n) => /^\w+$/.test(n))) expr = expr.replace(new RegExp(`(?<![.\\w])${name}\\b`, 'g'), `args.${name}`);
      } else {
        const argsName = /^(\w+)/.exec(second)?.[1];
        if (argsName && argsName !== 'args') expr = expr.replace(new RegExp(`(?<![.\\w])${argsName}\\.`, 'g'), 'args.');
      }
      if (parseWhen(expr)) {
        this.draft.report('mapped', construct, `rule ${expr}`, value.loc);
        return { when: expr };
      }
    }
    this.draft.report('approximated', construct, `${value.text.slice(0, 80)} is not a rule the graph can hold (ctx/args comparisons); kept as always on`, value.loc);
    return true;
  }

  tool(mod: TsModule, value: Value, agentName: string, agentId?: string): string | null {
    const { module, value: v } = this.program.valueOf(mod, value);
    if (v.kind === 'call' && (v.method === 'asTool' || v.callee.endsWith('.asTool')) && agentId) {
      this.agentTool(module, v, agentName, agentId);
      return null;
    }
    const key = `${v.loc.file}:${v.loc.line}:${v.text.length}`;
    if (this.toolIds.has(key)) return this.toolIds.get(key)!;
    if (v.kind !== 'call') {
      this.draft.report('skipped', `${value.text} in tools of ${agentName}`, 'not a tool the importer can read', value.loc);
      return null;
    }
    const name = this.program.packageOf(module, v.callee)?.name ?? v.callee;
    const opts = v.args[0];
    let tool: Record<string, unknown> | null = null;
    if (name === 'tool') tool = this.functionTool(module, opts, v.loc);
    else if (name === 'webSearchTool') tool = { type: 'hosted', hosted: 'web_search', config: {} };
    else if (name === 'codeInterpreterTool') tool = { type: 'hosted', hosted: 'code_interpreter', config: {} };
    else if (name === 'fileSearchTool') {
      const ids = this.literal(module, v.args[0]);
      const o = this.literal(module, v.args[1]) as Record<string, unknown> | undefined;
      tool = { type: 'hosted', hosted: 'file_search', config: { ...(Array.isArray(ids) ? { vectorStoreIds: ids } : typeof ids === 'string' ? { vectorStoreIds: [ids] } : {}), ...(typeof o?.maxNumResults === 'number' ? { maxNumResults: o.maxNumResults } : {}) } };
    } else if (name === 'hostedMcpTool') {
      const o = this.literal(module, opts) as Record<string, unknown> | undefined;
      if (o) tool = { type: 'mcp', serverLabel: o.serverLabel, serverUrl: o.serverUrl, requireApproval: o.requireApproval === 'never' ? 'never' : 'always', allowedTools: Array.isArray(o.allowedTools) ? o.allowedTools : null };
    } else if (v.method === 'asTool') {
      this.draft.report('skipped', `${v.text.slice(0, 60)} in tools of ${agentName}`, 'agents as tools are not in the graph format; use a handoff instead', v.loc);
      return null;
    }
    if (!tool) {
      this.draft.report('skipped', `${v.callee}(...) in tools of ${agentName}`, 'not a tool the importer can read', v.loc);
      return null;
    }
    if (tool.type === 'function') {
      // Switchboard's export says which agents the code routes to with handoff() in a comment above
      for (let l = v.loc.line - 1; l >= v.loc.line - 60; l--) {
        const comment = module.comments.get(l) ?? '';
        if (comment.startsWith('Tool "')) break;
        const m = /routes to (.+?) with handoff\(\)/.exec(comment);
        if (!m) continue;
        const ids = m[1].split(/, | and /).map((n) => this.draft.agents.find((a) => a.name === n)?.id).filter((x): x is string => !!x);
        if (ids.length) tool.routesTo = ids;
      }
    }
    const base = tool.type === 'function' ? String(tool.name) : value.kind === 'name' ? value.name : String(tool.hosted ?? tool.serverLabel);
    const id = this.draft.uniqueId(slug(base));
    this.draft.tools.push({ id, ...tool });
    this.toolIds.set(key, id);
    if (tool.type !== 'function') this.draft.report('mapped', `${name}(...)`, tool.type === 'mcp' ? `MCP tool ${tool.serverLabel}` : `hosted ${tool.hosted}`, v.loc);
    return id;
  }

  /** `worker.asTool({...})` in a manager's tools: a "calls as tool" edge (agent.ts Agent.asTool). */
  private agentTool(mod: TsModule, call: Call, managerName: string, managerId: string): void {
    const target: Value = call.target ?? { kind: 'name', name: call.callee.slice(0, -'.asTool'.length), text: call.callee.slice(0, -'.asTool'.length), loc: call.loc };
    const worker = this.agentOf(mod, target);
    const construct = `${target.text}.asTool(...) in tools of ${managerName}`;
    if (!worker) {
      this.draft.report('skipped', construct, `${target.text} is not an agent the importer can find`, call.loc);
      return;
    }
    const opts = call.args[0] ? this.program.valueOf(mod, call.args[0]).value : null;
    const toolName = this.literal(mod, this.field(opts ?? undefined, 'toolName'));
    const description = this.literal(mod, this.field(opts ?? undefined, 'toolDescription'));
    const maxTurns = this.literal(mod, this.field(this.program.valueOf(mod, this.field(opts ?? undefined, 'runOptions') ?? { kind: 'other', text: '', loc: call.loc }).value, 'maxTurns'));
    const notes: string[] = [];
    let outputExtractor: string | null = null;
    const extractor = this.field(opts ?? undefined, 'customOutputExtractor');
    if (extractor) {
      const code = this.codeModule(mod, extractor);
      outputExtractor = code?.code ?? null;
      // Switchboard's own export passes agentToolResult(result): the graph's shape already
      if (!code) notes.push('customOutputExtractor could not be read');
      else if (!extractor.text.includes('agentToolResult(')) notes.push("customOutputExtractor became the output extractor code; it gets the SDK's RunResult, Switchboard passes { finalOutput, outputText, lastAgent }: check it");
    }
    for (const entry of opts?.kind === 'dict' ? opts.entries : []) {
      if (!['toolName', 'toolDescription', 'customOutputExtractor', 'runOptions'].includes(entry.key ?? '')) notes.push(`${entry.key ?? '...spread'} has no place in the graph`);
    }
    this.draft.addAgentTool(managerId, worker, {
      toolName: typeof toolName === 'string' ? toolName : null,
      toolDescription: typeof description === 'string' ? description : null,
      outputExtractor,
      maxTurns: typeof maxTurns === 'number' ? maxTurns : null,
    });
    this.draft.report(notes.length ? 'approximated' : 'mapped', construct, `agent tool: ${managerName} calls ${this.agentName(worker)} as a tool${notes.length ? `; ${notes.join('; ')}` : ''}`, call.loc);
  }

  private functionTool(mod: TsModule, optsValue: Value | undefined, loc: Loc): Record<string, unknown> | null {
    const opts = optsValue && this.program.valueOf(mod, optsValue).value;
    if (opts?.kind !== 'dict') return null;
    const name = this.literal(mod, this.field(opts, 'name'));
    const construct = `tool ${typeof name === 'string' ? name : '(unnamed)'}`;
    if (typeof name !== 'string') {
      this.draft.report('skipped', 'tool({...})', 'a tool without a literal name', loc);
      return null;
    }
    const description = this.literal(mod, this.field(opts, 'description'));
    const problems: string[] = [];
    const params = this.field(opts, 'parameters');
    let parameters: Record<string, unknown> = { type: 'object', properties: {}, required: [], additionalProperties: false };
    if (params) {
      const json = this.literal(mod, params);
      const zod = json === undefined ? this.zod(mod, params, problems) : null;
      if (json && typeof json === 'object') parameters = json as Record<string, unknown>;
      else if (zod) parameters = zod;
      else problems.push(`parameters ${params.text.slice(0, 60)} could not be read; the tool takes no arguments`);
    }
    const tool: Record<string, unknown> = { type: 'function', name, description: typeof description === 'string' ? description : '', parameters };
    const execute = this.field(opts, 'execute');
    const code = execute && this.codeModule(mod, execute);
    if (code) {
      tool.code = code.code;
      if (code.helpers.length) problems.push(`helpers copied into the tool code: ${code.helpers.join('; ')}`);
    } else problems.push('execute is not a function the importer can read; the tool has no code');
    for (const entry of opts.entries) {
      if (entry.key === null) continue;
      switch (entry.key) {
        case 'name':
        case 'description':
        case 'parameters':
        case 'execute':
        case 'strict':
          break;
        case 'needsApproval':
          tool.needsApproval = this.rule(mod, entry.value, `needsApproval of ${name}`);
          break;
        case 'isEnabled':
          tool.enabled = this.rule(mod, entry.value, `isEnabled of ${name}`);
          break;
        case 'timeoutMs': {
          const t = this.literal(mod, entry.value);
          if (typeof t === 'number') tool.timeoutMs = t;
          break;
        }
        case 'inputGuardrails':
        case 'outputGuardrails': {
          const items = this.list(mod, entry.value);
          tool[entry.key] = items.map((g) => this.guardrail(g.mod, g.value, entry.key === 'inputGuardrails' ? 'tool_input' : 'tool_output')).filter(Boolean);
          break;
        }
        default:
          this.draft.report('skipped', `${entry.key} of tool ${name}`, 'the graph format has no field for it', entry.value.loc);
      }
    }
    this.draft.report(problems.length ? 'approximated' : 'mapped', construct, problems.length ? problems.join('; ') : 'name, description, parameters and execute (as tool code)', loc);
    return tool;
  }

  zod(mod: TsModule, value: Value, problems: string[]): Record<string, unknown> | null {
    // a name is resolved in the file it is written in (schemas built from other schemas across files)
    const moduleOf = (v: Value) => this.program.modules.find((m) => m.path === v.loc.file) ?? mod;
    return zodToJsonSchema(value, { resolve: (v) => this.program.valueOf(moduleOf(v), v).value, problems });
  }

  list(mod: TsModule, value: Value | undefined): { mod: TsModule; value: Value }[] {
    if (!value) return [];
    const { module, value: v } = this.program.valueOf(mod, value);
    if (v.kind === 'list') return v.items.map((item) => ({ mod: module, value: item }));
    this.draft.report('skipped', value.text.slice(0, 60), 'not a list the importer can read', value.loc);
    return [];
  }

  guardrail(mod: TsModule, value: Value, kind: 'input' | 'output' | 'tool_input' | 'tool_output'): string | null {
    const { module, value: v } = this.program.valueOf(mod, value);
    const key = `${v.loc.file}:${v.loc.line}`;
    if (this.guardrailIds.has(key)) return this.guardrailIds.get(key)!;
    const opts = v.kind === 'dict' ? v : v.kind === 'call' && v.args[0] ? this.program.valueOf(module, v.args[0]).value : null;
    if (opts?.kind !== 'dict') {
      this.draft.report('skipped', `${value.text.slice(0, 60)} (${kind} guardrail)`, 'not a guardrail object the importer can read', value.loc);
      return null;
    }
    const name = this.literal(module, this.field(opts, 'name'));
    const exec = this.field(opts, 'execute') ?? this.field(opts, 'run');
    const code = exec && this.codeModule(module, exec);
    const id = this.draft.uniqueId(slug(typeof name === 'string' ? name : value.text));
    const runInParallel = this.literal(module, this.field(opts, 'runInParallel'));
    this.draft.guardrails.push({ id, kind, name: typeof name === 'string' ? name : id, code: code?.code ?? '', ...(kind === 'input' && typeof runInParallel === 'boolean' ? { runInParallel } : {}) });
    this.guardrailIds.set(key, id);
    const delegated = code && !code.code.includes('tripwireTriggered') && !code.code.includes('ToolGuardrailFunctionOutputFactory');
    this.draft.report(delegated ? 'mapped' : 'approximated', `${kind} guardrail ${typeof name === 'string' ? name : ''}`.trim(), delegated ? 'guardrail code' : 'the SDK function is kept as the guardrail code: it returns the SDK shape ({ tripwireTriggered } / behaviour objects), adjust it to Switchboard\'s ({ tripwire } / { behavior })', v.loc);
    return id;
  }

  handoff(mod: TsModule, from: string, value: Value): void {
    const fromName = this.agentName(from);
    const direct = this.agentOf(mod, value);
    if (direct) {
      this.draft.addHandoff(from, direct, {});
      this.draft.report('mapped', `handoff ${fromName} → ${this.agentName(direct)}`, 'model-chosen transfer', value.loc);
      return;
    }
    const { module, value: v } = this.program.valueOf(mod, value);
    const name = v.kind === 'call' ? this.program.packageOf(module, v.callee)?.name ?? v.callee : '';
    if (v.kind !== 'call' || name !== 'handoff') {
      this.draft.report('skipped', `${value.text.slice(0, 60)} in handoffs of ${fromName}`, 'not an agent or handoff() the importer can find', value.loc);
      return;
    }
    const to = this.agentOf(module, v.args[0]);
    if (!to) {
      this.draft.report('skipped', `handoff(${v.args[0]?.text ?? ''}) of ${fromName}`, 'the target is not an agent the importer can find', v.loc);
      return;
    }
    const construct = `handoff(${this.agentName(to)}) of ${fromName}`;
    const opts = v.args[1] ? this.program.valueOf(module, v.args[1]).value : null;
    const toolName = this.literal(module, this.field(opts ?? undefined, 'toolNameOverride'));
    const description = this.literal(module, this.field(opts ?? undefined, 'toolDescriptionOverride'));
    const fields: Record<string, unknown> = { trigger: { type: 'llm', toolName: typeof toolName === 'string' ? toolName : null, description: typeof description === 'string' ? description : null, condition: null } };
    const notes: string[] = [];
    for (const entry of opts?.kind === 'dict' ? opts.entries : []) {
      switch (entry.key) {
        case 'toolNameOverride':
        case 'toolDescriptionOverride':
          break;
        case 'inputType': {
          const schema = this.literal(module, entry.value) ?? this.zod(module, entry.value, notes);
          if (schema && typeof schema === 'object') fields.inputSchema = schema;
          else notes.push(`inputType ${entry.value.text.slice(0, 40)} could not be read`);
          break;
        }
        case 'onHandoff': {
          const code = this.onHandoffCode(module, entry.value);
          if (code) fields.onHandoff = code;
          else notes.push('onHandoff could not be read');
          break;
        }
        case 'inputFilter':
          fields.inputFilter = this.inputFilter(module, entry.value, notes);
          break;
        case 'isEnabled':
          fields.enabled = this.rule(module, entry.value, `isEnabled of ${construct}`);
          break;
        default:
          notes.push(`${entry.key ?? '...spread'} has no place in the graph`);
      }
    }
    this.draft.addHandoff(from, to, fields);
    this.draft.report(notes.length ? 'approximated' : 'mapped', construct, notes.length ? notes.join('; ') : 'handoff with its options', v.loc);
  }

  /** SDK `onHandoff(runContext, input)` → Switchboard `(input, { context })`. */
  private onHandoffCode(mod: TsModule, value: Value): string | null {
    const { value: v, module } = this.program.valueOf(mod, value);
    if (v.kind !== 'function') return null;
    const delegated = this.codeModule(module, v);
    if (delegated && /OnHandoff/.test(v.bodyText)) return delegated.code;
    const [rc = '_runContext', input = '_input'] = v.params.map((p) => p.replace(/:.*$/, '').trim());
    const body = v.body ? `{\n  ${v.bodyText};\n}` : v.bodyText;
    return `// The SDK called this with (runContext, input); Switchboard passes (input, { context }).\nexport default ${v.isAsync ? 'async ' : ''}function (${input}, ${rc}) ${body}`;
  }

  private inputFilter(mod: TsModule, value: Value, notes: string[]): Record<string, unknown> {
    const name = value.kind === 'name' ? calleeTail(this.program.packageOf(mod, value.name)?.name ?? value.name) : '';
    if (name === 'removeAllTools') return { type: 'remove_all_tools' };
    if (value.kind === 'call' && /keepLast/i.test(value.callee)) {
      const n = this.literal(mod, value.args[0]);
      if (typeof n === 'number' && n > 0) return { type: 'keep_last', count: n };
    }
    if (value.kind === 'call' && value.callee === 'protocolItemFilter' && value.args[0]) {
      const found = this.program.valueOf(mod, value.args[0]).value;
      if (found.kind === 'function') return { type: 'code', code: `${this.leadingComment(mod, value.args[0])}export default ${found.text}` };
    }
    const code = this.codeModule(mod, value);
    notes.push('the input filter sees the SDK\'s run items; Switchboard filter code sees protocol items: check it');
    return code ? { type: 'code', code: code.code } : { type: 'none' };
  }

  /** Comments written just above a named constant (kept with filter code). */
  private leadingComment(mod: TsModule, value: Value): string {
    if (value.kind !== 'name') return '';
    const binding = this.program.lookup(mod, value.name);
    if (!binding) return '';
    const lines: string[] = [];
    for (let l = binding.binding.loc.line - 1; binding.module.comments.has(l); l--) {
      // the export's own section headers are not part of the code
      if (/^(Guardrail|Tool|Hosted tool|MCP server) "/.test(binding.module.comments.get(l)!)) break;
      lines.unshift(`// ${binding.module.comments.get(l)}`);
    }
    return lines.length ? `${lines.join('\n')}\n` : '';
  }

  readAgent(found: FoundTsAgent): void {
    const { module: mod, options, id } = found;
    const agent = this.draft.agents.find((a) => a.id === id)!;
    if (found.realtime) this.draft.report('approximated', `new RealtimeAgent({ name: ${JSON.stringify(agent.name)} })`, `agent ${agent.id}: its instructions, tools and handoffs are in the graph; the realtime session it runs in (audio in and out, voice, turn detection, interruptions) is not, and the playground talks to it in text`, found.loc);
    else this.draft.report('mapped', `new Agent({ name: ${JSON.stringify(agent.name)} })`, `agent ${agent.id}`, found.loc);
    agent.instructions = this.instructions(mod, this.field(options, 'instructions'), agent.name);
    const hd = this.literal(mod, this.field(options, 'handoffDescription'));
    if (typeof hd === 'string') agent.handoffDescription = hd;
    const model = this.literal(mod, this.field(options, 'model'));
    if (typeof model === 'string') agent.model = model;
    const ms = this.field(options, 'modelSettings');
    if (ms) {
      const settings = this.literal(mod, ms);
      const out: Record<string, unknown> = {};
      if (settings && typeof settings === 'object') {
        for (const [key, item] of Object.entries(settings)) {
          if (MODEL_SETTINGS.has(key)) out[key] = item;
          else this.draft.report('skipped', `modelSettings.${key} of ${agent.name}`, 'the graph keeps temperature, topP, maxTokens, toolChoice and parallelToolCalls', ms.loc);
        }
      } else this.draft.report('skipped', `modelSettings of ${agent.name}`, 'not an object the importer can read', ms.loc);
      agent.modelSettings = out;
    }
    agent.tools = this.list(mod, this.field(options, 'tools')).map((t) => this.tool(t.mod, t.value, agent.name, agent.id)).filter(Boolean);
    agent.inputGuardrails = this.list(mod, this.field(options, 'inputGuardrails')).map((g) => this.guardrail(g.mod, g.value, 'input')).filter(Boolean);
    agent.outputGuardrails = this.list(mod, this.field(options, 'outputGuardrails')).map((g) => this.guardrail(g.mod, g.value, 'output')).filter(Boolean);
    const outputType = this.field(options, 'outputType');
    if (outputType && !(outputType.kind === 'string' && outputType.value === 'text')) {
      const problems: string[] = [];
      const schema = this.zod(mod, outputType, problems);
      if (schema?.type === 'object') {
        agent.outputSchema = schema;
        this.draft.report(problems.length ? 'approximated' : 'mapped', `outputType of ${agent.name}`, problems.length ? problems.join('; ') : 'structured output', outputType.loc);
      } else this.draft.report('skipped', `outputType of ${agent.name}`, 'not a zod object the importer can read; the agent answers in text', outputType.loc);
    }
    const tub = this.field(options, 'toolUseBehavior');
    if (tub) {
      const lit = this.literal(mod, tub);
      if (lit === 'run_llm_again' || lit === 'stop_on_first_tool') agent.toolUseBehavior = lit;
      else if (lit && typeof lit === 'object' && Array.isArray((lit as Record<string, unknown>).stopAtToolNames)) agent.toolUseBehavior = { stopAtToolNames: (lit as Record<string, unknown>).stopAtToolNames };
      else this.draft.report('skipped', `toolUseBehavior of ${agent.name}`, 'a function cannot be expressed in the graph; run_llm_again', tub.loc);
    }
    for (const h of this.list(mod, this.field(options, 'handoffs'))) this.handoff(h.mod, id, h.value);
    for (const entry of options.entries) {
      if (entry.key && !AGENT_FIELDS.has(entry.key)) this.draft.report('skipped', `${entry.key} of ${agent.name}`, 'the graph format has no field for it', entry.value.loc);
    }
  }

  readStatements(): void {
    for (const mod of this.program.modules) {
      for (const stmt of mod.statements) {
        if (stmt.target) {
          const m = /^(.+)\.(handoffs|tools)$/.exec(stmt.target);
          const owner = m && this.agentOf(mod, { kind: 'name', name: m[1], text: m[1], loc: stmt.loc });
          if (!m || !owner) continue;
          const agent = this.draft.agents.find((a) => a.id === owner)!;
          if (m[2] === 'handoffs') {
            this.draft.handoffs.splice(0, this.draft.handoffs.length, ...this.draft.handoffs.filter((h) => h.from !== owner));
            for (const h of this.list(mod, stmt.value)) this.handoff(h.mod, owner, h.value);
          } else agent.tools = this.list(mod, stmt.value).map((t) => this.tool(t.mod, t.value, agent.name, agent.id)).filter(Boolean);
          this.draft.report('mapped', `${stmt.target} = [...]`, 'set after construction', stmt.loc);
          continue;
        }
        const v = stmt.value;
        if (v.kind !== 'call') continue;
        const m = /^(.+)\.(handoffs|tools)\.(push|unshift)$/.exec(v.callee);
        const owner = m && this.agentOf(mod, { kind: 'name', name: m[1], text: m[1], loc: stmt.loc });
        if (!m || !owner) continue;
        const agent = this.draft.agents.find((a) => a.id === owner)!;
        for (const arg of v.args) {
          if (m[2] === 'handoffs') this.handoff(mod, owner, arg);
          else {
            const t = this.tool(mod, arg, agent.name, agent.id);
            if (t) (agent.tools as string[]).push(t);
          }
        }
        this.draft.report('mapped', `${v.callee}(...)`, 'added after construction', stmt.loc);
      }
    }
  }

  /**
   * Run settings from the program's own run: runs in tests and evaluation helpers are left out,
   * the entry file's run (`main()` called at top level) comes first; every other run is
   * orchestration in code, reported with its place.
   */
  readRuns(): void {
    const runs: { mod: TsModule; call: Call; rank: number }[] = [];
    for (const mod of this.program.modules) {
      for (const call of mod.calls) {
        if (call.kind !== 'call') continue;
        const pkg = this.program.packageOf(mod, call.callee);
        const isRun = (pkg?.name === 'run' && call.callee === 'run') || ((call.method === 'run' || call.callee.endsWith('.run')) && call.args.length >= 2);
        if (!isRun || !call.args[0]) continue;
        if (isTsHelperFile(mod.path)) {
          this.draft.report('skipped', `${call.callee}(...)`, "a run in a test or evaluation helper: its settings (start agent, turn limit, context) are not the program's and are not used", call.loc);
          continue;
        }
        const line = call.loc.line;
        const inMain = mod.scopes.some((sc) => sc.from <= line && line <= sc.to && /^(main|run|demo)$/.test(sc.name)) || !mod.scopes.some((sc) => sc.from <= line && line <= sc.to);
        runs.push({ mod, call, rank: (mod.isEntry ? 0 : 2) + (inMain ? 0 : 1) });
      }
    }
    const ordered = runs.map((r, i) => ({ ...r, i })).sort((a, b) => a.rank - b.rank || a.i - b.i);
    const starts: { mod: TsModule; value: Value; construct: string }[] = [];
    for (const mod of this.program.modules) {
      const exported = mod.bindings.get('startAgent');
      if (exported) starts.push({ mod, value: exported.value, construct: 'export const startAgent' });
    }
    const [first, ...later] = ordered;
    if (first) {
      const { mod, call } = first;
      const where = `${call.loc.file}:${call.loc.line}`;
      starts.push({ mod, value: call.args[0], construct: `${call.callee}(...)` });
      const opts = call.args[2] ? this.program.valueOf(mod, call.args[2]).value : null;
      const maxTurns = this.literal(mod, this.field(opts ?? undefined, 'maxTurns'));
      if (typeof maxTurns === 'number' && maxTurns > 0) {
        this.draft.settings.maxTurns = maxTurns;
        this.draft.report('mapped', `${call.callee}(..., { maxTurns: ${maxTurns} })`, `the graph's turn limit, from the program's own run (${where})`, call.loc);
      }
      const context = this.field(opts ?? undefined, 'context');
      if (context && Object.keys(this.draft.context).length === 0) {
        let data = this.literal(mod, context);
        if (data === undefined && context.kind === 'name') {
          const local = mod.statements.find((st) => st.target === context.name);
          if (local) data = this.literal(mod, local.value);
        }
        if (data && typeof data === 'object' && !Array.isArray(data)) {
          this.draft.context = data as Record<string, unknown>;
          this.draft.report('mapped', `${call.callee}(..., { context })`, `context variables ${Object.keys(data).join(', ')} (the program's own run, ${where})`, context.loc);
        } else this.draft.report('skipped', `${call.callee}(..., { context })`, 'the context is not a literal the importer can read', context.loc);
      }
    }
    for (const { mod, call } of later) {
      const line = call.loc.line;
      const inLoop = mod.loops.some((l) => l.from < line && line <= l.to);
      const agent = this.agentOf(mod, call.args[0]);
      this.draft.report('skipped', `${call.callee}(...)`, `${ORCHESTRATION}: ${inLoop ? 'a run in a loop' : 'a further run'} of ${agent ? this.agentName(agent) : call.args[0].text}, started by the code around it; the graph's conversation starts once, at its start agent`, call.loc);
    }
    for (const mod of this.program.modules) {
      if (isTsHelperFile(mod.path)) continue;
      for (const call of mod.calls) {
        if (call.kind === 'call' && /^Promise\.(all|allSettled|race|any)$/.test(call.callee) && call.args.length > 0 && /\brun\(/.test(call.text)) {
          this.draft.report('skipped', `${call.callee}(...)`, `${ORCHESTRATION}: runs side by side whose results the code combines`, call.loc);
        }
      }
    }
    for (const s of starts) {
      let id = this.agentOf(s.mod, s.value);
      if (!id && s.value.kind === 'name') {
        const name = s.value.name;
        const local = s.mod.statements.find((st) => st.target === name && this.agentOf(s.mod, st.value));
        if (local) id = this.agentOf(s.mod, local.value);
      }
      if (id) {
        this.draft.startAgent = id;
        this.draft.report('mapped', s.construct, `start agent ${this.agentName(id)}`, s.value.loc);
        return;
      }
    }
    const targets = new Set(this.draft.handoffs.map((h) => h.to));
    const firstAgent = this.draft.agents.find((a) => !targets.has(a.id)) ?? this.draft.agents[0];
    if (firstAgent) {
      this.draft.startAgent = firstAgent.id;
      this.draft.report('approximated', 'start agent', `no run call names a start agent; ${firstAgent.name} was chosen (the first agent no handoff leads to)`, this.found.find((f) => f.id === firstAgent.id)!.loc);
    }
  }

  name(): void {
    const first = this.program.modules[0];
    if (!first) return;
    const header = /^(.+?): exported from Switchboard/.exec(first.comments.get(1) ?? '');
    if (header) {
      this.draft.name = header[1];
      const second = first.comments.get(2);
      if (second) this.draft.description = second;
      return;
    }
    const parts = first.path.split('/');
    const base = (parts.length > 1 ? parts[0] : parts[0].replace(/\.\w+$/, '')).replace(/[_-]+/g, ' ').trim();
    this.draft.name = base ? base[0].toUpperCase() + base.slice(1) : 'Imported agents';
  }

  /** Context from `export function initialContext() { return {...} }` (Switchboard's export). */
  initialContext(): void {
    for (const mod of this.program.modules) {
      const fn = mod.bindings.get('initialContext');
      if (!fn || fn.value.kind !== 'function' || Object.keys(this.draft.context).length) continue;
      const returned = this.literal(mod, { kind: 'call', callee: 'initialContext', args: [], kwargs: new Map(), text: 'initialContext()', loc: fn.loc });
      if (returned && typeof returned === 'object') {
        this.draft.context = returned as Record<string, unknown>;
        this.draft.report('mapped', 'initialContext()', `context variables ${Object.keys(returned).join(', ')}`, fn.loc);
      }
    }
  }

  /** `const DEFAULT_MODEL = '...'` / `sharedModelSettings` shared by agents: the graph settings. */
  settings(): void {
    const counts = new Map<string, number>();
    for (const a of this.draft.agents) if (typeof a.model === 'string') counts.set(a.model, (counts.get(a.model) ?? 0) + 1);
    const [top, second] = [...counts.entries()].sort((x, y) => y[1] - x[1]);
    if (top && top[1] >= 2 && second?.[1] !== top[1]) {
      this.draft.settings.model = top[0];
      for (const a of this.draft.agents) if (a.model === top[0]) a.model = null;
    }
    const maxTurns = this.program.modules.map((m) => this.literal(m, m.bindings.get('MAX_TURNS')?.value)).find((n) => typeof n === 'number');
    if (typeof maxTurns === 'number' && this.draft.settings.maxTurns === undefined) this.draft.settings.maxTurns = maxTurns;
  }
}

/** Tests and evaluation helpers (`*.test.ts`, `evals/`): their runs are not the program's. */
export function isTsHelperFile(path: string): boolean {
  return /(^|\/)(tests?|__tests__|evals?|testing|benchmarks?)\//i.test(path) || /\.(test|spec)\.[cm]?[jt]sx?$/i.test(path) || /(^|\/)evals?[^/]*\.[cm]?[jt]sx?$/i.test(path);
}

export function importTypeScript(files: SourceFile[]): ImportCodeResult {
  const modules = files.map((f) => parseTypeScript(f.path, f.text));
  const importer = new TsImporter(modules);
  importer.collectAgents();
  for (const found of importer.found) importer.readAgent(found);
  importer.readStatements();
  const workflow = readAgentBuilderWorkflow(importer);
  if (!workflow) importer.readRuns();
  importer.reportUnfollowed();
  for (const mod of modules) {
    if (mod.blanked) importer.draft.report('approximated', 'TypeScript syntax', "some of this file's TypeScript (a catch clause's type, a type predicate, or newer syntax) is read with Babel's complete parser; those type annotations are blanked in code copied from the file (tool bodies)", { file: mod.path, line: 1 });
  }
  importer.initialContext();
  importer.settings();
  importer.name();
  if (importer.draft.agents.length === 0) {
    // constructions it could not follow say where: the run-the-code pass can read them
    const fromData = importer.draft.items.some((i) => i.detail.includes('not where the importer can follow'));
    return { ok: false, errors: [{ path: '', message: `No agents found: the files construct no \`new Agent(...)\` / \`Agent.create(...)\` the importer recognises${fromData ? ' (they are built from data or in code it cannot follow: import with "run the code" to read them)' : ''}.` }], report: { runtime: 'agents-sdk-js', items: importer.draft.items } };
  }
  return importer.draft.finish();
}
