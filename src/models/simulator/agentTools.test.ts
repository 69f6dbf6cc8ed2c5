/**
 * The simulator with a "calls as tool" edge: it knows the manager (the agent tool is one of its
 * tools), calls the worker with the user's request as `input`, and answers from the worker's output.
 */
import { expect, it } from 'vitest';
import { run } from '../../engine/index.ts';
import { createFakeSandbox } from '../../engine/testing/fakeSandbox.ts';
import { testGraph } from '../../engine/testing/graphs.ts';
import { createSimulatorModel } from './simulator.ts';

it('calls the worker with the request as its input and replies after it', async () => {
  const graph = testGraph({
    agents: [
      { id: 'manager', name: 'Travel Manager', instructions: 'You plan trips. Use the research agent for facts about places.' },
      { id: 'research', name: 'Research Agent', instructions: 'You research facts about places and answer briefly.' },
    ],
    agentTools: [{ id: 'm-r', from: 'manager', to: 'research', toolDescription: 'Research facts about a place: weather, sights, food.' }],
  });
  const message = 'What is the weather like in Lisbon? Please research it.';
  const handle = run(graph, message, { model: createSimulatorModel({ graph }), sandbox: createFakeSandbox(), trusted: true, stream: false });
  const result = await handle.result;
  expect(result.status).toBe('completed');
  const start = result.events.find((e) => e.type === 'agent_tool_start');
  expect(start).toMatchObject({ managerId: 'manager', workerId: 'research', input: message });
  const end = result.events.find((e) => e.type === 'agent_tool_end');
  expect(end?.type === 'agent_tool_end' && end.output).toContain('lisbon');
  expect(result.lastAgentId).toBe('manager');
});
