/**
 * JSON-Schema validation (ajv) for handoff inputs, tool arguments and structured outputs, with a
 * per-schema cache: a graph's schemas are compiled once per run, not per call.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { documentRegex } from '../../../graph/documentRegex.ts';
import type { JsonValue } from '../../json.ts';

/** ajv's `pattern` on the linear-time engine: a schema from a shared graph cannot freeze a run. */
const linearRegExp = Object.assign((pattern: string) => documentRegex(pattern), { code: 'documentRegex' });

export class SchemaValidator {
  // Created on first use: building an Ajv instance costs more than a whole turn of most runs.
  private ajv: Ajv | null = null;
  private readonly cache = new WeakMap<object, ValidateFunction | string>();

  /** null when valid, else ajv's first error as text */
  check(schema: object, value: JsonValue): string | null {
    let validate = this.cache.get(schema);
    if (!validate) {
      this.ajv ??= new Ajv({ strict: false, allErrors: false, validateFormats: false, code: { regExp: linearRegExp } });
      try {
        validate = this.ajv.compile(schema);
      } catch (error) {
        // a pattern RE2 cannot run: every value fails with the reason, on this schema only
        validate = `/ the schema cannot be used: ${(error as Error).message}`;
      }
      this.cache.set(schema, validate);
    }
    if (typeof validate === 'string') return validate;
    if (validate(value)) return null;
    const error = validate.errors?.[0];
    return error ? `${error.instancePath || '/'} ${error.message ?? 'is invalid'}` : 'is invalid';
  }
}
