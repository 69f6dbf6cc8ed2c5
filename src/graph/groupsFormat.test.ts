/** The additive `groups` list of format v1 (docs/GRAPH-FORMAT.md "Groups"): old files, defaults, round trip, errors. */
import { describe, expect, it } from 'vitest';
import { exportGraph } from './exportGraph.ts';
import { importGraph } from './importGraph.ts';
import { v0ToV1 } from './migrations/v0ToV1.ts';

const base = {
  format: 'switchboard.graph',
  version: 1,
  id: 'g',
  name: 'G',
  startAgent: 'a',
  agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
};

function imported(doc: unknown) {
  const result = importGraph(doc);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.graph;
}

describe('groups in format v1', () => {
  it('a file without groups imports without them and exports without the key', () => {
    const graph = imported(base);
    expect('groups' in graph).toBe(false);
    expect(exportGraph(graph)).not.toContain('"groups"');
  });

  it('a v0 draft migrates to v1 with no groups', () => {
    const doc = v0ToV1.migrate({ format: 'switchboard.graph', version: 0, id: 'd', name: 'D', agents: [{ id: 'a', name: 'A' }], edges: [] });
    const graph = imported(doc);
    expect(graph.groups).toBeUndefined();
  });

  it('fills a group’s defaults and round-trips byte-identically', () => {
    const graph = imported({ ...base, groups: [{ id: 'team', name: 'Team', members: ['a', 'b'] }] });
    expect(graph.groups).toEqual([{ id: 'team', name: 'Team', color: null, members: ['a', 'b'], collapsed: false }]);
    const text = exportGraph(graph);
    expect(exportGraph(imported(JSON.parse(text)))).toBe(text);
    const full = { ...base, groups: [{ id: 'team', name: 'Team', color: '#22a06b', members: ['b'], collapsed: true, 'x-note': 'kept' }] };
    const again = exportGraph(imported(full));
    expect(JSON.parse(again).groups).toEqual(full.groups);
    expect(exportGraph(imported(JSON.parse(again)))).toBe(again);
  });

  it('refuses a bad colour, a bad id and an unknown field, each with its path', () => {
    const result = importGraph({
      ...base,
      groups: [{ id: 'team one', name: 'Team', color: 'url(https://example.com/x)', members: ['a'], size: 3 }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path).sort()).toEqual(['groups[0].color', 'groups[0].id', 'groups[0].size']);
    expect(result.errors.find((e) => e.path === 'groups[0].color')?.message).toContain('hex colour');
  });
});
