/**
 * Ids a document refers to that name no agent (or tool) in it, read from the raw document so they
 * can be reported beside its schema problems, in the same report: a file is fixed in one round,
 * not one round for the shape and another for the links once it opens. Tolerant of any shape (the
 * document has failed the schema); the lint rules (start-agent, dangling-handoff,
 * unknown-reference, unknown-routes-to) say the same of a graph that opened.
 */
import type { ImportProblem } from './importGraph.ts';

type Doc = Record<string, unknown>;
const isObject = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const idsOf = (items: unknown): Set<string> => new Set(list(items).flatMap((item) => (isObject(item) && typeof item.id === 'string' ? [item.id] : [])));

export function referenceProblems(doc: unknown): ImportProblem[] {
  if (!isObject(doc)) return [];
  const out: ImportProblem[] = [];
  const agents = idsOf(doc.agents);
  const tools = idsOf(doc.tools);
  const agent = (value: unknown, path: string, what: string) => {
    if (typeof value === 'string' && !agents.has(value)) out.push({ path, message: `${what} an unknown agent "${value}"` });
  };
  const afterWork = (value: unknown, path: string) => {
    if (isObject(value) && value.type === 'agent') agent(value.agent, `${path}.agent`, 'After work goes to');
  };

  agent(doc.startAgent, 'startAgent', 'The start agent is');
  if (isObject(doc.settings)) afterWork(doc.settings.afterWork, 'settings.afterWork');
  list(doc.agents).forEach((a, i) => {
    if (!isObject(a)) return;
    afterWork(a.afterWork, `agents[${i}].afterWork`);
    list(a.nestedChats).forEach((c, j) => isObject(c) && agent(c.agent, `agents[${i}].nestedChats[${j}].agent`, 'A nested chat goes to'));
    list(a.tools).forEach((t, j) => {
      if (typeof t === 'string' && !tools.has(t)) out.push({ path: `agents[${i}].tools[${j}]`, message: `An unknown tool "${t}"` });
    });
  });
  for (const [field, noun] of [
    ['handoffs', 'Handoff'],
    ['agentTools', 'Agent tool'],
  ] as const) {
    list(doc[field]).forEach((e, i) => {
      if (!isObject(e)) return;
      agent(e.from, `${field}[${i}].from`, `${noun} starts at`);
      agent(e.to, `${field}[${i}].to`, `${noun} points to`);
    });
  }
  list(doc.tools).forEach((t, i) => isObject(t) && list(t.routesTo).forEach((to, j) => agent(to, `tools[${i}].routesTo[${j}]`, 'Routes to')));
  list(doc.groups).forEach((g, i) => isObject(g) && list(g.members).forEach((m, j) => agent(m, `groups[${i}].members[${j}]`, 'Has as member')));
  return out;
}
