/**
 * An agent's AG2 `handoffs` (group/handoffs.py), read from the graph:
 *  - context conditions (OnContextCondition): its context-trigger edges, in graph order;
 *  - LLM conditions (OnCondition): its llm-trigger edges, in graph order, each a tool named
 *    `transfer_to_<target>_<n>` (n counts the agent's llm conditions from 1; the edge's toolName
 *    overrides, like OnCondition's llm_function_name) whose description is the condition text;
 *  - after-work: the agent's afterWork, else the group's (graph.settings.afterWork), else
 *    TerminateTarget (DefaultPattern's group_after_work).
 * An edge's `enabled` is the condition's `available` rule; `enabled: false` is never available.
 * The AG2 agent name is the graph agent's `name` (what display_name() and normalized_name() give).
 */
import type { AfterWork, Agent, Enabled, Graph, Handoff } from '../../../graph/schema.ts';
import { handoffToolDescription, handoffToolName } from '../../../graph/toolNames.ts';
import type { FunctionToolDefinition } from '../../../models/model.ts';
import { AG2_NO_PARAMETERS } from './strings.ts';

export interface Ag2ContextCondition {
  handoff: Handoff;
  target: Agent;
  /** a JavaScript expression over ctx (OnContextCondition's condition) */
  when: string;
  available: Enabled;
}

export interface Ag2LlmCondition {
  handoff: Handoff;
  target: Agent;
  toolName: string;
  available: Enabled;
  definition: FunctionToolDefinition;
}

export interface Ag2Handoffs {
  contextConditions: Ag2ContextCondition[];
  llmConditions: Ag2LlmCondition[];
  afterWork: AfterWork;
  /** where afterWork came from (for the UI) */
  afterWorkSource: 'agent' | 'group' | 'default';
}

export function ag2Handoffs(graph: Graph, agentId: string): Ag2Handoffs {
  const ag2Graph = { ...graph, runtime: 'ag2' as const };
  const contextConditions: Ag2ContextCondition[] = [];
  const llmConditions: Ag2LlmCondition[] = [];
  for (const handoff of graph.handoffs) {
    if (handoff.from !== agentId) continue;
    const target = graph.agents.find((a) => a.id === handoff.to);
    if (!target) continue;
    if (handoff.trigger.type === 'context') {
      contextConditions.push({ handoff, target, when: handoff.trigger.when, available: handoff.enabled });
      continue;
    }
    const toolName = handoffToolName(ag2Graph, handoff) ?? '';
    const description = handoffToolDescription(ag2Graph, handoff) ?? '';
    llmConditions.push({
      handoff,
      target,
      toolName,
      available: handoff.enabled,
      definition: { type: 'function', name: toolName, description, parameters: { ...AG2_NO_PARAMETERS, properties: {}, required: [] }, strict: false },
    });
  }
  const agent = graph.agents.find((a) => a.id === agentId);
  if (agent?.afterWork) return { contextConditions, llmConditions, afterWork: agent.afterWork, afterWorkSource: 'agent' };
  if (graph.settings.afterWork) return { contextConditions, llmConditions, afterWork: graph.settings.afterWork, afterWorkSource: 'group' };
  return { contextConditions, llmConditions, afterWork: { type: 'terminate' }, afterWorkSource: 'default' };
}

/**
 * The names of every LLM-condition tool in the group: the "transit" tools whose calls and
 * outputs are hidden from every agent's model (group_utils.py prepare_exclude_transit_messages).
 */
export function ag2TransitToolNames(graph: Graph): Set<string> {
  const names = new Set<string>();
  for (const agent of graph.agents) for (const condition of ag2Handoffs(graph, agent.id).llmConditions) names.add(condition.toolName);
  return names;
}
