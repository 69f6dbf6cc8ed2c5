/**
 * A "calls as tool" edge at run time (Agent.asTool / as_tool, docs/SEMANTICS.md §2.9): the worker
 * runs as a nested run of the same loop, on the call's `input`, with its own task span under the
 * tool call's function span and its own turn limit (default 10, not the caller's). It shares the
 * run's context and adds its usage to the caller's (JS dist/agent.mjs:303-307
 * setRunnerParentUsageRecorder / setRunnerInvocationSpanParent; Python agent.py:704-716). Its
 * output is the custom extractor's, else the SDK's default (strings.agentToolDefaultOutput). A
 * nested run that fails is a tool error for the manager's model, as both SDKs' tool error
 * functions make it (JS tool.mjs:797-810, Python agent.py:1025 failure_error_function).
 */
import type { Agent } from '../../../graph/schema.ts';
import type { JsonValue } from '../../json.ts';
import { RunCancelled, toErrorInfo, type Span } from '../../kernel/index.ts';
import { agentOf, type AgentToolInvocation, type AgentToolOutcome, type SdkRun, type Usage4 } from './sdkRun.ts';
import type { LoopResult } from './runAgentsSdk.ts';

export type NestedLoop = (frame: { agent: Agent; input: string; maxTurns: number | null; parentSpan: Span; usageSinks: Usage4[] }) => Promise<LoopResult>;

/** The worker's input: `input` when it is the only argument, else the arguments as JSON (JS agentToolInput.mjs:76-79). */
function workerInput(args: JsonValue): string {
  if (typeof args === 'object' && args !== null && !Array.isArray(args) && Object.keys(args).length === 1 && typeof args.input === 'string') return args.input;
  return JSON.stringify(args) ?? 'null';
}

export async function runAgentToolCall(run: SdkRun, call: AgentToolInvocation, loop: NestedLoop): Promise<AgentToolOutcome> {
  const { k, strings } = run;
  const { agentTool } = call;
  const worker = agentOf(run, agentTool.to);
  const ids = { managerId: call.manager.id, workerId: worker.id, agentToolId: agentTool.id, callId: call.callId };
  const input = workerInput(call.args);
  k.emit({ type: 'agent_tool_start', ...ids, toolName: call.toolName, input }, call.span.id);
  const fail = (message: string): AgentToolOutcome => {
    k.emit({ type: 'agent_tool_end', ...ids, output: null, error: message }, call.span.id);
    return { ok: false, message };
  };
  let result: LoopResult;
  try {
    result = await loop({ agent: worker, input, maxTurns: agentTool.maxTurns, parentSpan: call.span, usageSinks: call.usageSinks });
  } catch (error) {
    if (error instanceof RunCancelled) throw error;
    return fail(toErrorInfo(error).message);
  }
  const defaultOutput = strings.agentToolDefaultOutput({
    finalOutput: result.finalOutput,
    hasOutputType: result.lastAgent.outputSchema !== null,
    lastResponse: result.lastResponse,
    newItems: result.newItems,
  });
  let value: JsonValue = defaultOutput;
  if (agentTool.outputExtractor !== null) {
    // customOutputExtractor / custom_output_extractor: gets the nested run's result, returns the text
    const extracted = await k.runCode({
      kind: 'tool',
      code: agentTool.outputExtractor,
      input: { finalOutput: result.finalOutput, outputText: strings.toolOutput(defaultOutput), lastAgent: result.lastAgent.name },
      label: `output extractor of agent tool "${call.toolName}"`,
      spanId: call.span.id,
    });
    if (!extracted.ok) return fail(extracted.error.message);
    value = extracted.value;
  }
  k.emit({ type: 'agent_tool_end', ...ids, output: strings.toolOutput(value), error: null }, call.span.id);
  return { ok: true, value };
}
