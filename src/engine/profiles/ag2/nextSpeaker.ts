/**
 * group_utils.py determine_next_agent, for the states a Switchboard run reaches (docs/SEMANTICS.md
 * §5.3 step 6). The first call (the initial agent) is the runner's start. Then, in order:
 *   2. the last message has tool calls → the tool executor runs them;
 *   3. the tool executor holds a next target (a tool's ReplyResult target, an LLM-condition
 *      tool, or a context condition) → resolve it;
 *   4. the last message is a tool response → back to the agent that called the tools;
 *   6. the last agent's after-work (its own, else the group's, else terminate; ag2Handoffs).
 */
import type { AfterWork } from '../../../graph/schema.ts';
import type { HandoffVia } from '../../events.ts';
import { resolveTarget, targetFromAfterWork, type Ag2Resolution, type Ag2Target } from './targets.ts';

export type LastMessageKind = 'tool_calls' | 'tool_responses' | 'text';

export interface PendingTarget {
  target: Ag2Target;
  via: Exclude<HandoffVia, 'after_work'>;
  /** the graph handoff edge behind it (LLM and context conditions), or null for a tool's target */
  handoffId: string | null;
}

export type NextSpeaker =
  | { kind: 'tool_executor' }
  /** the agent whose tools just ran speaks again (no handoff) */
  | { kind: 'same_agent'; agentId: string }
  | { kind: 'transition'; target: Ag2Target; resolution: Ag2Resolution; via: HandoffVia; handoffId: string | null };

export function nextSpeaker(input: {
  lastMessage: LastMessageKind;
  pending: PendingTarget | null;
  lastAgentId: string;
  afterWork: AfterWork;
  /** the tool executor spoke last (its reply holds the pending target) */
  lastSpeakerIsToolExecutor?: boolean;
}): NextSpeaker {
  if (input.lastMessage === 'tool_calls') return { kind: 'tool_executor' };
  if (input.pending?.target.type === 'stay' && input.lastSpeakerIsToolExecutor) {
    // StayTarget resolves against last_speaker, the tool executor (group_utils.py:482-487): the
    // executor speaks once more with nothing to say (runAg2 toolExecutorIdleTurn), then the
    // calling agent's after-work decides (AG2 0.11.5)
    const target = targetFromAfterWork(input.afterWork);
    return { kind: 'transition', target, resolution: resolveTarget(target, input.lastAgentId), via: 'after_work', handoffId: null };
  }
  if (input.pending) {
    const { target, via, handoffId } = input.pending;
    return { kind: 'transition', target, resolution: resolveTarget(target, input.lastAgentId), via, handoffId };
  }
  if (input.lastMessage === 'tool_responses') return { kind: 'same_agent', agentId: input.lastAgentId };
  const target = targetFromAfterWork(input.afterWork);
  return { kind: 'transition', target, resolution: resolveTarget(target, input.lastAgentId), via: 'after_work', handoffId: null };
}
