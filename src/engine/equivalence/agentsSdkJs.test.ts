/**
 * Switchboard (agents-sdk-js profile) versus the real @openai/agents-core 0.20.0, scenario by
 * scenario: same graph, same scripted model turns; the model-visible requests, the final output,
 * the last agent and the error must be identical. See harness.ts for what is normalized.
 */
import { describe, expect, it } from 'vitest';
import { Agent, ToolGuardrailFunctionOutputFactory, defineToolInputGuardrail, defineToolOutputGuardrail, handoff, tool } from '@openai/agents-core';
import { removeAllTools } from '@openai/agents-core/extensions';
import { assistantMessage, functionCall } from '../../models/items.ts';
import { edge, testGraph } from '../testing/graphs.ts';
import { runSdk, runSwitchboard } from './harness.ts';

const cityParams = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false } as const;
const reasonParams = { type: 'object', properties: { reason: { type: 'string' } }, required: ['reason'], additionalProperties: false } as const;

// The SDK side's tools: plain TS mirroring the graph's tool code below.
const sdkWeather = () => tool({ name: 'get weather', description: 'Weather for a city', parameters: cityParams as never, strict: true, execute: async (a: any) => `sunny in ${a.city}` });
const graphWeather = { id: 'weather', type: 'function' as const, name: 'get weather', description: 'Weather for a city', parameters: { ...cityParams }, code: 'export default ({ city }) => `sunny in ${city}`' };

const graphAgents = {
  triage: { id: 'triage', name: 'Triage', instructions: 'Route the customer.' },
  billing: { id: 'billing', name: 'Billing Agent', instructions: 'Handle billing.', handoffDescription: 'Invoices and payments' },
  refunds: { id: 'refunds', name: 'Refunds', instructions: 'Handle refunds.' },
};

