/**
 * The graph canvas. Nodes and edges are controlled and derived from the document (flowStore);
 * React Flow's change events are turned into document actions (moves inside a drag gesture
 * = one undo step), selection updates and measured sizes.
 */
import {
  ControlButton,
  Controls,
  ReactFlow,
  getViewportForBounds,
  useReactFlow,
  useStore,
  type Connection,
  type EdgeChange,
  type NodeChange,
  type OnConnect,
  type OnConnectEnd,
  type ReactFlowState,
  type Viewport,
} from '@xyflow/react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useDocumentStore, type XY } from '../../store/documentStore.ts';
import { useRunStore, type RunState } from '../../store/runStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { EdgeFocus } from './EdgeFocus.tsx';
import { useUiStore } from '../../store/uiStore.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { registerCanvasBounds } from '../../store/canvasBounds.ts';
import { AgentNode } from './AgentNode.tsx';
import { BatchedAgents } from './BatchedAgents.tsx';
import { agentAt, HIT_SLOP_PX, splitAgentsForBatching } from './batchedAgents.ts';
import { BatchedEdges } from './BatchedEdges.tsx';
import { BreakpointMarkers } from './BreakpointMarkers.tsx';
import { droppedConnection } from './bodyConnect.ts';
import { splitForBatching } from './batchedEdges.ts';
import { CanvasMiniMap } from './CanvasMiniMap.tsx';
import { useLayoutBusy } from './canvasActions.ts';
import { agentColor } from '../../ui/agentColor.ts';
import { Icon } from '../../ui/index.ts';
import { CanvasToolbar } from './CanvasToolbar.tsx';
import { DirectPan } from './DirectPan.tsx';
import { DotGrid } from './DotGrid.tsx';
import { EmptyState } from './EmptyState.tsx';
import { dragPosition, flowBounds, isDragging, nodeRect, recordMeasured, setDragPositions, setGroupOverview, startFlow, takeDragPositions, useFlowStore, type FlowElements } from './flowStore.ts';
import type { CanvasNode, RoutingEdge } from './flowTypes.ts';
import { GroupNode } from './GroupNode.tsx';
import { isGroupNodeId } from './groupFlow.ts';
import { FIT_MAX_ZOOM, fitPadding, isShowingFit, useFitCanvas, viewFitted, viewMovedByUser } from './fitCanvas.ts';
import { DetailContext, detailOf, edgeScaleOf, groupOverviewOf, nameScaleOf, panLayerOf } from './levelOfDetail.ts';
import { startLint } from './lintStore.ts';
import { edgesNear, nearRect, parseViewCell, viewCellKey, viewCellOf } from './nearView.ts';
import { PALETTE_MIME, type PalettePayload } from './paletteItems.ts';
import { AfterWorkEdge, AgentToolEdge, ContextEdge, EdgeMarkers, FunctionEdge, LlmEdge, NestedChatEdge } from './RoutingEdges.tsx';
import { useCanvasShortcuts } from './useCanvasShortcuts.ts';
import { stopFollowing } from './followCamera.ts';
import { useFollowRun } from './useFollowRun.ts';
import { useClearOfInspector } from './useClearOfInspector.ts';
import { useRevealRequests } from './useRevealRequests.ts';
import { insertPayload } from './usePaletteInsert.ts';
import './canvas.css';

// Stable across renders (React Flow warns and re-mounts otherwise).
const nodeTypes = { agent: AgentNode, agentGroup: GroupNode };
const edgeTypes = { llm: LlmEdge, context: ContextEdge, afterWork: AfterWorkEdge, function: FunctionEdge, agentTool: AgentToolEdge, nestedChat: NestedChatEdge };
const MULTI_SELECT_KEYS = ['Shift', 'Meta', 'Control'];
const PRO_OPTIONS = { hideAttribution: true };
/**
 * Beyond this many agents only what is on screen is rendered. Measured: below that, React
 * Flow's per-frame visibility pass over every node and edge costs more during a drag than it
 * saves (zoomed out, everything is on screen anyway and nodes are compact).
 */
const VIRTUALISE_ABOVE = 5000;
/**
 * Zoomed in (full nodes, labels) on a graph this big, most agents are off screen and each is
 * dozens of elements: render only the visible ones. Zoomed out everything is on screen anyway.
 * Measured (`npm run bench -- canvas 100`, A/B in one window): at 100 agents this took a 1:1 pan
 * from 2.7x bare React Flow's main-thread CPU to 1.1x, and a drag from 2.1x to 1.4x.
 */
