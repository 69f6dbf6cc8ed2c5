/**
 * Reads a trace file: the Agents SDK's trace JSON (the `{ data: [...] }` body its
 * OpenAITracingExporter posts, a bare list of trace/span records, or Switchboard's
 * `{ trace, spans }` export) or OTLP/JSON with OpenTelemetry GenAI spans (Switchboard's export, and
 * instrumentations such as Google ADK and Microsoft Agent Framework that write invoke_agent /
 * chat / execute_tool spans). Bad input is refused with each problem's JSON path; nothing throws.
 */
import type { ImportProblem } from '../../graph/importGraph.ts';
import { structureProblems } from '../../graph/jsonStructure.ts';
import { assistantText, emptySpan, lastUserText, usageOf, type ImportedTrace, type TraceSpan } from './traceModel.ts';

/** Bounds of a trace file (docs/IMPORT-LIMITS.md). */
export const TRACE_LIMITS = { maxTextChars: 64 * 1024 * 1024, maxDepth: 100, spans: 100_000, spanDepth: 1_000 } as const;

/** JavaScript dates reach ±8.64e15 ms (years -271821 to 275760); a time beyond has no ISO form. */
const MAX_TIME_MS = 8.64e15;

export type TraceRead = { ok: true; trace: ImportedTrace } | { ok: false; errors: ImportProblem[] };

const MAX_PROBLEMS = 20;

export function readTrace(input: string): TraceRead {
  try {
    if (input.length > TRACE_LIMITS.maxTextChars) return fail('', `The file is too large for a trace (${input.length.toLocaleString('en-US')} characters, at most ${TRACE_LIMITS.maxTextChars.toLocaleString('en-US')}).`);
    let doc: unknown;
    try {
      doc = JSON.parse(input.replace(/^\uFEFF/, ''));
    } catch {
      return fail('', 'This file is not JSON.');
    }
    const shape = structureProblems(doc, TRACE_LIMITS.maxDepth);
    if (shape.length > 0) return { ok: false, errors: shape };
    const o = obj(doc);
    if (o && Array.isArray(o.resourceSpans)) return finish(readOtlp(o));
    if (Array.isArray(doc)) return finish(readSdk(doc, ''));
    if (o && Array.isArray(o.data)) return finish(readSdk(o.data, 'data'));
    if (o && obj(o.trace) && Array.isArray(o.spans)) return finish(readSdk([o.trace, ...o.spans], ''));
    if (o && o.format === 'switchboard.recording') return fail('', 'This is a Switchboard recording, not a trace: import it as a recording.');
    return fail('', 'This file is not a trace Switchboard reads: expected the Agents SDK\'s trace JSON ({ "data": [...] } or { "trace", "spans" }) or OTLP/JSON ({ "resourceSpans": [...] }).');
  } catch (error) {
    return fail('', `This trace could not be read (internal error: ${error instanceof Error ? error.message : String(error)}).`);
  }
}

function fail(path: string, message: string): TraceRead {
  return { ok: false, errors: [{ path, message }] };
}

type ReadResult = { trace: ImportedTrace; errors: ImportProblem[] };

function finish(result: ReadResult): TraceRead {
  if (result.errors.length > 0) {
    const errors = result.errors.slice(0, MAX_PROBLEMS);
    if (result.errors.length > errors.length) errors.push({ path: '', message: `…and ${result.errors.length - errors.length} more problems` });
    return { ok: false, errors };
  }
  if (result.trace.spans.length === 0) return fail('', 'The trace has no spans.');
  if (result.trace.spans.length > TRACE_LIMITS.spans) return fail('', `The trace has ${result.trace.spans.length} spans, more than ${TRACE_LIMITS.spans}.`);
  const problems = treeProblems(result.trace.spans);
  if (problems.length > 0) return finish({ ...result, errors: problems });
  result.trace.spans = startOrder(result.trace.spans);
  resolveAgents(result.trace.spans);
  return { ok: true, trace: result.trace };
}

