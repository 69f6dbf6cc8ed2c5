/**
 * The state one Agents SDK run shares between its parts (loop, tools, handoffs, guardrails).
 */
import type { Agent, AgentTool, Enabled, Graph, Guardrail, Tool } from '../../../graph/schema.ts';
import type { Kernel, Span } from '../../kernel/index.ts';
import type { JsonValue } from '../../json.ts';
import type { SdkStrings } from './strings.ts';
import { SchemaValidator } from './schemaValidator.ts';
import { DEFAULT_CODE_TIMEOUT_MS, instructionsCodeToRun, renderInstructions, RunError, ruleCodeToRun } from '../../kernel/index.ts';

export interface SdkRun {
  k: Kernel;
  graph: Graph;
  strings: SdkStrings;
  validator: SchemaValidator;
  agents: Map<string, Agent>;
  tools: Map<string, Tool>;
  guardrails: Map<string, Guardrail>;
  /** runs an agent-as-tool call as a nested run (set by the run loop, agentToolCall.ts) */
  runAgentTool?: (call: AgentToolInvocation) => Promise<AgentToolOutcome>;
}

export interface AgentToolInvocation {
  agentTool: AgentTool;
  manager: Agent;
  callId: string;
  toolName: string;
  /** the parsed arguments ({ input }) */
  args: JsonValue;
  /** the tool call's function span: the nested run's spans hang under it */
  span: Span;
  /** usage totals of the calling runs */
  usageSinks: Usage4[];
}

/** Usage totals as the SDKs' task/turn spans record them. */
export interface Usage4 {
  requests: number;
  input_tokens: number;
  output_tokens: number;
  total_tokens: number;
}

/** What the tool returns to the manager's model, or the nested run's error (a tool error). */
export type AgentToolOutcome = { ok: true; value: JsonValue } | { ok: false; message: string };

export function createSdkRun(k: Kernel, strings: SdkStrings): SdkRun {
  const graph = k.graph;
  return {
    k,
    graph,
    strings,
    validator: new SchemaValidator(),
    agents: new Map(graph.agents.map((a) => [a.id, a])),
    tools: new Map(graph.tools.map((t) => [t.id, t])),
    guardrails: new Map(graph.guardrails.map((g) => [g.id, g])),
  };
}

export function agentOf(run: SdkRun, id: string): Agent {
  const agent = run.agents.get(id);
  if (!agent) throw new RunError(run.strings.errors.userError, `Agent "${id}" is not in the graph.`);
  return agent;
}

/**
 * Evaluates an `enabled` / `needsApproval` rule: a boolean, or `{ when }` run in the sandbox over
 * ctx (and args). An exception in the rule propagates and ends the run, as in both SDKs.
 */
export async function evaluateRule(
  run: SdkRun,
  rule: Enabled,
  label: string,
  args: JsonValue,
  spanId: string | null,
  hook: { which: 'is_enabled'; agentId: string } | { which: 'needs_approval'; callId: string },
): Promise<boolean> {
  if (typeof rule === 'boolean') return rule;
  // A Python rule runs as the SDK calls it: is_enabled(ctx, agent) (agent.py:276-286, 219-228),
  // needs_approval(ctx, params, call_id) (tool_execution.py:1300-1318, util/_approvals.py:30-43).
  const { code, python } = ruleCodeToRun(run.graph, rule, hook.which, hook.which === 'is_enabled' ? hook.agentId : undefined);
  const input: JsonValue = python && hook.which === 'needs_approval' ? { params: args, callId: hook.callId } : args;
  // a Python rule gets the tool's time limit: its first call may pay Python's start
  const result = await run.k.runCode({ kind: 'when', code, ...(python ? { python } : {}), input, label, spanId, timeoutMs: python ? DEFAULT_CODE_TIMEOUT_MS : 1000 });
  if (!result.ok) throw new RunError(result.error.name || 'Error', `${label} failed: ${result.error.message}`);
  return Boolean(result.value);
}

/**
 * The agent's system prompt for this turn: its instructions text with `{{var}}` filled, or under
 * the Agents SDK Python its Python instructions function, called as agent.py:1042-1071
 * (get_system_prompt) calls it: `instructions(ctx, agent)`, awaited when it returns an awaitable;
 * None means no instructions. An exception ends the run.
 */
export async function agentInstructions(run: SdkRun, agent: Agent, spanId: string | null): Promise<string> {
  const python = instructionsCodeToRun(run.graph, agent);
  if (!python?.python) return renderInstructions(agent.instructions, run.k.context.peek());
  const result = await run.k.runCode({ kind: 'instructions', code: python.code, python: python.python, input: null, label: `instructions of agent "${agent.name}"`, spanId });
  if (!result.ok) throw new RunError(result.error.name || 'Error', result.error.message);
  return typeof result.value === 'string' ? result.value : '';
}

/** Any thrown value as text (the `str(error)` an SDK would put in a message). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
