/**
 * Every way control can move from one agent to another, whatever declares it: a handoff (model
 * chosen or context condition), an after-work target, or a tool whose code may call handoff().
 * The canvas draws one edge style per kind; lint walks them for reachability and dead ends.
 */
import type { Graph } from './schema.ts';

export type RouteKind = 'llm' | 'context' | 'afterWork' | 'function';

export interface Route {
  from: string;
  to: string;
  kind: RouteKind;
  /** the declaring item: handoff id, the agent id (after work) or the tool id */
  via: string;
}

/**
 * Routes between agents. Statically disabled handoffs and tools (`enabled: false`) are left out:
 * they can never be taken. The graph-level after-work applies to agents with none of their own.
 * `stay` is not a route (control does not move); routes to unknown agents are kept (lint reports them).
 */
export function graphRoutes(graph: Graph): Route[] {
  const routes: Route[] = [];
  for (const h of graph.handoffs) {
    if (h.enabled === false) continue;
    routes.push({ from: h.from, to: h.to, kind: h.trigger.type, via: h.id });
  }
  for (const agent of graph.agents) {
    const afterWork = agent.afterWork ?? graph.settings.afterWork;
    if (afterWork?.type === 'agent') routes.push({ from: agent.id, to: afterWork.agent, kind: 'afterWork', via: agent.id });
    for (const toolId of agent.tools) {
      const tool = graph.tools.find((t) => t.id === toolId);
      if (tool?.type !== 'function' || tool.enabled === false) continue;
      for (const to of tool.routesTo) routes.push({ from: agent.id, to, kind: 'function', via: tool.id });
    }
  }
  return routes;
}