/**
 * What the conversion relies on, checked in linear time: times a date can hold, unique span ids,
 * and parents that form a tree of bounded depth (a span that is its own ancestor is refused).
 */
function treeProblems(spans: TraceSpan[]): ImportProblem[] {
  const errors: ImportProblem[] = [];
  const byId = new Map<string, TraceSpan>();
  for (const span of spans) {
    const where = `span "${span.id}"`;
    if (Math.abs(span.startMs) > MAX_TIME_MS || Math.abs(span.endMs) > MAX_TIME_MS) {
      errors.push({ path: span.path, message: `The ${where} has a time out of range (a date must lie between the years -271821 and 275760).` });
    }
    if (byId.has(span.id)) errors.push({ path: span.path, message: `The ${where} appears twice: span ids must be unique.` });
    byId.set(span.id, span);
  }
  if (errors.length > 0) return errors;
  // depth of each span's ancestry; each span is walked once (memo), so this is linear
  const depth = new Map<string, number>();
  for (const span of spans) {
    const chain: TraceSpan[] = [];
    const onChain = new Set<string>();
    let at: TraceSpan | undefined = span;
    while (at && !depth.has(at.id)) {
      if (onChain.has(at.id)) {
        errors.push({ path: at.path, message: `The span "${at.id}" is its own ancestor: its parent ids form a loop.` });
        return errors;
      }
      onChain.add(at.id);
      chain.push(at);
      at = at.parentId ? byId.get(at.parentId) : undefined;
    }
    let d = at ? depth.get(at.id)! : 0;
    for (let i = chain.length - 1; i >= 0; i--) depth.set(chain[i].id, ++d);
    if (d > TRACE_LIMITS.spanDepth) {
      errors.push({ path: span.path, message: `The span "${span.id}" is nested ${d} spans deep, more than ${TRACE_LIMITS.spanDepth}.` });
      return errors;
    }
  }
  return errors;
}

/**
 * Start order, stable; within one instant a parent goes before its children (the SDK's file lists
 * spans as they end, so a turn that starts in its agent's millisecond comes before the agent).
 */
function startOrder(spans: TraceSpan[]): TraceSpan[] {
  const sorted = [...spans].sort((a, b) => a.startMs - b.startMs);
  const byId = new Map(sorted.map((s) => [s.id, s]));
  const out: TraceSpan[] = [];
  const done = new Set<string>();
  const place = (span: TraceSpan, depth: number) => {
    if (done.has(span.id) || depth > 1000) return;
    const parent = span.parentId ? byId.get(span.parentId) : undefined;
    if (parent && parent.startMs === span.startMs) place(parent, depth + 1);
    done.add(span.id);
    out.push(span);
  };
  for (const span of sorted) place(span, 0);
  return out;
}

