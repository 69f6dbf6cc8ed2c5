/**
 * Handoff input schemas, function tool parameters and agent output schemas go to the model in
 * strict mode; a schema the SDK cannot make strict fails at run time, so say so while editing.
 * The message is the SDK's own (strictSchema.ts).
 */
import { formatPath } from '../documentPath.ts';
import { strictSchemaProblem } from '../strictSchema.ts';
import type { Diagnostic, LintRule, TargetKind } from './diagnostic.ts';

export const jsonSchemaValidityRule: LintRule = {
  id: 'json-schema',
  check(graph) {
    const out: Diagnostic[] = [];
    const check = (schema: unknown, kind: TargetKind, id: string, path: string) => {
      const problem = strictSchemaProblem(schema);
      if (!problem) return;
      out.push({
        ruleId: this.id,
        severity: 'error',
        message: `This JSON Schema cannot be used in strict mode: ${problem.message}`,
        target: { kind, id },
        path: path + formatPath(['_', ...problem.segments]).slice(1),
      });
    };
    graph.handoffs.forEach((h, i) => {
      if (h.inputSchema !== null) check(h.inputSchema, 'handoff', h.id, `handoffs[${i}].inputSchema`);
    });
    graph.tools.forEach((t, i) => {
      if (t.type === 'function') check(t.parameters, 'tool', t.id, `tools[${i}].parameters`);
    });
    graph.agents.forEach((a, i) => {
      if (a.outputSchema !== null) check(a.outputSchema, 'agent', a.id, `agents[${i}].outputSchema`);
    });
    return out;
  },
};
