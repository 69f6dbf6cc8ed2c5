/**
 * The AG2 runtime profile: a group chat run the way AG2 0.11.5 runs `initiate_group_chat` with a
 * DefaultPattern (docs/SEMANTICS.md §5), on the engine kernel.
 *
 * Each round one speaker adds one message to the chat (GroupChatManager.run_chat). The user's
 * message is round 1; the chat stops silently when max_rounds messages are in (default 20), or
 * when a message is exactly "TERMINATE". A group agent's turn (generate_reply):
 *   1. its LLM conditions are re-checked (`enabled` = AG2 `available`); unavailable ones lose
 *      their transfer tool;
 *   2. its context conditions, in order: the first available one whose `when` holds replies
 *      "[Handing off to {name}]" without calling the model and sets the next target;
 *   3. otherwise the model replies (seeing the chat minus transit messages).
 * Tool calls go to the group's tool executor (one message for the batch; context merged after
 * each call; the last non-None target wins). The next speaker: a pending target (context
 * condition, LLM condition, tool ReplyResult), else the agent after its tools ran, else
 * after-work (the agent's, the group's, else terminate).
 */
import { runNestedChats } from './nestedChats.ts';
import type { Agent, Graph } from '../../../graph/schema.ts';
import { assistantMessage, functionCallResult, messageText, userMessage, type FunctionCallItem, type ProtocolItem } from '../../../models/items.ts';
import type { RunHandle, RunOptions } from '../../handle.ts';
import { RunError, startRun, type Kernel, type RunOutcome, type Span } from '../../kernel/index.ts';
import { evaluateRule } from '../python/whenRule.ts';
import { runToolCodeDeferred } from '../python/deferredCode.ts';
import { contextUpdates } from '../swarm/handleToolCalls.ts';
import { ag2Handoffs, ag2TransitToolNames, type Ag2LlmCondition } from './ag2Handoffs.ts';
import { ag2Request } from './ag2Request.ts';
import { nextSpeaker, type LastMessageKind, type NextSpeaker, type PendingTarget } from './nextSpeaker.ts';
import { normalizeToolContent } from './normalizeToolContent.ts';
import { AG2_DEFAULT_MAX_ROUNDS, AG2_STRINGS } from './strings.ts';
import { targetFromHandoff, targetStr } from './targets.ts';
import { Ag2ToolBatch } from './toolBatch.ts';
import { ag2FunctionMap, planAg2Call, type Ag2Function } from './toolCalls.ts';
import { agentView, type Ag2Entry, type SpeakerNames } from './transcript.ts';
import { ag2UserName } from '../../../graph/ag2Names.ts';
import { toolCodeToRun } from '../../kernel/index.ts';

export function runAg2(graph: Graph, input: ProtocolItem[], options: RunOptions): RunHandle {
  const startAgentId = options.startAgentId ?? graph.startAgent ?? graph.agents[0]?.id ?? '';
  return startRun({ graph, input, options, startAgentId }, (k) => new GroupChat(k, startAgentId).run(input));
}

class GroupChat {
  private readonly k: Kernel;
  private readonly graph: Graph;
  private readonly agents: Map<string, Agent>;
  private readonly transit: Set<string>;
  private readonly functionMap: Map<string, Ag2Function>;
  private readonly maxRounds: number;
  private readonly entries: Ag2Entry[] = [];
  private rounds = 0;
  private messageNo = 0;
  private turn = 0;
  /** content_str of the last message: ChatResult.summary ("last_msg") */
  private lastContent = '';
  private agentSpan: { agentId: string; span: Span } | null = null;
  private speaker: Agent;
  private readonly speakerNames: SpeakerNames;