function obj(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/* ------------------------------------- Agents SDK trace JSON ---------------------------------- */

function readSdk(items: unknown[], base: string): ReadResult {
  const errors: ImportProblem[] = [];
  const spans: TraceSpan[] = [];
  let title = '';
  const at = (i: number, key?: string) => `${base ? `${base}` : ''}[${i}]${key ? `.${key}` : ''}`;
  items.forEach((item, i) => {
    const o = obj(item);
    if (!o) return void errors.push({ path: at(i), message: 'Expected a trace or span object.' });
    if (o.object === 'trace') {
      if (!title && typeof o.workflow_name === 'string') title = o.workflow_name;
      return;
    }
    if (o.object !== 'trace.span') return void errors.push({ path: at(i, 'object'), message: `Expected "trace" or "trace.span", got ${JSON.stringify(o.object ?? null)}.` });
    const id = str(o.id);
    const traceId = str(o.trace_id);
    const started = Date.parse(str(o.started_at) ?? '');
    const endedText = str(o.ended_at);
    const ended = endedText === null ? started : Date.parse(endedText);
    const data = obj(o.span_data);
    if (!id) errors.push({ path: at(i, 'id'), message: 'Missing span id.' });
    if (!traceId) errors.push({ path: at(i, 'trace_id'), message: 'Missing trace id.' });
    if (Number.isNaN(started)) errors.push({ path: at(i, 'started_at'), message: 'Not an ISO time.' });
    if (Number.isNaN(ended)) errors.push({ path: at(i, 'ended_at'), message: 'Not an ISO time.' });
    if (!data || typeof data.type !== 'string') errors.push({ path: at(i, 'span_data.type'), message: 'Missing span type.' });
    if (!id || !traceId || Number.isNaN(started) || Number.isNaN(ended) || !data || typeof data.type !== 'string') return;
    const span = emptySpan(id, traceId);
    span.path = at(i);
    span.parentId = str(o.parent_id);
    span.startMs = started;
    span.endMs = Math.max(started, ended);
    span.data = data;
    const error = obj(o.error);
    if (error) span.error = str(error.message) ?? 'error';
    const name = str(data.name);
    switch (data.type) {
      case 'agent':
        span.kind = 'agent';
        span.agentName = name ?? '';
        span.name = `agent ${span.agentName}`;
        break;
      case 'generation':
        span.kind = 'chat';
        span.model = str(data.model);
        span.name = `generation ${span.model ?? ''}`.trim();
        span.usage = usageOf(data.usage) ?? usageOf(obj(Array.isArray(data.output) ? data.output[0] : null)?.usage);
        span.userText = lastUserText(data.input);
        span.assistantText = assistantText(data.output);
        break;
      case 'function':
        span.kind = 'tool';
        span.toolName = name ?? '';
        span.name = `function ${span.toolName}`;
        span.arguments = str(data.input);
        span.result = typeof data.output === 'string' ? data.output : data.output === undefined || data.output === null ? null : JSON.stringify(data.output);
        break;
      case 'handoff':
        span.kind = 'handoff';
        span.fromAgent = str(data.from_agent);
        span.toAgent = str(data.to_agent);
        span.name = `handoff ${span.fromAgent ?? '?'} -> ${span.toAgent ?? '?'}`;
        break;
      case 'guardrail':
        span.kind = 'guardrail';
        span.name = `guardrail ${name ?? ''}`.trim();
        span.toolName = name;
        span.triggered = data.triggered === true;
        break;
      default:
        span.name = name && data.type === 'custom' ? name : String(data.type);
    }
    spans.push(span);
  });
  return { trace: { format: 'agents-sdk', title: title || 'Agents SDK trace', spans }, errors };
}

/* ----------------------------------------- OTLP/JSON ------------------------------------------ */

function anyValue(value: unknown): unknown {
  const v = obj(value);
  if (!v) return undefined;
  if ('stringValue' in v) return v.stringValue;
  if ('boolValue' in v) return v.boolValue;
  if ('intValue' in v) return Number(v.intValue);
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('arrayValue' in v) return (Array.isArray(obj(v.arrayValue)?.values) ? (obj(v.arrayValue)!.values as unknown[]) : []).map(anyValue);
  return undefined;
}

function attributes(list: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!Array.isArray(list)) return out;
  for (const entry of list) {
    const e = obj(entry);
    if (e && typeof e.key === 'string' && e.key !== '__proto__') out[e.key] = anyValue(e.value);
  }
  return out;
}

