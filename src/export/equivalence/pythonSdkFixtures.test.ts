/**
 * The Python runtimes against the requests upstream sent (#22): every case of pythonSdkCases.ts
 * that scripts/pythonSdkDifferential.ts found identical on openai-agents v0.22.0 (and on Swarm
 * 6af0b4c, and on AG2 0.11.5) is pinned in fixtures/ (the request bodies both sent, as visibleBody reduces them);
 * the engine must still send exactly those, through the same OpenAI providers and fake server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pythonSdk from './fixtures/pythonSdkRequests.json' with { type: 'json' };
import swarm from './fixtures/swarmRequests.json' with { type: 'json' };
import ag2 from './fixtures/ag2Requests.json' with { type: 'json' };
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../../scripts/fakeOpenAIServer.ts';
import { createModel } from '../../models/createModel.ts';
import { createNodeSandbox } from '../../sandbox/index.ts';
import { createNodePythonRunner } from '../../sandbox/python/index.ts';
import { withPython } from '../../sandbox/python/pythonSandbox.ts';
import { drive } from '../../engine/testing/drive.ts';
import { AG2_CASES, PYTHON_SDK_CASES, SWARM_CASES, scriptedReplies, visibleBody, type PythonSdkCase } from './pythonSdkCases.ts';

/** how many cases each fixture held when this was written (a lower count means pins were lost) */
const MIN_PYTHON = 82;
const MIN_SWARM = 36;
const MIN_AG2 = 35;

let server: FakeOpenAIServer;
// under the Python runtimes a tool's Python body is what runs, as it ran on upstream
const sandbox = withPython(createNodeSandbox(), () => createNodePythonRunner());
beforeAll(async () => {
  server = await startFakeOpenAIServer({ respond: () => ({ text: 'Done.' }) });
  await sandbox.warm();
}, 180_000);
afterAll(async () => {
  sandbox.dispose();
  await server.close();
});

function replay(title: string, cases: PythonSdkCase[], pinned: Record<string, unknown[]>, apis: ReadonlyArray<'chat' | 'responses'>, minimum: number): void {
  describe(title, () => {
    it(`pins at least ${minimum} cases`, () => {
      expect(Object.keys(pinned).length).toBeGreaterThanOrEqual(minimum);
    });
    for (const c of cases) {
      for (const scenario of c.scenarios) {
        for (const api of apis) {
          const key = `${c.name} | ${scenario.name} | ${api}`;
          if (!pinned[key]) continue;
          it(key, async () => {
            const graph = scenario.graph ? scenario.graph(c.graph) : c.graph;
            server.reset();
            server.enqueue(...scriptedReplies(scenario));
            const model = createModel({ provider: api === 'chat' ? 'openai-chat' : 'openai-responses', apiKey: 'sk-fake', baseURL: server.baseURL, maxRetries: 0 });
            await drive(scenario.engineGraph ? scenario.engineGraph(graph) : graph, scenario.input, [], { model, sandbox, stream: false });
            expect(server.requests.filter((r) => r.method === 'POST').map((r) => visibleBody(r.body))).toEqual(pinned[key]);
          }, 30_000);
        }
      }
    }
  });
}

replay('Agents SDK Python: the engine sends what openai-agents v0.22.0 sent', PYTHON_SDK_CASES, pythonSdk as Record<string, unknown[]>, ['chat', 'responses'], MIN_PYTHON);
replay('Swarm: the engine sends what Swarm 6af0b4c sent', SWARM_CASES, swarm as Record<string, unknown[]>, ['chat'], MIN_SWARM);
replay('AG2: the engine sends what AG2 0.11.5 sent', AG2_CASES, ag2 as Record<string, unknown[]>, ['chat'], MIN_AG2);
