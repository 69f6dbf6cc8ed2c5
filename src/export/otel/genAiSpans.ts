/**
 * A run's trace in the OpenTelemetry GenAI semantic conventions, semantic-conventions v1.41.0
 * (the gen-ai agent spans, inference spans and execute_tool span; Development status). See
 * docs/OBSERVABILITY.md for the mapping table. Pure: the OTLP encoding and sending is otlp.ts.
 *
 *   agent span      -> `invoke_agent {agent}` (INTERNAL: the agent runs in process)
 *   generation span -> `chat {model}` (CLIENT)
 *   function span   -> `execute_tool {tool}` (INTERNAL)
 *   handoff span    -> `execute_tool transfer_to_…` with gen_ai.agent.handoff.source.name /
 *                      .target.name (the open semconv proposal for handoffs)
 *   guardrail, custom spans keep their own names with `switchboard.*` attributes.
 *
 * Message content (instructions, messages, tool arguments and results) is opt-in, as the
 * conventions require: without `content: true` no text of the conversation is written.
 */
import type { RunEvent, RunEventOf, SpanRecord } from '../../engine/events.ts';
import { requestInputs } from '../../engine/requestInput.ts';
import { spanRecords } from '../../engine/spans.ts';
import type { ProtocolItem } from '../../models/items.ts';

export const GENAI_SEMCONV_VERSION = '1.41.0';
export const GENAI_SCHEMA_URL = `https://opentelemetry.io/schemas/${GENAI_SEMCONV_VERSION}`;

export type AttributeValue = string | number | boolean | string[];

export interface GenAiSpan {
  /** 32 lowercase hex */
  traceId: string;
  /** 16 lowercase hex */
  spanId: string;
  parentSpanId: string | null;
  name: string;
  kind: 'internal' | 'client';
  startMs: number;
  endMs: number;
  attributes: Record<string, AttributeValue>;
  status: { code: 'unset' | 'ok' | 'error'; message?: string };
}

export interface GenAiOptions {
  /** gen_ai.provider.name: "openai" for OpenAI and compatible APIs; the simulator names itself */
  providerName: string;
  /** write message content, instructions, tool arguments and results (off by default) */
  content?: boolean;
}

/** The provider name for a run: the simulator is not OpenAI; anything else speaks its API. */
export function providerNameFor(events: readonly RunEvent[]): string {
  const start = events.find((e): e is RunEventOf<'run_start'> => e.type === 'run_start');
  return start?.simulated ? 'switchboard.simulator' : 'openai';
}

/** The 32-hex trace id of an SDK trace id (`trace_` + 32 hex). */
export function otelTraceId(sdkTraceId: string): string {
  return hexOf(sdkTraceId.replace(/^trace_/, ''), 32);
}

/**
 * The 16-hex span id of an SDK span id (`span_` + 24 hex): its last 16, where counter ids
 * differ (their first 16 are all zeros) and random ids are as random as anywhere.
 */
export function otelSpanId(sdkSpanId: string): string {
  return hexOf(sdkSpanId.replace(/^span_/, ''), 16);
}