/** OTLP/JSON ids are hex; some writers use base64 (protobuf's JSON mapping): both are read. */
function hexId(value: unknown, bytes: number): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (new RegExp(`^[0-9a-fA-F]{${bytes * 2}}$`).test(value)) return value.toLowerCase();
  try {
    const raw = atob(value);
    if (raw.length !== bytes) return null;
    return [...raw].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

function nanosToMs(value: unknown): number {
  if (typeof value === 'number') return value / 1e6;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(BigInt(value) / 1000n) / 1000;
  return Number.NaN;
}

function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function readOtlp(doc: Record<string, unknown>): ReadResult {
  const errors: ImportProblem[] = [];
  const spans: TraceSpan[] = [];
  let title = '';
  (doc.resourceSpans as unknown[]).forEach((rs, r) => {
    const resource = obj(rs);
    if (!resource) return void errors.push({ path: `resourceSpans[${r}]`, message: 'Expected an object.' });
    const service = attributes(obj(resource.resource)?.attributes)['service.name'];
    if (!title && typeof service === 'string') title = service;
    const scopes = Array.isArray(resource.scopeSpans) ? resource.scopeSpans : Array.isArray(resource.instrumentationLibrarySpans) ? resource.instrumentationLibrarySpans : [];
    scopes.forEach((ss, s) => {
      const list = obj(ss)?.spans;
      if (!Array.isArray(list)) return;
      list.forEach((raw, i) => {
        const path = `resourceSpans[${r}].scopeSpans[${s}].spans[${i}]`;
        const o = obj(raw);
        if (!o) return void errors.push({ path, message: 'Expected a span object.' });
        const traceId = hexId(o.traceId, 16);
        const spanId = hexId(o.spanId, 8);
        const start = nanosToMs(o.startTimeUnixNano);
        const end = nanosToMs(o.endTimeUnixNano ?? o.startTimeUnixNano);
        if (!traceId) errors.push({ path: `${path}.traceId`, message: 'Not a trace id (32 hex digits).' });
        if (!spanId) errors.push({ path: `${path}.spanId`, message: 'Not a span id (16 hex digits).' });
        if (Number.isNaN(start)) errors.push({ path: `${path}.startTimeUnixNano`, message: 'Not a time in nanoseconds.' });
        if (!traceId || !spanId || Number.isNaN(start)) return;
        const span = emptySpan(spanId, traceId);
        span.path = path;
        span.parentId = hexId(o.parentSpanId, 8);
        span.startMs = start;
        span.endMs = Number.isNaN(end) ? start : Math.max(start, end);
        span.name = str(o.name) ?? '';
        const attrs = attributes(o.attributes);
        span.data = attrs;
        const status = obj(o.status);
        if (status && (status.code === 2 || status.code === 'STATUS_CODE_ERROR')) span.error = str(status.message) || str(attrs['error.type']) || 'error';
        classify(span, attrs);
        spans.push(span);
      });
    });
  });
  return { trace: { format: 'otlp', title: title || 'OpenTelemetry trace', spans }, errors };
}

const CHAT_OPERATIONS = new Set(['chat', 'generate_content', 'text_completion']);

function classify(span: TraceSpan, attrs: Record<string, unknown>): void {
  const [first, ...restWords] = span.name.split(' ');
  const rest = restWords.join(' ') || null;
  const op = str(attrs['gen_ai.operation.name']) ?? first;
  const agent = str(attrs['gen_ai.agent.name']);
  span.agentName = agent;
  if (op === 'invoke_agent') {
    span.kind = 'agent';
    span.agentName = agent ?? rest ?? '';
  } else if (op === 'execute_tool') {
    span.toolName = str(attrs['gen_ai.tool.name']) ?? rest ?? '';
    span.callId = str(attrs['gen_ai.tool.call.id']);
    const args = attrs['gen_ai.tool.call.arguments'];
    span.arguments = args === undefined ? null : typeof args === 'string' ? args : JSON.stringify(args);
    const result = attrs['gen_ai.tool.call.result'];
    span.result = result === undefined ? null : typeof result === 'string' ? result : JSON.stringify(result);
    const source = str(attrs['gen_ai.agent.handoff.source.name']);
    const target = str(attrs['gen_ai.agent.handoff.target.name']);
    if (source || target || span.toolName.startsWith('transfer_to')) {
      span.kind = 'handoff';
      span.fromAgent = source;
      // ADK's transfer_to_agent names the target in its arguments
      span.toAgent = target ?? str(obj(parsedJson(args))?.agent_name);
    } else span.kind = 'tool';
  } else if (CHAT_OPERATIONS.has(op) || typeof attrs['gen_ai.request.model'] === 'string') {
    span.kind = 'chat';
    span.model = str(attrs['gen_ai.request.model']) ?? str(attrs['gen_ai.response.model']) ?? rest;
    const input = attrs['gen_ai.usage.input_tokens'] ?? attrs['gen_ai.usage.prompt_tokens'];
    const output = attrs['gen_ai.usage.output_tokens'] ?? attrs['gen_ai.usage.completion_tokens'];
    if (typeof input === 'number' || typeof output === 'number') span.usage = { input: typeof input === 'number' ? input : 0, output: typeof output === 'number' ? output : 0 };
    span.userText = lastUserText(parsedJson(attrs['gen_ai.input.messages']));
    span.assistantText = assistantText(parsedJson(attrs['gen_ai.output.messages']));
  } else if (first === 'guardrail') {
    span.kind = 'guardrail';
    span.toolName = str(attrs['switchboard.guardrail.name']) ?? rest;
    span.triggered = attrs['switchboard.guardrail.triggered'] === true;
  }
}

/* ------------------------------ who ran what (files leave it implicit) ------------------------------ */

/**
 * Fills each span's agent from its nearest agent ancestor, or (flat traces) the agent span that
 * started last before it; a handoff's target, when the file does not name it, is the next agent
 * that starts after it.
 */
function resolveAgents(spans: TraceSpan[]): void {
  const byId = new Map(spans.map((s) => [s.id, s]));
  const agentSpans = spans.filter((s) => s.kind === 'agent');
  const holdsAgents = new Set<string>();
  for (const agent of agentSpans) {
    // stop where an earlier agent's walk already went: each span is added once
    for (let at = agent.parentId; at && !holdsAgents.has(at); at = byId.get(at)?.parentId ?? null) holdsAgents.add(at);
  }
  // nearest agent ancestor of each span, memoised (the tree was checked: no loops, bounded depth)
  const nearest = new Map<string, TraceSpan | null>();
  const nearestAgent = (span: TraceSpan): TraceSpan | null => {
    const path: TraceSpan[] = [];
    let found: TraceSpan | null = null;
    for (let at = span.parentId ? byId.get(span.parentId) : undefined; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      if (nearest.has(at.id)) {
        found = at.kind === 'agent' ? at : nearest.get(at.id)!;
        break;
      }
      if (at.kind === 'agent') {
        found = at;
        break;
      }
      path.push(at);
    }
    for (const p of path) nearest.set(p.id, found);
    return found;
  };
  // agent spans of each trace in start order (spans are in start order already), for binary search
  const agentsOf = new Map<string, TraceSpan[]>();
  for (const a of agentSpans) {
    const list = agentsOf.get(a.traceId);
    if (list) list.push(a);
    else agentsOf.set(a.traceId, [a]);
  }
  /** Index of the first agent span of the list that starts after `ms` (or at it, when `inclusive`). */
  const firstAfter = (list: TraceSpan[], ms: number, inclusive: boolean): number => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (inclusive ? list[mid].startMs < ms : list[mid].startMs <= ms) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (const span of spans) {
    if (span.kind === 'agent') continue;
    const list = agentsOf.get(span.traceId) ?? [];
    if (span.agentName === null) span.agentName = nearestAgent(span)?.agentName ?? null;
    // a span that holds agents (the SDK's task, a workflow) runs under none of them
    if (span.agentName === null && !holdsAgents.has(span.id)) {
      const before = firstAfter(list, span.startMs, false);
      span.agentName = before > 0 ? list[before - 1].agentName : null;
    }
    if (span.kind === 'handoff') {
      span.fromAgent ??= span.agentName;
      if (span.toAgent === null) {
        for (let i = firstAfter(list, span.startMs, true); i < list.length; i++) {
          if (list[i].agentName !== span.fromAgent) {
            span.toAgent = list[i].agentName;
            break;
          }
        }
      }
    }
  }
}
