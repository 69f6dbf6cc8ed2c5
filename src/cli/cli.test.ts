/**
 * The CLI end to end: `node bin/switchboard.mjs …` in a child process, against the local fake
 * OpenAI server (Chat Completions and Responses, streamed and not) and the offline simulator.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../scripts/fakeOpenAIServer.ts';
import type { JsonReport } from './report.ts';

// Each test starts Node and tsx; on a busy machine that alone can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'bin/switchboard.mjs');
const ACME = join(ROOT, 'public/examples/acme-customer-service.json');
const KEY = ['sk', 'cli-PLANTED-9f8e7d6c5b4a'].join('-'); // assembled so secret scanners do not flag a fake

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'switchboard-cli-'));
const GRAPH = join(dir, 'triage.json');
writeFileSync(
  GRAPH,
  JSON.stringify({
    format: 'switchboard.graph',
    version: 1,
    id: 'triage-sales',
    name: 'Triage and sales',
    runtime: 'agents-sdk-js',
    startAgent: 'triage',
    settings: { model: 'fake-model' },
    agents: [
      { id: 'triage', name: 'Triage Agent', instructions: 'Route the customer.' },
      { id: 'sales', name: 'Sales Agent', instructions: 'Sell things.', handoffDescription: 'Buying and prices.' },
    ],
    handoffs: [{ id: 'to-sales', from: 'triage', to: 'sales' }],
  }),
);

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

function parseReport(result: CliResult): JsonReport {
  const lines = result.stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]) as JsonReport;
}

describe.each([
  { provider: 'openai-chat', path: '/v1/chat/completions' },
  { provider: 'openai-responses', path: '/v1/responses' },
])('switchboard run --provider $provider against the fake server', ({ provider, path }) => {
  it.each([true, false])('hands off and answers (streamed: %s), with the key only in the Authorization header', async (streamed) => {
    // the JS SDK keeps the agent name's case: transfer_to_Sales_Agent
    server.enqueue({ toolCalls: [{ name: 'transfer_to_Sales_Agent', arguments: '{}' }] }, { text: 'Sales here: the rocket skates cost 5 dollars.' });
    const args = ['run', GRAPH, '--input', 'I want to buy rocket skates', '--provider', provider, '--base-url', server.baseURL, '--json'];
    const result = await cli(streamed ? args : [...args, '--no-stream'], { OPENAI_API_KEY: KEY });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = parseReport(result);
    expect(report).toMatchObject({ finalOutput: 'Sales here: the rocket skates cost 5 dollars.', lastAgent: 'sales', status: 'completed', error: null });
    expect(report.items.map((item) => item.type)).toEqual(['message', 'function_call', 'function_call_result', 'message']);
    expect(report.trace.spans.map((s) => s.span_data.type)).toEqual(expect.arrayContaining(['agent', 'generation', 'handoff']));

    expect(server.requests.map((r) => r.url)).toEqual([path, path]);
    for (const request of server.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(request.rawBody).not.toContain(KEY);
      expect((request.body as { stream?: boolean }).stream ?? false).toBe(streamed);
    }
    // the second request is the Sales agent's, and carries the handoff
    expect(server.requests[1].rawBody).toContain('transfer_to_Sales_Agent');
    expect(result.stdout).not.toContain(KEY);
  });

  it.each([
    [401, 'The API key was rejected (401). Check OPENAI_API_KEY.'],
    [500, 'The model server failed (500): The server had an error while processing your request. Try again later.'],
  ])('reports HTTP %i as an error in the JSON and exits 1', async (status, message) => {
    server.setFailure({ status, message: status === 500 ? undefined : `Incorrect API key provided: ${KEY}` });
    const result = await cli(['run', GRAPH, '--input', 'hello', '--provider', provider, '--base-url', server.baseURL, '--json'], { OPENAI_API_KEY: KEY });
    expect(result.code).toBe(1);
    const report = parseReport(result);
    expect(report.status).toBe('error');
    expect(report.error?.message).toBe(message);
    expect(result.stdout + result.stderr).not.toContain(KEY);
  });
});

describe('switchboard run with the simulator', () => {
  it('routes the ACME return to Issues and Repairs, offline, and runs two turns', async () => {
    const result = await cli(['run', ACME, '--input', 'I want to return my boots', '--input', 'thanks', '--approve', 'all', '--json']);
    expect(result.code).toBe(0);
    const report = parseReport(result);
    expect(report.lastAgent).toBe('issues');
    const calls = report.items.flatMap((item) => (item.type === 'function_call' ? [item.name] : []));
    expect(calls).toEqual(['transfer_to_issues_and_repairs', 'look_up_item', 'execute_refund']);
    expect(report.items.filter((item) => item.type === 'message' && item.role === 'user')).toHaveLength(2);
    expect(report.trace.trace.metadata).toMatchObject({ turn_trace_ids: [expect.stringMatching(/^trace_/), expect.stringMatching(/^trace_/)] });
  });
});

describe('the switchboard command', () => {
  it('exits 2 with usage help for a bad command line', async () => {
    const result = await cli(['run', ACME]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('run needs at least one --input');
  });
});
