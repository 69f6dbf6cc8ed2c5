/**
 * What the three Python importers (Agents SDK, Swarm, AG2) share: finding the agents, reading
 * instructions, turning functions into tools (schema from hints and docstrings, Python body kept
 * verbatim, a TypeScript stub that throws until someone ports it) and the start agent.
 */
import type { Runtime } from '../../graph/schema.ts';
import { GraphDraft, slug } from '../graphDraft.ts';
import { ORCHESTRATION } from '../report.ts';
import { calleeTail, type Loc, type Value } from '../value.ts';
import { type PyBinding, PyProgram } from './pyProgram.ts';
import { functionSchema, parseDocstring } from './pySchema.ts';
import { bodyWithNeeds, type BodyWithNeeds } from './bodyNeeds.ts';
import { pyStringLiteral, type PyFunction, type PyModule } from './pyTree.ts';

export interface FoundAgent {
  id: string;
  module: PyModule;
  variable: string;
  call: Extract<Value, { kind: 'call' }>;
}

/** The TypeScript that stands in for a Python body until it is ported (runs fail loudly, not wrongly). */
export function portStub(what: string, loc: Loc, signature = 'args, { context }', pythonRuns = true): string {
  return [
    ...(pythonRuns
      ? [`// Imported from Python (${loc.file}:${loc.line}). The Python runtimes run its Python body;`, '// port it to TypeScript to run it under the Agents SDK JS.']
      : [`// Imported from Python (${loc.file}:${loc.line}). Port it to TypeScript to run it in Switchboard.`]),
    `export default async function (${signature}) {`,
    `  throw new Error(${JSON.stringify(`port needed: ${what} is Python code (${loc.file}:${loc.line})`)});`,
    '}',
  ].join('\n');
}

/**
 * Switchboard's own Python exports keep the original TypeScript in a comment
 * ("# TODO: port from TypeScript. The original code:"); read it back when it is there.
 */
