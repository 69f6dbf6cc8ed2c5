/**
 * What `run` prints. With --json: exactly one JSON object (the CLI contract); otherwise a readable
 * transcript printed as the run goes (streamed text, tool calls, handoffs, errors).
 */
import type { Graph } from '../graph/schema.ts';
import type { RunEvent, RunErrorInfo, SpanRecord, RunStatus } from '../engine/events.ts';
import type { JsonValue } from '../engine/json.ts';
import { hostedItemSummary, isHostedMcpItem, type ProtocolItem } from '../models/items.ts';
import { exportTrace, type TraceExport } from '../engine/kernel/index.ts';
import type { ConversationResult } from '../engine/evals/conversation.ts';

export interface JsonReport {
  finalOutput: JsonValue;
  /** agent id */
  lastAgent: string;
  status: RunStatus;
  items: ProtocolItem[];
  /**
   * The trace in the Agents SDK's export shape. One user turn is one SDK trace; with several
   * --input turns, `trace` is the first turn's trace record (metadata.turn_trace_ids lists every
   * turn's) and `spans` holds the spans of all turns in order, each with its own trace_id.
   */
  trace: TraceExport;
  error: RunErrorInfo | null;
}

export function jsonReport(result: ConversationResult): JsonReport {
  const traces = result.turns.map((events) => exportTrace(events));
  const first = traces[0];
  const spans: SpanRecord[] = traces.flatMap((t) => t.spans);
  const trace: TraceExport = traces.length === 1
    ? first
    : { trace: { ...first.trace, metadata: { ...first.trace.metadata, turn_trace_ids: traces.map((t) => t.trace.id) } }, spans };
  return { finalOutput: result.finalOutput, lastAgent: result.lastAgentId, status: result.status, items: result.items, trace, error: result.error };
}

/**
 * JSON text of a report with every occurrence of the secret replaced. The key should never get
 * in (providers keep it to themselves); this is the last line of defence before stdout.
 */
export function stringifyWithout(value: unknown, secret: string | undefined): string {
  const text = JSON.stringify(value);
  if (!secret || secret.length < 4) return text;
  const escaped = JSON.stringify(secret).slice(1, -1);
  return text.split(escaped).join('[redacted key]');
}

/** The value with every occurrence of the secret (as JSON text holds it) replaced. */
export function withoutSecret<T>(value: T, secret: string | undefined): T {
  if (!secret || secret.length < 4) return value;
  return JSON.parse(stringifyWithout(value, secret)) as T;
}

/**
 * A writer that never lets the secret through, even when it arrives split over several writes
 * (streamed deltas): the last secret.length - 1 characters wait for the next write or `flush`.
 */
export function redactingWriter(write: (text: string) => void, secret: string | undefined): { write: (text: string) => void; flush: () => void } {
  if (!secret || secret.length < 4) return { write, flush: () => {} };
  let pending = '';
  return {
    write: (text) => {
      pending = (pending + text).split(secret).join('[redacted key]');
      const cut = Math.max(0, pending.length - (secret.length - 1));
      if (cut > 0) write(pending.slice(0, cut));
      pending = pending.slice(cut);
    },
    flush: () => {
      if (pending) write(pending);
      pending = '';
    },
  };
}

/** A printer for the human transcript; returns the onEvent callback. */
export function transcriptPrinter(graph: Graph, write: (text: string) => void): (event: RunEvent) => void {
  const names = new Map(graph.agents.map((agent) => [agent.id, agent.name]));
  const name = (id: string | null) => (id ? (names.get(id) ?? id) : 'run');
  let streamingFrom: string | null = null;
  let streamedText = false;
  const endLine = () => {
    if (streamingFrom !== null) write('\n');
    streamingFrom = null;
  };
  return (event) => {
    switch (event.type) {
      case 'run_start': {
        const text = event.input.map((item) => (item.type === 'message' && item.role === 'user' ? item.content : '')).join(' ');
        if (text) write(`\nuser> ${text}\n`);
        streamedText = false;
        if (event.simulated) write('(offline simulator: replies are simulated)\n');
        break;
      }
      case 'model_delta':
        if (streamingFrom !== event.agentId) {
          endLine();
          write(`${name(event.agentId)}> `);
          streamingFrom = event.agentId;
        }
        streamedText = true;
        write(event.delta);
        break;
      case 'model_response': {
        if (!streamedText) {
          for (const item of event.output) {
            if (item.type === 'message' && item.role === 'assistant') {
              const text = item.content.map((part) => (part.type === 'output_text' ? part.text : part.refusal)).join('');
              if (text) write(`${name(event.agentId)}> ${text}\n`);
            }
          }
        }
        endLine();
        for (const item of event.output) if (item.type === 'hosted_tool_call') write(`  [${isHostedMcpItem(item) ? 'mcp' : 'hosted'}] ${clip(hostedItemSummary(item))}\n`);
        streamedText = false;
        break;
      }
      case 'tool_call_start':
        endLine();
        write(`  [tool] ${event.name}(${event.arguments})\n`);
        break;
      case 'tool_call_end':
        write(`  [tool] ${event.name} -> ${event.error ? `error: ${event.error}` : clip(event.output)}\n`);
        break;
      case 'handoff_taken':
        endLine();
        write(`  [handoff] ${name(event.fromAgentId)} -> ${name(event.toAgentId)} (${event.via})\n`);
        break;
      case 'handoff_ignored':
        write(`  [handoff ignored] ${name(event.fromAgentId)} -> ${name(event.toAgentId)}: ${event.reason}\n`);
        break;
      case 'guardrail':
        if (event.triggered) write(`  [guardrail] ${event.name} tripped\n`);
        break;
      case 'approval_needed':
        write(`  [approval] ${event.name}(${event.arguments})\n`);
        break;
      case 'approval_resolved':
        write(`  [approval] ${event.approved ? 'approved' : 'rejected'}\n`);
        break;
      case 'error':
        endLine();
        write(`  [error] ${event.error.type}: ${event.error.message}\n`);
        break;
      case 'run_end':
        endLine();
        if (event.status !== 'completed' && event.status !== 'awaiting_user') write(`(run ${event.status})\n`);
        break;
      default:
        break;
    }
  };
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 200 ? `${flat.slice(0, 199)}…` : flat;
}
