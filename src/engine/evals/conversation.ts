/**
 * A scripted conversation: one engine run per user turn. Each turn continues where the last one
 * left off (history, last agent, context variables), the way the playground chains turns. Used by
 * `switchboard run` and by every eval case (CLI and app). Approvals cannot be asked for without a
 * person, so they are answered by policy (`approve`).
 */
import type { Graph } from '../../graph/schema.ts';
import type { Model, ModelProvider } from '../../models/model.ts';
import { userMessage, type ProtocolItem } from '../../models/items.ts';
import type { RunEvent, RunErrorInfo, RunStatus } from '../events.ts';
import type { RunHandle, RunOptions } from '../handle.ts';
import type { JsonValue } from '../json.ts';
import type { Sandbox } from '../sandbox.ts';

/** The engine's `run` (engine/index.ts), passed in so callers choose when the engine loads. */
export type RunFunction = (graph: Graph, input: ProtocolItem[], options: RunOptions) => RunHandle;

export interface ConversationOptions {
  run: RunFunction;
  graph: Graph;
  inputs: string[];
  model: Model | ModelProvider;
  sandbox: Sandbox;
  trusted: RunOptions['trusted'];
  maxTurns: number | null;
  stream: boolean;
  approve: 'all' | 'none';
  /** what the model is told when a tool is rejected by the `approve: none` policy */
  rejectionMessage?: string;
  /** stops the current run (the transcript so far is kept) and sends no further turn */
  signal?: AbortSignal;
  /** the agents' MCP servers (docs/MCP.md) */
  mcp?: RunOptions['mcp'];
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

/** Statuses after which the routine waits for the user, so the next input is sent. */
const RETURNS_TO_USER: ReadonlySet<RunStatus> = new Set(['completed', 'awaiting_user', 'max_turns']);

export const APPROVAL_REJECTED = 'Rejected: no one was there to approve this tool (approve: none).';

export async function runConversation(options: ConversationOptions): Promise<ConversationResult> {
  let history: ProtocolItem[] = [];
  let startAgentId: string | undefined;
  let context: Record<string, JsonValue> | undefined;
  const turns: RunEvent[][] = [];
  let result: ConversationResult | null = null;

  for (const [turn, text] of options.inputs.entries()) {
    if (options.signal?.aborted && result) break;
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
    const stop = () => handle.stop();
    options.signal?.addEventListener('abort', stop, { once: true });
    // aborted before this turn's first event: the run ends cancelled, with its events
    if (options.signal?.aborted) handle.stop();
    const events: RunEvent[] = [];
    turns.push(events);
    try {
      for await (const event of handle) {
        events.push(event);
        options.onEvent?.(event, turn);
        if (event.type === 'approval_needed') {
          const approved = options.approve === 'all';
          handle.resolveApproval(event.approvalId, approved ? { approved } : { approved, message: options.rejectionMessage ?? APPROVAL_REJECTED });
        }
      }
    } finally {
      options.signal?.removeEventListener('abort', stop);
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
