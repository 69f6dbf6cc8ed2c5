/**
 * Traces versus the real SDK: the span tree (task > agent > turn > function / handoff /
 * guardrail), span_data and errors, normalized as spanTree.ts says.
 */
import { describe, expect, it } from 'vitest';
import { Agent, handoff, tool } from '@openai/agents-core';
import { assistantMessage, functionCall } from '../../models/items.ts';
import { exportTrace } from '../kernel/index.ts';
import { drive } from '../testing/drive.ts';
import { edge, testGraph } from '../testing/graphs.ts';
import { runSdk } from './harness.ts';
import { spanTree, withSdkSpans } from './spanTree.ts';

const cityParams = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false };
const weatherCode = 'export default ({ city }) => `sunny in ${city}`';

async function compare(agent: Agent, graph: Parameters<typeof drive>[0], turns: Parameters<typeof runSdk>[2], options: { maxTurns?: number } = {}) {
  const sdkSpans = await withSdkSpans(() => runSdk(agent, 'hello', turns, options));
  const ours = await drive(graph, 'hello', turns, { maxTurns: options.maxTurns });
  expect(sdkSpans.length).toBeGreaterThan(0);
  expect(spanTree(exportTrace(ours.events).spans)).toEqual(spanTree(sdkSpans));
}

describe('trace equivalence with @openai/agents-core 0.20.0', () => {
  it('tool, then several handoffs in one response', async () => {
    const weather = tool({ name: 'get_weather', description: 'w', parameters: cityParams as never, strict: true, execute: async (a: any) => `sunny in ${a.city}` });
    const billing = new Agent({ name: 'Billing Agent', instructions: 'bill' });
    const refunds = new Agent({ name: 'Refunds', instructions: 'refund' });
    const triage = new Agent({ name: 'Triage', instructions: 'route', tools: [weather], handoffs: [billing, handoff(refunds)] });
    const graph = testGraph({
      agents: [{ id: 't', name: 'Triage', instructions: 'route', tools: ['w'] }, { id: 'b', name: 'Billing Agent', instructions: 'bill' }, { id: 'r', name: 'Refunds', instructions: 'refund' }],
      tools: [{ id: 'w', type: 'function', name: 'get_weather', description: 'w', parameters: cityParams, code: weatherCode }],
      handoffs: [edge('tb', 't', 'b'), edge('tr', 't', 'r')],
    });
    await compare(triage, graph, [
      [functionCall('get_weather', { city: 'Paris' }, 'c1')],
      [assistantMessage('routing'), functionCall('transfer_to_Billing_Agent', {}, 'h1'), functionCall('transfer_to_Refunds', {}, 'h2')],
      [assistantMessage('billing done')],
    ]);
  });

  it('max turns error on the agent span', async () => {
    const weather = tool({ name: 'get_weather', description: 'w', parameters: cityParams as never, strict: true, execute: async (a: any) => `sunny in ${a.city}` });
    const agent = new Agent({ name: 'A', tools: [weather] });
    const graph = testGraph({ agents: [{ id: 'a', name: 'A', tools: ['w'] }], tools: [{ id: 'w', type: 'function', name: 'get_weather', description: 'w', parameters: cityParams, code: weatherCode }] });
    const call = (n: number) => [functionCall('get_weather', { city: `c${n}` }, `c${n}`)];
    await compare(agent, graph, [call(1), call(2), call(3)], { maxTurns: 2 });
  });

  it('input guardrail tripwire', async () => {
    const agent = new Agent({ name: 'A', inputGuardrails: [{ name: 'block', runInParallel: false, execute: async () => ({ tripwireTriggered: true, outputInfo: 'no' }) }] });
    const graph = testGraph({
      agents: [{ id: 'a', name: 'A', inputGuardrails: ['g'] }],
      guardrails: [{ id: 'g', kind: 'input', name: 'block', runInParallel: false, code: 'export default () => ({ tripwire: true, info: "no" })' }],
    });
    await compare(agent, graph, [[assistantMessage('never')]]);
  });

  it('throwing tool, bad argument JSON, unknown tool', async () => {
    const boom = tool({ name: 'boom', description: 'b', parameters: cityParams as never, strict: true, execute: async () => { throw new Error('kapow'); } });
    const agent = new Agent({ name: 'A', tools: [boom] });
    const graph = testGraph({ agents: [{ id: 'a', name: 'A', tools: ['boom'] }], tools: [{ id: 'boom', type: 'function', name: 'boom', description: 'b', parameters: cityParams, code: 'export default () => { throw new Error("kapow"); }' }] });
    await compare(agent, graph, [[functionCall('boom', { city: 'x' }, 'c1'), functionCall('boom', '{bad', 'c3')], [functionCall('nope', {}, 'c2')]]);
  });

  it('invalid handoff input', async () => {
    const reason = { type: 'object', properties: { reason: { type: 'string' } }, required: ['reason'], additionalProperties: false };
    const billing = new Agent({ name: 'Billing' });
    const agent = new Agent({ name: 'A', handoffs: [handoff(billing, { inputType: reason as never, onHandoff: () => {} })] });
    const graph = testGraph({ agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'Billing' }], handoffs: [edge('ab', 'a', 'b', { inputSchema: reason, onHandoff: 'export default () => {}' })] });
    await compare(agent, graph, [[functionCall('transfer_to_Billing', '{oops', 'h1')]]);
  });

  it('structured output with an output guardrail tripwire', async () => {
    const schema = { type: 'object', properties: { n: { type: 'number' } }, required: ['n'], additionalProperties: false };
    const agent = new Agent({
      name: 'A',
      outputType: { type: 'json_schema', name: 'Out', strict: true, schema } as never,
      outputGuardrails: [{ name: 'small', execute: async ({ agentOutput }: any) => ({ tripwireTriggered: agentOutput.n > 5, outputInfo: null }) }],
    });
    const graph = testGraph({
      agents: [{ id: 'a', name: 'A', outputSchema: { title: 'Out', ...schema }, outputGuardrails: ['small'] }],
      guardrails: [{ id: 'small', kind: 'output', name: 'small', code: 'export default (o) => ({ tripwire: o.n > 5, info: null })' }],
    });
    await compare(agent as unknown as Agent, graph, [[assistantMessage('{"n":9}')]]);
  });
});
