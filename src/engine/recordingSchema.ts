/**
 * The recording file (`switchboard.recording`): a conversation's run events, versioned and
 * checked on import. A file that does not match is refused with each problem and its path
 * (`events[0].runId`), never handed to replay, where a malformed event blanked the app.
 *
 * The event union here mirrors events.ts: typecheck fails when an accepted event would not be a
 * RunEvent (bottom of the file), and recordingSchema.test.ts replays real runs of every example
 * through it. Objects are loose: a field added later (optional fields escape typecheck) is kept,
 * never silently dropped from a replay.
 * Older files are lifted by RECORDING_MIGRATIONS before validation, like graph files.
 */
import { z } from 'zod';
import { formatPath } from '../graph/documentPath.ts';
import type { ImportProblem } from '../graph/importGraph.ts';
import { structureProblems } from '../graph/jsonStructure.ts';
import type { RunEvent } from './events.ts';
import { HOSTED_TOOL_CALL_NAMES, type ComputerAction } from '../models/items.ts';
import type { JsonValue } from './json.ts';

import { liftFullInputEvents, liftSpanEndEvents, RECORDING_FORMAT, RECORDING_VERSION } from './recordingFormat.ts';

export { liftFullInputEvents, liftSpanEndEvents, liftStoredEvents, RECORDING_FORMAT, RECORDING_VERSION } from './recordingFormat.ts';

/** Bounds of a recording file (docs/IMPORT-LIMITS.md). Events nest requests, items and context. */
export const RECORDING_LIMITS = {
  maxDepth: 100,
  maxTextChars: 128 * 1024 * 1024,
  events: 1_000_000,
} as const;

// Every value is JSON by construction (the file is parsed, an object is copied through JSON
// first), so a JSON field needs no recursive check; z.json() cost ~20 ms per recording.
const json = z.custom<JsonValue>((value) => value !== undefined);
const record = z.record(z.string(), z.unknown());
const jsonRecord = z.record(z.string(), json);
const count = z.number().int().nonnegative();
const duration = z.number().nonnegative();

/* ------------------------------------- protocol items -------------------------------------- */

const OutputPartSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('output_text'), text: z.string() }),
  z.looseObject({ type: z.literal('refusal'), refusal: z.string() }),
]);

const ToolOutputPartSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('input_text'), text: z.string() }),
  z.looseObject({
    type: z.literal('input_image'),
    image: z.union([z.string(), z.looseObject({ id: z.string() })]).optional(),
    imageUrl: z.string().optional(),
    fileId: z.string().optional(),
    detail: z.string().optional(),
  }),
  z.looseObject({
    type: z.literal('input_file'),
    file: z.union([z.string(), z.looseObject({ id: z.string() }), z.looseObject({ url: z.string() })]).optional(),
    fileData: z.string().optional(),
    fileUrl: z.string().optional(),
    fileId: z.string().optional(),
    filename: z.string().optional(),
  }),
]);

// An action is checked for its kind only: its fields are the API's, and replay only shows them.
const ACTION_TYPES = new Set(['click', 'double_click', 'drag', 'keypress', 'move', 'screenshot', 'scroll', 'type', 'wait']);
const ComputerActionSchema = z.custom<ComputerAction>((v) => typeof v === 'object' && v !== null && ACTION_TYPES.has(String((v as { type?: unknown }).type)), 'Unknown computer action');
const SafetyCheckSchema = z.looseObject({ id: z.string(), code: z.string(), message: z.string().optional() });

