/** Ids are how everything refers to everything: each must be unique within its collection. */
import type { Diagnostic, LintRule, TargetKind } from './diagnostic.ts';

const COLLECTIONS = [
  ['agents', 'agent'],
  ['handoffs', 'handoff'],
  ['tools', 'tool'],
  ['guardrails', 'guardrail'],
  ['agentTools', 'agentTool'],
] as const satisfies ReadonlyArray<readonly [string, TargetKind]>;

export const duplicateIdsRule: LintRule = {
  id: 'duplicate-id',
  check(graph) {
    const out: Diagnostic[] = [];
    for (const [field, kind] of COLLECTIONS) {
      const firstAt = new Map<string, number>();
      (graph[field] ?? []).forEach((item: { id: string }, i: number) => {
        const first = firstAt.get(item.id);
        if (first === undefined) {
          firstAt.set(item.id, i);
          return;
        }
        out.push({
          ruleId: this.id,
          severity: 'error',
          message: `Another ${kind} already has the id "${item.id}" (${field}[${first}]).`,
          target: { kind, id: item.id },
          path: `${field}[${i}].id`,
        });
      });
    }
    return out;
  },
};
