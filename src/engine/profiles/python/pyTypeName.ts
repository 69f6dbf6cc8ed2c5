/** `type(value).__name__` of the Python object json.loads gives for a JSON value. */
import type { JsonValue } from '../../json.ts';

export function pyTypeName(value: JsonValue): string {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'string':
      return 'str';
    case 'boolean':
      return 'bool';
    case 'number':
      return Number.isInteger(value) ? 'int' : 'float';
    default:
      return 'dict';
  }
}
