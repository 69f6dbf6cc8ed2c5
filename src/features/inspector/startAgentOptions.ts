/**
 * The Start agent choice. A start agent that names no agent (an edited file says "nobody") is
 * shown as that name, marked missing, with an error, never as some other agent the list happens
 * to show first (which would contradict lint).
 */
import type { SelectOption } from './fields/SelectField.tsx';

export function startAgentChoice(agents: readonly { id: string; name: string }[], startAgent: string | null): { options: SelectOption[]; error: string | null } {
  const options: SelectOption[] = [{ value: '', label: agents.length ? 'Choose an agent…' : 'No agents yet', disabled: true }, ...agents.map((a) => ({ value: a.id, label: a.name }))];
  if (startAgent && !agents.some((a) => a.id === startAgent)) {
    options.splice(1, 0, { value: startAgent, label: `${startAgent} (missing)`, disabled: true });
    return { options, error: `No agent has the id "${startAgent}": choose the agent that receives the first message` };
  }
  return { options, error: agents.length > 0 && !startAgent ? 'Choose the agent that receives the first message' : null };
}
