/**
 * Agents SDK for JavaScript, `@openai/agents-core` 0.20.0 (pinned; docs/SEMANTICS.md §0–2). Every entry
 * cites its upstream source in openai/openai-agents-js (packages/agents-core/src/…); entries marked
 * (verified) were run against the npm 0.20.0 dist.
 */
import { agentToolName, toFunctionToolName } from '../../../graph/toolNames.ts';
import { OUTPUT_SCHEMA_NAME } from '../../../models/outputSchemaName.ts';
import { messageText } from '../../../models/items.ts';
import type { SdkStrings } from './strings.ts';
import { jsToolOutputParts } from './toolOutputParts.js.ts';
import { toJsStrictToolSchema } from './jsStrictToolSchema.ts';

export const JS_SDK_STRINGS: SdkStrings = {
  runtime: 'agents-sdk-js',
  version: '@openai/agents-core 0.20.0',
  // errors.ts: class names as thrown
  errors: {
    modelBehavior: 'ModelBehaviorError',
    maxTurns: 'MaxTurnsExceededError',
    inputGuardrail: 'InputGuardrailTripwireTriggered',
    outputGuardrail: 'OutputGuardrailTripwireTriggered',
    // runner/toolExecution.ts: a tool guardrail's throwException surfaces wrapped (verified)
    toolInputGuardrail: 'ToolCallError',
    toolOutputGuardrail: 'ToolCallError',
    userError: 'UserError',
    modelRefusal: 'ModelRefusalError',
  },
  // utils/tools.ts toFunctionToolName: no lowercasing
  functionToolName: (name) => toFunctionToolName(name),
  // utils/strictToolSchema.ts prepareOpenAIStrictToolSchema (verified)
  strictSchema: (schema) => toJsStrictToolSchema(schema),
  // utils/tools.mjs zodTextFormatCompat(…, 'output') and the standard-schema branch
  outputSchemaName: OUTPUT_SCHEMA_NAME,
  // tracing/spans.ts agent span: "text" for text agents (verified); JSON-schema outputs carry their name
  agentOutputType: (schema) => (schema === null ? 'text' : typeof schema.title === 'string' ? schema.title : 'json_schema'),

  // agent.ts asTool (dist/agent.mjs:251,262): toolName ?? toFunctionToolName(name), then tool() applies toFunctionToolName again
  agentToolName: (override, workerName) => agentToolName('agents-sdk-js', override, workerName),
  // agentToolInput.mjs:38 AgentAsToolInputSchema z.object({ input: z.string() }), strict; a zod
  // schema reaches the model with its draft-07 "$schema" key (verified)
  agentToolParameters: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { input: { type: 'string' } }, required: ['input'], additionalProperties: false },
  // dist/agent.mjs:393-416: the last response's output text (getOutputText: the text of its last item
  // when that is a message) unless blank, else the final output (String() for text, JSON for an output type)
  agentToolDefaultOutput: (result) => {
    const last = result.lastResponse.at(-1);
    const raw = last?.type === 'message' && last.role === 'assistant' ? messageText(last) : '';
    if (raw.trim() !== '') return raw;
    if (result.finalOutput === null) return '';
    return result.hasOutputType ? JSON.stringify(result.finalOutput) : String(result.finalOutput);
  },

  // handoff.ts getTransferMessage: JSON.stringify({ assistant }) (verified: {"assistant":"Agent A"})
  transferMessage: (agentName) => JSON.stringify({ assistant: agentName }),
  // runner/modelOutputs.ts: extra handoff calls are dropped from the step (verified)
  ignoredHandoffOutput: null,
  // runner/toolExecution.ts executeHandoffCalls
  multipleHandoffsSpanError: (requested) => ({ message: 'Multiple handoffs requested', data: { requested_agents: requested } }),
  // handoff.ts onInvokeHandoff
  handoffEmptyInput: {
    message: 'Handoff function expected non empty input',
    spanError: (args) => ({ message: `Handoff function expected non empty input but got: ${args}`, data: { details: 'input is empty' } }),
  },
  handoffInvalidJson: { message: 'Invalid JSON provided', spanError: { message: 'Invalid JSON provided', data: {} } },
  // utils/tools.ts getSchemaAndParserFromInputType: plain JSON Schema input uses JSON.parse only
  validateHandoffInput: false,
  // the JS runner calls a filter synchronously and uses its result; a malformed result is a UserError here
  invalidFilterResult: 'Invalid handoff input filter result',
  // handoff.ts handoff(): the backticks are part of the text
  inputTypeWithoutOnHandoff: 'You must provide `onHandoff` when `inputType` is provided.',

  // runner/modelOutputs.ts throwFunctionToolNotFound: with a period (verified)
  unknownTool: (name, agentName) => ({
    message: `Tool ${name} not found in agent ${agentName}.`,
    spanError: { message: 'Tool not found', data: { tool_name: name, agent_name: agentName } },
  }),
  // runner/toolExecution.ts (redaction on by default: logger.dontLogToolData)
  toolArgsInvalidJson: () => 'An error occurred while parsing tool arguments. Please try again with valid JSON.',
  // runner/toolExecution.ts: the span's input is set only after parsing succeeds (verified)
  badArgsSpanInput: () => '',
  toolArgsNotObject: null,
  // plain JSON Schema tools are parsed, not validated
  toolArgsInvalid: null,
  emptyArgsAreEmptyObject: false,
  // tool.ts defaultToolErrorFunction: fixed text since 0.19.0 (docs/SEMANTICS.md §0 drift 1)
  toolError: () => 'An error occurred while running the tool. Please try again.',
  // runner/toolExecution.ts: the span keeps no details while dontLogToolData is on (verified)
  toolErrorSpanError: (toolName) => ({ message: 'Error running tool (non-fatal)', data: { tool_name: toolName, error: 'Tool execution failed. Error details are redacted.' } }),
  // utils/smartString.ts: JSON.stringify for non-strings (verified)
  toolOutput: (value) => (typeof value === 'string' ? value : JSON.stringify(value)),
  // runner/toolExecution.mjs getToolCallOutputItem: normalizeStructuredToolOutputs first (verified)
  toolOutputParts: (value) => jsToolOutputParts(value),
  // runner/approvalRejection.ts TOOL_APPROVAL_REJECTION_MESSAGE
  approvalRejected: 'Tool execution was not approved.',
  // errors.ts ToolInputGuardrailTripwireTriggered wrapped by runner/toolExecution.ts:508 (verified)
  toolInputGuardrailError: (name) => `Failed to run function tools: ToolInputGuardrailTripwireTriggered: Tool input guardrail triggered: ${name}`,
  toolOutputGuardrailError: (name) => `Failed to run function tools: ToolOutputGuardrailTripwireTriggered: Tool output guardrail triggered: ${name}`,

  // run.ts (verified: "Max turns (2) exceeded")
  maxTurns: (n) => `Max turns (${n}) exceeded`,
  // runner/guardrails.ts:297 (verified: Input guardrail triggered: {"reason":"blocked"})
  inputGuardrailTripwire: (_name, info) => `Input guardrail triggered: ${JSON.stringify(info)}`,
  outputGuardrailTripwire: (_name, info) => `Output guardrail triggered: ${JSON.stringify(info)}`,
  // errors.ts ModelRefusalError
  modelRefusal: (refusal) => `Model refused to produce output: ${refusal}`,
  // utils/finalOutputError.ts REDACTED_FINAL_OUTPUT_ERROR_MESSAGE (redaction on by default)
  invalidFinalOutput: 'Invalid output type: final assistant output did not match the expected schema.',
  // runner/turnResolution.ts: no message item -> next_step_run_again
  noMessageRunsAgain: true,
  // runner/toolExecution.ts: the tool result's output text is the final output (verified on
  // 0.20.0 against stopAtToolNames: an object result gives its JSON string)
  toolFinalOutput: (_value, text) => text,

  // run.ts recordNonStreamingError + runner/tracing.ts setRunnerSpanError (verified on 0.20.0):
  // data.error is String(error) since traceIncludeSensitiveData defaults to true
  runErrorSpanError: (error) => ({ message: 'Error in agent run', data: { error: `${error.type}: ${error.message}` } }),

  // extensions/handoffFilters.ts removeAllTools: history types dropped
  // runner/modelOutputs.mjs:464-471 (addErrorToCurrentSpan, then ModelBehaviorError)
  unknownHostedMcpServer: (label, agentName) => ({
    message: `MCP server (${label}) not found in Agent (${agentName})`,
    spanError: { message: `MCP server (${label}) not found in Agent (${agentName})`, data: { mcp_server_label: label } },
  }),
  // mcp.mjs:351: a cached list is returned without withMCPListToolsSpan
  mcpListSpanWhenCached: false,
  // mcp.d.ts MCPServerStreamableHttpOptions / MCPServerStdioOptions: no approval option in 0.20.0
  mcpRequireApproval: false,
  // mcp.mjs:444-446 getAllMcpTools
  mcpDuplicateToolNames: (names) => `Duplicate tool names found across MCP servers: ${names.join(', ')}`,
  // mcp.mjs:772-812 mcpToFunctionTool (convertSchemasToStrict false): type/properties/required filled, open object
  mcpToolParameters: (inputSchema) => ({
    ...inputSchema,
    type: inputSchema.type ?? 'object',
    properties: inputSchema.properties ?? {},
    required: inputSchema.required ?? [],
    additionalProperties: true,
  }),
  // runner/modelOutputs.mjs:502-516 handleToolCallAction → ensureToolAvailable (:12-21)
  computerToolMissing: (agentName) => ({
    message: 'Model produced computer action without a computer tool.',
    spanError: { message: 'Model produced computer action without a computer tool.', data: { agent_name: agentName } },
  }),
  // runner/toolExecution.mjs:1688-1701: rejection screenshot item + assistant(rejectionMessage)
  computerSafetyRejection: { type: 'reply' },
  removeAllToolsTypes: new Set([
    'function_call', 'function_call_result', 'tool_search_call', 'tool_search_output', 'computer_call', 'computer_call_result',
    'shell_call', 'shell_call_output', 'apply_patch_call', 'apply_patch_call_output', 'program', 'program_output', 'hosted_tool_call', 'reasoning',
  ]),
};
