import { describe, expect, it } from 'vitest';
import { edge, testGraph } from '../../testing/graphs.ts';
import { formatJsonStr } from './formatJsonStr.ts';
import { ag2FunctionMap, planAg2Call } from './toolCalls.ts';

const graph = testGraph({
  runtime: 'ag2',
  agents: [
    { id: 'a', name: 'a', tools: ['lookup'] },
    { id: 'b', name: 'b', tools: ['other'] },
  ],
  handoffs: [edge('a-b', 'a', 'b', { trigger: { type: 'llm', condition: 'go to b' } })],
  tools: [
    { id: 'lookup', type: 'function', name: 'lookup', code: 'export default () => 1' },
    { id: 'other', type: 'function', name: 'other', code: 'export default () => 2' },
  ],
});

describe('formatJsonStr (ConversableAgent._format_json_str)', () => {
  it('drops newlines outside strings and escapes newlines and tabs inside them', () => {
    expect(formatJsonStr('{\n"a": 1,\n}')).toBe('{"a": 1,}');
    expect(formatJsonStr('{"q": "line1\nline2\tx"}')).toBe('{"q": "line1\\nline2\\tx"}');
    expect(formatJsonStr('{"q": "say \\"hi\\"\n"}')).toBe('{"q": "say \\"hi\\"\\n"}');
  });
});

describe('planAg2Call (execute_function)', () => {
  const map = ag2FunctionMap(graph);

  it('looks names up across the whole group, including transfer tools', () => {
    expect([...map.keys()].sort()).toEqual(['lookup', 'other', 'transfer_to_b_1']);
    expect(planAg2Call({ name: 'other', arguments: '{}' }, map)).toMatchObject({ kind: 'execute', fn: { kind: 'tool', name: 'other' } });
  });

  it('writes AG2 error texts into the output instead of ending the chat', () => {
    expect(planAg2Call({ name: 'nope', arguments: '{}' }, map)).toEqual({ kind: 'output', output: 'Error: Function nope not found.' });
    expect(planAg2Call({ name: 'lookup', arguments: '{\n"a": 1,\n}' }, map)).toEqual({
      kind: 'output',
      output: 'Error: Expecting property name enclosed in double quotes: line 1 column 9 (char 8)\n The argument must be in JSON format.',
    });
    expect(planAg2Call({ name: 'lookup', arguments: 'not json' }, map)).toEqual({
      kind: 'output',
      output: 'Error: Expecting value: line 1 column 1 (char 0)\n The argument must be in JSON format.',
    });
    expect(planAg2Call({ name: 'lookup', arguments: '[1]' }, map)).toEqual({ kind: 'output', output: 'Error: lookup() argument after ** must be a mapping, not list' });
  });

  it('drops the arguments a function does not declare, so a transfer called with arguments still transfers (fast_depends/core/model.py:256-258)', () => {
    // AG2 0.11.5 run on the #22 differential: transfer_to_b_1 with {"why": 1} printed "Transfer to b",
    // search(max_results_) with {"max_results_": 3, "zzz": 1} ran without zzz
    expect(planAg2Call({ name: 'transfer_to_b_1', arguments: '{"why": "x"}' }, map)).toMatchObject({ kind: 'execute', fn: { kind: 'transfer', name: 'transfer_to_b_1' }, args: {} });
    const withParams = ag2FunctionMap({ ...graph, tools: graph.tools.map((t) => (t.id === 'lookup' ? { ...t, parameters: { type: 'object', properties: { 'max-results': { type: 'integer' } }, required: ['max-results'] } } : t)) });
    expect(planAg2Call({ name: 'lookup', arguments: '{"max_results_": 3, "zzz": 1}' }, withParams)).toMatchObject({ kind: 'execute', args: { 'max-results': 3 } });
    expect(planAg2Call({ name: 'lookup', arguments: '{"max_results_": 3, "zzz": 1}' }, withParams)).not.toMatchObject({ args: { zzz: 1 } });
  });

  it('known difference: AG2 coerces lax types through pydantic ("3" for an int arrives as 3); the engine passes the value as sent', () => {
    const withParams = ag2FunctionMap({ ...graph, tools: graph.tools.map((t) => (t.id === 'lookup' ? { ...t, parameters: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } } : t)) });
    // AG2 0.11.5: search(max_results_: int) called with {"max_results_": "3"} printed 3 (an int)
    expect(planAg2Call({ name: 'lookup', arguments: '{"n": "3"}' }, withParams)).toMatchObject({ kind: 'execute', args: { n: '3' } });
  });
});
