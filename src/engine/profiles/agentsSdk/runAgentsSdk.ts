/**
 * The Agents SDK run loop (docs/SEMANTICS.md §1–2), one runner for both SDKs; every difference between
 * them comes from the profile's string table (strings.js.ts / strings.python.ts).
 *
 *   turn += 1; over maxTurns -> MaxTurnsExceeded (span error on the agent span)
 *   evaluate enabled tools/handoffs for the current agent; build the request
 *   turn 1: input guardrails (sequential ones first, parallel ones beside the model call)
 *   model call -> output items; unknown tool -> ModelBehaviorError
 *   run function tools in call order; then the first handoff (extras ignored) + input filter;
 *   else toolUseBehavior; else a message-only response is the final output (+ output guardrails)
 *
 * Spans: task (custom) > agent > turn (custom) > generation / function / handoff / guardrail.
 */
import type { Graph } from '../../../graph/schema.ts';
import { messageText, userMessage, type AssistantMessageItem, type ComputerCallItem, type FunctionCallItem, type HostedMcpItem, type ProtocolItem } from '../../../models/items.ts';
import { checkComputerCall, runComputerCall } from './computerCall.ts';
import { answerHostedMcpApprovals, checkHostedMcpRequest, isMcpApprovalRequest } from './hostedMcp.ts';
import type { ModelRequest, Usage } from '../../../models/model.ts';
import type { RunHandle, RunOptions } from '../../handle.ts';
import type { JsonValue } from '../../json.ts';
import { RunCancelled, RunError, DEFAULT_WORKFLOW_NAME, startRun, toErrorInfo, type Kernel, type RunOutcome, type Span } from '../../kernel/index.ts';
import { AgentViewCache, type ToolEntry } from './agentView.ts';
import { agentGuardrails, runAgentGuardrail } from './agentGuardrails.ts';
import { runHandoff, type RequestedHandoff } from './handoffCall.ts';
import { agentInstructions, agentOf, createSdkRun, type SdkRun, type Usage4 } from './sdkRun.ts';
import type { SdkStrings } from './strings.ts';
import { needsApproval, runToolCall, type ToolCallOutcome } from './toolCall.ts';
import { runAgentToolCall } from './agentToolCall.ts';

/** Both SDKs: DEFAULT_MAX_TURNS (Python run_config.py:44, JS runner/constants.ts). */
export const DEFAULT_MAX_TURNS = 10;

export function runAgentsSdk(graph: Graph, input: string | ProtocolItem[], options: RunOptions, strings: SdkStrings): RunHandle {
  const startAgentId = options.startAgentId ?? graph.startAgent ?? '';
  const newInput = typeof input === 'string' ? [userMessage(input)] : input;
  return startRun({ graph, input: newInput, options, startAgentId }, (k) => sdkLoop(k, strings, newInput));
}

async function sdkLoop(k: Kernel, strings: SdkStrings, newInput: ProtocolItem[]): Promise<RunOutcome> {
  const run = createSdkRun(k, strings);
  const { graph } = run;
  if (!k.lastAgentId) throw new RunError(strings.errors.userError, 'The graph has no start agent.');
  // The SDKs refuse such a handoff when it is built, before the run starts.
  if (graph.handoffs.some((h) => h.trigger.type === 'llm' && h.inputSchema !== null && !h.onHandoff)) {
    throw new RunError(strings.errors.userError, strings.inputTypeWithoutOnHandoff);
  }
  const cache = new AgentViewCache(run);
  const maxTurns = k.options.maxTurns ?? graph.settings.maxTurns ?? DEFAULT_MAX_TURNS;
  // Agents as tools: each call is a nested run of the worker (agentToolCall.ts), on this same loop.
  run.runAgentTool = (call) =>
    runAgentToolCall(run, call, (nested) =>
      runLoop(run, cache, { agent: nested.agent, input: [userMessage(nested.input)], maxTurns: nested.maxTurns ?? DEFAULT_MAX_TURNS, parentSpan: nested.parentSpan, usageSinks: nested.usageSinks, top: false }),
    );
  const loop = await runLoop(run, cache, { agent: agentOf(run, k.lastAgentId), input: newInput, maxTurns, parentSpan: null, usageSinks: [], top: true });
  return { status: 'completed', finalOutput: loop.finalOutput };
}

