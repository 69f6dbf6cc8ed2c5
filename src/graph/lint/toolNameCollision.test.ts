import { expect, it } from 'vitest';
import type { Runtime } from '../schema.ts';
import { testGraph } from '../testGraph.ts';
import { toolNameCollisionRule } from './toolNameCollision.ts';

const caseClash = (runtime: Runtime) =>
  testGraph({
    runtime,
    agents: [
      { id: 'a', name: 'A' },
      { id: 'b1', name: 'Billing Agent' },
      { id: 'b2', name: 'billing agent' },
    ],
    handoffs: [
      { id: 'h1', from: 'a', to: 'b1' },
      { id: 'h2', from: 'a', to: 'b2' },
    ],
  });

it('reports handoffs whose derived names collide only under the runtimes that lowercase', () => {
  expect(toolNameCollisionRule.check(caseClash('agents-sdk-python'))).toEqual([
    {
      ruleId: 'tool-name-collision',
      severity: 'error',
      message: 'Agent "A": handoff "h1" and handoff "h2" both become the tool "transfer_to_billing_agent" under agents-sdk-python. Rename one or set a tool name override.',
      target: { kind: 'handoff', id: 'h2' },
      path: 'handoffs[1]',
    },
  ]);
  expect(toolNameCollisionRule.check(caseClash('swarm'))).toHaveLength(1);
  expect(toolNameCollisionRule.check(caseClash('agents-sdk-js'))).toEqual([]);
  expect(toolNameCollisionRule.check(caseClash('ag2'))).toEqual([]); // numbered _1, _2
});

it('reports a function tool that collides with a transfer tool, and ignores disabled handoffs', () => {
  const g = testGraph({
    runtime: 'agents-sdk-js',
    agents: [{ id: 'a', name: 'A', tools: ['t'] }, { id: 'b', name: 'Sales Agent' }],
    handoffs: [{ id: 'h', from: 'a', to: 'b' }],
    tools: [{ id: 't', type: 'function', name: 'transfer to Sales Agent' }],
  });
  expect(toolNameCollisionRule.check(g)).toMatchObject([{ target: { kind: 'handoff', id: 'h' }, message: expect.stringContaining('tool "t" and handoff "h"') }]);
  const disabled = { ...g, handoffs: [{ ...g.handoffs[0], enabled: false as const }] };
  expect(toolNameCollisionRule.check(disabled)).toEqual([]);
});

it('an agent called as a tool collides with a function tool of the same name (SDK runtimes only)', () => {
  const g = (runtime: Runtime) =>
    testGraph({
      runtime,
      agents: [{ id: 'm', name: 'M', tools: ['t'] }, { id: 'w', name: 'Research' }],
      tools: [{ id: 't', type: 'function', name: 'research' }],
      agentTools: [{ id: 'm-w', from: 'm', to: 'w' }],
    });
  expect(toolNameCollisionRule.check(g('agents-sdk-python'))).toEqual([
    {
      ruleId: 'tool-name-collision',
      severity: 'error',
      message: 'Agent "M": tool "t" and agent tool "m-w" both become the tool "research" under agents-sdk-python. Rename one or set a tool name override.',
      target: { kind: 'agentTool', id: 'm-w' },
      path: 'agentTools[0].toolName',
    },
  ]);
  // JS keeps the case: "Research" and "research" differ; Swarm has no agent tools
  expect(toolNameCollisionRule.check(g('agents-sdk-js'))).toEqual([]);
  expect(toolNameCollisionRule.check(g('swarm'))).toEqual([]);
});
