import { expect, it } from 'vitest';
import { testGraph } from '../testGraph.ts';
import { unknownReferenceRule } from './unknownReference.ts';

it('reports unknown tools, guardrails (and guardrails of the wrong kind) and after-work targets', () => {
  const g = testGraph({
    agents: [
      { id: 'a', name: 'A', tools: ['t', 'missing'], inputGuardrails: ['in', 'out'], outputGuardrails: ['nope'], afterWork: { type: 'agent', agent: 'ghost' } },
      { id: 'b', name: 'B', tools: ['t'], inputGuardrails: ['in'], outputGuardrails: ['out'] },
    ],
    tools: [{ id: 't', type: 'function', name: 't', inputGuardrails: ['ti', 'in'] }],
    guardrails: [
      { id: 'in', kind: 'input', name: 'In' },
      { id: 'out', kind: 'output', name: 'Out' },
      { id: 'ti', kind: 'tool_input', name: 'Tool in' },
    ],
    settings: { afterWork: { type: 'agent', agent: 'phantom' } },
  });
  expect(unknownReferenceRule.check(g).map((d) => `${d.target.kind}:${d.target.id} ${d.path}`)).toEqual([
    'agent:a agents[0].tools[1]',
    'agent:a agents[0].inputGuardrails[1]',
    'agent:a agents[0].outputGuardrails[0]',
    'agent:a agents[0].afterWork.agent',
    'tool:t tools[0].inputGuardrails[1]',
    'graph:g settings.afterWork.agent',
  ]);
});

it('is silent when every reference resolves', () => {
  const g = testGraph({
    agents: [{ id: 'a', name: 'A', tools: ['t'], inputGuardrails: ['in'], afterWork: { type: 'agent', agent: 'a' } }],
    tools: [{ id: 't', type: 'hosted', hosted: 'web_search' }],
    guardrails: [{ id: 'in', kind: 'input', name: 'In' }],
  });
  expect(unknownReferenceRule.check(g)).toEqual([]);
});
