/**
 * Merges what running the code recorded (runCode.ts) into the graph the static pass read: agents
 * the code builds from data (YAML configs, loops, lookups by name), after-work chains, conditions,
 * nested chats, registered tools, agent tools and the entry's run. A fact the static pass already
 * has is kept as it is (static reading keeps source locations, bodies and docstrings); every fact
 * added says it came from running the code, with the file:line where it happened.
 */
import { importGraph } from '../../graph/importGraph.ts';
import type { Graph } from '../../graph/schema.ts';
import { slug } from '../graphDraft.ts';
import type { ImportCodeResult } from '../index.ts';
import { portStub } from '../python/pyCommon.ts';
import { PyProgram } from '../python/pyProgram.ts';
import { functionSchema, parseDocstring } from '../python/pySchema.ts';
import { parsePython, type PyFunction } from '../python/pyTree.ts';
import { contextExpressionToWhen } from '../python/pyWhen.ts';
import type { ReportItem, ReportLevel } from '../report.ts';
import type { RecordedChat, RecordedTarget, Recording } from './runCode.ts';

type Doc = Record<string, unknown> & { id: string };

const RAN = 'from running the code';

function dedent(source: string): string {
  const lines = source.split('\n');
  const margin = Math.min(...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return lines.map((l) => l.slice(Number.isFinite(margin) ? margin : 0)).join('\n');
}

/** A tool the TypeScript run built (tool({...}) in a loop, from a config): its execute function as it ran. */
function recordedTsTool(t: Recording['tools'][number], id: string): Doc {
  const parameters = t.parameters && t.parameters.type === 'object' ? t.parameters : { type: 'object', properties: {}, required: [], additionalProperties: false };
  const code = t.source
    ? `// Recorded when the code ran (${t.file}:${t.line}): the execute function as it ran (types removed).\nexport default ${t.source.trim()};\n`
    : `export default async function () {\n  throw new Error(${JSON.stringify(`tool ${t.name} had no execute function when the code ran (${t.file}:${t.line})`)});\n}\n`;
  return { id, type: 'function', name: t.name, description: (t.description ?? '').trim(), parameters, code };
}

export function mergeRecording(staticResult: ImportCodeResult, rec: Recording): ImportCodeResult {
  // a construction the reading could not follow but the run recorded is no longer missing
  // (an agent built from data, a tool registered in a loop): the static item for that place goes
  const ranAt = new Set([...rec.agents, ...rec.tools, ...rec.routes, ...rec.nested].map((a) => `${a.file}:${a.line}`));
  const items: ReportItem[] = staticResult.report.items.filter((i) => !(i.level === 'skipped' && i.construct !== 'syntax error' && ranAt.has(`${i.file}:${i.line}`)));
  const report = (level: ReportLevel, construct: string, detail: string, place: { file: string; line: number }) => items.push({ level, construct, detail: `${RAN}: ${detail}`, file: place.file, line: place.line });
  const ag2 = rec.agents.some((a) => a.kind === 'ag2');
  const ts = rec.language === 'typescript';
  const defaultRuntime = ag2 ? 'ag2' : ts ? 'agents-sdk-js' : 'agents-sdk-python';
  const base: Graph | null = staticResult.ok ? staticResult.graph : null;
  const doc = (base ? structuredClone(base) : { format: 'switchboard.graph', version: 1, id: 'imported', name: rec.entry.split('/')[0].replace(/\.(py|[cm]?[jt]sx?)$/, '').replace(/[_-]+/g, ' ') || 'Imported agents', description: '', runtime: defaultRuntime, startAgent: null, settings: {}, context: {}, agents: [], handoffs: [], tools: [], guardrails: [] }) as unknown as Record<string, unknown> & { agents: Doc[]; handoffs: Doc[]; tools: Doc[]; agentTools?: Doc[]; settings: Record<string, unknown>; context: Record<string, unknown>; startAgent: string | null };
  const ids = new Set<string>([...doc.agents, ...doc.handoffs, ...doc.tools, ...(doc.agentTools ?? [])].map((x) => x.id));
  const uniqueId = (baseId: string) => {
    const root = baseId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60) || 'item';
    let id = root;
    for (let n = 2; ids.has(id); n++) id = `${root}_${n}`;
    ids.add(id);
    return id;
  };
  const added = { agents: 0, routes: 0, tools: 0, registrations: 0, nested: 0, agentTools: 0 };

  // agents: matched by name, else added
  const byKey = new Map<string, string>();
  const matched = new Set<string>();
  const modelCounts = new Map<string, number>();
  for (const a of rec.agents) {
    if (a.human) {
      report('skipped', `${a.name} (run)`, 'the human in the chat: in Switchboard the person in the playground is the user', a);
      continue;
    }
    // two agents may share a name (a clone keeps its original's): the k-th built is the k-th read
    const existing = doc.agents.find((x) => x.name === a.name && !matched.has(x.id)) ?? doc.agents.find((x) => x.name === a.name);
    if (existing) {
      matched.add(existing.id);
      byKey.set(a.key, existing.id);
      if (!existing.instructions && a.instructions) {
        existing.instructions = a.instructions;
        report('mapped', `instructions of ${a.name}`, 'the text the code passed when it ran (the static reading could not resolve it)', a);
      }
      continue;
    }
    const id = uniqueId(slug(a.name));
    byKey.set(a.key, id);
    if (a.model) modelCounts.set(a.model, (modelCounts.get(a.model) ?? 0) + 1);
    doc.agents.push({ id, name: a.name, instructions: a.instructions ?? (ag2 ? 'You are a helpful AI Assistant.' : ''), handoffDescription: a.description?.trim() ?? '', model: a.model, position: { x: 0, y: 0 } });
    added.agents++;
    if (a.template) report('approximated', `instructions of ${a.name}`, 'an UpdateSystemMessage template AG2 fills from the context variables ({name}) before each reply; kept as its text, with the braces as written', a);
    report(a.instructions === null ? 'approximated' : 'mapped', a.kind === 'ag2' ? `ConversableAgent(name=${JSON.stringify(a.name)})` : ts ? `new Agent({ name: ${JSON.stringify(a.name)} })` : `Agent(name=${JSON.stringify(a.name)})`, `agent ${id}${a.instructions === null ? '; its instructions were not a string when it was built' : ''}`, a);
  }
  const top = [...modelCounts.entries()].sort((x, y) => y[1] - x[1])[0];
  if (top && !base) {
    doc.settings.model = top[0];
    for (const agent of doc.agents) if (agent.model === top[0]) agent.model = null;
  }
  const agentOf = (key: string | null | undefined) => (key ? byKey.get(key) : undefined);
  const name = (id: string) => doc.agents.find((a) => a.id === id)?.name ?? id;
  const agentByName = (n: string) => doc.agents.find((a) => a.name === n)?.id;

  const nestedChats = (owner: string, chats: RecordedChat[], place: { file: string; line: number }, condition: string | null) => {
    const agent = doc.agents.find((a) => a.id === owner)!;
    const out: Record<string, unknown>[] = [];
    for (const chat of chats) {
      const members = chat.recipient ? [agentOf(chat.recipient)] : chat.members.map(agentOf).filter((m) => m !== owner);
      for (const member of members) {
        if (!member) continue;
        out.push({ agent: member, message: chat.message, summaryMethod: chat.summary_method === 'reflection_with_llm' ? 'reflection_with_llm' : 'last_msg', summaryPrompt: null, maxTurns: chat.max_turns && chat.max_turns > 0 ? chat.max_turns : 1 });
      }
      if (chat.group) report('approximated', `nested group chat ${chat.group} of ${agent.name}`, `a group chat of ${chat.members.map((m) => name(agentOf(m) ?? m)).join(', ')} became nested chats with each member in turn (the group's speaker order and round limit are not kept)`, place);
    }
    if (out.length === 0) return;
    const have = (agent.nestedChats as unknown[] | undefined) ?? [];
    if (have.length) return;
    agent.nestedChats = out;
    added.nested += out.length;
    report(condition ? 'approximated' : 'mapped', `nested chats of ${agent.name}`, `with ${out.map((c) => name(String(c.agent))).join(', ')}${condition ? `; in the code only when ${condition}` : ''}`, place);
  };

  const targetAgent = (t: RecordedTarget): string | undefined => (t.kind === 'agent' ? agentOf((t as { agent: string | null }).agent) : t.kind === 'agent_name' ? agentByName((t as { name: string }).name) : undefined);
  for (const r of rec.routes) {
    const from = agentOf(r.from);
    if (!from) continue;
    const owner = doc.agents.find((a) => a.id === from)!;
    const to = targetAgent(r.target);
    const construct = `${r.trigger === 'after_work' ? 'after-work' : r.trigger === 'handoff' ? 'handoff' : `${r.trigger} condition`} of ${owner.name}`;
    if (r.target.kind === 'nested') {
      nestedChats(from, (r.target as { chats: RecordedChat[] }).chats, r, r.condition);
      continue;
    }
    if (r.trigger === 'after_work') {
      const simple: Record<string, string> = { terminate: 'terminate', revert_to_user: 'revert_to_user', stay: 'stay' };
      const afterWork = to ? { type: 'agent', agent: to } : simple[r.target.kind] ? { type: simple[r.target.kind] } : null;
      if (!afterWork) {
        report('skipped', construct, `the target ${r.target.kind} has no place in the graph`, r);
        continue;
      }
      if (owner.afterWork) continue;
      owner.afterWork = afterWork;
      added.routes++;
      report('mapped', construct, to ? `after-work: go to ${name(to)}` : `after-work: ${afterWork.type.replace(/_/g, ' ')}`, r);
      continue;
    }
    if (!to) {
      report('skipped', construct, `the target ${r.target.kind} is not an agent in the graph`, r);
      continue;
    }
    // the same route twice (static and run, or one condition recorded twice) is one handoff; two conditions to one agent are two
    if (doc.handoffs.some((h) => h.from === from && h.to === to && ((h.trigger as { condition?: string | null }).condition ?? null) === (r.trigger === 'llm' && ag2 ? r.condition : null))) continue;
    if (r.trigger === 'context') {
      const when = r.condition ? contextExpressionToWhen(r.condition) : null;
      if (!when) {
        report('skipped', construct, `the condition ${r.condition ?? '(none)'} cannot be read as a rule over context variables`, r);
        continue;
      }
      doc.handoffs.push({ id: uniqueId(`${from}-to-${to}`), from, to, trigger: { type: 'context', when } });
    } else {
      doc.handoffs.push({ id: uniqueId(`${from}-to-${to}`), from, to, trigger: { type: 'llm', toolName: null, description: null, condition: r.trigger === 'llm' && ag2 ? r.condition : null } });
    }
    added.routes++;
    report('mapped', construct, `${owner.name} → ${name(to)}${r.condition ? ` when ${r.condition}` : ''}`, r);
  }

  for (const n of rec.nested) {
    const owner = agentOf(n.agent);
    if (owner) nestedChats(owner, n.chats, n, null);
  }

  for (const t of rec.tools) {
    const owner = agentOf(t.agent);
    if (!owner) continue;
    const agent = doc.agents.find((a) => a.id === owner)!;
    const tools = ((agent.tools as string[] | undefined) ??= []);
    added.registrations++;
    const known = doc.tools.find((x) => x.name === t.name);
    if (known) {
      if (!tools.includes(known.id)) tools.push(known.id);
      continue;
    }
    if (ts) {
      doc.tools.push(recordedTsTool(t, uniqueId(slug(t.name))));
      tools.push(doc.tools[doc.tools.length - 1].id);
      added.tools++;
      const schema = t.parameters && t.parameters.type === 'object';
      report('approximated', `tool(${t.name}) of ${agent.name}`, `tool built when the code ran; its execute function as it ran (types removed) is the tool's code, names it uses from around it are not copied${schema ? '' : "; its parameters (a zod schema, not evaluated by the recorder) became an empty object: set them in the inspector"}`, t);
      continue;
    }
    const source = t.source ? dedent(t.source) : null;
    const mod = source ? parsePython(t.file, source) : null;
    const fn = mod ? [...mod.bindings.values()].find((b): b is PyFunction => b.kind === 'def' && b.name === t.name) : undefined;
    const problems: string[] = [];
    const parameters = fn && mod ? functionSchema(fn.params, parseDocstring(fn.docstring), { program: new PyProgram([mod]), module: mod, problems }) : { type: 'object', properties: {}, required: [], additionalProperties: false };
    const id = uniqueId(slug(t.name));
    // a route the body names: AgentTarget(team.get("controller")), AgentTarget(agents["x"])
    const routes = [...(source ?? '').matchAll(/AgentTarget\([^)]*?['"](\w+)['"]/g)].map((m) => agentByName(m[1])).filter((x): x is string => !!x);
    const computed = /AgentTarget\(\s*[^'")]*\(\s*\w+\s*\)\s*\)/.test(source ?? '');
    doc.tools.push({ id, type: 'function', name: t.name, description: (t.description ?? parseDocstring(fn?.docstring ?? null).description ?? '').trim(), parameters, code: portStub(`tool ${t.name}`, t, undefined, Boolean(fn)), ...(fn ? { pythonCode: source!.slice(source!.indexOf('def ')) } : {}), ...(routes.length ? { routesTo: [...new Set(routes)] } : {}) });
    tools.push(id);
    added.tools++;
    report('approximated', `register_function(${t.name}) of ${agent.name}`, `tool registered when the code ran; Python body kept as pythonCode, TypeScript code is a stub that throws "port needed"${routes.length ? `; routes to ${[...new Set(routes)].map(name).join(', ')} (agent names in its ReplyResult targets)` : ''}${computed ? '; a target computed from a variable is only known when the tool runs' : ''}${problems.length ? `; ${problems.join('; ')}` : ''}`, t);
  }

  for (const t of rec.agent_tools) {
    const from = agentOf(t.from);
    const to = agentOf(t.to);
    if (!from || !to || (doc.agentTools ?? []).some((x) => x.from === from && x.to === to)) continue;
    (doc.agentTools ??= []).push({ id: uniqueId(`${from}-asks-${to}`), from, to, toolName: t.name, toolDescription: t.description, outputExtractor: null, maxTurns: null });
    added.agentTools++;
    report('mapped', `${name(to)}.${ts ? 'asTool' : 'as_tool'}(...) in tools of ${name(from)}`, 'agent tool', t);
  }

  const first = rec.runs.find((r) => agentOf(r.agent));
  if (first) {
    const start = agentOf(first.agent)!;
    const staticStart = staticResult.report.items.some((i) => i.construct === 'start agent' && i.level === 'approximated');
    if (!doc.startAgent || staticStart) {
      doc.startAgent = start;
      report('mapped', `${first.kind}(...)`, `start agent ${name(start)} (the program's own run)`, first);
    }
  }
  // a setting the reading already reported at the same place is set, not reported twice
  const readAt = new Set(staticResult.report.items.filter((i) => i.level === 'mapped').map((i) => `${i.file}:${i.line}:${/maxTurns|max_turns/.test(i.construct) ? 'turns' : /context/.test(i.construct) ? 'context' : ''}`));
  for (const r of rec.runs) {
    if (typeof r.max_turns === 'number' && r.max_turns > 0 && doc.settings.maxTurns === undefined) {
      doc.settings.maxTurns = r.max_turns;
      if (!readAt.has(`${r.file}:${r.line}:turns`)) report('mapped', ts ? `${r.kind}(..., { maxTurns: ${r.max_turns} })` : `${r.kind}(max_turns=${r.max_turns})`, "the graph's turn limit (the program's own run)", r);
    }
    if (r.context && Object.keys(doc.context).length === 0) {
      doc.context = r.context;
      if (!readAt.has(`${r.file}:${r.line}:context`)) report('mapped', ts ? `${r.kind}(..., { context })` : `${r.kind}(context_variables=...)`, `context variables ${Object.keys(r.context).join(', ')}`, r);
    }
  }
  if (!doc.startAgent && doc.agents[0]) {
    doc.startAgent = doc.agents[0].id;
    report('approximated', 'start agent', `the code ran no group chat or run; ${doc.agents[0].name} (the first agent built) was chosen`, rec.agents[0] ?? { file: rec.entry, line: 1 });
  }
  if (!base) {
    // the reading made no graph, so run settings it read are in the graph only if the run set them too
    for (const item of items) {
      if (item.level !== 'mapped' || item.detail.startsWith(RAN)) continue;
      const lost = (/turn limit/.test(item.detail) && doc.settings.maxTurns == null) || (item.detail.startsWith('context variables') && Object.keys(doc.context).length === 0);
      if (lost) Object.assign(item, { level: 'skipped', detail: `${item.detail}; read, but the reading made no graph to hold it and the run did not reach this run: set it in the graph's settings` });
    }
  }
  doc.agents.forEach((a, i) => (a.position = { x: (i % 6) * 320, y: Math.floor(i / 6) * 180 }));

  for (const note of rec.notes) {
    const [kind, key] = note.split(/:(.*)/s);
    const agent = rec.agents.find((a) => a.key === key);
    if (kind === 'realtime' && agent && !base?.agents.some((a) => a.name === agent.name)) report('approximated', `RealtimeAgent(${JSON.stringify(agent.name)})`, 'a voice agent: the realtime session adds audio in and out, voice and turn detection, which a text playground does not have', agent);
    if (kind === 'dynamic-instructions' && agent) report('approximated', `instructions of ${agent.name}`, 'a function that makes the instructions on each turn; it is not run here, write the text in the inspector', agent);
  }
  const writes = rec.notes.filter((n) => n.startsWith('write:')).map((n) => n.slice(6));
  if (writes.length) report('approximated', 'files written', `the code's writes were dropped (the imported folder is read-only while it runs): ${[...new Set(writes)].slice(0, 5).join(', ')}`, { file: rec.entry, line: 1 });
  const inert = rec.notes.filter((n) => n.startsWith('inert:')).map((n) => (ts ? n.slice(6) : n.slice(6).split('.')[0]));
  if (inert.length) report('approximated', 'imports', `packages the recorder does not model answered with inert stand-ins: ${[...new Set(inert)].join(', ')}`, { file: rec.entry, line: 1 });
  if (rec.error) report('skipped', `${rec.error.type} while running`, `the code stopped: ${rec.error.message}; what it built before that is in the graph`, rec.error);

  const result = importGraph(doc);
  const summary = `${staticResult.report.summary ? `${staticResult.report.summary} ` : ''}Running ${rec.entry} in the sandbox added ${added.agents} agents, ${added.routes} routes, ${added.tools} tools (${added.registrations} registrations), ${added.nested} nested chats and ${added.agentTools} agent tools.`;
  const merged = { runtime: base?.runtime ?? defaultRuntime, items: items.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1)), summary };
  return result.ok ? { ok: true, graph: result.graph, report: merged } : { ok: false, errors: result.errors, report: merged };
}
