/**
 * `{{var}}` placeholders in instructions, filled from the context variables the way the Python
 * runtimes format them: each value as Python `str()` (True, None, {'a': 1}), and a missing
 * variable as "" (Swarm passes `defaultdict(str, context_variables)` to callable instructions,
 * swarm/core.py get_chat_completion). The exporters write the same template as a callable.
 */
import type { JsonValue } from '../../json.ts';
import { pyStr } from './pyStr.ts';

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

export function renderContextTemplate(template: string, context: Readonly<Record<string, JsonValue>>): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => (Object.hasOwn(context, name) ? pyStr(context[name]) : ''));
}
