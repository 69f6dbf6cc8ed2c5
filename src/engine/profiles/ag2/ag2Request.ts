/**
 * The model request of an AG2 group agent's turn (ConversableAgent.generate_oai_reply):
 *  - system message: the agent's system_message (`{{var}}` filled from the shared context, as
 *    an UpdateSystemMessage template would be);
 *  - messages: the agent's view of the group chat (transcript.ts: own replies as assistant,
 *    others' as user, transit messages removed);
 *  - tools: its function tools (AG2 tool schemas have no strict mode), then its available
 *    LLM-condition tools in condition order (update_conditional_functions removes each one and
 *    re-adds it when available, so they always come after the agent's own tools);
 *  - the llm_config's settings (temperature, …) as given.
 */
import type { Agent, FunctionTool, Graph } from '../../../graph/schema.ts';
import type { ProtocolItem } from '../../../models/items.ts';
import type { FunctionToolDefinition, ModelRequest } from '../../../models/model.ts';
import type { JsonValue } from '../../json.ts';
import { renderContextTemplate } from '../python/contextTemplate.ts';
import type { Ag2LlmCondition } from './ag2Handoffs.ts';

export function ag2ToolDefinition(tool: FunctionTool): FunctionToolDefinition {
  return { type: 'function', name: tool.name, description: tool.description, parameters: structuredClone(tool.parameters), strict: false };
}

/**
 * The tool of an available LLM condition, its prompt computed now: a condition text with
 * `{{var}}` is a ContextStrLLMCondition (re-formatted from the context every turn), any other a
 * StringLLMCondition (static).
 */
function conditionTool(condition: Ag2LlmCondition, context: Readonly<Record<string, JsonValue>>): FunctionToolDefinition {
  return { ...condition.definition, description: renderContextTemplate(condition.definition.description, context) };
}

export function ag2Request(
  graph: Graph,
  agent: Agent,
  view: readonly ProtocolItem[],
  context: Readonly<Record<string, JsonValue>>,
  tools: readonly FunctionTool[],
  availableConditions: readonly Ag2LlmCondition[],
): Omit<ModelRequest, 'signal'> {
  return {
    model: agent.model ?? graph.settings.model,
    systemInstructions: renderContextTemplate(agent.instructions, context),
    input: [...view],
    tools: [...tools.map(ag2ToolDefinition), ...availableConditions.map((c) => conditionTool(c, context))],
    handoffs: [],
    modelSettings: { ...graph.settings.modelSettings, ...agent.modelSettings },
    outputSchema: null,
  };
}
