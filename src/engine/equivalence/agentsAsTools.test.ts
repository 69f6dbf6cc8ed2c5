/**
 * Agents as tools ("calls as tool" edges) versus the real @openai/agents-core 0.20.0 `Agent.asTool`:
 * same graph, same scripted model turns (the nested runs draw from the same script, in order);
 * the model-visible requests, final output, last agent, history, error and span tree must be
 * identical (harness.ts and spanTree.ts say what is normalized).
 */
import { describe, expect, it } from 'vitest';
import { Agent, tool } from '@openai/agents-core';
import { assistantMessage, functionCall, type OutputItem } from '../../models/items.ts';
import { exportTrace } from '../kernel/index.ts';
import { drive } from '../testing/drive.ts';
import { testGraph, type TestGraphInput } from '../testing/graphs.ts';
import { runSdk, runSwitchboard } from './harness.ts';
import { spanTree, withSdkSpans } from './spanTree.ts';

const cityParams = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false } as const;
const sdkWeather = () => tool({ name: 'get_weather', description: 'Weather for a city', parameters: cityParams as never, strict: true, execute: async (a: any) => `sunny in ${a.city}` });
const graphWeather = { id: 'weather', type: 'function' as const, name: 'get_weather', description: 'Weather for a city', parameters: { ...cityParams }, code: 'export default ({ city }) => `sunny in ${city}`' };

async function expectSameRun(manager: Agent, graphInput: TestGraphInput, turns: OutputItem[][], input = 'what is x') {
  const graph = testGraph(graphInput);
  let sdk: Awaited<ReturnType<typeof runSdk>> | undefined;
  const sdkSpans = await withSdkSpans(async () => {
    sdk = await runSdk(manager, input, turns);
  });
  const ours = await runSwitchboard(graph, input, turns);
  expect(ours).toEqual(sdk);
  const driven = await drive(graph, input, turns);
  expect(spanTree(exportTrace(driven.events).spans)).toEqual(spanTree(sdkSpans));
  return { sdk: sdk!, events: driven.events };
}

