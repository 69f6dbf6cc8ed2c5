/**
 * Test helper (Node only): starts the reference MCP server on 127.0.0.1 at a free port through
 * scripts/mcpEverything.mjs and stops it. Each test file that needs it starts its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface EverythingServer {
  url: string;
  stop(): Promise<void>;
}

const SCRIPT = fileURLToPath(new URL('../../../scripts/mcpEverything.mjs', import.meta.url));

export async function startEverythingServer(): Promise<EverythingServer> {
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], { env: { PATH: process.env.PATH ?? '', PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server-everything did not start: ${out}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /MCP_EVERYTHING_URL=(\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr!.on('data', () => undefined);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server-everything exited (${code}): ${out}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