describe('equivalence with @openai/agents-core 0.20.0', () => {
  it('single handoff', async () => {
    const billing = new Agent({ name: 'Billing Agent', instructions: 'Handle billing.', handoffDescription: 'Invoices and payments' });
    const triage = new Agent({ name: 'Triage', instructions: 'Route the customer.', handoffs: [billing] });
    const turns = [[functionCall('transfer_to_Billing_Agent', {}, 'h1')], [assistantMessage('Billing here')]];
    const graph = testGraph({ agents: [graphAgents.triage, graphAgents.billing], handoffs: [edge('t-b', 'triage', 'billing')] });
    const sdk = await runSdk(triage, 'I need an invoice', turns);
    expect(sdk.lastAgent).toBe('Billing Agent');
    expect(await runSwitchboard(graph, 'I need an invoice', turns)).toEqual(sdk);
  });

  it('chain of three', async () => {
    const refunds = new Agent({ name: 'Refunds', instructions: 'Handle refunds.' });
    const billing = new Agent({ name: 'Billing Agent', instructions: 'Handle billing.', handoffDescription: 'Invoices and payments', handoffs: [refunds] });
    const triage = new Agent({ name: 'Triage', instructions: 'Route the customer.', handoffs: [billing] });
    const turns = [[functionCall('transfer_to_Billing_Agent', {}, 'h1')], [assistantMessage('let me pass you on'), functionCall('transfer_to_Refunds', {}, 'h2')], [assistantMessage('refunded')]];
    const graph = testGraph({ agents: Object.values(graphAgents), handoffs: [edge('t-b', 'triage', 'billing'), edge('b-r', 'billing', 'refunds')] });
    const sdk = await runSdk(triage, 'refund please', turns);
    expect(sdk.requests).toHaveLength(3);
    expect(await runSwitchboard(graph, 'refund please', turns)).toEqual(sdk);
  });

  it('several handoffs in one response (first wins, extras dropped)', async () => {
    const refunds = new Agent({ name: 'Refunds', instructions: 'Handle refunds.' });
    const billing = new Agent({ name: 'Billing Agent', instructions: 'Handle billing.', handoffDescription: 'Invoices and payments' });
    const triage = new Agent({ name: 'Triage', instructions: 'Route the customer.', handoffs: [billing, refunds] });
    const turns = [[assistantMessage('routing'), functionCall('transfer_to_Billing_Agent', {}, 'h1'), functionCall('transfer_to_Refunds', {}, 'h2')], [assistantMessage('billing done')]];
    const graph = testGraph({ agents: Object.values(graphAgents), handoffs: [edge('t-b', 'triage', 'billing'), edge('t-r', 'triage', 'refunds')] });
    const sdk = await runSdk(triage, 'x', turns);
    expect(await runSwitchboard(graph, 'x', turns)).toEqual(sdk);
  });

  it('handoff plus tool in one response (tools first)', async () => {
    const billing = new Agent({ name: 'Billing Agent', instructions: 'Handle billing.', handoffDescription: 'Invoices and payments' });
    const triage = new Agent({ name: 'Triage', instructions: 'Route the customer.', tools: [sdkWeather()], handoffs: [billing] });
    const turns = [[assistantMessage('checking'), functionCall('get_weather', { city: 'Paris' }, 'c1'), functionCall('transfer_to_Billing_Agent', {}, 'h1')], [assistantMessage('done')]];
    const graph = testGraph({ agents: [{ ...graphAgents.triage, tools: ['weather'] }, graphAgents.billing], tools: [graphWeather], handoffs: [edge('t-b', 'triage', 'billing')] });
    const sdk = await runSdk(triage, 'x', turns);
    expect(await runSwitchboard(graph, 'x', turns)).toEqual(sdk);
  });

  it('remove-all-tools input filter', async () => {
    const billing = new Agent({ name: 'Billing Agent', instructions: 'Handle billing.', handoffDescription: 'Invoices and payments' });
    const triage = new Agent({ name: 'Triage', instructions: 'Route the customer.', tools: [sdkWeather()], handoffs: [handoff(billing, { inputFilter: removeAllTools })] });
    const turns = [[functionCall('get_weather', { city: 'Oslo' }, 'c1')], [assistantMessage('going'), functionCall('transfer_to_Billing_Agent', {}, 'h1')], [assistantMessage('done')]];
    const graph = testGraph({ agents: [{ ...graphAgents.triage, tools: ['weather'] }, graphAgents.billing], tools: [graphWeather], handoffs: [edge('t-b', 'triage', 'billing', { inputFilter: { type: 'remove_all_tools' } })] });
    const sdk = await runSdk(triage, 'hi', turns);
    expect(sdk.requests[2].input).toHaveLength(2);
    expect(await runSwitchboard(graph, 'hi', turns)).toEqual(sdk);
  });

  const typedPair = () => {
    const seen: unknown[] = [];
    const billing = new Agent({ name: 'Billing Agent', instructions: 'Handle billing.', handoffDescription: 'Invoices and payments' });
    const triage = new Agent({ name: 'Triage', instructions: 'Route the customer.', handoffs: [handoff(billing, { inputType: reasonParams as never, onHandoff: (_ctx, input) => void seen.push(input) })] });
    const graph = testGraph({
      agents: [graphAgents.triage, graphAgents.billing],
      handoffs: [edge('t-b', 'triage', 'billing', { inputSchema: { ...reasonParams }, onHandoff: 'export default (input, { context }) => { context.reason = input.reason; }' })],
    });
    return { triage, graph, seen };
  };

  it('handoff input type: valid input', async () => {
    const { triage, graph, seen } = typedPair();
    const turns = [[functionCall('transfer_to_Billing_Agent', { reason: 'invoice' }, 'h1')], [assistantMessage('ok')]];
    const sdk = await runSdk(triage, 'x', turns);
    expect(seen).toEqual([{ reason: 'invoice' }]);
    expect(await runSwitchboard(graph, 'x', turns)).toEqual(sdk);
  });

  it('handoff input type: invalid JSON and empty input', async () => {
    for (const args of ['{"reason": ', '']) {
      const { triage, graph } = typedPair();
      const turns = [[functionCall('transfer_to_Billing_Agent', args, 'h1')], [assistantMessage('never')]];
      const sdk = await runSdk(triage, 'x', turns);
      expect(sdk.error?.type).toBe('ModelBehaviorError');
      expect(await runSwitchboard(graph, 'x', turns)).toEqual(sdk);
    }
  });

  it('disabled handoff (by a context rule) is an unknown tool, enabled once the rule holds', async () => {
    const billing = new Agent({ name: 'Billing Agent', instructions: 'Handle billing.', handoffDescription: 'Invoices and payments' });
    const triage = new Agent<{ vip: boolean }>({ name: 'Triage', instructions: 'Route the customer.', handoffs: [handoff(billing, { isEnabled: ({ runContext }) => (runContext.context as { vip?: boolean }).vip === true })] });
    const graph = (vip: boolean) => testGraph({ agents: [graphAgents.triage, graphAgents.billing], context: { vip }, handoffs: [edge('t-b', 'triage', 'billing', { enabled: { when: 'ctx.vip === true' } })] });
    const turns = [[functionCall('transfer_to_Billing_Agent', {}, 'h1')], [assistantMessage('ok')]];
    const off = await runSdk(triage as Agent, 'x', turns, { context: { vip: false } });
    expect(off.error).toEqual({ type: 'ModelBehaviorError', message: 'Tool transfer_to_Billing_Agent not found in agent Triage.' });
    expect(await runSwitchboard(graph(false), 'x', turns)).toEqual(off);
    const on = await runSdk(triage as Agent, 'x', turns, { context: { vip: true } });
    expect(on.lastAgent).toBe('Billing Agent');
    expect(await runSwitchboard(graph(true), 'x', turns)).toEqual(on);
  });

  it('unknown tool', async () => {
    const triage = new Agent({ name: 'Triage', instructions: 'Route the customer.', tools: [sdkWeather()] });
    const turns = [[functionCall('get_forecast', {}, 'c1')]];
    const graph = testGraph({ agents: [{ ...graphAgents.triage, tools: ['weather'] }], tools: [graphWeather] });
    const sdk = await runSdk(triage, 'x', turns);
    expect(sdk.error?.message).toBe('Tool get_forecast not found in agent Triage.');
    expect(await runSwitchboard(graph, 'x', turns)).toEqual(sdk);
  });

  it('throwing tool and bad argument JSON', async () => {
    const boom = tool({ name: 'boom', description: 'explodes', parameters: cityParams as never, strict: true, execute: async () => { throw new Error('kapow'); } });
    const triage = new Agent({ name: 'Triage', instructions: 'Route the customer.', tools: [boom, sdkWeather()] });
    const turns = [[functionCall('boom', { city: 'x' }, 'c1'), functionCall('get_weather', '{"city": ', 'c2')], [assistantMessage('sorry')]];
    const graph = testGraph({
      agents: [{ ...graphAgents.triage, tools: ['boom', 'weather'] }],
      tools: [{ ...graphWeather, id: 'boom', name: 'boom', description: 'explodes', code: 'export default () => { throw new Error("kapow"); }' }, graphWeather],
    });
    const sdk = await runSdk(triage, 'x', turns);
    expect(sdk.finalOutput).toBe('sorry');
    expect(await runSwitchboard(graph, 'x', turns)).toEqual(sdk);
  });

  it('non-string tool results', async () => {
    const obj = tool({ name: 'lookup', description: 'returns data', parameters: cityParams as never, strict: true, execute: async (a: any) => ({ city: a.city, temp: 21.5, tags: ['a', null], ok: true }) });
    const flag = tool({ name: 'flag', description: 'returns a boolean', parameters: cityParams as never, strict: true, execute: async () => true as never });
    const triage = new Agent({ name: 'Triage', instructions: 'Route the customer.', tools: [obj, flag] });
    const turns = [[functionCall('lookup', { city: 'Rome' }, 'c1'), functionCall('flag', { city: 'Rome' }, 'c2')], [assistantMessage('done')]];
    const graph = testGraph({
      agents: [{ ...graphAgents.triage, tools: ['lookup', 'flag'] }],
      tools: [
        { ...graphWeather, id: 'lookup', name: 'lookup', description: 'returns data', code: 'export default ({ city }) => ({ city, temp: 21.5, tags: ["a", null], ok: true })' },
        { ...graphWeather, id: 'flag', name: 'flag', description: 'returns a boolean', code: 'export default () => true' },
      ],
    });
    const sdk = await runSdk(triage, 'x', turns);
    expect(await runSwitchboard(graph, 'x', turns)).toEqual(sdk);
  });

  it('max turns', async () => {
    const triage = new Agent({ name: 'Triage', instructions: 'Route the customer.', tools: [sdkWeather()] });
    const call = (n: number) => [functionCall('get_weather', { city: `c${n}` }, `c${n}`)];
    const turns = [call(1), call(2), call(3), call(4)];
    const graph = testGraph({ agents: [{ ...graphAgents.triage, tools: ['weather'] }], tools: [graphWeather] });
    const sdk = await runSdk(triage, 'x', turns, { maxTurns: 3 });
    expect(sdk.error).toEqual({ type: 'MaxTurnsExceededError', message: 'Max turns (3) exceeded' });
    expect(await runSwitchboard(graph, 'x', turns, { maxTurns: 3 })).toEqual(sdk);
  });

  const approvalPair = () => {
    const del = tool({ name: 'delete_file', description: 'Deletes a file', parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'], additionalProperties: false } as never, strict: true, needsApproval: true, execute: async (a: any) => `deleted ${a.path}` });
    const triage = new Agent({ name: 'Triage', instructions: 'Route the customer.', tools: [del] });
    const graph = testGraph({
      agents: [{ ...graphAgents.triage, tools: ['del'] }],
      tools: [{ id: 'del', type: 'function', name: 'delete_file', description: 'Deletes a file', parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'], additionalProperties: false }, needsApproval: true, code: 'export default ({ path }) => `deleted ${path}`' }],
    });
    const turns = [[functionCall('delete_file', { path: '/tmp/x' }, 'c1')], [assistantMessage('done')]];
    return { triage, graph, turns };
  };

  it('approval: approve', async () => {
    const { triage, graph, turns } = approvalPair();
    const sdk = await runSdk(triage, 'x', turns, { approvals: [{ approved: true }] });
    expect(sdk.requests[1].input).toContainEqual(expect.objectContaining({ output: { type: 'text', text: 'deleted /tmp/x' } }));
    expect(await runSwitchboard(graph, 'x', turns, { approvals: [{ approved: true }] })).toEqual(sdk);
  });

  it('approval: reject', async () => {
    const { triage, graph, turns } = approvalPair();
    const sdk = await runSdk(triage, 'x', turns, { approvals: [{ approved: false }] });
    expect(sdk.requests[1].input).toContainEqual(expect.objectContaining({ output: { type: 'text', text: 'Tool execution was not approved.' } }));
    expect(await runSwitchboard(graph, 'x', turns, { approvals: [{ approved: false }] })).toEqual(sdk);
  });

  it('approval mixed with a plain tool in one response (the approved call output comes last)', async () => {
    const pathParams = { type: 'object', properties: { path: { type: 'string' } }, required: ['path'], additionalProperties: false };
    const del = tool({ name: 'del', description: 'd', parameters: pathParams as never, strict: true, needsApproval: true, execute: async (a: any) => `deleted ${a.path}` });
    const ls = tool({ name: 'ls', description: 'l', parameters: pathParams as never, strict: true, execute: async (a: any) => `listed ${a.path}` });
    const agent = new Agent({ name: 'A', tools: [del, ls] });
    const turns = [[functionCall('del', { path: '/a' }, 'c1'), functionCall('ls', { path: '/b' }, 'c2')], [assistantMessage('done')]];
    const graph = testGraph({
      agents: [{ id: 'a', name: 'A', tools: ['del', 'ls'] }],
      tools: [
        { id: 'del', type: 'function', name: 'del', description: 'd', parameters: pathParams, needsApproval: true, code: 'export default ({ path }) => `deleted ${path}`' },
        { id: 'ls', type: 'function', name: 'ls', description: 'l', parameters: pathParams, code: 'export default ({ path }) => `listed ${path}`' },
      ],
    });
    for (const approved of [true, false]) {
      const sdk = await runSdk(agent, 'x', turns, { approvals: [{ approved }] });
      expect(await runSwitchboard(graph, 'x', turns, { approvals: [{ approved }] })).toEqual(sdk);
    }
  });

  it('optional tool parameters (strict conversion, nulls dropped), a disabled tool, stopAtToolNames', async () => {
    const loose = { type: 'object', properties: { city: { type: 'string' }, n: { type: 'number' } }, required: ['city'] };
    const echo = tool({ name: 'echo', description: 'd', parameters: loose as never, strict: true, execute: async (a: any) => ({ got: a }) });
    const hidden = tool({ name: 'hidden', description: 'h', parameters: loose as never, strict: true, isEnabled: false, execute: async () => 'x' });
    const agent = new Agent({ name: 'A', tools: [echo, hidden], toolUseBehavior: { stopAtToolNames: ['echo'] } });
    const graph = testGraph({
      agents: [{ id: 'a', name: 'A', tools: ['echo', 'hidden'], toolUseBehavior: { stopAtToolNames: ['echo'] } }],
      tools: [
        { id: 'echo', type: 'function', name: 'echo', description: 'd', parameters: loose, code: 'export default (args) => ({ got: args })' },
        { id: 'hidden', type: 'function', name: 'hidden', description: 'h', parameters: loose, code: 'export default () => "x"', enabled: false },
      ],
    });
    const turns = [[functionCall('echo', { city: 'x', n: null }, 'c1')]];
    const sdk = await runSdk(agent, 'x', turns);
    expect(sdk.finalOutput).toBe('{"got":{"city":"x"}}');
    expect(await runSwitchboard(graph, 'x', turns)).toEqual(sdk);
  });

  it('tool input/output guardrails: reject content and throw', async () => {
    for (const [where, what] of [['in', 'reject'], ['out', 'reject'], ['in', 'throw'], ['out', 'throw']] as const) {
      const verdict = async () => (what === 'reject' ? ToolGuardrailFunctionOutputFactory.rejectContent('not allowed') : ToolGuardrailFunctionOutputFactory.throwException());
      const guarded = tool({
        name: 'get weather',
        description: 'Weather for a city',
        parameters: cityParams as never,
        strict: true as const,
        execute: async (a: any) => `sunny in ${a.city}`,
        ...(where === 'in' ? { inputGuardrails: [defineToolInputGuardrail({ name: 'city check', run: verdict })] } : { outputGuardrails: [defineToolOutputGuardrail({ name: 'city check', run: verdict })] }),
      });
      const agent = new Agent({ name: 'Triage', instructions: 'Route the customer.', tools: [guarded] });
      const graph = testGraph({
        agents: [{ ...graphAgents.triage, tools: ['weather'] }],
        tools: [{ ...graphWeather, ...(where === 'in' ? { inputGuardrails: ['g'] } : { outputGuardrails: ['g'] }) }],
        guardrails: [{ id: 'g', kind: where === 'in' ? 'tool_input' : 'tool_output', name: 'city check', code: `export default () => ({ behavior: '${what === 'reject' ? 'reject_content' : 'throw'}', message: 'not allowed' })` }],
      });
      const turns = [[functionCall('get_weather', { city: 'x' }, 'c1')], [assistantMessage('done')]];
      const sdk = await runSdk(agent, 'x', turns);
      expect(await runSwitchboard(graph, 'x', turns)).toEqual(sdk);
    }
  });

  it('structured output with an output guardrail, reached through a handoff with name/description overrides', async () => {
    const schema = { type: 'object', properties: { n: { type: 'number' } }, required: ['n'], additionalProperties: false };
    const b = new Agent({
      name: 'B',
      outputType: { type: 'json_schema', name: 'Out', strict: true, schema } as never,
      outputGuardrails: [{ name: 'small', execute: async ({ agentOutput }: any) => ({ tripwireTriggered: agentOutput.n > 5, outputInfo: { n: agentOutput.n } }) }],
    });
    const a = new Agent({ name: 'A', handoffs: [handoff(b, { toolNameOverride: 'go_b', toolDescriptionOverride: 'Go to B' })] });
    const graph = testGraph({
      agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B', outputSchema: { title: 'Out', ...schema }, outputGuardrails: ['small'] }],
      handoffs: [edge('ab', 'a', 'b', { trigger: { type: 'llm', toolName: 'go_b', description: 'Go to B', condition: null } })],
      guardrails: [{ id: 'small', kind: 'output', name: 'small', code: 'export default (o) => ({ tripwire: o.n > 5, info: { n: o.n } })' }],
    });
    for (const n of [3, 9]) {
      const turns = [[functionCall('go_b', {}, 'h1')], [assistantMessage(`{"n":${n}}`)]];
      const sdk = await runSdk(a as unknown as Agent, 'x', turns);
      expect(await runSwitchboard(graph, 'x', turns)).toEqual(sdk);
    }
  });

  it('tool_choice reset after tool use; code and keep-last input filters', async () => {
    const billing = new Agent({ name: 'Billing Agent', instructions: 'Handle billing.', handoffDescription: 'Invoices and payments' });
    const lastTwo = (data: any) => {
      // Mirrors the keep_last preset: the last N items of the whole conversation. The SDK hands a
      // string run input to filters as a string; Switchboard always passes items.
      const history = typeof data.inputHistory === 'string' ? [{ type: 'message', role: 'user', content: data.inputHistory }] : data.inputHistory;
      const all = [...history, ...data.preHandoffItems, ...data.newItems];
      let drop = Math.max(0, all.length - 2);
      const trim = (list: any[]) => {
        const n = Math.min(drop, list.length);
        drop -= n;
        return list.slice(n);
      };
      return { ...data, inputHistory: trim(history), preHandoffItems: trim(data.preHandoffItems), newItems: trim(data.newItems) };
    };
    const onlyNew = (data: any) => ({ ...data, inputHistory: [], preHandoffItems: [] });
    for (const [filter, graphFilter] of [
      [lastTwo, { type: 'keep_last', count: 2 }],
      [onlyNew, { type: 'code', code: 'export default (d) => ({ ...d, inputHistory: [], preHandoffItems: [] })' }],
    ] as const) {
      const triage = new Agent({ name: 'Triage', instructions: 'Route the customer.', modelSettings: { toolChoice: 'required' }, tools: [sdkWeather()], handoffs: [handoff(billing, { inputFilter: filter as never })] });
      const graph = testGraph({
        agents: [{ ...graphAgents.triage, tools: ['weather'], modelSettings: { toolChoice: 'required' } }, graphAgents.billing],
        tools: [graphWeather],
        handoffs: [edge('t-b', 'triage', 'billing', { inputFilter: graphFilter })],
      });
      const turns = [[functionCall('get_weather', { city: 'Oslo' }, 'c1')], [assistantMessage('over to billing'), functionCall('transfer_to_Billing_Agent', {}, 'h1')], [assistantMessage('done')]];
      const sdk = await runSdk(triage, 'hi', turns);
      expect(sdk.requests[0].modelSettings).toEqual({ toolChoice: 'required' });
      expect(sdk.requests[1].modelSettings).toEqual({});
      expect(await runSwitchboard(graph, 'hi', turns)).toEqual(sdk);
    }
  });

  it('model refusal', async () => {
    const agent = new Agent({ name: 'A', instructions: 'i' });
    const graph = testGraph({ agents: [{ id: 'a', name: 'A', instructions: 'i' }] });
    const turns = [[{ type: 'message' as const, role: 'assistant' as const, status: 'completed' as const, content: [{ type: 'refusal' as const, refusal: 'No.' }] }]];
    const sdk = await runSdk(agent, 'x', turns);
    expect(sdk.error?.type).toBe('ModelRefusalError');
    expect(await runSwitchboard(graph, 'x', turns)).toEqual(sdk);
  });

  it('input guardrail tripwire', async () => {
    const triage = new Agent({
      name: 'Triage',
      instructions: 'Route the customer.',
      inputGuardrails: [{ name: 'No card numbers', execute: async ({ input }) => ({ tripwireTriggered: /\d{16}/.test(String(input)), outputInfo: { reason: 'card number' } }) }],
    });
    const graph = testGraph({
      agents: [{ ...graphAgents.triage, inputGuardrails: ['cards'] }],
      guardrails: [{ id: 'cards', kind: 'input', name: 'No card numbers', code: 'export default (input) => ({ tripwire: /\\d{16}/.test(input), info: { reason: "card number" } })' }],
    });
    const turns = [[assistantMessage('never shown')]];
    const sdk = await runSdk(triage, 'my card is 1234567812345678', turns);
    expect(sdk.error).toEqual({ type: 'InputGuardrailTripwireTriggered', message: 'Input guardrail triggered: {"reason":"card number"}' });
    const ours = await runSwitchboard(graph, 'my card is 1234567812345678', turns);
    expect(ours.error).toEqual(sdk.error);
    expect(ours.finalOutput).toEqual(sdk.finalOutput);
    // The model call runs beside a parallel guardrail in both; when the SDK rejects before its
    // model is called, only the requests the SDK made must match ours.
    expect(ours.requests.slice(0, sdk.requests.length)).toEqual(sdk.requests);
    const clean = await runSdk(triage, 'hello', turns);
    expect(await runSwitchboard(graph, 'hello', turns)).toEqual(clean);
  });

  // runner/toolExecution.mjs getToolCallOutputItem + toolOutputNormalization.mjs: text/image/file
  // objects (or an array of only such) become input_text/input_image/input_file parts; a partial
  // or empty array, or an object that does not fit, is sent as JSON text.
  it('structured tool outputs: text, image and file objects become input parts', async () => {
    const returns: unknown[] = [
      { type: 'text', text: 'plain' },
      [{ type: 'text', text: 'a' }, { type: 'image', image: 'https://e.com/cat.png', detail: 'low' }],
      { type: 'image', image: { data: 'iVBOR', mediaType: 'image/png' } },
      { type: 'image', imageUrl: 'https://e.com/i.png', fileId: 'file_1' },
      { type: 'image', image: { fileId: 'file_2' } },
      { type: 'image', data: 'AAAA' },
      { type: 'file', file: { data: 'QUJD', mediaType: 'text/csv', filename: 'a.csv' } },
      { type: 'file', file: { url: 'https://e.com/r.pdf', filename: 'r.pdf' } },
      { type: 'file', fileId: 'file_3', filename: 'x.pdf' },
      { type: 'file', file: { data: 'QUJD' }, fileUrl: 'https://e.com/legacy.txt' },
      { type: 'file', fileData: 'QUJD' },
      { type: 'image' },
      [{ type: 'text', text: 'a' }, { b: 1 }],
      [],
    ];
    const code = `const RETURNS = ${JSON.stringify(returns)};\nexport default ({ i }) => RETURNS[i];`;
    const params = { type: 'object', properties: { i: { type: 'number' } }, required: ['i'], additionalProperties: false } as const;
    const agent = new Agent({ name: 'Triage', instructions: 'Route the customer.', tools: [tool({ name: 'pick', description: 'd', parameters: params as never, strict: true, execute: async (a: any) => returns[a.i] as never })] });
    const graph = testGraph({ agents: [{ ...graphAgents.triage, tools: ['pick'] }], tools: [{ id: 'pick', type: 'function', name: 'pick', description: 'd', parameters: { ...params }, code }] });
    const turns = [returns.map((_, i) => functionCall('pick', { i }, `c${i}`)), [assistantMessage('done')]];
    const sdk = await runSdk(agent, 'x', turns);
    const outputs = (sdk.requests[1].input as Array<{ type: string; output?: unknown }>).filter((i) => i.type === 'function_call_result').map((i) => i.output);
    expect(outputs[0]).toEqual([{ type: 'input_text', text: 'plain' }]);
    expect(outputs.at(-1)).toEqual({ type: 'text', text: '[]' });
    expect(await runSwitchboard(graph, 'x', turns)).toEqual(sdk);
  });
});
