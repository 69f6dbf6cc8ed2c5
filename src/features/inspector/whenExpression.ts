/**
 * Inline check of a `when` field while typing: src/graph's parse check (compiled, never run),
 * plus what the field must not be although it compiles: several statements, or text that closes
 * the wrapping parenthesis early (`a) || (b`).
 */
import { expressionSyntaxError } from '../../graph/index.ts';

export function whenExpressionError(expression: string): string | null {
  const text = expression.trim();
  if (!text) return 'Write an expression, e.g. ctx.user_type === "vip"';
  if (/;\s*\S/.test(text.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""'))) return 'Use a single expression (no statements)';
  const problem = expressionSyntaxError(text) ?? expressionSyntaxError(`[${text}\n]`);
  return problem ? `Does not parse: ${problem}` : null;
}
