/**
 * The CLI with local MCP servers, end to end: `node bin/switchboard.mjs run` in a child process
 * with the offline simulator, against the reference server (server-everything) over Streamable
 * HTTP on 127.0.0.1 and over stdio. Approvals in a non-interactive run follow --approve.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JsonReport } from './report.ts';
import { toolResultText } from '../models/items.ts';
import { startEverythingServer, type EverythingServer } from '../mcp/testing/everythingServer.ts';

vi.setConfig({ testTimeout: 60_000 });

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'bin/switchboard.mjs');
const EVERYTHING = join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
const dir = mkdtempSync(join(tmpdir(), 'switchboard-mcp-cli-'));
const ASK = 'Please echo this message: hello world';

let server: EverythingServer;
beforeAll(async () => {
  server = await startEverythingServer();
}, 30_000);
afterAll(async () => {
  await server?.stop();
});

function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, timeout: 45_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

function graphFile(name: string, transport: object, requireApproval: unknown = 'never'): string {
  const path = join(dir, `${name}.json`);
  writeFileSync(
    path,
    JSON.stringify({
      format: 'switchboard.graph',
      version: 1,
      id: name,
      name,
      runtime: 'agents-sdk-python',
      startAgent: 'helper',
      agents: [{ id: 'helper', name: 'Helper', instructions: 'You echo messages.', mcpServers: [{ id: 'everything', name: 'everything', transport, toolFilter: { allowed: ['echo', 'get-sum'] }, requireApproval }] }],
    }),
  );
  return path;
}

const toolOutputs = (report: JsonReport) => report.items.flatMap((i) => (i.type === 'function_call_result' ? [toolResultText(i)] : []));
const mcpSpans = (report: JsonReport) => (report.trace?.spans ?? []).filter((s) => s.span_data.type === 'mcp_tools').map((s) => s.span_data);

describe('switchboard run with an MCP server', () => {
  it('Streamable HTTP: lists (mcp_tools span) and calls a tool of the server', async () => {
    const result = await cli(['run', graphFile('http', { type: 'streamable_http', url: server.url }), '--input', ASK, '--json']);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(toolOutputs(report)).toEqual(['Echo: Please echo this message: hello world']);
    expect(mcpSpans(report)[0]).toEqual({ type: 'mcp_tools', server: 'everything', result: ['echo', 'get-sum'] });
  });

  it('stdio: the CLI starts the server as a child process and calls it (readable transcript)', async () => {
    const result = await cli(['run', graphFile('stdio', { type: 'stdio', command: process.execPath, args: [EVERYTHING, 'stdio'] }), '--input', ASK]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('[tool] echo({"message":"Please echo this message: hello world"})');
    expect(result.stdout).toContain('[tool] echo -> Echo: Please echo this message: hello world');
  });

  it('requireApproval: --approve all approves the call, the default rejects it and the server is not called', async () => {
    const path = graphFile('approval', { type: 'streamable_http', url: server.url }, { echo: 'always' });
    const approved = JSON.parse((await cli(['run', path, '--input', ASK, '--approve', 'all', '--json'])).stdout) as JsonReport;
    expect(toolOutputs(approved)).toEqual(['Echo: Please echo this message: hello world']);
    const rejected = await cli(['run', path, '--input', ASK]);
    expect(rejected.stdout).toContain('[approval] rejected');
    expect(rejected.stdout).toContain('[tool] echo -> Rejected by the CLI');
    expect(rejected.stdout).not.toContain('Echo: Please echo');
  });

  it('--no-trust: the server of a graph you have not trusted is not contacted', async () => {
    const result = await cli(['run', graphFile('untrusted', { type: 'streamable_http', url: server.url }), '--input', ASK, '--no-trust', '--json']);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).error).toMatchObject({ type: 'UntrustedCodeError', message: expect.stringContaining('MCP server "everything"') });
  });
});