export const ProtocolItemSchema = z.union([
  z.looseObject({ type: z.literal('message'), role: z.enum(['user', 'system']), content: z.string(), speaker: z.string().optional() }),
  z.looseObject({
    type: z.literal('message'),
    role: z.literal('assistant'),
    status: z.enum(['completed', 'in_progress', 'incomplete']),
    content: z.array(OutputPartSchema),
    id: z.string().optional(),
    speaker: z.string().optional(),
  }),
  z.looseObject({ type: z.literal('function_call'), callId: z.string(), name: z.string(), arguments: z.string(), status: z.literal('completed'), id: z.string().optional(), speaker: z.string().optional() }),
  z.looseObject({
    type: z.literal('function_call_result'),
    callId: z.string(),
    name: z.string(),
    status: z.literal('completed'),
    output: z.union([z.looseObject({ type: z.literal('text'), text: z.string() }), z.array(ToolOutputPartSchema)]),
  }),
  z.looseObject({
    type: z.literal('hosted_tool_call'),
    name: z.enum(['mcp_list_tools', 'mcp_call', 'mcp_approval_request', 'mcp_approval_response']),
    id: z.string().optional(),
    status: z.enum(['completed', 'in_progress']),
    output: z.string().optional(),
    providerData: record,
  }),
  z.looseObject({
    type: z.literal('hosted_tool_call'),
    name: z.enum(HOSTED_TOOL_CALL_NAMES),
    id: z.string().optional(),
    // the API's statuses (searching, interpreting, incomplete, failed besides these two)
    status: z.string().max(32),
    providerData: record,
    simulated: z.literal(true).optional(),
  }),
  z.looseObject({
    type: z.literal('computer_call'),
    callId: z.string(),
    id: z.string().optional(),
    status: z.enum(['completed', 'in_progress', 'incomplete']),
    action: ComputerActionSchema.optional(),
    actions: z.array(ComputerActionSchema).optional(),
    pendingSafetyChecks: z.array(SafetyCheckSchema).optional(),
  }),
  z.looseObject({
    type: z.literal('computer_call_result'),
    callId: z.string(),
    status: z.literal('completed'),
    output: z.looseObject({ type: z.literal('computer_screenshot'), data: z.string() }),
    acknowledgedSafetyChecks: z.array(SafetyCheckSchema).optional(),
  }),
]);

/* ------------------------------------------ spans ------------------------------------------ */

const SpanDataSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('agent'), name: z.string(), handoffs: z.array(z.string()), tools: z.array(z.string()), output_type: z.string() }),
  z.looseObject({ type: z.literal('generation'), input: z.unknown().optional(), output: z.unknown(), model: z.string(), model_config: z.unknown(), usage: z.unknown() }),
  z.looseObject({ type: z.literal('function'), name: z.string(), input: z.string(), output: z.string(), mcp_data: z.unknown().optional() }),
  z.looseObject({ type: z.literal('handoff'), from_agent: z.string(), to_agent: z.string().nullable().optional() }),
  // (to_agent is absent at span_start: set once the handoff is invoked, tracer.ts)
  z.looseObject({ type: z.literal('mcp_tools'), server: z.string(), result: z.array(z.string()) }),
  z.looseObject({ type: z.literal('guardrail'), name: z.string(), triggered: z.boolean() }),
  z.looseObject({ type: z.literal('custom'), name: z.string(), data: record }),
]);

const SpanErrorSchema = z.looseObject({ message: z.string(), data: record.optional() });

const SpanRecordSchema = z.looseObject({
  object: z.literal('trace.span'),
  id: z.string(),
  trace_id: z.string(),
  parent_id: z.string().nullable(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  span_data: SpanDataSchema,
  error: SpanErrorSchema.nullable(),
});

/* ------------------------------------------ events ----------------------------------------- */

const RunErrorInfoSchema = z.looseObject({ type: z.string(), message: z.string() });
const RunStatusSchema = z.enum(['completed', 'awaiting_user', 'terminated', 'max_turns', 'cancelled', 'error']);
const UsageSchema = z.looseObject({ requests: count, inputTokens: count, outputTokens: count, totalTokens: count });

const ModelRequestFields = z.looseObject({
  model: z.string(),
  // undefined in the engine, so JSON leaves the key out: put it back before checking
  systemInstructions: z.union([z.string(), z.undefined()]),
  // version 2: a delta of an earlier request's input (src/engine/requestInput.ts)
  inputDelta: z.looseObject({ base: z.string().nullable(), keep: count, added: z.array(ProtocolItemSchema) }),
  tools: z.array(
    z.union([
      z.looseObject({ type: z.literal('function'), name: z.string(), description: z.string(), parameters: record, strict: z.boolean() }),
      z.looseObject({ type: z.literal('hosted_tool'), name: z.enum(['file_search', 'web_search', 'code_interpreter', 'mcp']), providerData: record }),
      z.looseObject({ type: z.literal('computer'), name: z.literal('computer_use_preview'), environment: z.enum(['browser', 'mac', 'windows', 'ubuntu', 'linux']), dimensions: z.custom<[number, number]>((v) => Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n) && n >= 0), 'Expected [width, height]') }),
    ]),
  ),
  handoffs: z.array(z.looseObject({ toolName: z.string(), toolDescription: z.string(), inputJsonSchema: record, strictJsonSchema: z.boolean() })),
  modelSettings: record,
  outputSchema: record.nullable(),
  outputSchemaName: z.string().optional(),
});
const ModelRequestSchema = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) && !Object.hasOwn(value, 'systemInstructions') ? { ...value, systemInstructions: undefined } : value),
  ModelRequestFields,
);

