/**
 * A handoff cycle with no way out (warning): a set of agents that routes only among itself
 * (a sink strongly connected component of the route graph, routes.ts, with a cycle in it, an
 * after-work `stay` counting as a loop) where no agent can end the run. Such a run only stops at
 * max turns (Swarm: never, its default is unlimited).
 *
 * When an agent can end the run, per runtime:
 * - every runtime: its effective after work (its own, else the graph's) is `terminate` or
 *   `revert_to_user`, or is unset: the default ends the run (Agents SDK: the reply is the final
 *   output; Swarm: a turn without tool calls ends `run()`; AG2: the group after work defaults
 *   to TerminateTarget, docs/SEMANTICS.md §5.3).
 * - Agents SDK profiles also: `toolUseBehavior` stops on a tool the agent has
 *   (`stop_on_first_tool`, or `stopAtToolNames` naming one of its tools), docs/SEMANTICS.md §2.3.
 * An after work to another agent (or `stay`) means a reply never ends the run, so such an agent
 * depends on its routes. Routes that may or may not be taken (llm/context handoffs, tools) still
 * count as ways out: this rule only flags sets where no exit exists at all.
 */
import { graphRoutes } from '../routes.ts';
import type { Agent, Graph } from '../schema.ts';
import { functionToolName } from '../toolNames.ts';
import type { Diagnostic, LintRule } from './diagnostic.ts';

export function canEndRun(graph: Graph, agent: Agent): boolean {
  const afterWork = agent.afterWork ?? graph.settings.afterWork;
  if (afterWork === null || afterWork.type === 'terminate' || afterWork.type === 'revert_to_user') return true;
  if (graph.runtime === 'agents-sdk-js' || graph.runtime === 'agents-sdk-python') {
    const tools = agent.tools.map((id) => graph.tools.find((t) => t.id === id)).filter((t) => t !== undefined);
    const behavior = agent.toolUseBehavior;
    if (behavior === 'stop_on_first_tool' && tools.length > 0) return true;
    if (typeof behavior === 'object') {
      const names = new Set(tools.map((t) => (t.type === 'function' ? functionToolName(graph.runtime, t) : t.id)));
      if (behavior.stopAtToolNames.some((n) => names.has(n))) return true;
    }
  }
  return false;
}

/** Tarjan's strongly connected components, in a deterministic order. */
function components(nodes: string[], next: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const result: string[][] = [];
  let counter = 0;
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      result.push(component);
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return result;
}

export const deadEndCycleRule: LintRule = {
  id: 'dead-end-cycle',
  check(graph) {
    const agentIds = graph.agents.map((a) => a.id);
    const known = new Set(agentIds);
    const next = new Map<string, string[]>();
    for (const r of graphRoutes(graph)) {
      if (known.has(r.from) && known.has(r.to)) next.set(r.from, [...(next.get(r.from) ?? []), r.to]);
    }
    const out: Diagnostic[] = [];
    for (const component of components(agentIds, next)) {
      const members = new Set(component);
      const leaves = component.some((v) => (next.get(v) ?? []).some((w) => !members.has(w)));
      if (leaves) continue;
      const agents = graph.agents.filter((a) => members.has(a.id));
      const loops =
        component.length > 1 ||
        (next.get(component[0]) ?? []).includes(component[0]) ||
        (agents[0].afterWork ?? graph.settings.afterWork)?.type === 'stay';
      if (!loops || agents.some((a) => canEndRun(graph, a))) continue;
      const first = graph.agents.findIndex((a) => members.has(a.id));
      const names = agents.map((a) => `"${a.name}"`).join(', ');
      out.push({
        ruleId: this.id,
        severity: 'warning',
        message:
          component.length > 1
            ? `No way out: ${names} only hand off among themselves and none of them can end the run (set an after work to terminate or revert to user, or add a handoff out).`
            : `No way out: ${names} only stays with itself and can never end the run (set an after work to terminate or revert to user, or add a handoff out).`,
        target: { kind: 'agent', id: graph.agents[first].id },
        path: `agents[${first}]`,
      });
    }
    return out;
  },
};
