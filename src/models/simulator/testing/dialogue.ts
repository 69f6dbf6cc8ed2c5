/**
 * Test helper: a service graph from short specs (a front desk, its specialists, a way back to the
 * front desk) and a dialogue driver that runs each message through the real engine as the
 * playground does: history, last agent and context carry over; approvals are granted. Shared by
 * the simulator's dialogue tests (unseenDomains, routing, gated).
 */
import { GraphSchema, type Graph, type Runtime } from '../../../graph/schema.ts';
import { run, type RunResult } from '../../../engine/index.ts';
import { counterIds } from '../../../engine/kernel/index.ts';
import type { JsonValue } from '../../../engine/json.ts';
import { createFakeSandbox } from '../../../engine/testing/fakeSandbox.ts';
import type { Model } from '../../model.ts';
import type { ProtocolItem } from '../../items.ts';
import { createSimulatorModel } from '../simulator.ts';

export interface ToolSpec {
  name: string;
  description: string;
  properties: Record<string, Record<string, unknown>>;
  /** default: every property */
  required?: string[];
  needsApproval?: boolean;
  /** tool code body; default returns `returns` */
  code?: string;
  returns?: unknown;
}

export interface AgentSpec {
  id: string;
  name?: string;
  instructions: string;
  handoffDescription?: string;
  tools?: ToolSpec[];
}

export interface ServiceGraphOptions {
  runtime?: Runtime;
  /** default: the id */
  name?: string;
  /** the description of each specialist's handoff back to the front desk */
  wayBack?: string;
}

/**
 * The first agent is the front desk: a handoff to every specialist, and from each a way back.
 * (Also the simulator bench's domains: bench/simulator-domains/build.ts.)
 */
export function serviceGraph(id: string, agents: AgentSpec[], options: ServiceGraphOptions = {}): Graph {
  const { runtime = 'agents-sdk-js', name = id, wayBack = 'Call this if the person asks about something outside your purview.' } = options;
  const [front, ...specialists] = agents;
  const tools = agents.flatMap((a) => a.tools ?? []);
  return GraphSchema.parse({
    format: 'switchboard.graph',
    version: 1,
    id,
    name,
    runtime,
    startAgent: front!.id,
    agents: agents.map((a) => ({ id: a.id, name: a.name ?? a.id, instructions: a.instructions, handoffDescription: a.handoffDescription ?? '', tools: (a.tools ?? []).map((t) => t.name) })),
    handoffs: [
      ...specialists.map((s) => ({ id: `${front!.id}-${s.id}`, from: front!.id, to: s.id })),
      ...specialists.map((s) => ({ id: `${s.id}-back`, from: s.id, to: front!.id, trigger: { type: 'llm', toolName: 'transfer_back_to_front_desk', description: wayBack, condition: null } })),
    ],
    tools: tools.map((t) => ({
      id: t.name,
      type: 'function',
      name: t.name,
      description: t.description,
      parameters: { type: 'object', properties: t.properties, required: t.required ?? Object.keys(t.properties), additionalProperties: false },
      code: t.code ?? `export default () => (${JSON.stringify(t.returns ?? { status: 'ok' })});`,
      needsApproval: t.needsApproval ?? false,
    })),
  });
}

export interface TurnResult {
  /** the agent that held the conversation at the end of the turn */
  agent: string;
  /** calls of the graph's own tools (not transfers), in order */
  calls: Array<{ name: string; args: Record<string, unknown> }>;
  replies: string[];
  error: string | null;
}

/** Where a conversation stands between two messages, as the playground keeps it. */
export interface DialogueState {
  history: ProtocolItem[];
  lastAgent?: string;
  context?: Record<string, JsonValue>;
}

/**
 * One message through the real engine from where the conversation stands, every approval granted
 * and every pause continued; the result and where the conversation stands after it. (Also the
 * simulator benches: bench/simulator.ts, bench/sgd.ts.)
 */
export async function takeTurn(graph: Graph, message: string, model: Model, state: DialogueState, maxTurns: number): Promise<{ result: RunResult; next: DialogueState }> {
  const handle = run(graph, message, {
    model,
    sandbox: createFakeSandbox(),
    trusted: true,
    ids: counterIds(),
    stream: false,
    history: state.history,
    maxTurns,
    ...(state.lastAgent ? { startAgentId: state.lastAgent } : {}),
    ...(state.context ? { context: state.context } : {}),
  });
  for await (const event of handle) {
    if (event.type === 'approval_needed') handle.resolveApproval(event.approvalId, { approved: true });
    if (event.type === 'paused') handle.continue();
  }
  const result = await handle.result;
  return { result, next: { history: result.items, lastAgent: result.lastAgentId, context: result.context } };
}

/**
 * Each message in turn, the next starting where the last ended. `blind`: the model is not given
 * the graph (it works from each request alone, as with a key-less export).
 */
export async function converse(graph: Graph, messages: string[], options: { blind?: boolean } = {}): Promise<TurnResult[]> {
  const out: TurnResult[] = [];
  let state: DialogueState = { history: [] };
  const own = new Set(graph.tools.map((t) => t.name));
  for (const message of messages) {
    const turn = await takeTurn(graph, message, createSimulatorModel(options.blind ? {} : { graph }), state, 20);
    const result = turn.result;
    // SIM_DEBUG=1 prints each model response's rationale
    if (process.env.SIM_DEBUG) for (const e of result.events) if (e.type === 'model_response') console.log(e.agentId, JSON.stringify(e.output).slice(0, 240), '|', e.providerData?.rationale);
    out.push({
      agent: result.lastAgentId,
      calls: result.events.flatMap((e) => (e.type === 'tool_call_start' && own.has(e.name) ? [{ name: e.name, args: JSON.parse(e.arguments) as Record<string, unknown> }] : [])),
      replies: assistantReplies(result),
      error: result.error?.message ?? null,
    });
    state = turn.next;
  }
  return out;
}

/** The text of each assistant message a run produced, in order. */
export function assistantReplies(result: RunResult): string[] {
  return result.events.flatMap((e) => (e.type === 'model_response' ? e.output.flatMap((i) => (i.type === 'message' && i.role === 'assistant' ? [i.content.map((p) => (p.type === 'output_text' ? p.text : '')).join('')] : [])) : []));
}

/** The names of a turn's calls. */
export const names = (turn: TurnResult) => turn.calls.map((c) => c.name);