/** Every event: its body plus position, time and span. */
function event<T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  return z.looseObject({ type: z.literal(type), ...shape, seq: count, t: duration, spanId: z.string().nullable() });
}

export const RecordedEventSchema = z.discriminatedUnion('type', [
  event('run_start', {
    runId: z.string(),
    traceId: z.string(),
    graphId: z.string(),
    runtime: z.enum(['agents-sdk-js', 'agents-sdk-python', 'swarm', 'ag2']),
    startAgentId: z.string(),
    input: z.array(ProtocolItemSchema),
    context: jsonRecord,
    simulated: z.boolean(),
  }),
  event('run_end', { status: RunStatusSchema, finalOutput: json, lastAgentId: z.string(), error: RunErrorInfoSchema.nullable(), items: z.array(ProtocolItemSchema), context: jsonRecord }),
  event('span_start', { span: SpanRecordSchema }),
  event('span_end', { endedAt: z.string(), data: SpanDataSchema.nullable(), error: SpanErrorSchema.nullable() }),
  event('agent_start', { agentId: z.string(), turn: count }),
  event('agent_end', { agentId: z.string(), output: json }),
  event('handoffs_evaluated', { agentId: z.string(), enabled: z.array(z.string()), disabled: z.array(z.string()) }),
  event('model_request', { agentId: z.string(), turn: count, request: ModelRequestSchema }),
  event('model_delta', { agentId: z.string(), delta: z.string() }),
  event('model_response', { agentId: z.string(), output: z.array(ProtocolItemSchema), usage: UsageSchema, providerData: record.nullable() }),
  event('item', { agentId: z.string(), item: ProtocolItemSchema }),
  event('tool_call_start', { agentId: z.string(), toolId: z.string().nullable(), callId: z.string(), name: z.string(), arguments: z.string() }),
  event('tool_call_end', { agentId: z.string(), toolId: z.string().nullable(), callId: z.string(), name: z.string(), output: z.string(), error: z.string().nullable(), durationMs: duration, parts: z.array(ToolOutputPartSchema).optional() }),
  event('handoff_requested', {
    fromAgentId: z.string(),
    toAgentId: z.string(),
    handoffId: z.string().nullable(),
    callId: z.string().nullable(),
    toolName: z.string().nullable(),
    arguments: z.string().nullable(),
  }),
  event('handoff_taken', { fromAgentId: z.string(), toAgentId: z.string(), handoffId: z.string().nullable(), via: z.enum(['llm', 'context', 'tool', 'after_work']), input: json }),
  event('handoff_ignored', { fromAgentId: z.string(), toAgentId: z.string().nullable(), handoffId: z.string().nullable(), reason: z.string() }),
  event('agent_tool_start', { managerId: z.string(), workerId: z.string(), agentToolId: z.string(), callId: z.string(), toolName: z.string(), input: z.string() }),
  event('agent_tool_end', { managerId: z.string(), workerId: z.string(), agentToolId: z.string(), callId: z.string(), output: z.string().nullable(), error: z.string().nullable() }),
  event('nested_chat_start', { agentId: z.string(), recipientId: z.string(), chatIndex: count, message: z.string() }),
  event('nested_chat_end', { agentId: z.string(), recipientId: z.string(), chatIndex: count, summary: z.string() }),
  event('guardrail', {
    guardrailId: z.string(),
    name: z.string(),
    kind: z.enum(['input', 'output', 'tool_input', 'tool_output']),
    agentId: z.string(),
    triggered: z.boolean(),
    info: json,
  }),
  event('approval_needed', { approvalId: z.string(), agentId: z.string(), toolId: z.string(), callId: z.string(), name: z.string(), arguments: z.string() }),
  event('approval_resolved', { approvalId: z.string(), approved: z.boolean(), message: z.string().nullable() }),
  event('context_changed', { context: jsonRecord, changedKeys: z.array(z.string()) }),
  event('paused', { reason: z.enum(['step', 'breakpoint']), before: z.enum(['model_call', 'tool_call', 'handoff']), agentId: z.string(), detail: z.string() }),
  event('resumed', {}),
  event('error', { agentId: z.string().nullable(), error: RunErrorInfoSchema, fatal: z.boolean() }),
]);