/** One run of the loop: the top-level run, or a nested one (an agent called as a tool). */
export interface LoopFrame {
  agent: Graph['agents'][number];
  /** the run's new input (top level: the kernel's transcript holds the history) */
  input: ProtocolItem[];
  maxTurns: number;
  /** a nested run's task span hangs under the tool call's function span */
  parentSpan: Span | null;
  /** usage totals of the enclosing runs (the SDKs add a nested run's usage to its caller's) */
  usageSinks: Usage4[];
  top: boolean;
}

export interface LoopResult {
  finalOutput: JsonValue;
  lastAgent: Graph['agents'][number];
  /** the output items of the last model response (JS: the default agent-tool output) */
  lastResponse: ProtocolItem[];
  /** the items this run generated (Python: the default agent-tool output looks back over them) */
  newItems: ProtocolItem[];
}

export async function runLoop(run: SdkRun, cache: AgentViewCache, frame: LoopFrame): Promise<LoopResult> {
  const { k, graph, strings } = run;
  const { maxTurns } = frame;
  const totals: Usage4 = { requests: 0, input_tokens: 0, output_tokens: 0, total_tokens: 0 };
  const taskSpan = k.span({ type: 'custom', name: 'task', data: taskData(totals) }, frame.parentSpan);
  const toolsUsedBy = new Set<string>();
  const guardrailInput = inputForGuardrails(frame.input);

  let agent = frame.agent;
  let inputHistory: ProtocolItem[] = frame.top ? k.transcript : [...frame.input];
  let generated: ProtocolItem[] = [];
  /** this turn's items not yet in `generated` */
  let turnItems: ProtocolItem[] = [];
  if (frame.top) k.setTranscriptSource(() => [...inputHistory, ...generated, ...turnItems]);
  let agentSpan: Span | null = null;
  let openTurnSpan: Span | null = null;
  let turn = 0;
  let lastResponse: ProtocolItem[] = [];
  /** this loop's previous request input, while the conversation has only been appended to since (null after a rewrite) */
  let previousInput: ProtocolItem[] | null = null;

  try {
    for (;;) {
      if (agentSpan === null) {
        agentSpan = k.span({ type: 'agent', name: agent.name, handoffs: [], tools: [], output_type: strings.agentOutputType(agent.outputSchema) }, taskSpan);
        k.emit({ type: 'agent_start', agentId: agent.id, turn: turn + 1 }, agentSpan.id);
      }
      const currentAgentSpan: Span = agentSpan;
      turn += 1;
      if (turn > maxTurns) {
        currentAgentSpan.setError({ message: 'Max turns exceeded', data: { max_turns: maxTurns } });
        throw new RunError(strings.errors.maxTurns, strings.maxTurns(maxTurns));
      }
      const turnSpan = k.span({ type: 'custom', name: 'turn', data: turnData(turn, agent.name, null) }, currentAgentSpan);
      openTurnSpan = turnSpan;
      const view = await cache.view(agent, turnSpan.id, currentAgentSpan);
      currentAgentSpan.update({ handoffs: view.handoffAgentNames, tools: view.toolNames });
      k.emit({ type: 'handoffs_evaluated', agentId: agent.id, enabled: view.enabledHandoffIds, disabled: view.disabledHandoffIds }, turnSpan.id);

      const modelSettings = { ...graph.settings.modelSettings, ...agent.modelSettings };
      // reset_tool_choice (default true): after the agent used tools, tool_choice is dropped
      if (toolsUsedBy.has(agent.id)) delete modelSettings.toolChoice;
      const request: Omit<ModelRequest, 'signal'> = {
        model: agent.model ?? graph.settings.model,
        // An agent without instructions sends "" (verified on JS 0.20.0); providers skip empty ones.
        systemInstructions: await agentInstructions(run, agent, turnSpan.id),
        // concat, not spread: one copy of the conversation per turn is the run's only per-turn cost that grows with it
        input: inputHistory.concat(generated),
        tools: view.tools,
        handoffs: view.handoffs,
        modelSettings,
        outputSchema: cache.output(agent).schema,
        outputSchemaName: strings.outputSchemaName,
      };

      // Input guardrails: turn 1 of the run, the starting agent only (spans under the agent span, as JS).
      const inputGuards = turn === 1 ? agentGuardrails(run, agent.inputGuardrails, 'input') : [];
      await k.pause({ before: 'model_call', agentId: agent.id, detail: agent.name, guardrails: inputGuards.length > 0 }, turnSpan.id);
      for (const g of inputGuards.filter((g) => !g.runInParallel)) await runAgentGuardrail(run, g, agent, guardrailInput, currentAgentSpan, currentAgentSpan);
      const parallel = Promise.all(inputGuards.filter((g) => g.runInParallel).map((g) => runAgentGuardrail(run, g, agent, guardrailInput, currentAgentSpan, currentAgentSpan)));
      // a hosted MCP tool makes the provider reach the server the graph names: trusted like code
      const [hosted] = view.hostedMcpByLabel.values();
      if (hosted) await k.allowCode({ label: `hosted MCP server "${hosted.serverLabel}" (${hosted.serverUrl})`, kind: 'mcp_server' });
      const modelCall = k.callModel({ model: k.modelFor(request.model), agentId: agent.id, turn, request, parent: turnSpan, ...(previousInput ? { inputExtends: previousInput } : {}) });
      previousInput = request.input;
      modelCall.catch(() => undefined);
      const [response] = await Promise.all([modelCall, parallel]);
      lastResponse = response.output;
      for (const sink of [totals, ...frame.usageSinks]) addUsage(sink, response.usage);
      turnSpan.update({ data: turnData(turn, agent.name, response.usage) });
      taskSpan.update({ data: taskData(totals) });

      // Classify the output in model order.
      turnItems = [];
      const toolCalls: Array<{ entry: ToolEntry; call: FunctionCallItem }> = [];
      const handoffCalls: RequestedHandoff[] = [];
      const mcpApprovalRequests: HostedMcpItem[] = [];
      const computerCalls: ComputerCallItem[] = [];
      for (const item of response.output) {
        if (item.type === 'computer_call') {
          checkComputerCall(run, agent, view, currentAgentSpan);
          computerCalls.push(item);
        }
        if (isMcpApprovalRequest(item)) {
          checkHostedMcpRequest(run, agent, view, item, currentAgentSpan);
          mcpApprovalRequests.push(item);
        }
        if (item.type === 'function_call') {
          const handoff = view.handoffsByName.get(item.name);
          if (handoff) {
            handoffCalls.push({ entry: handoff, call: item });
            // JS drops the extra handoff calls from the step entirely
            if (handoffCalls.length > 1 && strings.ignoredHandoffOutput === null) continue;
          } else {
            const tool = view.toolsByName.get(item.name);
            if (!tool) {
              const unknown = strings.unknownTool(item.name, agent.name);
              currentAgentSpan.setError(unknown.spanError);
              turnItems.push(item);
              throw new RunError(strings.errors.modelBehavior, unknown.message);
            }
            toolCalls.push({ entry: tool, call: item });
          }
        }
        turnItems.push(item);
        k.emit({ type: 'item', agentId: agent.id, item }, turnSpan.id);
      }

      // Function tools first, in call order; calls that need approval come after the others, as
      // in both SDKs (the turn is interrupted and they run, or are rejected, on resume).
      const approvals: boolean[] = [];
      for (const { entry, call } of toolCalls) approvals.push(await needsApproval(run, entry, call, turnSpan.id));
      const ordered = [...toolCalls.filter((_, i) => !approvals[i]).map((c) => ({ ...c, approval: false })), ...toolCalls.filter((_, i) => approvals[i]).map((c) => ({ ...c, approval: true }))];
      const results: ToolCallOutcome[] = [];
      for (const { entry, call, approval } of ordered) {
        const result = await runToolCall(run, agent, entry, call, turnSpan, approval, [totals, ...frame.usageSinks]);
        results.push(result);
        turnItems.push(result.item);
        k.emit({ type: 'item', agentId: agent.id, item: result.item }, turnSpan.id);
      }
      // computer actions after the function tools, in call order (both SDKs' executeToolsAndSideEffects)
      for (const call of computerCalls) {
        for (const item of await runComputerCall(run, agent, checkComputerCall(run, agent, view, currentAgentSpan), call, turnSpan)) {
          turnItems.push(item);
          k.emit({ type: 'item', agentId: agent.id, item }, turnSpan.id);
        }
      }
      if (toolCalls.length > 0 || computerCalls.length > 0) toolsUsedBy.add(agent.id);
      for (const item of await answerHostedMcpApprovals(run, agent, view, mcpApprovalRequests, turnSpan)) {
        turnItems.push(item);
        k.emit({ type: 'item', agentId: agent.id, item }, turnSpan.id);
      }

      // A handoff beats toolUseBehavior and any text in the same response.
      if (handoffCalls.length > 0) {
        const { target, data } = await runHandoff(run, agent, handoffCalls, { inputHistory, preHandoffItems: generated, newItems: turnItems }, turnSpan);
        // Unfiltered (the same lists back): append, so a long run does not copy its conversation at every handoff.
        if (data.inputHistory === inputHistory && data.preHandoffItems === generated) {
          for (const item of data.newItems) generated.push(item);
        } else {
          inputHistory = data.inputHistory;
          generated = [...data.preHandoffItems, ...data.newItems];
          previousInput = null;
        }
        turnItems = [];
        turnSpan.end();
        currentAgentSpan.end();
        k.emit({ type: 'agent_end', agentId: agent.id, output: null }, currentAgentSpan.id);
        agent = target;
        if (frame.top) k.lastAgentId = target.id;
        agentSpan = null;
        continue;
      }
      for (const item of turnItems) generated.push(item);
      turnItems = [];

      let final: { output: JsonValue } | null = null;
      if (toolCalls.length > 0) {
        final = finalFromTools(run, agent, results);
      } else if (mcpApprovalRequests.length > 0 || computerCalls.length > 0) {
        // an answered approval request, or a screenshot to look at, makes the model run again
        // (hasToolsOrApprovalsToRun)
        final = null;
      } else {
        final = finalFromMessages(run, agent, response.output.filter((i): i is AssistantMessageItem => i.type === 'message'), cache, currentAgentSpan);
      }
      if (final === null) {
        turnSpan.end();
        continue;
      }

      // Output guardrails run while the turn span is still open (JS records their error on it).
      for (const g of agentGuardrails(run, agent.outputGuardrails, 'output')) await runAgentGuardrail(run, g, agent, final.output, currentAgentSpan, currentAgentSpan);
      turnSpan.end();
      k.emit({ type: 'agent_end', agentId: agent.id, output: final.output }, currentAgentSpan.id);
      currentAgentSpan.end();
      taskSpan.end();
      return { finalOutput: final.output, lastAgent: agent, lastResponse, newItems: generated };
    }
  } catch (error) {
    if (error instanceof RunCancelled) throw error;
    const info = toErrorInfo(error);
    const spanError = strings.runErrorSpanError?.(info) ?? null;
    if (spanError) {
      for (const span of [agentSpan, openTurnSpan, taskSpan]) if (span && !span.ended) span.setError(spanError);
    } else if (!(error instanceof RunError) && agentSpan && agentSpan.error === null) {
      agentSpan.setError({ message: 'Error in agent run', data: { error: info.message } });
    }
    throw error;
  }
}

