import { describe, expect, it } from 'vitest';
import { ModelProviderError, emptyUsage, type Model, type ModelRequest, type ModelStreamEvent } from '../../models/model.ts';
import { userMessage } from '../../models/items.ts';
import { virtualClock } from '../testing/evalFixtures.ts';
import { createRateGate, DEFAULT_RETRY_POLICY, realClock, retryingModel } from './rateLimit.ts';

const request: ModelRequest = { model: 'm', systemInstructions: undefined, input: [userMessage('hi')], tools: [], handoffs: [], modelSettings: {}, outputSchema: null };

describe('retryingModel', () => {
  it('retries a stream refused with 429 before its first chunk, and streams it once', async () => {
    const { clock, sleeps } = virtualClock();
    let opened = 0;
    const model: Model = {
      provider: 'test',
      getResponse: () => Promise.reject(new Error('unused')),
      async *getStreamedResponse(): AsyncIterable<ModelStreamEvent> {
        opened += 1;
        if (opened === 1) throw new ModelProviderError('429', 'rate_limit', 429, 1200);
        yield { type: 'output_text_delta', delta: 'he' };
        yield { type: 'output_text_delta', delta: 'llo' };
        yield { type: 'response_done', response: { output: [], usage: emptyUsage() } };
      },
    };
    const events: ModelStreamEvent[] = [];
    for await (const event of retryingModel(model, createRateGate(DEFAULT_RETRY_POLICY, clock)).getStreamedResponse(request)) events.push(event);
    expect(opened).toBe(2);
    expect(sleeps).toEqual([1200]);
    expect(events.map((e) => (e.type === 'output_text_delta' ? e.delta : e.type))).toEqual(['he', 'llo', 'response_done']);
  });

  it('passes other errors through untouched, with no retry', async () => {
    const gate = createRateGate(DEFAULT_RETRY_POLICY, virtualClock().clock);
    const failing: Model = { provider: 't', getResponse: () => Promise.reject(new ModelProviderError('bad key', 'auth', 401)), getStreamedResponse: () => ({ async *[Symbol.asyncIterator]() {} }) };
    await expect(retryingModel(failing, gate).getResponse(request)).rejects.toMatchObject({ message: 'bad key', kind: 'auth' });
    expect(gate.stats).toEqual({ limited: 0, retries: 0, waitedMs: 0 });
  });

  it('stops waiting when the run is stopped', async () => {
    const gate = createRateGate(DEFAULT_RETRY_POLICY, realClock);
    gate.holdUntil(Date.now() + 60_000);
    const controller = new AbortController();
    const waiting = gate.ready(controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
