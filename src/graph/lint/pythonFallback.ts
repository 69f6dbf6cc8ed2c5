/**
 * Under a Python runtime (Agents SDK Python, Swarm, AG2) a tool or on-handoff callback runs its
 * Python body (graph/codeBody.ts). One without a usable Python body falls back to its
 * TypeScript: the run exercises code the Python export does not contain, so lint says so.
 */
import { isPythonRuntime, onHandoffBody, toolBody } from '../codeBody.ts';
import { RUNTIME_LABELS } from '../runtimeSupport.ts';
import type { Diagnostic, LintRule } from './diagnostic.ts';

export const pythonFallbackRule: LintRule = {
  id: 'python-fallback',
  check(graph) {
    if (!isPythonRuntime(graph.runtime)) return [];
    const runtime = RUNTIME_LABELS[graph.runtime];
    const out: Diagnostic[] = [];
    graph.tools.forEach((tool, i) => {
      if (tool.type !== 'function') return;
      const choice = toolBody(graph.runtime, tool);
      if (choice.language === 'python') return;
      const why = choice.fallback === 'no-def' ? 'its Python body has no top-level def' : 'it has no Python body';
      out.push({ ruleId: 'python-fallback', severity: 'warning', message: `${runtime} runs the TypeScript of tool "${tool.name}": ${why} (the Python export gets a stub).`, target: { kind: 'tool', id: tool.id }, path: `tools[${i}].pythonCode` });
    });
    graph.handoffs.forEach((handoff, i) => {
      const choice = onHandoffBody(graph.runtime, handoff);
      if (!choice || choice.language === 'python') return;
      const why = choice.fallback === 'no-def' ? 'its Python body has no top-level def' : 'it has no Python body';
      out.push({ ruleId: 'python-fallback', severity: 'warning', message: `${runtime} runs the TypeScript on-handoff code of "${handoff.id}": ${why}.`, target: { kind: 'handoff', id: handoff.id }, path: `handoffs[${i}].onHandoffPython` });
    });
    return out;
  },
};