  constructor(k: Kernel, startAgentId: string) {
    this.k = k;
    this.graph = k.graph;
    this.agents = new Map(k.graph.agents.map((a) => [a.id, a]));
    this.transit = ag2TransitToolNames(k.graph);
    this.functionMap = ag2FunctionMap(k.graph);
    this.maxRounds = k.options.maxTurns ?? k.graph.settings.maxTurns ?? AG2_DEFAULT_MAX_ROUNDS;
    const spaced = k.graph.agents.find((a) => /\s/.test(a.name));
    if (spaced) throw new RunError('ValueError', AG2_STRINGS.whitespaceInName(spaced.name));
    const start = this.agents.get(startAgentId);
    if (!start) throw new RunError('ValueError', `Start agent "${startAgentId}" is not an agent of this graph`);
    this.speaker = start;
    this.speakerNames = { agents: new Map(k.graph.agents.map((a) => [a.id, a.name])), user: ag2UserName(k.graph) };
  }

  async run(input: ProtocolItem[]): Promise<RunOutcome> {
    const k = this.k;
    // Earlier turns: who said what is not recorded in protocol items, so the start agent owns them.
    for (const item of k.options.history ?? []) {
      const executor = item.type === 'message' && item.role === 'user' && item.speaker === AG2_STRINGS.toolExecutorName;
      const speaker = executor || item.type === 'function_call_result' ? 'tools' : item.type === 'message' && item.role === 'user' ? 'user' : this.speaker.id;
      this.entries.push({ item, speaker, message: this.messageNo++, withToolCalls: item.type === 'function_call' });
    }
    for (const item of input) {
      this.entries.push({ item, speaker: 'user', message: this.messageNo, withToolCalls: false });
      if (item.type === 'message' && item.role === 'user') this.lastContent = item.content;
    }
    this.messageNo++;
    this.rounds = 1;
    const stop = this.roundEnd();
    if (stop) return stop;

    let pending: PendingTarget | null = null;
    for (;;) {
      const agent = this.speaker;
      k.lastAgentId = agent.id;
      const span = this.enterAgent(agent);
      const spoke = await this.agentReply(agent, span);
      pending = spoke.pending ?? pending;
      let stopped = this.roundEnd();
      if (stopped) return this.finish(stopped);
      const handoffs = ag2Handoffs(this.graph, agent.id);
      let next: NextSpeaker = nextSpeaker({ lastMessage: spoke.kind, pending, lastAgentId: agent.id, afterWork: handoffs.afterWork });
      if (next.kind === 'tool_executor') {
        pending = await this.executeTools(agent, spoke.calls, span);
        stopped = this.roundEnd();
        if (stopped) return this.finish(stopped);
        next = nextSpeaker({ lastMessage: 'tool_responses', pending, lastAgentId: agent.id, afterWork: handoffs.afterWork, lastSpeakerIsToolExecutor: true });
        if (pending?.target.type === 'stay') {
          // StayTarget resolved to the tool executor: it speaks once more, with nothing to run
          this.toolExecutorIdleTurn(agent, span);
          stopped = this.roundEnd();
          if (stopped) return this.finish(stopped);
        }
      }
      pending = null;
      if (next.kind === 'same_agent' || next.kind === 'tool_executor') continue;
      const resolution = next.resolution;
      if (resolution.type === 'terminate') return this.finish({ status: 'terminated', finalOutput: this.lastContent });
      if (resolution.type === 'revert_to_user') return this.finish({ status: 'awaiting_user', finalOutput: this.lastContent });
      const target = this.agents.get(resolution.agentId);
      if (!target) throw new RunError('ValueError', `No agent found with the id '${resolution.agentId}'.`);
      await k.pause({ before: 'handoff', agentId: agent.id, detail: `${agent.name} -> ${target.name}` }, span.id);
      const handoffSpan = k.span({ type: 'handoff', from_agent: agent.name, to_agent: target.name }, span);
      k.emit({ type: 'handoff_taken', fromAgentId: agent.id, toAgentId: target.id, handoffId: next.handoffId, via: next.via, input: null }, handoffSpan.id);
      handoffSpan.end();
      this.speaker = target;
    }
  }

