/**
 * One function tool call as the SDKs run it (docs/SEMANTICS.md §2.5–2.7): argument parsing and the
 * profile's error texts, needs-approval, tool input guardrails (allow / reject_content / throw),
 * the tool's code in the sandbox with its time limit, error and non-string outputs, tool output
 * guardrails. Produces the function_call_result item the model sees next.
 *
 * Tool guardrail code gets `{ tool, arguments, agent }` (output guardrails also `output`, the
 * text the model would see) and returns `{ behavior: 'allow' | 'reject_content' | 'throw', message? }`.
 */
import { functionCallResult, type FunctionCallItem, type FunctionCallResultItem, type ToolOutputPart } from '../../../models/items.ts';
import type { RunEventBody } from '../../events.ts';
import { pydanticLaxArguments } from './pydanticLax.ts';
import type { Agent } from '../../../graph/schema.ts';
import type { JsonValue } from '../../json.ts';
import { guardrailCodeToRun, RunError, type Span } from '../../kernel/index.ts';
import type { ToolEntry } from './agentView.ts';
import { evaluateRule, type AgentToolInvocation, type SdkRun } from './sdkRun.ts';
import type { Usage4 } from './sdkRun.ts';
import { callMcpTool } from './localMcp.ts';
import { toolCodeToRun } from '../../kernel/index.ts';

export interface ToolCallOutcome {
  item: FunctionCallResultItem;
  /** the result as text (str() / smart string of the value, or the error or rejection text) */
  text: string;
  /** the tool's return value (null when it did not run or failed); toolUseBehavior uses it */
  value: JsonValue;
  /** the tool's code ran and returned */
  succeeded: boolean;
  /** the name the model called (registered name) */
  toolName: string;
  toolId: string;
}

type Verdict = { behavior: 'allow' } | { behavior: 'reject_content'; message: string } | { behavior: 'throw' };

/**
 * Whether a call needs the user's approval (needsApproval: true, or `{ when }` over the parsed
 * arguments). Calls whose arguments do not parse never ask: they fail with the parse error.
 */
export async function needsApproval(run: SdkRun, entry: ToolEntry, call: FunctionCallItem, spanId: string | null): Promise<boolean> {
  const rule = entry.tool.needsApproval;
  if (rule === false) return false;
  const parsed = parseArguments(run, entry, call.arguments);
  if ('failure' in parsed) return false;
  return evaluateRule(run, rule, `approval rule of tool "${entry.tool.name}"`, parsed.args, spanId, { which: 'needs_approval', callId: call.callId });
}

export async function runToolCall(run: SdkRun, agent: Agent, entry: ToolEntry, call: FunctionCallItem, parent: Span, approval: boolean, usageSinks: Usage4[] = []): Promise<ToolCallOutcome> {
  const { k, strings } = run;
  const { tool } = entry;
  const name = entry.definition.name;
  const span = k.span(entry.mcp ? { type: 'function', name, input: call.arguments, output: '', mcp_data: { server: entry.mcp.server.name } } : { type: 'function', name, input: call.arguments, output: '' }, parent);
  await k.pause({ before: 'tool_call', agentId: agent.id, detail: name }, span.id);
  const started = k.now();
  k.emit({ type: 'tool_call_start', agentId: agent.id, toolId: tool.id, callId: call.callId, name, arguments: call.arguments }, span.id);

  let value: JsonValue = null;
  let succeeded = false;
  let error: string | null = null;
  // a structured tool output (text/image/file objects) goes to the model as parts
  let parts: ToolOutputPart[] | null = null;
  const output = await (async (): Promise<string> => {
    const parsed = parseArguments(run, entry, call.arguments);
    if ('failure' in parsed) {
      error = parsed.failure;
      span.update({ input: strings.badArgsSpanInput(call.arguments) });
      span.setError(strings.toolErrorSpanError(name, parsed.failure));
      return parsed.failure;
    }
    const args = parsed.args;

    if (approval) {
      const decision = await k.requestApproval({ agentId: agent.id, toolId: tool.id, callId: call.callId, name, arguments: call.arguments, spanId: span.id });
      if (!decision.approved) return decision.message ?? strings.approvalRejected;
    }

    for (const guardrailId of tool.inputGuardrails) {
      const verdict = await toolGuardrail(run, guardrailId, 'tool_input', agent, { tool: name, arguments: args, agent: agent.name }, span.id, call);
      if (verdict.behavior === 'reject_content') return verdict.message;
      if (verdict.behavior === 'throw') throw new RunError(strings.errors.toolInputGuardrail, strings.toolInputGuardrailError(guardrailName(run, guardrailId)));
    }

    const result = entry.agentTool
      ? await runAgentTool(run, { agentTool: entry.agentTool, manager: agent, callId: call.callId, toolName: name, args, span, usageSinks })
      : entry.mcp
        ? await callMcpTool(run, entry.mcp, args).then((r) => (r.ok ? { ok: true as const, value: r.value } : { ok: false as const, error: { message: r.message } }))
      : await k.runCode({ kind: 'tool', ...toolCodeToRun(k.graph, tool, name), input: args, timeoutMs: tool.timeoutMs, label: `tool "${tool.name}"`, spanId: span.id });
    let text: string;
    if (result.ok) {
      value = result.value;
      succeeded = true;
      text = strings.toolOutput(result.value);
      parts = strings.toolOutputParts(result.value);
    } else {
      error = result.error.message;
      span.setError(strings.toolErrorSpanError(name, result.error.message));
      text = strings.toolError(result.error.message);
    }

    for (const guardrailId of tool.outputGuardrails) {
      const verdict = await toolGuardrail(run, guardrailId, 'tool_output', agent, { tool: name, arguments: args, agent: agent.name, output: text }, span.id, call);
      if (verdict.behavior === 'reject_content') {
        parts = null;
        return verdict.message;
      }
      if (verdict.behavior === 'throw') throw new RunError(strings.errors.toolOutputGuardrail, strings.toolOutputGuardrailError(guardrailName(run, guardrailId)));
    }
    return text;
  })();

  span.update({ output });
  span.end();
  const end: Extract<RunEventBody, { type: 'tool_call_end' }> = { type: 'tool_call_end', agentId: agent.id, toolId: tool.id, callId: call.callId, name, output, error, durationMs: k.now() - started };
  if (parts) end.parts = parts;
  k.emit(end, span.id);
  return { item: functionCallResult(call, parts ?? output), text: output, value, succeeded, toolName: name, toolId: tool.id };
}

