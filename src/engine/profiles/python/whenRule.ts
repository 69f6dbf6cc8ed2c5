/**
 * `enabled` / `needsApproval` rules of the graph (true, false or `{ when }`), evaluated through
 * the sandbox (kind 'when': one JavaScript expression over ctx, and args for tools). Shared by
 * the Swarm and AG2 profiles. A throwing expression ends the run with its error, as an AG2
 * ContextExpression that raises ends the chat.
 */
import type { Enabled } from '../../../graph/schema.ts';
import type { Kernel } from '../../kernel/index.ts';
import { RunError, ruleCodeToRun } from '../../kernel/index.ts';
import type { JsonValue } from '../../json.ts';

export async function evaluateRule(k: Kernel, rule: Enabled, label: string, spanId: string | null, args: JsonValue = null, which: 'is_enabled' | 'needs_approval' = 'is_enabled'): Promise<boolean> {
  if (typeof rule === 'boolean') return rule;
  // A rule with a Python body runs it (graph/codeBody.ts): the def gets the runtime's context
  // variables, and an approval rule the call's arguments too (src/sandbox/python/invoke.py.ts).
  const { code, python } = ruleCodeToRun(k.graph, rule, which);
  const result = await k.runCode({ kind: 'when', code, ...(python ? { python } : {}), input: args, label, spanId });
  if (!result.ok) throw new RunError(result.error.name || 'Error', `${label}: ${result.error.message}`);
  // Python's bool() of the result is taken in the sandbox; JSON true/false reads the same here
  return isTruthy(result.value);
}

/** JavaScript truthiness of a JSON value (the expression is JavaScript). */
function isTruthy(value: JsonValue): boolean {
  if (Array.isArray(value)) return true;
  if (value !== null && typeof value === 'object') return true;
  return Boolean(value);
}
