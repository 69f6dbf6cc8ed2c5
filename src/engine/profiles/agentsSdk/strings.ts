/**
 * The shape of an Agents SDK profile's string table: every model-visible (or user-visible) text
 * and naming rule in which the JS and Python SDKs differ. One table per SDK:
 * strings.js.ts (@openai/agents-core 0.20.0) and strings.python.ts (openai-agents 0.22.0).
 */
import type { Agent, FunctionTool, Graph, Handoff, JsonSchema, Runtime } from '../../../graph/schema.ts';
import type { SpanError } from '../../events.ts';
import type { JsonValue } from '../../json.ts';
import type { ProtocolItem, ToolOutputPart } from '../../../models/items.ts';

export interface SdkErrorClasses {
  modelBehavior: string;
  maxTurns: string;
  inputGuardrail: string;
  outputGuardrail: string;
  /** the errors a tool input / output guardrail's throw surfaces as (JS wraps both in ToolCallError) */
  toolInputGuardrail: string;
  toolOutputGuardrail: string;
  userError: string;
  modelRefusal: string;
}

export interface SchemaPlan {
  /** what the model is shown (strict) */
  schema: JsonSchema;
  /** what the arguments are validated against */
  validation: JsonSchema;
  normalize: (value: JsonValue) => JsonValue;
}

export interface SdkStrings {
  runtime: Extract<Runtime, 'agents-sdk-js' | 'agents-sdk-python'>;
  /** the SDK version the table was read from */
  version: string;
  errors: SdkErrorClasses;

  /* naming and schemas */
  /** name a function tool is registered under */
  functionToolName(name: string): string;
  /** the strict conversion applied to tool parameters and handoff input schemas (throws the SDK's UserError text) */
  strictSchema(schema: JsonSchema): { schema: JsonSchema; normalize: (value: JsonValue) => JsonValue };
  /** agent span output_type */
  agentOutputType(outputSchema: JsonSchema | null): string;
  /**
   * Python: what the SDK sends for the exported Python types (src/graph/pydanticSchema.ts), the
   * schema pydantic validates against before strict mode, and how arguments reach the graph's code
   * (Python parameter names back to the JSON names). Absent: the graph's schema through `strictSchema`.
   */
  pydantic?: {
    tool(tool: FunctionTool): SchemaPlan;
    handoffInput(graph: Graph, handoff: Handoff, schema: JsonSchema): SchemaPlan;
    /** the output schema as sent, and whether the value sits under `response` */
    output(agent: Agent, schema: JsonSchema): { schema: JsonSchema; wrapped: boolean };
  };
  /** the `name` of the structured output format (JS 'output', Python 'final_output') */
  outputSchemaName: string;

  /* handoffs */
  transferMessage(agentName: string): string;
  /** extra handoff calls in one response: kept with this output (Python) or dropped (JS: null) */
  ignoredHandoffOutput: string | null;
  multipleHandoffsSpanError(requestedAgents: string[]): SpanError;
  handoffEmptyInput: { message: string; spanError: (args: string) => SpanError } | null;
  handoffInvalidJson: { message: string; spanError: SpanError };
  /** validate handoff input against its schema (Python strict pydantic) or only parse it (JS JSON schema) */
  validateHandoffInput: boolean;
  invalidFilterResult: string;
  /** a handoff with an input schema but no on-handoff code (raised when the handoff is built) */
  inputTypeWithoutOnHandoff: string;

