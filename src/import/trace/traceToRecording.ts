/**
 * A trace as a recording: the run events the engine would have emitted, timed as the trace was,
 * so the playground replays it like any recording (timeline, canvas animation, presentation).
 * Each trace in the file is one run of the conversation. Spans keep their place in the timeline;
 * matched agents, tools and handoffs drive the canvas; content, when the file has it, fills the
 * chat. docs/OBSERVABILITY.md describes what is shown and what is approximated.
 */
import type { Graph } from '../../graph/schema.ts';
import type { RunEvent, RunEventBody, RunStatus, SpanData, SpanRecord } from '../../engine/events.ts';
import type { JsonValue } from '../../engine/json.ts';
import { RECORDING_FORMAT, RECORDING_VERSION } from '../../engine/recordingSchema.ts';
import type { ProtocolItem } from '../../models/items.ts';
import type { TraceMatch } from './matchTrace.ts';
import type { ImportedTrace, TraceSpan } from './traceModel.ts';

export interface TraceRecordingFile {
  format: typeof RECORDING_FORMAT;
  version: typeof RECORDING_VERSION;
  name: string;
  createdAt: number;
  events: RunEvent[];
}

function sdkId(prefix: 'trace_' | 'span_', raw: string, length: number): string {
  const bare = raw.replace(/^(trace_|span_)/, '').toLowerCase();
  const hex = /^[0-9a-f]+$/.test(bare) ? bare : [...bare].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  return `${prefix}${hex.length >= length ? hex.slice(-length) : hex.padStart(length, '0')}`;
}

/** The span as the timeline reads it (the SDK span model); data the recording schema knows. */
function spanRecord(span: TraceSpan, ids: Map<string, string>, traceId: string, startMs: number | null, endMs: number | null): SpanRecord {
  let data: SpanData;
  const raw = span.data;
  switch (span.kind) {
    case 'agent':
      data = { type: 'agent', name: span.agentName ?? span.name, handoffs: [], tools: [], output_type: 'text' };
      break;
    case 'chat':
      data = { type: 'generation', input: null, output: span.assistantText, model: span.model ?? '', model_config: {}, usage: span.usage ? { input_tokens: span.usage.input, output_tokens: span.usage.output } : null };
      break;
    case 'tool':
      data = { type: 'function', name: span.toolName ?? span.name, input: span.arguments ?? '', output: span.result ?? '' };
      break;
    case 'handoff':
      data = { type: 'handoff', from_agent: span.fromAgent ?? '', to_agent: span.toAgent };
      break;
    case 'guardrail':
      data = { type: 'guardrail', name: span.toolName ?? span.name, triggered: span.triggered };
      break;
    default: {
      const fields: Record<string, unknown> = {};
      const source = raw.type === 'custom' && typeof raw.data === 'object' && raw.data !== null ? (raw.data as Record<string, unknown>) : raw;
      for (const [key, value] of Object.entries(source)) if (key !== 'type' && (value === null || ['string', 'number', 'boolean'].includes(typeof value))) fields[key] = value;
      if (raw.type && raw.type !== 'custom') fields.sdk_span_type = raw.type;
      data = { type: 'custom', name: span.name, data: fields };
    }
  }
  return {
    object: 'trace.span',
    id: ids.get(span.id)!,
    trace_id: traceId,
    parent_id: span.parentId ? ids.get(span.parentId) ?? null : null,
    started_at: new Date(startMs ?? span.startMs).toISOString(),
    ended_at: endMs === null ? null : new Date(endMs).toISOString(),
    span_data: data,
    error: span.error ? { message: span.error } : null,
  };
}

function assistantItem(text: string): ProtocolItem {
  return { type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text }] };
}

function minOf<T>(list: readonly T[], value: (item: T) => number): number {
  let min = Infinity;
  for (const item of list) min = Math.min(min, value(item));
  return min;
}

/**
 * isAncestor(a, b) for spans by index, in constant time: entry and exit numbers of a depth-first
 * walk (readTrace refused loops). A parent outside this run counts as no parent.
 */
