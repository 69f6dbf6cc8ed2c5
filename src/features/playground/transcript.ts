/**
 * The chat's view model: a pure fold of RunEvents into transcript entries (user turns, agent
 * messages streaming in, tool calls with their outputs, handoff dividers, guardrail trips, errors
 * and run notices). The same fold serves live runs and replays.
 */
import type { HandoffVia, RunEvent, RunStatus } from '../../engine/events.ts';
import type { JsonValue } from '../../engine/json.ts';
import { computerActions, describeComputerAction } from '../../models/computerActionText.ts';
import { hostedToolCallSummary, isHostedToolCallItem, messageText, type AssistantMessageItem, type FileSearchResult, type HostedMcpItem, type HostedToolCallItem, type SafetyCheck, type ToolOutputPart } from '../../models/items.ts';
import { readNotices } from '../../models/providerNotices.ts';
import { handoffEdgeId } from '../../store/runOverlayFold.ts';

interface EntryBase {
  /** stable key */
  id: string;
  /** which run of the conversation (0-based) */
  run: number;
  /** spans this entry belongs to (a timeline selection highlights the entry) */
  spanIds: string[];
}

export type TranscriptEntry =
  | (EntryBase & { kind: 'user'; text: string })
  | (EntryBase & {
      kind: 'assistant';
      agentId: string;
      text: string;
      refusal: string | null;
      streaming: boolean;
      interrupted: boolean;
      simulated: boolean;
      played?: boolean;
      /** an AG2 agent's reply that is its nested chats' summary: the last chat's recipient (earlier ones carry over into it) */
      nestedSummaryOf?: string;
    })
  | (EntryBase & {
      kind: 'tool';
      agentId: string;
      toolId: string | null;
      callId: string;
      name: string;
      arguments: string;
      output: string | null;
      /** a structured tool output (text/image/file parts), as the model got it */
      parts?: ToolOutputPart[];
      error: string | null;
      durationMs: number | null;
      /** time spent waiting for a person's approval (part of durationMs), and since when it waits */
      waitedMs?: number;
      waitingSince?: number;
      status: 'running' | 'awaiting_approval' | 'done' | 'error' | 'rejected' | 'interrupted';
      approvalId: string | null;
      /** the person's answer, once given */
      approved?: boolean;
      /** a hosted MCP item: the provider runs the call, so an approval ends the row */
      hosted?: true;
      /** a hosted tool call the offline simulator made up (docs/HOSTED-TOOLS.md) */
      simulated?: true;
      /** a file search's results, when the request asked for them (the citations shown) */
      results?: FileSearchResult[];
      /** a computer call: its actions in words ("click (120, 48)"); the screenshot comes as an image part */
      computerActions?: string[];
      /** a computer call's pending safety checks, shown on its approval card */
      safetyChecks?: SafetyCheck[];
    })
  | (EntryBase & { kind: 'handoff'; fromAgentId: string; toAgentId: string; via: HandoffVia; input: JsonValue; edgeId: string | null })
  | (EntryBase & { kind: 'handoff_ignored'; fromAgentId: string; toAgentId: string | null; reason: string })
  /** an AG2 agent opens one of its nested chats (register_nested_chats): the message it sends */
  | (EntryBase & { kind: 'nested_chat'; agentId: string; recipientId: string; chatIndex: number; message: string })
  | (EntryBase & { kind: 'guardrail'; agentId: string; name: string; guardrailKind: string; info: JsonValue })
  | (EntryBase & { kind: 'error'; agentId: string | null; errorType: string; message: string })
  | (EntryBase & { kind: 'notice'; status: RunStatus; text: string })
  /** what the provider could not send as asked for this model call (ModelResponse notices) */
  | (EntryBase & { kind: 'provider_notice'; agentId: string; text: string });

export interface Transcript {
  entries: TranscriptEntry[];
  run: number;
  /** generation span id -> index of its streaming assistant entry */
  drafts: Record<string, number>;
  /** call id -> index of its tool entry */
  tools: Record<string, number>;
  /** agent id -> its current agent span */
  agentSpans: Record<string, string>;
  /** the last function tool each agent called (names the edge of a function-driven handoff) */
  lastTool: Record<string, string>;
  /** agent id -> recipient of its last nested chat that ended, until its reply (that summary) arrives */
  nestedSummaries: Record<string, string>;
  /** computer call id -> its actions in words, until its row starts */
  computerCalls?: Record<string, string[]>;
  errorInRun: boolean;
}

