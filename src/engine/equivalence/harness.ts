/**
 * Equivalence harness: runs the same scripted model turns through the real `@openai/agents-core`
 * 0.20.0 runner and through Switchboard's agents-sdk-js profile, and reduces both runs to what the
 * model saw and what the run returned (final output, last agent, history, error), so a test can
 * compare them with toEqual.
 *
 * Normalized (and only this): protocol item `id` fields (the SDK's scripted function calls carry
 * `id = callId`; ours carry none), `providerData` and undefined-valued keys; SDK-internal request
 * fields that are not model-visible (`_internal`, `tracing`, `signal`, `overridePromptModel`,
 * `toolsExplicitlyProvided`, `outputType`, `deferLoading` on tools). Errors compare by class name
 * and message.
 */
import { Runner, Usage, setTracingDisabled, type Agent } from '@openai/agents-core';
import { ScriptedModel, modelResponse } from '@openai/agents-core/testing';
import type { Graph } from '../../graph/schema.ts';
import type { OutputItem } from '../../models/items.ts';
import { drive } from '../testing/drive.ts';
import { withoutSdkBookkeeping } from '../testing/withoutSdkBookkeeping.ts';

setTracingDisabled(true);

export interface VisibleRequest {
  systemInstructions: string | undefined;
  input: unknown[];
  tools: Array<{ type: string; name: string; description: string; parameters: unknown; strict: boolean }>;
  handoffs: Array<{ toolName: string; toolDescription: string; inputJsonSchema: unknown; strictJsonSchema: boolean }>;
  modelSettings: unknown;
}

export interface VisibleRun {
  requests: VisibleRequest[];
  finalOutput: unknown;
  lastAgent: string | null;
  /** the conversation after the run (SDK result.history; ours result.items), null on error */
  history: unknown[] | null;
  error: { type: string; message: string } | null;
}

export type Decision = { approved: boolean; message?: string };

function visible(request: Record<string, unknown>): VisibleRequest {
  const tools = (request.tools as Array<Record<string, unknown>>).map((t) => ({
    type: String(t.type),
    name: String(t.name),
    description: String(t.description),
    parameters: withoutSdkBookkeeping(t.parameters),
    strict: Boolean(t.strict),
  }));
  const handoffs = (request.handoffs as Array<Record<string, unknown>>).map((h) => ({
    toolName: String(h.toolName),
    toolDescription: String(h.toolDescription),
    inputJsonSchema: withoutSdkBookkeeping(h.inputJsonSchema),
    strictJsonSchema: Boolean(h.strictJsonSchema),
  }));
  const input = typeof request.input === 'string' ? [{ type: 'message', role: 'user', content: request.input }] : (request.input as unknown[]);
  return { systemInstructions: request.systemInstructions as string | undefined, input: withoutSdkBookkeeping(input) as unknown[], tools, handoffs, modelSettings: withoutSdkBookkeeping(request.modelSettings ?? {}) };
}

function errorOf(error: unknown): { type: string; message: string } {
  const e = error as Error;
  return { type: e.constructor?.name ?? e.name, message: e.message };
}

/** The real SDK: approvals are answered by resuming the run state, in order. */
export async function runSdk(agent: Agent<any, any>, input: string, turns: OutputItem[][], options: { context?: unknown; maxTurns?: number; approvals?: Decision[] } = {}): Promise<VisibleRun> {
  // One request per call, as Switchboard's scripted model reports (usage shows in task/turn spans).
  const model = new ScriptedModel(turns.map((output) => modelResponse({ output: output as never, usage: new Usage({ requests: 1 }) })));
  const runner = new Runner({ model });
  const approvals = [...(options.approvals ?? [])];
  let finalOutput: unknown = null;
  let lastAgent: string | null = null;
  let history: unknown[] | null = null;
  let error: VisibleRun['error'] = null;
  try {
    let result = await runner.run(agent, input, { context: options.context as never, maxTurns: options.maxTurns });
    while (result.interruptions && result.interruptions.length > 0) {
      for (const item of result.interruptions) {
        const decision = approvals.shift() ?? { approved: true };
        if (decision.approved) result.state.approve(item);
        else result.state.reject(item, decision.message ? { message: decision.message } : undefined);
      }
      result = await runner.run(agent, result.state, { context: options.context as never, maxTurns: options.maxTurns });
    }
    finalOutput = result.finalOutput ?? null;
    lastAgent = result.lastAgent?.name ?? null;
    history = withoutSdkBookkeeping(result.history) as unknown[];
  } catch (e) {
    error = errorOf(e);
  }
  const calls = (model as unknown as { calls: Array<{ request: Record<string, unknown> }> }).calls;
  return { requests: calls.map((c) => visible(c.request)), finalOutput, lastAgent, history, error };
}

/** Switchboard's agents-sdk-js profile on the same turns. */
export async function runSwitchboard(graph: Graph, input: string, turns: OutputItem[][], options: { maxTurns?: number; approvals?: Decision[] } = {}): Promise<VisibleRun> {
  const { result, model } = await drive(graph, input, turns, { approvals: options.approvals, maxTurns: options.maxTurns });
  const agent = graph.agents.find((a) => a.id === result.lastAgentId);
  const finished = result.status === 'completed';
  return {
    requests: model.calls.map((c) => visible(c.request as unknown as Record<string, unknown>)),
    finalOutput: finished ? result.finalOutput : null,
    lastAgent: finished ? (agent?.name ?? null) : null,
    history: finished ? (withoutSdkBookkeeping(result.items) as unknown[]) : null,
    error: result.error,
  };
}