function hexOf(raw: string, length: number): string {
  const lower = raw.toLowerCase();
  if (/^[0-9a-f]+$/.test(lower)) return lower.length >= length ? lower.slice(-length) : lower.padStart(length, '0');
  // not hex (an id from elsewhere): a stable FNV-1a hash, repeated to the length
  let out = '';
  let seed = 0x811c9dc5;
  while (out.length < length) {
    let h = seed;
    for (let i = 0; i < raw.length; i++) h = Math.imul(h ^ raw.charCodeAt(i), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
    seed = (seed + 0x9e3779b9) >>> 0;
  }
  return out.slice(0, length);
}

/** The Agents SDK's default transfer tool name (agents-core handoff.ts: transfer_to_ + function-tool name). */
function defaultTransferName(agentName: string): string {
  return `transfer_to_${agentName.replace(/\s+/g, '_').replace(/[^a-zA-Z0-9_]/g, '_')}`;
}

/** The spans of every run in `events` (a conversation holds one trace per run), in start order. */
export function toGenAiSpans(events: readonly RunEvent[], options: GenAiOptions): GenAiSpan[] {
  const content = options.content === true;
  const byId = spanRecords(events);
  const toolStart = new Map<string, RunEventOf<'tool_call_start'>>();
  const handoffRequest = new Map<string, RunEventOf<'handoff_requested'>>();
  const modelRequest = new Map<string, RunEventOf<'model_request'>>();
  for (const event of events) {
    if (event.spanId === null) continue;
    else if (event.type === 'tool_call_start') toolStart.set(event.spanId, event);
    else if (event.type === 'handoff_requested') handoffRequest.set(event.spanId, event);
    else if (event.type === 'model_request') modelRequest.set(event.spanId, event);
  }
  const spans = [...byId.values()];
  // requests record their input as deltas (src/engine/requestInput.ts): rebuilt only when content is asked for
  const inputs = content ? requestInputs(events) : new Map<string, ProtocolItem[] | null>();
  const provider = { 'gen_ai.provider.name': options.providerName };

  // usage and model of each agent span: from the model calls under it (under its turns)
  const parentOf = new Map(spans.map((s) => [s.id, s.parent_id]));
  const agentOf = (id: string | null): string | null => {
    for (let at = id; at; at = parentOf.get(at) ?? null) if (byId.get(at)?.span_data.type === 'agent') return at;
    return null;
  };
  const agentUsage = new Map<string, { input: number; output: number }>();
  const firstModel = new Map<string, string>();
  for (const span of spans) {
    if (span.span_data.type !== 'generation') continue;
    const agent = agentOf(span.parent_id);
    if (!agent) continue;
    if (!firstModel.has(agent)) firstModel.set(agent, span.span_data.model);
    const usage = tokens(span.span_data.usage);
    if (!usage) continue;
    const sum = agentUsage.get(agent) ?? { input: 0, output: 0 };
    sum.input += usage.input;
    sum.output += usage.output;
    agentUsage.set(agent, sum);
  }

  return spans.map((span) => {
    const data = span.span_data;
    const attributes: Record<string, AttributeValue> = {};
    let name: string;
    let kind: GenAiSpan['kind'] = 'internal';
    switch (data.type) {
      case 'agent': {
        name = `invoke_agent ${data.name}`;
        Object.assign(attributes, { 'gen_ai.operation.name': 'invoke_agent', ...provider, 'gen_ai.agent.name': data.name });
        const model = firstModel.get(span.id);
        if (model) attributes['gen_ai.request.model'] = model;
        const usage = agentUsage.get(span.id);
        if (usage) Object.assign(attributes, { 'gen_ai.usage.input_tokens': usage.input, 'gen_ai.usage.output_tokens': usage.output });
        break;
      }
      case 'generation': {
        name = `chat ${data.model}`;
        kind = 'client';
        Object.assign(attributes, { 'gen_ai.operation.name': 'chat', ...provider, 'gen_ai.request.model': data.model });
        const settings = (data.model_config ?? {}) as Record<string, unknown>;
        if (typeof settings.temperature === 'number') attributes['gen_ai.request.temperature'] = settings.temperature;
        if (typeof settings.topP === 'number') attributes['gen_ai.request.top_p'] = settings.topP;
        if (typeof settings.maxTokens === 'number') attributes['gen_ai.request.max_tokens'] = settings.maxTokens;
        const usage = tokens(data.usage);
        if (usage) Object.assign(attributes, { 'gen_ai.usage.input_tokens': usage.input, 'gen_ai.usage.output_tokens': usage.output });
        if (content) {
          const request = modelRequest.get(span.id)?.request;
          if (request?.systemInstructions) attributes['gen_ai.system_instructions'] = JSON.stringify([{ type: 'text', content: request.systemInstructions }]);
          const input = inputs.get(span.id) ?? (Array.isArray(data.input) ? (data.input as ProtocolItem[]) : null);
          if (input) attributes['gen_ai.input.messages'] = JSON.stringify(toMessages(input));
          if (Array.isArray(data.output)) attributes['gen_ai.output.messages'] = JSON.stringify(outputMessages(data.output as ProtocolItem[]));
        }
        break;
      }
      case 'function': {
        name = `execute_tool ${data.name}`;
        Object.assign(attributes, { 'gen_ai.operation.name': 'execute_tool', ...provider, 'gen_ai.tool.name': data.name, 'gen_ai.tool.type': 'function' });
        const start = toolStart.get(span.id);
        if (start) attributes['gen_ai.tool.call.id'] = start.callId;
        if (content) Object.assign(attributes, { 'gen_ai.tool.call.arguments': data.input, 'gen_ai.tool.call.result': data.output });
        break;
      }
      case 'handoff': {
        const request = handoffRequest.get(span.id);
        const target = data.to_agent;
        const tool = request?.toolName ?? (target ? defaultTransferName(target) : 'transfer');
        name = `execute_tool ${tool}`;
        Object.assign(attributes, {
          'gen_ai.operation.name': 'execute_tool',
          ...provider,
          'gen_ai.tool.name': tool,
          'gen_ai.tool.type': 'function',
          'gen_ai.agent.handoff.source.name': data.from_agent,
        });
        if (target) attributes['gen_ai.agent.handoff.target.name'] = target;
        if (request?.callId) attributes['gen_ai.tool.call.id'] = request.callId;
        if (content && request?.arguments) attributes['gen_ai.tool.call.arguments'] = request.arguments;
        break;
      }
      case 'mcp_tools':
        // listing a local MCP server's tools (docs/MCP.md); GenAI semconv has no operation for it
        name = `mcp_tools ${data.server}`;
        Object.assign(attributes, { 'switchboard.mcp.server': data.server, 'switchboard.mcp.tools': data.result.join(',') });
        break;
      case 'guardrail':
        name = `guardrail ${data.name}`;
        Object.assign(attributes, { 'switchboard.guardrail.name': data.name, 'switchboard.guardrail.triggered': data.triggered });
        break;
      case 'custom': {
        const kindName = typeof data.data.sdk_span_type === 'string' ? data.data.sdk_span_type : data.name;
        name = kindName;
        attributes['switchboard.span.name'] = data.name;
        for (const [key, value] of Object.entries(data.data)) {
          const v = scalar(value);
          if (v !== null) attributes[`switchboard.span.data.${key}`] = v;
        }
        break;
      }
    }
    const failed = span.error !== null;
    if (failed) attributes['error.type'] = errorType(span);
    return {
      traceId: otelTraceId(span.trace_id),
      spanId: otelSpanId(span.id),
      parentSpanId: span.parent_id ? otelSpanId(span.parent_id) : null,
      name,
      kind,
      startMs: msOf(span.started_at),
      endMs: msOf(span.ended_at ?? span.started_at),
      attributes,
      status: failed ? { code: 'error', message: span.error!.message } : { code: 'unset' },
    };
  });
}

function errorType(span: SpanRecord): string {
  const data = span.error?.data;
  if (data && typeof data.name === 'string' && data.name) return data.name;
  return '_OTHER';
}

function scalar(value: unknown): AttributeValue | null {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value === null || value === undefined) return null;
  return JSON.stringify(value);
}