export function emptyTranscript(): Transcript {
  return { entries: [], run: -1, drafts: {}, tools: {}, agentSpans: {}, lastTool: {}, nestedSummaries: {}, errorInRun: false };
}

const NOTICE: Partial<Record<RunStatus, string>> = {
  cancelled: 'Stopped. Everything up to here is kept.',
  max_turns: 'The run stopped at its turn limit.',
  terminated: 'The routine ended (terminate).',
};

function replaceAt(entries: TranscriptEntry[], index: number, entry: TranscriptEntry): TranscriptEntry[] {
  const next = entries.slice();
  next[index] = entry;
  return next;
}

function add(t: Transcript, entry: TranscriptEntry): Transcript {
  return { ...t, entries: [...t.entries, entry] };
}

function base(t: Transcript, id: string, spanIds: Array<string | null | undefined>): EntryBase {
  return { id: `${t.run}:${id}`, run: t.run, spanIds: spanIds.filter((s): s is string => typeof s === 'string') };
}

type ToolRow = Extract<TranscriptEntry, { kind: 'tool' }>;

/** A tool row for a call the provider ran inside its response: no code of ours ran, so no duration. */
function addHostedRow(t: Transcript, event: Extract<RunEvent, { type: 'item' }>, callId: string, fields: Pick<ToolRow, 'name' | 'arguments' | 'output' | 'error' | 'status'> & Partial<ToolRow>): Transcript {
  const row: ToolRow = {
    ...base(t, `tool${callId}`, [event.spanId, t.agentSpans[event.agentId]]),
    kind: 'tool',
    agentId: event.agentId,
    toolId: null,
    callId,
    durationMs: null,
    approvalId: null,
    hosted: true,
    ...fields,
  };
  return { ...t, entries: [...t.entries, row], tools: { ...t.tools, [callId]: t.entries.length } };
}

/**
 * A hosted MCP item (Responses API) as a tool row: a listing, a call the provider ran, or an
 * approval request, whose approval card is the same as a function tool's (docs/MCP.md §1).
 */
function foldHostedMcp(t: Transcript, event: Extract<RunEvent, { type: 'item' }>, item: HostedMcpItem): Transcript {
  if (item.name === 'mcp_approval_response') return t;
  const data = item.providerData;
  const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v));
  const label = text(data.server_label) || 'MCP';
  const callId = text(data.id ?? item.id) || `mcp${event.seq}`;
  const listed = Array.isArray(data.tools) ? data.tools.map((tool) => text((tool as { name?: unknown }).name)).join(', ') : '';
  return addHostedRow(t, event, callId, {
    name: item.name === 'mcp_list_tools' ? `${label}: list tools` : `${label}.${text(data.name)}`,
    arguments: item.name === 'mcp_list_tools' ? '' : text(data.arguments),
    output: item.name === 'mcp_call' ? (item.output ?? null) : item.name === 'mcp_list_tools' ? listed : null,
    error: item.name === 'mcp_call' && data.error ? text(data.error) : null,
    status: item.name === 'mcp_approval_request' ? 'running' : item.name === 'mcp_call' && data.error ? 'error' : 'done',
  });
}

/** The checks a computer call's approval asks about (`{ pending_safety_checks }`, computerCall.ts). */
function safetyChecksOf(args: string): SafetyCheck[] {
  try {
    const checks = (JSON.parse(args) as { pending_safety_checks?: unknown }).pending_safety_checks;
    return Array.isArray(checks) ? checks.filter((c): c is SafetyCheck => typeof c === 'object' && c !== null && typeof (c as SafetyCheck).code === 'string') : [];
  } catch {
    return [];
  }
}

const HOSTED_CALL_LABEL: Record<HostedToolCallItem['name'], string> = {
  file_search_call: 'file search',
  web_search_call: 'web search',
  code_interpreter_call: 'code interpreter',
};

/**
 * A hosted tool call (file search, web search, code interpreter) as a tool row: the provider ran
 * it inside its response, or the simulator made it up, which the row says (docs/HOSTED-TOOLS.md).
 */
