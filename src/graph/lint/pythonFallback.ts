/**
 * Under a Python runtime (Agents SDK Python, Swarm, AG2) graph code runs its Python body where
 * the runtime has that hook (graph/codeBody.ts). Code without a usable Python body falls back to
 * its TypeScript: the run exercises code the Python export does not contain, so lint says so.
 * Rules (`enabled`, `needsApproval`) and instructions are the graph's own portable forms (a
 * `when` expression, a `{{var}}` text): only a Python body that cannot run is reported there.
 */
import { guardrailBody, inputFilterBody, instructionsBody, isPythonRuntime, onHandoffBody, ruleBody, toolBody, type BodyChoice } from '../codeBody.ts';
import type { Enabled } from '../schema.ts';
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
    const whyNot = (choice: BodyChoice) =>
      choice.language === 'typescript' && choice.fallback === 'no-def' ? 'its Python body has no top-level def' : choice.language === 'typescript' && choice.fallback === 'not-in-runtime' ? `${runtime} has no such hook` : 'it has no Python body';
    if (graph.runtime === 'agents-sdk-python') {
      graph.guardrails.forEach((guardrail, i) => {
        const choice = guardrailBody(graph.runtime, guardrail);
        if (choice.language === 'python' || guardrail.code.trim() === '') return;
        out.push({ ruleId: 'python-fallback', severity: 'warning', message: `${runtime} runs the TypeScript of ${guardrail.kind.replace('_', ' ')} guardrail "${guardrail.name}": ${whyNot(choice)}.`, target: { kind: 'guardrail', id: guardrail.id }, path: `guardrails[${i}].pythonCode` });
      });
      graph.handoffs.forEach((handoff, i) => {
        if (handoff.inputFilter.type !== 'code') return;
        const choice = inputFilterBody(graph.runtime, handoff.inputFilter);
        if (choice.language === 'python') return;
        out.push({ ruleId: 'python-fallback', severity: 'warning', message: `${runtime} runs the TypeScript input filter of "${handoff.id}": ${whyNot(choice)}.`, target: { kind: 'handoff', id: handoff.id }, path: `handoffs[${i}].inputFilter.pythonCode` });
      });
    }
    const rule = (value: Enabled, path: string, what: string, target: Diagnostic['target']) => {
      if (typeof value !== 'object' || value.python === undefined || value.python.trim() === '') return;
      const choice = ruleBody(graph.runtime, value);
      if (choice.language === 'python') return;
      out.push({ ruleId: 'python-fallback', severity: 'warning', message: `${runtime} evaluates the expression of ${what} (${choice.code}): ${whyNot(choice)}.`, target, path: `${path}.python` });
    };
    graph.tools.forEach((tool, i) => {
      if (tool.type !== 'function') return;
      rule(tool.enabled, `tools[${i}].enabled`, `the enabled rule of tool "${tool.name}"`, { kind: 'tool', id: tool.id });
      rule(tool.needsApproval, `tools[${i}].needsApproval`, `the approval rule of tool "${tool.name}"`, { kind: 'tool', id: tool.id });
    });
    graph.handoffs.forEach((handoff, i) => rule(handoff.enabled, `handoffs[${i}].enabled`, `the enabled rule of "${handoff.id}"`, { kind: 'handoff', id: handoff.id }));
    graph.agents.forEach((agent, i) => {
      if (!agent.instructionsPython?.trim()) return;
      const choice = instructionsBody(graph.runtime, agent);
      if (choice.language === 'python') return;
      const why = choice.fallback === 'not-in-runtime' ? `${runtime} has no instructions function (it runs under the Agents SDK Python and Swarm)` : whyNot(choice);
      out.push({ ruleId: 'python-fallback', severity: 'warning', message: `${runtime} sends the instructions text of "${agent.name}", not its Python instructions: ${why}.`, target: { kind: 'agent', id: agent.id }, path: `agents[${i}].instructionsPython` });
    });
    return out;
  },
};
