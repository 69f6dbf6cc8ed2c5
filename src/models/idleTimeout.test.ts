/**
 * A server that sends its first chunk and then nothing: the stream ends with a clear error after
 * the idle limit (short here), the request is aborted, and a run keeps what was streamed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../engine/index.ts';
import { createNodeSandbox } from '../sandbox/index.ts';
import { GraphSchema } from '../graph/schema.ts';
import type { RunEvent } from '../engine/events.ts';
import type { ModelRequest } from './model.ts';
import { DEFAULT_IDLE_TIMEOUT_MS, StreamIdleError, withIdleTimeout } from './idleTimeout.ts';
import { createOpenAIChatModel } from './openaiChat.ts';
import { createOpenAIResponsesModel } from './openaiResponses.ts';

let server: Server;
let baseURL = '';
const hungUp: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if (req.url?.includes('/chat/completions')) {
        const chunk = { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { role: 'assistant', content: 'Hello, I was saying' }, finish_reason: null }] };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      } else {
        res.write(`event: response.output_text.delta\ndata: ${JSON.stringify({ type: 'response.output_text.delta', item_id: 'm1', output_index: 0, content_index: 0, delta: 'Hello, I was saying', sequence_number: 1 })}\n\n`);
      }
      // ...and then nothing: the connection stays open until the client gives up
      res.on('close', () => hungUp.push(req.url ?? ''));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const request: ModelRequest = {
  model: 'm',
  systemInstructions: null,
  input: [{ type: 'message', role: 'user', content: 'hi' }],
  tools: [],
  handoffs: [],
  modelSettings: {},
  outputType: null,
} as unknown as ModelRequest;

describe('stream idle timeout', () => {
  it('is 60 s by default', () => {
    expect(DEFAULT_IDLE_TIMEOUT_MS).toBe(60_000);
    expect(new StreamIdleError(60_000).message).toMatch(/^The model stopped sending for 60 s/);
  });

  for (const [name, make] of [
    ['Chat Completions', createOpenAIChatModel],
    ['Responses', createOpenAIResponsesModel],
  ] as const) {
    it(`${name}: a stream that stalls after its first chunk ends with a clear error and the request is aborted`, async () => {
      const model = make({ apiKey: '', baseURL, idleTimeoutMs: 300, maxRetries: 0 });
      const seen: string[] = [];
      const started = Date.now();
      const consume = async () => {
        for await (const event of model.getStreamedResponse(request)) if (event.type === 'output_text_delta') seen.push(event.delta);
      };
      await expect(consume()).rejects.toThrow('The model stopped sending for 300 ms');
      expect(seen).toEqual(['Hello, I was saying']);
      expect(Date.now() - started).toBeLessThan(5_000);
      await expect.poll(() => hungUp.length).toBeGreaterThan(0);
    });
  }

  it('a run over a stalling stream ends with the error and keeps the text streamed so far', async () => {
    const graph = GraphSchema.parse({ format: 'switchboard.graph', version: 1, id: 'g', name: 'G', runtime: 'agents-sdk-js', agents: [{ id: 'a', name: 'A' }], startAgent: 'a' });
    const handle = run(graph, 'hi', { model: createOpenAIChatModel({ apiKey: '', baseURL, idleTimeoutMs: 300, maxRetries: 0 }), stream: true, trusted: true, sandbox: createNodeSandbox() });
    const events: RunEvent[] = [];
    for await (const e of handle) events.push(e);
    const result = await handle.result;
    expect(result.status).toBe('error');
    const end = events.at(-1);
    expect(end?.type === 'run_end' && end.error?.message).toMatch(/^The model stopped sending for 300 ms/);
    expect(events.filter((e) => e.type === 'model_delta').map((e) => (e.type === 'model_delta' ? e.delta : ''))).toEqual(['Hello, I was saying']);
  });

  it('waits as long as it takes for the first item, and 0 means no limit', async () => {
    async function* slowFirst() {
      await new Promise((r) => setTimeout(r, 80));
      yield 1;
      yield 2;
    }
    const got: number[] = [];
    for await (const n of withIdleTimeout(slowFirst(), 20, () => {})) got.push(n);
    expect(got).toEqual([1, 2]);
    async function* gap() {
      yield 1;
      await new Promise((r) => setTimeout(r, 50));
      yield 2;
    }
    const all: number[] = [];
    for await (const n of withIdleTimeout(gap(), 0, () => {})) all.push(n);
    expect(all).toEqual([1, 2]);
  });
});
