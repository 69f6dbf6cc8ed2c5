/**
 * The Agents SDK Python profile checked against the real SDK: for every case below, the graph's
 * agents-py export runs its own `main()` on openai-agents (v0.22.0) with openai-python (v3.3.1)
 * against scripts/fakeOpenAIServer.ts, the engine runs the graph with the same script through the
 * OpenAI providers against the same server, and every request body is compared, on Chat
 * Completions and on Responses. Writes the engine's requests of the identical cases to
 * src/export/equivalence/fixtures/pythonSdkRequests.json (pythonSdkFixtures.test.ts compares the
 * engine with them in CI) and prints identical/total with the first difference of each other case.
 *
 *   tsx scripts/pythonSdkDifferential.ts --agents <openai-agents-python at v0.22.0> \
 *     --openai <openai-python at v3.3.1> --griffe <griffe at 2.2.0> [--python python3] [--port 5201] [--write]
 *   … --swarm <openai/swarm checkout at 6af0b4c>: the Swarm export and profile instead (SWARM_CASES,
 *     Chat Completions only), pinned in fixtures/swarmRequests.json
 *   tsx scripts/pythonSdkDifferential.ts --ag2 <AG2 checkout at 0.11.5> --openai <openai-python at v1.109.1> \
 *     --pythonpath <dir with diskcache and termcolor, e.g. Debian's python3-diskcache python3-termcolor>:
 *     the AG2 export and profile (AG2_CASES, Chat Completions only), pinned in fixtures/ag2Requests.json
 *   --only a,b: the cases whose key contains a or b (other pins kept); --out <file>: pins written
 *   there instead; --verbose: the whole Python traceback and every request the upstream run sent
 *
 * The trees are upstream checkouts (never in this repository). The Python needs pydantic 2 and
 * httpx 0.23+ (Debian python3-httpx); openai-python 3 imports `httpx2`, given here as a thin
 * re-export of httpx, and `mcp` / `jiter` as stand-ins the run path never calls.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeOpenAIServer } from './fakeOpenAIServer.ts';
import { drive } from '../src/engine/testing/drive.ts';
import { createModel } from '../src/models/createModel.ts';
import { createNodeSandbox } from '../src/sandbox/index.ts';
import { createNodePythonRunner } from '../src/sandbox/python/index.ts';
import { withPython } from '../src/sandbox/python/pythonSandbox.ts';
import { exportAgentsPy } from '../src/export/agentsPy.ts';
import type { Graph } from '../src/graph/schema.ts';
import { AG2_CASES, PYTHON_SDK_CASES, SWARM_CASES, scriptedReplies as replies, visibleBody as visible } from '../src/export/equivalence/pythonSdkCases.ts';
import { exportSwarm } from '../src/export/swarm.ts';
import { exportAg2 } from '../src/export/ag2.ts';

const arg = (name: string, fallback?: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  if (fallback === undefined) throw new Error(`--${name} is required`);
  return fallback;
};
const RUNTIME = process.argv.includes('--swarm') ? 'swarm' : process.argv.includes('--ag2') ? 'ag2' : 'agents-py';
// --out: pins written elsewhere (two runs at once, merged afterwards)
const FIXTURES = process.argv.includes('--out') ? arg('out') : fileURLToPath(new URL(`../src/export/equivalence/fixtures/${{ swarm: 'swarmRequests', ag2: 'ag2Requests', 'agents-py': 'pythonSdkRequests' }[RUNTIME]}.json`, import.meta.url));
const CASES = { swarm: SWARM_CASES, ag2: AG2_CASES, 'agents-py': PYTHON_SDK_CASES }[RUNTIME];
const LABEL = { swarm: 'Swarm 6af0b4c', ag2: 'AG2 0.11.5', 'agents-py': 'Agents SDK Python v0.22.0' }[RUNTIME];
const exportFor = (graph: Graph): string => ({ swarm: exportSwarm, ag2: exportAg2, 'agents-py': exportAgentsPy })[RUNTIME](graph);

const SHIMS: Record<string, string> = {
  'httpx2/__init__.py': `# openai-python 3 imports httpx2; this re-exports Debian's httpx
import sys as _sys
import httpx as _h
from httpx import *  # noqa
from httpx import _config, _models, _types, _client  # noqa
for _n in dir(_h):
    if not _n.startswith('__'):
        globals()[_n] = getattr(_h, _n)
class AiohttpTransport:
    def __init__(self, *a, **k): raise RuntimeError('not available')
for _m in ('_config', '_models', '_types', '_client'):
    _sys.modules['httpx2.' + _m] = getattr(_h, _m)
`,
  'jiter/__init__.py': `import json
def from_json(data, partial_mode=False, **_):
    return json.loads(data)
`,
  'mcp/__init__.py': `# stand-in: every name a placeholder class, every submodule another such module
import sys, types, importlib.abc, importlib.machinery
class _Placeholder:
    def __init__(self, *a, **k): raise RuntimeError('mcp stand-in')
    def __class_getitem__(cls, item): return cls
def _getattr(name):
    if name.startswith('__'): raise AttributeError(name)
    return type(name, (_Placeholder,), {})
class _Finder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, fullname, path, target=None):
        return importlib.machinery.ModuleSpec(fullname, self, is_package=True) if fullname.startswith('mcp.') else None
    def create_module(self, spec):
        m = types.ModuleType(spec.name); m.__path__ = []; m.__getattr__ = _getattr; return m
    def exec_module(self, module):
        if module.__name__ == 'mcp.shared.exceptions':
            module.McpError = type('McpError', (Exception,), {})
sys.meta_path.insert(0, _Finder())
__getattr__ = _getattr
`,
};

function pythonPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-diff-'));
  for (const [path, text] of Object.entries(SHIMS)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  if (RUNTIME === 'ag2') {
    // AG2 0.11.5 runs on openai-python 1.x (its `openai` extra: >=1.99.3,<2) over Debian's httpx;
    // token counting (tiktoken) is never reached by a group chat without context limits
    symlinkSync(join(arg('ag2'), 'autogen'), join(dir, 'autogen'));
    symlinkSync(join(arg('openai'), 'src/openai'), join(dir, 'openai'));
    mkdirSync(join(dir, 'tiktoken'));
    writeFileSync(join(dir, 'tiktoken/__init__.py'), 'def _reached(*a, **k):\n    raise RuntimeError("tiktoken stand-in reached")\nget_encoding = encoding_for_model = _reached\nclass Encoding: pass\n');
    for (const debian of ['httpx', 'httpcore', 'h11', 'anyio', 'sniffio', 'distro', 'rfc3986', 'certifi', 'idna']) {
      if (existsSync(`/usr/lib/python3/dist-packages/${debian}`)) symlinkSync(`/usr/lib/python3/dist-packages/${debian}`, join(dir, debian));
    }
    return dir;
  }
  for (const [name, version] of [['mcp', '1.20.0'], ['openai_agents', '0.22.0'], ['openai', '3.3.1'], ['griffelib', '2.2.0']]) {
    mkdirSync(join(dir, `${name}-${version}.dist-info`));
    writeFileSync(join(dir, `${name}-${version}.dist-info`, 'METADATA'), `Metadata-Version: 2.1\nName: ${name.replace('_', '-')}\nVersion: ${version}\n`);
  }
  symlinkSync(join(arg('agents'), 'src/agents'), join(dir, 'agents'));
  symlinkSync(join(arg('openai'), 'src/openai'), join(dir, 'openai'));
  symlinkSync(join(arg('griffe'), 'packages/griffelib/src/griffe'), join(dir, 'griffe'));
  if (RUNTIME === 'swarm') symlinkSync(join(arg('swarm'), 'swarm'), join(dir, 'swarm'));
  for (const debian of ['httpx', 'httpcore', 'h11', 'anyio', 'sniffio', 'distro', 'rfc3986']) {
    try {
      symlinkSync(`/usr/lib/python3/dist-packages/${debian}`, join(dir, debian));
    } catch {
      /* the Python may have it already */
    }
  }
  return dir;
}

