/**
 * The timeline's model of a trace, built from span_start / span_end events (plus the events that
 * say which agent, edge or tool a span belongs to, and generation usage). Mutable for speed: a
 * live run appends events and the model updates in place, bumping `version`.
 */
import type { RunEvent, SpanRecord } from '../../engine/events.ts';
import type { Usage } from '../../models/model.ts';
import { handoffEdgeId } from '../../store/runOverlayFold.ts';

export interface SpanNode {
  span: SpanRecord;
  startMs: number;
  /** null while open */
  endMs: number | null;
  children: string[];
  agentId: string | null;
  edgeId: string | null;
  toolId: string | null;
  usage: Usage | null;
}

export interface TraceModel {
  version: number;
  nodes: Map<string, SpanNode>;
  roots: string[];
  /** earliest start and latest time seen (ms since epoch) */
  startMs: number;
  nowMs: number;
  totalTokens: number;
  inputTokens: number;
  outputTokens: number;
  lastToolByAgent: Map<string, string>;
  /** wall-clock start of the current run (from its first span), so any event can move "now" */
  runWallStart: number | null;
  /** events that name a span before the span is known (never in practice; kept for safety) */
  pendingMeta: Map<string, Partial<SpanNode>>;
}

export function createTraceModel(): TraceModel {
  return {
    version: 0,
    nodes: new Map(),
    roots: [],
    startMs: Number.POSITIVE_INFINITY,
    nowMs: 0,
    totalTokens: 0,
    inputTokens: 0,
    outputTokens: 0,
    lastToolByAgent: new Map(),
    runWallStart: null,
    pendingMeta: new Map(),
  };
}

function time(iso: string | null): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

function meta(model: TraceModel, spanId: string | null, patch: Partial<SpanNode>): void {
  if (!spanId) return;
  const node = model.nodes.get(spanId);
  if (node) Object.assign(node, patch);
  else model.pendingMeta.set(spanId, { ...model.pendingMeta.get(spanId), ...patch });
}

/** Applies one event; returns true when the model changed. */
export function applyTraceEvent(model: TraceModel, event: RunEvent): boolean {
  if (event.type === 'run_start') model.runWallStart = null;
  // open spans grow with every event (a streaming generation), not only when a span starts or ends
  if (model.runWallStart !== null && model.runWallStart + event.t > model.nowMs) {
    model.nowMs = model.runWallStart + event.t;
    model.version++;
  }
  switch (event.type) {
    case 'span_start':
    case 'span_end': {
      const span = event.span;
      const startMs = time(span.started_at) ?? model.nowMs;
      const endMs = time(span.ended_at);
      let node = model.nodes.get(span.id);
      if (!node) {
        node = { span, startMs, endMs, children: [], agentId: null, edgeId: null, toolId: null, usage: null, ...model.pendingMeta.get(span.id) };
        model.pendingMeta.delete(span.id);
        model.nodes.set(span.id, node);
        const parent = span.parent_id ? model.nodes.get(span.parent_id) : undefined;
        if (parent) parent.children.push(span.id);
        else model.roots.push(span.id);
        if (node.agentId === null && span.parent_id) node.agentId = model.nodes.get(span.parent_id)?.agentId ?? null;
      } else {
        node.span = span;
        node.startMs = startMs;
        node.endMs = endMs;
      }
      if (model.runWallStart === null && event.type === 'span_start') model.runWallStart = startMs - event.t;
      model.startMs = Math.min(model.startMs, startMs);
      model.nowMs = Math.max(model.nowMs, endMs ?? startMs);
      break;
    }
    case 'agent_start':
      meta(model, event.spanId, { agentId: event.agentId });
      break;
    case 'model_request':
      meta(model, event.spanId, { agentId: event.agentId });
      break;
    case 'model_response': {
      meta(model, event.spanId, { usage: event.usage });
      model.totalTokens += event.usage.totalTokens;
      model.inputTokens += event.usage.inputTokens;
      model.outputTokens += event.usage.outputTokens;
      break;
    }
    case 'tool_call_start':
      if (event.toolId) model.lastToolByAgent.set(event.agentId, event.toolId);
      meta(model, event.spanId, { agentId: event.agentId, toolId: event.toolId });
      break;
    case 'handoff_taken':
      meta(model, event.spanId, { agentId: event.fromAgentId, edgeId: handoffEdgeId(event, model.lastToolByAgent.get(event.fromAgentId) ?? null) });
      break;
    case 'guardrail':
      meta(model, event.spanId, { agentId: event.agentId });
      break;
    default:
      return false;
  }
  model.version++;
  return true;
}

export interface SpanRow {
  id: string;
  depth: number;
  hasChildren: boolean;
}

/** Depth-first rows, children in start order, skipping the insides of collapsed spans. */
export function visibleRows(model: TraceModel, collapsed: ReadonlySet<string>): SpanRow[] {
  const rows: SpanRow[] = [];
  const stack: Array<{ id: string; depth: number }> = [];
  for (let i = model.roots.length - 1; i >= 0; i--) stack.push({ id: model.roots[i], depth: 0 });
  while (stack.length) {
    const { id, depth } = stack.pop() as { id: string; depth: number };
    const node = model.nodes.get(id);
    if (!node) continue;
    rows.push({ id, depth, hasChildren: node.children.length > 0 });
    if (collapsed.has(id)) continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ id: node.children[i], depth: depth + 1 });
  }
  return rows;
}

/** The label a span row shows. */
export function spanLabel(span: SpanRecord): string {
  const d = span.span_data;
  switch (d.type) {
    case 'agent':
      return d.name;
    case 'generation':
      return d.model ? `Generation · ${d.model}` : 'Generation';
    case 'function':
      return `${d.name}()`;
    case 'handoff':
      return `Handoff → ${d.to_agent ?? '?'}`;
    case 'guardrail':
      return `${d.name}${d.triggered ? ' · tripped' : ''}`;
    case 'custom':
      return d.name;
  }
}

export function spanDuration(node: SpanNode, nowMs: number): number {
  return Math.max(0, (node.endMs ?? nowMs) - node.startMs);
}