/** An agent-as-tool call, shaped like a sandbox result so that the tool-call rules above apply to it. */
async function runAgentTool(run: SdkRun, invocation: AgentToolInvocation): Promise<{ ok: true; value: JsonValue } | { ok: false; error: { message: string } }> {
  if (!run.runAgentTool) throw new RunError(run.strings.errors.userError, 'Agents as tools are not available in this run.');
  const outcome = await run.runAgentTool(invocation);
  return outcome.ok ? outcome : { ok: false, error: { message: outcome.message } };
}

function parseArguments(run: SdkRun, entry: ToolEntry, raw: string): { args: JsonValue } | { failure: string } {
  const { strings } = run;
  const name = entry.definition.name;
  let parsed: JsonValue;
  try {
    // "" is {} (Python tool.py:1833), then validated like any other arguments
    parsed = raw === '' && strings.emptyArgsAreEmptyObject ? {} : (JSON.parse(raw) as JsonValue);
  } catch {
    return { failure: strings.toolArgsInvalidJson(name) };
  }
  const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  if (!isObject && strings.toolArgsNotObject) return { failure: strings.toolArgsNotObject(name) };
  // MCP tools: the arguments go to the server as parsed (mcp.mjs:693-699, mcp/util.py:680-700)
  if (strings.toolArgsInvalid && !entry.mcp) {
    // Python: pydantic's lax model first (extra keys ignored, "12" for a number), then the check
    parsed = pydanticLaxArguments(entry.validation, parsed);
    if (run.validator.check(entry.validation, parsed) !== null) return { failure: strings.toolArgsInvalid(name) };
  }
  return { args: entry.normalize(parsed) };
}

function guardrailName(run: SdkRun, id: string): string {
  return run.guardrails.get(id)?.name ?? id;
}

async function toolGuardrail(run: SdkRun, id: string, kind: 'tool_input' | 'tool_output', agent: Agent, input: JsonValue, spanId: string, call?: FunctionCallItem): Promise<Verdict> {
  const guardrail = run.guardrails.get(id);
  if (!guardrail) return { behavior: 'allow' };
  // a Python body gets the SDK's ToolInputGuardrailData / ToolOutputGuardrailData (tool_guardrails.py:121-142, 170-210)
  const { code, python } = guardrailCodeToRun(run.graph, guardrail, agent.id);
  const pythonInput: JsonValue = python && call && input !== null && typeof input === 'object' && !Array.isArray(input) ? { ...input, callId: call.callId, rawArguments: call.arguments } : input;
  const result = await run.k.runCode({ kind: 'guardrail', code, ...(python ? { python } : {}), input: pythonInput, label: `guardrail "${guardrail.name}"`, spanId });
  if (!result.ok) throw new RunError(result.error.name || 'Error', result.error.message);
  const v = (typeof result.value === 'object' && result.value !== null && !Array.isArray(result.value) ? result.value : {}) as Record<string, JsonValue>;
  const behavior = v.behavior === 'reject_content' || v.behavior === 'throw' ? v.behavior : 'allow';
  const verdict: Verdict = behavior === 'reject_content' ? { behavior, message: typeof v.message === 'string' ? v.message : '' } : { behavior };
  run.k.emit({ type: 'guardrail', guardrailId: id, name: guardrail.name, kind, agentId: agent.id, triggered: behavior !== 'allow', info: result.value }, spanId);
  return verdict;
}
