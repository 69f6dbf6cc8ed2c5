/**
 * The mini map of a big graph: every agent as a box in its colour, drawn as a few batched paths
 * (batchedAgents.ts) from the canvas' own nodes, with React Flow's pan and zoom behaviour
 * (XYMinimap) and its look (same classes and sizes). React Flow's MiniMap draws only the nodes
 * React Flow renders, which far out are a handful (the rest are batched), and it costs one
 * element and one store subscription per node on every drag and pan frame.
 *
 * The boxes follow the nodes at most every NODES_EVERY_MS: redrawing and rasterising the map on
 * every frame of a node drag cost the drag more than the dragged node itself did (500 agents at
 * 1:1, `npm run bench -- canvas`). The view rectangle follows the camera on every frame.
 */
import { Panel, useStore, useStoreApi, type ReactFlowState } from '@xyflow/react';
import { XYMinimap, type XYMinimapInstance } from '@xyflow/system';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useThrottled } from './useThrottled.ts';
import { batchedBoxPaths, newAgentBatchCache, type AgentBatchCache, type BatchedAgentPath } from './batchedAgents.ts';
import { flowBounds, nodeRect } from './flowStore.ts';
import type { CanvasNode } from './flowTypes.ts';

/** React Flow's MiniMap defaults, so both mini maps are the same size and margin. */
const WIDTH = 200;
const HEIGHT = 150;
const OFFSET_SCALE = 5;
/** how often the boxes follow moving nodes (about 7 times a second) */
const NODES_EVERY_MS = 150;

interface ViewState {
  x: number;
  y: number;
  width: number;
  height: number;
  panZoom: ReactFlowState['panZoom'];
  translateExtent: ReactFlowState['translateExtent'];
  flowWidth: number;
  flowHeight: number;
}

/** The part of the flow on screen, and what XYMinimap needs; compared field by field. */
const viewOf = (s: ReactFlowState): ViewState => ({
  x: -s.transform[0] / s.transform[2],
  y: -s.transform[1] / s.transform[2],
  width: s.width / s.transform[2],
  height: s.height / s.transform[2],
  panZoom: s.panZoom,
  translateExtent: s.translateExtent,
  flowWidth: s.width,
  flowHeight: s.height,
});
const sameView = (a: ViewState, b: ViewState) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height && a.panZoom === b.panZoom && a.translateExtent === b.translateExtent && a.flowWidth === b.flowWidth && a.flowHeight === b.flowHeight;

const BoxesView = memo(function BoxesView({ path }: { path: BatchedAgentPath }) {
  // style, not attributes: React Flow's stylesheet sets the mini map nodes' fill and stroke
  return <path className="react-flow__minimap-node" d={path.d} style={{ fill: path.color, strokeWidth: 0 }} shapeRendering="crispEdges" data-count={path.count} />;
});

interface Props {
  nodes: readonly CanvasNode[];
  /** a node's colour on the map, or null to leave it out */
  colorOf: (node: CanvasNode) => string | null;
  className?: string;
  ariaLabel?: string;
  maskColor?: string;
}

export const CanvasMiniMap = memo(function CanvasMiniMap({ nodes: liveNodes, colorOf, className, ariaLabel = 'Mini map', maskColor }: Props) {
  const nodes = useThrottled(liveNodes, NODES_EVERY_MS);
  const store = useStoreApi();
  const svg = useRef<SVGSVGElement>(null);
  const view = useStore(viewOf, sameView);
  const cache = useRef<AgentBatchCache>(null);
  const paths = useMemo(() => {
    cache.current ??= newAgentBatchCache();
    return batchedBoxPaths(nodes, nodeRect, colorOf, cache.current);
  }, [nodes, colorOf]);
  const content = useMemo(() => flowBounds(nodes), [nodes]);

  // the map shows the graph and the part on screen, whichever reaches further
  const left = Math.min(view.x, content?.x ?? view.x);
  const top = Math.min(view.y, content?.y ?? view.y);
  const bounds = {
    x: left,
    y: top,
    width: Math.max(view.x + view.width, content ? content.x + content.width : -Infinity) - left,
    height: Math.max(view.y + view.height, content ? content.y + content.height : -Infinity) - top,
  };
  const viewScale = Math.max(bounds.width / WIDTH, bounds.height / HEIGHT);
  const viewScaleRef = useRef(viewScale);
  viewScaleRef.current = viewScale;
  const offset = OFFSET_SCALE * viewScale;
  const x = bounds.x - (viewScale * WIDTH - bounds.width) / 2 - offset;
  const y = bounds.y - (viewScale * HEIGHT - bounds.height) / 2 - offset;
  const width = viewScale * WIDTH + offset * 2;
  const height = viewScale * HEIGHT + offset * 2;

  const minimap = useRef<XYMinimapInstance>(null);
  useEffect(() => {
    if (!svg.current || !view.panZoom) return;
    const instance = XYMinimap({ domNode: svg.current, panZoom: view.panZoom, getTransform: () => store.getState().transform, getViewScale: () => viewScaleRef.current });
    minimap.current = instance;
    return () => {
      instance.destroy();
      minimap.current = null;
    };
  }, [view.panZoom, store]);
  useEffect(() => {
    minimap.current?.update({ translateExtent: view.translateExtent, width: view.flowWidth, height: view.flowHeight, inversePan: false, pannable: true, zoomStep: 1, zoomable: true });
  }, [view.panZoom, view.translateExtent, view.flowWidth, view.flowHeight]);

  return (
    <Panel
      position="bottom-right"
      className={`react-flow__minimap${className ? ` ${className}` : ''}`}
      data-testid="rf__minimap"
      style={maskColor ? ({ '--xy-minimap-mask-background-color-props': maskColor } as React.CSSProperties) : undefined}
    >
      <svg ref={svg} width={WIDTH} height={HEIGHT} viewBox={`${x} ${y} ${width} ${height}`} className="react-flow__minimap-svg" role="img" aria-label={ariaLabel}>
        {paths.map((p) => (
          <BoxesView key={p.key} path={p} />
        ))}
        <path
          className="react-flow__minimap-mask"
          d={`M${x - offset},${y - offset}h${width + offset * 2}v${height + offset * 2}h${-width - offset * 2}z M${view.x},${view.y}h${view.width}v${view.height}h${-view.width}z`}
          fillRule="evenodd"
          pointerEvents="none"
        />
      </svg>
    </Panel>
  );
});
