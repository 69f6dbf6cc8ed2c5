/**
 * What the graph adds to a request, when the simulator is given it: which agent is speaking, the
 * agent each transfer tool leads to (its name, handoff description, instructions and tools), and
 * each function tool's approval setting. A request alone carries only tool names and
 * descriptions; a model would have the same facts in its prompt in a real system.
 */
import type { Agent, FunctionTool, Graph } from '../../src/graph/schema.ts';
import { agentToolName, functionToolName, handoffToolName } from '../../src/graph/toolNames.ts';
import type { ModelRequest } from '../../src/models/model.ts';

export interface GraphView {
  /** the agent this request is for, when it can be told */
  current: Agent | null;
  startAgentId: string | null;
  agents: readonly Agent[];
  /** transfer tool name -> the agent it leads to (for the current agent when known) */
  targets: Map<string, Agent>;
  /** function tool name -> tool */
  tools: Map<string, FunctionTool>;
  /** an agent's function tools */
  toolsOf(agent: Agent): FunctionTool[];
}

export function readGraph(graph: Graph | undefined, request: ModelRequest): GraphView | null {
  if (!graph) return null;
  const tools = new Map<string, FunctionTool>();
  const byId = new Map<string, FunctionTool>();
  for (const tool of graph.tools) {
    if (tool.type !== 'function') continue;
    tools.set(functionToolName(graph.runtime, tool), tool);
    byId.set(tool.id, tool);
  }
  const toolsOf = (agent: Agent) => agent.tools.flatMap((id) => (byId.has(id) ? [byId.get(id) as FunctionTool] : []));
  const requestNames = new Set([...request.tools.flatMap((t) => (t.type === 'function' ? [t.name] : [])), ...request.handoffs.map((h) => h.toolName)]);
  const current = identify(graph, request, requestNames, toolsOf);
  const targets = new Map<string, Agent>();
  for (const handoff of graph.handoffs) {
    if (current && handoff.from !== current.id) continue;
    const name = handoffToolName(graph, handoff);
    const target = graph.agents.find((a) => a.id === handoff.to);
    if (name && target && (!targets.has(name) || requestNames.has(name))) targets.set(name, target);
  }
  return { current, startAgentId: graph.startAgent ?? null, agents: graph.agents, targets, tools, toolsOf };
}

/**
 * The agent whose tools and transfer tools are exactly what the request offers, ties broken by
 * the instructions (compared up to the first template variable, which the engine fills in).
 */
function identify(graph: Graph, request: ModelRequest, requestNames: Set<string>, toolsOf: (a: Agent) => FunctionTool[]): Agent | null {
  const ownNames = (agent: Agent) =>
    new Set([
      ...toolsOf(agent).map((t) => functionToolName(graph.runtime, t)),
      ...graph.handoffs.filter((h) => h.from === agent.id).flatMap((h) => handoffToolName(graph, h) ?? []),
      // agents it calls as tools ("calls as tool" edges)
      ...(graph.agentTools ?? []).filter((t) => t.from === agent.id).flatMap((t) => {
        const worker = graph.agents.find((a) => a.id === t.to);
        return worker ? [agentToolName(graph.runtime, t.toolName, worker.name)] : [];
      }),
      // an MCP server's tools as last listed (docs/MCP.md); the live list may differ
      ...(agent.mcpServers ?? []).flatMap((s) => (s.listedTools ?? []).map((t) => t.name)),
    ]);
  const owned = graph.agents.map(ownNames);
  const known = new Set(owned.flatMap((names) => [...names]));
  // with MCP servers in the graph, a name it does not declare (a server's tool listed at run time)
  // tells no agent apart; other graphs are identified exactly as before
  const hasMcp = graph.agents.some((a) => (a.mcpServers ?? []).length > 0);
  const names = hasMcp ? [...requestNames].filter((n) => known.has(n)) : [...requestNames];
  const scored = graph.agents.map((agent, i) => {
    const own = owned[i];
    const offered = names.filter((n) => own.has(n)).length;
    const missing = names.length - offered;
    const head = agent.instructions.split('{{')[0].trim();
    const sameText = head.length > 0 && (request.systemInstructions ?? '').startsWith(head) ? 1 : 0;
    return { agent, score: missing === 0 ? offered * 2 + sameText * 3 : -1 };
  });
  const best = scored.filter((s) => s.score >= 0).sort((a, b) => b.score - a.score);
  if (best.length === 0) return null;
  if (best.length > 1 && best[0].score === best[1].score) return null;
  return best[0].agent;
}
