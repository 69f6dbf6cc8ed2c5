/**
 * The OpenAI providers under the real engine: stop() in the middle of a slow stream cancels the
 * HTTP request (the fake server sees the client hang up) and the run ends 'cancelled'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAIServer, type FakeOpenAIServer } from './fakeOpenAIServer.ts';
import { createModel } from '../src/models/createModel.ts';
import { run } from '../src/engine/index.ts';
import { createFakeSandbox } from '../src/engine/testing/fakeSandbox.ts';
import { testGraph } from '../src/graph/testGraph.ts';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer({ chunkDelayMs: 60 });
});
afterAll(() => server.close());

const graph = testGraph({ startAgent: 'a', settings: { model: 'fake-model' }, agents: [{ id: 'a', name: 'Assistant', instructions: 'Be helpful.' }] });

describe.each(['openai-chat', 'openai-responses'] as const)('%s under the engine', (provider) => {
  it('stops mid-stream: the run ends cancelled and the HTTP request is cut off', async () => {
    server.reset();
    server.setChunkDelay(60);
    server.enqueue({ text: 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen' });
    const model = createModel({ provider, apiKey: 'sk-test', baseURL: server.baseURL, maxRetries: 0 });
    const handle = run(graph, 'count for me', { model, sandbox: createFakeSandbox(), trusted: true, stream: true });
    const deltas: string[] = [];
    for await (const event of handle) {
      if (event.type === 'model_delta') {
        deltas.push(event.delta);
        if (deltas.length === 3) handle.stop();
      }
    }
    const result = await handle.result;
    expect(result.status).toBe('cancelled');
    expect(deltas.length).toBeGreaterThanOrEqual(3);
    expect(deltas.length).toBeLessThan(10);
    expect(server.requests).toHaveLength(1);
    await expect.poll(() => server.requests[0].closedEarly).toBe(true);
  });

  it('a stream left alone completes (the control case)', async () => {
    server.reset();
    server.setChunkDelay(0);
    server.enqueue({ text: 'short answer' });
    const model = createModel({ provider, apiKey: 'sk-test', baseURL: server.baseURL, maxRetries: 0 });
    const result = await run(graph, 'hi', { model, sandbox: createFakeSandbox(), trusted: true, stream: true }).result;
    expect(result).toMatchObject({ status: 'completed', finalOutput: 'short answer' });
    expect(server.requests[0].closedEarly).toBe(false);
  });
});
