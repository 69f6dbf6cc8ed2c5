/**
 * Copy/paste and duplicate work on fragments: a subset of a graph that is itself a valid
 * switchboard.graph document, so it can travel through the system clipboard between tabs.
 */
import type { ImportProblem } from '../graph/importGraph.ts';
import { GRAPH_FORMAT, GRAPH_VERSION } from '../graph/formatVersion.ts';
import type { Agent, AfterWork, AgentTool, Graph, Handoff } from '../graph/schema.ts';
import { uniqueId, uniqueName } from './uniqueId.ts';

/** The selected agents, the handoffs between them, and the tools and guardrails they use. */
export function extractFragment(graph: Graph, agentIds: Iterable<string>): Graph {
  const ids = new Set(agentIds);
  const agents = graph.agents.filter((a) => ids.has(a.id));
  const toolIds = new Set(agents.flatMap((a) => a.tools));
  const tools = graph.tools.filter((t) => toolIds.has(t.id));
  const guardrailIds = new Set([
    ...agents.flatMap((a) => [...a.inputGuardrails, ...a.outputGuardrails]),
    ...tools.flatMap((t) => (t.type === 'function' ? [...t.inputGuardrails, ...t.outputGuardrails] : [])),
  ]);
  return {
    format: GRAPH_FORMAT,
    version: GRAPH_VERSION,
    id: `${graph.id}-fragment`,
    name: `${graph.name} (fragment)`,
    description: '',
    runtime: graph.runtime,
    startAgent: agents[0]?.id ?? null,
    settings: graph.settings,
    context: {},
    agents,
    handoffs: graph.handoffs.filter((h) => ids.has(h.from) && ids.has(h.to)),
    tools,
    guardrails: graph.guardrails.filter((g) => guardrailIds.has(g.id)),
    ...agentToolsBetween(graph, ids),
  };
}

/** The "calls as tool" edges between the given agents, as an optional key (absent when none). */
function agentToolsBetween(graph: Graph, ids: ReadonlySet<string>): { agentTools?: AgentTool[] } {
  const between = (graph.agentTools ?? []).filter((t) => ids.has(t.from) && ids.has(t.to));
  return between.length > 0 ? { agentTools: between } : {};
}

export type FragmentRead =
  | { ok: true; graph: Graph }
  /** not a switchboard graph at all (other text on the clipboard) */
  | { ok: false; problems: null }
  /** a switchboard graph the import refuses (a secret, a bad field, an unknown version) */
  | { ok: false; problems: ImportProblem[] };

/**
 * Clipboard text as a fragment, through the same import as a file (secrets refused, migrations
 * applied, every field checked): the clipboard is outside input like any file.
 */
export async function readFragment(text: string): Promise<FragmentRead> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problems: null };
  }
  if (typeof raw !== 'object' || raw === null || (raw as { format?: unknown }).format !== GRAPH_FORMAT) return { ok: false, problems: null };
  // the importer (zod + the graph schema) loads on the first paste, not on first paint
  const { importGraph } = await import('../graph/importGraph.ts');
  const result = importGraph(raw);
  return result.ok ? { ok: true, graph: result.graph } : { ok: false, problems: result.errors };
}

/** Parses clipboard text as a fragment; null when it is not an acceptable switchboard graph. */
export async function parseFragment(text: string): Promise<Graph | null> {
  const read = await readFragment(text);
  return read.ok ? read.graph : null;
}

export interface MergeResult {
  graph: Graph;
  agentIds: string[];
  handoffIds: string[];
}

/**
 * Adds a fragment to a graph with fresh agent and handoff ids (names made unique too, since
 * runtimes derive transfer tool names from them). A tool or guardrail that the target already
 * holds, identical, is shared rather than copied; references to agents that exist in neither
 * the fragment nor the target are dropped so that a paste never creates dangling ids.
 */
