/**
 * `enabled` / `needsApproval` rules of the graph (true, false or `{ when }`), evaluated through
 * the sandbox (kind 'when': one JavaScript expression over ctx, and args for tools). Shared by
 * the Swarm and AG2 profiles. A throwing expression ends the run with its error, as an AG2
 * ContextExpression that raises ends the chat.
 */
import type { Enabled } from '../../../graph/schema.ts';
import type { Kernel } from '../../kernel/index.ts';
import { RunError } from '../../kernel/index.ts';
import type { JsonValue } from '../../json.ts';

export async function evaluateRule(k: Kernel, rule: Enabled, label: string, spanId: string | null, args: JsonValue = null): Promise<boolean> {
  if (typeof rule === 'boolean') return rule;
  const result = await k.runCode({ kind: 'when', code: rule.when, input: args, label, spanId });
  if (!result.ok) throw new RunError(result.error.name || 'Error', `${label}: ${result.error.message}`);
  return isTruthy(result.value);
}

/** JavaScript truthiness of a JSON value (the expression is JavaScript). */
function isTruthy(value: JsonValue): boolean {
  if (Array.isArray(value)) return true;
  if (value !== null && typeof value === 'object') return true;
  return Boolean(value);
}