describe('agents as tools: equivalence with @openai/agents-core 0.20.0 asTool', () => {
  it('a manager calls a worker (default name, a description) and answers with its output', async () => {
    const worker = new Agent({ name: 'Research Agent', instructions: 'Research.' });
    const manager = new Agent({ name: 'Manager', instructions: 'Manage.', tools: [worker.asTool({ toolDescription: 'Researches a question' })] });
    const turns = [[functionCall('Research_Agent', { input: 'find x' }, 'c1')], [assistantMessage('x is 4')], [assistantMessage('The answer is 4')]];
    const { sdk, events } = await expectSameRun(
      manager,
      {
        agents: [{ id: 'manager', name: 'Manager', instructions: 'Manage.' }, { id: 'research', name: 'Research Agent', instructions: 'Research.' }],
        agentTools: [{ id: 'm-r', from: 'manager', to: 'research', toolDescription: 'Researches a question' }],
      },
      turns,
    );
    // the worker saw only the tool's input; the manager got the worker's reply as the tool output
    expect(sdk.requests[1].input).toEqual([{ type: 'message', role: 'user', content: 'find x' }]);
    expect(sdk.finalOutput).toBe('The answer is 4');
    // the canvas learns of the nested run from these events, inside the manager's turn
    const kinds = events.filter((e) => e.type === 'agent_tool_start' || e.type === 'agent_tool_end' || e.type === 'agent_start').map((e) => (e.type === 'agent_start' ? `start:${e.agentId}` : e.type));
    expect(kinds).toEqual(['start:manager', 'agent_tool_start', 'start:research', 'agent_tool_end']);
    expect(events.find((e) => e.type === 'agent_tool_end')).toMatchObject({ managerId: 'manager', workerId: 'research', agentToolId: 'm-r', callId: 'c1', output: 'x is 4', error: null });
  });

  it('tool name override, a worker that uses its own tool over two turns, and a custom output extractor', async () => {
    const worker = new Agent({ name: 'Weather Desk', instructions: 'Look it up.', tools: [sdkWeather()] });
    const manager = new Agent({
      name: 'Manager',
      instructions: 'Manage.',
      tools: [sdkWeather(), worker.asTool({ toolName: 'ask weather desk', toolDescription: 'Asks the desk', customOutputExtractor: (result) => `Desk says: ${String(result.finalOutput).toUpperCase()}` })],
    });
    const turns = [
      [assistantMessage('asking'), functionCall('ask_weather_desk', { input: 'Paris?' }, 'c1')],
      [functionCall('get_weather', { city: 'Paris' }, 'w1')],
      [assistantMessage('sunny in Paris')],
      [assistantMessage('It is sunny')],
    ];
    const { sdk } = await expectSameRun(
      manager,
      {
        agents: [{ id: 'manager', name: 'Manager', instructions: 'Manage.', tools: ['weather'] }, { id: 'desk', name: 'Weather Desk', instructions: 'Look it up.', tools: ['weather'] }],
        tools: [graphWeather],
        agentTools: [{ id: 'm-d', from: 'manager', to: 'desk', toolName: 'ask weather desk', toolDescription: 'Asks the desk', outputExtractor: 'export default ({ finalOutput }) => `Desk says: ${String(finalOutput).toUpperCase()}`' }],
      },
      turns,
    );
    expect(sdk.requests[0].tools.map((t) => t.name)).toEqual(['get_weather', 'ask_weather_desk']);
    expect(JSON.stringify(sdk.requests[3].input)).toContain('Desk says: SUNNY IN PARIS');
  });

  it('the worker runs under its own turn limit: its MaxTurnsExceeded is a tool error and the manager goes on', async () => {
    const worker = new Agent({ name: 'Looper', instructions: 'Loop.', tools: [sdkWeather()] });
    const manager = new Agent({ name: 'Manager', instructions: 'Manage.', tools: [worker.asTool({ toolDescription: 'Loops', runOptions: { maxTurns: 2 } })] });
    const call = (n: number) => [functionCall('get_weather', { city: `c${n}` }, `w${n}`)];
    const turns = [[functionCall('Looper', { input: 'go' }, 'c1')], call(1), call(2), [assistantMessage('the looper failed')]];
    const { sdk, events } = await expectSameRun(
      manager,
      {
        agents: [{ id: 'manager', name: 'Manager', instructions: 'Manage.' }, { id: 'looper', name: 'Looper', instructions: 'Loop.', tools: ['weather'] }],
        tools: [graphWeather],
        agentTools: [{ id: 'm-l', from: 'manager', to: 'looper', toolDescription: 'Loops', maxTurns: 2 }],
      },
      turns,
    );
    expect(sdk.finalOutput).toBe('the looper failed');
    expect(JSON.stringify(sdk.requests[3].input)).toContain('An error occurred while running the tool. Please try again.');
    expect(events.find((e) => e.type === 'agent_tool_end')).toMatchObject({ output: null, error: 'Max turns (2) exceeded' });
  });

  it('a worker with an output type: the manager gets the JSON text the worker wrote', async () => {
    const answer = { type: 'object', properties: { value: { type: 'number' } }, required: ['value'], additionalProperties: false } as const;
    const worker = new Agent({ name: 'Calc', instructions: 'Compute.', outputType: { type: 'json_schema', name: 'json_schema', strict: true, schema: answer } as never });
    const manager = new Agent({ name: 'Manager', instructions: 'Manage.', tools: [worker.asTool({ toolDescription: 'Computes' })] });
    const turns = [[functionCall('Calc', { input: '2+2' }, 'c1')], [assistantMessage('{"value": 4}')], [assistantMessage('4')]];
    const { sdk } = await expectSameRun(
      manager,
      {
        agents: [{ id: 'manager', name: 'Manager', instructions: 'Manage.' }, { id: 'calc', name: 'Calc', instructions: 'Compute.', outputSchema: { ...answer } }],
        agentTools: [{ id: 'm-c', from: 'manager', to: 'calc', toolDescription: 'Computes' }],
      },
      turns,
    );
    expect(JSON.stringify(sdk.requests[2].input)).toContain('{\\"value\\": 4}');
  });
});
