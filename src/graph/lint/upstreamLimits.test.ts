import { describe, expect, it } from 'vitest';
import { testGraph } from '../testGraph.ts';
import { lintGraph } from './lintGraph.ts';
import { upstreamLimitsRule } from './upstreamLimits.ts';

const graph = (runtime: 'ag2' | 'agents-sdk-js' | 'swarm') =>
  testGraph({
    runtime,
    startAgent: 'a',
    agents: [
      { id: 'a', name: 'Front Desk', inputGuardrails: ['g'] },
      { id: 'b', name: 'back', inputGuardrails: ['g'], modelSettings: { toolChoice: 'look_up' } },
    ],
    handoffs: [{ id: 'h', from: 'a', to: 'b', trigger: { type: 'llm', toolName: 'to_back' } }],
    tools: [{ id: 't', type: 'function', name: 'look_up', code: 'export default () => 1', pythonCode: '    def look_up():\n        return 1' }],
    guardrails: [{ id: 'g', kind: 'input', name: 'No cards' }],
  });

describe('upstream limits (lint)', () => {
  it('AG2: a name with whitespace is an error with AG2\'s own ValueError text (conversable_agent.py _validate_name, 0.11.5)', () => {
    const found = upstreamLimitsRule.check(graph('ag2')).filter((d) => d.path === 'agents[0].name');
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'error',
        message: `AG2 stops with "ValueError: The name of the agent cannot contain any whitespace. The name provided is: 'Front Desk'". Rename it (the AG2 export uses "Front_Desk").`,
      }),
    ]);
    // the same rule makes validate fail: lintGraph carries the error
    expect(lintGraph(graph('ag2')).some((d) => d.severity === 'error' && d.path === 'agents[0].name')).toBe(true);
    expect(upstreamLimitsRule.check(graph('swarm')).some((d) => d.path === 'agents[0].name')).toBe(false);
  });

  it('AG2: a toolName is not used (handoffs.py:299-303) and a tool as tool_choice cannot be exported (oai/client.py:266)', () => {
    const messages = upstreamLimitsRule.check(graph('ag2')).map((d) => `${d.path}: ${d.message}`);
    expect(messages).toContain('handoffs[0].trigger.toolName: AG2 names this tool transfer_to_back_1 itself; the name "to_back" is not used.');
    expect(messages).toContain('agents[1].modelSettings.toolChoice: AG2 takes tool_choice none, auto or required only: "look_up" cannot be exported.');
  });

  it('Agents SDK: input guardrails on an agent other than the starting agent never run', () => {
    const found = upstreamLimitsRule.check(graph('agents-sdk-js')).filter((d) => d.path.endsWith('inputGuardrails'));
    expect(found.map((d) => d.path)).toEqual(['agents[1].inputGuardrails']);
    expect(found[0].message).toBe('The Agents SDK runs input guardrails only for the starting agent: these never run here.');
  });

  it('a Python body that is not a top-level def is reported', () => {
    expect(upstreamLimitsRule.check(graph('swarm')).find((d) => d.path === 'tools[0].pythonCode')?.severity).toBe('warning');
  });
});
