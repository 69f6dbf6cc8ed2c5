import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Graph } from '../graph/schema.ts';
import { assistantMessage, functionCall, userMessage, type ProtocolItem } from '../models/items.ts';
import { createScriptedModel } from '../models/scripted.ts';
import { exportTrace } from './kernel/traceExport.ts';
import { counterIds } from './kernel/ids.ts';
import { createFakeSandbox } from './testing/fakeSandbox.ts';
import { testGraph } from './testing/graphs.ts';
import { run } from './index.ts';
import type { InputDelta, RunEvent } from './events.ts';
import { InputDeltaEncoder, commonPrefix, inputDeltaIndex, requestInput, requestInputs } from './requestInput.ts';

const request = (spanId: string, agentId: string, inputDelta: InputDelta, seq: number): RunEvent => ({
  type: 'model_request',
  agentId,
  turn: seq,
  request: { model: 'm', systemInstructions: undefined, inputDelta, tools: [], handoffs: [], modelSettings: {}, outputSchema: null },
  seq,
  t: 0,
  spanId,
});

/** Encodes `inputs` as one run would (request i by agent agents[i]) and returns the events. */
function encodeAll(inputs: ProtocolItem[][], agents: string[]): RunEvent[] {
  const encoder = new InputDeltaEncoder();
  return inputs.map((input, i) => request(`span_${i}`, agents[i], encoder.encode(`span_${i}`, agents[i], input), i));
}