const VIRTUALISE_NEAR_ABOVE = 50;
/**
 * Far out (placeholder agents) on a graph this big, idle routes and agents are drawn as a few
 * batched paths instead of one React Flow edge or node each (batchedEdges.ts, batchedAgents.ts):
 * the same curves and boxes, a fraction of the elements, store subscriptions and per-frame work.
 */
const BATCH_ABOVE = 300;
/**
 * Zoomed in with more routes than this, React Flow gets only the routes near the view
 * (nearView.ts): its visibility pass and per-edge store work then cover those, not all of them.
 */
const NEAR_EDGES_ABOVE = 1000;
/** Beyond this many agents nodes drop their shadows. */
const LARGE_ABOVE = 150;

startFlow();
startLint();
registerCanvasBounds(() => flowBounds());

const MIN_ZOOM = 0.02;

/** The viewport that fits every agent into `container` (100% at the origin when there are none). */
function fittedViewport(container: HTMLElement): Viewport {
  const bounds = flowBounds();
  if (!bounds) return { x: 0, y: 0, zoom: 1 };
  const { width, height } = container.getBoundingClientRect();
  return getViewportForBounds(bounds, width, height, MIN_ZOOM, FIT_MAX_ZOOM, fitPadding(container));
}

// an overview block or a collapsed group stands for its members: it takes their place on the mini map too
const miniMapColor = (node: CanvasNode) =>
  node.type === 'agentGroup' ? (node.data.overview || node.data.collapsed ? (node.data.color ?? '#8b93a7') : null) : agentColor(node.id, node.data.color);

/** Between drag start and stop, moves go to the canvas overlay, not the document. */
let dragActive = false;
/**
 * The canvas an agent is being dragged on, marked `data-node-drag` meanwhile (its dot grid is a
 * layer of its own then, canvas.css). An attribute set here rather than a `:has(.dragging)`
 * rule: Chromium checked that rule against the canvas' whole subtree (tens of thousands of
 * elements on a big graph) whenever agents and routes were mounted, about 1 ms of every pan
 * frame at 2,000 agents (docs/PERFORMANCE.md).
 */
let dragCanvas: HTMLElement | null = null;

function onDragStart(event?: { target: EventTarget | null }) {
  dragActive = true;
  const target = event?.target;
  dragCanvas = target instanceof Element ? target.closest<HTMLElement>('.sb-canvas') : null;
  dragCanvas?.setAttribute('data-node-drag', '');
}

function onDragStop() {
  dragActive = false;
  dragCanvas?.removeAttribute('data-node-drag');
  dragCanvas = null;
  const moved = takeDragPositions();
  // One commit = one undo step for the whole drag (also when the drop point equals the start).
  if (Object.keys(moved).length) useDocumentStore.getState().moveAgents(moved);
}

/**
 * A group's box follows its members (groupFlow.ts): dragging its header moves every member by
 * the same amount, through the same drag overlay and single commit as agents.
 */
function groupMemberMoves(groupNodeId: string, to: XY, into: Record<string, XY>) {
  const node = useFlowStore.getState().nodes.find((n) => n.id === groupNodeId);
  if (node?.type !== 'agentGroup') return;
  const dx = to.x - node.position.x;
  const dy = to.y - node.position.y;
  if (!dx && !dy) return;
  const agents = new Map(useDocumentStore.getState().graph.agents.map((a) => [a.id, a.position]));
  for (const member of node.data.members) {
    const at = into[member] ?? dragPosition(member) ?? agents.get(member);
    if (at) into[member] = { x: at.x + dx, y: at.y + dy };
  }
}

function onNodesChange(changes: NodeChange<CanvasNode>[]) {
  const positions: Record<string, XY> = {};
  let moved = false;
  const sizes: { id: string; width: number; height: number }[] = [];
  let selection: Set<string> | null = null;
  for (const change of changes) {
    if ('id' in change && isGroupNodeId(change.id)) {
      if (change.type === 'position' && change.position) {
        groupMemberMoves(change.id, change.position, positions);
        moved = true;
      }
      continue;
    }
    if (change.type === 'position' && change.position) {
      positions[change.id] = change.position;
      moved = true;
    } else if (change.type === 'dimensions' && change.dimensions) {
      sizes.push({ id: change.id, ...change.dimensions });
    } else if (change.type === 'select') {
      selection ??= new Set(useSelectionStore.getState().agentIds);
      if (change.selected) selection.add(change.id);
      else selection.delete(change.id);
    }
  }
  if (sizes.length) recordMeasured(sizes);
  if (moved) {
    if (dragActive || isDragging()) setDragPositions(positions);
    else useDocumentStore.getState().moveAgents(positions);
  }
  if (selection) useSelectionStore.setState({ agentIds: [...selection], detail: null });
}

