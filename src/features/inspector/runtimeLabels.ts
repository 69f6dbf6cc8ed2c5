/** How the inspector names runtime profiles and their defaults (docs/SEMANTICS.md). */
import type { AfterWork, Runtime } from '../../graph/schema.ts';

export const RUNTIME_OPTIONS: { value: Runtime; label: string; short: string; hint: string }[] = [
  { value: 'agents-sdk-js', label: 'OpenAI Agents SDK (TypeScript)', short: 'Agents SDK · JS', hint: 'Handoffs are transfer_to_<Agent_Name> tools; names keep their case.' },
  { value: 'agents-sdk-python', label: 'OpenAI Agents SDK (Python)', short: 'Agents SDK · Python', hint: 'Handoffs are transfer_to_<agent_name> tools, lowercased.' },
  { value: 'swarm', label: 'Swarm', short: 'Swarm', hint: 'Functions that return an agent hand off; context variables are shared.' },
  { value: 'ag2', label: 'AG2 group chat', short: 'AG2', hint: 'LLM conditions, context conditions and after-work decide who speaks next.' },
];

export function runtimeLabel(runtime: Runtime, form: 'label' | 'short' = 'label'): string {
  return RUNTIME_OPTIONS.find((o) => o.value === runtime)?.[form] ?? runtime;
}

/** What a missing after-work means: the group setting, else the runtime's own default. */
export function defaultAfterWorkLabel(runtime: Runtime, group: AfterWork | null, agentName: (id: string) => string): string {
  if (group) {
    const target =
      group.type === 'agent' ? `hand to ${agentName(group.agent)}` : group.type === 'terminate' ? 'end the run' : group.type === 'stay' ? 'stay' : 'return to the user';
    return `Graph default (${target})`;
  }
  return runtime === 'ag2' ? 'Runtime default (end the run)' : 'Runtime default (return to the user)';
}

export const MODEL_SUGGESTIONS = ['gpt-4.1', 'gpt-4.1-mini', 'gpt-4.1-nano', 'gpt-4o', 'gpt-4o-mini', 'o4-mini', 'gpt-5', 'gpt-5-mini'];
