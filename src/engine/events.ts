/**
 * The run event stream: the only way anything outside the engine learns about a run.
 * A run's event list is its recording; replaying it drives the UI exactly as the live run did.
 * Every event names the span it belongs to (null only for run_start before the trace exists).
 */
import type { Runtime } from '../graph/schema.ts';
import type { ModelRequest, Usage } from '../models/model.ts';
import type { ProtocolItem, ToolOutputPart } from '../models/items.ts';
import type { JsonValue } from './json.ts';

/* ------------------------------- tracing (Agents SDK span model) ------------------------------ */

export type SpanData =
  | { type: 'agent'; name: string; handoffs: string[]; tools: string[]; output_type: string }
  /**
   * `input` is the request's input as the SDK exports it. The engine's own spans leave it out (the
   * model_request event of the span holds it as an InputDelta); exportTrace puts it back.
   * `notices` (Switchboard's, additive): what the provider could not send as asked, in words.
   */
  | { type: 'generation'; input?: unknown; output: unknown; model: string; model_config: unknown; usage: unknown; notices?: string[] }
  | { type: 'function'; name: string; input: string; output: string; mcp_data?: unknown }
  | { type: 'handoff'; from_agent: string; to_agent?: string | null } // absent until the handoff is invoked
  /** listing a local MCP server's tools (agents-core tracing/createSpans.mjs:287 createMCPListToolsSpan) */
  | { type: 'mcp_tools'; server: string; result: string[] }
  | { type: 'guardrail'; name: string; triggered: boolean }
  | { type: 'custom'; name: string; data: Record<string, unknown> };

export interface SpanError {
  message: string;
  data?: Record<string, unknown>;
}

/** Exported exactly as the SDK's `Span.toJSON()` (object "trace.span"). */
export interface SpanRecord {
  object: 'trace.span';
  id: string;
  trace_id: string;
  parent_id: string | null;
  started_at: string;
  ended_at: string | null;
  span_data: SpanData;
  error: SpanError | null;
}

export interface TraceRecord {
  object: 'trace';
  id: string;
  workflow_name: string;
  group_id: string | null;
  metadata: Record<string, unknown>;
}

/* ------------------------------------------ events ------------------------------------------- */

export type RunStatus =
  /** the final output was produced */
  | 'completed'
  /** the routine returned control to the user (Swarm end of turn, AG2 revert-to-user) */
  | 'awaiting_user'
  /** AG2 terminate target */
  | 'terminated'
  /** the run hit its turn limit (SDK: an error; Swarm/AG2: a silent stop) */
  | 'max_turns'
  | 'cancelled'
  | 'error';

export type PauseReason = 'step' | 'breakpoint';
export type PausePoint = 'model_call' | 'tool_call' | 'handoff';
export type HandoffVia = 'llm' | 'context' | 'tool' | 'after_work';

export interface RunErrorInfo {
  /** runtime error class, e.g. MaxTurnsExceededError, ModelBehaviorError, InputGuardrailTripwireTriggered */
  type: string;
  message: string;
}

/**
 * A model request's input as recorded: the first `keep` items of an earlier request's input, then
 * `added` (src/engine/requestInput.ts rebuilds the full input). Requests repeat the conversation so
 * far; recording each in full made a run's memory grow with the square of its length.
 */
export interface InputDelta {
  /** generation span id of the earlier request (its model_request's spanId); null: `added` is all */
  base: string | null;
  keep: number;
  added: ProtocolItem[];
}

/** A model request as the event stream carries it: everything sent, the input as a delta. */
export type RecordedModelRequest = Omit<ModelRequest, 'signal' | 'input'> & { inputDelta: InputDelta };

