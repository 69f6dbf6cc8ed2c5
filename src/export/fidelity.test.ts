import { describe, expect, it } from 'vitest';
import { testGraph } from '../graph/testGraph.ts';
import { EXPORT_TARGETS, FEATURE_LABELS, fidelityHeader, fidelityReport, formatFidelityReport, graphFeatures, type FeatureKey } from './fidelity.ts';
import { everyFeatureGraph } from './fixtures/graphs.ts';

describe('fidelity report', () => {
  it('finds every feature of the every-feature fixture, with where it is used', () => {
    const features = graphFeatures(everyFeatureGraph());
    // two upstream limits need a graph of their own (below): the fixture is also run on the real SDK;
    // agents as tools and nested chats have fixtures of their own (fixtures/agents-as-tools, ag2-nested-chats);
    // local MCP servers need a live server to run, so they have their own graph (mcpServers.test.ts);
    // the computer tool needs a Computer the developer writes (computerTool.test.ts)
    const elsewhere: FeatureKey[] = ['guardrail_never_runs', 'tool_choice_tool', 'agent_tool', 'agent_tool_output_extractor', 'nested_chats', 'mcp_server', 'mcp_server_approval', 'computer_tool', 'computer_linux'];
    expect([...features.keys()].sort()).toEqual((Object.keys(FEATURE_LABELS) as FeatureKey[]).filter((k) => !elsewhere.includes(k)).sort());
    expect(features.get('context_trigger')).toEqual(['Triage Agent → Human Escalation']);
    expect(features.get('needs_approval')).toEqual(['tool execute_order', 'tool refund_item']);
  });

  it('reports nothing for a graph that uses nothing', () => {
    expect(fidelityReport(testGraph({ agents: [{ id: 'a', name: 'A' }] }), 'agents-ts').items).toEqual([]);
  });

  it('rates each used feature for each code target, explaining everything that is not native', () => {
    const graph = everyFeatureGraph();
    for (const target of EXPORT_TARGETS.filter((t) => t !== 'json-schema')) {
      const report = fidelityReport(graph, target);
      expect(report.items).toHaveLength(graphFeatures(graph).size);
      for (const item of report.items.filter((i) => i.level !== 'native')) expect(item.note).not.toBe('');
    }
    const level = (target: 'agents-ts' | 'swarm' | 'ag2', feature: FeatureKey) => fidelityReport(graph, target).items.find((i) => i.feature === feature)?.level;
    expect(level('agents-ts', 'filter_keep_last')).toBe('emulated');
    expect(level('agents-ts', 'context_trigger')).toBe('unsupported');
    expect(level('ag2', 'context_trigger')).toBe('native');
    expect(level('swarm', 'function_routing')).toBe('native');
    expect(level('swarm', 'input_guardrail')).toBe('unsupported');
  });

  it('rates the turn limit by what the graph runtime and the target count', () => {
    const graph = (runtime: 'swarm' | 'ag2') => testGraph({ runtime, agents: [{ id: 'a', name: 'A' }], settings: { model: 'm', maxTurns: 5 } });
    expect(fidelityReport(graph('ag2'), 'ag2').items[0]).toMatchObject({ feature: 'max_turns', level: 'native' });
    expect(fidelityReport(graph('ag2'), 'agents-ts').items[0]).toMatchObject({ level: 'emulated', note: expect.stringContaining('counts model calls') });
    expect(fidelityReport(graph('swarm'), 'agents-ts').summary).toContain('designed for swarm; this export behaves as agents-sdk-js does');
  });

  it('names untranslatable rules for the Python targets', () => {
    const graph = testGraph({
      agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
      handoffs: [{ id: 'h', from: 'a', to: 'b', enabled: { when: 'ctx.tags.includes("x")' } }],
    });
    expect(fidelityReport(graph, 'agents-py').items[1].note).toContain('A → B: ctx.tags.includes("x")');
    expect(fidelityReport(graph, 'agents-ts').items[1].note).not.toContain('TODO');
  });

  it('prints the non-native items in the header and the whole report for the CLI', () => {
    const report = fidelityReport(everyFeatureGraph(), 'swarm');
    const header = fidelityHeader(report, '#');
    for (const item of report.items.filter((i) => i.level !== 'native')) expect(header).toContain(item.label);
    expect(header.split('\n').every((line) => line.startsWith('# '))).toBe(true);
    const text = formatFidelityReport(report);
    for (const item of report.items) expect(text).toContain(`${item.label}: ${item.note}`);
  });

  describe('upstream limits (issue 9)', () => {
    const spaced = () =>
      testGraph({
        startAgent: 'a',
        agents: [
          { id: 'a', name: 'Front Desk', inputGuardrails: ['g'] },
          { id: 'b', name: 'Back Office', inputGuardrails: ['g'], modelSettings: { toolChoice: 'look_up' } },
        ],
        handoffs: [{ id: 'h', from: 'a', to: 'b', trigger: { type: 'llm', toolName: 'to_back' } }],
        tools: [
          { id: 't1', type: 'function', name: 'look_up', code: 'export default () => 1' },
          { id: 't2', type: 'function', name: 'ported', code: 'export default () => 1', pythonCode: 'def ported() -> int:\n    return 1\n' },
        ],
        guardrails: [{ id: 'g', kind: 'input', name: 'No cards' }],
      });
    const item = (target: 'agents-py' | 'swarm' | 'ag2' | 'agents-ts', feature: FeatureKey) => fidelityReport(spaced(), target).items.find((i) => i.feature === feature);

    it('a tool without pythonCode is "stub: port needed" in every Python export, never native', () => {
      for (const target of ['agents-py', 'swarm', 'ag2'] as const) {
        expect(item(target, 'python_stub')).toMatchObject({ level: 'unsupported', where: ['tool look_up'] });
        expect(item(target, 'python_stub')?.note).toMatch(/^stub: port needed/);
        expect(fidelityHeader(fidelityReport(spaced(), target), '#')).toContain('stub: port needed');
      }
      expect(item('agents-ts', 'python_stub')?.level).toBe('native');
    });

    it('an input guardrail on an agent other than the starting one never runs in the SDKs', () => {
      expect(item('agents-py', 'guardrail_never_runs')).toMatchObject({ level: 'unsupported', where: ['No cards on Back Office'] });
      expect(item('agents-ts', 'guardrail_never_runs')?.note).toContain('only for the starting agent');
    });

    it('AG2: names with whitespace are renamed, tool-name overrides and a tool as tool_choice cannot be expressed', () => {
      expect(item('ag2', 'agent_name_whitespace')).toMatchObject({ level: 'emulated', where: ['Front Desk', 'Back Office'] });
      expect(item('ag2', 'tool_name_override')?.level).toBe('unsupported');
      expect(item('ag2', 'tool_name_override')?.note).toContain('handoffs.py:299-303');
      expect(item('ag2', 'tool_choice_tool')).toMatchObject({ level: 'unsupported', where: ['Back Office'] });
      expect(item('swarm', 'agent_name_whitespace')?.level).toBe('native');
    });
  });
});

describe('fidelity of agents as tools', () => {
  it('is native in both SDK exports, a port for a Python output extractor, and unsupported in Swarm and AG2', async () => {
    const { agentsAsToolsGraph } = await import('./fixtures/graphs.ts');
    const graph = agentsAsToolsGraph();
    const level = (target: 'agents-ts' | 'agents-py' | 'swarm' | 'ag2', feature: FeatureKey) => fidelityReport(graph, target).items.find((i) => i.feature === feature)?.level;
    expect(graphFeatures(graph).get('agent_tool')).toEqual(['Travel Manager → Research Agent', 'Travel Manager → Weather Desk']);
    expect([level('agents-ts', 'agent_tool'), level('agents-py', 'agent_tool'), level('swarm', 'agent_tool'), level('ag2', 'agent_tool')]).toEqual(['native', 'native', 'unsupported', 'unsupported']);
    expect([level('agents-ts', 'agent_tool_output_extractor'), level('agents-py', 'agent_tool_output_extractor')]).toEqual(['native', 'unsupported']);
  });
});
