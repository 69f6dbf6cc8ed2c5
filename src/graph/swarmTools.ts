/**
 * How Swarm shows a function tool to the model, given the function the Swarm export writes for it
 * (src/export/swarm.ts): swarm/util.py function_to_json (31-87, openai/swarm 6af0b4c). The engine's
 * Swarm profile sends exactly this.
 *  - Each parameter is only `{"type": T}`, T from its annotation (str, int, float, bool, list,
 *    dict; anything else "string"): no descriptions, enums or item types.
 *  - `required` lists the parameters without a default: the exporter writes required ones first
 *    and gives the others `= None`. There is no `additionalProperties`.
 *  - `context_variables` is hidden from the model (swarm/core.py:51-56).
 *  - Parameters are the signature's names (`inspect.signature`, util.py:67): a JSON name that is
 *    not a Python name is the exporter's (`max-results` → `max_results_`, `class` → `class_`).
 */
import { pythonName } from './pythonIdentifiers.ts';

type Schema = Record<string, unknown>;

const ANNOTATIONS: Record<string, string> = { string: 'str', integer: 'int', number: 'float', boolean: 'bool', array: 'list', object: 'dict' };
const JSON_TYPES: Record<string, string> = { str: 'string', int: 'integer', float: 'number', bool: 'boolean', list: 'array', dict: 'object' };

/** The Python annotation the exporter writes for a parameter schema. */
export function swarmAnnotation(schema: Schema): string {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type =
    types.find((t) => t !== 'null' && t !== undefined) ??
    (Array.isArray(schema.anyOf) ? (schema.anyOf as Schema[]).map((o) => o.type).find((t) => t !== 'null') : undefined);
  return ANNOTATIONS[String(type)] ?? 'str';
}

export function swarmToolParameters(parameters: Schema): Schema {
  const properties = (parameters.properties && typeof parameters.properties === 'object' ? parameters.properties : {}) as Record<string, Schema>;
  const required = new Set(Array.isArray(parameters.required) ? (parameters.required as string[]) : []);
  const names = Object.keys(properties);
  const ordered = [...names.filter((n) => required.has(n)), ...names.filter((n) => !required.has(n))];
  return {
    type: 'object',
    properties: Object.fromEntries(ordered.map((n) => [pythonName(n), { type: JSON_TYPES[swarmAnnotation(properties[n])] }])),
    required: ordered.filter((n) => required.has(n)).map(pythonName),
  };
}
