/**
 * Every model-visible (and user-visible) string the AG2 profile produces, with its upstream
 * source. Snapshot: AG2 0.11.5 (autogen/version.py; docs/SEMANTICS.md §5). Paths are relative to the
 * ag2ai/ag2 repository.
 */

export const AG2_STRINGS = {
  /** autogen/agentchat/group/group_utils.py _run_oncontextconditions */
  contextHandoffReply: (displayName: string) => `[Handing off to ${displayName}]`,
  /** autogen/agentchat/group/handoffs.py Handoffs.set_llm_function_names */
  llmConditionToolName: (normalizedName: string, index1: number) => `transfer_to_${normalizedName}_${index1}`,
  /** group/targets/transition_target.py AgentTarget.__str__ (an LLM-condition tool's output) */
  agentTargetStr: (agentName: string) => `Transfer to ${agentName}`,
  /** TerminateTarget.__str__ */
  terminateTargetStr: 'Terminate',
  /** group/group_tool_executor.py:25 __TOOL_EXECUTOR_NAME__ (the name on the executor's messages) */
  toolExecutorName: '_Group_Tool_Executor',
  /**
   * The tool executor picked as speaker with no tool calls to run (a StayTarget from a tool
   * resolves to it): no reply function is final, so generate_reply returns the default auto
   * reply, "" (conversable_agent.py:167, 3215)
   */
  toolExecutorIdleReply: '',
  /** StayTarget.__str__ */
  stayTargetStr: 'Stay with agent',
  /** RevertToUserTarget.__str__ */
  revertToUserTargetStr: 'Revert to User',
  /** conversable_agent.py execute_function: the tool executor has no function of that name */
  functionNotFound: (name: string) => `Error: Function ${name} not found.`,
  /** conversable_agent.py execute_function: json.loads failed (e is the JSONDecodeError) */
  badArguments: (decodeError: string) => `Error: ${decodeError}\n The argument must be in JSON format.`,
  /** conversable_agent.py execute_function: the function raised e */
  functionError: (errorText: string) => `Error: ${errorText}`,
  /**
   * conversable_agent.py: the default is_termination_msg of the GroupChatManager,
   * `content_str(message["content"]) == "TERMINATE"`, checked on every message of the chat.
   */
  terminationMessage: 'TERMINATE',
  /**
   * conversable_agent.py _validate_name: an agent with an OpenAI llm_config cannot have
   * whitespace in its name (ValueError when the agent is built, so before the chat starts)
   */
  whitespaceInName: (name: string) => `The name of the agent cannot contain any whitespace. The name provided is: '${name}'`,
  /** code_utils.py content_str: an image part inside a list content */
  imagePlaceholder: '<image>',
  /** code_utils.py content_str: a part type it does not know (raised; it ends the chat) */
  unknownContentType: (type: string) => `Wrong content format: unknown type ${type} within the content`,
  /**
   * AG2 has no approvals; a tool marked needsApproval that the user rejects returns the Agents
   * SDK's text (openai-agents-js runner/approvalRejection.ts), the same in every profile.
   */
  approvalRejected: 'Tool execution was not approved.',
  /** Switchboard: handoff(target) named neither an agent id nor $terminate / $revert_to_user / $stay */
  unknownHandoffTarget: (target: string) => `handoff(): "${target}" is not an agent of this graph nor $terminate, $revert_to_user or $stay`,
} as const;

/**
 * Defaults (docs/SEMANTICS.md §5.3): DefaultPattern group_after_work = TerminateTarget()
 * (group/patterns/pattern.py); initiate_group_chat max_rounds = 20 (group/multi_agent_chat.py).
 */
export const AG2_DEFAULT_MAX_ROUNDS = 20;

/**
 * A tool without parameters as AG2 describes it to the model (tools/function_utils.py
 * get_function_schema: Parameters(type="object", properties={}, required=[])).
 */
export const AG2_NO_PARAMETERS = { type: 'object', properties: {}, required: [] } as const;
