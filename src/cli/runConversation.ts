/**
 * A CLI conversation: one engine run per user turn. Each turn continues where the last one left
 * off (history, last agent, context variables), the way the playground chains turns. Approvals
 * cannot be asked for in a non-interactive CLI, so they are answered by policy (--approve).
 */
import type { Graph } from '../graph/schema.ts';
import type { Model } from '../models/model.ts';
import { userMessage, type ProtocolItem } from '../models/items.ts';
import type { RunEvent, RunErrorInfo, RunStatus } from '../engine/events.ts';
import type { JsonValue } from '../engine/json.ts';
import type { Sandbox } from '../engine/sandbox.ts';
import type { RunFunction } from './engine.ts';
import type { McpConnector } from '../engine/mcp.ts';

export interface ConversationOptions {
  run: RunFunction;
  graph: Graph;
  inputs: string[];
  model: Model;
  sandbox: Sandbox;
  trusted: boolean;
  maxTurns: number | null;
  stream: boolean;
  approve: 'all' | 'none';
  /** the agents' MCP servers (src/cli/mcpStdio.ts) */
  mcp?: McpConnector;
  onEvent?: (event: RunEvent, turn: number) => void;
}

export interface ConversationResult {
  status: RunStatus;
  finalOutput: JsonValue;
  lastAgentId: string;
  items: ProtocolItem[];
  context: Record<string, JsonValue>;
  error: RunErrorInfo | null;
  /** the events of every turn, one list per user input sent */
  turns: RunEvent[][];
}

/** Statuses after which the routine waits for the user, so the next --input is sent. */
const RETURNS_TO_USER: ReadonlySet<RunStatus> = new Set(['completed', 'awaiting_user', 'max_turns']);

export const APPROVAL_REJECTED_BY_CLI = 'Rejected by the CLI (run with --approve all to approve tools that need approval).';

export async function runConversation(options: ConversationOptions): Promise<ConversationResult> {
  let history: ProtocolItem[] = [];
  let startAgentId: string | undefined;
  let context: Record<string, JsonValue> | undefined;
  const turns: RunEvent[][] = [];
  let result: ConversationResult | null = null;

  for (const [turn, text] of options.inputs.entries()) {
    const handle = options.run(options.graph, [userMessage(text)], {
      model: options.model,
      sandbox: options.sandbox,
      trusted: options.trusted,
      history,
      ...(startAgentId !== undefined ? { startAgentId } : {}),
      ...(context !== undefined ? { context } : {}),
      ...(options.maxTurns !== null ? { maxTurns: options.maxTurns } : {}),
      stream: options.stream,
      ...(options.mcp ? { mcp: options.mcp } : {}),
    });
    const events: RunEvent[] = [];
    turns.push(events);
    for await (const event of handle) {
      events.push(event);
      options.onEvent?.(event, turn);
      if (event.type === 'approval_needed') {
        const approved = options.approve === 'all';
        handle.resolveApproval(event.approvalId, approved ? { approved } : { approved, message: APPROVAL_REJECTED_BY_CLI });
      }
    }
    const outcome = await handle.result;
    result = {
      status: outcome.status,
      finalOutput: outcome.finalOutput,
      lastAgentId: outcome.lastAgentId,
      items: outcome.items,
      context: outcome.context,
      error: outcome.error,
      turns,
    };
    if (!RETURNS_TO_USER.has(outcome.status)) break;
    history = outcome.items;
    startAgentId = outcome.lastAgentId;
    context = outcome.context;
  }
  if (!result) throw new Error('No input to send.');
  return result;
}