export function mergeFragment(target: Graph, fragment: Graph, offset: { x: number; y: number }): MergeResult {
  const agentIdsTaken = new Set(target.agents.map((a) => a.id));
  const namesTaken = new Set(target.agents.map((a) => a.name));
  const agentMap = new Map<string, string>();
  for (const agent of fragment.agents) {
    const id = uniqueId(agent.id, agentIdsTaken);
    agentIdsTaken.add(id);
    agentMap.set(agent.id, id);
  }
  const targetAgentIds = new Set(target.agents.map((a) => a.id));
  const mapAgent = (id: string): string | null => agentMap.get(id) ?? (targetAgentIds.has(id) ? id : null);

  const guardrailMap = new Map<string, string>();
  const guardrailIdsTaken = new Set(target.guardrails.map((g) => g.id));
  const newGuardrails = [];
  for (const guardrail of fragment.guardrails) {
    const existing = target.guardrails.find((g) => g.id === guardrail.id);
    if (existing && sameValue(existing, guardrail)) {
      guardrailMap.set(guardrail.id, guardrail.id);
      continue;
    }
    const id = existing ? uniqueId(guardrail.id, guardrailIdsTaken) : guardrail.id;
    guardrailIdsTaken.add(id);
    guardrailMap.set(guardrail.id, id);
    newGuardrails.push({ ...guardrail, id });
  }
  const mapGuardrails = (ids: string[]) => ids.map((id) => guardrailMap.get(id)).filter((id): id is string => !!id);

  const toolMap = new Map<string, string>();
  const toolIdsTaken = new Set(target.tools.map((t) => t.id));
  const newTools = [];
  for (const tool of fragment.tools) {
    const remapped =
      tool.type === 'function'
        ? {
            ...tool,
            routesTo: tool.routesTo.map(mapAgent).filter((id): id is string => !!id),
            inputGuardrails: mapGuardrails(tool.inputGuardrails),
            outputGuardrails: mapGuardrails(tool.outputGuardrails),
          }
        : tool;
    const existing = target.tools.find((t) => t.id === tool.id);
    if (existing && sameValue(existing, remapped)) {
      toolMap.set(tool.id, tool.id);
      continue;
    }
    const id = existing ? uniqueId(tool.id, toolIdsTaken) : tool.id;
    toolIdsTaken.add(id);
    toolMap.set(tool.id, id);
    newTools.push({ ...remapped, id });
  }

  const mapAfterWork = (afterWork: AfterWork | null): AfterWork | null => {
    if (afterWork?.type !== 'agent') return afterWork;
    const to = mapAgent(afterWork.agent);
    return to ? { ...afterWork, agent: to } : null;
  };
  const newAgents: Agent[] = fragment.agents.map((agent) => {
    const name = uniqueName(agent.name, namesTaken);
    namesTaken.add(name);
    return {
      ...agent,
      id: agentMap.get(agent.id)!,
      name,
      tools: agent.tools.map((id) => toolMap.get(id)).filter((id): id is string => !!id),
      inputGuardrails: mapGuardrails(agent.inputGuardrails),
      outputGuardrails: mapGuardrails(agent.outputGuardrails),
      afterWork: mapAfterWork(agent.afterWork),
      position: { ...agent.position, x: agent.position.x + offset.x, y: agent.position.y + offset.y },
    };
  });

  const handoffIdsTaken = new Set(target.handoffs.map((h) => h.id));
  const newHandoffs: Handoff[] = [];
  for (const handoff of fragment.handoffs) {
    const from = mapAgent(handoff.from);
    const to = mapAgent(handoff.to);
    if (!from || !to) continue;
    const id = uniqueId(`${from}-to-${to}`, handoffIdsTaken);
    handoffIdsTaken.add(id);
    newHandoffs.push({ ...handoff, id, from, to });
  }

  const agentToolIdsTaken = new Set((target.agentTools ?? []).map((t) => t.id));
  const newAgentTools: AgentTool[] = [];
  for (const agentTool of fragment.agentTools ?? []) {
    const from = mapAgent(agentTool.from);
    const to = mapAgent(agentTool.to);
    if (!from || !to) continue;
    const id = uniqueId(`${from}-calls-${to}`, agentToolIdsTaken);
    agentToolIdsTaken.add(id);
    newAgentTools.push({ ...agentTool, id, from, to });
  }

  return {
    graph: {
      ...target,
      ...(newAgentTools.length > 0 ? { agentTools: [...(target.agentTools ?? []), ...newAgentTools] } : {}),
      startAgent: target.startAgent ?? newAgents[0]?.id ?? null,
      agents: [...target.agents, ...newAgents],
      handoffs: [...target.handoffs, ...newHandoffs],
      tools: [...target.tools, ...newTools],
      guardrails: [...target.guardrails, ...newGuardrails],
    },
    agentIds: newAgents.map((a) => a.id),
    handoffIds: newHandoffs.map((h) => h.id),
  };
}

/** Structural equality of JSON values (key order ignored). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
