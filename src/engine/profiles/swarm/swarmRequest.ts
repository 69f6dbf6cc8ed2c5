/**
 * Swarm's get_chat_completion (swarm/core.py) as a ModelRequest:
 *  - the system message is the active agent's instructions with `{{var}}` filled from the
 *    context (callable instructions over defaultdict(str, context_variables)); only the active
 *    agent's instructions are sent and they are never stored in the history;
 *  - tools are the agent's functions (function_to_json: no strict mode), sent only if any;
 *  - create_params carry only model, tool_choice and, when there are tools,
 *    parallel_tool_calls (Agent default True). Swarm sends no temperature, top_p or max
 *    tokens, so the graph's other model settings do not reach the model under this profile.
 */
import type { Agent, Graph, ModelSettings } from '../../../graph/schema.ts';
import type { ProtocolItem } from '../../../models/items.ts';
import type { ModelRequest } from '../../../models/model.ts';
import type { JsonValue } from '../../json.ts';
import { renderContextTemplate } from '../python/contextTemplate.ts';
import type { SwarmFunction } from './swarmFunctions.ts';

export function swarmRequest(
  graph: Graph,
  agent: Agent,
  history: readonly ProtocolItem[],
  context: Readonly<Record<string, JsonValue>>,
  functions: readonly SwarmFunction[],
  /** what the agent's Python instructions function returned (runSwarm.ts), in place of the template */
  instructions?: string,
): Omit<ModelRequest, 'signal'> {
  const merged: ModelSettings = { ...graph.settings.modelSettings, ...agent.modelSettings };
  const modelSettings: ModelSettings = {};
  if (merged.toolChoice !== undefined) modelSettings.toolChoice = merged.toolChoice;
  if (functions.length > 0) modelSettings.parallelToolCalls = merged.parallelToolCalls ?? true;
  return {
    model: agent.model ?? graph.settings.model,
    systemInstructions: instructions ?? renderContextTemplate(agent.instructions, context),
    input: [...history],
    tools: functions.map((fn) => fn.definition),
    handoffs: [],
    modelSettings,
    outputSchema: null,
  };
}