function onEdgesChange(changes: EdgeChange<RoutingEdge>[]) {
  let selection: Set<string> | null = null;
  for (const change of changes) {
    if (change.type !== 'select') continue;
    selection ??= new Set(useSelectionStore.getState().edgeIds);
    if (change.selected) selection.add(change.id);
    else selection.delete(change.id);
  }
  if (selection) useSelectionStore.setState({ edgeIds: [...selection], detail: null });
}

const onConnect: OnConnect = (connection) => {
  const id = useDocumentStore.getState().addHandoff(connection.source, connection.target);
  if (id) useSelectionStore.getState().select([], [id]);
};

/** A connection released on an agent's body (not its handle) connects too (bodyConnect.ts). */
const onConnectEnd: OnConnectEnd = (event, state) => {
  const connection = droppedConnection(event, state);
  if (connection) onConnect({ ...connection, sourceHandle: 'out', targetHandle: 'in' });
};

/** A pan or zoom by a person (React Flow passes no event for programmatic moves). */
const onMoveStart = (event: MouseEvent | TouchEvent | null) => {
  if (!event) return;
  viewMovedByUser();
  stopFollowing();
};

const isValidConnection = (c: Connection | RoutingEdge) => c.source !== c.target;

function agentUnder(target: EventTarget | null): string | null {
  return (target as Element | null)?.closest?.('.react-flow__node')?.getAttribute('data-id') ?? null;
}

/** Routes showing run state right now (they stay single edges when the rest are batched). */
const runEdgeFacts = (s: RunState) => [s.visitedEdgeIds, s.disabledHandoffIds, s.highlight?.edgeId, s.travelling?.edgeId] as const;
/** Agents showing run state right now (they stay React Flow nodes when the rest are batched). */
const runAgentFacts = (s: RunState) => [s.activeAgentId, s.visitedAgentIds, s.highlight?.agentId, s.callingAgentIds, s.turnCounts] as const;

/**
 * The flow's nodes and edges as React state rather than a zustand hook: a store hook
 * (useSyncExternalStore) renders every change synchronously, so a drag rendered the whole flow
 * once per pointer move. State set from a pointer event is batched like React Flow's own
 * useNodesState: moves that arrive between two frames render once (docs/PERFORMANCE.md).
 */
function useFlowElements(): FlowElements {
  const [elements, setElements] = useState(useFlowStore.getState);
  useLayoutEffect(() => {
    setElements(useFlowStore.getState());
    return useFlowStore.subscribe(setElements);
  }, []);
  return elements;
}

