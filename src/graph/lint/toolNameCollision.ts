/**
 * Two tools of one agent that the model would see under the same name: the runtimes silently keep
 * one (JS: the last; Python: a handoff beats a function tool, warn policy) or refuse to run
 * (Python error policy). Names are derived per runtime by toolNames.ts, so this catches
 * `Billing Agent` vs `billing agent` under Python and a function tool named like a transfer tool.
 */
import { agentToolNames, type DerivedTool } from '../toolNames.ts';
import type { Graph } from '../schema.ts';
import type { Diagnostic, LintRule } from './diagnostic.ts';

function describe(graph: Graph, source: DerivedTool['source']): { label: string; path: string } {
  if (source.kind === 'tool') {
    const i = graph.tools.findIndex((t) => t.id === source.id);
    return { label: `tool "${source.id}"`, path: `tools[${i}].name` };
  }
  if (source.kind === 'agentTool') {
    const i = (graph.agentTools ?? []).findIndex((t) => t.id === source.id);
    return { label: `agent tool "${source.id}"`, path: `agentTools[${i}].toolName` };
  }
  const i = graph.handoffs.findIndex((h) => h.id === source.id);
  return { label: `handoff "${source.id}"`, path: `handoffs[${i}]` };
}

export const toolNameCollisionRule: LintRule = {
  id: 'tool-name-collision',
  check(graph) {
    const out: Diagnostic[] = [];
    for (const agent of graph.agents) {
      const firstByName = new Map<string, DerivedTool>();
      for (const tool of agentToolNames(graph, agent.id)) {
        const first = firstByName.get(tool.name);
        if (!first) {
          firstByName.set(tool.name, tool);
          continue;
        }
        const a = describe(graph, first.source);
        const b = describe(graph, tool.source);
        out.push({
          ruleId: this.id,
          severity: 'error',
          message: `Agent "${agent.name}": ${a.label} and ${b.label} both become the tool "${tool.name}" under ${graph.runtime}. Rename one or set a tool name override.`,
          target: { kind: tool.source.kind, id: tool.source.id },
          path: b.path,
        });
      }
    }
    return out;
  },
};
