/**
 * What the Agents SDK for Python sends for the Python types the agents-py export writes
 * (docs/SEMANTICS.md §1.4a; src/graph/pydanticSchema.ts builds the types and pydantic's schema):
 * - a function tool: `create_model(f"{func_name}_args", …).model_json_schema()` made strict
 *   (`function_schema.py:469-474`@v0.22.0); `func_name` is the tool's name (the export passes
 *   `name_override` when its function is named otherwise). Arguments are validated by that model
 *   before strict mode (`tool.py:2620-2624`): an optional parameter may be missing or null. The
 *   parameters are the exported signature's names, so a JSON name that is not a Python name
 *   reaches the model renamed (`max-results` → `max_results_`) and is mapped back for the code;
 *   a parameter left out is None (null) in the code, as in the exported function.
 * - a handoff's input type: `TypeAdapter(input_type).json_schema()` made strict
 *   (`handoffs/__init__.py:304,350`).
 * - an output type: the model's schema, or any other type wrapped as
 *   `TypedDict("OutputType", {"response": T})` (`agent_output.py:95-120`).
 */
import { ensureStrictJsonSchema } from '../../../graph/strictSchema.ts';
import { handoffInputHint, outputTypeHint, PydanticTypes, type PyField } from '../../../graph/pydanticSchema.ts';
import { pascalCase } from '../../../graph/pythonIdentifiers.ts';
import type { Agent, FunctionTool, Graph, Handoff, JsonSchema } from '../../../graph/schema.ts';
import type { JsonValue } from '../../json.ts';
import type { SchemaPlan } from './strings.ts';

/** Class names as the export's Namer hands them out within one schema (a clash gets 2, 3, …). */
function freshTypes(): PydanticTypes {
  const taken = new Set<string>();
  return new PydanticTypes((wanted) => {
    let name = wanted;
    for (let n = 2; taken.has(name); n++) name = `${wanted}${n}`;
    taken.add(name);
    return name;
  });
}

function toJsonNames(fields: PyField[]): (value: JsonValue) => JsonValue {
  return (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const out: Record<string, JsonValue> = {};
    for (const field of fields) {
      if (Object.hasOwn(value, field.name)) out[field.jsonName] = value[field.name];
      else if (!field.required) out[field.jsonName] = null;
    }
    return out;
  };
}

export function pythonToolSchema(tool: FunctionTool): SchemaPlan {
  const types = freshTypes();
  const fields = types.fields(tool.parameters, pascalCase(tool.name));
  const validation = types.functionArgsJsonSchema(tool.name, fields) as JsonSchema;
  return { schema: ensureStrictJsonSchema(validation) as JsonSchema, validation, normalize: toJsonNames(fields) };
}

export function pythonHandoffInputSchema(graph: Graph, handoff: Handoff, schema: JsonSchema): SchemaPlan {
  const types = freshTypes();
  const name = (id: string) => graph.agents.find((a) => a.id === id)?.name ?? id;
  const toolName = handoff.trigger.type === 'llm' ? (handoff.trigger.toolName ?? null) : null;
  const model = types.model(schema, handoffInputHint(name(handoff.from), name(handoff.to), toolName));
  const validation = types.modelJsonSchema(model) as JsonSchema;
  return { schema: ensureStrictJsonSchema(validation) as JsonSchema, validation, normalize: (v) => v };
}

export function pythonOutputSchema(agent: Agent, schema: JsonSchema): { schema: JsonSchema; wrapped: boolean } {
  const types = freshTypes();
  const type = types.type(schema, outputTypeHint(agent.name));
  const isModel = type.members.length === 1 && !type.nullable && type.members[0].model;
  const isDict = type.annotation === 'dict[str, Any]';
  return { schema: ensureStrictJsonSchema(types.outputJsonSchema(type)) as JsonSchema, wrapped: !isModel && !isDict };
}
