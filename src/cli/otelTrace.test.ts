/** `switchboard run --otlp-*`: the CLI sends the trace to a local OTLP/HTTP receiver (127.0.0.1). */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './args.ts';
import { main } from './main.ts';

const ACME = fileURLToPath(new URL('../../public/examples/acme-customer-service.json', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'switchboard-otel-'));

let server: Server;
let endpoint: string;
let status = 200;
const received: Array<{ url: string; headers: IncomingHttpHeaders; body: { resourceSpans: Array<{ scopeSpans: Array<{ spans: Array<{ name: string; attributes: Array<{ key: string; value: unknown }> }> }> }> } }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(text) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  status = 200;
});

async function run(argv: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env });
  return { code, stdout, stderr };
}

describe('run --otlp-endpoint', () => {
  it('sends the run\'s GenAI spans with the headers given, and prints no header value', async () => {
    const result = await run(['run', ACME, '--input', 'I want to return my boots', '--otlp-endpoint', endpoint, '--otlp-header', 'Authorization: Bearer cli-collector-token']);
    expect(result.code).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0].headers.authorization).toBe('Bearer cli-collector-token');
    const spans = received[0].body.resourceSpans[0].scopeSpans[0].spans;
    const names = spans.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['invoke_agent Triage Agent', 'invoke_agent Issues and Repairs Agent', 'execute_tool transfer_to_issues_and_repairs']));
    expect(names.some((n) => n.startsWith('chat '))).toBe(true);
    const chat = spans.find((s) => s.name.startsWith('chat '))!;
    expect(chat.attributes).toContainEqual({ key: 'gen_ai.provider.name', value: { stringValue: 'switchboard.simulator' } });
    expect(result.stderr).toContain(`sent the trace to ${endpoint}`);
    expect(result.stdout + result.stderr).not.toContain('cli-collector-token');
  });

  it('exits 1 with the reason when the collector refuses, still without the header value', async () => {
    status = 401;
    const result = await run(['run', ACME, '--input', 'hi', '--otlp-endpoint', endpoint, '--otlp-header', 'Authorization: Bearer cli-collector-token']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/the trace was not sent: The collector at .* did not take the trace/);
    expect(result.stdout + result.stderr).not.toContain('cli-collector-token');
  });

  it('writes OTLP/JSON with --otlp-json, content only with --otlp-content', async () => {
    const file = join(dir, 'trace.otlp.json');
    const plain = await run(['run', ACME, '--input', 'I want to return my boots', '--otlp-json', file]);
    expect(plain.code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(JSON.parse(text).resourceSpans[0].scopeSpans[0].spans.length).toBeGreaterThan(3);
    expect(text).not.toContain('return my boots');
    await run(['run', ACME, '--input', 'I want to return my boots', '--otlp-json', file, '--otlp-content']);
    expect(readFileSync(file, 'utf8')).toContain('return my boots');
  });

  it('cuts the key out of the collector request, --otlp-json and the transcript when the conversation holds it (issue 20, item 7)', async () => {
    const key = 'sk-echoed-secret-0123456789';
    const file = join(dir, 'keyed.otlp.json');
    const result = await run(['run', ACME, '--input', `my key is ${key}, return my boots`, '--otlp-endpoint', endpoint, '--otlp-json', file, '--otlp-content'], { OPENAI_API_KEY: key });
    expect(result.code).toBe(0);
    expect(received).toHaveLength(1);
    const sent = JSON.stringify(received[0].body);
    expect(sent).toContain('[redacted key]');
    expect(sent).not.toContain(key);
    expect(readFileSync(file, 'utf8')).not.toContain(key);
    expect(result.stdout).toContain('user> my key is [redacted key], return my boots');
    expect(result.stdout + result.stderr).not.toContain(key);
  });

  it('checks the options before running', () => {
    expect(() => parseArgs(['run', 'g.json', '--input', 'x', '--otlp-endpoint', 'collector:4318'])).toThrow(UsageError);
    expect(() => parseArgs(['run', 'g.json', '--input', 'x', '--otlp-header', 'A: b'])).toThrow('--otlp-header needs --otlp-endpoint.');
    expect(() => parseArgs(['run', 'g.json', '--input', 'x', '--otlp-content'])).toThrow('--otlp-content needs --otlp-endpoint or --otlp-json.');
    expect(parseArgs(['run', 'g.json', '--input', 'x', '--otlp-endpoint', 'http://127.0.0.1:4318/v1/traces', '--otlp-header', 'A: 1', '--otlp-header', 'B=2'])).toMatchObject({
      otlpEndpoint: 'http://127.0.0.1:4318/v1/traces',
      otlpHeaders: ['A: 1', 'B=2'],
      otlpJson: null,
      otlpContent: false,
    });
  });
});
