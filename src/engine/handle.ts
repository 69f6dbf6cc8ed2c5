/**
 * The engine's public surface: `run(graph, input, options)` returns a RunHandle, an async
 * iterable of RunEvents with controls. Implemented per runtime profile (see engine/index.ts).
 */
import type { Model, ModelProvider } from '../models/model.ts';
import type { ProtocolItem } from '../models/items.ts';
import type { RunEvent, RunEventType, RunStatus, RunErrorInfo } from './events.ts';
import type { Sandbox } from './sandbox.ts';
import type { JsonValue } from './json.ts';
import type { TrustDecider } from './kernel/trustGate.ts';
import type { McpConnector } from './mcp.ts';
import type { ComputerProvider } from './computer.ts';

export interface RunOptions {
  /** one model for every agent, or a provider asked per agent model name */
  model: Model | ModelProvider;
  sandbox: Sandbox;
  /**
   * May the graph's code run? A fixed answer, or a callback the kernel calls once, just before
   * the first user code of the run (see kernel/trustGate.ts).
   */
  trusted: boolean | TrustDecider;
  /** conversation so far (earlier turns); the new user input is appended */
  history?: ProtocolItem[];
  /** agent that takes this turn (default graph.startAgent); multi-turn chats pass the last agent */
  startAgentId?: string;
  /** context variables carried over from earlier turns (default graph.context) */
  context?: Record<string, JsonValue>;
  /** overrides graph.settings.maxTurns */
  maxTurns?: number;
  /** stream model deltas (default true) */
  stream?: boolean;
  /** pause before each model call, tool call and handoff until continue() */
  stepMode?: boolean;
  /** pause when a matching point is reached: agent ids and/or event kinds */
  breakpoints?: { agents?: string[]; kinds?: Array<'handoff' | 'tool' | 'guardrail'> };
  /** reaches the agents' local MCP servers (docs/MCP.md §2); absent: a graph with MCP servers fails clearly */
  mcp?: McpConnector;
  /** carries out computer calls (docs/COMPUTER.md §3); absent: the deterministic demo screen */
  computer?: ComputerProvider;
  /** deterministic ids and clock for tests and recordings */
  ids?: () => string;
  now?: () => number;
}

export interface RunResult {
  status: RunStatus;
  finalOutput: JsonValue;
  lastAgentId: string;
  /** the whole conversation after this run (history + input + new items) */
  items: ProtocolItem[];
  context: Record<string, JsonValue>;
  error: RunErrorInfo | null;
  events: RunEvent[];
}

export interface RunHandle extends AsyncIterable<RunEvent> {
  readonly runId: string;
  /** cancels the run, including the in-flight model request; the transcript so far is kept */
  stop(): void;
  /** answer an approval_needed event */
  resolveApproval(approvalId: string, decision: { approved: boolean; message?: string }): void;
  /** leave a pause (step mode or breakpoint) */
  continue(): void;
  setStepMode(on: boolean): void;
  /** resolves when the run has ended (never rejects: errors end the run with status 'error') */
  readonly result: Promise<RunResult>;
}

export type { RunEventType };
