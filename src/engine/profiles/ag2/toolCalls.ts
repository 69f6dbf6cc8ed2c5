/**
 * How AG2's group tool executor treats one tool call before running anything
 * (conversable_agent.py execute_function). The executor holds the functions of every agent of
 * the group (group_tool_executor.py register_agents_functions), including every LLM-condition
 * transfer tool, so a call is looked up in that group-wide map, not in the caller's tools.
 *   unknown name      → "Error: Function {name} not found."
 *   arguments not JSON → "Error: {JSONDecodeError}\n The argument must be in JSON format."
 *                        (after _format_json_str, as AG2 parses the formatted text)
 *   arguments not an object → "Error: {TypeError}", as execute_function catches it.
 * Every function is registered through a Tool (tools/tool.py:56, inject_params), whose
 * fast_depends CallModel builds the call from the function's own parameters
 * (fast_depends/core/model.py:256-258): an argument the signature does not declare is dropped,
 * so a transfer tool called with arguments still transfers. (Its pydantic validation also coerces
 * lax types and reports a missing argument as a ValidationError; not reproduced.)
 */
import { toolBody } from '../../../graph/codeBody.ts';
import { argumentsByJsonName, pythonName as pythonIdentifier } from '../../../graph/pythonIdentifiers.ts';
import type { FunctionTool, Graph } from '../../../graph/schema.ts';
import type { FunctionCallItem } from '../../../models/items.ts';
import type { JsonValue } from '../../json.ts';
import { PyJsonDecodeError, pyJsonLoads } from '../python/pyJson.ts';
import { ag2Handoffs, type Ag2LlmCondition } from './ag2Handoffs.ts';
import { formatJsonStr } from './formatJsonStr.ts';
import { pyTypeName } from '../python/pyTypeName.ts';
import { AG2_STRINGS } from './strings.ts';

export type Ag2Function = { kind: 'tool'; name: string; tool: FunctionTool } | { kind: 'transfer'; name: string; condition: Ag2LlmCondition };

/** Every function the group's tool executor can run, by name (a later registration wins). */
export function ag2FunctionMap(graph: Graph): Map<string, Ag2Function> {
  const map = new Map<string, Ag2Function>();
  for (const agent of graph.agents) {
    // create_on_condition_handoff_functions runs before the tools are registered with the executor
    for (const condition of ag2Handoffs(graph, agent.id).llmConditions) map.set(condition.toolName, { kind: 'transfer', name: condition.toolName, condition });
    for (const toolId of agent.tools) {
      const tool = graph.tools.find((t) => t.id === toolId);
      // a statically disabled tool is one the exported code does not register at all
      if (tool?.type === 'function' && tool.enabled !== false) map.set(tool.name, { kind: 'tool', name: tool.name, tool });
    }
  }
  return map;
}

export type Ag2CallPlan = { kind: 'output'; output: string } | { kind: 'execute'; fn: Ag2Function; args: Record<string, JsonValue> };

export function planAg2Call(call: Pick<FunctionCallItem, 'name' | 'arguments'>, functionMap: ReadonlyMap<string, Ag2Function>): Ag2CallPlan {
  const fn = functionMap.get(call.name);
  if (!fn) return { kind: 'output', output: AG2_STRINGS.functionNotFound(call.name) };
  let args: JsonValue;
  try {
    args = pyJsonLoads(formatJsonStr(call.arguments));
  } catch (error) {
    if (error instanceof PyJsonDecodeError) return { kind: 'output', output: AG2_STRINGS.badArguments(error.message) };
    throw error;
  }
  const pythonName = fn.kind === 'transfer' ? TRANSFER_FUNCTION_QUALNAME : fn.name;
  if (args === null || typeof args !== 'object' || Array.isArray(args)) {
    return { kind: 'output', output: AG2_STRINGS.functionError(`${pythonName}() argument after ** must be a mapping, not ${pyTypeName(args)}`) };
  }
  // only the signature's parameters reach the function (fast_depends/core/model.py:256-258)
  const declared = new Set(fn.kind === 'transfer' ? [] : Object.keys((fn.tool.parameters.properties ?? {}) as object).map(pythonIdentifier));
  args = Object.fromEntries(Object.entries(args).filter(([key]) => declared.has(key)));
  // the model sees the exported signature's names (src/graph/ag2Tools.ts); TypeScript code the JSON names
  // (a Python body is that signature: it takes them as they came)
  const jsonNames = fn.kind === 'tool' && toolBody('ag2', fn.tool).language === 'typescript';
  return { kind: 'execute', fn, args: jsonNames ? argumentsByJsonName(fn.tool.parameters, args) : args };
}

/** group_utils.py _create_on_condition_handoff_function's inner function, as Python names it in errors. */
const TRANSFER_FUNCTION_QUALNAME = '_create_on_condition_handoff_function.<locals>.transfer_to_target';