  /** After a message joined the chat: the manager's termination check, then max_round. */
  private roundEnd(): RunOutcome | null {
    if (this.lastContent === AG2_STRINGS.terminationMessage) return { status: 'terminated', finalOutput: this.lastContent };
    if (this.rounds >= this.maxRounds) return { status: 'max_turns', finalOutput: this.lastContent };
    return null;
  }

  private finish(outcome: RunOutcome): RunOutcome {
    if (this.agentSpan) {
      this.k.emit({ type: 'agent_end', agentId: this.agentSpan.agentId, output: this.lastContent }, this.agentSpan.span.id);
      this.agentSpan.span.end();
      this.agentSpan = null;
    }
    return outcome;
  }

  private enterAgent(agent: Agent): Span {
    if (this.agentSpan?.agentId === agent.id) return this.agentSpan.span;
    if (this.agentSpan) {
      this.k.emit({ type: 'agent_end', agentId: this.agentSpan.agentId, output: null }, this.agentSpan.span.id);
      this.agentSpan.span.end();
    }
    const span = this.k.span({ type: 'agent', name: agent.name, handoffs: [], tools: [], output_type: 'str' }, null);
    this.agentSpan = { agentId: agent.id, span };
    this.k.emit({ type: 'agent_start', agentId: agent.id, turn: this.turn + 1 }, span.id);
    return span;
  }

  private append(item: ProtocolItem, speaker: string, withToolCalls: boolean, agentId: string, spanId: string): void {
    this.entries.push({ item, speaker, message: this.messageNo, withToolCalls });
    this.k.transcript.push(item);
    this.k.emit({ type: 'item', agentId, item }, spanId);
  }

  /** One group agent's reply: a context condition's hand-off message, or the model's answer. */
  private async agentReply(agent: Agent, span: Span): Promise<{ kind: LastMessageKind; calls: FunctionCallItem[]; pending: PendingTarget | null }> {
    const k = this.k;
    const handoffs = ag2Handoffs(this.graph, agent.id);

    // update_agent_state: LLM conditions are re-added only when available
    const available: Ag2LlmCondition[] = [];
    for (const condition of handoffs.llmConditions) {
      if (await evaluateRule(k, condition.available, `handoff "${condition.handoff.id}" enabled`, span.id)) available.push(condition);
    }
    const contextAvailable: string[] = [];
    let matched: (typeof handoffs.contextConditions)[number] | null = null;
    for (const condition of handoffs.contextConditions) {
      if (!(await evaluateRule(k, condition.available, `handoff "${condition.handoff.id}" enabled`, span.id))) continue;
      contextAvailable.push(condition.handoff.id);
      if (matched) continue;
      if (await evaluateRule(k, { when: condition.when }, `handoff "${condition.handoff.id}" when`, span.id)) matched = condition;
    }
    const enabled = new Set([...available.map((c) => c.handoff.id), ...contextAvailable]);
    const all = [...handoffs.llmConditions, ...handoffs.contextConditions].map((c) => c.handoff.id);
    k.emit({ type: 'handoffs_evaluated', agentId: agent.id, enabled: all.filter((id) => enabled.has(id)), disabled: all.filter((id) => !enabled.has(id)) }, span.id);

    const tools = [];
    for (const toolId of agent.tools) {
      const tool = this.graph.tools.find((t) => t.id === toolId);
      if (tool?.type !== 'function') continue;
      if (await evaluateRule(k, tool.enabled, `tool "${tool.name}" enabled`, span.id)) tools.push(tool);
    }
    span.update({ handoffs: available.map((c) => c.target.name), tools: tools.map((t) => t.name) });

    this.rounds++;
    this.messageNo++;
    if (matched) {
      // _run_oncontextconditions: reply without calling the model
      const text = AG2_STRINGS.contextHandoffReply(matched.target.name);
      k.emit({ type: 'handoff_requested', fromAgentId: agent.id, toAgentId: matched.target.id, handoffId: matched.handoff.id, callId: null, toolName: null, arguments: null }, span.id);
      this.append(assistantMessage(text), agent.id, false, agent.id, span.id);
      this.lastContent = text;
      return { kind: 'text', calls: [], pending: { target: { type: 'agent', agentId: matched.target.id }, via: 'context', handoffId: matched.handoff.id } };
    }

    // register_nested_chats: checked before the agent's own model reply (conversable_agent.py:905)
    if (agent.nestedChats && agent.nestedChats.length > 0) {
      const nested = await runNestedChats(k, agent, agent.nestedChats, this.lastContent, span, () => ++this.turn);
      if (nested.reply !== null) {
        this.append(assistantMessage(nested.reply), agent.id, false, agent.id, span.id);
        this.lastContent = nested.reply;
        return { kind: 'text', calls: [], pending: null };
      }
    }

    this.turn++;
    const view = agentView(this.entries, agent.id, this.transit, this.speakerNames);
    const request = ag2Request(this.graph, agent, view, k.context.peek(), tools, available);
    await k.pause({ before: 'model_call', agentId: agent.id, detail: agent.name }, span.id);
    const response = await k.callModel({ model: k.modelFor(request.model), agentId: agent.id, turn: this.turn, request, parent: span });
    const calls = response.output.filter((item): item is FunctionCallItem => item.type === 'function_call');
    let text = '';
    for (const item of response.output) {
      this.append(item, agent.id, calls.length > 0, agent.id, span.id);
      if (item.type === 'message') text += messageText(item);
    }
    this.lastContent = text;
    return { kind: calls.length > 0 ? 'tool_calls' : 'text', calls, pending: null };
  }

