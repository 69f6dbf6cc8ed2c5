/**
 * Agents SDK for Python, `openai-agents` 0.22.0 (the release tag v0.22.0, commit 4df9ecfa; docs/SEMANTICS.md §0–2). Every entry
 * cites its upstream source in openai/openai-agents-python (src/agents/…). Redaction flags are at
 * their defaults (OPENAI_AGENTS_DONT_LOG_MODEL_DATA / _TOOL_DATA = true, src/agents/_debug.py).
 */
import { ensureStrictJsonSchema } from '../../../graph/strictSchema.ts';
import type { JsonSchema } from '../../../graph/schema.ts';
import { pyStr } from '../python/pyStr.ts';
import { agentToolName } from '../../../graph/toolNames.ts';
import { messageText } from '../../../models/items.ts';
import { pyJsonDumps } from '../python/pyJson.ts';
import type { SdkStrings } from './strings.ts';
import { pythonToolOutputParts } from './toolOutputParts.python.ts';
import { pythonHandoffInputSchema, pythonOutputSchema, pythonToolSchema } from './pythonSchemas.ts';

export const PYTHON_SDK_STRINGS: SdkStrings = {
  runtime: 'agents-sdk-python',
  version: 'openai-agents 0.22.0',
  // exceptions.py class names
  errors: {
    modelBehavior: 'ModelBehaviorError',
    maxTurns: 'MaxTurnsExceeded',
    inputGuardrail: 'InputGuardrailTripwireTriggered',
    outputGuardrail: 'OutputGuardrailTripwireTriggered',
    toolInputGuardrail: 'ToolInputGuardrailTripwireTriggered',
    toolOutputGuardrail: 'ToolOutputGuardrailTripwireTriggered',
    userError: 'UserError',
    modelRefusal: 'ModelRefusalError',
  },
  // function_schema.py:346: name_override or func.__name__, not transformed
  functionToolName: (name) => name,
  // strict_schema.py ensure_strict_json_schema (src/graph/strictSchema.ts)
  strictSchema: (schema) => ({ schema: ensureStrictJsonSchema(schema) as JsonSchema, normalize: (v) => v }),
  // pydantic's schema of the exported types, made strict (pythonSchemas.ts, docs/SEMANTICS.md §1.4a)
  pydantic: { tool: pythonToolSchema, handoffInput: pythonHandoffInputSchema, output: pythonOutputSchema },
  // models/chatcmpl_converter.py:116, models/openai_responses.py:2045
  outputSchemaName: 'final_output',
  // tracing/span_data.py AgentSpanData.output_type: "str" or the output type's name
  agentOutputType: (schema) => (schema === null ? 'str' : typeof schema.title === 'string' ? schema.title : 'Output'),

  // handoffs/__init__.py Handoff.get_transfer_message: json.dumps({"assistant": name})
  transferMessage: (agentName) => pyJsonDumps({ assistant: agentName }),
  // run_internal/turn_resolution.py execute_handoffs
  ignoredHandoffOutput: 'Multiple handoffs detected, ignoring this one.',
  multipleHandoffsSpanError: (requested) => ({ message: 'Multiple handoffs requested', data: { requested_agents: requested } }),
  // handoffs/__init__.py _invoke_handoff_impl: a string input is never None; "" fails validation
  handoffEmptyInput: null,
  handoffInvalidJson: { message: 'Invalid JSON when parsing model output', spanError: { message: 'Invalid JSON provided', data: {} } },
  // util/_json.py validate_json(strict=True)
  validateHandoffInput: true,
  // handoffs: UserError(f"Invalid input filter result: {filtered}")
  invalidFilterResult: 'Invalid input filter result',
  // handoffs/__init__.py handoff() (tests/test_handoff_tool.py::test_input_type_without_on_handoff_raises_error)
  inputTypeWithoutOnHandoff: 'You must provide on_handoff when input_type is provided',

  // run_internal/turn_resolution.py process_model_response: no period
  unknownTool: (name, agentName) => ({
    message: `Tool ${name} not found in agent ${agentName}`,
    spanError: { message: 'Tool not found', data: { tool_name: name } },
  }),
  // tool.py _parse_function_tool_json_input + default_tool_error_function (redacted)
  toolArgsInvalidJson: (toolName) => `An error occurred while running the tool. Please try again. Error: Invalid JSON input for tool ${toolName}`,
  // tracing: function_span(input=the raw arguments) before parsing
  badArgsSpanInput: (raw) => raw,
  toolArgsNotObject: (toolName) => `An error occurred while running the tool. Please try again. Error: Invalid JSON input for tool ${toolName}: expected a JSON object`,
  toolArgsInvalid: (toolName) => `An error occurred while running the tool. Please try again. Error: Invalid JSON input for tool ${toolName}`,
  emptyArgsAreEmptyObject: true,
  // tool.py:1863 default_tool_error_function (with details in 0.22; PR #5112 later redacts)
  toolError: (message) => `An error occurred while running the tool. Please try again. Error: ${message}`,
  toolErrorSpanError: (toolName, error) => ({ message: 'Error running tool (non-fatal)', data: { tool_name: toolName, error } }),
  // items.py _convert_tool_output: str(value)
  toolOutput: (value) => pyStr(value),
  // items.py:908-909, 953-1039: a str as it is; structured text/image/file outputs as parts; else str()
  toolOutputParts: (value) => (typeof value === 'string' ? null : pythonToolOutputParts(value)),
  // tool.py:194 DEFAULT_APPROVAL_REJECTION_MESSAGE
  approvalRejected: 'Tool execution was not approved.',
  // exceptions.py ToolInputGuardrailTripwireTriggered / ToolOutputGuardrailTripwireTriggered
  toolInputGuardrailError: () => 'Tool input guardrail ToolInputGuardrail triggered tripwire',
  toolOutputGuardrailError: () => 'Tool output guardrail ToolOutputGuardrail triggered tripwire',

  // agent.py:647 as_tool: tool_name or transform_string_function_style(self.name)
  agentToolName: (override, workerName) => agentToolName('agents-sdk-python', override, workerName),
  // agent.py:656-657 TypeAdapter(AgentAsToolInput).json_schema() made strict; the description is the
  // class docstring (agent_tool_input.py:21-22)
  agentToolParameters: {
    description: 'Default input schema for agent-as-tool calls.',
    properties: { input: { title: 'Input', type: 'string' } },
    required: ['input'],
    title: 'AgentAsToolInput',
    type: 'object',
    additionalProperties: false,
  },
  // agent.py:982-1003: a non-empty final output as it is; else, newest first, a message's text or a
  // string tool output; else the final output
  agentToolDefaultOutput: (result) => {
    if (result.finalOutput !== null && result.finalOutput !== '') return result.finalOutput;
    for (const item of [...result.newItems].reverse()) {
      if (item.type === 'message' && item.role === 'assistant') {
        const text = messageText(item);
        if (text) return text;
      }
      if (item.type === 'function_call_result' && !Array.isArray(item.output) && item.output.text) return item.output.text;
    }
    return result.finalOutput;
  },

  // run.py MaxTurnsExceeded
  maxTurns: (n) => `Max turns (${n}) exceeded`,
  // exceptions.py:519: the guardrail class name
  inputGuardrailTripwire: () => 'Guardrail InputGuardrail triggered tripwire',
  outputGuardrailTripwire: () => 'Guardrail OutputGuardrail triggered tripwire',
  // exceptions.py ModelRefusalError
  modelRefusal: (refusal) => `Model refused to produce output: ${refusal}`,
  // agent_output.py validate_json (redacted)
  invalidFinalOutput: 'Invalid JSON when parsing model output',
  // run_internal/turn_resolution.py:1083: a text agent ends with the last message text or "";
  // with an output type, no message is "no final output" and runs again (:1040-1057)
  noMessageRunsAgain: false,
  // run_internal/turn_resolution.py:235-236: str() only for a text agent; with an output type the raw value
  toolFinalOutput: (value, text, hasOutputType) => (hasOutputType ? value : text),

  // tests/test_tracing_errors.py: the agent span keeps the specific error (max turns, guardrail, ...)
  runErrorSpanError: null,

  // extensions/handoff_filters.py: input-history types dropped (function_call_output is our function_call_result, computer_call_output our computer_call_result)
  // run_internal/turn_resolution.py:3096-3103
  unknownHostedMcpServer: (label) => ({
    message: `MCP server label ${label} not found`,
    spanError: { message: 'MCP server label not found', data: { server_label: label } },
  }),
  // mcp/util.py:348: every listing runs inside mcp_tools_span (the server's own cache is inside it)
  mcpListSpanWhenCached: true,
  // mcp/server.py:543 MCPServer(require_approval=...), normalized to the tools' needs_approval
  mcpRequireApproval: true,
  // mcp/util.py:324-335 get_all_function_tools
  mcpDuplicateToolNames: (names) =>
    `Duplicate tool names found across MCP servers: ${[...names].sort().join(', ')}. Pass \`include_server_in_tool_names=True\` to \`MCPUtil.get_all_function_tools()\` or set \`mcp_config={'include_server_in_tool_names': True}\` on the agent to prefix tool names with their server name and avoid collisions.`,
  // mcp/util.py:538-543 to_function_tool: the schema as listed, with `properties` when missing
  mcpToolParameters: (inputSchema) => ({ ...inputSchema, properties: inputSchema.properties ?? {} }),
  // run_internal/turn_resolution.py:3067-3078
  computerToolMissing: () => ({
    message: 'Model produced computer action without a computer tool.',
    spanError: { message: 'Computer tool not found', data: {} },
  }),
  // run_internal/tool_execution.py:2479-2480
  computerSafetyRejection: { type: 'error', message: 'Computer tool safety check was not acknowledged' },
  removeAllToolsTypes: new Set([
    'function_call', 'function_call_output', 'function_call_result', 'computer_call', 'computer_call_output', 'computer_call_result', 'file_search_call',
    'tool_search_call', 'tool_search_output', 'web_search_call', 'mcp_call', 'mcp_list_tools', 'mcp_approval_request',
    'mcp_approval_response', 'reasoning', 'code_interpreter_call', 'image_generation_call', 'local_shell_call',
    'local_shell_call_output', 'shell_call', 'shell_call_output', 'apply_patch_call', 'apply_patch_call_output',
    'custom_tool_call', 'custom_tool_call_output', 'hosted_tool_call', 'program', 'program_output',
  ]),
};
