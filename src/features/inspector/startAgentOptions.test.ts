import { describe, expect, it } from 'vitest';
import { startAgentChoice } from './startAgentOptions.ts';

const agents = [
  { id: 'triage', name: 'Triage' },
  { id: 'sales', name: 'Sales' },
];

describe('startAgentChoice', () => {
  it('a start agent that does not exist shows as missing, with an error, not as another agent', () => {
    const { options, error } = startAgentChoice(agents, 'nobody');
    const shown = options.find((o) => o.value === 'nobody');
    expect(shown).toEqual({ value: 'nobody', label: 'nobody (missing)', disabled: true });
    expect(error).toContain('"nobody"');
  });

  it('an existing start agent is one of the agents, no error', () => {
    const { options, error } = startAgentChoice(agents, 'sales');
    expect(options.map((o) => o.value)).toEqual(['', 'triage', 'sales']);
    expect(error).toBeNull();
  });

  it('no start agent asks for one', () => {
    expect(startAgentChoice(agents, null).error).toBe('Choose the agent that receives the first message');
    expect(startAgentChoice([], null).error).toBeNull();
  });
});
