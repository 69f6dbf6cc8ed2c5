/**
 * The CLI built ahead (scripts/buildCli.mjs) is the CLI: built into a temporary folder, it runs a
 * conversation whose tools are code (so the sandbox, whose worker and runner sources the bundle
 * reads from the package, really runs), and `--version` prints the package's version.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GRAPH = join(ROOT, 'public/examples/acme-customer-service.json');

function node(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: ROOT, timeout: 60_000, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** Runs the built CLI's main() with argv, as bin/switchboard.mjs does. */
const runBuilt = (dir: string, argv: string[]) =>
  node([
    '--input-type=module',
    '-e',
    `const { main } = await import(${JSON.stringify(join(dir, 'main.js'))});
     const code = await main(${JSON.stringify(argv)}, { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t), env: {} });
     process.stdout.write('', () => process.exit(code));`,
  ]);

/** A bundle file and every chunk it imports statically, transitively (what loading it runs). */
function staticClosure(dir: string, entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    for (const m of code.matchAll(/^import\s[^;]*?from\s*"\.\/([^"]+)"|^import\s*"\.\/([^"]+)"/gm)) queue.push(m[1] ?? m[2]);
  }
  return seen;
}

describe('the CLI built ahead', () => {
  let dir = '';
  beforeAll(async () => {
    // inside the package, as build/cli is: the bundle resolves pyodide from the package's node_modules
    mkdirSync(join(ROOT, 'build'), { recursive: true });
    dir = mkdtempSync(join(ROOT, 'build', 'test-cli-'));
    const built = await node([join(ROOT, 'scripts/buildCli.mjs'), '--outdir', dir]);
    expect(built.code, built.stderr).toBe(0);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is plain JavaScript split per command, with the sources it was built from listed', () => {
    const files = readdirSync(dir);
    expect(files).toContain('main.js');
    expect(files.filter((f) => f.endsWith('.ts'))).toEqual([]);
    const { inputs } = JSON.parse(readFileSync(join(dir, 'inputs.json'), 'utf8')) as { inputs: string[] };
    expect(inputs).toContain('src/cli/main.ts');
    expect(inputs).toContain('src/sandbox/node/nodeSandbox.ts');
    // --version loads main.js and what it imports statically: neither the engine nor the
    // simulator's language libraries (compromise alone made --version cost 0.4 s of CPU)
    const loaded = staticClosure(dir, 'main.js');
    expect(loaded.has('main.js')).toBe(true);
    for (const file of loaded) {
      const code = readFileSync(join(dir, file), 'utf8');
      expect(code, file).not.toContain('runConversation');
      expect(code, file).not.toMatch(/^\/\/ \S*node_modules\/(compromise|chrono-node|openai)\//m);
    }
  });

  it('prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const result = await runBuilt(dir, ['--version']);
    expect(result.stdout).toBe(`${version}\n`);
  });

  it('runs a conversation whose tools are code, in the sandbox', async () => {
    const result = await runBuilt(dir, ['run', GRAPH, '--provider', 'simulator', '--input', 'My item is broken and I need it repaired', '--input', 'the blue kettle', '--json']);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as { status: string; items: Array<{ type: string; name?: string; output?: unknown }> };
    expect(report.status).not.toBe('error');
    // look_up_item is code in the graph: its answer can only come from the sandbox running it
    const lookUp = report.items.find((i) => i.type === 'function_call_result' && i.name === 'look_up_item');
    expect(lookUp?.output).toEqual({ type: 'text', text: expect.stringMatching(/^item_\d+$/) });
  });

  it('imports TypeScript with Babel loaded on use, and runs it in the sandbox with --run-code', async () => {
    const desk = join(ROOT, 'src/import/fixtures/agents-ts/config_desk');
    const result = await runBuilt(dir, ['import', desk, '--run-code', '--json']);
    expect(result.code, result.stderr).toBe(0);
    const { graph, report } = JSON.parse(result.stdout) as { graph: { agents: { name: string }[] }; report: { summary: string; items: { construct: string; detail: string }[] } };
    expect(graph.agents).toHaveLength(5);
    expect(report.summary).toMatch(/in the sandbox added 5 agents/);
    // a catch clause's type and a type predicate: read with Babel, not syntax errors
    expect(report.items.filter((i) => i.construct === 'TypeScript syntax')).toHaveLength(2);
    expect(report.items.filter((i) => i.construct === 'syntax error')).toEqual([]);
  });
});
