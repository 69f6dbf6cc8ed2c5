import { describe, expect, it } from 'vitest';
import { messagesFromText, newCase, regexProblem, replyExpectation, toolsFromText, withCase, withExpect, withReply } from './caseDraft.ts';
import { testGraph } from '../../graph/testGraph.ts';
import type { EvalScenario, EvalSuite } from '../../graph/schema.ts';

const scenario: EvalScenario = { name: 'a', input: 'hi', expect: { route: ['t'], toolsInclude: ['x'], status: 'completed', 'x-note': 'mine' } };

describe('case form', () => {
  it('reads messages as one turn per line', () => {
    expect(messagesFromText('  hello \n\n and then ')).toEqual(['hello', 'and then']);
    expect(messagesFromText('hello')).toBe('hello');
    expect(messagesFromText(' \n ')).toBeNull();
    expect(toolsFromText('a, b,\n c')).toEqual(['a', 'b', 'c']);
    expect(toolsFromText(' ')).toBeUndefined();
  });

  it('keeps what the form does not show when it edits what it does', () => {
    const edited = withReply(withExpect(scenario, 'lastAgent', 's'), 'matches', '^ok');
    expect(edited.expect).toEqual({ route: ['t'], toolsInclude: ['x'], status: 'completed', 'x-note': 'mine', lastAgent: 's', output: { matches: '^ok' } });
    expect(withExpect(edited, 'route', undefined).expect).not.toHaveProperty('route');
    expect(withReply(edited, 'contains', '').expect).not.toHaveProperty('output');
    expect(replyExpectation({ ...scenario, expect: { output: { equals: 1 } } })).toBeNull();
  });

  it('says why a pattern is not a regular expression', () => {
    expect(regexProblem('(a')).toMatch(/^Not a valid regular expression: /);
    expect(regexProblem('a|b')).toBeNull();
    expect(regexProblem('(?=a)b')).toMatch(/cannot run on the linear-time engine/);
  });

  it('makes new cases from unused suggested messages, and drops the suite with its last case', () => {
    const graph = { ...testGraph({ startAgent: 'a', agents: [{ id: 'a', name: 'A' }] }), samples: ['one', 'two'] };
    const suite: EvalSuite = { format: 'switchboard.eval', version: 1, scenarios: [{ name: 'Case 1', input: 'one', expect: {} }] };
    expect(newCase(graph, suite)).toEqual({ name: 'Case 2', input: 'two', expect: { route: ['a'] } });
    expect(withCase(suite, 0, null)).toBeUndefined();
    expect(withCase(suite, 1, scenario)?.scenarios.map((s) => s.name)).toEqual(['Case 1', 'a']);
  });
});
