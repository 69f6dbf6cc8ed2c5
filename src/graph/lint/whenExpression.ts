/**
 * `when` fields hold one JavaScript expression over `ctx` (and `args` for tools). We only check
 * that it parses, by constructing (never calling) a function around it: evaluation belongs to
 * the sandbox, at run time.
 */
import type { Graph } from '../schema.ts';
import type { Diagnostic, LintRule, TargetKind } from './diagnostic.ts';

export function expressionSyntaxError(expression: string): string | null {
  try {
    // The newline keeps a trailing `//` comment from swallowing the closing parenthesis.
    new Function('ctx', 'args', `"use strict"; return (\n${expression}\n);`);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function whenFields(graph: Graph): Array<{ kind: TargetKind; id: string; path: string; expression: string }> {
  const fields: Array<{ kind: TargetKind; id: string; path: string; expression: string }> = [];
  graph.handoffs.forEach((h, i) => {
    if (h.trigger.type === 'context') fields.push({ kind: 'handoff', id: h.id, path: `handoffs[${i}].trigger.when`, expression: h.trigger.when });
    if (typeof h.enabled === 'object') fields.push({ kind: 'handoff', id: h.id, path: `handoffs[${i}].enabled.when`, expression: h.enabled.when });
  });
  graph.tools.forEach((t, i) => {
    if (t.type !== 'function') return;
    if (typeof t.enabled === 'object') fields.push({ kind: 'tool', id: t.id, path: `tools[${i}].enabled.when`, expression: t.enabled.when });
    if (typeof t.needsApproval === 'object') {
      fields.push({ kind: 'tool', id: t.id, path: `tools[${i}].needsApproval.when`, expression: t.needsApproval.when });
    }
  });
  return fields;
}

export const whenExpressionRule: LintRule = {
  id: 'when-expression',
  check(graph) {
    const out: Diagnostic[] = [];
    for (const field of whenFields(graph)) {
      const problem = expressionSyntaxError(field.expression);
      if (problem === null) continue;
      out.push({
        ruleId: this.id,
        severity: 'error',
        message: `This condition is not a valid JavaScript expression: ${problem}`,
        target: { kind: field.kind, id: field.id },
        path: field.path,
      });
    }
    return out;
  },
};
