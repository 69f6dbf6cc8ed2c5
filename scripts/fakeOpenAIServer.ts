/**
 * A local OpenAI-compatible HTTP server for tests and demos: Chat Completions and Responses
 * (streamed as SSE and not), GET /v1/models, CORS preflights, canned replies, forced failures and
 * slow streams. It records every request so tests can check what reached the "model" (and that
 * the API key arrived only in the Authorization header).
 *
 *   tsx scripts/fakeOpenAIServer.ts --port 4321 [--host 127.0.0.1] [--delay 50] [--fail 401] [--no-cors]
 *
 * Control endpoints (JSON bodies), for a browser test that cannot reach the server object:
 *   POST /__control/replies  { "replies": FakeReply[] }  queue canned replies (appended)
 *   POST /__control/failure  { "status": 429, "message"?: "..." } | { "status": null }
 *   POST /__control/delay    { "chunkDelayMs": 200 }
 *   POST /__control/reset    clear replies, failure, delay and recorded requests
 *   GET  /__control/requests the recorded requests
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface FakeToolCall {
  name: string;
  /** a JSON string as the model would send it, or an object to stringify */
  arguments?: string | Record<string, unknown>;
  id?: string;
}

/** One canned model reply. With `fail`, the request is answered with that HTTP error instead. */
export interface FakeReply {
  text?: string;
  toolCalls?: FakeToolCall[];
  /** Responses only: raw output items appended as they are (e.g. a `computer_call`) */
  items?: Array<Record<string, unknown>>;
  /** `headers`: extra response headers, e.g. { 'retry-after': '1' } on a 429 */
  fail?: { status: number; message?: string; headers?: Record<string, string> };
}

export interface RecordedRequest {
  method: string;
  /** path with query, e.g. /v1/chat/completions */
  url: string;
  /** lower-cased header names */
  headers: Record<string, string>;
  /** the raw body text ('' for GET) */
  rawBody: string;
  /** the parsed JSON body, or null */
  body: unknown;
  /** true when the client hung up before the answer was complete (a stopped stream) */
  closedEarly: boolean;
  /** when it arrived (Date.now()), to check waits such as Retry-After */
  receivedAt: number;
}

export interface FakeServerOptions {
  port?: number;
  host?: string;
  replies?: FakeReply[];
  /** computes a reply when the queue is empty (default: an echo of the last user message) */
  respond?: (body: Record<string, unknown>, endpoint: 'chat' | 'responses') => FakeReply;
  /** delay between streamed chunks, ms (default 0) */
  chunkDelayMs?: number;
  /** answer every model request with this error until cleared */
  failure?: { status: number; message?: string } | null;
  /** false: send no CORS headers (to see how a browser reports a server without CORS) */
  cors?: boolean;
  /** model ids listed by GET /v1/models; null: no /v1/models route (404), as on some servers */
  models?: string[] | null;
}

export interface FakeOpenAIServer {
  /** base URL for the openai client, e.g. http://127.0.0.1:4321/v1 */
  readonly baseURL: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  enqueue(...replies: FakeReply[]): void;
  setFailure(failure: { status: number; message?: string } | null): void;
  setChunkDelay(ms: number): void;
  /**
   * Holds every streamed chunk after a response's first until `release` lets it go, so a test can
   * look at the page between two chunks however busy the machine is (instead of a delay).
   */
  holdChunks(): ChunkGate;
  reset(): void;
  close(): Promise<void>;
}

export interface ChunkGate {
  /** let the next `count` held chunks go (default 1) */
  release(count?: number): void;
  /** stop holding: every held and later chunk goes at once */
  releaseAll(): void;
}

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Invalid request.',
  401: 'Incorrect API key provided.',
  403: 'You are not allowed to use this model.',
  404: 'The model does not exist.',
  429: 'Rate limit reached for requests.',
  500: 'The server had an error while processing your request.',
  503: 'The engine is currently overloaded.',
};

/** A fixed clock value: replies must not depend on when a test runs. */
const CREATED = 1_700_000_000;