function foldHostedToolCall(t: Transcript, event: Extract<RunEvent, { type: 'item' }>, item: HostedToolCallItem): Transcript {
  const data = item.providerData;
  const callId = String(item.id ?? data.id ?? `hosted${event.seq}`);
  const action = (data.action ?? {}) as { query?: unknown };
  const args =
    item.name === 'file_search_call'
      ? JSON.stringify({ queries: Array.isArray(data.queries) ? data.queries : [] })
      : item.name === 'web_search_call'
        ? JSON.stringify(typeof action.query === 'string' ? { query: action.query } : (data.action ?? {}))
        : JSON.stringify({ code: typeof data.code === 'string' ? data.code : '' });
  const failed = item.status === 'failed' || item.status === 'incomplete';
  return addHostedRow(t, event, callId, {
    name: HOSTED_CALL_LABEL[item.name],
    arguments: args,
    output: hostedToolCallSummary(item),
    error: failed ? `The provider reports the call as ${item.status}.` : null,
    status: failed ? 'error' : 'done',
    ...(item.simulated ? { simulated: true as const } : {}),
    ...(Array.isArray(data.results) ? { results: data.results as FileSearchResult[] } : {}),
  });
}

/**
 * An AG2 agent whose nested chats ran replies with their summary without a model call of its own
 * (src/engine/profiles/ag2/nestedChats.ts): the engine adds that reply to the group chat as an
 * item, which is the owner's chat row. Other items repeat what model_response already showed.
 */
function foldNestedSummary(t: Transcript, event: Extract<RunEvent, { type: 'item' }>): Transcript {
  const recipient = t.nestedSummaries[event.agentId];
  const item = event.item;
  if (recipient === undefined || item.type !== 'message' || item.role !== 'assistant') return t;
  const nestedSummaries = { ...t.nestedSummaries };
  delete nestedSummaries[event.agentId];
  return {
    ...add(t, {
      ...base(t, `summary${event.seq}`, [event.spanId, t.agentSpans[event.agentId]]),
      kind: 'assistant',
      agentId: event.agentId,
      text: messageText(item),
      refusal: null,
      streaming: false,
      interrupted: false,
      simulated: false,
      nestedSummaryOf: recipient,
    }),
    nestedSummaries,
  };
}

/** Folds one event; returns the same object when nothing visible changed. */
export function foldTranscript(t: Transcript, event: RunEvent): Transcript {
  const next = foldEvent(t, event);
  return event.type === 'model_response' ? withProviderNotices(next, t, event) : next;
}

/** A model response's notices go above its message: they are about what the model was sent. */
function withProviderNotices(next: Transcript, before: Transcript, event: Extract<RunEvent, { type: 'model_response' }>): Transcript {
  const notices = readNotices(event.providerData);
  if (notices.length === 0) return next;
  const at = before.drafts[event.spanId ?? event.agentId] ?? before.entries.length;
  const rows = notices.map((text, i): TranscriptEntry => ({ ...base(next, `notice${event.seq}.${i}`, [event.spanId, next.agentSpans[event.agentId]]), kind: 'provider_notice', agentId: event.agentId, text }));
  // a streamed message is a row already: the notices go above it, and the indices after it move
  const shift = (index: number) => (index >= at ? index + rows.length : index);
  const moved = (map: Record<string, number>) => Object.fromEntries(Object.entries(map).map(([key, index]) => [key, shift(index)]));
  return { ...next, entries: [...next.entries.slice(0, at), ...rows, ...next.entries.slice(at)], tools: moved(next.tools), drafts: moved(next.drafts) };
}