  /* tools */
  unknownTool(name: string, agentName: string): { message: string; spanError: SpanError };
  /** model-visible output for arguments that are not valid JSON */
  toolArgsInvalidJson(toolName: string): string;
  /** the function span's input when the arguments do not parse (JS: "", Python: the raw text) */
  badArgsSpanInput: ((raw: string) => string);
  /** arguments that parse but are not an object (null: accepted) */
  toolArgsNotObject: ((toolName: string) => string) | null;
  /** arguments that do not match the schema (null: not validated) */
  toolArgsInvalid: ((toolName: string) => string) | null;
  /** an empty arguments string means {} */
  emptyArgsAreEmptyObject: boolean;
  toolError(errorMessage: string): string;
  toolErrorSpanError(toolName: string, errorMessage: string): SpanError;
  toolOutput(value: JsonValue): string;
  /** a return value that is a structured tool output (text/image/file), as parts; null: send toolOutput's text */
  toolOutputParts(value: JsonValue): ToolOutputPart[] | null;
  approvalRejected: string;
  toolInputGuardrailError(name: string): string;
  toolOutputGuardrailError(name: string): string;

  /* run */
  maxTurns(n: number): string;
  inputGuardrailTripwire(name: string, info: JsonValue): string;
  outputGuardrailTripwire(name: string, info: JsonValue): string;
  modelRefusal(refusal: string): string;
  invalidFinalOutput: string;
  /** a text agent's response with no message at all: JS runs again, Python ends with "" (with an output type both run again) */
  noMessageRunsAgain: boolean;
  /** a tool-derived final output: JS the output text; Python its str() for a text agent, the raw value with an output type */
  toolFinalOutput(value: JsonValue, text: string, hasOutputType: boolean): JsonValue;

  /**
   * On a run error, the span error set on the agent, current turn and task spans (overwriting a
   * more specific one), or null to keep the specific errors (Python, tests/test_tracing_errors.py).
   */
  runErrorSpanError: ((error: { type: string; message: string }) => SpanError) | null;

  /* agents as tools (Agent.asTool / as_tool) */
  /** the tool's name: the override, else the worker's name made a function name */
  agentToolName(override: string | null, workerName: string): string;
  /** the tool's parameters as sent (already strict): the SDK's `{ input: string }` model */
  agentToolParameters: JsonSchema;
  /** what the tool returns without a custom output extractor (before toolOutput's string conversion) */
  agentToolDefaultOutput(result: AgentToolRunResult): JsonValue;

  /* MCP */
  /** an mcp_approval_request naming a hosted MCP server the agent does not have (ModelBehaviorError) */
  unknownHostedMcpServer(label: string, agentName: string): { message: string; spanError: SpanError };
  /** local MCP servers: an mcp_tools span also when the tool list comes from the cache */
  mcpListSpanWhenCached: boolean;
  /** local MCP servers honour `requireApproval` (the JS SDK's server classes have no such option) */
  mcpRequireApproval: boolean;
  /** two of an agent's MCP servers list the same tool name (UserError) */
  mcpDuplicateToolNames(names: string[]): string;
  /** a listed MCP tool's input schema as the function tool's parameters (non-strict, the default) */
  mcpToolParameters(inputSchema: Record<string, unknown>): JsonSchema;

  /* computer tool (docs/COMPUTER.md) */
  /** a computer_call from an agent without a computer tool (ModelBehaviorError) */
  computerToolMissing(agentName: string): { message: string; spanError: SpanError };
  /**
   * A rejected safety check: JS answers the call with a blank screenshot and the rejection text as
   * an assistant message, and the run goes on; Python raises UserError before the action's span.
   */
  computerSafetyRejection: { type: 'reply' } | { type: 'error'; message: string };

  /* filters */
  /** history item types removed by remove_all_tools */
  removeAllToolsTypes: ReadonlySet<ProtocolItem['type'] | string>;
}

/** A finished nested run, as the SDKs' default agent-tool output reads it. */
export interface AgentToolRunResult {
  finalOutput: JsonValue;
  /** the worker that produced the final output has an output type */
  hasOutputType: boolean;
  /** the output items of the nested run's last model response */
  lastResponse: ProtocolItem[];
  /** the items the nested run generated, in order */
  newItems: ProtocolItem[];
}

/** Wraps a non-object output schema as { response: T } (Python agent_output.py _WRAPPER_DICT_KEY). */
export const OUTPUT_WRAPPER_KEY = 'response';