export async function startFakeOpenAIServer(options: FakeServerOptions = {}): Promise<FakeOpenAIServer> {
  const queue: FakeReply[] = [...(options.replies ?? [])];
  const requests: RecordedRequest[] = [];
  let failure = options.failure ?? null;
  let chunkDelayMs = options.chunkDelayMs ?? 0;
  const cors = options.cors ?? true;
  const models = options.models === undefined ? ['fake-model', 'gpt-4.1-mini'] : options.models;
  let counter = 0;
  let gate: { allowed: number; open: boolean; waiters: Array<() => void> } | null = null;

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(error), type: 'server_error', code: null } });
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
      res.setHeader('Access-Control-Max-Age', '600');
      // a page may read these cross-origin only when exposed (Retry-After is not CORS-safelisted)
      res.setHeader('Access-Control-Expose-Headers', 'retry-after, retry-after-ms');
      // Chromium's Private Network Access preflight (a page on another origin reaching localhost)
      if (req.headers['access-control-request-private-network'] === 'true') res.setHeader('Access-Control-Allow-Private-Network', 'true');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const rawBody = await readBody(req);
    const url = req.url ?? '/';
    const path = url.split('?')[0].replace(/\/+$/, '');
    let body: unknown = null;
    try {
      body = rawBody ? JSON.parse(rawBody) : null;
    } catch {
      body = null;
    }

    if (path.startsWith('/__control')) {
      control(path, req.method ?? 'GET', body, res);
      return;
    }
    const record: RecordedRequest = { method: req.method ?? 'GET', url, headers: flatHeaders(req), rawBody, body, closedEarly: false, receivedAt: Date.now() };
    requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.closedEarly = true;
    });

    if (req.method === 'GET' && path === '/v1/models' && models) {
      if (failure) return sendFailure(res, failure);
      sendJson(res, 200, { object: 'list', data: models.map((id) => ({ id, object: 'model', created: CREATED, owned_by: 'fake' })) });
      return;
    }
    const endpoint = req.method === 'POST' && path === '/v1/chat/completions' ? 'chat' : req.method === 'POST' && path === '/v1/responses' ? 'responses' : null;
    if (!endpoint) {
      sendJson(res, 404, { error: { message: `Unknown route ${req.method} ${path}`, type: 'invalid_request_error', code: null } });
      return;
    }
    if (!body || typeof body !== 'object') {
      sendJson(res, 400, { error: { message: 'The body must be a JSON object.', type: 'invalid_request_error', code: null } });
      return;
    }
    if (failure) return sendFailure(res, failure);
    const request = body as Record<string, unknown>;
    const reply = queue.shift() ?? (options.respond ?? echoReply)(request, endpoint);
    if (reply.fail) return sendFailure(res, reply.fail);
    counter += 1;
    const stream = request.stream === true;
    const model = typeof request.model === 'string' ? request.model : 'fake-model';
    const usage = { input: Math.ceil(rawBody.length / 4), output: Math.ceil(((reply.text ?? '').length + JSON.stringify(reply.toolCalls ?? []).length) / 4) };
    const calls = (reply.toolCalls ?? []).map((call, i) => ({
      id: call.id ?? `call_fake_${counter}_${i + 1}`,
      name: call.name,
      arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {}),
    }));
    const text = reply.text ?? (calls.length === 0 && !reply.items?.length ? '' : null);
    if (endpoint === 'chat') {
      const id = `chatcmpl-fake-${counter}`;
      if (stream) await streamChat(res, id, model, text, calls, usage, isRecord(request.stream_options) && request.stream_options.include_usage === true);
      else sendJson(res, 200, chatCompletion(id, model, text, calls, usage));
    } else {
      const id = `resp_fake_${counter}`;
      if (stream) await streamResponses(res, id, model, text, calls, usage, reply.items);
      else sendJson(res, 200, responseObject(id, model, text, calls, usage, counter, reply.items));
    }
  }

  function control(path: string, method: string, body: unknown, res: ServerResponse): void {
    const data = isRecord(body) ? body : {};
    if (method === 'GET' && path === '/__control/requests') return sendJson(res, 200, { requests });
    if (method !== 'POST') return sendJson(res, 405, { error: 'use POST' });
    if (path === '/__control/replies' && Array.isArray(data.replies)) queue.push(...(data.replies as FakeReply[]));
    else if (path === '/__control/failure') failure = typeof data.status === 'number' ? { status: data.status, message: typeof data.message === 'string' ? data.message : undefined } : null;
    else if (path === '/__control/delay' && typeof data.chunkDelayMs === 'number') chunkDelayMs = data.chunkDelayMs;
    else if (path === '/__control/reset') reset();
    else return sendJson(res, 400, { error: `unknown control ${path}` });
    sendJson(res, 200, { ok: true, queued: queue.length });
  }

  function reset(): void {
    queue.length = 0;
    requests.length = 0;
    failure = options.failure ?? null;
    chunkDelayMs = options.chunkDelayMs ?? 0;
    openGate();
  }

  /** lets every held chunk go and holds no more (a closed server must not leave a stream waiting) */
  function openGate(): void {
    if (!gate) return;
    gate.open = true;
    for (const next of gate.waiters.splice(0)) next();
    gate = null;
  }

  async function writeChunks(res: ServerResponse, chunks: string[]): Promise<void> {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.flushHeaders();
    // Only a response that starts while the gate is up is held: a stream left over from an earlier
    // test must not take the chunks the current test releases.
    const held = gate;
    for (const [index, chunk] of chunks.entries()) {
      if (index > 0) await passGate(held);
      // The client hung up (a stopped run): stop writing.
      if (res.destroyed || res.writableEnded) return;
      res.write(chunk);
      if (chunkDelayMs > 0) await sleep(chunkDelayMs);
    }
    res.end();
  }

  async function passGate(held: typeof gate): Promise<void> {
    if (!held || held.open) return;
    if (held.allowed > 0) {
      held.allowed -= 1;
      return;
    }
    await new Promise<void>((resolve) => held.waiters.push(resolve));
  }

  function holdChunks(): ChunkGate {
    const held = { allowed: 0, open: false, waiters: [] as Array<() => void> };
    gate = held;
    return {
      release(count = 1) {
        for (let i = 0; i < count; i++) {
          const next = held.waiters.shift();
          if (next) next();
          else held.allowed += 1;
        }
      },
      releaseAll() {
        held.open = true;
        for (const next of held.waiters.splice(0)) next();
      },
    };
  }

  async function streamChat(res: ServerResponse, id: string, model: string, text: string | null, calls: Call[], usage: Tokens, includeUsage: boolean): Promise<void> {
    const base = { id, object: 'chat.completion.chunk', created: CREATED, model };
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) => sse({ ...base, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] });
    const out = [chunk({ role: 'assistant', content: '' })];
    for (const piece of splitText(text ?? '')) out.push(chunk({ content: piece }));
    calls.forEach((call, index) => {
      out.push(chunk({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] }));
      for (const piece of halves(call.arguments)) out.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
    });
    out.push(chunk({}, calls.length > 0 ? 'tool_calls' : 'stop'));
    if (includeUsage) out.push(sse({ ...base, choices: [], usage: chatUsage(usage) }));
    out.push('data: [DONE]\n\n');
    await writeChunks(res, out);
  }

  async function streamResponses(res: ServerResponse, id: string, model: string, text: string | null, calls: Call[], usage: Tokens, items?: Array<Record<string, unknown>>): Promise<void> {
    let seq = 0;
    const event = (type: string, data: Record<string, unknown>) => `event: ${type}\n` + sse({ type, sequence_number: seq++, ...data });
    const final = responseObject(id, model, text, calls, usage, counter, items);
    const output = final.output as Array<Record<string, unknown>>;
    const out = [event('response.created', { response: { ...final, status: 'in_progress', output: [], usage: null } })];
    output.forEach((item, outputIndex) => {
      if (item.type === 'message') {
        out.push(event('response.output_item.added', { output_index: outputIndex, item: { ...item, status: 'in_progress', content: [] } }));
        out.push(event('response.content_part.added', { item_id: item.id, output_index: outputIndex, content_index: 0, part: { type: 'output_text', text: '', annotations: [] } }));
        for (const piece of splitText(text ?? '')) {
          out.push(event('response.output_text.delta', { item_id: item.id, output_index: outputIndex, content_index: 0, delta: piece, logprobs: [] }));
        }
        out.push(event('response.output_text.done', { item_id: item.id, output_index: outputIndex, content_index: 0, text, logprobs: [] }));
        out.push(event('response.content_part.done', { item_id: item.id, output_index: outputIndex, content_index: 0, part: { type: 'output_text', text, annotations: [] } }));
      } else if (item.type !== 'function_call') {
        out.push(event('response.output_item.added', { output_index: outputIndex, item: { ...item, status: 'in_progress' } }));
      } else {
        out.push(event('response.output_item.added', { output_index: outputIndex, item: { ...item, status: 'in_progress', arguments: '' } }));
        for (const piece of halves(String(item.arguments))) {
          out.push(event('response.function_call_arguments.delta', { item_id: item.id, output_index: outputIndex, delta: piece }));
        }
        out.push(event('response.function_call_arguments.done', { item_id: item.id, output_index: outputIndex, arguments: item.arguments }));
      }
      out.push(event('response.output_item.done', { output_index: outputIndex, item }));
    });
    out.push(event('response.completed', { response: final }));
    await writeChunks(res, out);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.address.includes(':') ? `[${address.address}]` : address.address;

  return {
    baseURL: `http://${host}:${address.port}/v1`,
    port: address.port,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    setFailure: (next) => void (failure = next),
    setChunkDelay: (ms) => void (chunkDelayMs = ms),
    holdChunks,
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        openGate();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Call {
  id: string;
  name: string;
  arguments: string;
}

interface Tokens {
  input: number;
  output: number;
}

/** Default reply: say back the last user message, so a test can see its input arrived. */
function echoReply(body: Record<string, unknown>, endpoint: 'chat' | 'responses'): FakeReply {
  const items = endpoint === 'chat' ? body.messages : body.input;
  if (typeof items === 'string') return { text: `You said: ${items}` };
  let last = '';
  if (Array.isArray(items)) {
    for (const item of items) {
      if (isRecord(item) && item.role === 'user') last = contentText(item.content);
    }
  }
  return { text: last ? `You said: ${last}` : 'Hello from the fake OpenAI server.' };
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (isRecord(part) && typeof part.text === 'string' ? part.text : '')).join('');
}

function chatCompletion(id: string, model: string, text: string | null, calls: Call[], usage: Tokens) {
  const message: Record<string, unknown> = { role: 'assistant', content: text, refusal: null };
  if (calls.length > 0) message.tool_calls = calls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } }));
  return {
    id,
    object: 'chat.completion',
    created: CREATED,
    model,
    choices: [{ index: 0, message, finish_reason: calls.length > 0 ? 'tool_calls' : 'stop', logprobs: null }],
    usage: chatUsage(usage),
  };
}

