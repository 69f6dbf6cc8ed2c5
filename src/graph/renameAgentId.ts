/**
 * An agent's id, changed everywhere it is referenced, as one graph operation. Ids are what the
 * format links by (handoffs, "calls as tool" edges, groups, after-work, nested chats, a tool's
 * routesTo and its code's handoff('id') calls, the start agent, eval expectations), and what an
 * exported file shows; an agent renamed "Billing" should not keep the id `agent_2` in every export.
 */
import type { AfterWork, Graph } from './schema.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `handoff('from'` / `handoff("from"` calls in TypeScript or Python code, pointed at `to`. */
function handoffCallsTo(code: string, from: string, to: string): string {
  return code.replace(new RegExp(`(\\bhandoff\\(\\s*)(['"\`])${escape(from)}\\2`, 'g'), `$1$2${to}$2`);
}

/** Whether `code` still names `id` as a string literal other than in a handoff() call we rewrite. */
export function codeQuotesId(code: string, id: string): boolean {
  const rest = code.replace(new RegExp(`\\bhandoff\\(\\s*(['"\`])${escape(id)}\\1`, 'g'), '');
  return new RegExp(`(['"\`])${escape(id)}\\1`).test(rest);
}

/** An id the app derived from two agent ids (`a-to-b`, `a-calls-b`, maybe `_2`), re-derived. */
function rederive(id: string, from: string, to: string, joiner: string, renamed: string, renamedTo: string): string {
  const stem = `${from}-${joiner}-${to}`;
  if (id !== stem && !new RegExp(`^${escape(stem)}_\\d+$`).test(id)) return id;
  const swap = (end: string) => (end === renamed ? renamedTo : end);
  return `${swap(from)}-${joiner}-${swap(to)}${id.slice(stem.length)}`;
}

/**
 * The graph with agent `from` given the id `to`, every reference included. The caller checks that
 * `to` is free (followingAgentId); ids derived from the old one (`from-to-billing`) follow too
 * unless that would collide with another element's id.
 */
export function renameAgentId(graph: Graph, from: string, to: string): Graph {
  const id = (value: string) => (value === from ? to : value);
  const afterWork = (aw: AfterWork | null): AfterWork | null => (aw?.type === 'agent' && aw.agent === from ? { ...aw, agent: to } : aw);
  const handoffIds = new Set(graph.handoffs.map((h) => h.id));
  const agentToolIds = new Set((graph.agentTools ?? []).map((t) => t.id));
  const freshId = (old: string, next: string, taken: Set<string>) => (next === old || taken.has(next) ? old : next);

  const out: Graph = {
    ...graph,
    startAgent: graph.startAgent === from ? to : graph.startAgent,
    settings: graph.settings.afterWork ? { ...graph.settings, afterWork: afterWork(graph.settings.afterWork) } : graph.settings,
    agents: graph.agents.map((a) => ({
      ...a,
      id: id(a.id),
      afterWork: afterWork(a.afterWork),
      ...(a.nestedChats ? { nestedChats: a.nestedChats.map((c) => ({ ...c, agent: id(c.agent) })) } : {}),
    })),
    handoffs: graph.handoffs.map((h) => ({
      ...h,
      id: freshId(h.id, rederive(h.id, h.from, h.to, 'to', from, to), handoffIds),
      from: id(h.from),
      to: id(h.to),
    })),
    tools: graph.tools.map((t) =>
      t.type !== 'function'
        ? t
        : {
            ...t,
            routesTo: t.routesTo.map(id),
            code: handoffCallsTo(t.code, from, to),
            ...(t.pythonCode !== undefined ? { pythonCode: handoffCallsTo(t.pythonCode, from, to) } : {}),
          },
    ),
  };
  if (graph.agentTools)
    out.agentTools = graph.agentTools.map((t) => ({
      ...t,
      id: freshId(t.id, rederive(t.id, t.from, t.to, 'calls', from, to), agentToolIds),
      from: id(t.from),
      to: id(t.to),
    }));
  if (graph.groups) out.groups = graph.groups.map((g) => ({ ...g, members: g.members.map(id) }));
  if (graph.evals)
    out.evals = {
      ...graph.evals,
      scenarios: graph.evals.scenarios.map((s) => ({
        ...s,
        expect: {
          ...s.expect,
          ...(s.expect.route ? { route: s.expect.route.map(id) } : {}),
          ...(s.expect.lastAgent !== undefined ? { lastAgent: id(s.expect.lastAgent) } : {}),
        },
      })),
    };
  return out;
}