export function originalTypeScript(source: string): string | null {
  const lines = source.split('\n');
  const at = lines.findIndex((l) => /#\s*TODO: port from TypeScript\. The original code:/.test(l));
  if (at < 0) return null;
  const out: string[] = [];
  for (const line of lines.slice(at + 1)) {
    const m = /^\s*#( {3}(.*)|)$/.exec(line);
    if (!m) break;
    out.push(m[2] ?? '');
  }
  while (out.length && !out[out.length - 1]) out.pop();
  return out.length ? out.join('\n') : null;
}

/** A def without its decorators (what pythonCode holds: the exporters add their own). */
export function defWithoutDecorators(fn: PyFunction): string {
  const lines = fn.source.split('\n');
  const start = lines.findIndex((l) => /^\s*(async\s+)?def\s/.test(l));
  return lines.slice(Math.max(0, start)).join('\n');
}

export class PyImporter {
  readonly program: PyProgram;
  readonly draft: GraphDraft;
  /** `path#variable` → agent id */
  readonly agentIds = new Map<string, string>();
  /** `path#function` → tool id */
  readonly toolIds = new Map<string, string>();
  readonly found: FoundAgent[] = [];

  constructor(
    modules: PyModule[],
    runtime: Runtime,
  ) {
    this.program = new PyProgram(modules);
    this.draft = new GraphDraft(runtime);
    for (const mod of modules) {
      for (const loc of mod.errors.slice(0, 5)) this.draft.report('skipped', 'syntax error', 'the parser recovered and read on; the code around this point may be missing from the graph', loc);
    }
  }

  /** A function as a Python body that runs on its own: its def, then what it needs from its module. */
  pythonBody(module: PyModule, fn: PyFunction): BodyWithNeeds {
    const agentName = (mod: PyModule, variable: string): string | null => {
      const id = this.agentIds.get(`${mod.path}#${variable}`);
      return id ? (this.draft.agents.find((a) => a.id === id)?.name ?? null) : null;
    };
    return bodyWithNeeds({ program: this.program, runtime: this.draft.runtime, agentName }, module, fn, defWithoutDecorators(fn));
  }

  /** What the import report says about a Python body that runs. */
  static runsAsPython(body: BodyWithNeeds, under = 'the Python runtimes', otherwise = 'under the Agents SDK JS its TypeScript body is a stub that throws "port needed"'): string {
    const needs = body.thirdParty.length ? `; it needs ${body.thirdParty.join(', ')} (not in the sandbox: the call fails naming ${body.thirdParty.length > 1 ? 'them' : 'it'})` : '';
    return `runs as Python under ${under} (with what it needs from its module)${needs}; ${otherwise}`;
  }

  origin(mod: PyModule, callee: string): string {
    return calleeTail(this.program.origin(mod, callee));
  }

  /** the constructors `collectAgents` was given (agents met inline are read with them too) */
  private ctors: string[] = [];
  private accept: (call: Extract<Value, { kind: 'call' }>, mod: PyModule) => boolean = () => true;
  /** agents by the binding that holds them (module names and function locals alike) */
  private readonly agentByBinding = new Map<PyBinding, string>();
  /** agents constructed inline (`handoffs=[Agent(...)]`, `return Agent(...)`), by place */
  private readonly inlineAgents = new Map<string, string>();

  /**
   * Every `x = <Ctor>(...)` whose constructor (after import aliases) is in `ctors`: at module level
   * and inside functions (`main()`, factories, callbacks), plus `b = a.clone(...)`.
   */
  collectAgents(ctors: string[], accept: (call: Extract<Value, { kind: 'call' }>, mod: PyModule) => boolean = () => true): FoundAgent[] {
    this.ctors = ctors;
    this.accept = accept;
    for (const mod of this.program.modules) {
      const all = [...mod.bindings.values(), ...mod.scopes.flatMap((s) => [...s.bindings.values()])];
      for (const binding of all) {
        if (binding.kind !== 'assign' || binding.value.kind !== 'call') continue;
        const call = binding.value;
        const ctor = this.origin(mod, call.callee);
        if (!ctors.includes(ctor)) {
          // `b = a.clone(name=...)`: another agent built from one
          if (call.callee.endsWith('.clone')) {
            const base = this.agentOf(mod, { kind: 'name', name: call.callee.slice(0, -'.clone'.length), text: '', loc: call.loc });
            const baseFound = base && this.found.find((f) => f.id === base);
            if (baseFound) {
              const merged = { ...baseFound.call, kwargs: new Map([...baseFound.call.kwargs, ...call.kwargs]), loc: call.loc, text: call.text };
              this.register(mod, binding, binding.name, merged, call.loc, `${binding.name} = ${call.callee}(...)`);
            }
          }
          continue;
        }
        if (!accept(call, mod)) continue;
        this.register(mod, binding, binding.name, call, call.loc, `${binding.name} = ${call.callee.split('.').pop()}(...)`);
      }
    }
    return this.found;
  }

  private register(mod: PyModule, binding: PyBinding | null, variable: string, call: Extract<Value, { kind: 'call' }>, loc: Loc, construct: string): string {
    const nameValue = call.kwargs.get('name') ?? call.args[0];
    const resolved = nameValue ? this.program.valueOf(mod, nameValue).value : null;
    const name = resolved?.kind === 'string' ? resolved.value : variable;
    if (resolved?.kind !== 'string') this.draft.report('approximated', construct, `the agent's name is not a plain string; named "${name}" after its variable`, loc);
    const agent = this.draft.addAgent({ name }, idBaseOf(variable, name));
    if (binding) this.agentByBinding.set(binding, agent.id);
    else this.inlineAgents.set(`${loc.file}:${loc.line}:${call.text}`, agent.id);
    this.agentIds.set(`${mod.path}#${variable}`, agent.id);
    this.found.push({ id: agent.id, module: mod, variable, call });
    return agent.id;
  }

  /** Whether a call constructs an agent this importer reads. */
  isAgentCall(mod: PyModule, value: Value): boolean {
    return value.kind === 'call' && this.ctors.includes(this.origin(mod, value.callee)) && this.accept(value, mod);
  }

  /**
   * The agent id a value names, or null: a variable holding an agent (across files, function
   * locals first), an agent constructed right there, or a call of a factory that returns one.
   */
  agentOf(mod: PyModule, value: Value | undefined, depth = 0): string | null {
    if (!value || depth > 10) return null;
    if (value.kind === 'call') {
      if (this.isAgentCall(mod, value)) {
        const key = `${value.loc.file}:${value.loc.line}:${value.text}`;
        const known = this.inlineAgents.get(key);
        if (known) return known;
        const nameValue = value.kwargs.get('name') ?? value.args[0];
        const name = nameValue ? this.literal(mod, nameValue) : null;
        return this.register(mod, null, typeof name === 'string' ? slug(name) : 'agent', value, value.loc, `${value.callee.split('.').pop()}(...) built inline`);
      }
      // create_agent(...): a factory that returns an agent
      const fn = this.functionOf(mod, { kind: 'name', name: value.callee, text: value.callee, loc: value.loc });
      if (fn) for (const returned of fn.fn.returnValues) {
        const id = this.agentOf(fn.module, returned, depth + 1);
        if (id) return id;
      }
      return null;
    }
    if (value.kind !== 'name') return null;
    const found = this.program.lookupValue(mod, value);
    if (found) {
      const id = this.agentByBinding.get(found.binding);
      if (id) return id;
      if (found.binding.kind === 'assign') return this.agentOf(found.module, found.binding.value, depth + 1);
    }
    return null;
  }

  agentName(id: string): string {
    return this.draft.agents.find((a) => a.id === id)?.name ?? id;
  }

  /** A function a value names (across files), or null. */
  functionOf(mod: PyModule, value: Value | undefined): { module: PyModule; fn: PyFunction } | null {
    if (!value || value.kind !== 'name') return null;
    const found = this.program.lookupValue(mod, value);
    if (found?.binding.kind === 'def') return { module: found.module, fn: found.binding };
    if (found?.binding.kind === 'assign' && found.binding.value.kind === 'name') return this.functionOf(found.module, found.binding.value);
    return null;
  }

  binding(mod: PyModule, value: Value | undefined): { module: PyModule; binding: PyBinding } | null {
    if (!value || value.kind !== 'name') return null;
    return this.program.lookupValue(mod, value);
  }

  /** Instructions: a string, a constant, an f-string or a function of the context, as a `{{var}}` template. */
  instructions(mod: PyModule, value: Value | undefined, agentName: string, rootsOf: (firstParam: string | null) => string[], onPython?: (code: string) => void): string {
    const contextRoots = rootsOf(null);
    if (!value) return '';
    const construct = `instructions of ${agentName}`;
    const { module, value: resolved } = this.program.valueOf(mod, value);
    if (resolved.kind === 'string') {
      const via = value.kind === 'name' ? ` (constant ${value.name}, ${resolved.loc.file}:${resolved.loc.line})` : '';
      if (!resolved.template) {
        this.draft.report('mapped', construct, `text${via}`, value.loc);
        return resolved.value;
      }
      const { text, exact } = templateFromFString(resolved.value, contextRoots, this.constantText(module));
      this.draft.report(exact ? 'mapped' : 'approximated', construct, exact ? `f-string${via}: context reads became {{var}}` : `f-string${via}: expressions that are not context reads are kept as written inside the text`, value.loc);
      return text;
    }
    const joined = resolved.kind === 'call' && (resolved.callee === '+' || joinSeparator(resolved.callee) !== null) ? this.literal(module, resolved) : undefined;
    if (typeof joined === 'string') {
      this.draft.report('mapped', construct, `text joined from ${resolved.text}`, value.loc);
      return joined;
    }
    const fn = this.functionOf(module, resolved.kind === 'name' ? resolved : value);
    if (fn) {
      // The function itself runs where the runtime calls one (Agents SDK Python, Swarm); the
      // template read from it is what the other runtimes send.
      const python = onPython && !originalTypeScript(fn.fn.source) ? this.pythonBody(fn.module, fn.fn) : null;
      if (python) onPython!(python.code);
      const runs = python ? `; the function ${PyImporter.runsAsPython(python, 'the Agents SDK Python and Swarm', 'AG2 and the Agents SDK JS send the text')}` : '';
      const contextRoots = rootsOf(fn.fn.params[0]?.name ?? null);
      const returned = fn.fn.returnValues.map((v) => this.program.valueOf(fn.module, v).value).find((v) => v.kind === 'string');
      if (returned && returned.kind === 'string') {
        const { text } = returned.template ? templateFromFString(returned.value, contextRoots, this.constantText(fn.module)) : { text: returned.value };
        const branches = fn.fn.returnValues.length > 1 ? `; it has ${fn.fn.returnValues.length} returns, the first text one is kept` : '';
        const exact = fn.fn.returnValues.length === 1 && (!returned.template || templateFromFString(returned.value, contextRoots, this.constantText(fn.module)).exact);
        this.draft.report(exact ? 'mapped' : 'approximated', construct, `function ${fn.fn.name} of the context (${fn.fn.loc.file}:${fn.fn.loc.line}): its returned template is kept, context reads as {{var}}${branches}${runs}`, value.loc);
        return text;
      }
      this.draft.report(python ? 'approximated' : 'skipped', construct, `function ${fn.fn.name} does not return a string the importer can read; ${python ? 'the instructions text is' : 'instructions'} left empty${runs}`, value.loc);
      return '';
    }
    this.draft.report('skipped', construct, `${value.text} cannot be read without running the code; instructions left empty`, value.loc);
    return '';
  }

  /** Resolves an f-string hole that names a string constant of the given files (it is inlined). */
  constantText(mod: PyModule): (hole: string) => string | null {
    return (hole) => {
      if (!/^[A-Za-z_][\w.]*$/.test(hole)) return null;
      const value = this.literal(mod, { kind: 'name', name: hole, text: hole, loc: { file: mod.path, line: 1 } });
      return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
    };
  }

  /** A Python function turned into a function tool (shared by reference across agents). */
  functionTool(module: PyModule, fn: PyFunction, options: { name?: string; description?: string; construct: string; untyped?: 'string' }): string {
    const key = `${module.path}#${fn.name}`;
    const existing = this.toolIds.get(key);
    if (existing) return existing;
    const doc = parseDocstring(fn.docstring);
    const problems: string[] = [];
    const parameters = functionSchema(fn.params, doc, { program: this.program, module, problems, untyped: options.untyped });
    const name = options.name ?? fn.name;
    const id = this.draft.uniqueId(slug(name));
    const ts = originalTypeScript(fn.source);
    const tool: Record<string, unknown> = {
      id,
      type: 'function',
      name,
      description: options.description ?? doc.description,
      parameters,
      code: ts ?? portStub(`tool ${name}`, fn.loc),
    };
    // Switchboard's Python exports keep the graph's Python body verbatim and call it from the
    // model-facing function: `_impl_x = x` after the body, `return _impl_x(...)` in the wrapper
    const body = this.wrappedBody(module, fn);
    // a Switchboard export's body is the graph's own (round trip); other code carries its needs
    const python = ts || body ? null : this.pythonBody(module, fn);
    if (!ts) tool.pythonCode = body ? body.source.trimEnd() : (python as BodyWithNeeds).code;
    if (body) {
      const routes = this.bodyRoutes(module, body);
      if (routes.length) tool.routesTo = routes;
    }
    // what Switchboard's Python exports say in comments about the tool
    const timeout = /#\s*Time limit in Switchboard: (\d+) ms/.exec(fn.source);
    if (timeout) tool.timeoutMs = Number(timeout[1]);
    const routes = /#\s*Not supported by the SDK: the code hands off to (.+?) with handoff\(\)/.exec(fn.source);
    if (routes) {
      const ids = routes[1].split(/, | and /).map((n) => this.draft.agents.find((a) => a.name === n)?.id).filter((x): x is string => !!x);
      if (ids.length) tool.routesTo = ids;
    }
    this.draft.tools.push(tool);
    this.toolIds.set(key, id);
    const detail = ts
      ? 'the TypeScript kept in the Switchboard export comment is the tool code again (no Python body)'
      : `schema from type hints${fn.docstring ? ' and docstring' : ''}; the Python body ${python ? PyImporter.runsAsPython(python) : 'runs as Python under the Python runtimes'}`;
    this.draft.report(ts && problems.length === 0 ? 'mapped' : 'approximated', options.construct, problems.length ? `${detail}; ${problems.join('; ')}` : detail, fn.loc);
    return id;
  }

  /** The Python body a Switchboard export's model-facing function calls, or null. */
  protected wrappedBody(mod: PyModule, fn: PyFunction): PyFunction | null {
    const call = fn.calls.find((c) => c.kind === 'call' && /^_impl_\w+$/.test(c.callee));
    if (call?.kind !== 'call') return null;
    const alias = mod.bindings.get(call.callee);
    if (alias?.kind !== 'assign' || alias.value.kind !== 'name') return null;
    const name = alias.value.name;
    const shadowed = mod.shadowed.get(name);
    if (shadowed && shadowed.loc.line < alias.loc.line) return shadowed;
    const binding = mod.bindings.get(name);
    return binding?.kind === 'def' && binding !== fn ? binding : null;
  }

  /** Agents a Python body routes to with `handoff("agent_id", ...)` (ids through the export's AGENTS map). */
  private bodyRoutes(mod: PyModule, body: PyFunction): string[] {
    const agentsMap = mod.bindings.get('AGENTS');
    const ids = new Set<string>();
    for (const call of body.calls) {
      if (call.kind !== 'call' || call.callee !== 'handoff' || call.args[0]?.kind !== 'string') continue;
      const key = call.args[0].value;
      const entry = agentsMap?.kind === 'assign' && agentsMap.value.kind === 'dict' ? agentsMap.value.entries.find((e) => e.key === key)?.value : undefined;
      const id = entry ? this.agentOf(mod, entry) : this.draft.agents.find((a) => a.id === key || a.name === key)?.id;
      if (id) ids.add(id);
    }
    return [...ids];
  }

  /** The graph's name and description from the module docstring (or the file name). */
  nameGraph(mod: PyModule | undefined): void {
    if (!mod) return;
    const doc = mod.docstring ?? '';
    const exported = /^(.+?): exported from Switchboard/.exec(doc);
    if (exported) {
      this.draft.name = exported[1];
      const paragraphs = doc.split(/\n\s*\n/);
      if (paragraphs[1] && !paragraphs[1].startsWith('Run it:')) this.draft.description = paragraphs[1].trim();
      return;
    }
    // a folder of files is named after the folder; a single file after itself
    const parts = mod.path.split('/');
    const base = (parts.length > 1 ? parts[0] : parts[0].replace(/\.py$/, '')).replace(/[_-]+/g, ' ').trim();
    this.draft.name = base ? base[0].toUpperCase() + base.slice(1) : 'Imported agents';
    if (doc) this.draft.description = doc.split(/\n\s*\n/)[0].trim();
  }

  /** A plain JSON value, or null when the value is not a literal. */
  literal(mod: PyModule, value: Value | undefined, depth = 0): unknown {
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
          if (entry.key === null) {
            if (typeof inner === 'object' && inner && !Array.isArray(inner)) Object.assign(out, inner);
            else return undefined;
          } else if (inner !== undefined) out[entry.key] = inner;
          else return undefined;
        }
        return out;
      }
      case 'call': {
        if (v.callee === '+') {
          const [a, b] = v.args.map((arg) => this.literal(module, arg, depth + 1));
          return typeof a === 'string' && typeof b === 'string' ? a + b : Array.isArray(a) && Array.isArray(b) ? [...a, ...b] : undefined;
        }
        // " ".join(["a", "b"]): prompts written as a list of lines
        const separator = joinSeparator(v.callee);
        if (separator !== null && v.args.length === 1) {
          const parts = this.literal(module, v.args[0], depth + 1);
          return Array.isArray(parts) && parts.every((p) => typeof p === 'string') ? parts.join(separator) : undefined;
        }
        // dict(X), dict(a=1), ContextVariables(data={...}), copy.deepcopy(X)
        const tail = calleeTail(v.callee);
        if (['dict', 'deepcopy', 'copy'].includes(tail) && v.args.length === 1) return this.literal(module, v.args[0], depth + 1);
        if (tail === 'ContextVariables') return this.literal(module, v.kwargs.get('data') ?? v.args[0], depth + 1) ?? {};
        if (v.args.length === 0) {
          const out: Record<string, unknown> = {};
          const cls = this.program.lookup(module, v.callee);
          if (cls?.binding.kind === 'class') {
            for (const field of cls.binding.fields) {
              const d = field.default && this.literal(cls.module, field.default, depth + 1);
              if (d !== undefined) out[field.name] = d;
            }
          }
          for (const [key, item] of v.kwargs) out[key] = this.literal(module, item, depth + 1);
          return Object.values(out).includes(undefined) ? undefined : out;
        }
        return undefined;
      }
      default:
        return undefined;
    }
  }

  /** The context a run starts with: a dict, a constant, `dict(X)` or a dataclass built with keywords. */
  setContext(mod: PyModule, value: Value | undefined, construct: string): void {
    if (!value) return;
    if (value.kind === 'name' && !this.program.lookup(mod, value.name)) {
      // a local: `context = dict(INITIAL_CONTEXT)` inside main()
      const localName = value.name;
      const local = mod.statements.find((s) => s.target === localName);
      if (local) value = local.value;
    }
    const data = this.literal(mod, value) ?? this.partialDict(mod, value, construct);
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      this.draft.context = data as Record<string, unknown>;
      const resolved = this.program.valueOf(mod, value).value;
      const isObject = resolved.kind === 'call' && !['dict', 'ContextVariables', 'deepcopy', 'copy'].includes(calleeTail(resolved.callee));
      this.draft.report(isObject ? 'approximated' : 'mapped', construct, isObject ? `context object ${resolved.kind === 'call' ? resolved.callee : ''}(...) became context variables from its keyword arguments (methods and types are not kept)` : `context variables ${Object.keys(data).join(', ') || '(none)'}`, value.loc);
    } else {
      this.draft.report('skipped', construct, `the context ${value.text} is not a literal the importer can read; the graph starts with no context variables`, value.loc);
    }
  }

  /** A dict some of whose values are not literals: those become null, each reported. */
  private partialDict(mod: PyModule, value: Value, construct: string): Record<string, unknown> | undefined {
    const { module, value: v } = this.program.valueOf(mod, value);
    if (v.kind !== 'dict') return undefined;
    const out: Record<string, unknown> = {};
    for (const entry of v.entries) {
      if (entry.key === null) continue;
      const item = this.literal(module, entry.value);
      out[entry.key] = item === undefined ? null : item;
      if (item === undefined) this.draft.report('approximated', `${construct}: ${entry.key}`, `${entry.value.text} is only known when the code runs; the variable starts as null`, entry.value.loc);
    }
    return out;
  }

  /**
   * Run settings from the program's own run: runs in test and evaluation helpers are left out (a
   * grader's `max_turns=1` is not the program's), the entry module's run (`if __name__ ==
   * "__main__"`, in `main()` or at top level) comes first; every other run is orchestration in
   * code, reported with its place.
   */
  runSettings(runs: RunCall[], fallbackStart = true): void {
    const program: RunCall[] = [];
    for (const run of runs) {
      if (isHelperFile(run.mod.path)) this.draft.report('skipped', run.construct, "a run in a test or evaluation helper: its settings (start agent, turn limit, context) are not the program's and are not used", run.call.loc);
      else program.push(run);
    }
    const rank = (run: RunCall): number => {
      const line = run.call.loc.line;
      const scope = run.mod.scopes.filter((s) => s.from <= line && line <= s.to).sort((a, b) => a.to - a.from - (b.to - b.from))[0];
      return (run.mod.isEntry ? 0 : 2) + (!scope || /^(a?main|run|_?run_\w+|demo)$/.test(scope.name) ? 0 : 1);
    };
    const ordered = program.map((run, i) => ({ run, i, r: rank(run) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.run);
    const [first, ...later] = ordered;
    if (first) {
      const where = `${first.call.loc.file}:${first.call.loc.line}`;
      const maxTurns = this.literal(first.mod, first.maxTurns);
      if (typeof maxTurns === 'number' && Number.isInteger(maxTurns) && maxTurns > 0) {
        this.draft.settings.maxTurns = maxTurns;
        this.draft.report('mapped', `${first.construct}: max_turns=${maxTurns}`, `the graph's turn limit, from the program's own run (${where})`, first.maxTurns!.loc);
      }
      this.setContext(first.mod, first.context, `${first.call.callee}(${first.contextKey}=...)`);
    }
    for (const run of later) {
      const line = run.call.loc.line;
      const inLoop = run.mod.loops.some((l) => l.from < line && line <= l.to);
      const agent = this.agentOf(run.mod, run.agent);
      const who = agent ? this.agentName(agent) : (run.agent?.text ?? 'an agent');
      this.draft.report('skipped', run.construct, `${ORCHESTRATION}: ${inLoop ? 'a run in a loop' : 'a further run'} of ${who}, started by the code around it; the graph's conversation starts once, at its start agent`, run.call.loc);
    }
    for (const mod of this.program.modules) {
      if (isHelperFile(mod.path)) continue;
      for (const call of mod.calls) {
        if (call.kind === 'call' && calleeTail(this.program.origin(mod, call.callee)) === 'gather') {
          this.draft.report('skipped', `${call.callee}(...)`, `${ORCHESTRATION}: runs side by side whose results the code combines`, call.loc);
        }
      }
    }
    if (first || fallbackStart) this.setStart(first ? [{ mod: first.mod, value: first.agent, construct: first.construct }] : []);
  }

  /** Agent constructions the importer met but could not follow (an uncalled factory, a loop, a comprehension, a method): said, not dropped. */
  reportUnfollowed(): void {
    const seen = new Set(this.found.map((f) => `${f.call.loc.file}:${f.call.loc.line}:${f.call.text}`));
    for (const mod of this.program.modules) {
      for (const call of mod.calls) {
        if (call.kind !== 'call' || !this.isAgentCall(mod, call) || seen.has(`${call.loc.file}:${call.loc.line}:${call.text}`)) continue;
        const nameValue = call.kwargs.get('name') ?? call.args[0];
        const name = nameValue ? this.literal(mod, nameValue) : undefined;
        this.draft.report('skipped', `${call.callee}(${typeof name === 'string' ? `name=${JSON.stringify(name)}` : '...'})`, 'an agent is constructed here, but not where the importer can follow it (a factory nobody calls, a loop, a comprehension or a method); it is not in the graph', call.loc);
      }
    }
  }

  /** The start agent: an explicit value if it names an agent (or a variable assigned one), else the first agent nobody hands off to. */
  setStart(candidates: { mod: PyModule; value: Value | undefined; construct: string }[]): void {
    for (const { mod, value, construct } of candidates) {
      let id = this.agentOf(mod, value);
      if (!id && value?.kind === 'name') {
        // a loop variable: `agent = triage_agent` before `while True: Runner.run(agent, ...)`
        const assigned = mod.statements.find((s) => s.target === value.name && this.agentOf(mod, s.value));
        if (assigned) id = this.agentOf(mod, assigned.value);
      }
      if (id) {
        this.draft.startAgent = id;
        this.draft.report('mapped', construct, `start agent ${this.agentName(id)}`, value!.loc);
        return;
      }
    }
    const targets = new Set(this.draft.handoffs.map((h) => h.to));
    const first = this.draft.agents.find((a) => !targets.has(a.id)) ?? this.draft.agents[0];
    if (first) {
      this.draft.startAgent = first.id;
      const loc = this.found.find((f) => f.id === first.id)?.call.loc ?? { file: '', line: 1 };
      this.draft.report('approximated', 'start agent', `no run call names a start agent; ${first.name} was chosen (the first agent no handoff leads to)`, loc);
    }
  }
}

/** The separator of `" ".join` / `"\n".join` (a string literal's join), or null. */
function joinSeparator(callee: string): string | null {
  const m = /^(['"])(.*)\1\.join$/s.exec(callee);
  return m ? pyStringLiteral(m[1] + m[2] + m[1]).value : null;
}

export interface RunCall {
  mod: PyModule;
  call: Extract<Value, { kind: 'call' }>;
  agent: Value | undefined;
  maxTurns: Value | undefined;
  context: Value | undefined;
  /** the keyword the context is passed with (`context`, `context_variables`) */
  contextKey: string;
  construct: string;
}

/** Test and evaluation helpers (`tests/`, `evals/eval_utils.py`, `test_x.py`): their runs are not the program's. */
export function isHelperFile(path: string): boolean {
  return /(^|\/)(tests?|evals?|testing|benchmarks?)\//i.test(path) || /(^|\/)(test_[^/]*|[^/]*_test|conftest|evals?(_[^/]*)?)\.py$/i.test(path);
}

/** `triage_agent` / "Triage Agent" → `triage` (ids read like the examples'). */
export function idBaseOf(variable: string, name: string): string {
  const base = slug(variable || name).replace(/_agent$/, '') || slug(name);
  return base;
}

/**
 * An f-string's holes: context reads (`ctx.context.get('x')`, `context_variables["x"]`, wrapped in
 * helpers like `context_text(...)`) become `{{x}}`; other holes stay as written (`exact` false).
 */
export function templateFromFString(value: string, contextRoots: string[], constant: (hole: string) => string | null = () => null): { text: string; exact: boolean } {
  let exact = true;
  const roots = contextRoots.map((r) => r.replace(/\./g, '\\.')).join('|');
  const read = new RegExp(`^(?:\\w+\\()?\\s*(?:${roots})(?:\\.get\\(\\s*['"](\\w+)['"][^)]*\\)|\\[\\s*['"](\\w+)['"]\\s*\\]|\\.(\\w+))\\s*\\)?$`);
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '{' && value[i + 1] === '{') {
      out += '{';
      i++;
    } else if (ch === '}' && value[i + 1] === '}') {
      out += '}';
      i++;
    } else if (ch === '{') {
      let depth = 1;
      let j = i + 1;
      for (; j < value.length && depth > 0; j++) {
        if (value[j] === '{') depth++;
        else if (value[j] === '}') depth--;
      }
      const hole = value.slice(i + 1, j - 1).replace(/![rsa]$/, '').replace(/:[^)\]]*$/, '');
      const m = roots ? read.exec(hole.trim()) : null;
      const known = m ? null : constant(hole.trim());
      if (m) out += `{{${m[1] ?? m[2] ?? m[3]}}}`;
      else if (known !== null) out += known;
      else {
        exact = false;
        out += `{${hole}}`;
      }
      i = j - 1;
    } else out += ch;
  }
  return { text: out, exact };
}
