/**
 * Swarm's handle_tool_calls (swarm/core.py), split into pure steps the runner drives one call at
 * a time (it emits events and asks the sandbox in between):
 *  1. `planSwarmCall`: unknown name → the "not found" tool message, and on to the next call;
 *     arguments that are not JSON → JSONDecodeError, which ends the run (Swarm does not catch it);
 *  2. the runner runs the function (a transfer function runs no code: it returns its agent);
 *  3. `SwarmBatch.add`: the tool message content, the Result's agent and the context it carries.
 * A function gets the run's own dict (`core.py:119-121`): its in-place changes reach the context at
 * once. A function that routes returns `Result(…, context_variables=context_variables)` (the
 * exports' `handoff()` idiom, docs/GRAPH-FORMAT.md): that dict is copied into the response at the
 * call (`core.py:133`) and applied again after the whole batch (`core.py:284`), so a later call's
 * in-place change to the same key is overwritten by the earlier copy. The last agent switch of the
 * batch wins.
 */
import { toolBody } from '../../../graph/codeBody.ts';
import { argumentsByJsonName } from '../../../graph/pythonIdentifiers.ts';
import type { Agent } from '../../../graph/schema.ts';
import type { FunctionCallItem } from '../../../models/items.ts';
import type { JsonValue } from '../../json.ts';
import type { HandoffRequest } from '../../sandbox.ts';
import { RunError } from '../../kernel/runError.ts';
import { PyJsonDecodeError, pyJsonLoads } from '../python/pyJson.ts';
import { pyStr } from '../python/pyStr.ts';
import { pyTypeName } from '../python/pyTypeName.ts';
import { SWARM_STRINGS } from './strings.ts';
import type { SwarmFunction } from './swarmFunctions.ts';

export type SwarmCallPlan =
  | { kind: 'not_found'; output: string }
  | { kind: 'execute'; fn: SwarmFunction; args: Record<string, JsonValue> };

/** Throws RunError('JSONDecodeError') for bad JSON and RunError('TypeError') for non-object arguments. */
export function planSwarmCall(call: Pick<FunctionCallItem, 'name' | 'arguments'>, functionMap: ReadonlyMap<string, SwarmFunction>): SwarmCallPlan {
  const fn = functionMap.get(call.name);
  if (!fn) return { kind: 'not_found', output: SWARM_STRINGS.toolNotFound(call.name) };
  let args: JsonValue;
  try {
    args = pyJsonLoads(call.arguments);
  } catch (error) {
    if (error instanceof PyJsonDecodeError) throw new RunError(SWARM_STRINGS.jsonDecodeErrorType, error.message);
    throw error;
  }
  if (args === null || typeof args !== 'object' || Array.isArray(args)) {
    throw new RunError('TypeError', `${call.name}() argument after ** must be a mapping, not ${pyTypeName(args)}`);
  }
  if (fn.kind === 'transfer') {
    // A transfer function takes no parameters: Python rejects any keyword argument.
    const extra = Object.keys(args)[0];
    if (extra !== undefined) throw new RunError('TypeError', `${call.name}() got an unexpected keyword argument '${extra}'`);
  }
  // the model sees the exported signature's names (src/graph/swarmTools.ts); TypeScript code the JSON names
  // (a Python body is that signature: it takes them as they came)
  const jsonNames = fn.kind === 'tool' && toolBody('swarm', fn.tool).language === 'typescript';
  return { kind: 'execute', fn, args: jsonNames ? argumentsByJsonName(fn.tool.parameters, args) : args };
}


/** What one function call produced, as Swarm's `Result`. */
export interface SwarmResult {
  /** the tool message content */
  value: string;
  /** the agent to switch to, or null */
  agentId: string | null;
  /** the keys the function changed in place (merged into the run's context at once) */
  contextVariables: Record<string, JsonValue>;
  /** the function returned a Result carrying the run's dict (its code called handoff()) */
  carriesContext?: boolean;
}

/** A transfer function returns its Agent: `Result(value=json.dumps({"assistant": name}), agent=agent)`. */
export function transferResult(target: Pick<Agent, 'id' | 'name'>): SwarmResult {
  return { value: SWARM_STRINGS.agentResult(target.name), agentId: target.id, contextVariables: {} };
}

/**
 * A tool's code ran. `handoff(id)` is "return an agent" (`{"assistant": name}`); with a message
 * it is `Result(value=message, agent=agent)`; the last handoff() call of the code counts.
 * Anything else is `Result(value=str(result))`. Context the code changed is Result-style.
 */
export function toolResult(
  outcome: { value: JsonValue; handoffs: readonly HandoffRequest[]; contextBefore: Readonly<Record<string, JsonValue>>; contextAfter: Readonly<Record<string, JsonValue>> },
  agents: readonly Pick<Agent, 'id' | 'name'>[],
): SwarmResult {
  const contextVariables = contextUpdates(outcome.contextBefore, outcome.contextAfter);
  const handoff = outcome.handoffs.at(-1);
  if (handoff) {
    const target = agents.find((a) => a.id === handoff.target);
    if (!target) throw new RunError(SWARM_STRINGS.unknownHandoffTargetType, SWARM_STRINGS.unknownHandoffTarget(handoff.target));
    const value = handoff.message !== undefined ? handoff.message : SWARM_STRINGS.agentResult(target.name);
    return { value, agentId: target.id, contextVariables, carriesContext: true };
  }
  return { value: pyStr(outcome.value), agentId: null, contextVariables };
}

/** Keys the code added or changed (a dict update cannot delete, so removals are not carried). */
export function contextUpdates(before: Readonly<Record<string, JsonValue>>, after: Readonly<Record<string, JsonValue>>): Record<string, JsonValue> {
  const updates: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(after)) {
    if (!Object.hasOwn(before, key) || JSON.stringify(before[key]) !== JSON.stringify(value)) updates[key] = value;
  }
  return updates;
}

/** Accumulates one response's tool calls: `partial_response` in handle_tool_calls. */
export class SwarmBatch {
  agentId: string | null = null;
  /** partial_response.context_variables: the dicts the calls' Results carried, copied at each call (core.py:133) */
  readonly contextVariables: Record<string, JsonValue> = {};

  /** `context`: the run's context right after the call */
  add(result: SwarmResult, context: Readonly<Record<string, JsonValue>>): void {
    if (result.carriesContext) Object.assign(this.contextVariables, structuredClone(context));
    if (result.agentId !== null) this.agentId = result.agentId;
  }

  /** What run() applies after the batch (`context_variables.update(partial_response.context_variables)`, core.py:284). */
  reapply(context: Readonly<Record<string, JsonValue>>): Record<string, JsonValue> {
    return contextUpdates(context, this.contextVariables);
  }
}
