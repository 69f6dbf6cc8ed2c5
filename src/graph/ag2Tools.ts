/**
 * How AG2 0.11.5 shows a function tool to the model, given the function the AG2 export writes
 * for it (src/export/ag2.ts): the engine's AG2 profile sends exactly this.
 *
 *  - The parameters are pydantic's JSON Schema of each annotation (tools/function_utils.py
 *    get_parameter_json_schema, 134-162): every property gets a `description` (its own, else its
 *    name), an optional one is `Optional[T] = None` (anyOf with null, `"default": null`), and the
 *    object has no `additionalProperties` (Parameters model, function_utils.py:111-116).
 *    Required parameters come first (a Python signature cannot put them after defaults).
 *  - Parameters are the signature's names (function_utils.py get_parameters from
 *    `inspect.signature`): a JSON name that is not a Python name is the exporter's
 *    (`max-results` → `max_results_`, `class` → `class_`), its default description too.
 *  - A tool that takes `context_variables` is removed and registered again when the group starts
 *    (group_tool_executor.py:149-155), so it moves behind the agent's other tools.
 */
import { pythonName } from './pythonIdentifiers.ts';
import type { FunctionTool } from './schema.ts';

type Schema = Record<string, unknown>;

const SCALARS = new Set(['string', 'integer', 'number', 'boolean', 'null']);

/** pydantic's schema for the Python type the exporter writes for `schema` (jsonSchemaToPython.ts). */
function pydanticSchema(schema: Schema): Schema {
  if (Array.isArray(schema.enum) || 'const' in schema) {
    // Literal[...]: pydantic adds the type when every value has the same one
    const values = Array.isArray(schema.enum) ? schema.enum : [schema.const];
    const types = new Set(values.map((v) => (v === null ? 'null' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v)));
    const out: Schema = { enum: values };
    if (types.size === 1) out.type = [...types][0];
    return out;
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.length > 1) {
    const rest = types.filter((t) => t !== 'null');
    const inner = rest.map((t) => pydanticSchema({ ...schema, type: t }));
    return { anyOf: [...inner, ...(types.includes('null') ? [{ type: 'null' }] : [])] };
  }
  const type = types[0];
  if (type === 'array') return { items: pydanticSchema((schema.items as Schema | undefined) ?? {}), type: 'array' };
  if (type && SCALARS.has(type)) return { type };
  if (type === 'object' && !schema.properties) return { additionalProperties: true, type: 'object' };
  // nested objects become pydantic models ($defs + title): approximated by the graph's schema
  const { description: _description, ...rest } = schema;
  return rest;
}

function isNullable(schema: Schema): boolean {
  return Array.isArray(schema.anyOf) && (schema.anyOf as Schema[]).some((s) => s.type === 'null');
}

export function ag2ToolParameters(parameters: Schema): Schema {
  const properties = (parameters.properties && typeof parameters.properties === 'object' ? parameters.properties : {}) as Record<string, Schema>;
  const required = new Set(Array.isArray(parameters.required) ? (parameters.required as string[]) : []);
  const names = Object.keys(properties);
  const ordered = [...names.filter((n) => required.has(n)), ...names.filter((n) => !required.has(n))];
  const out: Record<string, Schema> = {};
  for (const name of ordered) {
    const property = properties[name];
    let schema = pydanticSchema(property);
    if (!required.has(name)) {
      if (!isNullable(schema)) schema = { anyOf: [schema, { type: 'null' }] };
      schema = { ...schema, default: null };
    }
    schema.description = typeof property.description === 'string' && property.description ? property.description : pythonName(name);
    out[pythonName(name)] = schema;
  }
  return { type: 'object', properties: out, required: ordered.filter((n) => required.has(n)).map(pythonName) };
}

/** The exported function takes `context_variables: ContextVariables` (src/export/ag2.ts). */
export function ag2ToolTakesContext(tool: Pick<FunctionTool, 'code' | 'routesTo' | 'pythonCode'>): boolean {
  if (tool.pythonCode !== undefined && tool.pythonCode.trim() !== '') {
    const signature = /^(?:async\s+)?def\s+\w+\s*\(([^)]*)\)/m.exec(tool.pythonCode)?.[1] ?? '';
    if (/\bcontext_variables\b/.test(signature) || /\bhandoff\s*\(/.test(tool.pythonCode)) return true;
  }
  return /\bcontext\b/.test(tool.code) || tool.routesTo.length > 0 || /\bhandoff\s*\(/.test(tool.code);
}

/** The agent's tools in the order AG2 sends them: context-taking ones moved behind the others. */
export function ag2ToolOrder<T extends Pick<FunctionTool, 'code' | 'routesTo' | 'pythonCode'>>(tools: readonly T[]): T[] {
  return [...tools.filter((t) => !ag2ToolTakesContext(t)), ...tools.filter((t) => ag2ToolTakesContext(t))];
}
