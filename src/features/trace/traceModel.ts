/**
 * The timeline's model of a trace, built from span_start / span_end events (plus the events that
 * say which agent, edge or tool a span belongs to, and generation usage). Mutable for speed: a
 * live run appends events and the model updates in place, bumping `version`.
 */
import type { InputDelta, RunEvent, SpanRecord } from '../../engine/events.ts';
import type { ProtocolItem } from '../../models/items.ts';
import type { Usage } from '../../models/model.ts';
import { requestInput } from '../../engine/requestInput.ts';
import { endedSpan } from '../../engine/spans.ts';
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
  /**
   * Bumped whenever anything the span's row shows changes (its record, agent, edge, usage, the
   * waits inside it), so a row can skip re-rendering while only other spans change.
   */
  rev: number;
}

/**
 * Time the run spent waiting for a person: an approval, a step or breakpoint pause, or a person
 * playing the model. Derived from the approval / pause / model events, not from the spans: a
 * span's duration includes the wait, the timeline shows it as a marked gap instead.
 */
export interface Wait {
  kind: 'approval' | 'pause' | 'play';
  /** the span the wait happened in (it and its ancestors contain it) */
  spanId: string | null;
  startMs: number;
  /** null while still waiting */
  endMs: number | null;
}

export interface TraceModel {
  version: number;
  nodes: Map<string, SpanNode>;
  /** span ids in the order the spans arrived (so a reader can take only the new ones) */
  order: string[];
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
  /** span id -> the waits inside it (its own and its descendants') */
  waitsBySpan: Map<string, Wait[]>;
  /** waits not yet over, by approval id (or 'pause') */
  openWaits: Map<string, Wait>;
  /** generation span id -> when its model request was made (a played turn's wait starts there) */
  requestAt: Map<string, number>;
  /** generation span id -> its request's input as recorded (a delta: see generationInput) */
  inputDeltas: Map<string, InputDelta>;
}

export function createTraceModel(): TraceModel {
  return {
    version: 0,
    nodes: new Map(),
    order: [],
    roots: [],
    startMs: Number.POSITIVE_INFINITY,
    nowMs: 0,
    totalTokens: 0,
    inputTokens: 0,
    outputTokens: 0,
    lastToolByAgent: new Map(),
    runWallStart: null,
    pendingMeta: new Map(),
    waitsBySpan: new Map(),
    openWaits: new Map(),
    requestAt: new Map(),
    inputDeltas: new Map(),
  };
}

function eventTime(model: TraceModel, event: RunEvent): number {
  return model.runWallStart !== null ? model.runWallStart + event.t : model.nowMs;
}

/** The span and its ancestors, innermost first (a cycle in bad input ends the walk). */
function* ancestry(model: TraceModel, spanId: string | null): Generator<string> {
  const seen = new Set<string>();
  for (let id = spanId; id && !seen.has(id); id = model.nodes.get(id)?.span.parent_id ?? null) {
    seen.add(id);
    yield id;
  }
}

function touch(model: TraceModel, spanId: string): void {
  const node = model.nodes.get(spanId);
  if (node) node.rev++;
}

function addWait(model: TraceModel, wait: Wait): void {
  for (const id of ancestry(model, wait.spanId)) {
    const list = model.waitsBySpan.get(id);
    if (list) list.push(wait);
    else model.waitsBySpan.set(id, [wait]);
    touch(model, id);
  }
}

function openWait(model: TraceModel, key: string, kind: Wait['kind'], event: RunEvent): void {
  const wait: Wait = { kind, spanId: event.spanId, startMs: eventTime(model, event), endMs: null };
  model.openWaits.set(key, wait);
  addWait(model, wait);
}

function closeWait(model: TraceModel, key: string, event: RunEvent): void {
  const wait = model.openWaits.get(key);
  if (!wait) return;
  wait.endMs = eventTime(model, event);
  model.openWaits.delete(key);
  for (const id of ancestry(model, wait.spanId)) touch(model, id);
}

function time(iso: string | null): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

