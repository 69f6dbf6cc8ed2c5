import { describe, expect, it } from 'vitest';
import { createOpenAIChatModel } from './openaiChat.ts';
import { createOpenAIResponsesModel } from './openaiResponses.ts';
import { userMessage } from './items.ts';
import type { ModelRequest } from './model.ts';
import { retryAfterMs } from './providerError.ts';

const request: ModelRequest = {
  model: 'm',
  systemInstructions: undefined,
  input: [userMessage('hi')],
  tools: [],
  handoffs: [],
  modelSettings: {},
  outputSchema: null,
};

describe('provider errors that never reach a server', () => {
  it.each([
    ['Chrome', 'Failed to fetch'],
    ['Firefox', 'NetworkError when attempting to fetch resource.'],
    ['Safari', 'Load failed'],
  ])('explains CORS when the browser (%s) says "%s"', async (_browser, text) => {
    const browserFetch = (() => Promise.reject(new TypeError(text))) as typeof fetch;
    const model = createOpenAIChatModel({ apiKey: 'sk-x', baseURL: 'http://localhost:11434/v1', fetch: browserFetch, maxRetries: 0 });
    const error = await model.getResponse(request).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ModelProviderError', kind: 'cors' });
    expect((error as Error).message).toContain('does not allow requests from this page (CORS)');
    expect((error as Error).message).toContain('http://localhost:11434/v1');
  });

  it('asks for a key before calling api.openai.com without one', async () => {
    const model = createOpenAIResponsesModel({ apiKey: '' });
    await expect(model.getResponse(request)).rejects.toMatchObject({ kind: 'auth', message: 'No API key was given for OpenAI. Check the key in Model settings.' });
  });

  it('uses the caller\'s advice for a rejected key', async () => {
    const reject401 = (() => Promise.resolve(new Response(JSON.stringify({ error: { message: 'bad key' } }), { status: 401, headers: { 'content-type': 'application/json' } }))) as typeof fetch;
    const model = createOpenAIChatModel({ apiKey: 'sk-x', baseURL: 'http://x.test/v1', fetch: reject401, maxRetries: 0, keyAdvice: 'Check OPENAI_API_KEY.' });
    await expect(model.getResponse(request)).rejects.toMatchObject({ kind: 'auth', status: 401, message: 'The API key was rejected (401). Check OPENAI_API_KEY.' });
  });

  it('rejects a relative base URL with a plain message', async () => {
    const model = createOpenAIChatModel({ apiKey: 'k', baseURL: '/api/v1' });
    await expect(model.getResponse(request)).rejects.toMatchObject({ kind: 'bad_request', message: expect.stringContaining('must be an absolute http(s) URL') });
  });

  it('refuses a hosted tool on Chat Completions and names the provider that supports it', async () => {
    const model = createOpenAIChatModel({ apiKey: 'k', baseURL: 'http://x.test/v1' });
    const withHosted = { ...request, tools: [{ type: 'hosted_tool' as const, name: 'web_search' as const, providerData: {} }] };
    await expect(model.getResponse(withHosted)).rejects.toThrow('The hosted tool "web_search" needs the OpenAI Responses API.');
  });
});

describe('429 and Retry-After', () => {
  it('carries the wait the server asked for on the error (openai client, no retries of its own)', async () => {
    const tooMany = (() =>
      Promise.resolve(new Response(JSON.stringify({ error: { message: 'Rate limit reached' } }), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '7' } }))) as typeof fetch;
    const model = createOpenAIChatModel({ apiKey: 'sk-x', baseURL: 'http://x.test/v1', fetch: tooMany, maxRetries: 0 });
    await expect(model.getResponse(request)).rejects.toMatchObject({ kind: 'rate_limit', status: 429, retryAfterMs: 7000 });
  });

  it('reads retry-after-ms, seconds and HTTP dates, and ignores nonsense', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': '1.5' }), now)).toBe(1500);
    expect(retryAfterMs({ 'Retry-After': 'Thu, 01 Jan 2026 00:00:30 GMT' }, now)).toBe(30_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeNull();
    expect(retryAfterMs(undefined, now)).toBeNull();
  });
});