function ancestry(spans: readonly TraceSpan[]): (a: number, b: number) => boolean {
  const indexOf = new Map(spans.map((s, i) => [s.id, i]));
  const children: number[][] = spans.map(() => []);
  const roots: number[] = [];
  spans.forEach((s, i) => {
    const parent = s.parentId === null ? undefined : indexOf.get(s.parentId);
    if (parent === undefined || parent === i) roots.push(i);
    else children[parent].push(i);
  });
  const enter: number[] = Array.from({ length: spans.length }, () => -1);
  const exit: number[] = Array.from({ length: spans.length }, () => -1);
  let clock = 0;
  for (const root of roots) {
    const stack: Array<[number, number]> = [[root, 0]];
    enter[root] = clock++;
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const [node, next] = top;
      if (next < children[node].length) {
        top[1]++;
        const child = children[node][next];
        if (enter[child] !== -1) continue;
        enter[child] = clock++;
        stack.push([child, 0]);
      } else {
        exit[node] = clock++;
        stack.pop();
      }
    }
  }
  return (a, b) => a !== b && enter[a] !== -1 && enter[a] < enter[b] && exit[b] < exit[a];
}

interface Point {
  at: number;
  /** index of the span in start order */
  index: number;
  end: boolean;
  emit: () => void;
}

