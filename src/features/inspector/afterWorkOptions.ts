/** After-work choices as select values: '' (runtime default), a fixed target, or `agent:<id>`. */
import type { AfterWork } from '../../graph/schema.ts';
import type { SelectOption } from './fields/SelectField.tsx';

export function afterWorkValue(afterWork: AfterWork | null): string {
  if (!afterWork) return '';
  return afterWork.type === 'agent' ? `agent:${afterWork.agent}` : afterWork.type;
}

export function afterWorkFromValue(value: string): AfterWork | null {
  if (value === '') return null;
  if (value.startsWith('agent:')) return { type: 'agent', agent: value.slice('agent:'.length) };
  return { type: value as 'terminate' | 'revert_to_user' | 'stay' };
}

export function afterWorkOptions(agents: { id: string; name: string }[], defaultLabel: string, exclude?: string): SelectOption[] {
  return [
    { value: '', label: defaultLabel },
    { value: 'revert_to_user', label: 'Return to the user' },
    { value: 'terminate', label: 'End the run' },
    { value: 'stay', label: 'Stay with this agent' },
    ...agents.filter((a) => a.id !== exclude).map((a) => ({ value: `agent:${a.id}`, label: `Hand to ${a.name}` })),
  ];
}
