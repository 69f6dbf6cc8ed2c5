import { describe, expect, it } from 'vitest';
import { EXAMPLES, exampleGraph } from '../examples.ts';
import { RUNTIME_SUPPORT, ignoredFeatureMessage, type RuntimeFeature } from '../runtimeSupport.ts';
import { RuntimeSchema, type Runtime } from '../schema.ts';
import { testGraph } from '../testGraph.ts';
import { lintGraph } from './lintGraph.ts';
import { runtimeSupportRule } from './runtimeSupport.ts';

/** One graph that uses every feature of the table once, each at a known path. */
function everything(runtime: Runtime) {
  return testGraph({
    runtime,
    startAgent: 'a',
    settings: { model: 'm', modelSettings: { temperature: 0.2 }, maxTurns: null, afterWork: { type: 'terminate' } },
    agents: [
      {
        id: 'a',
        name: 'A',
        tools: ['route', 'guarded', 'search'],
        inputGuardrails: ['in'],
        outputGuardrails: ['out'],
        outputSchema: { type: 'object', properties: {}, required: [], additionalProperties: false },
        toolUseBehavior: 'stop_on_first_tool',
        afterWork: { type: 'agent', agent: 'b' },
        modelSettings: { maxTokens: 10 },
        mcpServers: [{ id: 'srv', name: 'srv', transport: { type: 'streamable_http', url: 'http://127.0.0.1:9/mcp' }, requireApproval: 'always' }],
      },
      { id: 'b', name: 'B', handoffDescription: 'Billing questions', nestedChats: [{ agent: 'a' }] },
    ],
    handoffs: [
      { id: 'ctx', from: 'a', to: 'b', trigger: { type: 'context', when: 'ctx.go' } },
      {
        id: 'llm',
        from: 'a',
        to: 'b',
        trigger: { type: 'llm', toolName: null, description: null, condition: 'When billing is needed' },
        inputSchema: { type: 'object', properties: {}, required: [], additionalProperties: false },
        onHandoff: 'export default () => {}',
        inputFilter: { type: 'remove_all_tools' },
      },
    ],
    tools: [
      { id: 'route', type: 'function', name: 'route', routesTo: ['b'] },
      { id: 'guarded', type: 'function', name: 'guarded', inputGuardrails: ['tin'], outputGuardrails: ['tout'], code: 'export default () => 1' },
      { id: 'search', type: 'hosted', hosted: 'web_search' },
      { id: 'screen', type: 'computer' },
    ],
    guardrails: [
      { id: 'in', kind: 'input', name: 'in' },
      { id: 'out', kind: 'output', name: 'out' },
      { id: 'tin', kind: 'tool_input', name: 'tin' },
      { id: 'tout', kind: 'tool_output', name: 'tout' },
    ],
    agentTools: [{ id: 'a-calls-b', from: 'a', to: 'b' }],
  });
}

/** Where `everything()` uses each feature. */
const PATHS: Record<RuntimeFeature, string[]> = {
  contextTrigger: ['handoffs[0].trigger'],
  conditionPrompt: ['handoffs[1].trigger.condition'],
  handoffDescription: ['agents[1].handoffDescription'],
  inputSchema: ['handoffs[1].inputSchema'],
  onHandoff: ['handoffs[1].onHandoff'],
  inputFilter: ['handoffs[1].inputFilter'],
  agentGuardrails: ['agents[0].inputGuardrails', 'agents[0].outputGuardrails'],
  outputSchema: ['agents[0].outputSchema'],
  toolUseBehavior: ['agents[0].toolUseBehavior'],
  afterWork: ['settings.afterWork', 'agents[0].afterWork'],
  functionRouting: ['tools[0].routesTo'],
  toolGuardrails: ['tools[1].inputGuardrails', 'tools[1].outputGuardrails'],
  hostedTools: ['tools[2]'],
  computerTool: ['tools[3]'],
  mcpServers: ['agents[0].mcpServers[0]'],
  mcpApproval: ['agents[0].mcpServers[0].requireApproval'],
  samplingSettings: ['settings.modelSettings', 'agents[0].modelSettings'],
  agentTools: ['agentTools[0]'],
  nestedChats: ['agents[1].nestedChats'],
};

