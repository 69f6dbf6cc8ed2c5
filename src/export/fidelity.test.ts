import { describe, expect, it } from 'vitest';
import { testGraph } from '../graph/testGraph.ts';
import { EXPORT_TARGETS, FEATURE_LABELS, fidelityHeader, fidelityReport, formatFidelityReport, graphFeatures, type FeatureKey } from './fidelity.ts';
import { everyFeatureGraph } from './fixtures/graphs.ts';

describe('fidelity report', () => {
  it('finds every feature of the every-feature fixture, with where it is used', () => {
    const features = graphFeatures(everyFeatureGraph());
    expect([...features.keys()].sort()).toEqual((Object.keys(FEATURE_LABELS) as FeatureKey[]).sort());
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
});