/** toolUseBehavior (docs/SEMANTICS.md §2.3); null: run the model again. */
function finalFromTools(run: SdkRun, agent: Graph['agents'][number], results: ToolCallOutcome[]): { output: JsonValue } | null {
  const behavior = agent.toolUseBehavior;
  if (results.length === 0 || behavior === 'run_llm_again') return null;
  const graphName = (r: ToolCallOutcome) => {
    const tool = run.tools.get(r.toolId);
    return tool?.type === 'function' ? tool.name : r.toolName;
  };
  const pick = behavior === 'stop_on_first_tool' ? results[0] : results.find((r) => behavior.stopAtToolNames.includes(r.toolName) || behavior.stopAtToolNames.includes(graphName(r)));
  if (!pick) return null;
  return { output: run.strings.toolFinalOutput(pick.succeeded ? pick.value : pick.text, pick.text, agent.outputSchema !== null) };
}

/** Final output of a response without tool calls or handoffs (docs/SEMANTICS.md §2.2); null: run again. */
function finalFromMessages(run: SdkRun, agent: Graph['agents'][number], messages: AssistantMessageItem[], cache: AgentViewCache, agentSpan: Span): { output: JsonValue } | null {
  const { strings } = run;
  const last = messages.at(-1);
  // No message: an agent with an output type always runs again; a text agent as the SDK says.
  if (!last) return strings.noMessageRunsAgain || agent.outputSchema !== null ? null : { output: '' };
  const hasText = last.content.some((part) => part.type === 'output_text');
  const refusal = last.content.find((part) => part.type === 'refusal');
  if (!hasText && refusal && refusal.type === 'refusal') throw new RunError(strings.errors.modelRefusal, strings.modelRefusal(refusal.refusal));
  const text = messageText(last);
  const output = cache.output(agent);
  if (output.schema === null) return { output: text };
  if (text === '') return null;
  let parsed: JsonValue;
  try {
    parsed = JSON.parse(text) as JsonValue;
  } catch {
    return invalidFinalOutput(run, agentSpan);
  }
  if (run.validator.check(output.schema, parsed) !== null) return invalidFinalOutput(run, agentSpan);
  if (output.wrapped) return { output: (parsed as Record<string, JsonValue>).response ?? null };
  return { output: parsed };
}