function tokens(usage: unknown): { input: number; output: number } | null {
  if (typeof usage !== 'object' || usage === null) return null;
  const u = usage as Record<string, unknown>;
  const input = u.input_tokens ?? u.inputTokens;
  const output = u.output_tokens ?? u.outputTokens;
  if (typeof input !== 'number' && typeof output !== 'number') return null;
  return { input: typeof input === 'number' ? input : 0, output: typeof output === 'number' ? output : 0 };
}

function msOf(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
}

/* -------------------------- messages (semconv gen_ai.input.messages) ------------------------- */

type Part = { type: 'text'; content: string } | { type: 'tool_call'; id: string; name: string; arguments: unknown } | { type: 'tool_call_response'; id: string; response: unknown };
interface Message {
  role: string;
  parts: Part[];
  finish_reason?: string;
}

function parsedArguments(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toMessages(items: readonly ProtocolItem[]): Message[] {
  const out: Message[] = [];
  const push = (role: string, part: Part) => {
    const last = out[out.length - 1];
    // one assistant turn's text and tool calls are one message
    if (last && last.role === role && role === 'assistant') last.parts.push(part);
    else out.push({ role, parts: [part] });
  };
  for (const item of items) {
    const i = item as unknown as Record<string, unknown>;
    if (i.type === 'message') {
      if (typeof i.content === 'string') push(String(i.role), { type: 'text', content: i.content });
      else if (Array.isArray(i.content)) {
        for (const part of i.content as Array<Record<string, unknown>>) {
          const text = typeof part.text === 'string' ? part.text : typeof part.refusal === 'string' ? part.refusal : null;
          if (text !== null) push(String(i.role), { type: 'text', content: text });
        }
      }
    } else if (i.type === 'function_call') {
      push('assistant', { type: 'tool_call', id: String(i.callId), name: String(i.name), arguments: parsedArguments(String(i.arguments)) });
    } else if (i.type === 'function_call_result') {
      const output = i.output as Record<string, unknown> | undefined;
      out.push({ role: 'tool', parts: [{ type: 'tool_call_response', id: String(i.callId), response: typeof output?.text === 'string' ? output.text : output }] });
    }
  }
  return out;
}

function outputMessages(items: readonly ProtocolItem[]): Message[] {
  const messages = toMessages(items);
  const calls = items.some((i) => i.type === 'function_call');
  return messages.map((m) => ({ ...m, finish_reason: calls ? 'tool_call' : 'stop' }));
}
