/**
 * The model request of an AG2 group agent's turn (ConversableAgent.generate_oai_reply):
 *  - system message: the agent's system_message; with `{{var}}` it is an UpdateSystemMessage
 *    template, formatted with str.format over the shared context (ag2Format.ts);
 *  - messages: the agent's view of the group chat (transcript.ts: own replies as assistant,
 *    others' as user, transit messages removed);
 *  - tools: its function tools as AG2 describes them (src/graph/ag2Tools.ts: pydantic schemas,
 *    context-taking tools last; no strict mode), then its available
 *    LLM-condition tools in condition order (update_conditional_functions removes each one and
 *    re-adds it when available, so they always come after the agent's own tools);
 *  - the llm_config's settings (temperature, …) as given.
 */
import type { Agent, FunctionTool, Graph } from '../../../graph/schema.ts';
import type { ProtocolItem } from '../../../models/items.ts';
import type { FunctionToolDefinition, ModelRequest } from '../../../models/model.ts';
import type { JsonValue } from '../../json.ts';
import { ag2ToolOrder, ag2ToolParameters } from '../../../graph/ag2Tools.ts';
import { ag2Format } from './ag2Format.ts';
import type { Ag2LlmCondition } from './ag2Handoffs.ts';

/** The tool as AG2 describes the exported function (src/graph/ag2Tools.ts). */
export function ag2ToolDefinition(tool: FunctionTool): FunctionToolDefinition {
  return { type: 'function', name: tool.name, description: (tool.description || tool.name).trim(), parameters: ag2ToolParameters(tool.parameters), strict: false };
}

/**
 * The tool of an available LLM condition, its prompt computed now: a condition text with
 * `{{var}}` is a ContextStrLLMCondition (re-formatted from the context every turn), any other a
 * StringLLMCondition (static).
 */
function conditionTool(condition: Ag2LlmCondition, context: Readonly<Record<string, JsonValue>>): FunctionToolDefinition {
  return { ...condition.definition, description: ag2Format(condition.definition.description, context) };
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
    systemInstructions: ag2Format(agent.instructions, context),
    input: [...view],
    tools: [...ag2ToolOrder(tools).map(ag2ToolDefinition), ...availableConditions.map((c) => conditionTool(c, context))],
    handoffs: [],
    modelSettings: { ...graph.settings.modelSettings, ...agent.modelSettings },
    outputSchema: null,
  };
}