  /**
   * The tool executor as speaker with no tool calls (after a StayTarget from a tool, which
   * resolves against the last speaker, the executor: group_utils.py:482-487): its reply is the
   * default auto reply "", one more message and round, seen by every agent as a user message
   * named _Group_Tool_Executor (checked on AG2 0.11.5). Then the calling agent's after-work.
   */
  private toolExecutorIdleTurn(agent: Agent, span: Span): void {
    this.rounds++;
    this.messageNo++;
    const reply = { ...userMessage(AG2_STRINGS.toolExecutorIdleReply), speaker: AG2_STRINGS.toolExecutorName };
    this.append(reply, 'tools', false, agent.id, span.id);
    this.lastContent = AG2_STRINGS.toolExecutorIdleReply;
  }

  /** The group tool executor's reply to one message with tool calls. */
  private async executeTools(agent: Agent, calls: FunctionCallItem[], span: Span): Promise<PendingTarget | null> {
    const batch = new Ag2ToolBatch();
    const requested: PendingTarget[] = [];
    this.rounds++;
    this.messageNo++;
    for (const call of calls) {
      const { content, target } = await this.executeCall(agent, call, span);
      batch.add(content, target);
      if (target) requested.push(target);
      this.append(functionCallResult(call, content), 'tools', false, agent.id, span.id);
    }
    for (const ignored of requested.slice(0, -1)) {
      const toAgentId = ignored.target.type === 'agent' ? ignored.target.agentId : null;
      this.k.emit({ type: 'handoff_ignored', fromAgentId: agent.id, toAgentId, handoffId: ignored.handoffId, reason: 'A later tool call in the same message set the next target: AG2 keeps the last one.' }, span.id);
    }
    this.lastContent = batch.content;
    return batch.next;
  }

