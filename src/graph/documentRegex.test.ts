import { describe, expect, it } from 'vitest';
import { checkScenario } from '../engine/evals/checkCase.ts';
import type { ConversationResult } from '../engine/evals/conversation.ts';
import { SchemaValidator } from '../engine/profiles/agentsSdk/schemaValidator.ts';
import { findByPattern } from '../models/simulator/slots/identifiers.ts';
import { documentRegex, documentRegexProblem } from './documentRegex.ts';

// Patterns that take exponential time on a backtracking engine (issue 20, item 2): on main
// each of these tests hangs far past the test timeout.
const BOMB = '^([\\s\\S]+)+Z$';
const SCHEMA_BOMB = '^(a+)+$';

describe('document regular expressions run in linear time', () => {
  it('answers a catastrophic pattern at once, with the usual semantics', () => {
    expect(documentRegex(BOMB, { ignoreCase: true }).test('a'.repeat(50_000))).toBe(false);
    expect(documentRegex(BOMB, { ignoreCase: true }).test('abcz')).toBe(true);
    expect(documentRegex('ORD-\\d+').test('my order ORD-5521, thanks')).toBe(true);
    expect(documentRegex('caf\\u00e9').test('café')).toBe(true);
  });

  it('gives a clear reason for what the linear-time engine cannot run', () => {
    expect(documentRegexProblem('(?=a)b')).toMatch(/cannot run on the linear-time engine .*lookaround/);
    expect(documentRegexProblem('(a)\\1')).toMatch(/backreferences/);
    expect(documentRegexProblem('^a+$')).toBeNull();
  });

  it('an eval case with the bomb as output.matches fails with a message instead of freezing', () => {
    const result: ConversationResult = { status: 'completed', finalOutput: 'a'.repeat(40), lastAgentId: 'a', items: [], context: {}, error: null, turns: [] };
    expect(checkScenario({ name: 's', input: 'x', expect: { output: { matches: BOMB } } }, result)).toEqual([`output: expected it to match /${BOMB}/i, got "${'a'.repeat(40)}"`]);
    expect(checkScenario({ name: 's', input: 'x', expect: { output: { matches: '(?<=x)a' } } }, result)[0]).toMatch(/^output: The pattern \/\(\?<=x\)a\/ cannot run on the linear-time engine/);
  });

  it("the argument validator checks a schema's pattern in linear time, and names a pattern it cannot run", () => {
    const validator = new SchemaValidator();
    const schema = { type: 'object', properties: { code: { type: 'string', pattern: SCHEMA_BOMB } } };
    expect(validator.check(schema, { code: `${'a'.repeat(40)}b` })).toBe('/code must match pattern "^(a+)+$"');
    expect(validator.check(schema, { code: 'aaa' })).toBeNull();
    expect(validator.check({ type: 'string', pattern: '(a)\\1' }, 'aa')).toMatch(/^\/ the schema cannot be used: The pattern \/\(a\)\\1\/ cannot run/);
  });

  it("the simulator looks for a schema pattern's values in linear time", () => {
    expect(findByPattern(`${'a'.repeat(40)}b order`, SCHEMA_BOMB)).toBeNull();
    expect(findByPattern('my order ORD-5521 please', '^ORD-\\d+$')).toBe('ORD-5521');
  });
});