describe('runtime-support lint', () => {
  for (const runtime of RuntimeSchema.options) {
    it(`${runtime}: warns exactly where the graph uses a feature the runtime ignores`, () => {
      const found = runtimeSupportRule.check(everything(runtime));
      const expected = (Object.keys(PATHS) as RuntimeFeature[])
        .filter((f) => !RUNTIME_SUPPORT[f].support[runtime].supported)
        .flatMap((f) => PATHS[f].map((path) => ({ path, message: ignoredFeatureMessage(runtime, f) })));
      expect(found.map(({ path, message }) => ({ path, message })).sort((x, y) => x.path.localeCompare(y.path))).toEqual(
        expected.sort((x, y) => x.path.localeCompare(y.path)),
      );
      expect(found.every((d) => d.severity === 'warning' && d.ruleId === 'runtime-support')).toBe(true);
    });
  }

  it('says what is ignored, what happens instead and which runtime runs it', () => {
    expect(ignoredFeatureMessage('swarm', 'inputFilter')).toBe(
      'Swarm has no input filters: the next agent sees the whole conversation. Switch the runtime to Agents SDK to use them.',
    );
    expect(ignoredFeatureMessage('agents-sdk-python', 'afterWork')).toBe(
      'Agents SDK (Python) has no after-work routes: the run ends when an agent replies without handing off. Switch the runtime to AG2 to use them.',
    );
    expect(ignoredFeatureMessage('agents-sdk-js', 'functionRouting')).toMatch(/Switch the runtime to Swarm or AG2 to use them\.$/);
    expect(ignoredFeatureMessage('agents-sdk-js', 'inputFilter')).toBeNull();
  });

  it('targets the element that uses the feature', () => {
    const found = runtimeSupportRule.check(everything('swarm'));
    expect(found.find((d) => d.path === 'handoffs[1].inputFilter')?.target).toEqual({ kind: 'handoff', id: 'llm' });
    expect(found.find((d) => d.path === 'agents[0].outputSchema')?.target).toEqual({ kind: 'agent', id: 'a' });
    expect(found.find((d) => d.path === 'tools[2]')?.target).toEqual({ kind: 'tool', id: 'search' });
    expect(found.find((d) => d.path === 'settings.afterWork')?.target).toEqual({ kind: 'graph', id: 'g' });
  });

  it('only reports the trigger of an ignored context-trigger handoff, and finds handoff() in tool code', () => {
    const g = testGraph({
      runtime: 'agents-sdk-js',
      startAgent: 'a',
      agents: [{ id: 'a', name: 'A', tools: ['t'] }, { id: 'b', name: 'B' }],
      handoffs: [{ id: 'h', from: 'a', to: 'b', trigger: { type: 'context', when: 'true' }, inputFilter: { type: 'keep_last', count: 1 } }],
      tools: [
        { id: 't', type: 'function', name: 't', code: 'export default (a, { handoff }) => handoff("b")' },
        { id: 'quiet', type: 'function', name: 'quiet', code: '// later: handoff("b")\n/* or handoff ("c") */\nexport default () => 1' },
      ],
    });
    expect(runtimeSupportRule.check(g).map((d) => d.path)).toEqual(['handoffs[0].trigger', 'tools[0].code']);
  });

  it('is silent for a graph that uses nothing its runtime ignores', () => {
    for (const runtime of RuntimeSchema.options) {
      const g = testGraph({ runtime, startAgent: 'a', agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], handoffs: [{ id: 'h', from: 'a', to: 'b' }] });
      expect(runtimeSupportRule.check(g)).toEqual([]);
    }
  });

  it('the bundled examples lint clean: no errors and nothing their runtime ignores', () => {
    for (const example of EXAMPLES) {
      const found = lintGraph(exampleGraph(example));
      expect(found.filter((d) => d.severity === 'error' || d.ruleId === 'runtime-support'), example.id).toEqual([]);
    }
  });
});
