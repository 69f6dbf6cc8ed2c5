import { describe, expect, it } from 'vitest';
import { createModel } from './createModel.ts';
import { userMessage } from './items.ts';

describe('createModel', () => {
  it('makes the provider asked for', () => {
    expect(createModel({ provider: 'simulator' }).provider).toBe('simulator');
    expect(createModel({ provider: 'openai-chat', apiKey: 'k' }).provider).toBe('openai-chat');
    expect(createModel({ provider: 'openai-responses', apiKey: 'k' }).provider).toBe('openai-responses');
  });

  it('passes the connection through: base URL, fetch and the advice for a rejected key', async () => {
    const seen: string[] = [];
    const fetch401 = ((url: string | URL | Request) => {
      seen.push(String(url));
      return Promise.resolve(new Response('{"error":{"message":"no"}}', { status: 401, headers: { 'content-type': 'application/json' } }));
    }) as typeof globalThis.fetch;
    const model = createModel({ provider: 'openai-chat', apiKey: 'k', baseURL: 'http://local.test/v1', fetch: fetch401, maxRetries: 0, keyAdvice: 'Check the key file.' });
    const request = { model: 'm', systemInstructions: undefined, input: [userMessage('hi')], tools: [], handoffs: [], modelSettings: {}, outputSchema: null };
    await expect(model.getResponse(request)).rejects.toMatchObject({ message: 'The API key was rejected (401). Check the key file.' });
    expect(seen).toEqual(['http://local.test/v1/chat/completions']);
  });
});
