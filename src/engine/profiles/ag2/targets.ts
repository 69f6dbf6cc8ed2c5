/**
 * AG2 transition targets as the graph expresses them (group/targets/transition_target.py):
 * an agent, terminate, revert to user, stay. Tool code names one with handoff(target): an agent
 * id, or '$terminate' | '$revert_to_user' | '$stay' (ReplyResult(target=...)).
 */
import type { AfterWork, Agent } from '../../../graph/schema.ts';
import { AG2_STRINGS } from './strings.ts';

export type Ag2Target = { type: 'agent'; agentId: string } | { type: 'terminate' } | { type: 'revert_to_user' } | { type: 'stay' };

/** Where a resolved target leads: an agent speaks next, or the chat ends one way or the other. */
export type Ag2Resolution = { type: 'agent'; agentId: string } | { type: 'terminate' } | { type: 'revert_to_user' };

const SPECIAL: Record<string, Ag2Target> = {
  $terminate: { type: 'terminate' },
  $revert_to_user: { type: 'revert_to_user' },
  $stay: { type: 'stay' },
};

/** The target a handoff(target) call names, or null when it names nothing in the graph. */
export function targetFromHandoff(target: string, agents: readonly Pick<Agent, 'id'>[]): Ag2Target | null {
  const special = SPECIAL[target];
  if (special) return special;
  return agents.some((a) => a.id === target) ? { type: 'agent', agentId: target } : null;
}

export function targetFromAfterWork(afterWork: AfterWork): Ag2Target {
  return afterWork.type === 'agent' ? { type: 'agent', agentId: afterWork.agent } : { type: afterWork.type };
}

/**
 * `target.resolve(groupchat, current_agent, user_agent)`: StayTarget resolves to the current
 * agent. After a tool turn AG2 passes the tool executor as current agent, which nextSpeaker.ts
 * handles (the caller's after-work runs next; docs/SEMANTICS.md, AG2).
 */
export function resolveTarget(target: Ag2Target, currentAgentId: string): Ag2Resolution {
  if (target.type === 'stay') return { type: 'agent', agentId: currentAgentId };
  return target;
}

/** `str(target)`: the tool output of an LLM-condition tool (and of a target a tool returns). */
export function targetStr(target: Ag2Target, agents: readonly Pick<Agent, 'id' | 'name'>[]): string {
  switch (target.type) {
    case 'agent':
      return AG2_STRINGS.agentTargetStr(agents.find((a) => a.id === target.agentId)?.name ?? target.agentId);
    case 'terminate':
      return AG2_STRINGS.terminateTargetStr;
    case 'stay':
      return AG2_STRINGS.stayTargetStr;
    case 'revert_to_user':
      return AG2_STRINGS.revertToUserTargetStr;
  }
}