function invalidFinalOutput(run: SdkRun, agentSpan: Span): never {
  agentSpan.setError({ message: run.strings.invalidFinalOutput, data: {} });
  throw new RunError(run.strings.errors.modelBehavior, run.strings.invalidFinalOutput);
}

/** What input guardrails check: the user's text for a plain text turn, else the input items. */
function inputForGuardrails(items: ProtocolItem[]): JsonValue {
  const texts = items.map((item) => (item.type === 'message' && item.role === 'user' ? item.content : null));
  if (texts.length > 0 && texts.every((t): t is string => typeof t === 'string')) return texts.join('\n');
  return items as unknown as JsonValue;
}

function addUsage(totals: Usage4, usage: Usage): void {
  totals.requests += usage.requests;
  totals.input_tokens += usage.inputTokens;
  totals.output_tokens += usage.outputTokens;
  totals.total_tokens += usage.totalTokens;
}

/** §3.2 task span data; usage only once some is recorded (JS runner/tracing.ts finishRunnerSpan hasUsage) */
function taskData(totals: Usage4): Record<string, unknown> {
  // whole literals: a field added later spills into a property array (docs/PERFORMANCE.md, "Engine memory")
  if (!Object.values(totals).some((v) => v !== 0)) return { sdk_span_type: 'task', name: DEFAULT_WORKFLOW_NAME };
  const usage = { input_tokens: totals.input_tokens, output_tokens: totals.output_tokens, cached_input_tokens: 0, cache_write_input_tokens: 0, requests: totals.requests, total_tokens: totals.total_tokens };
  return { sdk_span_type: 'task', name: DEFAULT_WORKFLOW_NAME, usage };
}

/** §3.2 turn span data (usage as for the task span) */
function turnData(turn: number, agentName: string, usage: Usage | null): Record<string, unknown> {
  if (!usage || !(usage.requests || usage.inputTokens || usage.outputTokens || usage.totalTokens)) return { sdk_span_type: 'turn', turn, agent_name: agentName };
  return { sdk_span_type: 'turn', turn, agent_name: agentName, usage: { input_tokens: usage.inputTokens, output_tokens: usage.outputTokens, cached_input_tokens: 0, cache_write_input_tokens: 0 } };
}
