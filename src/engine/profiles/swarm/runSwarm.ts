/**
 * The Swarm runtime profile: `Swarm.run()` (openai/swarm swarm/core.py; docs/SEMANTICS.md §4) on the
 * engine kernel.
 *
 *   while messages appended < max_turns (default unlimited):
 *     ask the active agent's model (its instructions, its functions);
 *     no tool calls → the routine returns control to the user (status 'awaiting_user');
 *     run the calls in order (unknown name → error text; bad JSON → the run ends);
 *     merge the batch's context updates; switch to the last agent a function returned.
 *   reaching max_turns stops silently (status 'max_turns').
 *
 * Every assistant message and every tool message counts as one turn. A handoff edge with the
 * llm trigger is a transfer function returning its target agent; tool code calling
 * handoff(id) is a function that returns an agent.
 */
import type { Agent, Graph } from '../../../graph/schema.ts';
import { functionCallResult, messageText, type FunctionCallItem, type ProtocolItem } from '../../../models/items.ts';
import type { HandoffVia } from '../../events.ts';
import type { RunHandle, RunOptions } from '../../handle.ts';
import { RunError, startRun, type Kernel, type RunOutcome, type Span } from '../../kernel/index.ts';
import type { JsonValue } from '../../json.ts';
import { runToolCodeDeferred } from '../python/deferredCode.ts';
import { evaluateRule } from '../python/whenRule.ts';
import { SwarmBatch, planSwarmCall, toolResult, transferResult, type SwarmResult } from './handleToolCalls.ts';
import { SWARM_STRINGS } from './strings.ts';
import { swarmFunctionMap, swarmFunctions, type SwarmFunction } from './swarmFunctions.ts';
import { swarmRequest } from './swarmRequest.ts';
import { instructionsCodeToRun, toolCodeToRun } from '../../kernel/index.ts';

export function runSwarm(graph: Graph, input: ProtocolItem[], options: RunOptions): RunHandle {
  const startAgentId = options.startAgentId ?? graph.startAgent ?? graph.agents[0]?.id ?? '';
  return startRun({ graph, input, options, startAgentId }, (k) => swarmLoop(k, startAgentId));
}

interface SwitchRequest {
  toAgentId: string;
  via: HandoffVia;
  handoffId: string | null;
}