describe('request inputs as deltas', () => {
  const a = userMessage('a');
  const b = assistantMessage('b');
  const c = userMessage('c');

  it('takes the prefix a caller names (extending) without comparing, and the same delta as comparing would', () => {
    const first = [a, b];
    const second = first.concat([c]);
    const named = new InputDeltaEncoder();
    named.encode('s0', 'x', first);
    const scanned = new InputDeltaEncoder();
    scanned.encode('s0', 'x', first);
    expect(named.encode('s1', 'x', second, first)).toEqual(scanned.encode('s1', 'x', second));
    expect(named.encode('s2', 'x', second.concat([a]), second)).toEqual({ base: 's1', keep: 3, added: [a] });
  });

  it('compares item by item when the named prefix is not the start of the input (its last item differs)', () => {
    const encoder = new InputDeltaEncoder();
    const first = [a, b];
    encoder.encode('s0', 'x', first);
    // the caller's word is wrong: the input rewrote b
    expect(encoder.encode('s1', 'x', [a, c, b], first)).toEqual({ base: 's0', keep: 1, added: [c, b] });
  });

  it('records a growing conversation as its new items only, and rebuilds each request in full', () => {
    const inputs = [[a], [a, b], [a, b, c]];
    const events = encodeAll(inputs, ['x', 'x', 'x']);
    expect(events.map((e) => e.type === 'model_request' && e.request.inputDelta)).toEqual([
      { base: null, keep: 0, added: [a] },
      { base: 'span_0', keep: 1, added: [b] },
      { base: 'span_1', keep: 2, added: [c] },
    ]);
    const index = inputDeltaIndex(events);
    expect(inputs.map((_, i) => requestInput(`span_${i}`, (id) => index.get(id)))).toEqual(inputs);
    expect([...requestInputs(events).values()]).toEqual(inputs);
  });

  it('shares items by value when a view rebuilds them (AG2), and picks the same agent\'s last request when that shares more', () => {
    // agent y sees x's reply as a user message, rebuilt as a new object every turn
    const inputs = [[a], [a, userMessage('b')], [a, b, c], [a, userMessage('b'), userMessage('c')]];
    const events = encodeAll(inputs, ['x', 'y', 'x', 'y']);
    const deltas = events.map((e) => (e.type === 'model_request' ? e.request.inputDelta : null));
    expect(deltas[1]).toEqual({ base: 'span_0', keep: 1, added: [userMessage('b')] });
    // the run's previous request (x's) shares one item; y's own previous request shares two
    expect(deltas[3]).toEqual({ base: 'span_1', keep: 2, added: [userMessage('c')] });
    expect([...requestInputs(events).values()]).toEqual(inputs);
  });

  it('starts over when nothing is shared (an input filter that rewrote the history)', () => {
    const events = encodeAll([[a, b], [c]], ['x', 'x']);
    expect(events[1].type === 'model_request' && events[1].request.inputDelta).toEqual({ base: null, keep: 0, added: [c] });
  });

  it('says "not known" (null) for a broken chain instead of a wrong input', () => {
    const events = encodeAll([[a], [a, b], [a, b, c]], ['x', 'x', 'x']);
    const withoutFirst = inputDeltaIndex(events.slice(1));
    expect(requestInput('span_2', (id) => withoutFirst.get(id))).toBeNull();
    expect(requestInputs(events.slice(1)).get('span_2')).toBeNull();
    // a delta that keeps more than its base had
    const bad = inputDeltaIndex([request('s0', 'x', { base: null, keep: 0, added: [a] }, 0), request('s1', 'x', { base: 's0', keep: 3, added: [b] }, 1)]);
    expect(requestInput('s1', (id) => bad.get(id))).toBeNull();
    // a cycle
    const loop = inputDeltaIndex([request('s0', 'x', { base: 's1', keep: 1, added: [a] }, 0), request('s1', 'x', { base: 's0', keep: 1, added: [b] }, 1)]);
    expect(requestInput('s1', (id) => loop.get(id))).toBeNull();
  });

  it('rebuilds any sequence of requests exactly, whatever they share (property)', () => {
    const item = fc.constantFrom(a, b, c, userMessage('d'), assistantMessage('e'));
    const step = fc.record({ agent: fc.constantFrom('x', 'y', 'z'), cut: fc.nat(6), more: fc.array(item, { maxLength: 4 }) });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 25 }), (steps) => {
        const inputs: ProtocolItem[][] = [];
        let current: ProtocolItem[] = [];
        for (const s of steps) {
          current = [...current.slice(0, Math.max(0, current.length - s.cut)), ...s.more];
          inputs.push(current);
        }
        const events = encodeAll(inputs, steps.map((s) => s.agent));
        const index = inputDeltaIndex(events);
        inputs.forEach((input, i) => expect(requestInput(`span_${i}`, (id) => index.get(id))).toEqual(input));
        expect([...requestInputs(events).values()]).toEqual(inputs);
        // what is stored never exceeds a full copy of each request
        events.forEach((e, i) => e.type === 'model_request' && expect(e.request.inputDelta.added.length).toBeLessThanOrEqual(inputs[i].length));
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it('counts the shared prefix by identity or by value', () => {
    expect(commonPrefix([a, b, c], [a, { ...b }, userMessage('z')])).toBe(2);
    expect(commonPrefix([], [a])).toBe(0);
  });
});

describe('a long run records each request as a delta (every runtime)', () => {
  const TURNS = 40;
  const graph = (runtime: Graph['runtime']) =>
    testGraph({
      runtime,
      maxTurns: 200,
      agents: [{ id: 'a', name: 'A', instructions: 'Look things up.', tools: ['look_up'] }],
      tools: [{ id: 'look_up', type: 'function', name: 'look_up', description: 'Looks up', parameters: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'], additionalProperties: false }, code: 'export default ({ q }) => `found ${q}`' }],
    });

  it.each(['agents-sdk-js', 'agents-sdk-python', 'swarm', 'ag2'] as const)('%s: stored items grow with the run, not with its square, and the trace export has every full input', async (runtime) => {
    const turns = Array.from({ length: TURNS }, (_, i) => ({ output: i < TURNS - 1 ? [functionCall('look_up', { q: `q${i}` }, `call_${i}`)] : [assistantMessage('done')] }));
    const model = createScriptedModel(turns);
    const result = await run(graph(runtime), 'Start', { model, sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), stream: false }).result;
    expect(model.calls).toHaveLength(TURNS);
    const requests = result.events.filter((e) => e.type === 'model_request');
    expect(requests).toHaveLength(TURNS);
    const stored = requests.reduce((n, e) => n + (e.type === 'model_request' ? e.request.inputDelta.added.length : 0), 0);
    const sent = model.calls.reduce((n, c) => n + c.request.input.length, 0);
    // each item is stored once (the transcript's length), against every item of every request before
    expect(stored).toBeLessThanOrEqual(result.items.length);
    expect(sent).toBeGreaterThan(20 * stored);
    // the generation spans of the exported trace carry exactly what the model was sent
    const generations = exportTrace(result.events).spans.filter((s) => s.span_data.type === 'generation');
    expect(generations.map((s) => (s.span_data.type === 'generation' ? s.span_data.input : null))).toEqual(model.calls.map((c) => c.request.input));
    expect(Object.keys(generations[0].span_data)[1]).toBe('input');
  });

  it('agents-sdk: an agent\'s unchanged tool and handoff lists are recorded once, not copied every turn', async () => {
    const turns = Array.from({ length: 4 }, (_, i) => ({ output: i < 3 ? [functionCall('look_up', { q: `q${i}` }, `call_${i}`)] : [assistantMessage('done')] }));
    const result = await run(graph('agents-sdk-js'), 'Start', { model: createScriptedModel(turns), sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), stream: false }).result;
    const requests = result.events.flatMap((e) => (e.type === 'model_request' ? [e.request] : []));
    const evaluated = result.events.flatMap((e) => (e.type === 'handoffs_evaluated' ? [e] : []));
    expect(requests).toHaveLength(4);
    for (let i = 1; i < 4; i++) {
      expect(requests[i].tools).toBe(requests[0].tools);
      expect(requests[i].handoffs).toBe(requests[0].handoffs);
      expect(evaluated[i].enabled).toBe(evaluated[0].enabled);
    }
    expect(requests[0].tools.map((t) => t.name)).toEqual(['look_up']);
  });
});
