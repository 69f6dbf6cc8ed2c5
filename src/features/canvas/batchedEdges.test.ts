import { describe, expect, it } from 'vitest';
import { BLOCK } from './batchBlocks.ts';
import { batchedEdgePaths, newBatchCache, splitForBatching } from './batchedEdges.ts';
import { layoutEdge } from './edgeLayout.ts';
import type { Rect } from './edgeGeometry.ts';
import type { RoutingEdge, RoutingKind } from './flowTypes.ts';

const edge = (id: string, source: string, target: string, kind: RoutingKind = 'llm', extra: Partial<NonNullable<RoutingEdge['data']>> = {}): RoutingEdge => ({
  id,
  source,
  target,
  type: kind,
  data: { label: id, title: id, disabled: false, conditional: false, lint: null, ...extra },
});

function world(count: number) {
  const rects = new Map<string, Rect>();
  for (let i = 0; i < count; i++) rects.set(`a${i}`, { x: i * 300, y: (i % 3) * 150, width: 240, height: 88 });
  return { rects, rectOf: (id: string) => rects.get(id) ?? null };
}

describe('batchedEdgePaths', () => {
  it('draws each route with the same curve as its own edge would, one path per style', () => {
    const { rects, rectOf } = world(4);
    const edges = [edge('h0', 'a0', 'a1'), edge('h1', 'a1', 'a2', 'context'), edge('h2', 'a2', 'a3'), edge('h3', 'a3', 'a3', 'function'), edge('h4', 'a1', 'a0', 'llm', { twoWay: true })];
    const paths = batchedEdgePaths(edges, rectOf, newBatchCache());
    const curve = (e: RoutingEdge) =>
      layoutEdge({ kind: e.type!, source: rects.get(e.source)!, target: rects.get(e.target)!, selfLoop: e.source === e.target, twoWay: !!e.data?.twoWay, label: null, obstacles: [] }).path;
    expect(paths.map((p) => [p.kind, p.count])).toEqual([
      ['llm', 3],
      ['context', 1],
      ['function', 1],
    ]);
    expect(paths[0].d).toBe([edges[0], edges[2], edges[4]].map(curve).join(' '));
    expect(paths[1].d).toBe(curve(edges[1]));
    // a self-loop is drawn (a tool routing to its own agent), as on the per-edge canvas
    expect(paths[2].d).toBe(curve(edges[3]));
  });

  it('keeps disabled and inherited routes in their own paths (they are drawn fainter)', () => {
    const { rectOf } = world(3);
    const paths = batchedEdgePaths(
      [edge('h0', 'a0', 'a1'), edge('h1', 'a1', 'a2', 'llm', { disabled: true }), edge('w0', 'a2', 'a0', 'afterWork', { inherited: true })],
      rectOf,
      newBatchCache(),
    );
    expect(paths.map((p) => [p.kind, p.disabled, p.inherited, p.count])).toEqual([
      ['llm', false, false, 1],
      ['llm', true, false, 1],
      ['afterWork', false, true, 1],
    ]);
  });

  it('leaves out routes whose agents have no rectangle', () => {
    const { rectOf } = world(2);
    expect(batchedEdgePaths([edge('h0', 'a0', 'gone')], rectOf, newBatchCache())).toEqual([]);
  });

  it('after a move rebuilds only the block holding the moved routes; the others stay the same objects', () => {
    const count = BLOCK * 2 + 10;
    const { rects, rectOf } = world(count + 1);
    const edges = Array.from({ length: count }, (_, i) => edge(`h${i}`, `a${i}`, `a${i + 1}`));
    const cache = newBatchCache();
    const before = batchedEdgePaths(edges, rectOf, cache);
    expect(before.map((p) => p.count)).toEqual([BLOCK, BLOCK, 10]);
    // a0 only touches h0, in the first block
    rects.set('a0', { x: -500, y: 40, width: 240, height: 88 });
    const after = batchedEdgePaths(edges, rectOf, cache);
    expect(after[0]).not.toBe(before[0]);
    expect(after[0].d).not.toBe(before[0].d);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[2]);
    // and moving it back draws exactly what was drawn before
    rects.set('a0', { x: 0, y: 0, width: 240, height: 88 });
    expect(batchedEdgePaths(edges, rectOf, cache)[0].d).toBe(before[0].d);
  });

  it('with versions, a frame reads only the rectangles of agents whose version changed', () => {
    const { rects, rectOf } = world(4);
    const versions = new Map([...rects.keys()].map((id) => [id, {}]));
    const reads: string[] = [];
    const counting = (id: string) => (reads.push(id), rectOf(id));
    const edges = [edge('h0', 'a0', 'a1'), edge('h1', 'a2', 'a3')];
    const cache = newBatchCache();
    const first = batchedEdgePaths(edges, counting, cache, (id) => versions.get(id));
    expect(reads).toHaveLength(4);
    reads.length = 0;
    // a2 is dragged: its node (version) is replaced
    rects.set('a2', { x: 700, y: 400, width: 240, height: 88 });
    versions.set('a2', {});
    const second = batchedEdgePaths(edges, counting, cache, (id) => versions.get(id));
    expect(reads).toEqual(['a2', 'a3']);
    expect(second[0].d).not.toBe(first[0].d);
    // a new version with the same rectangle (say, a selection change) keeps the curve
    reads.length = 0;
    versions.set('a0', {});
    expect(batchedEdgePaths(edges, counting, cache, (id) => versions.get(id))[0]).toBe(second[0]);
    expect(reads).toEqual(['a0', 'a1']);
  });

  it('forgets removed routes and blocks', () => {
    const { rectOf } = world(3);
    const cache = newBatchCache();
    batchedEdgePaths([edge('h0', 'a0', 'a1'), edge('h1', 'a1', 'a2', 'context')], rectOf, cache);
    batchedEdgePaths([edge('h0', 'a0', 'a1')], rectOf, cache);
    expect([...cache.edges.keys()]).toEqual(['h0']);
    expect([...cache.blocks.keys()]).toEqual(['llm#0']);
  });
});

describe('splitForBatching', () => {
  const edges = [edge('h0', 'a0', 'a1'), { ...edge('h1', 'a1', 'a2'), selected: true }, edge('h2', 'a2', 'a0')];
  it('keeps the routes that show state as single edges and batches the rest', () => {
    const { single, batched } = splitForBatching(edges, true, (e) => !!e.selected || e.id === 'h2');
    expect(single.map((e) => e.id)).toEqual(['h1', 'h2']);
    expect(batched.map((e) => e.id)).toEqual(['h0']);
  });
  it('without batching hands back the same array', () => {
    const { single, batched } = splitForBatching(edges, false, () => false);
    expect(single).toBe(edges);
    expect(batched).toEqual([]);
  });
});
