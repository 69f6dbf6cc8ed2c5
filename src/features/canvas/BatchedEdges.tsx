/**
 * The batched routes of a big graph far out (batchedEdges.ts): a few paths in one SVG inside the
 * viewport, under the agents, never hit by the pointer (a route one pixel wide at this zoom is
 * not a click target; zoom in to select one).
 */
import { ViewportPortal } from '@xyflow/react';
import { memo, useMemo, useRef } from 'react';
import { batchedEdgePaths, newBatchCache, type BatchCache, type BatchedPath } from './batchedEdges.ts';
import { nodeRect, nodeVersion } from './flowStore.ts';
import type { CanvasNode, RoutingEdge } from './flowTypes.ts';

const PathView = memo(function PathView({ path }: { path: BatchedPath }) {
  return (
    <path
      className={`react-flow__edge-path sb-edge sb-edge--${path.kind}`}
      data-state="idle"
      data-disabled={path.disabled || undefined}
      data-inherited={path.inherited || undefined}
      data-count={path.count}
      d={path.d}
    />
  );
});

/** `nodes` is not read: a new array means an agent moved or was measured, and nodeRect has it. */
export const BatchedEdges = memo(function BatchedEdges({ edges, nodes }: { edges: readonly RoutingEdge[]; nodes: readonly CanvasNode[] }) {
  const cache = useRef<BatchCache>(null);
  const paths = useMemo(() => {
    void nodes;
    cache.current ??= newBatchCache();
    return batchedEdgePaths(edges, nodeRect, cache.current, nodeVersion);
  }, [edges, nodes]);
  return (
    <ViewportPortal>
      <svg className="sb-batched-edges" data-testid="batched-edges" aria-hidden="true">
        {paths.map((p) => (
          <PathView key={p.key} path={p} />
        ))}
      </svg>
    </ViewportPortal>
  );
});
