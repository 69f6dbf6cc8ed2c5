/**
 * Every model-visible (and user-visible) string the Swarm profile produces, with its upstream
 * source. Snapshot: openai/swarm 0.1.0 (commit 6af0b4ca; docs/SEMANTICS.md §4). Python-formatted
 * values (str(), json.dumps, json.loads errors) come from ../python.
 */
import { pyJsonDumps } from '../python/pyJson.ts';

export const SWARM_STRINGS = {
  /** swarm/core.py handle_tool_calls: the tool message for a name missing from the function map */
  toolNotFound: (name: string) => `Error: Tool ${name} not found.`,
  /** swarm/core.py handle_function_result: a function that returns an Agent */
  agentResult: (agentName: string) => pyJsonDumps({ assistant: agentName }),
  /** swarm/core.py handle_tool_calls: `json.loads(arguments)` raises and ends the run */
  jsonDecodeErrorType: 'JSONDecodeError',
  /**
   * Swarm does not catch exceptions raised by agent functions: the run ends with the exception.
   * A sandbox error keeps its own class name (TypeError, Error, …); a time-out is Switchboard's.
   */
  toolTimeoutType: 'TimeoutError',
  /** Switchboard: handoff(target) named something that is not an agent of the graph */
  unknownHandoffTarget: (target: string) => `handoff(): "${target}" is not an agent of this graph`,
  unknownHandoffTargetType: 'ValueError',
  /**
   * Swarm has no approvals; a tool marked needsApproval that the user rejects returns the
   * Agents SDK's text (openai-agents-js runner/approvalRejection.ts), the same in every profile.
   */
  approvalRejected: 'Tool execution was not approved.',
} as const;

/**
 * swarm/util.py function_to_json: a function without parameters (the transfer functions) has
 * this `parameters` object; there is no `additionalProperties` and no strict mode.
 */
export const SWARM_NO_PARAMETERS = { type: 'object', properties: {}, required: [] } as const;
