/**
 * The code a profile hands the sandbox for a tool or an on-handoff callback: the body the graph's
 * runtime runs (graph/codeBody.ts), and for a Python body what the sandbox needs to call it the
 * runtime's way. The only place profiles learn whether Python or TypeScript runs.
 */
import { guardrailBody, inputFilterBody, instructionsBody, onHandoffBody, ruleBody, toolBody, type BodyChoice } from '../../graph/codeBody.ts';
import type { Agent, Enabled, FunctionTool, Graph, Guardrail, Handoff, InputFilter } from '../../graph/schema.ts';
import type { PythonBody } from '../sandbox.ts';

export interface CodeToRun {
  code: string;
  python?: PythonBody;
}

function toRun(graph: Graph, choice: BodyChoice, toolName?: string, extra: Pick<PythonBody, 'agentId' | 'rule' | 'guardrail'> = {}): CodeToRun {
  if (choice.language === 'typescript') return { code: choice.code };
  const agents = graph.agents.map((a) => ({ id: a.id, name: a.name }));
  return { code: choice.code, python: { runtime: choice.runtime, defName: choice.defName, agents, ...(toolName ? { toolName } : {}), ...extra } };
}

export const toolCodeToRun = (graph: Graph, tool: FunctionTool, toolName?: string): CodeToRun => toRun(graph, toolBody(graph.runtime, tool), toolName);

export function onHandoffCodeToRun(graph: Graph, handoff: Handoff): CodeToRun | null {
  const choice = onHandoffBody(graph.runtime, handoff);
  return choice ? toRun(graph, choice) : null;
}

export const guardrailCodeToRun = (graph: Graph, guardrail: Guardrail, agentId: string): CodeToRun =>
  toRun(graph, guardrailBody(graph.runtime, guardrail), undefined, { agentId, guardrail: guardrail.kind });

export const inputFilterCodeToRun = (graph: Graph, filter: Extract<InputFilter, { type: 'code' }>): CodeToRun => toRun(graph, inputFilterBody(graph.runtime, filter));

/** `code` of a TypeScript choice is the rule's `when` expression. */
export const ruleCodeToRun = (graph: Graph, rule: Exclude<Enabled, boolean>, which: 'is_enabled' | 'needs_approval', agentId?: string): CodeToRun =>
  toRun(graph, ruleBody(graph.runtime, rule), undefined, { rule: which, ...(agentId ? { agentId } : {}) });

/** null: the agent's instructions are text (a `{{var}}` template the profile renders itself). */
export function instructionsCodeToRun(graph: Graph, agent: Agent): CodeToRun | null {
  const choice = instructionsBody(graph.runtime, agent);
  return choice.language === 'python' ? toRun(graph, choice, undefined, { agentId: agent.id }) : null;
}