async function swarmLoop(k: Kernel, startAgentId: string): Promise<RunOutcome> {
  const { graph } = k;
  const agentById = new Map(graph.agents.map((a) => [a.id, a]));
  let active = agentById.get(startAgentId);
  if (!active) throw new RunError('ValueError', `Start agent "${startAgentId}" is not an agent of this graph`);
  const maxTurns = k.options.maxTurns ?? graph.settings.maxTurns ?? Number.POSITIVE_INFINITY;

  let appended = 0;
  let turn = 0;
  let lastText: string | null = null;
  let agentSpan: Span | null = null;

  const endAgent = (output: JsonValue) => {
    if (!agentSpan || !active) return;
    k.emit({ type: 'agent_end', agentId: active.id, output }, agentSpan.id);
    agentSpan.end();
    agentSpan = null;
  };

  while (appended < maxTurns) {
    turn++;
    const agent: Agent = active;
    k.lastAgentId = agent.id;

    const functions = await enabledFunctions(k, agent, agentSpan?.id ?? null);
    if (!agentSpan) {
      agentSpan = k.span({ type: 'agent', name: agent.name, handoffs: [], tools: [], output_type: 'str' }, null);
      k.emit({ type: 'agent_start', agentId: agent.id, turn }, agentSpan.id);
    }
    const span: Span = agentSpan;
    span.update({
      handoffs: functions.flatMap((f) => (f.kind === 'transfer' ? [f.target.name] : [])),
      tools: functions.flatMap((f) => (f.kind === 'tool' ? [f.name] : [])),
    });
    emitHandoffsEvaluated(k, agent.id, functions, span.id);

    const request = swarmRequest(graph, agent, k.transcript, k.context.peek(), functions, await pythonInstructions(k, agent, span.id));
    await k.pause({ before: 'model_call', agentId: agent.id, detail: agent.name }, span.id);
    const response = await k.callModel({ model: k.modelFor(request.model), agentId: agent.id, turn, request, parent: span });

    // One assistant message (text and tool calls together) is one appended message.
    let text: string | null = null;
    for (const item of response.output) {
      k.transcript.push(item);
      k.emit({ type: 'item', agentId: agent.id, item }, span.id);
      if (item.type === 'message') text = (text ?? '') + messageText(item);
    }
    appended += 1;
    if (text !== null) lastText = text;

    const calls = response.output.filter((item): item is FunctionCallItem => item.type === 'function_call');
    if (calls.length === 0) {
      // Response.messages[-1]["content"]: this message's text (None when it has none)
      endAgent(text);
      return { status: 'awaiting_user', finalOutput: text };
    }

    const switches: SwitchRequest[] = [];
    const batch = new SwarmBatch();
    const functionMap = swarmFunctionMap(functions);
    // Swarm hands every function the run's own dict (swarm/core.py:119-121): a change made in
    // place is seen at once by the next call of the batch.
    for (const call of calls) {
      const result = await handleCall(k, agent, call, functionMap, span);
      if (result.agentId !== null) switches.push(result.switch ?? { toAgentId: result.agentId, via: 'tool', handoffId: null });
      batch.add(result, k.context.peek());
      const item = functionCallResult(call, result.value);
      k.transcript.push(item);
      k.emit({ type: 'item', agentId: agent.id, item }, span.id);
      appended += 1;
    }

    // core.py:284: the dicts the batch's Results carried are applied again, in call order
    const reapplied = batch.reapply(k.context.peek());
    if (Object.keys(reapplied).length > 0) k.context.merge(reapplied, span.id);

    if (batch.agentId !== null) {
      const taken = switches.at(-1);
      for (const ignored of switches.slice(0, -1)) {
        k.emit({ type: 'handoff_ignored', fromAgentId: agent.id, toAgentId: ignored.toAgentId, handoffId: ignored.handoffId, reason: 'A later function in the same response returned an agent: Swarm switches to the last one.' }, span.id);
      }
      const target = agentById.get(batch.agentId);
      if (target && taken) {
        await k.pause({ before: 'handoff', agentId: agent.id, detail: `${agent.name} -> ${target.name}` }, span.id);
        const handoffSpan = k.span({ type: 'handoff', from_agent: agent.name, to_agent: target.name }, span);
        k.emit({ type: 'handoff_taken', fromAgentId: agent.id, toAgentId: target.id, handoffId: taken.handoffId, via: taken.via, input: null }, handoffSpan.id);
        handoffSpan.end();
        // Swarm switches even to the agent that is already active; the agent span only changes with the agent.
        if (target.id !== agent.id) {
          endAgent(null);
          active = target;
          k.lastAgentId = target.id;
        }
      }
    }
  }
  endAgent(lastText);
  return { status: 'max_turns', finalOutput: lastText };
}

/**
 * An agent's Python instructions function, called as swarm/core.py:41-46 calls it:
 * `instructions(defaultdict(str, context_variables))` (a copy: changes are dropped); null when
 * the agent's instructions are text. An exception is not caught upstream: it ends the run.
 */
async function pythonInstructions(k: Kernel, agent: Agent, spanId: string): Promise<string | undefined> {
  const code = instructionsCodeToRun(k.graph, agent);
  if (!code?.python) return undefined;
  const result = await k.runCode({ kind: 'instructions', code: code.code, python: code.python, input: null, label: `instructions of agent "${agent.name}"`, spanId });
  if (!result.ok) throw new RunError(result.error.name || 'Error', result.error.message);
  return typeof result.value === 'string' ? result.value : '';
}

/** The agent's functions whose `enabled` rule holds now (Swarm's functions list for this call). */
async function enabledFunctions(k: Kernel, agent: Agent, spanId: string | null): Promise<SwarmFunction[]> {
  const out: SwarmFunction[] = [];
  for (const fn of swarmFunctions(k.graph, agent.id)) {
    const label = fn.kind === 'tool' ? `tool "${fn.name}" enabled` : `handoff "${fn.handoff.id}" enabled`;
    if (await evaluateRule(k, fn.enabled, label, spanId)) out.push(fn);
  }
  return out;
}

