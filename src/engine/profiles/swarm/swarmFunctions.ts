/**
 * The functions a Swarm agent exposes to its model (`Agent.functions`): its function tools, in
 * the agent's order, then one transfer function per llm-trigger handoff edge, in graph order.
 * A transfer function is Swarm's handoff: a function that returns the target Agent. Names and
 * descriptions come from src/graph/toolNames.ts (the same names the inspector and the Swarm
 * exporter use). Tool definitions are function_to_json's (src/graph/swarmTools.ts): only a type
 * per parameter, the raw docstring as description, no strict mode.
 */
import type { Agent, Enabled, FunctionTool, Graph, Handoff } from '../../../graph/schema.ts';
import { functionToolName, handoffToolDescription, handoffToolName } from '../../../graph/toolNames.ts';
import type { FunctionToolDefinition } from '../../../models/model.ts';
import { swarmToolParameters } from '../../../graph/swarmTools.ts';
import { SWARM_NO_PARAMETERS } from './strings.ts';

export type SwarmFunction =
  | { kind: 'tool'; name: string; tool: FunctionTool; enabled: Enabled; definition: FunctionToolDefinition }
  | { kind: 'transfer'; name: string; handoff: Handoff; target: Agent; enabled: Enabled; definition: FunctionToolDefinition };

/**
 * Every function of `agentId` that is not statically disabled. `enabled: { when }` rules are left
 * for the runner to evaluate before each model call (Swarm has no such rule; the graph expresses
 * a functions list that depends on the context, which the exporter writes as such).
 */
export function swarmFunctions(graph: Graph, agentId: string): SwarmFunction[] {
  const agent = graph.agents.find((a) => a.id === agentId);
  if (!agent) return [];
  const out: SwarmFunction[] = [];
  for (const toolId of agent.tools) {
    const tool = graph.tools.find((t) => t.id === toolId);
    if (tool?.type !== 'function' || tool.enabled === false) continue;
    const name = functionToolName('swarm', tool);
    out.push({ kind: 'tool', name, tool, enabled: tool.enabled, definition: definition(name, tool.description, swarmToolParameters(tool.parameters)) });
  }
  const swarmGraph = { ...graph, runtime: 'swarm' as const };
  for (const handoff of graph.handoffs) {
    if (handoff.from !== agentId || handoff.trigger.type !== 'llm' || handoff.enabled === false) continue;
    const target = graph.agents.find((a) => a.id === handoff.to);
    if (!target) continue;
    const name = handoffToolName(swarmGraph, handoff) ?? '';
    const description = handoffToolDescription(swarmGraph, handoff) ?? '';
    out.push({ kind: 'transfer', name, handoff, target, enabled: handoff.enabled, definition: definition(name, description, { ...SWARM_NO_PARAMETERS, properties: {}, required: [] }) });
  }
  return out;
}

function definition(name: string, description: string, parameters: Record<string, unknown>): FunctionToolDefinition {
  return { type: 'function', name, description, parameters: structuredClone(parameters), strict: false };
}

/** swarm/core.py: `function_map = {f.__name__: f for f in functions}`, so a later duplicate wins. */
export function swarmFunctionMap(functions: readonly SwarmFunction[]): Map<string, SwarmFunction> {
  const map = new Map<string, SwarmFunction>();
  for (const fn of functions) map.set(fn.name, fn);
  return map;
}
