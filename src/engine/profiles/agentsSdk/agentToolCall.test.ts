/**
 * Agents as tools under both Agents SDK profiles (the JS profile is also compared with the real
 * @openai/agents-core in src/engine/equivalence/agentsAsTools.test.ts). Python rules are read
 * from openai-agents-python 0.22 src/agents/agent.py as_tool (cited in strings.python.ts).
 */
import { describe, expect, it } from 'vitest';
import { endedSpans } from '../../spans.ts';
import { assistantMessage, functionCall } from '../../../models/items.ts';
import { drive } from '../../testing/drive.ts';
import { testGraph } from '../../testing/graphs.ts';
import type { Runtime } from '../../../graph/schema.ts';

const weather = { id: 'weather', type: 'function' as const, name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false }, code: 'export default ({ city }) => `sunny in ${city}`' };

const pair = (runtime: Runtime, edge: Record<string, unknown> = {}) =>
  testGraph({
    runtime,
    agents: [{ id: 'm', name: 'Manager', instructions: 'Manage.' }, { id: 'w', name: 'Research Agent', instructions: 'Research.', tools: ['weather'] }],
    tools: [weather],
    agentTools: [{ id: 'm-w', from: 'm', to: 'w', ...edge }],
  });

describe('agents as tools, Python profile', () => {
  // #22 item 4: the schema carries the AgentAsToolInput docstring (agent_tool_input.py:21-22@v0.22.0), key order as sent
  it('names the tool in snake case, sends the pydantic schema with titles and the docstring (agent_tool_input.py:21-22), and returns the final output', async () => {
    const g = pair('agents-sdk-python', { toolDescription: 'Researches' });
    const { result, model } = await drive(g, 'q', [[functionCall('research_agent', { input: 'find x' }, 'c1')], [assistantMessage('x is 4')], [assistantMessage('done')]]);
    expect(result.error).toBeNull();
    const tool = model.calls[0].request.tools[0];
    expect(tool).toEqual({
      type: 'function',
      name: 'research_agent',
      description: 'Researches',
      parameters: { description: 'Default input schema for agent-as-tool calls.', properties: { input: { title: 'Input', type: 'string' } }, required: ['input'], title: 'AgentAsToolInput', type: 'object', additionalProperties: false },
      strict: true,
    });
    expect(Object.keys(tool.type === 'function' ? tool.parameters : {})).toEqual(['description', 'properties', 'required', 'title', 'type', 'additionalProperties']);
    expect(model.calls[1].request.input).toEqual([{ type: 'message', role: 'user', content: 'find x' }]);
    expect(model.calls[2].request.input.at(-1)).toMatchObject({ type: 'function_call_result', callId: 'c1', output: { type: 'text', text: 'x is 4' } });
  });

  it('a failed nested run is the Python tool error, with the error text', async () => {
    const g = pair('agents-sdk-python', { maxTurns: 1 });
    const { result, model, events } = await drive(g, 'q', [[functionCall('research_agent', { input: 'go' }, 'c1')], [functionCall('get_weather', { city: 'Oslo' }, 'w1')], [assistantMessage('gave up')]]);
    expect(result.finalOutput).toBe('gave up');
    expect(model.calls[2].request.input.at(-1)).toMatchObject({ output: { text: 'An error occurred while running the tool. Please try again. Error: Max turns (1) exceeded' } });
    expect(events.find((e) => e.type === 'agent_tool_end')).toMatchObject({ error: 'Max turns (1) exceeded', output: null });
  });

  it('an empty final output falls back to the newest tool output (agent.py:990-1003)', async () => {
    const g = pair('agents-sdk-python');
    const { model } = await drive(g, 'q', [[functionCall('research_agent', { input: 'go' }, 'c1')], [functionCall('get_weather', { city: 'Oslo' }, 'w1')], [assistantMessage('')], [assistantMessage('ok')]]);
    expect(model.calls[3].request.input.at(-1)).toMatchObject({ output: { text: 'sunny in Oslo' } });
  });
});

describe('agents as tools, both profiles', () => {
  for (const runtime of ['agents-sdk-js', 'agents-sdk-python'] as const) {
    it(`${runtime}: the nested run has its own turn limit (not the graph's), its usage counts for the caller, and the run ends with the manager`, async () => {
      const g = { ...pair(runtime, { toolName: 'ask' }), settings: { ...pair(runtime).settings, maxTurns: 2 } };
      const { result, events } = await drive(g, 'q', [[functionCall('ask', { input: 'go' }, 'c1')], [functionCall('get_weather', { city: 'A' }, 'w1')], [functionCall('get_weather', { city: 'B' }, 'w2')], [assistantMessage('found')], [assistantMessage('done')]]);
      // three worker turns under a graph limit of 2: the worker's own default limit (10) applies
      expect(result.error).toBeNull();
      expect(result.finalOutput).toBe('done');
      expect(result.lastAgentId).toBe('m');
      // the manager's history holds the tool call and its result, none of the worker's items
      expect(result.items.map((i) => i.type)).toEqual(['message', 'function_call', 'function_call_result', 'message']);
      const task = endedSpans(events).filter((s) => s.span_data.type === 'custom' && s.span_data.name === 'task').map((s) => (s.span_data as { data: { usage?: { requests: number } } }).data.usage?.requests);
      // the nested task span first (the worker's 3 requests), then the outer one (all 5)
      expect(task).toEqual([3, 5]);
    });
  }
});
