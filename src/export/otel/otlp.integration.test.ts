/**
 * Sends a real run's trace with the official OTLP/HTTP exporter to a receiver on 127.0.0.1 (a
 * tiny node:http server standing in for a collector) and decodes what arrives.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drive } from '../../engine/testing/drive.ts';
import { edge, testGraph } from '../../engine/testing/graphs.ts';
import { assistantMessage, functionCall } from '../../models/items.ts';
import { sendRunToCollector } from './index.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

let server: Server;
let endpoint: string;
const received: Received[] = [];
let answer = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end(answer === 200 ? '{}' : '{"code":3,"message":"bad request"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answer = 200;
});

const graph = testGraph({
  agents: [
    { id: 'triage', name: 'Triage', tools: [] },
    { id: 'billing', name: 'Billing', tools: [] },
  ],
  handoffs: [edge('t-b', 'triage', 'billing')],
});

async function events() {
  return (await drive(graph, 'my secret order is 42', [[functionCall('transfer_to_Billing', '{}', 'call_1')], [assistantMessage('Done.')]])).events;
}

type Attr = { key: string; value: Record<string, unknown> };
const attr = (attrs: Attr[], key: string) => attrs.find((a) => a.key === key)?.value;

describe('OTLP/HTTP export to a local receiver', () => {
  it('POSTs OTLP/JSON with the configured headers; the receiver decodes the GenAI spans of the run', async () => {
    await sendRunToCollector(await events(), { endpoint, headers: { Authorization: 'Bearer collector-token', 'x-tenant': 'team-a' } }, { providerName: 'openai' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/traces');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBe('Bearer collector-token');
    expect(request.headers['x-tenant']).toBe('team-a');

    const body = request.body as { resourceSpans: Array<{ resource: { attributes: Attr[] }; scopeSpans: Array<{ spans: Array<{ name: string; traceId: string; spanId: string; parentSpanId?: string; attributes: Attr[] }> }> }> };
    expect(attr(body.resourceSpans[0].resource.attributes, 'service.name')).toEqual({ stringValue: 'switchboard' });
    const spans = body.resourceSpans[0].scopeSpans[0].spans;
    const names = spans.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['invoke_agent Triage', 'invoke_agent Billing', 'chat test-model', 'execute_tool transfer_to_Billing']));
    const handoff = spans.find((s) => s.name === 'execute_tool transfer_to_Billing')!;
    expect(attr(handoff.attributes, 'gen_ai.agent.handoff.source.name')).toEqual({ stringValue: 'Triage' });
    expect(attr(handoff.attributes, 'gen_ai.agent.handoff.target.name')).toEqual({ stringValue: 'Billing' });
    expect(new Set(spans.map((s) => s.traceId)).size).toBe(1);
    for (const s of spans) if (s.parentSpanId) expect(spans.some((p) => p.spanId === s.parentSpanId)).toBe(true);
    // content is opt-in: nothing the user said went to the collector
    expect(JSON.stringify(body)).not.toContain('secret order');
  });

  it('sends the conversation text only when content is opted in', async () => {
    await sendRunToCollector(await events(), { endpoint }, { providerName: 'openai', content: true });
    expect(JSON.stringify(received[0].body)).toContain('my secret order is 42');
  });

  it('rejects with a clear error when the collector refuses the trace', async () => {
    answer = 400;
    await expect(sendRunToCollector(await events(), { endpoint }, { providerName: 'openai' })).rejects.toThrow(/did not take the trace/);
  });

  it('refuses an endpoint that is not an http(s) URL before sending anything', async () => {
    await expect(sendRunToCollector(await events(), { endpoint: 'ftp://127.0.0.1/v1/traces' })).rejects.toThrow(/http or https/);
    await expect(sendRunToCollector(await events(), { endpoint: 'http://user:pw@127.0.0.1/v1/traces' })).rejects.toThrow(/header/);
    expect(received).toHaveLength(0);
  });
});
