import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../graph/importGraph.ts';
import { parseArgs } from './args.ts';
import { main } from './main.ts';

const FIXTURES = fileURLToPath(new URL('../import/fixtures', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'switchboard-import-'));

async function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {} });
  return { code, stdout, stderr };
}

describe('switchboard import', () => {
  it('parses files, folders, -o and --json', () => {
    expect(parseArgs(['import', 'a.py', 'pkg', '-o', 'g.json', '--json'])).toEqual({ command: 'import', paths: ['a.py', 'pkg'], outFile: 'g.json', json: true, runCode: false, runCodeEntry: null });
    // running the code is off unless asked for
    expect(parseArgs(['import', 'pkg', '--run-code'])).toMatchObject({ runCode: true, runCodeEntry: null });
    expect(parseArgs(['import', 'pkg', '--run-code-entry', 'pkg.team:build'])).toMatchObject({ runCode: true, runCodeEntry: 'pkg.team:build' });
    expect(() => parseArgs(['import'])).toThrow(/at least one <file> or <folder>/);
    expect(() => parseArgs(['import', 'a.py', '--target', 'ag2'])).toThrow(/Unknown option --target/);
  });

  it('--run-code runs the folder\'s entry in the Python sandbox and merges what it recorded (YAML-configured agents)', async () => {
    const plain = await run(['import', join(FIXTURES, 'ag2/labteam')]);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/import with "run the code"/);
    const result = await run(['import', join(FIXTURES, 'ag2/labteam'), '--run-code', '--json']);
    expect(result.code).toBe(0);
    const { graph, report } = JSON.parse(result.stdout);
    expect(graph.agents).toHaveLength(12);
    expect(report.summary).toMatch(/Running labteam\/main\.py in the sandbox added 12 agents/);
  }, 120_000);

  it('--run-code runs a TypeScript folder\'s entry in the TypeScript sandbox (agents from YAML in a loop, an agent tool through clone)', async () => {
    const plain = await run(['import', join(FIXTURES, 'agents-ts/config_desk')]);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/import with "run the code"/);
    const result = await run(['import', join(FIXTURES, 'agents-ts/config_desk'), '--run-code', '--json']);
    expect(result.code).toBe(0);
    const { graph, report } = JSON.parse(result.stdout);
    expect(graph.agents.map((a: { name: string }) => a.name)).toEqual(['Triage', 'Billing', 'Shipping', 'Summarizer', 'Brief summarizer']);
    expect(graph.agentTools).toHaveLength(1);
    expect(report.summary).toMatch(/Running config_desk\/src\/main\.ts in the sandbox added 5 agents, 4 routes, 2 tools/);
  }, 60_000);

  it('--json prints one object with the graph and the report, with paths relative to the folder', async () => {
    const result = await run(['import', join(FIXTURES, 'ag2/triage_group'), '--json']);
    expect(result.code).toBe(0);
    const { graph, report } = JSON.parse(result.stdout);
    expect(importGraph(graph).ok).toBe(true);
    expect(graph.runtime).toBe('ag2');
    expect(graph.agents.map((a: { name: string }) => a.name)).toEqual(['triage_agent', 'order_agent', 'support_agent']);
    expect(report.runtime).toBe('ag2');
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'skipped', file: 'triage_group/run.py', line: 8 }));
  });

  it('writes the graph with -o and the readable report on stderr', async () => {
    const out = join(dir, 'airline.json');
    const result = await run(['import', join(FIXTURES, 'swarm/airline'), '-o', out]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`wrote ${out}`);
    expect(result.stderr).toMatch(/Imported as swarm: \d+ mapped, \d+ approximated, \d+ skipped\./);
    expect(result.stderr).toContain('airline/configs/agents.py:47  lost_baggage.functions.append(...): added after construction');
    const written = importGraph(readFileSync(out, 'utf8'));
    expect(written.ok && written.graph.agents).toHaveLength(3);
  });

  it('takes several files at once and resolves imports between them', async () => {
    const result = await run(['import', join(FIXTURES, 'agents-ts/customer-service/agents.ts'), join(FIXTURES, 'agents-ts/customer-service/prompts.ts'), join(FIXTURES, 'agents-ts/customer-service/tools.ts'), '--json']);
    const { graph } = JSON.parse(result.stdout);
    expect(graph.agents.find((a: { name: string }) => a.name === 'Billing Agent').instructions).toMatch(/^You answer billing questions/);
    expect(graph.tools.map((t: { name: string }) => t.name)).toEqual(['get_invoice', 'issue_refund', 'reset_modem']);
  });

  it('fails with a reason (and still one JSON object) when there is nothing to import', async () => {
    const plain = await run(['import', fileURLToPath(new URL('../../README.md', import.meta.url))]);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toContain('No Python (.py) or TypeScript/JavaScript (.ts, .js) files to import.');
    const json = await run(['import', join(dir, 'missing.py'), '--json']);
    expect(json.code).toBe(1);
    expect(json.stderr).toContain('cannot read');
  });

  describe('hostile folders and files (issue 20, item 8)', () => {
    const agentPy = "from agents import Agent\n\ntriage = Agent(name='Triage', instructions='Help.')\n";

    it('skips a FIFO named *.py instead of waiting on it forever, and reads the rest', async () => {
      const folder = mkdtempSync(join(tmpdir(), 'switchboard-fifo-'));
      writeFileSync(join(folder, 'agents.py'), agentPy);
      execFileSync('mkfifo', [join(folder, 'pipe.py')]);
      const result = await run(['import', folder, '--json']);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout).graph.agents.map((a: { name: string }) => a.name)).toEqual(['Triage']);
      expect(result.stderr).toContain(`skipped ${join(folder, 'pipe.py')}: not a regular file`);
    });

    it('reports a symlink loop and reads the rest of the folder', async () => {
      const folder = mkdtempSync(join(tmpdir(), 'switchboard-loop-'));
      writeFileSync(join(folder, 'agents.py'), agentPy);
      mkdirSync(join(folder, 'sub'));
      symlinkSync(folder, join(folder, 'sub', 'back'));
      symlinkSync(join(folder, 'self.py'), join(folder, 'self.py'));
      const result = await run(['import', folder, '--json']);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout).graph.agents).toHaveLength(1);
      expect(result.stderr).toContain(`skipped ${join(folder, 'self.py')}: symlink loop`);
      expect(result.stderr).toContain(`skipped ${join(folder, 'sub', 'back')}: a folder already searched (symlink loop)`);
    });

    it('refuses code nested thousands of levels deep with a clear error naming the file, not a stack trace', async () => {
      const folder = mkdtempSync(join(tmpdir(), 'switchboard-deep-'));
      writeFileSync(join(folder, 'agents.py'), `from agents import Agent\n\ntriage = Agent(name='T', instructions='x', tools=${'['.repeat(2_000)}${']'.repeat(2_000)})\n`);
      const result = await run(['import', folder]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('agents.py: The code is nested too deeply to read (2001 levels of brackets); nothing was imported.');
      expect(result.stderr).not.toMatch(/at \w+ \(|RangeError/);
    });
  });
});