function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return `${path || '/'}: engine ${JSON.stringify(a)?.slice(0, 300)} | sdk ${JSON.stringify(b)?.slice(0, 300)}`;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  for (const key of keys) {
    const d = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}/${key}`);
    if (d) return d;
  }
  return `${path || '/'}: key order (engine ${Object.keys(a).join(',')} | sdk ${Object.keys(b).join(',')})`;
}

async function main(): Promise<void> {
  const python = arg('python', 'python3');
  const port = Number(arg('port', '5201'));
  const pyPath = pythonPath();
  const server = await startFakeOpenAIServer({ port, host: '127.0.0.1', respond: () => ({ text: 'Done.' }) });
  // under the Python runtimes a tool's Python body is what runs, as it runs on upstream
  const sandbox = withPython(createNodeSandbox(), () => createNodePythonRunner());
  await sandbox.warm();
  // with --only, the other cases' pins are kept
  const fixtures: Record<string, unknown[]> = process.argv.includes('--only') && existsSync(FIXTURES) ? (JSON.parse(readFileSync(FIXTURES, 'utf8')) as Record<string, unknown[]>) : {};
  let identical = 0;
  let total = 0;
  const differences: string[] = [];
  try {
    // the hand-written cases first, then the example walks
    for (const c of [...CASES].reverse()) {
      for (const scenario of c.scenarios) {
        const graph: Graph = scenario.graph ? scenario.graph(c.graph) : c.graph;
        for (const api of RUNTIME === 'agents-py' ? (['chat', 'responses'] as const) : (['chat'] as const)) {
          const key = `${c.name} | ${scenario.name} | ${api}`;
          if (process.argv.includes('--only') && !arg('only').split(',').some((part) => key.includes(part))) continue;
          total += 1;
          // the SDK: the export's own main()
          server.reset();
          server.enqueue(...replies(scenario));
          const file = join(pyPath, 'graph_export.py');
          writeFileSync(file, exportFor(graph));
          const setApi = RUNTIME === 'agents-py' ? `import agents\nagents.set_default_openai_api(${api === 'chat' ? "'chat_completions'" : "'responses'"})\n` : '';
          const runner = `import sys, runpy\n${setApi}sys.argv = ['graph_export.py', ${JSON.stringify(scenario.input)}]\nrunpy.run_path(${JSON.stringify(file)}, run_name='__main__')`;
          // asynchronously: the fake server answers from this process
          const sdkError = await new Promise<string>((resolve) => {
            const child = execFile(
              python,
              ['-c', runner],
              { cwd: pyPath, env: { ...process.env, PYTHONPATH: [pyPath, ...(process.argv.includes('--pythonpath') ? [arg('pythonpath')] : [])].join(':'), OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'sk-fake', OPENAI_AGENTS_DISABLE_TRACING: '1' }, encoding: 'utf8', timeout: 180_000 },
              // --verbose: the whole traceback, else its last line
              (error, _stdout, stderr) => resolve(error ? (process.argv.includes('--verbose') ? stderr : (stderr.trim().split('\n').at(-1) ?? String(error))) : ''),
            );
            child.stdin?.end('y\n'.repeat(20));
          });
          if (process.argv.includes("--verbose")) console.log(server.requests.map((r) => `${r.method} ${r.url} ${r.rawBody}`).join("\n"));
          const sdk = server.requests.filter((r) => r.method === 'POST').map((r) => visible(r.body));
          // the engine: the graph itself, same script, same server
          server.reset();
          server.enqueue(...replies(scenario));
          const model = createModel({ provider: api === 'chat' ? 'openai-chat' : 'openai-responses', apiKey: 'sk-fake', baseURL: server.baseURL, maxRetries: 0 });
          const { result } = await drive(scenario.engineGraph ? scenario.engineGraph(graph) : graph, scenario.input, [], { model, sandbox, stream: false });
          const engine = server.requests.filter((r) => r.method === 'POST').map((r) => visible(r.body));
          const diff = engine.length !== sdk.length ? `request count: engine ${engine.length} (${result.error?.message ?? result.status}) | sdk ${sdk.length} ${sdkError}` : firstDifference(engine, sdk);
          delete fixtures[key];
          if (diff === null) {
            identical += 1;
            fixtures[key] = engine;
          } else differences.push(`${key}\n    ${diff}`);
          console.log(`${diff === null ? 'identical' : 'differs  '} ${key}${diff === null ? '' : `\n    ${diff}`}`);
          if (process.argv.includes('--write')) writeFileSync(FIXTURES, `${JSON.stringify(fixtures, null, 1)}\n`);
        }
      }
    }
  } finally {
    sandbox.dispose();
    await server.close();
    rmSync(pyPath, { recursive: true, force: true });
  }
  console.log(`${LABEL}: ${identical}/${total} identical`);
  if (process.argv.includes('--write')) {
    writeFileSync(FIXTURES, `${JSON.stringify(fixtures, null, 1)}\n`);
    console.log(`wrote ${FIXTURES}`);
  }
}

await main();