export function traceToRecording(trace: ImportedTrace, graph: Graph, match: TraceMatch, options: { name?: string; now?: number } = {}): TraceRecordingFile {
  const agentId = new Map(match.agents.map((a) => [a.name, a.id]));
  const toolId = new Map(match.tools.map((t) => [t.name, t.id]));
  const handoffOf = new Map(match.handoffs.map((h) => [h.spanId, h]));
  const ids = new Map<string, string>();
  for (const span of trace.spans) ids.set(span.id, sdkId('span_', span.id, 24));

  // one run per trace id, in order of their first span
  const runs = new Map<string, TraceSpan[]>();
  for (const span of trace.spans) {
    const list = runs.get(span.traceId);
    if (list) list.push(span);
    else runs.set(span.traceId, [span]);
  }
  // loops, not Math.min(...spans): a spread of 100,000 arguments can overflow the stack
  const t0 = minOf(trace.spans, (s) => s.startMs);
  const events: RunEvent[] = [];
  let lastT = 0;
  const push = (body: RunEventBody, at: number, spanId: string | null) => {
    lastT = Math.max(lastT, Math.round(at - t0));
    events.push({ ...body, seq: events.length, t: lastT, spanId } as RunEvent);
  };
  // an agent that is not on the graph keeps its traced name as its id (shown, never on the canvas)
  const agentFor = (name: string | null): string => (name === null ? '' : agentId.get(name) ?? name);

  let runIndex = 0;
  for (const [rawTraceId, spans] of runs) {
    runIndex += 1;
    const traceId = sdkId('trace_', rawTraceId, 32);
    const start = minOf(spans, (s) => s.startMs);
    const end = -minOf(spans, (s) => -s.endMs);
    const firstAgent = spans.find((s) => s.kind === 'agent')?.agentName ?? spans.find((s) => s.agentName)?.agentName ?? null;
    const userText = spans.find((s) => s.kind === 'chat' && s.userText !== null)?.userText ?? null;
    const input: ProtocolItem[] = userText === null ? [] : [{ type: 'message', role: 'user', content: userText }];
    push(
      { type: 'run_start', runId: `run_imported_${runIndex}`, traceId, graphId: graph.id, runtime: graph.runtime, startAgentId: agentFor(firstAgent) || (graph.startAgent ?? ''), input, context: {}, simulated: false },
      start,
      null,
    );

    const turns = new Map<string, number>();
    let lastAgent = agentFor(firstAgent);
    let finalText: string | null = null;
    const items: ProtocolItem[] = [...input];
    const points: Point[] = [];
    spans.forEach((span, index) => {
      const id = ids.get(span.id)!;
      const agent = agentFor(span.agentName);
      points.push({
        at: span.startMs,
        index,
        end: false,
        emit: () => {
          push({ type: 'span_start', span: spanRecord(span, ids, traceId, null, null) }, span.startMs, id);
          if (span.kind === 'agent') {
            const turn = (turns.get(agent) ?? 0) + 1;
            turns.set(agent, turn);
            lastAgent = agent;
            push({ type: 'agent_start', agentId: agent, turn }, span.startMs, id);
          } else if (span.kind === 'chat') {
            push(
              { type: 'model_request', agentId: agent, turn: turns.get(agent) ?? 1, request: { model: span.model ?? '', systemInstructions: undefined, inputDelta: { base: null, keep: 0, added: [] }, tools: [], handoffs: [], modelSettings: {}, outputSchema: null } },
              span.startMs,
              id,
            );
          } else if (span.kind === 'tool') {
            push({ type: 'tool_call_start', agentId: agent, toolId: toolId.get(span.toolName ?? '') ?? null, callId: span.callId ?? `call_${id}`, name: span.toolName ?? '', arguments: span.arguments ?? '' }, span.startMs, id);
          }
        },
      });
      points.push({
        at: span.endMs,
        index,
        end: true,
        emit: () => {
          if (span.kind === 'chat') {
            const output = span.assistantText ? [assistantItem(span.assistantText)] : [];
            if (span.assistantText) finalText = span.assistantText;
            items.push(...output);
            const usage = span.usage ?? { input: 0, output: 0 };
            push({ type: 'model_response', agentId: agent, output, usage: { requests: 1, inputTokens: usage.input, outputTokens: usage.output, totalTokens: usage.input + usage.output }, providerData: { imported: true } }, span.endMs, id);
          } else if (span.kind === 'tool') {
            push(
              { type: 'tool_call_end', agentId: agent, toolId: toolId.get(span.toolName ?? '') ?? null, callId: span.callId ?? `call_${id}`, name: span.toolName ?? '', output: span.result ?? '', error: span.error, durationMs: Math.max(0, span.endMs - span.startMs) },
              span.endMs,
              id,
            );
          } else if (span.kind === 'handoff') {
            const edge = handoffOf.get(span.id);
            const from = edge?.from ?? agentFor(span.fromAgent);
            const to = edge?.to ?? agentFor(span.toAgent);
            if (to) {
              push({ type: 'handoff_requested', fromAgentId: from, toAgentId: to, handoffId: edge?.handoffId ?? null, callId: null, toolName: span.toolName, arguments: span.arguments }, span.endMs, id);
              push({ type: 'handoff_taken', fromAgentId: from, toAgentId: to, handoffId: edge?.handoffId ?? null, via: 'llm', input: null }, span.endMs, id);
            }
          } else if (span.kind === 'guardrail') {
            const guardrail = graph.guardrails.find((g) => g.name === span.toolName || g.id === span.toolName);
            push({ type: 'guardrail', guardrailId: guardrail?.id ?? span.toolName ?? '', name: span.toolName ?? '', kind: guardrail?.kind ?? 'input', agentId: agent, triggered: span.triggered, info: null }, span.endMs, id);
          } else if (span.kind === 'agent') {
            push({ type: 'agent_end', agentId: agent, output: null }, span.endMs, id);
          }
          // the start already carries the span's data as the file has it (unchanged: data null)
          push({ type: 'span_end', endedAt: new Date(span.endMs).toISOString(), data: null, error: span.error ? { message: span.error } : null }, span.endMs, id);
        },
      });
    });
    // Files give times in ms (or coarser): many spans share an instant. Within one, keep cause
    // before effect: a span starts before its children and ends after them, and a span that
    // started earlier (a handoff) ends before a later one (the next agent) starts.
    const isAncestor = ancestry(spans);
    points.sort((a, b) => {
      if (a.at !== b.at) return a.at - b.at;
      if (!a.end && !b.end) return a.index - b.index;
      if (a.end && b.end) return isAncestor(a.index, b.index) ? 1 : isAncestor(b.index, a.index) ? -1 : a.index - b.index;
      const [start, end] = a.end ? [b, a] : [a, b];
      const startFirst = end.index === start.index || isAncestor(end.index, start.index) || end.index > start.index;
      return (startFirst ? start : end) === a ? -1 : 1;
    });
    for (const point of points) point.emit();

    const failed = spans.find((s) => s.parentId === null && s.error !== null) ?? null;
    const status: RunStatus = failed ? 'error' : 'completed';
    push(
      {
        type: 'run_end',
        status,
        finalOutput: (finalText ?? null) as JsonValue,
        lastAgentId: lastAgent,
        error: failed ? { type: 'TracedError', message: failed.error ?? 'error' } : null,
        items,
        context: {},
      },
      end,
      null,
    );
  }
  return { format: RECORDING_FORMAT, version: RECORDING_VERSION, name: options.name ?? `Trace: ${trace.title}`, createdAt: options.now ?? Date.now(), events };
}