function chatUsage(usage: Tokens) {
  return { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output };
}

function responseObject(id: string, model: string, text: string | null, calls: Call[], usage: Tokens, n: number, items: Array<Record<string, unknown>> = []): Record<string, unknown> {
  const output: Array<Record<string, unknown>> = [];
  if (text) {
    output.push({ type: 'message', id: `msg_fake_${n}`, status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] });
  }
  calls.forEach((call, i) => output.push({ type: 'function_call', id: `fc_fake_${n}_${i + 1}`, call_id: call.id, name: call.name, arguments: call.arguments, status: 'completed' }));
  output.push(...items);
  return {
    id,
    object: 'response',
    created_at: CREATED,
    status: 'completed',
    model,
    output,
    error: null,
    incomplete_details: null,
    usage: {
      input_tokens: usage.input,
      output_tokens: usage.output,
      total_tokens: usage.input + usage.output,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens_details: { reasoning_tokens: 0 },
    },
  };
}

function sendFailure(res: ServerResponse, failure: { status: number; message?: string; headers?: Record<string, string> }): void {
  const message = failure.message ?? DEFAULT_MESSAGES[failure.status] ?? `Failed with status ${failure.status}.`;
  const type = failure.status === 401 ? 'invalid_request_error' : failure.status === 429 ? 'rate_limit_error' : failure.status >= 500 ? 'server_error' : 'invalid_request_error';
  // x-should-retry: false makes the openai client fail at once instead of backing off.
  sendJson(res, failure.status, { error: { message, type, code: null, param: null } }, { 'x-should-retry': 'false', ...failure.headers });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function sse(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

/** Words with their following space, so streamed text arrives in several deltas. */
function splitText(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function halves(text: string): string[] {
  if (text.length < 2) return [text];
  const mid = Math.ceil(text.length / 2);
  return [text.slice(0, mid), text.slice(mid)];
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(args: string[]): Promise<void> {
  const failStatus = flag(args, '--fail');
  const server = await startFakeOpenAIServer({
    port: Number(flag(args, '--port') ?? 4321),
    host: flag(args, '--host') ?? '127.0.0.1',
    chunkDelayMs: Number(flag(args, '--delay') ?? 0),
    failure: failStatus ? { status: Number(failStatus) } : null,
    cors: !args.includes('--no-cors'),
  });
  console.log(`Fake OpenAI server listening on ${server.baseURL}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main(process.argv.slice(2));
}
