import { describe, expect, it } from 'vitest';
import { EXAMPLES, exampleGraph } from '../../graph/examples.ts';
import { exportGraph as graphFileText } from '../../graph/exportGraph.ts';
import { importGraph } from '../../graph/importGraph.ts';
import { testGraph } from '../../graph/testGraph.ts';
import { EXPORT_TARGETS } from '../../export/index.ts';
import { DIALOG_TARGETS, MIME_TYPE, renderTarget } from './dialogTargets.ts';

describe('export dialog targets', () => {
  it('offer every exporter of src/export, plus the graph file', () => {
    expect(DIALOG_TARGETS.map((t) => t.id).sort()).toEqual([...EXPORT_TARGETS, 'graph-json'].sort());
  });

  it.each(EXAMPLES.map((e) => [e.id, e] as const))('render every target of %s, each with a file name and a MIME type', (_id, example) => {
    const graph = exampleGraph(example);
    for (const { id } of DIALOG_TARGETS) {
      const result = renderTarget(graph, id);
      expect(result.code.length, id).toBeGreaterThan(0);
      expect(result.filename, id).toMatch(/\.(ts|py|mmd|json)$/);
      expect(MIME_TYPE[result.language], id).toBeTruthy();
      // every code target reports on the graph's features; only the graph file itself has no report
      if (id === 'graph-json') expect(result.report).toBeNull();
      else expect(result.report?.target).toBe(id);
    }
  });

  it('give the graph file as its canonical text, which imports back to the same graph', () => {
    const graph = exampleGraph(EXAMPLES[2]);
    const file = renderTarget(graph, 'graph-json');
    expect(file.code).toBe(graphFileText(graph));
    const back = importGraph(file.code);
    expect(back.ok && graphFileText(back.graph)).toBe(file.code);
  });

  it('name the graph file after the graph, falling back to its id', () => {
    expect(renderTarget(testGraph({ id: 'g1', name: 'Help Desk: v2!' }), 'graph-json').filename).toBe('help-desk-v2.json');
    expect(renderTarget(testGraph({ id: 'g1', name: '???' }), 'graph-json').filename).toBe('g1.json');
  });

  it('names code files for the graph, not its id ("untitled.ts" was the bug)', () => {
    const graph = testGraph({ id: 'untitled', name: 'Help Desk: v2!' });
    expect(renderTarget(graph, 'agents-ts').filename).toBe('help-desk-v2.ts');
    expect(renderTarget(graph, 'mermaid').filename).toBe('help-desk-v2.mmd');
    expect(renderTarget(graph, 'agents-py').filename).toBe('help_desk_v2_agents.py');
    expect(renderTarget(graph, 'swarm').filename).toBe('help_desk_v2_swarm.py');
    expect(renderTarget(graph, 'ag2').filename).toBe('help_desk_v2_ag2.py');
    expect(renderTarget(graph, 'json-schema').filename).toBe('switchboard-graph.schema.json');
    expect(renderTarget(testGraph({ id: 'g1', name: '2026 plan' }), 'swarm').filename).toBe('graph_2026_plan_swarm.py');
    expect(renderTarget(testGraph({ id: 'g1', name: '???' }), 'agents-ts').filename).toBe('g1.ts');
  });
});