  private async executeCall(agent: Agent, call: FunctionCallItem, agentSpan: Span): Promise<{ content: string; target: PendingTarget | null }> {
    const k = this.k;
    const plan = planAg2Call(call, this.functionMap);
    const toolId = plan.kind === 'execute' && plan.fn.kind === 'tool' ? plan.fn.tool.id : null;
    await k.pause({ before: 'tool_call', agentId: agent.id, detail: call.name }, agentSpan.id);
    const fnSpan = k.span({ type: 'function', name: call.name, input: call.arguments, output: '' }, agentSpan);
    const started = k.now();
    k.emit({ type: 'tool_call_start', agentId: agent.id, toolId, callId: call.callId, name: call.name, arguments: call.arguments }, fnSpan.id);
    const done = (content: string, error: string | null, target: PendingTarget | null) => {
      fnSpan.update({ output: content });
      if (error !== null) fnSpan.setError({ message: error, data: { function: call.name } });
      k.emit({ type: 'tool_call_end', agentId: agent.id, toolId, callId: call.callId, name: call.name, output: content, error, durationMs: k.now() - started }, fnSpan.id);
      fnSpan.end();
      return { content, target };
    };

    if (plan.kind === 'output') return done(plan.output, null, null);
    const fn = plan.fn;
    if (fn.kind === 'transfer') {
      // An LLM-condition tool returns its TransitionTarget; its output is str(target).
      const target = fn.condition.target;
      k.emit({ type: 'handoff_requested', fromAgentId: agent.id, toAgentId: target.id, handoffId: fn.condition.handoff.id, callId: call.callId, toolName: call.name, arguments: call.arguments }, fnSpan.id);
      return done(targetStr({ type: 'agent', agentId: target.id }, this.graph.agents), null, { target: { type: 'agent', agentId: target.id }, via: 'llm', handoffId: fn.condition.handoff.id });
    }

    const tool = fn.tool;
    if (await evaluateRule(k, tool.needsApproval, `tool "${tool.name}" needsApproval`, fnSpan.id, plan.args, 'needs_approval')) {
      const decision = await k.requestApproval({ agentId: agent.id, toolId: tool.id, callId: call.callId, name: call.name, arguments: call.arguments, spanId: fnSpan.id });
      if (!decision.approved) return done(decision.message ?? AG2_STRINGS.approvalRejected, null, null);
    }
    // Each call gets a copy of the context (tools/dependency_injection.py:84-88); only a
    // ReplyResult's context_variables are merged back (group_tool_executor.py:347-349). The
    // export's handoff() returns ReplyResult(context_variables=...), a plain return carries none.
    const contextBefore = k.context.get();
    const code = toolCodeToRun(k.graph, tool, call.name);
    const outcome = await runToolCodeDeferred(k, { ...code, input: plan.args, context: contextBefore, timeoutMs: tool.timeoutMs, label: `tool "${tool.name}"` });
    // A Python body's context comes back already merged the AG2 way (a ReplyResult's only,
    // with or without a target: sandbox/python/invoke.py.ts).
    if (outcome.ok && (outcome.handoffs.length > 0 || code.python)) k.context.merge(contextUpdates(contextBefore, outcome.context), fnSpan.id);
    if (!outcome.ok) {
      const content = AG2_STRINGS.functionError(outcome.error.message);
      return done(content, `${outcome.error.name}: ${outcome.error.message}`, null);
    }
    const handoff = outcome.handoffs.at(-1);
    if (!handoff) return done(normalizeToolContent(outcome.value), null, null);
    // handoff(target) = ReplyResult(message, target): the output is str(ReplyResult) = message
    const target = targetFromHandoff(handoff.target, this.graph.agents);
    if (!target) {
      const message = AG2_STRINGS.unknownHandoffTarget(handoff.target);
      done('', `ValueError: ${message}`, null);
      throw new RunError('ValueError', message);
    }
    // no message: what the code returned, and when it returned nothing, str(target), as the
    // exports' `return handoff(id)` does (ReplyResult(message=str(target)); AgentTarget.__str__,
    // group/targets/transition_target.py:113-115)
    const returned = outcome.value === null || outcome.value === undefined ? null : outcome.value;
    const message = handoff.message ?? (returned === null ? targetStr(target, this.graph.agents) : normalizeToolContent(returned));
    if (target.type === 'agent') {
      k.emit({ type: 'handoff_requested', fromAgentId: agent.id, toAgentId: target.agentId, handoffId: null, callId: call.callId, toolName: call.name, arguments: call.arguments }, fnSpan.id);
    }
    return done(message, null, { target, via: 'tool', handoffId: null });
  }
}
