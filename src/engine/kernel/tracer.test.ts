import { describe, expect, it } from 'vitest';
import type { SpanData } from '../events.ts';
import { patched } from './tracer.ts';

describe('span data patches', () => {
  it('equal the spread they replace, key order included, for every span type', () => {
    const cases: Array<[SpanData, Partial<SpanData>]> = [
      [{ type: 'agent', name: 'A', handoffs: [], tools: [], output_type: 'str' }, { handoffs: ['B'], tools: ['t'] }],
      [{ type: 'generation', output: null, model: 'm', model_config: {}, usage: null }, { output: [], usage: { input_tokens: 1 } } as Partial<SpanData>],
      [{ type: 'generation', input: [], output: null, model: 'm', model_config: {}, usage: null }, { output: [] } as Partial<SpanData>],
      [{ type: 'function', name: 'f', input: '{}', output: '' }, { output: 'ok' }],
      [{ type: 'function', name: 'f', input: '{}', output: '', mcp_data: { server: 's' } }, { output: 'ok' }],
      [{ type: 'handoff', from_agent: 'A' } as SpanData, { to_agent: 'B' }],
      [{ type: 'handoff', from_agent: 'A' } as SpanData, {}],
      [{ type: 'custom', name: 'turn', data: { turn: 1 } }, { data: { turn: 1, usage: {} } }],
      [{ type: 'guardrail', name: 'g', triggered: false }, { triggered: true }],
      [{ type: 'mcp_tools', server: 's', result: [] }, { result: ['a'] }],
    ];
    for (const [data, patch] of cases) {
      const spread = { ...data, ...patch };
      const out = patched(data, patch);
      expect(out).toStrictEqual(spread);
      expect(Object.keys(out)).toEqual(Object.keys(spread));
      expect(out).not.toBe(data);
    }
  });
});
