/**
 * `npm run bench -- python [--trials 3] [--warm 20] [--port 5101] [--skip-browser]`: Python in the
 * sandbox (Pyodide) beside the TypeScript sandbox, in the CLI (Node worker threads) and in the
 * browser (Web Workers, served by a Vite dev server on 127.0.0.1 and opened in Chromium).
 *
 * The body is the ACME example's `execute_refund` tool, both of its bodies, called the way the
 * engine calls them under Swarm. "cold" is a fresh runner's first call: the worker starts,
 * Pyodide (or sucrase and the TS worker) loads, the call runs. "warm" is each later call of the
 * same runner. Targets (issue 21): cold at most 3 s, warm at most 20 ms; the TypeScript sandbox
 * is the baseline measured in the same run.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { option, percentile } from './support/stats.ts';

const root = resolve(import.meta.dirname, '..');
const example = JSON.parse(readFileSync(resolve(root, 'public/examples/acme-customer-service.json'), 'utf8')) as {
  tools: { name: string; code: string; pythonCode: string }[];
  agents: { id: string; name: string }[];
};
const tool = example.tools.find((t) => t.name === 'execute_refund')!;
const INPUT = { item_id: 'item_132612938', reason: 'too expensive' };
const AGENTS = example.agents.map((a) => ({ id: a.id, name: a.name }));

interface Figures {
  cold: number[];
  warm: number[];
}

const median = (values: number[]) => percentile(values, 50);
const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

function report(where: string, python: Figures, ts: Figures): void {
  console.log(`\n${where}`);
  console.log(`  first call, cold   Python ${fmt(median(python.cold))} (runs: ${python.cold.map(fmt).join(', ')})   TypeScript ${fmt(median(ts.cold))}   target Python <= 3 s`);
  console.log(`  later calls, warm  Python p50 ${fmt(median(python.warm))} p95 ${fmt(percentile(python.warm, 95))}   TypeScript p50 ${fmt(median(ts.warm))} p95 ${fmt(percentile(ts.warm, 95))}   target Python <= 20 ms`);
}

async function cli(trials: number, warmCalls: number): Promise<{ python: Figures; ts: Figures }> {
  const { createNodeSandbox } = await import('../src/sandbox/index.ts');
  const { createNodePythonRunner } = await import('../src/sandbox/python/index.ts');
  const { runPythonBody } = await import('../src/sandbox/python/pythonSandbox.ts');
  const python: Figures = { cold: [], warm: [] };
  const ts: Figures = { cold: [], warm: [] };
  const pyRequest = { kind: 'tool' as const, code: tool.pythonCode, input: INPUT, context: {}, timeoutMs: 10_000, python: { runtime: 'swarm' as const, defName: 'execute_refund', agents: AGENTS } };
  const tsRequest = { kind: 'tool' as const, code: tool.code, input: INPUT, context: {}, timeoutMs: 10_000 };
  for (let trial = 0; trial < trials; trial++) {
    const runner = createNodePythonRunner();
    let t = performance.now();
    const first = await runPythonBody(runner, pyRequest);
    python.cold.push(performance.now() - t);
    if (!first.ok || first.value !== 'success') throw new Error(`Python gave ${JSON.stringify(first)}`);
    for (let i = 0; i < warmCalls; i++) {
      t = performance.now();
      await runPythonBody(runner, pyRequest);
      python.warm.push(performance.now() - t);
    }
    runner.dispose();
    const sandbox = createNodeSandbox();
    t = performance.now();
    const tsFirst = await sandbox.run(tsRequest);
    ts.cold.push(performance.now() - t);
    if (!tsFirst.ok || tsFirst.value !== 'success') throw new Error(`TypeScript gave ${JSON.stringify(tsFirst)}`);
    for (let i = 0; i < warmCalls; i++) {
      t = performance.now();
      await sandbox.run(tsRequest);
      ts.warm.push(performance.now() - t);
    }
    sandbox.dispose();
  }
  return { python, ts };
}

async function browser(trials: number, warmCalls: number, port: number): Promise<{ python: Figures; ts: Figures }> {
  const server = await createServer({ root, logLevel: 'error', server: { host: '127.0.0.1', port, strictPort: true } });
  await server.listen();
  const chrome = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const python: Figures = { cold: [], warm: [] };
  const ts: Figures = { cold: [], warm: [] };
  try {
    for (let trial = 0; trial < trials; trial++) {
      // a fresh context each trial: nothing cached, as on a first visit
      const context = await chrome.newContext({ bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      const figures = await page.evaluate(
        async ({ tool, input, agents, warmCalls }) => {
          const { createBrowserPythonRunner } = await import('/src/sandbox/python/browser/index.ts' as string);
          const { runPythonBody } = await import('/src/sandbox/python/pythonSandbox.ts' as string);
          const { createBrowserSandbox } = await import('/src/sandbox/browser/index.ts' as string);
          const py = { kind: 'tool', code: tool.pythonCode, input, context: {}, timeoutMs: 10_000, python: { runtime: 'swarm', defName: 'execute_refund', agents } };
          const out = { pyCold: 0, pyWarm: [] as number[], tsCold: 0, tsWarm: [] as number[], pyValue: null as unknown, tsValue: null as unknown };
          const runner = createBrowserPythonRunner();
          let t = performance.now();
          out.pyValue = (await runPythonBody(runner, py)).value;
          out.pyCold = performance.now() - t;
          for (let i = 0; i < warmCalls; i++) {
            t = performance.now();
            await runPythonBody(runner, py);
            out.pyWarm.push(performance.now() - t);
          }
          runner.dispose();
          const sandbox = createBrowserSandbox();
          const req = { kind: 'tool', code: tool.code, input, context: {}, timeoutMs: 10_000 };
          t = performance.now();
          out.tsValue = (await sandbox.run(req)).value;
          out.tsCold = performance.now() - t;
          for (let i = 0; i < warmCalls; i++) {
            t = performance.now();
            await sandbox.run(req);
            out.tsWarm.push(performance.now() - t);
          }
          sandbox.dispose();
          return out;
        },
        { tool, input: INPUT, agents: AGENTS, warmCalls },
      );
      if (figures.pyValue !== 'success' || figures.tsValue !== 'success') throw new Error(`browser gave ${JSON.stringify(figures)}`);
      python.cold.push(figures.pyCold);
      python.warm.push(...figures.pyWarm);
      ts.cold.push(figures.tsCold);
      ts.warm.push(...figures.tsWarm);
      await context.close();
    }
  } finally {
    await chrome.close();
    await server.close();
  }
  return { python, ts };
}

export async function main(args: string[]): Promise<void> {
  const trials = Number(option(args, '--trials', '3'));
  const warmCalls = Number(option(args, '--warm', '20'));
  const port = Number(option(args, '--port', '5101'));
  const c = await cli(trials, warmCalls);
  report(`CLI (Node ${process.version}, worker threads), ${trials} runners x ${warmCalls} warm calls`, c.python, c.ts);
  if (!args.includes('--skip-browser')) {
    const b = await browser(trials, warmCalls, port);
    report(`Browser (Chromium, Web Workers, Vite dev server), ${trials} fresh pages x ${warmCalls} warm calls`, b.python, b.ts);
  }
}