export function Canvas({ onOpenExample }: { onOpenExample?: (exampleId: string) => void }) {
  const { nodes, edges: allEdges } = useFlowElements();
  const isEmpty = nodes.length === 0;
  const theme = useUiStore((s) => s.theme);
  const loadId = useDocumentStore((s) => s.loadId);
  const layoutBusy = useLayoutBusy((s) => s.busy);
  const opening = useProjectStore((s) => s.opening);
  const detail = useStore(detailOf);
  const overview = useStore(groupOverviewOf);
  const hasGroups = useDocumentStore((s) => !!s.graph.groups?.length);
  const edgeScale = useStore(edgeScaleOf);
  const nameScale = useStore(nameScaleOf);
  const panLayer = useStore(panLayerOf);
  const large = nodes.length > LARGE_ABOVE;
  // zoomed out past readable names, groups stand for their members (a view fact, flowStore)
  useLayoutEffect(() => setGroupOverview(overview), [overview]);
  const batch = detail === 'tiny' && nodes.length > BATCH_ABOVE;
  const [visited, runDisabled, highlighted, travelling] = useRunStore(useShallow(runEdgeFacts));
  const [activeAgent, visitedAgents, highlightedAgent, callingAgents, turnCounts] = useRunStore(useShallow(runAgentFacts));
  // A selected agent's routes stay single too: dragging it then redraws those few routes, not the
  // batched paths they would share with routes all over the graph (a path's whole extent repaints).
  const selectedAgents = useSelectionStore((s) => s.agentIds);
  const keepSingle = useMemo(() => {
    const held = new Set(selectedAgents);
    return (e: RoutingEdge) =>
      !!e.selected || !!e.data?.aggregates || held.has(e.source) || held.has(e.target) || visited.has(e.id) || runDisabled.has(e.id) || e.id === highlighted || e.id === travelling;
  }, [selectedAgents, visited, runDisabled, highlighted, travelling]);
  const { single: singleEdges, batched } = useMemo(() => splitForBatching(allEdges, batch, keepSingle), [allEdges, batch, keepSingle]);
  // Zoomed in on a big graph, React Flow gets only the routes near the view (nearView.ts); the set
  // changes when the view crosses a grid cell, not on every pan frame. During a drag the agents'
  // rectangles are read as they were at its start: the dragged agents' routes are kept anyway.
  // Between the batched far-out view and readable zoom ('far', 13-40%), a graph past the batching
  // size no longer fits the screen (2,000 agents at 30%: a tenth on screen), and rendering all of
  // it mounted every agent and route (2,000 and 5,904) as React Flow elements: virtualised too.
  const virtualise =
    nodes.length > VIRTUALISE_ABOVE ||
    (nodes.length > VIRTUALISE_NEAR_ABOVE && (detail === 'near' || detail === 'mid')) ||
    (nodes.length > BATCH_ABOVE && detail === 'far');
  const near = !batch && virtualise && allEdges.length > NEAR_EDGES_ABOVE;
  const cellKey = useStore(useCallback((s: ReactFlowState) => (near ? viewCellKey(viewCellOf(s.transform, s.width, s.height)) : ''), [near]));
  const nodesAtRest = useRef(nodes);
  if (!dragActive) nodesAtRest.current = nodes;
  const restingNodes = nodesAtRest.current;
  const edges = useMemo(
    () => (near && restingNodes.length ? edgesNear(singleEdges, nodeRect, nearRect(parseViewCell(cellKey)), keepSingle) : singleEdges),
    [near, cellKey, singleEdges, keepSingle, restingNodes],
  );
  // An agent React Flow does not render cannot end a route React Flow draws: those stay nodes.
  const { single: flowNodes, batched: batchedAgents } = useMemo(() => {
    const ends = new Set<string>();
    if (batch) for (const e of edges) ends.add(e.source).add(e.target);
    return splitAgentsForBatching(
      nodes,
      batch,
      (a) => !!a.selected || ends.has(a.id) || a.id === activeAgent || a.id === highlightedAgent || visitedAgents.has(a.id) || callingAgents.has(a.id) || !!turnCounts[a.id],
    );
  }, [nodes, batch, edges, activeAgent, visitedAgents, highlightedAgent, callingAgents, turnCounts]);
  const batchedRef = useRef(batchedAgents);
  batchedRef.current = batchedAgents;
  const { getViewport, screenToFlowPosition, setViewport } = useReactFlow();
  const dropTarget = useRef<Element | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  // The first viewport is computed from the document before React Flow mounts, so a loaded graph
  // renders once at its fitted zoom (compact nodes when far out) instead of once at 100% and
  // again after a fit; an empty canvas stays at 100% so the first dropped agent does not jump.
  const [initial, setInitial] = useState<{ viewport: Viewport; loadId: number } | null>(null);
  useLayoutEffect(() => {
    if (!containerRef.current) return;
    setInitial({ viewport: fittedViewport(containerRef.current), loadId: useDocumentStore.getState().loadId });
  }, []);
  useCanvasShortcuts();
  useFollowRun();
  useClearOfInspector();
  useRevealRequests();

  const initialLoadId = initial?.loadId;
  useLayoutEffect(() => {
    // A document loaded after mount (open, import, example): fit it before it is painted.
    // An empty one goes back to 100% (a new graph after an example must not keep its zoom, or
    // the first dropped agent lands away from the pointer).
    if (initialLoadId === undefined || loadId === initialLoadId || !containerRef.current) return;
    viewFitted();
    void setViewport(fittedViewport(containerRef.current));
  }, [loadId, initialLoadId, setViewport]);

  // Refit when the canvas changes size (window, playground, side panels) while it shows a fit;
  // also once after mount, when the toolbar and mini map can be measured.
  const fit = useFitCanvas();
  const mounted = initial !== null;
  useLayoutEffect(() => {
    const el = containerRef.current;
    if (!el || !mounted) return;
    let last = '';
    const observer = new ResizeObserver(([entry]) => {
      const size = `${Math.round(entry.contentRect.width)}x${Math.round(entry.contentRect.height)}`;
      if (size === last) return;
      last = size;
      if (isShowingFit() && useDocumentStore.getState().graph.agents.length > 0) fit(0);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [mounted, fit]);

  // The same elements across renders, so a drag frame (which re-renders the canvas with new
  // nodes) does not re-render the grid, mini map frame, controls and toolbar.
  const chrome = useMemo(
    () => (
      <>
        {detail !== 'tiny' && <DotGrid gap={20} size={1.2} color="var(--sb-canvas-dot)" />}
        {/* our own fit button: React Flow's would also run its own fitView (its nodes' bounds, default
            padding), queued after ours, and win */}
        <Controls showInteractive={false} showFitView={false} className="sb-controls">
          <ControlButton className="react-flow__controls-fitview" onClick={() => fit()} title="Fit view" aria-label="Fit view">
            <Icon name="fit" />
          </ControlButton>
        </Controls>
        <CanvasToolbar />
      </>
    ),
    [detail, fit],
  );

  const markDropTarget = (el: Element | null) => {
    if (dropTarget.current === el) return;
    dropTarget.current?.classList.remove('sb-drop-target');
    el?.classList.add('sb-drop-target');
    dropTarget.current = el;
  };

  const onDragOver = useCallback((e: React.DragEvent) => {
    if (!e.dataTransfer.types.includes(PALETTE_MIME)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    markDropTarget((e.target as Element).closest?.('.react-flow__node') ?? null);
  }, []);

  const onDrop = useCallback(
    (e: React.DragEvent) => {
      markDropTarget(null);
      const raw = e.dataTransfer.getData(PALETTE_MIME);
      if (!raw) return;
      e.preventDefault();
      const payload = JSON.parse(raw) as PalettePayload;
      const at = screenToFlowPosition({ x: e.clientX, y: e.clientY });
      // far out on a big graph the agent under the pointer may be a batched box, not a node
      insertPayload(payload, at, agentUnder(e.target) ?? agentAt(batchedRef.current, nodeRect, at, HIT_SLOP_PX / getViewport().zoom)?.id ?? null);
    },
    [screenToFlowPosition, getViewport],
  );

  return (
    <div ref={containerRef} className="sb-canvas" data-testid="canvas" data-load-id={loadId} data-layout-busy={layoutBusy || undefined} data-opening={opening !== null || undefined} aria-busy={opening !== null || undefined} data-density={large ? 'large' : 'normal'} data-detail={detail} data-pan-layer={large || panLayer || undefined}
      // zoomed out, edges of a graph of normal size keep their screen width (large graphs: cheaper thin strokes)
      data-scaled-edges={(!large && detail !== 'near') || undefined}
      style={large ? undefined : ({ ...(detail !== 'near' && { '--sb-edge-scale': edgeScale }), ...(nameScale !== 1 && { '--sb-name-scale': nameScale }) } as React.CSSProperties)} data-overview={(overview && hasGroups) || undefined} onDragOver={onDragOver} onDrop={onDrop} onDragLeave={() => markDropTarget(null)}>
      <EdgeMarkers />
      {initial && (
      <DetailContext.Provider value={detail}>
      <ReactFlow<CanvasNode, RoutingEdge>
        nodes={flowNodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        onConnectEnd={onConnectEnd}
        isValidConnection={isValidConnection}
        onNodeDragStart={onDragStart}
        onNodeDragStop={onDragStop}
        onSelectionDragStart={onDragStart}
        onSelectionDragStop={onDragStop}
        deleteKeyCode={null}
        multiSelectionKeyCode={MULTI_SELECT_KEYS}
        selectionKeyCode="Shift"
        colorMode={theme}
        defaultViewport={initial.viewport}
        minZoom={MIN_ZOOM}
        maxZoom={2}
        onMoveStart={onMoveStart}
        onlyRenderVisibleElements={virtualise}
        proOptions={PRO_OPTIONS}
        connectionRadius={28}
      >
        {chrome}
        <DirectPan enabled={large || panLayer} />
        <CanvasMiniMap nodes={nodes} colorOf={miniMapColor} className="sb-minimap" maskColor="var(--sb-minimap-mask)" />
        <BreakpointMarkers />
        <EdgeFocus agents={nodes.length} />
        {batch && <BatchedEdges edges={batched} nodes={nodes} />}
        {batch && <BatchedAgents agents={batchedAgents} nodes={nodes} onDragStart={onDragStart} onDragStop={onDragStop} />}
      </ReactFlow>
      </DetailContext.Provider>
      )}
      {isEmpty && !opening && <EmptyState onOpenExample={onOpenExample} />}
      {opening !== null && (
        <div className="sb-canvas-opening" role="status" data-testid="canvas-opening">
          Opening “{opening}”…
        </div>
      )}
    </div>
  );
}
