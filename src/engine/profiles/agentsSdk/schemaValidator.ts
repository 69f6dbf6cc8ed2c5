/**
 * JSON-Schema validation (ajv) for handoff inputs, tool arguments and structured outputs, with a
 * per-schema cache: a graph's schemas are compiled once per run, not per call.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { JsonValue } from '../../json.ts';

export class SchemaValidator {
  // Created on first use: building an Ajv instance costs more than a whole turn of most runs.
  private ajv: Ajv | null = null;
  private readonly cache = new WeakMap<object, ValidateFunction>();

  /** null when valid, else ajv's first error as text */
  check(schema: object, value: JsonValue): string | null {
    let validate = this.cache.get(schema);
    if (!validate) {
      this.ajv ??= new Ajv({ strict: false, allErrors: false, validateFormats: false });
      validate = this.ajv.compile(schema);
      this.cache.set(schema, validate);
    }
    if (validate(value)) return null;
    const error = validate.errors?.[0];
    return error ? `${error.instancePath || '/'} ${error.message ?? 'is invalid'}` : 'is invalid';
  }
}
