/**
 * A trace read from a file, whatever wrote it (the Agents SDK's processors, an OpenTelemetry GenAI
 * instrumentation, Switchboard): spans reduced to what the graph can show. Times are epoch ms.
 */

export type TraceFormat = 'agents-sdk' | 'otlp';

export type TraceSpanKind = 'agent' | 'chat' | 'tool' | 'handoff' | 'guardrail' | 'other';

export interface TraceSpan {
  /** unique within the file */
  id: string;
  parentId: string | null;
  traceId: string;
  startMs: number;
  endMs: number;
  kind: TraceSpanKind;
  /** the span's own name (SDK: its type and name; OTLP: the span name) */
  name: string;
  /** agent spans: the agent; others: the agent they ran under, when the file says */
  agentName: string | null;
  /** tool and handoff spans: the tool's name (a handoff's transfer tool, when known) */
  toolName: string | null;
  callId: string | null;
  /** handoff spans */
  fromAgent: string | null;
  toAgent: string | null;
  /** chat spans */
  model: string | null;
  usage: { input: number; output: number } | null;
  /** chat spans, when the file holds content: the last user text sent, and the text answered */
  userText: string | null;
  assistantText: string | null;
  /** tool spans, when the file holds content */
  arguments: string | null;
  result: string | null;
  /** guardrail spans */
  triggered: boolean;
  error: string | null;
  /** the original span data (SDK) or scalar attributes (OTLP), kept for the timeline's details */
  data: Record<string, unknown>;
  /** where the file holds it (for problems) */
  path: string;
}

export interface ImportedTrace {
  format: TraceFormat;
  /** the workflow (SDK) or service (OTLP) name, for the recording's title */
  title: string;
  /** spans of every trace in the file, in start order */
  spans: TraceSpan[];
}

export function emptySpan(id: string, traceId: string): TraceSpan {
  return {
    id,
    parentId: null,
    traceId,
    startMs: 0,
    endMs: 0,
    kind: 'other',
    name: '',
    agentName: null,
    toolName: null,
    callId: null,
    fromAgent: null,
    toAgent: null,
    model: null,
    usage: null,
    userText: null,
    assistantText: null,
    arguments: null,
    result: null,
    triggered: false,
    error: null,
    data: {},
    path: '',
  };
}

/* --------------------- message content, in the shapes the writers use --------------------- */

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Text of a message's content: a string, or parts with text / content (Responses, semconv). */
function contentText(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  const texts = content.flatMap((part) => {
    const p = record(part);
    if (!p) return [];
    if (typeof p.text === 'string') return [p.text];
    if (p.type === 'text' && typeof p.content === 'string') return [p.content];
    return [];
  });
  return texts.length ? texts.join('\n') : null;
}

/**
 * The last user text of a model call's input: Chat Completions messages, Responses / Switchboard
 * items, or semconv gen_ai.input.messages (role + parts).
 */
export function lastUserText(messages: unknown): string | null {
  if (!Array.isArray(messages)) return null;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = record(messages[i]);
    if (!m || m.role !== 'user') continue;
    const text = contentText(m.content ?? m.parts);
    if (text !== null) return text;
  }
  return null;
}

/**
 * The assistant text of a model call's output: a Chat Completions response (choices), Responses
 * or Switchboard output items, or semconv gen_ai.output.messages.
 */
export function assistantText(output: unknown): string | null {
  const list = Array.isArray(output) ? output : output === null || output === undefined ? [] : [output];
  const texts: string[] = [];
  for (const entry of list) {
    const o = record(entry);
    if (!o) continue;
    if (Array.isArray(o.choices)) {
      for (const choice of o.choices) {
        const text = contentText(record(record(choice)?.message)?.content);
        if (text) texts.push(text);
      }
    } else if (Array.isArray(o.output)) {
      const text = assistantText(o.output);
      if (text) texts.push(text);
    } else if ((o.type === 'message' || o.type === undefined) && (o.role === 'assistant' || o.role === undefined)) {
      const text = contentText(o.content ?? o.parts);
      if (text) texts.push(text);
    }
  }
  return texts.length ? texts.join('\n\n') : null;
}

export function usageOf(value: unknown): { input: number; output: number } | null {
  const u = record(value);
  if (!u) return null;
  const input = u.input_tokens ?? u.inputTokens ?? u.prompt_tokens;
  const output = u.output_tokens ?? u.outputTokens ?? u.completion_tokens;
  if (typeof input !== 'number' && typeof output !== 'number') return null;
  return { input: typeof input === 'number' ? input : 0, output: typeof output === 'number' ? output : 0 };
}
