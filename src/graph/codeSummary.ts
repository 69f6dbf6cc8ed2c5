/**
 * The code a graph would run, in words a person can judge before trusting it: where it sits
 * (which tool, guardrail, handoff), what kind of code it is and how long. The trust prompt lists
 * these, so "Trust and run" is a decision about named code rather than about "this graph".
 */
import type { Enabled, Graph } from './schema.ts';

export interface CodeSummary {
  /** what holds the code: `Tool "lookup_invoice"`, `Handoff Triage → Sales` */
  where: string;
  /** what the code is: tool code, a guardrail, an `enabled` rule… */
  kind: string;
  lines: number;
}

const lineCount = (code: string) => code.trimEnd().split('\n').length;

export function summariseCode(graph: Graph): CodeSummary[] {
  const out: CodeSummary[] = [];
  const agentName = (id: string) => graph.agents.find((a) => a.id === id)?.name ?? id;
  const add = (where: string, kind: string, code: string | null | undefined) => {
    if (typeof code === 'string' && code.trim() !== '') out.push({ where, kind, lines: lineCount(code) });
  };
  const rule = (where: string, kind: string, value: Enabled) => {
    if (typeof value !== 'object') return;
    add(where, kind, value.when);
    add(where, `${kind} (Python)`, value.python);
  };
  for (const agent of graph.agents) add(`Agent "${agent.name}"`, 'instructions function (Python)', agent.instructionsPython);
  for (const tool of graph.tools) {
    if (tool.type !== 'function') continue;
    const where = `Tool "${tool.name}"`;
    add(where, 'tool code (TypeScript)', tool.code);
    add(where, 'tool code (Python)', tool.pythonCode);
    rule(where, '"enabled" rule', tool.enabled);
    rule(where, '"needs approval" rule', tool.needsApproval);
  }
  for (const guardrail of graph.guardrails) {
    add(`Guardrail "${guardrail.name}"`, `${guardrail.kind.replace('_', ' ')} guardrail (TypeScript)`, guardrail.code);
    add(`Guardrail "${guardrail.name}"`, `${guardrail.kind.replace('_', ' ')} guardrail (Python)`, guardrail.pythonCode);
  }
  for (const handoff of graph.handoffs) {
    const where = `Handoff ${agentName(handoff.from)} → ${agentName(handoff.to)}`;
    add(where, 'on-handoff callback', handoff.onHandoff);
    add(where, 'on-handoff callback (Python)', handoff.onHandoffPython);
    if (handoff.inputFilter.type === 'code') {
      add(where, 'input filter', handoff.inputFilter.code);
      add(where, 'input filter (Python)', handoff.inputFilter.pythonCode);
    }
    rule(where, '"enabled" rule', handoff.enabled);
    if (handoff.trigger.type === 'context') add(where, 'context condition', handoff.trigger.when);
  }
  for (const agentTool of graph.agentTools ?? []) add(`${agentName(agentTool.from)} calls ${agentName(agentTool.to)}`, 'output extractor', agentTool.outputExtractor);
  return out;
}
