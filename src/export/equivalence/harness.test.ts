/** The harness normalises exactly what its header says, and nothing that changes meaning. */
import { describe, expect, it } from 'vitest';
import { comparable, visible, type VisibleRun } from './harness.ts';

const tool = (parameters: unknown) => ({ type: 'function', name: 'f', description: 'd', parameters, strict: true });
const request = (extra: Record<string, unknown>) => ({ systemInstructions: 's', input: [], tools: [], handoffs: [], modelSettings: {}, ...extra });

describe('export equivalence harness: visible()', () => {
  it('drops item ids, providerData and undefined keys, and the root $schema of tool parameters', () => {
    const sdk = visible(request({
      input: [{ type: 'function_call', id: 'c1', callId: 'c1', name: 'f', arguments: '{}', status: 'completed', providerData: { x: 1 }, extra: undefined }],
      tools: [tool({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { a: { type: 'string' } } })],
    }));
    const ours = visible(request({
      input: [{ type: 'function_call', callId: 'c1', name: 'f', arguments: '{}', status: 'completed' }],
      tools: [tool({ type: 'object', properties: { a: { type: 'string' } } })],
    }));
    expect(sdk).toEqual(ours);
  });

  it('makes the two spellings of "T or null" equal unless exactSchemas, and keeps integer apart from number', () => {
    const anyOf = request({ tools: [tool({ type: 'object', properties: { n: { anyOf: [{ type: 'number' }, { type: 'null' }] } } })] });
    const list = request({ tools: [tool({ type: 'object', properties: { n: { type: ['number', 'null'] } } })] });
    const integer = request({ tools: [tool({ type: 'object', properties: { n: { type: ['integer', 'null'] } } })] });
    expect(visible(anyOf)).toEqual(visible(list));
    expect(visible(anyOf, { exactSchemas: true })).not.toEqual(visible(list, { exactSchemas: true }));
    expect(visible(integer)).not.toEqual(visible(list));
  });

  it('reads hosted tools the SDK way and ours the same, but not different configurations', () => {
    const sdk = visible(request({
      tools: [
        { type: 'hosted_tool', name: 'web_search', providerData: { type: 'web_search', name: 'web_search', search_context_size: 'medium' } },
        { type: 'hosted_tool', name: 'hosted_mcp', providerData: { type: 'mcp', server_label: 'c', server_url: 'u', allowed_tools: { tool_names: ['s'] }, require_approval: 'never' } },
        { type: 'hosted_tool', name: 'code_interpreter', providerData: { type: 'code_interpreter', name: 'code_interpreter', container: { type: 'auto' } } },
      ],
    }));
    const ours = visible(request({
      tools: [
        { type: 'hosted_tool', name: 'web_search', providerData: {} },
        { type: 'hosted_tool', name: 'mcp', providerData: { server_label: 'c', server_url: 'u', require_approval: 'never', allowed_tools: ['s'] } },
        { type: 'hosted_tool', name: 'code_interpreter', providerData: {} },
      ],
    }));
    expect(sdk).toEqual(ours);
    const high = visible(request({ tools: [{ type: 'hosted_tool', name: 'web_search', providerData: { searchContextSize: 'high' } }] }));
    expect(high.tools).not.toEqual(ours.tools.slice(0, 1));
  });

  it('reduces the output type to its schema', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false };
    expect(visible(request({ outputType: { type: 'json_schema', name: 'final_output', strict: true, schema } })).output).toEqual(schema);
    expect(visible(request({ outputSchema: schema })).output).toEqual(schema);
    expect(visible(request({ outputType: 'text' })).output).toBeNull();
  });
});

describe('export equivalence harness: comparable()', () => {
  const run = (requests: number, error: VisibleRun['error']): VisibleRun => ({
    requests: Array.from({ length: requests }, () => visible(request({}))),
    finalOutput: null,
    lastAgent: null,
    history: null,
    error,
  });

  it('cuts the engine\'s requests to the SDK\'s only when both tripped an input guardrail', () => {
    const tripped = { type: 'InputGuardrailTripwireTriggered', message: 'm' };
    expect(comparable(run(1, tripped), run(0, tripped)).engine.requests).toHaveLength(0);
    const other = { type: 'ModelBehaviorError', message: 'm' };
    expect(comparable(run(1, other), run(0, other)).engine.requests).toHaveLength(1);
  });
});
