import { describe, expect, it } from 'vitest';
import { camelCase, Namer, pascalCase, pythonName, snakeCase } from './identifiers.ts';

describe('identifiers', () => {
  it('derives readable names from display names', () => {
    expect(camelCase('Triage Agent')).toBe('triageAgent');
    expect(pascalCase('look_up-item')).toBe('LookUpItem');
    expect(snakeCase('Café Über agent')).toBe('cafe_uber_agent');
    expect(snakeCase('issuesAndRepairs')).toBe('issues_and_repairs');
    expect(camelCase('3rd party')).toBe('_3rdParty');
  });

  it('keeps names unique within a file and away from reserved words', () => {
    const ts = new Namer('ts');
    expect([ts.take('tool'), ts.take('sales'), ts.take('sales'), ts.take('agents')]).toEqual(['tool_', 'sales', 'sales2', 'agents_']);
    const py = new Namer('py');
    expect([py.take('class'), py.take('x'), py.take('x')]).toEqual(['class_', 'x', 'x2']);
  });

  it('turns JSON property names into Python parameter names', () => {
    expect([pythonName('from'), pythonName('to-x'), pythonName('ok')]).toEqual(['from_', 'to_x_', 'ok']);
  });
});
