import { describe, expect, it } from 'vitest';
import { createScriptedModel } from './scripted.ts';
import { assistantMessage, functionCall, userMessage } from './items.ts';
import type { ModelRequest, ModelStreamEvent } from './model.ts';

function request(text: string, signal?: AbortSignal): ModelRequest {
  return {
    model: 'test-model',
    systemInstructions: 'Be brief.',
    input: [userMessage(text)],
    tools: [],
    handoffs: [],
    modelSettings: {},
    outputSchema: null,
    signal,
  };
}

async function collect(events: AsyncIterable<ModelStreamEvent>): Promise<ModelStreamEvent[]> {
  const out: ModelStreamEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

describe('createScriptedModel', () => {
  it('plays turns in order and records each request', async () => {
    const model = createScriptedModel([
      { output: [functionCall('transfer_to_sales', {}, 'call_1')] },
      { output: [assistantMessage('Hello from sales')], usage: { inputTokens: 7, outputTokens: 3, totalTokens: 10 } },
    ]);
    const first = await model.getResponse(request('one'));
    const second = await model.getResponse(request('two'));
    expect(first.output[0]).toMatchObject({ type: 'function_call', name: 'transfer_to_sales' });
    expect(second.output).toEqual([assistantMessage('Hello from sales')]);
    expect(second.usage).toEqual({ requests: 1, inputTokens: 7, outputTokens: 3, totalTokens: 10 });
    expect(model.calls.map((c) => c.request.input)).toEqual([[userMessage('one')], [userMessage('two')]]);
    expect(model.remaining).toBe(0);
  });

  it('keeps a snapshot of the input, unaffected by later mutation', async () => {
    const model = createScriptedModel([{ output: [] }]);
    const req = request('before');
    await model.getResponse(req);
    req.input.push(userMessage('after'));
    expect(model.calls[0].request.input).toEqual([userMessage('before')]);
  });

  it('calls function turns with the request and throws Error turns', async () => {
    const model = createScriptedModel([
      (req) => [assistantMessage(`echo ${req.input.length}`)],
      new Error('model exploded'),
    ]);
    expect((await model.getResponse(request('x'))).output).toEqual([assistantMessage('echo 1')]);
    await expect(model.getResponse(request('y'))).rejects.toThrow('model exploded');
  });

  it('says clearly when no turns remain', async () => {
    const model = createScriptedModel([{ output: [] }]);
    await model.getResponse(request('a'));
    await expect(model.getResponse(request('b'))).rejects.toThrow(/no turn left for call 2 \(it was given 1 turn\)/);
  });

  it('streams one delta per text part, then exactly one response_done', async () => {
    const message = { ...assistantMessage('Hi'), content: [{ type: 'output_text' as const, text: 'Hi ' }, { type: 'output_text' as const, text: 'there' }] };
    const model = createScriptedModel([{ output: [message, functionCall('f', {}, 'c1')] }]);
    const events = await collect(model.getStreamedResponse(request('a')));
    expect(events.map((e) => e.type)).toEqual(['response_started', 'output_text_delta', 'output_text_delta', 'response_done']);
    expect(events.filter((e) => e.type === 'output_text_delta').map((e) => e.delta)).toEqual(['Hi ', 'there']);
    const done = events.at(-1);
    expect(done?.type === 'response_done' && done.response.output).toHaveLength(2);
    expect(model.calls[0].streamed).toBe(true);
  });

  it('splits text into chunks when asked', async () => {
    const model = createScriptedModel([{ output: [assistantMessage('abcdefg')] }], { chunkSize: 3 });
    const events = await collect(model.getStreamedResponse(request('a')));
    expect(events.filter((e) => e.type === 'output_text_delta').map((e) => e.delta)).toEqual(['abc', 'def', 'g']);
  });

  it('rejects with an AbortError when the signal is already aborted', async () => {
    const model = createScriptedModel([{ output: [assistantMessage('never')] }]);
    const controller = new AbortController();
    controller.abort();
    await expect(model.getResponse(request('a', controller.signal))).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stops a stream mid-way when the signal fires', async () => {
    const model = createScriptedModel([{ output: [assistantMessage('abcdefghij')] }], { chunkSize: 2 });
    const controller = new AbortController();
    const seen: string[] = [];
    const consume = async () => {
      for await (const event of model.getStreamedResponse(request('a', controller.signal))) {
        if (event.type === 'output_text_delta') {
          seen.push(event.delta);
          if (seen.length === 2) controller.abort();
        }
      }
    };
    await expect(consume()).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual(['ab', 'cd']);
  });
});