function emitHandoffsEvaluated(k: Kernel, agentId: string, enabledFns: readonly SwarmFunction[], spanId: string): void {
  const enabled = new Set(enabledFns.flatMap((f) => (f.kind === 'transfer' ? [f.handoff.id] : [])));
  const all = k.graph.handoffs.filter((h) => h.from === agentId).map((h) => h.id);
  k.emit({ type: 'handoffs_evaluated', agentId, enabled: all.filter((id) => enabled.has(id)), disabled: all.filter((id) => !enabled.has(id)) }, spanId);
}

type CallResult = SwarmResult & { switch?: SwitchRequest };

/** One tool call of the batch: events, function span, approval, the function itself. */
async function handleCall(
  k: Kernel,
  agent: Agent,
  call: FunctionCallItem,
  functionMap: ReadonlyMap<string, SwarmFunction>,
  agentSpan: Span,
): Promise<CallResult> {
  const plan = planSwarmCall(call, functionMap);
  const fn = plan.kind === 'execute' ? plan.fn : null;
  const toolId = fn?.kind === 'tool' ? fn.tool.id : null;
  await k.pause({ before: 'tool_call', agentId: agent.id, detail: call.name }, agentSpan.id);
  const fnSpan = k.span({ type: 'function', name: call.name, input: call.arguments, output: '' }, agentSpan);
  const started = k.now();
  k.emit({ type: 'tool_call_start', agentId: agent.id, toolId, callId: call.callId, name: call.name, arguments: call.arguments }, fnSpan.id);
  const finish = (output: string, error: string | null) => {
    fnSpan.update({ output });
    if (error !== null) fnSpan.setError({ message: error, data: { function: call.name } });
    k.emit({ type: 'tool_call_end', agentId: agent.id, toolId, callId: call.callId, name: call.name, output, error, durationMs: k.now() - started }, fnSpan.id);
    fnSpan.end();
  };

  if (plan.kind === 'not_found') {
    finish(plan.output, null);
    return { value: plan.output, agentId: null, contextVariables: {} };
  }

  if (plan.fn.kind === 'transfer') {
    const target = plan.fn.target;
    k.emit({ type: 'handoff_requested', fromAgentId: agent.id, toAgentId: target.id, handoffId: plan.fn.handoff.id, callId: call.callId, toolName: call.name, arguments: call.arguments }, fnSpan.id);
    const result = transferResult(target);
    finish(result.value, null);
    return { ...result, switch: { toAgentId: target.id, via: 'llm', handoffId: plan.fn.handoff.id } };
  }

  const tool = plan.fn.tool;
  if (await evaluateRule(k, tool.needsApproval, `tool "${tool.name}" needsApproval`, fnSpan.id, plan.args, 'needs_approval')) {
    const decision = await k.requestApproval({ agentId: agent.id, toolId: tool.id, callId: call.callId, name: call.name, arguments: call.arguments, spanId: fnSpan.id });
    if (!decision.approved) {
      const value = decision.message ?? SWARM_STRINGS.approvalRejected;
      finish(value, null);
      return { value, agentId: null, contextVariables: {} };
    }
  }

  const contextBefore = k.context.get();
  const outcome = await runToolCodeDeferred(k, { ...toolCodeToRun(k.graph, tool, call.name), input: plan.args, context: contextBefore, timeoutMs: tool.timeoutMs, label: `tool "${tool.name}"` });
  if (!outcome.ok) {
    // Swarm does not catch exceptions from agent functions: the run ends with it.
    const type = outcome.error.timedOut ? SWARM_STRINGS.toolTimeoutType : outcome.error.name || 'Error';
    finish('', `${type}: ${outcome.error.message}`);
    throw new RunError(type, outcome.error.message);
  }
  let result: SwarmResult;
  try {
    result = toolResult({ value: outcome.value, handoffs: outcome.handoffs, contextBefore, contextAfter: outcome.context }, k.graph.agents);
  } catch (error) {
    if (error instanceof RunError) finish('', `${error.type}: ${error.message}`);
    throw error;
  }
  k.context.merge(result.contextVariables, fnSpan.id);
  if (result.agentId !== null) {
    k.emit({ type: 'handoff_requested', fromAgentId: agent.id, toAgentId: result.agentId, handoffId: null, callId: call.callId, toolName: call.name, arguments: call.arguments }, fnSpan.id);
  }
  finish(result.value, null);
  return result;
}