function foldEvent(t: Transcript, event: RunEvent): Transcript {
  switch (event.type) {
    case 'run_start': {
      const next: Transcript = { ...t, run: t.run + 1, drafts: {}, tools: {}, agentSpans: {}, nestedSummaries: {}, errorInRun: false };
      let out = next;
      event.input.forEach((item, i) => {
        if (item.type === 'message' && item.role === 'user') out = add(out, { ...base(out, `user${i}`, []), kind: 'user', text: item.content });
      });
      return out;
    }
    case 'agent_start':
      return event.spanId ? { ...t, agentSpans: { ...t.agentSpans, [event.agentId]: event.spanId } } : t;
    case 'model_delta': {
      const key = event.spanId ?? `${event.agentId}`;
      const at = t.drafts[key];
      if (at === undefined) {
        const entry: TranscriptEntry = {
          ...base(t, `msg${event.seq}`, [event.spanId, t.agentSpans[event.agentId]]),
          kind: 'assistant',
          agentId: event.agentId,
          text: event.delta,
          refusal: null,
          streaming: true,
          interrupted: false,
          simulated: false,
        };
        return { ...t, entries: [...t.entries, entry], drafts: { ...t.drafts, [key]: t.entries.length } };
      }
      const draft = t.entries[at];
      if (draft.kind !== 'assistant') return t;
      return { ...t, entries: replaceAt(t.entries, at, { ...draft, text: draft.text + event.delta }) };
    }
    case 'model_response': {
      const key = event.spanId ?? `${event.agentId}`;
      const at = t.drafts[key];
      const simulated = event.providerData?.simulator === true;
      // chosen by a person playing the model (src/models/humanModel.ts)
      const played = event.providerData?.played === true ? { played: true } : {};
      const messages = event.output.filter((o): o is AssistantMessageItem => o.type === 'message' && o.role === 'assistant');
      const text = messages.map((m) => messageText(m)).join('\n\n');
      const refusals = messages.flatMap((m) => m.content.flatMap((c) => (c.type === 'refusal' ? [c.refusal] : [])));
      const refusal = refusals.length ? refusals.join('\n') : null;
      const drafts = { ...t.drafts };
      delete drafts[key];
      if (at !== undefined) {
        const draft = t.entries[at];
        if (draft.kind !== 'assistant') return { ...t, drafts };
        if (!text && !refusal) {
          // streamed text that the final response dropped (a tool-only turn): keep what was shown
          if (!draft.text.trim()) return { ...t, drafts, entries: t.entries.filter((_, i) => i !== at) };
          return { ...t, drafts, entries: replaceAt(t.entries, at, { ...draft, streaming: false, simulated, ...played }) };
        }
        return { ...t, drafts, entries: replaceAt(t.entries, at, { ...draft, text, refusal, streaming: false, simulated, ...played }) };
      }
      if (!text && !refusal) return { ...t, drafts };
      return {
        ...add(t, {
          ...base(t, `msg${event.seq}`, [event.spanId, t.agentSpans[event.agentId]]),
          kind: 'assistant',
          agentId: event.agentId,
          text,
          refusal,
          streaming: false,
          interrupted: false,
          simulated,
          ...played,
        }),
        drafts,
      };
    }
    case 'tool_call_start': {
      const entry: TranscriptEntry = {
        ...base(t, `tool${event.callId}`, [event.spanId, t.agentSpans[event.agentId]]),
        kind: 'tool',
        agentId: event.agentId,
        toolId: event.toolId,
        callId: event.callId,
        name: event.name,
        arguments: event.arguments,
        output: null,
        error: null,
        durationMs: null,
        status: 'running',
        approvalId: null,
      };
      const actions = t.computerCalls?.[event.callId];
      if (actions) {
        // a computer call: its actions, not a function's arguments (docs/COMPUTER.md §6)
        if (entry.kind === 'tool') entry.computerActions = actions;
        return { ...t, entries: [...t.entries, entry], tools: { ...t.tools, [event.callId]: t.entries.length } };
      }
      const lastTool = event.toolId ? { ...t.lastTool, [event.agentId]: event.toolId } : t.lastTool;
      return { ...t, entries: [...t.entries, entry], tools: { ...t.tools, [event.callId]: t.entries.length }, lastTool };
    }
    case 'handoff_requested': {
      // a transfer call is shown as the handoff divider, not as a tool row
      const at = event.callId ? t.tools[event.callId] : undefined;
      if (at === undefined) return t;
      const tools = { ...t.tools };
      delete tools[event.callId as string];
      const entries = t.entries.filter((_, i) => i !== at);
      for (const key of Object.keys(tools)) if (tools[key] > at) tools[key] -= 1;
      const drafts = { ...t.drafts };
      for (const key of Object.keys(drafts)) if (drafts[key] > at) drafts[key] -= 1;
      return { ...t, entries, tools, drafts };
    }
    case 'item':
      if (event.item.type === 'computer_call') return { ...t, computerCalls: { ...t.computerCalls, [event.item.callId]: computerActions(event.item).map(describeComputerAction) } };
      if (event.item.type !== 'hosted_tool_call') return foldNestedSummary(t, event);
      return isHostedToolCallItem(event.item) ? foldHostedToolCall(t, event, event.item) : foldHostedMcp(t, event, event.item as HostedMcpItem);
    case 'nested_chat_start':
      return add(t, { ...base(t, `nested${event.seq}`, [event.spanId]), kind: 'nested_chat', agentId: event.agentId, recipientId: event.recipientId, chatIndex: event.chatIndex, message: event.message });
    case 'nested_chat_end':
      return { ...t, nestedSummaries: { ...t.nestedSummaries, [event.agentId]: event.recipientId } };
    case 'approval_needed':
    case 'approval_resolved': {
      const at =
        event.type === 'approval_needed'
          ? t.tools[event.callId]
          : t.entries.findIndex((e) => e.kind === 'tool' && e.approvalId === event.approvalId);
      if (at === undefined || at < 0) return t;
      const found = t.entries[at];
      if (found.kind !== 'tool') return t;
      const row =
        event.type === 'approval_resolved' && found.waitingSince !== undefined
          ? { ...found, waitedMs: (found.waitedMs ?? 0) + Math.max(0, event.t - found.waitingSince), waitingSince: undefined }
          : found;
      const next: TranscriptEntry =
        event.type === 'approval_needed'
          ? { ...row, status: 'awaiting_approval', approvalId: event.approvalId, waitingSince: event.t, ...(row.computerActions ? { safetyChecks: safetyChecksOf(event.arguments) } : {}) }
          : row.hosted
            ? { ...row, status: event.approved ? 'done' : 'rejected', approved: event.approved, output: event.approved ? 'Approved: the provider runs the call.' : null, error: event.approved ? null : (event.message ?? 'Rejected by you') }
            : { ...row, status: event.approved ? 'running' : 'rejected', approved: event.approved, error: event.approved ? row.error : (event.message ?? 'Rejected by you') };
      return { ...t, entries: replaceAt(t.entries, at, next) };
    }
    case 'tool_call_end': {
      const at = t.tools[event.callId];
      if (at === undefined) return t;
      const row = t.entries[at];
      if (row.kind !== 'tool') return t;
      const status = row.status === 'rejected' ? 'rejected' : event.error ? 'error' : 'done';
      const done: TranscriptEntry = { ...row, output: event.output, error: event.error ?? (row.status === 'rejected' ? row.error : null), durationMs: event.durationMs, status };
      if (event.parts) done.parts = event.parts;
      return { ...t, entries: replaceAt(t.entries, at, done) };
    }
    case 'handoff_taken':
      return add(t, {
        ...base(t, `handoff${event.seq}`, [event.spanId]),
        kind: 'handoff',
        fromAgentId: event.fromAgentId,
        toAgentId: event.toAgentId,
        via: event.via,
        input: event.input,
        edgeId: handoffEdgeId(event, t.lastTool[event.fromAgentId] ?? null),
      });
    case 'handoff_ignored':
      return add(t, { ...base(t, `ignored${event.seq}`, [event.spanId]), kind: 'handoff_ignored', fromAgentId: event.fromAgentId, toAgentId: event.toAgentId, reason: event.reason });
    case 'guardrail':
      if (!event.triggered) return t;
      return add(t, { ...base(t, `guard${event.seq}`, [event.spanId]), kind: 'guardrail', agentId: event.agentId, name: event.name, guardrailKind: event.kind, info: event.info });
    case 'error':
      return {
        ...add(t, { ...base(t, `error${event.seq}`, [event.spanId]), kind: 'error', agentId: event.agentId, errorType: event.error.type, message: event.error.message }),
        errorInRun: true,
      };
    case 'run_end': {
      // anything still streaming or running was cut off by the end of the run
      let entries = t.entries;
      for (const key of Object.keys(t.drafts)) {
        const e = entries[t.drafts[key]];
        if (e?.kind === 'assistant') entries = replaceAt(entries, t.drafts[key], { ...e, streaming: false, interrupted: true });
      }
      for (const key of Object.keys(t.tools)) {
        const e = entries[t.tools[key]];
        if (e?.kind === 'tool' && (e.status === 'running' || e.status === 'awaiting_approval')) entries = replaceAt(entries, t.tools[key], { ...e, status: 'interrupted' });
      }
      let out: Transcript = { ...t, entries, drafts: {} };
      if (event.status === 'error' && event.error && !t.errorInRun) {
        out = add(out, { ...base(out, `error${event.seq}`, []), kind: 'error', agentId: event.lastAgentId || null, errorType: event.error.type, message: event.error.message });
      }
      const notice = NOTICE[event.status];
      if (notice) out = add(out, { ...base(out, `end${event.seq}`, []), kind: 'notice', status: event.status, text: notice });
      return out;
    }
    default:
      return t;
  }
}

export function foldAll(events: readonly RunEvent[]): Transcript {
  let t = emptyTranscript();
  for (const e of events) t = foldTranscript(t, e);
  return t;
}
