/**
 * AG2 agent names (AG2 0.11.5): an agent with an OpenAI llm_config cannot have whitespace in its
 * name (conversable_agent.py _validate_name: "The name of the agent cannot contain any
 * whitespace"). One rule, used everywhere: lint reports it under the AG2 runtime, the AG2 profile
 * stops with AG2's ValueError, and the AG2 export (which must run) renames with `ag2AgentName`
 * and says so in its fidelity report. Transfer tools are named after the AG2 name.
 */
import type { Graph } from './schema.ts';

export function hasWhitespace(name: string): boolean {
  return /\s/.test(name);
}

/** The name the AG2 export gives the agent: every run of whitespace becomes "_". */
export function ag2AgentName(name: string): string {
  return name.trim().replace(/\s+/g, '_');
}

/** The graph as the AG2 export runs it: agent names made valid for AG2, nothing else changed. */
export function withAg2AgentNames<G extends Pick<Graph, 'agents'>>(graph: G): G {
  if (!graph.agents.some((a) => hasWhitespace(a.name))) return graph;
  return { ...graph, agents: graph.agents.map((a) => (hasWhitespace(a.name) ? { ...a, name: ag2AgentName(a.name) } : a)) };
}

/**
 * Whether the AG2 export needs a user agent: RevertToUserTarget raises ValueError without one
 * (group/targets/transition_target.py:316), be it an after-work or a tool's target.
 */
export function ag2NeedsUserAgent(graph: Pick<Graph, 'agents' | 'settings' | 'tools'>): boolean {
  if ([...graph.agents.map((a) => a.afterWork), graph.settings.afterWork].some((w) => w?.type === 'revert_to_user')) return true;
  return graph.tools.some((t) => t.type === 'function' && (/\$revert_to_user\b/.test(t.code) || /\$revert_to_user\b|\bRevertToUserTarget\b/.test(t.pythonCode ?? '')));
}

/**
 * The name on the user's messages in an AG2 group chat: the user agent the export creates
 * ("user"), else the temporary "_User" agent a pattern makes for the first message
 * (group/patterns/pattern.py prepare_group_chat).
 */
export function ag2UserName(graph: Pick<Graph, 'agents' | 'settings' | 'tools'>): string {
  return ag2NeedsUserAgent(graph) ? 'user' : '_User';
}
