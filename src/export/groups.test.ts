/**
 * Canvas groups are layout only (docs/GRAPH-FORMAT.md "Groups"): every code export and the
 * diagram ignore them, so a graph exports to the same text with or without its groups, and the
 * fidelity report has nothing to say about them.
 */
import { expect, it } from 'vitest';
import { EXAMPLES, exampleGraph } from '../graph/examples.ts';
import { EXPORT_TARGETS, exportGraph } from './index.ts';

it('every export target writes the same text and report with or without the groups', () => {
  const graph = exampleGraph(EXAMPLES.find((e) => e.id === 'ag2-research-organisation')!);
  expect(graph.groups?.length).toBeGreaterThan(0);
  const { groups: _groups, ...ungrouped } = graph;
  const collapsed = { ...graph, groups: graph.groups!.map((g) => ({ ...g, collapsed: true })) };
  for (const target of EXPORT_TARGETS) {
    const plain = exportGraph(ungrouped, target);
    expect(exportGraph(graph, target), target).toEqual(plain);
    expect(exportGraph(collapsed, target), target).toEqual(plain);
    expect(plain.code, target).not.toMatch(/Planning|Plot review/);
  }
});
