/**
 * Far out on a big graph, routing edges are drawn as a few SVG paths, one per style and block of
 * edges, instead of one React Flow edge (an `<svg>`, three store subscriptions and a
 * position computation on every store change) per route (docs/PERFORMANCE.md, "Batched edges").
 * The curves are the same as the per-edge ones (layoutEdge, no label): only the number of
 * elements changes. Pure: rectangles come from the caller.
 */
import { joinBlocks, type BlockCache } from './batchBlocks.ts';
import { layoutEdge } from './edgeLayout.ts';
import type { Rect } from './edgeGeometry.ts';
import type { RoutingEdge, RoutingKind } from './flowTypes.ts';

export interface BatchedPath {
  /** stable React key: style and block */
  key: string;
  kind: RoutingKind;
  disabled: boolean;
  inherited: boolean;
  /** how many routes this path draws */
  count: number;
  d: string;
}

interface EdgeEntry {
  /** what versionOf gave for each end when the curve was laid out */
  sourceVersion: unknown;
  targetVersion: unknown;
  source: Rect;
  target: Rect;
  kind: RoutingKind;
  selfLoop: boolean;
  twoWay: boolean;
  path: string;
}

/** Remembers each edge's curve and each block's path between calls, keyed by edge id / block key. */
export interface BatchCache {
  edges: Map<string, EdgeEntry>;
  blocks: BlockCache<BatchedPath>;
}

export const newBatchCache = (): BatchCache => ({ edges: new Map(), blocks: new Map() });

const sameRect = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/**
 * The paths that draw `edges` (in order, grouped by kind, disabled, inherited), reusing every
 * curve whose end rectangles did not change and every block whose curves did not change (same
 * BatchedPath object, so React leaves its element alone). Edges whose ends have no rectangle
 * are not drawn. `versionOf` (optional) names an object that is replaced whenever an agent's
 * rectangle may have changed (its flow node): a drag frame then reads the rectangles of the
 * dragged agents' routes only, not of all of them.
 */
export function batchedEdgePaths(
  edges: readonly RoutingEdge[],
  rectOf: (id: string) => Rect | null,
  cache: BatchCache,
  versionOf: (id: string) => unknown = () => null,
): BatchedPath[] {
  const groups = new Map<string, { kind: RoutingKind; disabled: boolean; inherited: boolean; parts: string[] }>();
  const seen = new Set<string>();
  for (const edge of edges) {
    const kind = edge.type;
    if (!kind) continue;
    const selfLoop = edge.source === edge.target;
    const twoWay = !!edge.data?.twoWay;
    const sourceVersion = versionOf(edge.source);
    const targetVersion = versionOf(edge.target);
    const cached = cache.edges.get(edge.id);
    const sameShape = !!cached && cached.kind === kind && cached.selfLoop === selfLoop && cached.twoWay === twoWay;
    let entry = cached;
    const unchanged = sameShape && sourceVersion !== null && targetVersion !== null && cached.sourceVersion === sourceVersion && cached.targetVersion === targetVersion;
    if (!cached || !unchanged) {
      const source = rectOf(edge.source);
      const target = rectOf(edge.target);
      if (!source || !target) continue;
      if (cached && sameShape && sameRect(cached.source, source) && sameRect(cached.target, target)) {
        entry = { ...cached, sourceVersion, targetVersion };
      } else {
        const { path } = layoutEdge({ kind, source, target, selfLoop, twoWay, label: null, obstacles: [] });
        entry = { sourceVersion, targetVersion, source: { ...source }, target: { ...target }, kind, selfLoop, twoWay, path };
      }
      cache.edges.set(edge.id, entry);
    }
    seen.add(edge.id);
    const disabled = !!edge.data?.disabled;
    const inherited = !!edge.data?.inherited;
    const style = `${kind}${disabled ? '/disabled' : ''}${inherited ? '/inherited' : ''}`;
    let group = groups.get(style);
    if (!group) groups.set(style, (group = { kind, disabled, inherited, parts: [] }));
    group.parts.push(entry!.path);
  }
  if (cache.edges.size !== seen.size) for (const id of cache.edges.keys()) if (!seen.has(id)) cache.edges.delete(id);

  return joinBlocks(groups, cache.blocks, (key, group, parts) => ({ key, kind: group.kind, disabled: group.disabled, inherited: group.inherited, count: parts.length, d: parts.join(' ') }));
}

/**
 * Splits the routes into those React Flow still draws one by one (`keep`: selected, or showing
 * run state, so they stay clickable, accented and animated) and the batched rest. Without
 * batching, the routes are returned as they are (same array: React Flow sees no change).
 */
export function splitForBatching(edges: RoutingEdge[], batch: boolean, keep: (edge: RoutingEdge) => boolean): { single: RoutingEdge[]; batched: RoutingEdge[] } {
  if (!batch) return { single: edges, batched: [] };
  const single: RoutingEdge[] = [];
  const batched: RoutingEdge[] = [];
  for (const e of edges) (keep(e) ? single : batched).push(e);
  return { single, batched };
}