export const RecordingFileSchema = z.looseObject({
  format: z.literal(RECORDING_FORMAT),
  version: z.literal(RECORDING_VERSION),
  name: z.string().max(500).optional(),
  createdAt: z.number().optional(),
  events: z.array(RecordedEventSchema).max(RECORDING_LIMITS.events),
});

/** A recording file after checks: its events are RunEvents. */
export interface RecordingFileContent {
  name: string | undefined;
  createdAt: number | undefined;
  events: RunEvent[];
}

/* ---------------------------------------- migrations -------------------------------------- */

/** One step lifting a recording file from `from` to `to` (plain JSON in, plain JSON out). */
export interface RecordingMigration {
  from: number;
  to: number;
  summary: string;
  migrate: (doc: Record<string, unknown>) => Record<string, unknown>;
}

export const RECORDING_MIGRATIONS: readonly RecordingMigration[] = [
  {
    from: 1,
    to: 2,
    summary: 'Upgraded from recording format 1: model requests now record what changed since the previous request instead of the whole conversation.',
    migrate: (doc) => (Array.isArray(doc.events) ? { ...doc, events: liftFullInputEvents(doc.events) } : doc),
  },
  {
    from: 2,
    to: 3,
    summary: 'Upgraded from recording format 2: a span\'s end now records only what changed since its start.',
    migrate: (doc) => (Array.isArray(doc.events) ? { ...doc, events: liftSpanEndEvents(doc.events) } : doc),
  },
];

export type RecordingCheck =
  | { ok: true; recording: RecordingFileContent; warnings: ImportProblem[] }
  | { ok: false; errors: ImportProblem[] };

function migrate(doc: Record<string, unknown>, migrations: readonly RecordingMigration[]): { ok: true; doc: Record<string, unknown>; applied: RecordingMigration[] } | { ok: false; error: ImportProblem } {
  // Files written before the field existed are version 1 (the first exported format).
  const declared: unknown = Object.hasOwn(doc, 'version') ? doc.version : 1;
  if (typeof declared !== 'number' || !Number.isInteger(declared)) return { ok: true, doc, applied: [] };
  let version = declared;
  if (version > RECORDING_VERSION) {
    return { ok: false, error: { path: 'version', message: `This recording uses format version ${version}, newer than this Switchboard understands (up to ${RECORDING_VERSION}). Update Switchboard to open it.` } };
  }
  let current: Record<string, unknown> = { ...doc, version };
  const applied: RecordingMigration[] = [];
  while (version < RECORDING_VERSION) {
    const step = migrations.find((m) => m.from === version);
    if (!step) return { ok: false, error: { path: 'version', message: `Recording format version ${version} is not supported (no migration from it).` } };
    try {
      current = { ...step.migrate(structuredClone(current)), version: step.to };
    } catch (error) {
      return { ok: false, error: { path: '', message: `Could not upgrade this recording from version ${version}: ${error instanceof Error ? error.message : String(error)}` } };
    }
    applied.push(step);
    version = step.to;
  }
  return { ok: true, doc: current, applied };
}

/* ------------------------------------------ checking --------------------------------------- */

