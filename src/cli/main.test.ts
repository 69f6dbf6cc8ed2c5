/** The CLI commands in process (fast); cli.test.ts drives the real binary in a child process. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { USAGE } from './usage.ts';
import { startFakeOpenAIServer } from '../../scripts/fakeOpenAIServer.ts';
import { withModel } from './loadGraph.ts';
import { testGraph } from '../graph/testGraph.ts';

const ACME = fileURLToPath(new URL('../../public/examples/acme-customer-service.json', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'switchboard-main-'));

async function run(argv: string[], env: Record<string, string | undefined> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env });
  return { code, stdout, stderr };
}

describe('run', () => {
  it('prints a readable transcript without --json', async () => {
    const result = await run(['run', ACME, '--input', 'I want to return my boots']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('user> I want to return my boots');
    expect(result.stdout).toContain('[handoff] Triage Agent -> Issues and Repairs Agent');
    expect(result.stdout).toContain('[approval] rejected');
    // the simulator tells the tool's answer in its own reply (no "You said", no raw JSON)
    expect(result.stdout).toContain('Issues and Repairs Agent> Rejected by the CLI');
  });

  it('does not run graph code with --no-trust', async () => {
    const result = await run(['run', ACME, '--input', 'I want to return my boots', '--no-trust', '--json']);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).error).toMatchObject({ type: 'UntrustedCodeError' });
  });

  it('refuses an invalid graph before running anything, still with one JSON object under --json', async () => {
    const result = await run(['run', join(dir, 'missing.json'), '--input', 'hi']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no such file');
    const json = await run(['run', join(dir, 'missing.json'), '--input', 'hi', '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ status: 'error', error: { type: 'InvalidGraphError' } });
  });
});

describe('validate', () => {
  it('validates a good graph and lists path-qualified errors for a bad one', async () => {
    expect(await run(['validate', ACME])).toMatchObject({ code: 0, stdout: `${ACME}: valid\n` });
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ format: 'switchboard.graph', version: 1, id: 'bad', name: 'Bad', agents: [{ id: 'a', name: '' }] }));
    const result = await run(['validate', bad]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error   agents[0].name: An agent needs a name');
    const json = await run(['validate', bad, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ valid: false, errors: [{ path: 'agents[0].name', message: 'An agent needs a name' }] });
  });

  it('fails on lint errors of a schema-valid graph', async () => {
    const dangling = join(dir, 'dangling.json');
    writeFileSync(dangling, JSON.stringify({ format: 'switchboard.graph', version: 1, id: 'd', name: 'D', startAgent: 'a', agents: [{ id: 'a', name: 'A' }], handoffs: [{ id: 'h', from: 'a', to: 'nobody' }] }));
    const result = await run(['validate', dangling, '--json']);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.stringMatching(/^handoffs\[0\]/) })]));
  });
});

describe('export', () => {
  it('writes the JSON Schema of the format to a file', async () => {
    const out = join(dir, 'schema.json');
    const result = await run(['export', ACME, '--target', 'json-schema', '-o', out]);
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(readFileSync(out, 'utf8')).toContain('switchboard.graph');
  });

  it('writes code targets to stdout', async () => {
    const result = await run(['export', ACME, '--target', 'mermaid']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('flowchart');
  });
});

describe('eval', () => {
  it('runs a suite and fails on an unmet expectation', async () => {
    const suite = join(dir, 'suite.json');
    writeFileSync(
      suite,
      JSON.stringify({
        format: 'switchboard.eval',
        version: 1,
        approve: 'all',
        scenarios: [
          { name: 'returns go to repairs', input: 'I want to return my boots', expect: { route: ['triage', 'issues'], tools: ['look_up_item', 'execute_refund'], output: 'Refund done' } },
          { name: 'buying goes to sales', input: 'I want to buy rocket skates', expect: { lastAgent: 'sales' } },
          { name: 'a wrong expectation', input: 'hello', expect: { route: ['triage', 'sales'] } },
        ],
      }),
    );
    const result = await run(['eval', ACME, suite, '--trust']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      'PASS returns go to repairs\nPASS buying goes to sales\nFAIL a wrong expectation\n     route: expected Triage Agent -> Sales Agent, got Triage Agent\n2/3 scenarios passed\n',
    );
    const json = JSON.parse((await run(['eval', ACME, suite, '--json', '--trust'])).stdout);
    expect(json).toMatchObject({ provider: 'simulator', passed: 2, failed: 1 });
    // two suites, each starting ACME's Python (0.7 s of CPU from the snapshot, but 20 s of wall
    // time went by once on a 2-core machine at load 12): a budget, not a speed check
  }, 60_000);

  it('runs no graph code without --trust, and a bomb pattern fails its case at once (issue 20, items 2 and 8)', async () => {
    const suite = join(dir, 'untrusted-suite.json');
    writeFileSync(
      suite,
      JSON.stringify({
        format: 'switchboard.eval',
        version: 1,
        scenarios: [
          { name: 'needs the tool code', input: 'I want to return my boots', expect: { tools: ['look_up_item', 'execute_refund'] } },
          { name: 'bomb', input: 'hello', expect: { output: { matches: '^([\\s\\S]+)+Z$' } } },
          { name: 'lookahead', input: 'hello', expect: { output: { matches: '(?=a)b' } } },
        ],
      }),
    );
    const result = await run(['eval', ACME, suite]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^(ERROR|FAIL) needs the tool code\n.*UntrustedCodeError/s);
    expect(result.stdout).toMatch(/FAIL bomb\n {5}output: expected it to match \/\^\(\[\\s\\S\]\+\)\+Z\$\/i, got /);
    expect(result.stdout).toMatch(/FAIL lookahead\n {5}output: The pattern \/\(\?=a\)b\/ cannot run on the linear-time engine/);
    expect(USAGE).toMatch(/--trust \| --no-trust/);
  });

  it('writes JUnit XML that a real XML parser reads as the run went (--junit)', async () => {
    const suite = join(dir, 'junit-suite.json');
    writeFileSync(
      suite,
      JSON.stringify({
        format: 'switchboard.eval',
        version: 1,
        name: 'ACME <routing> & "more"',
        scenarios: [
          { name: 'buying goes to sales', input: 'I want to buy rocket skates', expect: { lastAgent: 'sales' } },
          { name: 'a wrong expectation', input: 'hello', expect: { route: ['triage', 'sales'] } },
        ],
      }),
    );
    const junit = join(dir, 'report.xml');
    const result = await run(['eval', ACME, suite, '--junit', junit, '--concurrency', '2']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`wrote ${junit}`);
    // Python's ElementTree: a strict parser that is not ours (python3 is already a test dependency)
    const parsed = JSON.parse(
      execFileSync(
        'python3',
        [
          '-c',
          `import json, sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
suite = root.find('testsuite')
print(json.dumps({
  'root': [root.tag, root.get('tests'), root.get('failures'), root.get('errors')],
  'suite': suite.get('name'),
  'props': {p.get('name'): p.get('value') for p in suite.find('properties')},
  'cases': [[c.get('name'), [(x.tag, x.get('message'), x.text) for x in c if x.tag != 'system-out'], c.find('system-out').text] for c in suite.findall('testcase')],
}))`,
          junit,
        ],
        { encoding: 'utf8', timeout: 30_000 },
      ),
    );
    expect(parsed.root).toEqual(['testsuites', '2', '1', '0']);
    expect(parsed.suite).toBe('ACME <routing> & "more"');
    expect(parsed.props).toMatchObject({ provider: 'simulator', graph: 'ACME customer service' });
    expect(parsed.cases[0][0]).toBe('buying goes to sales');
    expect(parsed.cases[0][1]).toEqual([]);
    expect(parsed.cases[0][2]).toContain('last agent: sales');
    expect(parsed.cases[1]).toEqual([
      'a wrong expectation',
      [['failure', 'route: expected Triage Agent -> Sales Agent, got Triage Agent', 'route: expected Triage Agent -> Sales Agent, got Triage Agent']],
      'route: triage\nlast agent: triage\ntools: (none)\nstatus: awaiting_user',
    ]);
  });

  it('runs the suite kept in the graph when no suite file is named', async () => {
    const graph = JSON.parse(readFileSync(ACME, 'utf8'));
    graph.evals = { format: 'switchboard.eval', version: 1, scenarios: [{ name: 'buying goes to sales', input: 'I want to buy rocket skates', expect: { route: ['triage', 'sales'] } }] };
    const file = join(dir, 'with-evals.json');
    writeFileSync(file, JSON.stringify(graph));
    const result = await run(['eval', file]);
    expect(result.stdout).toBe('PASS buying goes to sales\n1/1 scenarios passed\n');
    expect(result.code).toBe(0);
    const none = await run(['eval', ACME]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('keeps no eval suite');
  });

  it('waits out a 429 as Retry-After asks, through the real openai client and HTTP', async () => {
    const server = await startFakeOpenAIServer({ port: 0 });
    try {
      // the first model call is refused; the retry (after retry-after-ms) gets the echo reply
      server.enqueue({ fail: { status: 429, message: 'Rate limit reached', headers: { 'retry-after-ms': '300' } } });
      const suite = join(dir, 'rate-suite.json');
      writeFileSync(suite, JSON.stringify({ format: 'switchboard.eval', version: 1, scenarios: [{ name: 'hello stays', input: 'hello', expect: { route: ['triage'] } }] }));
      const started = Date.now();
      const result = await run(['eval', ACME, suite, '--provider', 'openai-chat', '--base-url', server.baseURL, '--model', 'fake-model'], { OPENAI_API_KEY: 'sk-test-key' });
      expect(result.stdout).toBe('PASS hello stays\n1/1 scenarios passed (1 rate-limited answer, 1 retry)\n');
      expect(result.code).toBe(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      // two requests for one model call: the refused one and its retry (the client's own retry is off)
      expect(server.requests.filter((r) => r.url.includes('/chat/completions'))).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it('reports an invalid suite with paths', async () => {
    const suite = join(dir, 'bad-suite.json');
    writeFileSync(suite, JSON.stringify({ format: 'switchboard.eval', version: 1, scenarios: [{ name: 'x', expect: {} }] }));
    const result = await run(['eval', ACME, suite]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('scenarios[0].input');
  });
});

describe('withModel', () => {
  it('puts every agent on the given model', () => {
    const graph = testGraph({ agents: [{ id: 'a', name: 'A', model: 'gpt-4o' }, { id: 'b', name: 'B' }] });
    const changed = withModel(graph, 'llama3');
    expect(changed.settings.model).toBe('llama3');
    expect(changed.agents.map((a) => a.model)).toEqual([null, null]);
    expect(withModel(graph, null)).toBe(graph);
  });
});
