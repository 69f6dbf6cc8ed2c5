/**
 * The graph document, format v1: the product's contract with the world (docs/GRAPH-FORMAT.md).
 * Every type of the document is inferred from this schema; never write a second copy by hand.
 *
 * Objects are closed: an unknown key is an error with its JSON path, except keys that start
 * with `x-`, which are kept untouched (room for other tools' data).
 */
import { z } from 'zod';
import { jsonSchemaShapeProblems } from './jsonSchemaShape.ts';
import { LIMITS } from './limits.ts';

import { GRAPH_FORMAT, GRAPH_VERSION } from './formatVersion.ts';

export { GRAPH_FORMAT, GRAPH_VERSION };

/** Closed object that still admits `x-` extension keys (kept as they are). */
function docObject<S extends z.ZodRawShape>(shape: S) {
  return z
    .object(shape)
    .catchall(z.unknown())
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        // own keys only: `in` would let "constructor", "toString", … through as known fields
        if (!Object.hasOwn(shape, key) && !key.startsWith('x-')) {
          ctx.addIssue({ code: 'custom', path: [key], message: `Unknown field "${key}" (extension fields must start with "x-")` });
        }
      }
    }, {
      // Also run when a field of this object failed, so that one import reports every problem.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
    });
}

export const IdSchema = z
  .string()
  .max(LIMITS.idChars, `At most ${LIMITS.idChars} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use only letters, digits, "_" and "-"');

/**
 * One JavaScript expression over `ctx` (context variables) and, for tools, `args`; `python`
 * (additive to v1) is the same rule as a Python `def`, run in its place under the Python runtimes
 * (graph/codeBody.ts): `is_enabled(ctx, agent)` / `needs_approval(ctx, params, call_id)`.
 */
export const WhenRuleSchema = docObject({
  when: z.string().min(1, 'Write an expression').max(LIMITS.expressionChars),
  python: z.string().max(LIMITS.codeChars).optional(),
});
export type WhenRule = z.infer<typeof WhenRuleSchema>;

/** true / false / { when } */
export const EnabledSchema = z.union([z.boolean(), WhenRuleSchema]);
export type Enabled = z.infer<typeof EnabledSchema>;

/**
 * A JSON Schema document: a valid, compilable draft-07 schema (jsonSchemaShape.ts); whether it
 * converts to strict mode is lint's question (the strict-schema converter).
 */
export const JsonSchemaObject = z.record(z.string(), z.unknown()).superRefine((schema, ctx) => {
  for (const problem of jsonSchemaShapeProblems(schema)) ctx.addIssue({ code: 'custom', path: problem.segments, message: problem.message });
});
export type JsonSchema = z.infer<typeof JsonSchemaObject>;

export const RuntimeSchema = z.enum(['agents-sdk-js', 'agents-sdk-python', 'swarm', 'ag2']);
export type Runtime = z.infer<typeof RuntimeSchema>;

export const ModelSettingsSchema = docObject({
  temperature: z.number().min(0).max(2).optional(),
  topP: z.number().min(0).max(1).optional(),
  maxTokens: z.number().int().positive().max(10_000_000).optional(),
  toolChoice: z.union([z.enum(['auto', 'required', 'none']), z.string().min(1).max(LIMITS.nameChars)]).optional(),
  parallelToolCalls: z.boolean().optional(),
});
export type ModelSettings = z.infer<typeof ModelSettingsSchema>;

/** Where control goes when an agent finishes a reply without handing off (AG2 after-work). */
export const AfterWorkSchema = z.discriminatedUnion('type', [
  docObject({ type: z.literal('agent'), agent: IdSchema }),
  docObject({ type: z.literal('terminate') }),
  docObject({ type: z.literal('revert_to_user') }),
  docObject({ type: z.literal('stay') }),
]);
export type AfterWork = z.infer<typeof AfterWorkSchema>;

/** Agents SDK `toolUseBehavior`. */
export const ToolUseBehaviorSchema = z.union([
  z.enum(['run_llm_again', 'stop_on_first_tool']),
  docObject({ stopAtToolNames: z.array(z.string().min(1).max(LIMITS.nameChars)).max(LIMITS.listItems) }),
]);
export type ToolUseBehavior = z.infer<typeof ToolUseBehaviorSchema>;

/**
 * A canvas colour as hex (#rgb, #rrggbb or #rrggbbaa). A closed grammar: the value lands in CSS,
 * where any other text (`url(…)`) could make the page fetch on open.
 */
export const HexColorSchema = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Use a hex colour: #rgb, #rrggbb or #rrggbbaa (for example "#4f8cff")');

export const PositionSchema = docObject({ x: z.number(), y: z.number() });

/**
 * One chat of an agent's nested-chat queue (AG2 `register_nested_chats`, docs/SEMANTICS.md §5.4):
 * the agent sends `message` to `agent` (null: the first chat gets the message that triggered the
 * nested chats; a later one with no message is skipped, as upstream) and they talk for `maxTurns`
 * round trips; the chat's summary carries over into the next chat and the last one is the
 * agent's reply. Additive to v1.
 */
export const NestedChatSchema = docObject({
  agent: IdSchema,
  message: z.string().max(LIMITS.instructionsChars).nullable().default(null),
  summaryMethod: z.enum(['last_msg', 'reflection_with_llm']).default('last_msg'),
  /** reflection_with_llm: the summary prompt (null: AG2's DEFAULT_SUMMARY_PROMPT) */
  summaryPrompt: z.string().max(LIMITS.instructionsChars).nullable().default(null),
  maxTurns: z.number().int().positive().max(LIMITS.maxTurns).default(1),
});
export type NestedChat = z.infer<typeof NestedChatSchema>;

const McpToolNameSchema = z.string().min(1).max(LIMITS.nameChars);

/**
 * A local MCP server the runner connects to (docs/MCP.md §2; the SDKs' MCPServerStreamableHttp /
 * MCPServerStdio on `Agent.mcpServers`). Additive to v1. A URL is http(s) only: it is what the
 * page's connect-src admits (docs/SECURITY.md); stdio runs only in the CLI.
 */
export const McpServerSchema = docObject({
  id: IdSchema,
  /** the server's name (SDK `name`: the tool-list cache key and the mcp_tools span's `server`) */
  name: z.string().min(1, 'An MCP server needs a name').max(LIMITS.nameChars),
  transport: z.discriminatedUnion('type', [
    docObject({
      type: z.literal('streamable_http'),
      url: z.string().max(LIMITS.urlChars).url().regex(/^https?:\/\//i, 'Use an http:// or https:// URL'),
    }),
    docObject({
      type: z.literal('stdio'),
      command: z.string().min(1, 'Write the command that starts the server').max(LIMITS.urlChars),
      args: z.array(z.string().max(LIMITS.urlChars)).max(LIMITS.listItems).default([]),
    }),
  ]),
  /** SDK static tool filter (createMCPToolStaticFilter): only `allowed` (when any), never `blocked` */
  toolFilter: docObject({
    allowed: z.array(McpToolNameSchema).max(LIMITS.listItems).default([]),
    blocked: z.array(McpToolNameSchema).max(LIMITS.listItems).default([]),
  }).nullable().default(null),
  /** keep the first listing for later turns and runs (SDK cacheToolsList / cache_tools_list) */
  cacheToolsList: z.boolean().default(false),
  /** which calls wait for the person: all, none, or per tool name (Python MCPServer require_approval) */
  requireApproval: z.union([z.enum(['always', 'never']), z.record(McpToolNameSchema, z.enum(['always', 'never']))]).default('never'),
  /** the tools as last listed (the canvas shows them; refreshed from the inspector or a run) */
  listedTools: z
    .array(docObject({ name: McpToolNameSchema, description: z.string().max(LIMITS.descriptionChars).default(''), inputSchema: z.record(z.string(), z.unknown()).default({}) }))
    .max(LIMITS.listItems)
    .optional(),
});
export type McpServer = z.infer<typeof McpServerSchema>;

export const AgentSchema = docObject({
  id: IdSchema,
  name: z.string().min(1, 'An agent needs a name').max(LIMITS.nameChars),
  instructions: z.string().max(LIMITS.instructionsChars).default(''),
  /**
   * Dynamic instructions as a Python `def` (Agents SDK `instructions(ctx, agent)`, Swarm
   * `instructions(context_variables)`), run in place of `instructions` under those runtimes
   * (graph/codeBody.ts); `instructions` stays the text other runtimes send. Additive to v1.
   */
  instructionsPython: z.string().max(LIMITS.codeChars).optional(),
  handoffDescription: z.string().max(LIMITS.descriptionChars).default(''),
  /** null: the graph's settings.model */
  model: z.string().min(1).max(LIMITS.modelChars).nullable().default(null),
  /** merged over settings.modelSettings */
  modelSettings: ModelSettingsSchema.default({}),
  tools: z.array(IdSchema).max(LIMITS.listItems).default([]),
  inputGuardrails: z.array(IdSchema).max(LIMITS.listItems).default([]),
  outputGuardrails: z.array(IdSchema).max(LIMITS.listItems).default([]),
  /** JSON Schema for a structured final output, or null for text */
  outputSchema: JsonSchemaObject.nullable().default(null),
  toolUseBehavior: ToolUseBehaviorSchema.default('run_llm_again'),
  /** null: the runtime's default (graph settings.afterWork, else return to the user / AG2: terminate) */
  afterWork: AfterWorkSchema.nullable().default(null),
  position: PositionSchema.default({ x: 0, y: 0 }),
  /** canvas accent colour (HexColorSchema), or null for the automatic palette */
  color: HexColorSchema.nullable().default(null),
  /** AG2 nested chats: the agent replies with the summary of this chat queue. Additive to v1: absent means none. */
  nestedChats: z.array(NestedChatSchema).max(LIMITS.listItems).optional(),
  /** local MCP servers whose tools this agent gets, listed each turn (additive to v1) */
  mcpServers: z.array(McpServerSchema).max(LIMITS.listItems).optional(),
});
export type Agent = z.infer<typeof AgentSchema>;

export const HandoffTriggerSchema = z.discriminatedUnion('type', [
  docObject({
    type: z.literal('llm'),
    /** overrides the runtime's derived transfer tool name */
    toolName: z.string().min(1).max(LIMITS.nameChars).nullable().default(null),
    /** overrides the runtime's default tool description */
    description: z.string().max(LIMITS.descriptionChars).nullable().default(null),
    /** AG2 OnCondition prompt (used as the transfer tool's description) */
    condition: z.string().max(LIMITS.descriptionChars).nullable().default(null),
  }),
  /** AG2 OnContextCondition: taken without the model, evaluated before the agent's model call */
  docObject({ type: z.literal('context'), when: z.string().min(1, 'Write an expression').max(LIMITS.expressionChars) }),
]);
export type HandoffTrigger = z.infer<typeof HandoffTriggerSchema>;

export const InputFilterSchema = z.discriminatedUnion('type', [
  docObject({ type: z.literal('none') }),
  docObject({ type: z.literal('remove_all_tools') }),
  docObject({ type: z.literal('keep_last'), count: z.number().int().positive().max(1_000_000) }),
  docObject({
    type: z.literal('code'),
    code: z.string().max(LIMITS.codeChars),
    /** the filter as a Python `def (data: HandoffInputData)`, run in place of `code` under the Agents SDK Python (additive to v1) */
    pythonCode: z.string().max(LIMITS.codeChars).optional(),
  }),
]);
export type InputFilter = z.infer<typeof InputFilterSchema>;

export const HandoffSchema = docObject({
  id: IdSchema,
  from: IdSchema,
  to: IdSchema,
  trigger: HandoffTriggerSchema.default({ type: 'llm', toolName: null, description: null, condition: null }),
  /** JSON Schema of the handoff's arguments (Agents SDK inputType), or null */
  inputSchema: JsonSchemaObject.nullable().default(null),
  /** TypeScript module source with a default export, or null */
  onHandoff: z.string().max(LIMITS.codeChars).nullable().default(null),
  /**
   * Python body of the on-handoff callback (a complete `def`, called as the runtime calls
   * on_handoff: `(ctx)` or `(ctx, input)`); run in place of onHandoff under the Python runtimes
   * (graph/codeBody.ts). Additive to v1.
   */
  onHandoffPython: z.string().max(LIMITS.codeChars).optional(),
  inputFilter: InputFilterSchema.default({ type: 'none' }),
  enabled: EnabledSchema.default(true),
});
export type Handoff = z.infer<typeof HandoffSchema>;

export const EMPTY_PARAMETERS = {
  type: 'object',
  properties: {},
  required: [],
  additionalProperties: false,
} as const;

export const FunctionToolSchema = docObject({
  id: IdSchema,
  type: z.literal('function'),
  name: z.string().min(1, 'A tool needs a name').max(LIMITS.nameChars),
  description: z.string().max(LIMITS.descriptionChars).default(''),
  /** strict JSON Schema of the arguments */
  parameters: JsonSchemaObject.default({ ...EMPTY_PARAMETERS, required: [], properties: {} }),
  /** TypeScript module source with a default export `(args, { context, handoff }) => result` */
  code: z.string().max(LIMITS.codeChars).default(''),
  /**
   * Python body of the same tool (a complete `def`), used verbatim by the Python, Swarm and AG2
   * exports. Additive to v1: absent means "no Python port yet" (exported as a stub).
   */
  pythonCode: z.string().max(LIMITS.codeChars).optional(),
  timeoutMs: z.number().int().positive().max(600_000).default(5000),
  needsApproval: z.union([z.boolean(), WhenRuleSchema]).default(false),
  enabled: EnabledSchema.default(true),
  /** agent ids this tool may hand off to via handoff(id) (function-driven routing) */
  routesTo: z.array(IdSchema).max(LIMITS.listItems).default([]),
  /** tool guardrail ids (kind tool_input / tool_output) */
  inputGuardrails: z.array(IdSchema).max(LIMITS.listItems).default([]),
  outputGuardrails: z.array(IdSchema).max(LIMITS.listItems).default([]),
  position: PositionSchema.nullable().default(null),
});
export type FunctionTool = z.infer<typeof FunctionToolSchema>;

export const HostedToolSchema = docObject({
  id: IdSchema,
  type: z.literal('hosted'),
  hosted: z.enum(['file_search', 'web_search', 'code_interpreter']),
  config: z.record(z.string(), z.unknown()).default({}),
  position: PositionSchema.nullable().default(null),
});
export type HostedTool = z.infer<typeof HostedToolSchema>;

/**
 * A text document the graph carries (docs/HOSTED-TOOLS.md). Offline, a hosted file search searches
 * these in the browser instead of the vector stores it names; a real provider searches its vector
 * stores as before. Additive to v1.
 */
export const GraphDocumentSchema = docObject({
  id: IdSchema,
  /** shown as the file name in search results and citations */
  name: z.string().min(1, 'A document needs a name').max(LIMITS.graphNameChars),
  text: z.string().max(LIMITS.documentChars),
});
export type GraphDocument = z.infer<typeof GraphDocumentSchema>;

export const McpToolSchema = docObject({
  id: IdSchema,
  type: z.literal('mcp'),
  serverLabel: z.string().min(1).max(LIMITS.nameChars),
  serverUrl: z.string().max(LIMITS.urlChars).url(),
  requireApproval: z.enum(['always', 'never']).default('always'),
  allowedTools: z.array(z.string().max(LIMITS.nameChars)).max(LIMITS.listItems).nullable().default(null),
  position: PositionSchema.nullable().default(null),
});
export type McpTool = z.infer<typeof McpToolSchema>;

/**
 * The computer tool (Agents SDK `computerTool({ computer })` / `ComputerTool(computer=…)`): the model
 * drives a screen through `computer_call` actions and sees screenshots. The environment and display
 * size are what the preview wire format declares (docs/COMPUTER.md). Additive to v1.
 */
export const ComputerToolSchema = docObject({
  id: IdSchema,
  type: z.literal('computer'),
  environment: z.enum(['browser', 'mac', 'windows', 'ubuntu', 'linux']).default('browser'),
  displayWidth: z.number().int().min(16).max(8192).default(1024),
  displayHeight: z.number().int().min(16).max(8192).default(768),
  position: PositionSchema.nullable().default(null),
});
export type ComputerTool = z.infer<typeof ComputerToolSchema>;

export const ToolSchema = z.discriminatedUnion('type', [FunctionToolSchema, HostedToolSchema, McpToolSchema, ComputerToolSchema]);
export type Tool = z.infer<typeof ToolSchema>;

export const GuardrailSchema = docObject({
  id: IdSchema,
  /** input/output: agent guardrails (tripwire); tool_input/tool_output: tool guardrails (allow/reject/throw) */
  kind: z.enum(['input', 'output', 'tool_input', 'tool_output']),
  name: z.string().min(1).max(LIMITS.nameChars),
  /**
   * TypeScript module source. Agent guardrails return `{ tripwire: boolean, info?: unknown }`;
   * tool guardrails return `{ behavior: 'allow' | 'reject_content' | 'throw', message?: string }`.
   */
  code: z.string().max(LIMITS.codeChars).default(''),
  /**
   * input/output guardrails: the same guardrail as a Python `def (ctx, agent, input_or_output)`
   * returning a GuardrailFunctionOutput, run in place of `code` under the Agents SDK Python
   * (graph/codeBody.ts). Additive to v1.
   */
  pythonCode: z.string().max(LIMITS.codeChars).optional(),
  /** input guardrails only: run concurrently with the first model call (SDK default) */
  runInParallel: z.boolean().default(true),
});
export type Guardrail = z.infer<typeof GuardrailSchema>;

/**
 * "Calls as tool" edge (Agents SDK `agent.asTool()` / `as_tool`): the manager (`from`) gets a
 * function tool that runs the worker (`to`) as a nested run on the call's `input` and returns its
 * output; the manager keeps the conversation. Additive to v1 (docs/GRAPH-FORMAT.md).
 */
export const AgentToolSchema = docObject({
  id: IdSchema,
  /** the manager: the agent whose model sees the tool */
  from: IdSchema,
  /** the worker: runs as a nested run with its own turn limit */
  to: IdSchema,
  /** null: the SDK's default (the worker's name in snake case) */
  toolName: z.string().min(1).max(LIMITS.nameChars).nullable().default(null),
  /** null: the SDK's default (an empty description) */
  toolDescription: z.string().max(LIMITS.descriptionChars).nullable().default(null),
  /**
   * TypeScript module source (customOutputExtractor) with a default export
   * `(result: { finalOutput, outputText, lastAgent }) => string`, or null for the SDK's default.
   */
  outputExtractor: z.string().max(LIMITS.codeChars).nullable().default(null),
  /** the nested run's turn limit; null: the SDK's default (10) */
  maxTurns: z.number().int().positive().max(LIMITS.maxTurns).nullable().default(null),
});
export type AgentTool = z.infer<typeof AgentToolSchema>;

/**
 * A named, coloured box of agents on the canvas (docs/GRAPH-FORMAT.md "Groups"). Layout and
 * display only: runs and code exports ignore groups. Additive to v1.
 */
export const GroupSchema = docObject({
  id: IdSchema,
  name: z.string().min(1, 'A group needs a name').max(LIMITS.nameChars),
  /** null: a neutral tint */
  color: HexColorSchema.nullable().default(null),
  /** agent ids; an agent belongs to at most one group (lint) */
  members: z.array(IdSchema).max(LIMITS.agents).default([]),
  /** drawn as one node, its routes aggregated */
  collapsed: z.boolean().default(false),
});
export type Group = z.infer<typeof GroupSchema>;

export const GraphSettingsSchema = docObject({
  model: z.string().min(1).max(LIMITS.modelChars).default('gpt-4.1-mini'),
  modelSettings: ModelSettingsSchema.default({}),
  /** null: the runtime's default (SDK 10 model calls, Swarm unlimited messages, AG2 20 rounds) */
  maxTurns: z.number().int().positive().max(LIMITS.maxTurns).nullable().default(null),
  /** group-level after-work (AG2 pattern group_after_work); null: the runtime's default */
  afterWork: AfterWorkSchema.nullable().default(null),
});
export type GraphSettings = z.infer<typeof GraphSettingsSchema>;

/* ---------------------------------- routing evals (issue 13) ---------------------------------- */
// The suite `switchboard eval` reads (docs/EVALS.md), also kept in the graph as `evals` so the
// app's Evals panel and the CLI share one format, and a project's cases travel with its file.

/** A string means "contains" (case-insensitive). */
export const EvalOutputExpectationSchema = z.union([
  z.string().max(LIMITS.descriptionChars),
  docObject({ contains: z.string().max(LIMITS.descriptionChars) }),
  docObject({ equals: z.json() }),
  docObject({
    matches: z
      .string()
      .max(LIMITS.evalPatternChars)
      .refine((pattern) => {
        try {
          new RegExp(pattern, 'i');
          return true;
        } catch {
          return false;
        }
      }, 'Not a valid regular expression'),
  }),
]);
export type EvalOutputExpectation = z.infer<typeof EvalOutputExpectationSchema>;

const EvalText = z.string().min(1, 'Write a message').max(LIMITS.descriptionChars);

export const EvalScenarioSchema = docObject({
  name: z.string().min(1, 'A case needs a name').max(LIMITS.graphNameChars),
  /** one string per user turn */
  input: z.union([EvalText, z.array(EvalText).min(1).max(LIMITS.evalTurns)]),
  expect: docObject({
    /** agent ids that held the conversation, in order, start agent first (consecutive repeats merged) */
    route: z.array(z.string().max(LIMITS.idChars)).max(LIMITS.listItems).optional(),
    lastAgent: z.string().max(LIMITS.idChars).optional(),
    /** names of the function tools called, in order (transfers are routes, not tools) */
    tools: z.array(z.string().max(LIMITS.nameChars)).max(LIMITS.listItems).optional(),
    /** tools that must be called at some point, in any order */
    toolsInclude: z.array(z.string().max(LIMITS.nameChars)).max(LIMITS.listItems).optional(),
    /** tools that must not be called */
    toolsExclude: z.array(z.string().max(LIMITS.nameChars)).max(LIMITS.listItems).optional(),
    output: EvalOutputExpectationSchema.optional(),
    status: z.enum(['completed', 'awaiting_user', 'terminated', 'max_turns', 'cancelled', 'error']).optional(),
    /** the run's error type, e.g. MaxTurnsExceededError */
    errorType: z.string().max(LIMITS.nameChars).optional(),
  }),
});
export type EvalScenario = z.infer<typeof EvalScenarioSchema>;

/** Providers a suite may name (src/models/createModel.ts PROVIDER_IDS; a test keeps them equal). */
export const EVAL_PROVIDERS = ['simulator', 'openai-chat', 'openai-responses'] as const;

export const EvalSuiteSchema = docObject({
  format: z.literal('switchboard.eval'),
  version: z.literal(1),
  name: z.string().max(LIMITS.graphNameChars).optional(),
  /** defaults for every scenario; command-line options (and the app's model settings) win */
  provider: z.enum(EVAL_PROVIDERS).optional(),
  model: z.string().max(LIMITS.modelChars).optional(),
  maxTurns: z.number().int().positive().max(LIMITS.maxTurns).optional(),
  /** answer to tools that need approval */
  approve: z.enum(['all', 'none']).optional(),
  scenarios: z.array(EvalScenarioSchema).min(1, 'A suite needs at least one case').max(LIMITS.evalScenarios),
});
export type EvalSuite = z.infer<typeof EvalSuiteSchema>;

export const GraphSchema = docObject({
  format: z.literal(GRAPH_FORMAT),
  version: z.literal(GRAPH_VERSION),
  id: IdSchema,
  name: z.string().min(1, 'A graph needs a name').max(LIMITS.graphNameChars),
  description: z.string().max(LIMITS.descriptionChars).default(''),
  runtime: RuntimeSchema.default('agents-sdk-js'),
  /** an agent id; null while the graph has none (a lint error, not a schema error) */
  startAgent: IdSchema.nullable().default(null),
  settings: GraphSettingsSchema.default({ model: 'gpt-4.1-mini', modelSettings: {}, maxTurns: null, afterWork: null }),
  context: z
    .record(z.string().max(LIMITS.nameChars), z.json())
    .refine((context) => Object.keys(context).length <= LIMITS.contextKeys, `At most ${LIMITS.contextKeys} context variables`)
    .default({}),
  agents: z.array(AgentSchema).max(LIMITS.agents).default([]),
  handoffs: z.array(HandoffSchema).max(LIMITS.handoffs).default([]),
  tools: z.array(ToolSchema).max(LIMITS.tools).default([]),
  guardrails: z.array(GuardrailSchema).max(LIMITS.guardrails).default([]),
  /** Suggested first messages shown as chips in an empty chat. Additive to v1. */
  samples: z.array(z.string().min(1).max(500)).max(8).optional(),
  /** Routing evals: a `switchboard.eval` suite kept with the project (docs/EVALS.md). Additive to v1. */
  evals: EvalSuiteSchema.optional(),
  /** "Calls as tool" edges (manager -> worker). Additive to v1: absent means none. */
  agentTools: z.array(AgentToolSchema).max(LIMITS.handoffs).optional(),
  /** Canvas groups of agents. Additive to v1: absent means none. */
  groups: z.array(GroupSchema).max(LIMITS.groups).optional(),
  /** Documents searched offline by hosted file search. Additive to v1: absent means none. */
  documents: z.array(GraphDocumentSchema).max(LIMITS.documents).optional(),
});
export type Graph = z.infer<typeof GraphSchema>;
/** What a hand-written or older file may omit (fields with defaults). */
export type GraphInput = z.input<typeof GraphSchema>;