function valueAt(doc: unknown, path: readonly PropertyKey[]): { found: boolean; value: unknown } {
  let node: unknown = doc;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return { found: false, value: undefined };
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return { found: true, value: node };
}

function issueProblem(issue: z.core.$ZodIssue, doc: unknown): ImportProblem {
  const path = formatPath(issue.path);
  if (issue.code !== 'invalid_union' && issue.path.length > 0 && !valueAt(doc, issue.path).found) {
    return { path, message: `Missing required field "${String(issue.path[issue.path.length - 1])}"` };
  }
  if (issue.code === 'invalid_union' && issue.path.length === 3 && issue.path[0] === 'events' && issue.path[2] === 'type') {
    return { path, message: `Unknown event type ${JSON.stringify(valueAt(doc, issue.path).value)}` };
  }
  return { path, message: issue.message };
}

/** At most this many problems are listed (a broken file would otherwise list every event). */
const MAX_PROBLEMS = 50;

/**
 * Checks a recording file (its text, or the parsed value): JSON → bounded shape → format and
 * version → migrations → the event schema. Never throws.
 */
export function checkRecordingFile(input: unknown, migrations: readonly RecordingMigration[] = RECORDING_MIGRATIONS): RecordingCheck {
  try {
    let doc: unknown;
    if (typeof input !== 'string') {
      try {
        // a private plain-JSON copy: what a file could hold, nothing a JSON file could not
        doc = JSON.parse(JSON.stringify(input) ?? 'null');
      } catch (error) {
        return { ok: false, errors: [{ path: '', message: `Not a JSON document: ${error instanceof Error ? error.message : String(error)}` }] };
      }
    } else {
      if (input.length > RECORDING_LIMITS.maxTextChars) return { ok: false, errors: [{ path: '', message: `The file is too large for a recording (${input.length.toLocaleString('en-US')} characters, at most ${RECORDING_LIMITS.maxTextChars.toLocaleString('en-US')}).` }] };
      try {
        doc = JSON.parse(input.replace(/^\uFEFF/, ''));
      } catch {
        return { ok: false, errors: [{ path: '', message: 'This file is not JSON.' }] };
      }
    }
    if (typeof doc !== 'object' || doc === null || Array.isArray(doc) || (doc as Record<string, unknown>).format !== RECORDING_FORMAT) {
      return { ok: false, errors: [{ path: '', message: 'This file is not a Switchboard recording.' }] };
    }
    const shape = structureProblems(doc, RECORDING_LIMITS.maxDepth);
    if (shape.length > 0) return { ok: false, errors: shape };
    const migrated = migrate(doc as Record<string, unknown>, migrations);
    if (!migrated.ok) return { ok: false, errors: [migrated.error] };
    const parsed = RecordingFileSchema.safeParse(migrated.doc);
    if (!parsed.success) {
      const errors = parsed.error.issues.slice(0, MAX_PROBLEMS).map((issue) => issueProblem(issue, migrated.doc));
      const more = parsed.error.issues.length - errors.length;
      if (more > 0) errors.push({ path: '', message: `…and ${more} more problem${more === 1 ? '' : 's'}` });
      return { ok: false, errors };
    }
    return {
      ok: true,
      recording: { name: parsed.data.name, createdAt: parsed.data.createdAt, events: parsed.data.events as RunEvent[] },
      warnings: migrated.applied.map((m) => ({ path: 'version', message: m.summary })),
    };
  } catch (error) {
    return { ok: false, errors: [{ path: '', message: `This recording could not be read (internal error: ${error instanceof Error ? error.message : String(error)}).` }] };
  }
}

/* ------------------------------- kept in step with events.ts ------------------------------- */

type Assignable<From extends To, To> = [From, To];
/**
 * Compile-time guard: every event the schema accepts is a RunEvent (a new required field in
 * events.ts that the schema misses fails typecheck here). The other direction, every event the
 * engine emits passes, is checked by running the examples (recordingSchema.test.ts).
 */
export type RecordingSchemaYieldsRunEvents = Assignable<z.output<typeof RecordedEventSchema>, RunEvent>;