export type RunEventBody =
  | { type: 'run_start'; runId: string; traceId: string; graphId: string; runtime: Runtime; startAgentId: string; input: ProtocolItem[]; context: Record<string, JsonValue>; simulated: boolean }
  | { type: 'run_end'; status: RunStatus; finalOutput: JsonValue; lastAgentId: string; error: RunErrorInfo | null; items: ProtocolItem[]; context: Record<string, JsonValue> }
  | { type: 'span_start'; span: SpanRecord }
  /**
   * A span ended. It carries only what its span_start's record lacks (the span is the event's
   * spanId): the end time, its span_data when that changed after the start (null: unchanged) and
   * its error. A whole record per end was a fifth of a long run's memory (docs/PERFORMANCE.md,
   * "Engine memory"); `endedSpan` / `spanRecords` (src/engine/spans.ts) rebuild the record.
   */
  | { type: 'span_end'; endedAt: string; data: SpanData | null; error: SpanError | null }
  | { type: 'agent_start'; agentId: string; turn: number }
  | { type: 'agent_end'; agentId: string; output: JsonValue }
  /** which handoffs of the current agent are enabled right now (dims the others on the canvas) */
  | { type: 'handoffs_evaluated'; agentId: string; enabled: string[]; disabled: string[] }
  | { type: 'model_request'; agentId: string; turn: number; request: RecordedModelRequest }
  | { type: 'model_delta'; agentId: string; delta: string }
  | { type: 'model_response'; agentId: string; output: ProtocolItem[]; usage: Usage; providerData: Record<string, unknown> | null }
  /** an item joined the conversation (model output, tool output, handoff output, user turn) */
  | { type: 'item'; agentId: string; item: ProtocolItem }
  | { type: 'tool_call_start'; agentId: string; toolId: string | null; callId: string; name: string; arguments: string }
  /** output: the result as text; parts: a structured tool output (text/image/file) as the model got it */
  | { type: 'tool_call_end'; agentId: string; toolId: string | null; callId: string; name: string; output: string; error: string | null; durationMs: number; parts?: ToolOutputPart[] }
  | { type: 'handoff_requested'; fromAgentId: string; toAgentId: string; handoffId: string | null; callId: string | null; toolName: string | null; arguments: string | null }
  | { type: 'handoff_taken'; fromAgentId: string; toAgentId: string; handoffId: string | null; via: HandoffVia; input: JsonValue }
  /** a requested handoff that did not happen (extra handoff in one response, invalid input, rejected) */
  | { type: 'handoff_ignored'; fromAgentId: string; toAgentId: string | null; handoffId: string | null; reason: string }
  /** an agent called as a tool (a "calls as tool" edge) starts its nested run inside the manager's turn */
  | { type: 'agent_tool_start'; managerId: string; workerId: string; agentToolId: string; callId: string; toolName: string; input: string }
  /** the nested run ended: the text the manager's model gets, or the error that became a tool error */
  | { type: 'agent_tool_end'; managerId: string; workerId: string; agentToolId: string; callId: string; output: string | null; error: string | null }
  /** an agent called as a tool (a "calls as tool" edge) starts its nested run inside the manager's turn */
  | { type: 'agent_tool_start'; managerId: string; workerId: string; agentToolId: string; callId: string; toolName: string; input: string }
  /** the nested run ended: the text the manager's model gets, or the error that became a tool error */
  | { type: 'agent_tool_end'; managerId: string; workerId: string; agentToolId: string; callId: string; output: string | null; error: string | null }
  /** AG2: an agent starts one chat of its nested-chat queue (inside its turn) */
  | { type: 'nested_chat_start'; agentId: string; recipientId: string; chatIndex: number; message: string }
  /** that chat ended with its summary (the last one's is the agent's reply) */
  | { type: 'nested_chat_end'; agentId: string; recipientId: string; chatIndex: number; summary: string }
  | { type: 'guardrail'; guardrailId: string; name: string; kind: 'input' | 'output' | 'tool_input' | 'tool_output'; agentId: string; triggered: boolean; info: JsonValue }
  | { type: 'approval_needed'; approvalId: string; agentId: string; toolId: string; callId: string; name: string; arguments: string }
  | { type: 'approval_resolved'; approvalId: string; approved: boolean; message: string | null }
  | { type: 'context_changed'; context: Record<string, JsonValue>; changedKeys: string[] }
  | { type: 'paused'; reason: PauseReason; before: PausePoint; agentId: string; detail: string }
  | { type: 'resumed' }
  | { type: 'error'; agentId: string | null; error: RunErrorInfo; fatal: boolean };

export type RunEventType = RunEventBody['type'];

export type RunEvent = RunEventBody & {
  /** 0-based position in the run */
  seq: number;
  /** ms since run start (replay timing) */
  t: number;
  /** the span this event belongs to */
  spanId: string | null;
};

export type RunEventOf<T extends RunEventType> = Extract<RunEvent, { type: T }>;