function meta(model: TraceModel, spanId: string | null, patch: Partial<SpanNode>): void {
  if (!spanId) return;
  const node = model.nodes.get(spanId);
  if (node) Object.assign(node, patch, { rev: node.rev + 1 });
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
    case 'approval_needed':
      openWait(model, `approval:${event.approvalId}`, 'approval', event);
      break;
    case 'approval_resolved':
      closeWait(model, `approval:${event.approvalId}`, event);
      break;
    case 'paused':
      openWait(model, 'pause', 'pause', event);
      break;
    case 'resumed':
      closeWait(model, 'pause', event);
      break;
    case 'run_end':
      // deleting the current entry while iterating a Map is safe
      for (const key of model.openWaits.keys()) closeWait(model, key, event);
      break;
    case 'span_start':
    case 'span_end': {
      // a span_end carries only what its start's record lacks (events.ts); one without a start is skipped
      const started = event.type === 'span_end' && event.spanId !== null ? model.nodes.get(event.spanId) : undefined;
      if (event.type === 'span_end' && !started) break;
      const span = event.type === 'span_start' ? event.span : endedSpan(started!.span, event);
      const startMs = time(span.started_at) ?? model.nowMs;
      const endMs = time(span.ended_at);
      let node = model.nodes.get(span.id);
      if (!node) {
        node = { span, startMs, endMs, children: [], agentId: null, edgeId: null, toolId: null, usage: null, rev: 0, ...model.pendingMeta.get(span.id) };
        model.pendingMeta.delete(span.id);
        model.nodes.set(span.id, node);
        model.order.push(span.id);
        const parent = span.parent_id ? model.nodes.get(span.parent_id) : undefined;
        if (parent) {
          parent.children.push(span.id);
          parent.rev++; // it has children now (its caret)
        } else model.roots.push(span.id);
        if (node.agentId === null && span.parent_id) node.agentId = model.nodes.get(span.parent_id)?.agentId ?? null;
      } else {
        node.span = span;
        node.startMs = startMs;
        node.endMs = endMs;
        node.rev++;
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
      if (event.spanId) {
        model.requestAt.set(event.spanId, eventTime(model, event));
        model.inputDeltas.set(event.spanId, event.request.inputDelta);
      }
      break;
    case 'model_response': {
      meta(model, event.spanId, { usage: event.usage });
      // a person played this turn (src/models/humanModel.ts): the whole call was their thinking time
      const askedAt = event.spanId ? model.requestAt.get(event.spanId) : undefined;
      if (event.providerData?.played === true && askedAt !== undefined) addWait(model, { kind: 'play', spanId: event.spanId, startMs: askedAt, endMs: eventTime(model, event) });
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

/** The full input of a generation span's request (null: not known, e.g. a partial recording). */
export function generationInput(model: TraceModel, spanId: string): ProtocolItem[] | null {
  return requestInput(spanId, (id) => model.inputDeltas.get(id));
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
    case 'mcp_tools':
      return `MCP tools · ${d.server}`;
  }
}

export function spanDuration(node: SpanNode, nowMs: number): number {
  return Math.max(0, (node.endMs ?? nowMs) - node.startMs);
}

/** The waits inside a span, clipped to it (an open wait runs to "now"). */
export function spanWaits(model: TraceModel, node: SpanNode): Array<Wait & { endMs: number }> {
  const end = node.endMs ?? model.nowMs;
  const out: Array<Wait & { endMs: number }> = [];
  for (const wait of model.waitsBySpan.get(node.span.id) ?? []) {
    const startMs = Math.max(node.startMs, wait.startMs);
    const endMs = Math.min(end, wait.endMs ?? model.nowMs);
    if (endMs > startMs) out.push({ ...wait, startMs, endMs });
  }
  return out;
}

/** How long the span waited for a person, overlapping waits counted once. */
export function waitedMs(model: TraceModel, node: SpanNode): number {
  const waits = spanWaits(model, node).sort((a, b) => a.startMs - b.startMs);
  let total = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const w of waits) {
    const from = Math.max(w.startMs, reach);
    if (w.endMs > from) total += w.endMs - from;
    reach = Math.max(reach, w.endMs);
  }
  return total;
}

/** The span's own working time: its duration without the time it waited for a person. */
export function activeDuration(model: TraceModel, node: SpanNode): number {
  return Math.max(0, spanDuration(node, model.nowMs) - waitedMs(model, node));
}
