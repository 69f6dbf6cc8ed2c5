/**
 * Ids an agent or tool refers to must exist, and with the right kind: an agent's tools, its
 * input/output guardrails, a tool's tool guardrails, and after-work targets (agent and graph level).
 */
import type { Guardrail } from '../schema.ts';
import type { Diagnostic, LintRule } from './diagnostic.ts';

const AGENT_GUARDRAIL_KIND = { inputGuardrails: 'input', outputGuardrails: 'output' } as const;
const TOOL_GUARDRAIL_KIND = { inputGuardrails: 'tool_input', outputGuardrails: 'tool_output' } as const;

export const unknownReferenceRule: LintRule = {
  id: 'unknown-reference',
  check(graph) {
    const out: Diagnostic[] = [];
    const agentIds = new Set(graph.agents.map((a) => a.id));
    const toolIds = new Set(graph.tools.map((t) => t.id));
    const guardrails = new Map<string, Guardrail>(graph.guardrails.map((g) => [g.id, g]));
    const report = (kind: 'agent' | 'tool' | 'graph', id: string, path: string, message: string) =>
      out.push({ ruleId: this.id, severity: 'error', message, target: { kind, id }, path });

    const checkGuardrails = (
      kind: 'agent' | 'tool',
      owner: { id: string; inputGuardrails: string[]; outputGuardrails: string[] },
      base: string,
      expected: Record<'inputGuardrails' | 'outputGuardrails', Guardrail['kind']>,
    ) => {
      for (const field of ['inputGuardrails', 'outputGuardrails'] as const) {
        owner[field].forEach((gid, j) => {
          const g = guardrails.get(gid);
          const path = `${base}.${field}[${j}]`;
          if (!g) report(kind, owner.id, path, `Unknown guardrail "${gid}".`);
          else if (g.kind !== expected[field]) {
            report(kind, owner.id, path, `Guardrail "${gid}" is a ${g.kind} guardrail; it cannot be used as ${expected[field].replace('_', ' ')} guardrail here.`);
          }
        });
      }
    };

    graph.agents.forEach((agent, i) => {
      agent.tools.forEach((tid, j) => {
        if (!toolIds.has(tid)) report('agent', agent.id, `agents[${i}].tools[${j}]`, `Agent "${agent.name}" uses an unknown tool "${tid}".`);
      });
      checkGuardrails('agent', agent, `agents[${i}]`, AGENT_GUARDRAIL_KIND);
      if (agent.afterWork?.type === 'agent' && !agentIds.has(agent.afterWork.agent)) {
        report('agent', agent.id, `agents[${i}].afterWork.agent`, `After work goes to an unknown agent "${agent.afterWork.agent}".`);
      }
    });
    graph.tools.forEach((tool, i) => {
      if (tool.type === 'function') checkGuardrails('tool', tool, `tools[${i}]`, TOOL_GUARDRAIL_KIND);
    });
    const groupAfterWork = graph.settings.afterWork;
    if (groupAfterWork?.type === 'agent' && !agentIds.has(groupAfterWork.agent)) {
      report('graph', graph.id, 'settings.afterWork.agent', `The graph's after work goes to an unknown agent "${groupAfterWork.agent}".`);
    }
    return out;
  },
};
